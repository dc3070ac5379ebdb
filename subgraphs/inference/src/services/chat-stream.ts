/**
 * A streamed chat completion: opening it routes, holds the budget and waits for an upstream's
 * 200 (retries and fallback happen before that); the stream then turns the upstream's SSE into
 * OpenAI chunks with one id, records usage (partial when stopped early) and settles the hold.
 */
import { uuidv7 } from '@svc/core';
import { estimatePromptTokens } from './token-estimate.ts';
import { readSse } from '../clients/sse-parser.ts';
import { CallerAbortedError, isTimeoutAbort, TIMEOUT_REASON, type Resolution, type Target } from './router.ts';
import { InferenceError, UpstreamError } from './inference-errors.ts';
import type { AttemptRecord } from './provider-health.ts';
import type { BudgetHold } from './budget-guard.ts';
import type { ChatRequest } from './openai-request.ts';
import type { UpstreamResponse } from '../clients/provider-client.ts';
import { usageOf, type CallPipeline } from './call-pipeline.ts';
import { upstreamChatBody } from './chat-completion.ts';
import type { Caller, ChatStream, StreamEvent, Usage } from './inference-types.ts';

/** How long an upstream may take to end its response after `[DONE]`, ms. */
const DRAIN_GRACE_MS = 5_000;

/**
 * Opens a chat stream: resolves once an upstream answered 200 (retries and fallback happen
 * before that), so routing and upstream failures still surface as ordinary errors. The
 * returned iterator yields chunks with one id across the stream and the role on each
 * choice's first chunk, then one `usage` event, or one `error` event if the upstream fails
 * mid-stream. `return()` (or `signal`) aborts the upstream request at once; tokens streamed
 * until then are recorded as partial usage.
 */
export async function openChatStream(
  p: CallPipeline,
  req: ChatRequest,
  caller: Caller,
  signal?: AbortSignal,
): Promise<ChatStream> {
  const r = await p.route(req.model, 'CHAT', caller);
  const { hold, targets } = await p.holdBudget(caller, r.targets, p.chatEstimate(req));
  try {
    return await openHeldStream(p, req, caller, r, targets, hold, signal);
  } catch (e) {
    await hold.settle(null, null);
    throw e;
  }
}

async function openHeldStream(
  p: CallPipeline,
  req: ChatRequest,
  caller: Caller,
  r: Resolution,
  targets: Target[],
  hold: BudgetHold,
  signal?: AbortSignal,
): Promise<ChatStream> {
  const ok = await p.router.execute(
    targets,
    async (t, s) => {
      const res = await p.upstream.post(
        t,
        '/chat/completions',
        upstreamChatBody(req, t, true),
        s,
        caller.requestId,
        true,
      );
      await p.upstream.ensureOk(res);
      const type = res.contentType;
      if (!type.includes('text/event-stream')) {
        res.cancel();
        throw new UpstreamError('bad_response', `expected an event stream, got ${type || 'no content type'}`);
      }
      return res;
    },
    signal,
  );
  return new UpstreamChatStream(
    p,
    req,
    caller,
    r,
    ok.target,
    ok.value,
    ok.controller,
    () => {
      ok.release();
    },
    ok.record,
    hold,
    signal,
  );
}

/**
 * One upstream SSE stream turned into StreamEvents. Implemented as an explicit iterator so that
 * `return()` can abort the upstream read that a pending `next()` is waiting on (an async
 * generator would queue the return behind it).
 */
