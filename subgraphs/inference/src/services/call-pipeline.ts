/**
 * The stages every inference call passes, whichever kind it is (chat-completion.ts,
 * chat-stream.ts, embeddings.ts): routing (the caller's private endpoints, looked up per call,
 * and the configured providers), the budget hold before any provider is called
 * (budget-guard.ts), then the cost and the usage record of what was served. Built once per
 * process and shared by every call.
 */
import { AppError, uuidv7, type Logger } from '@svc/core';
import { modelPrice, type ModelKind, type ResolvedProvider } from './model-catalogue.ts';
import { cacheSavedMicrocents, costMicrocents, costView, type CostView, type TokenCounts } from './pricing.ts';
import { estimatePromptTokens } from './token-estimate.ts';
import type { Resolution, Router, Target } from './router.ts';
import type { ProviderHealthTracker } from './provider-health.ts';
import type { UsageRecorder } from './usage-recorder.ts';
import { NO_HOLD, type BudgetGuard, type BudgetHold } from './budget-guard.ts';
import type { ChatRequest } from './openai-request.ts';
import type { PrivateEndpointRouting } from './private-endpoints.ts';
import type { UpstreamClient } from '../clients/upstream-client.ts';
import type { Caller, EstimateInput, Usage } from './inference-types.ts';

export interface CallPipelineDeps {
  providers: ResolvedProvider[];
  router: Router;
  health: ProviderHealthTracker;
  usage: UsageRecorder;
  log: Logger;
  upstream: UpstreamClient;
  estimateOutputTokens: number;
  budgets: BudgetGuard | null;
  privateEndpoints: PrivateEndpointRouting | null;
}

export class CallPipeline {
  readonly router: Router;
  readonly health: ProviderHealthTracker;
  readonly log: Logger;
  readonly upstream: UpstreamClient;

  constructor(private readonly deps: CallPipelineDeps) {
    this.router = deps.router;
    this.health = deps.health;
    this.log = deps.log;
    this.upstream = deps.upstream;
  }

  get wired(): boolean {
    return this.deps.providers.length > 0;
  }

  /**
   * Routing of one call: the caller's private endpoints (looked up now) and the configured
   * providers; then each private target's credential. NOT-WIRED only when neither exists.
   */
  async route(model: string | null, kind: ModelKind, caller: Caller): Promise<Resolution> {
    const routing = this.deps.privateEndpoints;
    const own = routing ? await routing.providersFor(caller, kind) : [];
    if (!this.wired && own.length === 0) throw new AppError('SVC-INFERENCE-NOT-WIRED');
    const r = this.deps.router.resolve(model, kind, { privateProviders: own });
    return routing ? { ...r, targets: await routing.authorize(r.targets, caller) } : r;
  }

  /**
   * The billing stage before any provider is called: holds the most expensive candidate's
   * estimate against the budgets that apply (budget-guard.ts); throws its typed refusal. Returns
   * the hold and the targets still allowed (a PROVIDER budget that refused removes its provider).
   */
  async holdBudget(
    caller: Caller,
    targets: Target[],
    estimateOf: (t: Target) => bigint | null,
  ): Promise<{ hold: BudgetHold; targets: Target[] }> {
    const guard = this.deps.budgets;
    const providers = [...new Set(targets.map((t) => t.provider.id))];
    if (!guard) return { hold: NO_HOLD(providers), targets };
    // Worked out only when a budget applies (the guard calls it after its cached budget lookup).
    const estimate = (): bigint | null => {
      let max: bigint = 0n;
      for (const t of targets) {
        const e = estimateOf(t);
        if (e === null) return null;
        if (e > max) max = e;
      }
      return max;
    };
    const hold = await guard.hold(caller, providers, estimate);
    return { hold, targets: targets.filter((t) => hold.providers.includes(t.provider.id)) };
  }

  estimateTokens(target: Target, input: EstimateInput) {
    const inputTokens = estimatePromptTokens(input.messages);
    const outputTokens = input.maxTokens ?? target.model.maxOutputTokens ?? this.deps.estimateOutputTokens;
    return { inputTokens, outputTokens };
  }

  chatEstimate(req: ChatRequest) {
    return (t: Target) =>
      costMicrocents(
        this.estimateTokens(t, { model: req.model, messages: req.messages, maxTokens: req.maxTokens }),
        modelPrice(t.provider, t.model),
      );
  }

  costOf(target: Target, usage: Usage): { micro: bigint | null; view: CostView } {
    const micro = costMicrocents(usage, modelPrice(target.provider, target.model));
    return { micro, view: costView(micro) };
  }

  record(
    caller: Caller,
    target: Target,
    operation: 'chat.completions' | 'embeddings',
    usage: Usage,
    micro: bigint | null,
    partial: boolean,
    latencyMs: number | null = null,
  ) {
    // An estimate (the provider reported no usage) knows nothing of the provider's cache.
    const cachedInputTokens = usage.estimated ? null : Math.min(usage.cachedInputTokens ?? 0, usage.inputTokens);
    return this.deps.usage.record({
      id: uuidv7(),
      requestId: caller.requestId,
      workspaceId: caller.workspaceId,
      orgId: caller.orgId,
      userId: caller.userId,
      apiKeyId: caller.apiKeyId,
      model: target.model.id,
      provider: target.provider.id,
      operation,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      costMicrocents: micro,
      cachedInputTokens,
      cacheSavedMicrocents:
        cachedInputTokens === null ? null : cacheSavedMicrocents(usage, modelPrice(target.provider, target.model)),
      partial,
      usageEstimated: usage.estimated,
      latencyMs,
      occurredAt: new Date(),
    });
  }
}

/** Provider-reported usage, or the estimate (flagged) when the provider reported none. */
export function usageOf(raw: any, fallback: () => TokenCounts, needsCompletion = true): Usage {
  const ok = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  if (
    raw &&
    ok(raw.prompt_tokens) &&
    (ok(raw.completion_tokens) || (!needsCompletion && raw.completion_tokens === undefined))
  ) {
    const inputTokens = raw.prompt_tokens as number;
    const outputTokens = (raw.completion_tokens ?? 0) as number;
    const cached = raw.prompt_tokens_details?.cached_tokens;
    return {
      inputTokens,
      outputTokens,
      cachedInputTokens: ok(cached) ? cached : 0,
      totalTokens: inputTokens + outputTokens,
      estimated: false,
    };
  }
  const est = fallback();
  return { ...est, totalTokens: est.inputTokens + est.outputTokens, estimated: true };
}
