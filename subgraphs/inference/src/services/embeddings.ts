/**
 * An embeddings call: route, hold the budget (input tokens only), call the upstream, record usage
 * and cost, settle the hold, answer OpenAI's embedding list with the configured model id.
 */
import { performance } from 'node:perf_hooks';
import { uuidv7 } from '@svc/core';
import { modelPrice } from './model-catalogue.ts';
import { costMicrocents } from './pricing.ts';
import { estimateInputTokens } from './token-estimate.ts';
import type { Resolution, Target } from './router.ts';
import { UpstreamError } from './inference-errors.ts';
import type { BudgetHold } from './budget-guard.ts';
import type { EmbeddingRequest } from './openai-request.ts';
import { usageOf, type CallPipeline } from './call-pipeline.ts';
import type { Caller, EmbeddingResult } from './inference-types.ts';

export async function embed(
  p: CallPipeline,
  req: EmbeddingRequest,
  caller: Caller,
  signal?: AbortSignal,
): Promise<EmbeddingResult> {
  const r = await p.route(req.model, 'EMBEDDING', caller);
  const { hold, targets } = await p.holdBudget(caller, r.targets, (t) =>
    costMicrocents({ inputTokens: estimateInputTokens(req.input), outputTokens: 0 }, modelPrice(t.provider, t.model)),
  );
  try {
    return await embedHeld(p, req, caller, r, targets, hold, signal);
  } finally {
    await hold.settle(null, null);
  }
}

async function embedHeld(
  p: CallPipeline,
  req: EmbeddingRequest,
  caller: Caller,
  r: Resolution,
  targets: Target[],
  hold: BudgetHold,
  signal?: AbortSignal,
): Promise<EmbeddingResult> {
  const t0 = performance.now();
  const ok = await p.router.execute(
    targets,
    async (t, s) => {
      const res = await p.upstream.post(
        t,
        '/embeddings',
        { ...req.params, model: t.model.upstreamId, input: req.input },
        s,
        caller.requestId,
        false,
      );
      await p.upstream.ensureOk(res);
      const body = await p.upstream.readJson(res);
      const valid =
        Array.isArray(body?.data) &&
        body.data.every(
          (d: any) => Number.isInteger(d?.index) && (Array.isArray(d?.embedding) || typeof d?.embedding === 'string'),
        );
      if (!valid) throw new UpstreamError('bad_response', 'response is not an embedding list');
      return body;
    },
    signal,
  );
  ok.release();
  const latencyMs = Math.round(performance.now() - t0);
  const usage = usageOf(
    ok.value.usage,
    () => ({ inputTokens: estimateInputTokens(req.input), outputTokens: 0 }),
    false,
  );
  const { micro, view } = p.costOf(ok.target, usage);
  await p.record(caller, ok.target, 'embeddings', usage, micro, false, latencyMs);
  void hold.settle(micro, ok.target.provider.id); // after the write, as for a chat (chat-completion.ts)
  const body = {
    object: 'list',
    data: ok.value.data.map((d: any) => ({ object: 'embedding', index: d.index, embedding: d.embedding })),
    model: r.modelId,
    usage: { prompt_tokens: usage.inputTokens, total_tokens: usage.inputTokens },
  };
  return {
    id: `emb-${uuidv7()}`,
    body,
    modelId: r.modelId,
    provider: ok.target.provider.id,
    usage,
    cost: view,
    latencyMs,
  };
}
