/**
 * What a chat call would cost and where routing would send it, without calling a provider
 * (`estimateCost`, `routingDecision`): routing is deterministic here (no weighted draw) and
 * covers the configured providers only.
 */
import { modelPrice } from './model-catalogue.ts';
import { costMicrocents, toLegacyInt } from './pricing.ts';
import { estimatePromptTokens } from './token-estimate.ts';
import type { Resolution } from './router.ts';
import { InferenceError, invalidRequest } from './inference-errors.ts';
import type { CallPipeline } from './call-pipeline.ts';
import type { EstimateInput } from './inference-types.ts';

export function estimateCost(p: CallPipeline, input: EstimateInput) {
  const r = p.router.resolve(input.model, 'CHAT', { deterministic: true });
  const target = r.targets[0];
  const price = modelPrice(target.provider, target.model);
  const { inputTokens, outputTokens } = p.estimateTokens(target, input);
  const micro = costMicrocents({ inputTokens, outputTokens }, price);
  if (micro === null || price === null || price.inputPerMillion === null || price.outputPerMillion === null) {
    throw invalidRequest(
      `The model \`${r.modelId}\` on ${target.provider.id} has no published USD price; no estimate can be stated.`,
      'model',
      'model_unpriced',
    );
  }
  return {
    model: r.modelId,
    provider: target.provider.id,
    estimatedInputTokens: String(inputTokens),
    estimatedOutputTokens: String(outputTokens),
    estimatedCostMicrocents: toLegacyInt(micro),
    inputPricePerMillionUsd: price.inputPerMillion,
    outputPricePerMillionUsd: price.outputPerMillion,
  };
}

/** Dry run: what routing would do, without calling a provider. A refusal is a DENY verdict, not an error. */
export function routingDecision(p: CallPipeline, input: EstimateInput) {
  let r: Resolution;
  try {
    r = p.router.resolve(input.model, 'CHAT', { deterministic: true });
  } catch (e) {
    if (!(e instanceof InferenceError)) throw e;
    return {
      chosenModel: input.model ?? '',
      verdict: 'DENY' as const,
      rationale: e.message,
      matchedPolicies: e.code === 'SVC-AUTH-1009' ? [e.message.replace(/^.*\((.*)\)\.$/, '$1')] : [],
      transformNotes: null,
      estimatedCostMicrocents: 0,
      estimatedInputTokens: String(estimatePromptTokens(input.messages)),
      estimatedOutputTokens: String(input.maxTokens ?? 0),
      activeRoutingConfigDigest: null,
    };
  }
  const target = r.targets[0];
  const { inputTokens, outputTokens } = p.estimateTokens(target, input);
  const micro = costMicrocents({ inputTokens, outputTokens }, modelPrice(target.provider, target.model));
  const order = r.targets.map((t) => `${t.provider.id} (weight ${t.weight})`).join(', then ');
  const transformed = r.requested === null;
  const matchedPolicies = [...r.matchedPolicies];
  if (micro === null) matchedPolicies.push('cost:unpriced');
  return {
    chosenModel: `${target.provider.id}/${r.modelId}`,
    verdict: transformed ? ('TRANSFORM' as const) : ('ALLOW' as const),
    rationale: `${r.pinned ? 'pinned to' : 'providers in order'}: ${order}${micro === null ? '; no published USD price, so the cost estimate is a lower bound of 0' : ''}`,
    matchedPolicies,
    transformNotes: transformed ? `no model requested; routing chose ${r.modelId}` : null,
    estimatedCostMicrocents: micro === null ? 0 : toLegacyInt(micro),
    estimatedInputTokens: String(inputTokens),
    estimatedOutputTokens: String(outputTokens),
    activeRoutingConfigDigest: null,
  };
}
