/**
 * A whole chat completion (`stream` false): route, hold the budget, call the upstream (retries
 * and fallback in the router), record usage and cost, settle the hold, answer OpenAI's
 * `chat.completion` with the configured model id.
 */
import { performance } from 'node:perf_hooks';
import { uuidv7 } from '@svc/core';
import { estimatePromptTokens, estimateTextTokens } from './token-estimate.ts';
import type { Resolution, Target } from './router.ts';
import { UpstreamError } from './inference-errors.ts';
import type { BudgetHold } from './budget-guard.ts';
import type { ChatRequest } from './openai-request.ts';
import { usageOf, type CallPipeline } from './call-pipeline.ts';
import type { Caller, ChatResult } from './inference-types.ts';

/** The upstream request of a chat call, whole or streamed (a stream asks for its usage chunk). */
export function upstreamChatBody(req: ChatRequest, target: Target, stream: boolean) {
  return {
    ...req.params,
    model: target.model.upstreamId,
    messages: req.messages,
    stream,
    ...(stream ? { stream_options: { include_usage: true } } : {}),
  };
}

export async function completeChat(
  p: CallPipeline,
  req: ChatRequest,
  caller: Caller,
  signal?: AbortSignal,
): Promise<ChatResult> {
  const r = await p.route(req.model, 'CHAT', caller);
  const { hold, targets } = await p.holdBudget(caller, r.targets, p.chatEstimate(req));
  try {
    return await chatHeld(p, req, caller, r, targets, hold, signal);
  } finally {
    await hold.settle(null, null); // a call that failed commits nothing (after success: already settled)
  }
}

async function chatHeld(
  p: CallPipeline,
  req: ChatRequest,
  caller: Caller,
  r: Resolution,
  targets: Target[],
  hold: BudgetHold,
  signal?: AbortSignal,
): Promise<ChatResult> {
  const t0 = performance.now();
  const ok = await p.router.execute(
    targets,
    async (t, s) => {
      const res = await p.upstream.post(
        t,
        '/chat/completions',
        upstreamChatBody(req, t, false),
        s,
        caller.requestId,
        false,
      );
      await p.upstream.ensureOk(res);
      const body = await p.upstream.readJson(res);
      if (
        !body ||
        typeof body !== 'object' ||
        !Array.isArray(body.choices) ||
        body.choices.length === 0 ||
        typeof body.choices[0]?.message !== 'object'
      ) {
        throw new UpstreamError('bad_response', 'response is not a chat.completion');
      }
      return body;
    },
    signal,
  );
  ok.release();
  const latencyMs = Math.round(performance.now() - t0);
  const body = ok.value;
  const completionText = body.choices
    .map((c: any) => (typeof c?.message?.content === 'string' ? c.message.content : ''))
    .join('');
  const usage = usageOf(body.usage, () => ({
    inputTokens: estimatePromptTokens(req.messages),
    outputTokens: estimateTextTokens(completionText),
  }));
  const { micro, view } = p.costOf(ok.target, usage);
  await p.record(caller, ok.target, 'chat.completions', usage, micro, false, latencyMs);
  // The settle (one shared-store round trip) starts once the usage row is written: the answer
  // never waits for it, and its round trip does not compete with the write the answer waits for
  // (docs/benchmarks.md: 0.17-0.19 ms at p50 of what the stage added). Until it lands the hold
  // still counts against the ceiling, so budgets stay exact.
  void hold.settle(micro, ok.target.provider.id);
  const out = {
    ...body,
    id: typeof body.id === 'string' ? body.id : `chatcmpl-${uuidv7()}`,
    object: 'chat.completion',
    created: Number.isInteger(body.created) ? body.created : Math.floor(Date.now() / 1000),
    model: r.modelId,
    usage: {
      ...(typeof body.usage === 'object' && body.usage ? body.usage : {}),
      prompt_tokens: usage.inputTokens,
      completion_tokens: usage.outputTokens,
      total_tokens: usage.totalTokens,
    },
  };
  return { body: out, modelId: r.modelId, provider: ok.target.provider.id, usage, cost: view, latencyMs };
}