class UpstreamChatStream implements ChatStream {
  readonly id: string;
  readonly created = Math.floor(Date.now() / 1000);
  readonly modelId: string;
  readonly provider: string;
  private readonly inner: AsyncGenerator<StreamEvent>;
  private started = false;
  private cleaned = false;
  /** The upstream sent [DONE] or finished: nothing left to abort. */
  private completed = false;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly p: CallPipeline,
    private readonly req: ChatRequest,
    private readonly caller: Caller,
    resolution: Resolution,
    private readonly target: Target,
    private readonly res: UpstreamResponse,
    private readonly controller: AbortController,
    private readonly releaseCaller: () => void,
    private readonly attempt: AttemptRecord,
    private readonly hold: BudgetHold,
    private readonly callerSignal?: AbortSignal,
  ) {
    this.id = `chatcmpl-${uuidv7()}`;
    this.modelId = resolution.modelId;
    this.provider = target.provider.id;
    this.inner = this.run();
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  next(): Promise<IteratorResult<StreamEvent>> {
    this.started = true;
    return this.inner.next();
  }

  async return(): Promise<IteratorResult<StreamEvent>> {
    if (!this.completed && !this.controller.signal.aborted) this.controller.abort(new CallerAbortedError());
    if (!this.started) {
      this.cleanup();
      this.res.cancel();
      await this.hold.settle(null, null); // never read: nothing streamed, nothing to commit
    }
    return this.inner.return(undefined);
  }

  async throw(e?: unknown): Promise<IteratorResult<StreamEvent>> {
    await this.return();
    throw e;
  }

  /** Stops timers and detaches from the caller; aborts the upstream unless it completed. */
  private cleanup(abort = true) {
    if (this.cleaned) return;
    this.cleaned = true;
    if (this.idle) clearTimeout(this.idle);
    this.releaseCaller();
    if (abort && !this.controller.signal.aborted) this.controller.abort(new CallerAbortedError());
  }

  /** Records the stream's usage and settles its budget hold with that cost. */
  private finish(usage: Usage, partial: boolean) {
    const { micro, view } = this.p.costOf(this.target, usage);
    return {
      done: Promise.all([
        this.p.record(this.caller, this.target, 'chat.completions', usage, micro, partial),
        this.hold.settle(micro, this.target.provider.id),
      ]),
      cost: view,
    };
  }

  /**
   * After [DONE] the upstream ends its response; reading that end (instead of abandoning the
   * body, which destroys the socket) keeps the connection in the keep-alive pool. An upstream that
   * does not end within the grace period is cut off.
   */
  private drainAfterDone(events: AsyncGenerator<unknown>) {
    const cutoff = setTimeout(() => this.res.cancel(), DRAIN_GRACE_MS);
    cutoff.unref();
    void (async () => {
      try {
        while (!(await events.next()).done);
      } catch {
        /* a reset after [DONE] changes nothing */
      } finally {
        clearTimeout(cutoff);
      }
    })();
  }

  private async *run(): AsyncGenerator<StreamEvent> {
    const timeoutMs = this.target.provider.timeoutMs;
    this.idle = setTimeout(() => this.controller.abort(TIMEOUT_REASON), timeoutMs);
    const roleSent = new Set<number>();
    let chars = 0;
    let delivered = false;
    let finished = false;
    let sawDone = false;
    let upstreamUsage: unknown = null;
    let outcome: 'complete' | 'stopped' | 'error' = 'stopped';
    const estimate = () => ({
      inputTokens: estimatePromptTokens(this.req.messages),
      outputTokens: Math.ceil(chars / 4),
    });
    try {
      const events = readSse(this.res.body);
      for (;;) {
        const next = await events.next();
        if (next.done) break;
        const ev = next.value;
        this.idle?.refresh();
        if (ev.data === '[DONE]') {
          sawDone = true;
          this.drainAfterDone(events);
          break;
        }
        let json: any;
        try {
          json = JSON.parse(ev.data);
        } catch {
          throw new UpstreamError('bad_response', 'stream event is not JSON');
        }
        if (json?.error)
          throw new UpstreamError('status', `error event: ${String(json.error?.message ?? 'unknown').slice(0, 200)}`);
        if (!Array.isArray(json?.choices)) throw new UpstreamError('bad_response', 'stream event has no choices');
        if (json.usage) upstreamUsage = json.usage;
        if (json.choices.length === 0) continue; // the upstream's usage chunk
        const choices = json.choices.map((c: any) => {
          const index = Number.isInteger(c?.index) ? c.index : 0;
          const delta: Record<string, unknown> = { ...(c?.delta ?? {}) };
          if (!roleSent.has(index)) {
            roleSent.add(index);
            delta.role = delta.role ?? 'assistant';
          } else delete delta.role;
          if (typeof delta.content === 'string') chars += delta.content.length;
          if (Array.isArray(delta.tool_calls))
            for (const tc of delta.tool_calls as any[]) chars += String(tc?.function?.arguments ?? '').length;
          if ((typeof delta.content === 'string' && delta.content !== '') || Array.isArray(delta.tool_calls))
            delivered = true;
          if (c?.finish_reason) finished = true;
          return { index, delta, logprobs: c?.logprobs ?? null, finish_reason: c?.finish_reason ?? null };
        });
        const chunk: Record<string, any> = {
          id: this.id,
          object: 'chat.completion.chunk',
          created: this.created,
          model: this.modelId,
          choices,
        };
        if (typeof json.system_fingerprint === 'string') chunk.system_fingerprint = json.system_fingerprint;
        yield { type: 'chunk', chunk };
      }
      if (!sawDone && !finished) throw new UpstreamError('bad_response', 'the stream ended before it finished');
      outcome = 'complete';
      this.completed = true;
      if (this.idle) clearTimeout(this.idle);
      const usage = usageOf(upstreamUsage, estimate);
      const { done, cost } = this.finish(usage, false);
      await done;
      yield { type: 'usage', usage, cost };
    } catch (e) {
      // The caller is gone (return(), or its signal aborted the attempt through the router).
      if (this.callerSignal?.aborted || this.controller.signal.reason instanceof CallerAbortedError) return;
      const upstream =
        e instanceof UpstreamError
          ? e
          : isTimeoutAbort(this.controller.signal)
            ? new UpstreamError('timeout', `no stream data for ${timeoutMs} ms`)
            : new UpstreamError('network', `stream read failed: ${(e as Error)?.message ?? e}`);
      outcome = 'error';
      this.p.health.markFailed(this.attempt, upstream.message);
      this.p.log.warn(
        { provider: this.provider, requestId: this.caller.requestId, kind: upstream.kind, reason: upstream.message },
        'upstream stream failed mid-stream',
      );
      const error =
        upstream.kind === 'timeout'
          ? new InferenceError('SVC-SERVER-9005', 'The model provider stopped streaming (timeout).')
          : new InferenceError('SVC-SERVER-9004', 'The model provider failed mid-stream.', { code: 'upstream_error' });
      yield { type: 'error', error };
    } finally {
      this.cleanup(outcome !== 'complete');
      if (outcome !== 'complete' && (delivered || upstreamUsage)) {
        const usage = usageOf(upstreamUsage, estimate);
        await this.finish(usage, true).done;
      }
      await this.hold.settle(null, null); // nothing delivered: the hold is released, nothing committed
    }
  }
}
