/**
 * Routing: which provider serves a model, in which order, and how each attempt runs.
 *
 * resolve()  model reference → ordered targets, as a table of rules:
 *   1. no model named       → INFERENCE_ROUTING.defaultModel, else the heaviest modelPref, else
 *                             the first configured model of the wanted kind
 *   2. `<provider>/<model>` → pinned to that provider (no fallback elsewhere)
 *   2b. the caller's own    → a model one of the caller's workspace's private endpoints lists is
 *       private endpoints     served by those endpoints only (never sent to a shared provider);
 *                             they are passed per call (`privateProviders`), so no other
 *                             workspace can resolve them: to it the model stays unknown (rule 3)
 *   3. unknown model        → model_not_found (404)
 *   4. wrong kind           → 400 (an embedding model for chat, and the reverse)
 *   5. blocked model / provider (deny wins) → removed; none left → SVC-AUTH-1009
 *   6. order                → first pick weighted-random among weights > 0 (modelPref weight,
 *                             else the provider's weight), then the rest by weight, heaviest first
 *
 * execute()  runs one attempt function over the targets: per attempt a timeout (provider
 *   `timeoutMs`), retries with exponential backoff on the provider's `retryOnStatus`, network
 *   errors and timeouts (`maxRetries`), then fallback to the next target. An upstream 400/404/
 *   413/422 blames the request: no retry, no fallback. A caller abort stops everything at once.
 *   Every attempt on a configured provider is recorded in the provider health window (a private
 *   endpoint's are not: providerHealth shows configured providers only, and an entry per endpoint
 *   ever used would grow without bound).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import type { ModelKind, ProviderModel, ResolvedProvider } from './model-catalogue.ts';
import type { RoutingConfig } from './routing-config.ts';
import type { Logger } from '@svc/core';
import type { AttemptRecord, ProviderHealthTracker } from './provider-health.ts';
import {
  exhaustedError,
  invalidRequest,
  InferenceError,
  modelBlocked,
  modelNotFound,
  REQUEST_REJECTED_STATUSES,
  UpstreamError,
} from './inference-errors.ts';
import { privateRouteOf } from './private-endpoints.ts';

export interface Target {
  provider: ResolvedProvider;
  model: Required<ProviderModel>;
  weight: number;
}

export interface Resolution {
  /** The model id as configured (bare, without the provider prefix). */
  modelId: string;
  /** What the caller asked for (null: routing chose). */
  requested: string | null;
  targets: Target[];
  /** Rules that shaped the result, e.g. `blockedProviders:p3`, `modelPrefs:m1@p1=80`. */
  matchedPolicies: string[];
  pinned: boolean;
}

/** Raised when the caller went away (client disconnect, subscription completed). */
export class CallerAbortedError extends Error {
  constructor() {
    super('the caller aborted the request');
    this.name = 'CallerAbortedError';
  }
}

const TIMEOUT = Symbol('attempt-timeout');

export interface AttemptSuccess<T> {
  value: T;
  target: Target;
  /** Health record of the successful attempt (a stream that breaks later marks it failed). */
  record: AttemptRecord;
  /** Aborts the successful attempt's request (streams keep reading under it). */
  controller: AbortController;
  /** Detaches the caller's abort signal from the attempt; call when the response is consumed. */
  release(): void;
  attempts: number;
}

export interface RouterDeps {
  providers: ResolvedProvider[];
  routing: RoutingConfig;
  health: ProviderHealthTracker;
  /** Random source in [0, 1) for the weighted first pick. Default Math.random. */
  random?: () => number;
  /** Failed attempts are logged at warn (provider, attempt, kind, status; never the request). */
  log?: Logger;
}

export class Router {
  private readonly random: () => number;

  constructor(private readonly deps: RouterDeps) {
    this.random = deps.random ?? Math.random;
  }

  /** Model chosen when a request names none, or null when nothing of that kind is configured. */
  defaultModel(kind: ModelKind): string | null {
    const { routing, providers } = this.deps;
    if (routing.defaultModel) return routing.defaultModel;
    const offered = (id: string) => providers.some((p) => p.models.some((m) => m.id === id && m.type === kind));
    const pref = [...routing.modelPrefs]
      .filter((p) => offered(p.modelId))
      .sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0))[0];
    if (pref) return pref.modelId;
    for (const p of providers) {
      if (routing.blockedProviders.includes(p.id)) continue;
      const m = p.models.find((x) => x.type === kind && !routing.blockedModels.includes(x.id));
      if (m) return m.id;
    }
    return null;
  }

  /** Throws InferenceError for an unknown, wrong-kind or blocked model. `deterministic` orders by weight only (dry runs). */
  resolve(
    ref: string | null,
    kind: ModelKind,
    opts: { deterministic?: boolean; privateProviders?: ResolvedProvider[] } = {},
  ): Resolution {
    const { providers, routing } = this.deps;
    const own = opts.privateProviders ?? [];
    const requested = ref;
    const chosen = ref ?? this.defaultModel(kind);
    if (chosen === null)
      throw invalidRequest(
        `No ${kind === 'CHAT' ? 'chat' : 'embedding'} model is available for routing.`,
        'model',
        'model_not_found',
      );
    let modelId = chosen;
    let offering: ResolvedProvider[] = [];
    let pinned = false;
    const slash = chosen.indexOf('/');
    if (slash > 0) {
      const pid = chosen.slice(0, slash);
      const mid = chosen.slice(slash + 1);
      const p = own.find((x) => x.id === pid) ?? providers.find((x) => x.id === pid);
      if (p && p.models.some((m) => m.id === mid)) {
        modelId = mid;
        offering = [p];
        pinned = true;
      }
    }
    if (!pinned) {
      const offers = (p: ResolvedProvider) => p.models.some((m) => m.id === modelId);
      const mine = own.filter(offers);
      offering = mine.length > 0 ? mine : providers.filter(offers);
    }
    if (offering.length === 0) throw modelNotFound(chosen);
    const ofKind = offering.filter((p) => p.models.find((m) => m.id === modelId)!.type === kind);
    if (ofKind.length === 0) {
      throw invalidRequest(
        `The model \`${chosen}\` does not support ${kind === 'CHAT' ? 'chat completions' : 'embeddings'}.`,
        'model',
        'model_not_supported',
      );
    }
    const matched: string[] = [];
    if (routing.blockedModels.includes(modelId)) throw modelBlocked(chosen, `blockedModels:${modelId}`);
    const allowed = ofKind.filter((p) => {
      if (routing.blockedProviders.includes(p.id)) return (void matched.push(`blockedProviders:${p.id}`), false);
      if (routing.blockedModels.includes(`${p.id}/${modelId}`))
        return (void matched.push(`blockedModels:${p.id}/${modelId}`), false);
      return true;
    });
    if (allowed.length === 0) throw modelBlocked(chosen, matched.join(', '));
    const targets = allowed.map((p): Target => {
      const pref = routing.modelPrefs.find((x) => x.providerId === p.id && x.modelId === modelId);
      if (pref && pref.weight !== null) matched.push(`modelPrefs:${modelId}@${p.id}=${pref.weight}`);
      return { provider: p, model: p.models.find((m) => m.id === modelId)!, weight: pref?.weight ?? p.weight };
    });
    return {
      modelId,
      requested,
      targets: this.order(targets, opts.deterministic ?? false),
      matchedPolicies: matched,
      pinned,
    };
  }

  private order(targets: Target[], deterministic: boolean): Target[] {
    const byWeight = [...targets].sort((a, b) => b.weight - a.weight); // stable: config order on ties
    if (deterministic || targets.length < 2) return byWeight;
    const positive = targets.filter((t) => t.weight > 0);
    const total = positive.reduce((s, t) => s + t.weight, 0);
    if (total === 0) return byWeight;
    let r = this.random() * total;
    let first = positive[positive.length - 1];
    for (const t of positive) {
      if ((r -= t.weight) < 0) {
        first = t;
        break;
      }
    }
    return [first, ...byWeight.filter((t) => t !== first)];
  }

  private recordAttempt(
    p: ResolvedProvider,
    ok: boolean,
    latencyMs: number,
    error: string | null = null,
  ): AttemptRecord {
    if (privateRouteOf(p)) return { at: Date.now(), ok, latencyMs, error };
    return this.deps.health.record(p.id, ok, latencyMs, error);
  }

  /** Runs `attempt` over the targets with retries, timeouts and fallback (see the file comment). */
  async execute<T>(
    targets: Target[],
    attempt: (t: Target, signal: AbortSignal) => Promise<T>,
    callerSignal?: AbortSignal,
  ): Promise<AttemptSuccess<T>> {
    let last: UpstreamError | null = null;
    const tried: string[] = [];
    let attempts = 0;
    for (const target of targets) {
      const p = target.provider;
      tried.push(p.id);
      for (let n = 0; n <= p.maxRetries; n++) {
        if (callerSignal?.aborted) throw new CallerAbortedError();
        attempts++;
        const controller = new AbortController();
        const onCallerAbort = () => controller.abort(callerSignal!.reason);
        callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
        const release = () => callerSignal?.removeEventListener('abort', onCallerAbort);
        const timer = setTimeout(() => controller.abort(TIMEOUT), p.timeoutMs);
        const t0 = performance.now();
        try {
          const value = await attempt(target, controller.signal);
          clearTimeout(timer);
          const record = this.recordAttempt(p, true, performance.now() - t0);
          return { value, target, record, controller, release, attempts };
        } catch (e) {
          clearTimeout(timer);
          release();
          if (callerSignal?.aborted) throw new CallerAbortedError();
          const err = classify(e, controller.signal, p.timeoutMs);
          this.recordAttempt(p, false, performance.now() - t0, err.message);
          this.deps.log?.warn(
            { provider: p.id, attempt: n + 1, kind: err.kind, status: err.status, reason: err.message },
            'upstream attempt failed',
          );
          last = err;
          if (err.kind === 'status' && err.status !== null && REQUEST_REJECTED_STATUSES.has(err.status))
            throw exhaustedError(err, tried);
          const retryable =
            err.kind === 'network' ||
            err.kind === 'timeout' ||
            (err.kind === 'status' && err.status !== null && p.retryOnStatus.includes(err.status));
          if (!retryable || n === p.maxRetries) break;
          const backoff = p.retryBackoffMs * 2 ** n;
          try {
            await sleep(backoff + Math.floor(this.random() * (p.retryBackoffMs / 2)), undefined, {
              signal: callerSignal,
            });
          } catch {
            throw new CallerAbortedError();
          }
        }
      }
    }
    throw exhaustedError(last, tried);
  }
}

/** Turns whatever an attempt threw into an UpstreamError (InferenceErrors from validation pass as bad_response). */
export function classify(e: unknown, signal: AbortSignal, timeoutMs: number): UpstreamError {
  if (e instanceof UpstreamError) return e;
  if (signal.aborted && signal.reason === TIMEOUT)
    return new UpstreamError('timeout', `timed out after ${timeoutMs} ms`);
  if (e instanceof InferenceError) return new UpstreamError('bad_response', e.message);
  const err = e as { code?: string; message?: string; cause?: { code?: string; message?: string } } | undefined;
  const detail = err?.code ?? err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(e);
  return new UpstreamError('network', `request failed: ${detail}`);
}

/** For streams: whether an abort came from the per-attempt timer. */
export const isTimeoutAbort = (signal: AbortSignal) => signal.aborted && signal.reason === TIMEOUT;
export const TIMEOUT_REASON = TIMEOUT;
