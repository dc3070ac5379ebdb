/**
 * The inference service: chat completions (whole and streamed), embeddings, the model
 * catalogue, provider health and catalogue, cost estimates and routing dry runs, all on the
 * configured OpenAI-compatible providers. Transports (`/v1`, GraphQL, WebSocket subscriptions)
 * call it with OpenAI-shaped requests and a caller; it knows nothing of HTTP or GraphQL.
 *
 * With no provider configured every operation fails closed with SVC-INFERENCE-NOT-WIRED, except
 * a call that a private endpoint of the caller's workspace serves (private-endpoints.ts): chat
 * and embedding calls route to those first, looked up per call.
 */
import { AppError, uuidv7, type Logger } from '@svc/core';
import { performance } from 'node:perf_hooks';
import { listModels, modelPrice, type ModelKind, type ModelView, type ResolvedProvider } from './model-catalogue.ts';
import { cacheSavedMicrocents, costMicrocents, costView, toLegacyInt, type CostView, type TokenCounts } from './pricing.ts';
import { estimateInputTokens, estimatePromptTokens, estimateTextTokens } from './token-estimate.ts';
import { readSse } from './sse-parser.ts';
import { CallerAbortedError, isTimeoutAbort, TIMEOUT_REASON, type Resolution, type Router, type Target } from './router.ts';
import { InferenceError, invalidRequest, UpstreamError } from './inference-errors.ts';
import type { ProviderHealthTracker, HealthStatus } from './provider-health.ts';
import type { UsageRecorder } from './usage-recorder.ts';
import { NO_HOLD, type BudgetGuard, type BudgetHold } from './budget-guard.ts';
import type { ChatRequest, EmbeddingRequest } from './openai-request.ts';
import { createHttpTransport, type UpstreamResponse, type UpstreamTransport } from './provider-client.ts';
import { privateRouteOf, type PrivateEndpointRouting } from './private-endpoints.ts';

/** Who is calling, for attribution. Identity comes from the transport's trusted headers. */
export interface Caller {
  userId: string;
  orgId: string;
  workspaceId: string;
  apiKeyId: string | null;
  requestId: string;
}

export interface Usage extends TokenCounts {
  totalTokens: number;
  /** True when the provider reported no usage and the counts are this service's estimate. */
  estimated: boolean;
}

export interface ChatResult {
  /** OpenAI `chat.completion` object, `model` set to the configured model id. */
  body: Record<string, any>;
  modelId: string;
  provider: string;
  usage: Usage;
  cost: CostView;
  latencyMs: number;
}

/** One event of a chat stream, in order: chunks, then exactly one `usage` or `error`. */
export type StreamEvent =
  | { type: 'chunk'; chunk: Record<string, any> }
  | { type: 'usage'; usage: Usage; cost: CostView }
  | { type: 'error'; error: AppError };

export interface ChatStream extends AsyncIterableIterator<StreamEvent> {
  /** Stops the stream: aborts the upstream request at once (partial usage is recorded). */
  return(): Promise<IteratorResult<StreamEvent>>;
  id: string;
  created: number;
  modelId: string;
  provider: string;
}

export interface EmbeddingResult {
  id: string;
  body: Record<string, any>;
  modelId: string;
  provider: string;
  usage: Usage;
  cost: CostView;
  latencyMs: number;
}

export interface ProviderHealthView {
  providerId: string;
  displayName: string;
  avgLatencyMs: number;
  successRate: number;
  errorCount: number;
  requestCount: number;
  lastCheck: Date | null;
  lastError: string | null;
  status: HealthStatus;
  supportedModels: string[];
}

export interface EstimateInput {
  model: string | null;
  messages: { role?: unknown; content?: unknown; name?: unknown }[];
  maxTokens: number | null;
}

export interface InferenceServiceDeps {
  providers: ResolvedProvider[];
  router: Router;
  health: ProviderHealthTracker;
  usage: UsageRecorder;
  log: Logger;
  /** Reads a provider's API key by the name of its variable (never stored in config). */
  secret: (envName: string) => string | undefined;
  /** Output tokens assumed by estimates when a request sets no limit and the model none. Default 512. */
  estimateOutputTokens?: number;
  /** HTTP client to the upstreams. Default: node:http with keep-alive agents. */
  transport?: UpstreamTransport;
  /** The billing stage (budgets that hold); null or absent: no budgets are enforced (no database). */
  budgets?: BudgetGuard | null;
  /** The caller's workspace's ACTIVE private endpoints as providers; null or absent: none (no database). */
  privateEndpoints?: PrivateEndpointRouting | null;
}

const MAX_ERROR_BODY = 64 * 1024;
/** How long an upstream may take to end its response after `[DONE]`, ms. */
const DRAIN_GRACE_MS = 5_000;

export class InferenceService {
  private readonly transport: UpstreamTransport;
  private readonly keys = new Map<string, string | null>();

  constructor(private readonly deps: InferenceServiceDeps) {
    this.transport = deps.transport ?? createHttpTransport();
    for (const p of deps.providers) this.keys.set(p.id, p.apiKeyEnv ? (deps.secret(p.apiKeyEnv) ?? null) : null);
  }

  get wired(): boolean {
    return this.deps.providers.length > 0;
  }

  /** Whether any call can be served: a configured provider, or private endpoints that may exist per workspace. */
  get servesInference(): boolean {
    return this.wired || !!this.deps.privateEndpoints;
  }

  /**
   * Routing of one call: the caller's private endpoints (looked up now) and the configured
   * providers; then each private target's credential. NOT-WIRED only when neither exists.
   */
  private async route(model: string | null, kind: ModelKind, caller: Caller): Promise<Resolution> {
    const routing = this.deps.privateEndpoints;
    const own = routing ? await routing.providersFor(caller, kind) : [];
    if (!this.wired && own.length === 0) throw new AppError('SVC-INFERENCE-NOT-WIRED');
    const r = this.deps.router.resolve(model, kind, { privateProviders: own });
    return routing ? { ...r, targets: await routing.authorize(r.targets, caller) } : r;
  }

  private requireWired() {
    if (!this.wired) throw new AppError('SVC-INFERENCE-NOT-WIRED');
  }

  // ---- catalogue --------------------------------------------------------------------------

  /** The chat model routing picks when a request names none. */
  defaultChatModel(): string {
    const m = this.deps.router.defaultModel('CHAT');
    if (!m) throw invalidRequest('No chat model is available for routing.', 'model', 'model_not_found');
    return m;
  }

  models(): ModelView[] {
    return listModels(this.deps.providers);
  }

  /** The caller's own private endpoints' models first (as routing prefers them), then the configured ones. */
  async modelsFor(caller: Pick<Caller, 'orgId' | 'workspaceId'>): Promise<ModelView[]> {
    const own = this.deps.privateEndpoints ? await this.deps.privateEndpoints.providersFor(caller, 'CHAT') : [];
    return [...listModels(own).map((m) => ({ ...m, type: null })), ...this.models()];
  }

  providerHealth(): ProviderHealthView[] {
    this.requireWired();
    return this.deps.providers.map((p) => ({
      providerId: p.id,
      displayName: p.displayName,
      supportedModels: p.models.map((m) => m.id),
      ...this.deps.health.snapshot(p.id),
    }));
  }

  providerCatalog() {
    this.requireWired();
    // Configured providers are not registry-born: no registry provenance to show.
    return this.deps.providers.map((p) => ({ providerId: p.id, displayName: p.displayName, specBorn: false, registryInfo: null, supportedModels: p.models.map((m) => m.id) }));
  }

  // ---- estimates and dry runs ---------------------------------------------------------------

  private estimateTokens(target: Target, input: EstimateInput) {
    const inputTokens = estimatePromptTokens(input.messages);
    const outputTokens = input.maxTokens ?? target.model.maxOutputTokens ?? this.deps.estimateOutputTokens ?? 512;
    return { inputTokens, outputTokens };
  }

  estimateCost(input: EstimateInput) {
    this.requireWired();
    const r = this.deps.router.resolve(input.model, 'CHAT', { deterministic: true });
    const target = r.targets[0];
    const price = modelPrice(target.provider, target.model);
    const { inputTokens, outputTokens } = this.estimateTokens(target, input);
    const micro = costMicrocents({ inputTokens, outputTokens }, price);
    if (micro === null || price === null || price.inputPerMillion === null || price.outputPerMillion === null) {
      throw invalidRequest(`The model \`${r.modelId}\` on ${target.provider.id} has no published USD price; no estimate can be stated.`, 'model', 'model_unpriced');
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
  routingDecision(input: EstimateInput) {
    this.requireWired();
    let r: Resolution;
    try {
      r = this.deps.router.resolve(input.model, 'CHAT', { deterministic: true });
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
    const { inputTokens, outputTokens } = this.estimateTokens(target, input);
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

  // ---- upstream calls -----------------------------------------------------------------------

  private post(target: Target, path: string, body: unknown, signal: AbortSignal, requestId: string, stream: boolean) {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: stream ? 'text/event-stream' : 'application/json', 'x-request-id': requestId };
    const own = privateRouteOf(target.provider);
    const key = own ? null : this.keys.get(target.provider.id);
    if (key) headers.authorization = `Bearer ${key}`;
    if (own?.authorization) headers.authorization = own.authorization;
    return (own?.transport ?? this.transport).post(`${target.provider.baseUrl}${path}`, headers, JSON.stringify(body), signal);
  }

  /** Throws UpstreamError for a non-2xx answer, carrying the upstream's own message for a 4xx. */
  private async ensureOk(res: UpstreamResponse): Promise<void> {
    if (res.status >= 200 && res.status < 300) return;
    let message: string | null = null;
    let code: string | null = null;
    try {
      const j = JSON.parse(await res.text(MAX_ERROR_BODY));
      if (typeof j?.error?.message === 'string') message = j.error.message.slice(0, 1000);
      if (typeof j?.error?.code === 'string') code = j.error.code;
    } catch {
      /* not JSON, or too long: the status says enough */
      res.cancel();
    }
    throw new UpstreamError('status', `HTTP ${res.status}${message ? `: ${message.slice(0, 200)}` : ''}`, res.status, message, code);
  }

  private async readJson(res: UpstreamResponse): Promise<any> {
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new UpstreamError('bad_response', 'response body is not JSON');
    }
  }

  private costOf(target: Target, usage: Usage): { micro: bigint | null; view: CostView } {
    const micro = costMicrocents(usage, modelPrice(target.provider, target.model));
    return { micro, view: costView(micro) };
  }

  /**
   * The billing stage before any provider is called: holds the most expensive candidate's
   * estimate against the budgets that apply (budget-guard.ts); throws its typed refusal. Returns
   * the hold and the targets still allowed (a PROVIDER budget that refused removes its provider).
   */
  private async holdBudget(caller: Caller, targets: Target[], estimateOf: (t: Target) => bigint | null): Promise<{ hold: BudgetHold; targets: Target[] }> {
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

  private chatEstimate(req: ChatRequest) {
    return (t: Target) => costMicrocents(this.estimateTokens(t, { model: req.model, messages: req.messages, maxTokens: req.maxTokens }), modelPrice(t.provider, t.model));
  }

  private record(caller: Caller, target: Target, operation: 'chat.completions' | 'embeddings', usage: Usage, micro: bigint | null, partial: boolean, latencyMs: number | null = null) {
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
      cacheSavedMicrocents: cachedInputTokens === null ? null : cacheSavedMicrocents(usage, modelPrice(target.provider, target.model)),
      partial,
      usageEstimated: usage.estimated,
      latencyMs,
      occurredAt: new Date(),
    });
  }

  private upstreamChatBody(req: ChatRequest, target: Target, stream: boolean) {
    return { ...req.params, model: target.model.upstreamId, messages: req.messages, stream, ...(stream ? { stream_options: { include_usage: true } } : {}) };
  }

  // ---- chat completions ---------------------------------------------------------------------

  async chat(req: ChatRequest, caller: Caller, signal?: AbortSignal): Promise<ChatResult> {
    const r = await this.route(req.model, 'CHAT', caller);
    const { hold, targets } = await this.holdBudget(caller, r.targets, this.chatEstimate(req));
    try {
      return await this.chatHeld(req, caller, r, targets, hold, signal);
    } finally {
      await hold.settle(null, null); // a call that failed commits nothing (after success: already settled)
    }
  }

  private async chatHeld(req: ChatRequest, caller: Caller, r: Resolution, targets: Target[], hold: BudgetHold, signal?: AbortSignal): Promise<ChatResult> {
    const t0 = performance.now();
    const ok = await this.deps.router.execute(
      targets,
      async (t, s) => {
        const res = await this.post(t, '/chat/completions', this.upstreamChatBody(req, t, false), s, caller.requestId, false);
        await this.ensureOk(res);
        const body = await this.readJson(res);
        if (!body || typeof body !== 'object' || !Array.isArray(body.choices) || body.choices.length === 0 || typeof body.choices[0]?.message !== 'object') {
          throw new UpstreamError('bad_response', 'response is not a chat.completion');
        }
        return body;
      },
      signal,
    );
    ok.release();
    const latencyMs = Math.round(performance.now() - t0);
    const body = ok.value;
    const completionText = body.choices.map((c: any) => (typeof c?.message?.content === 'string' ? c.message.content : '')).join('');
    const usage = usageOf(body.usage, () => ({ inputTokens: estimatePromptTokens(req.messages), outputTokens: estimateTextTokens(completionText) }));
    const { micro, view } = this.costOf(ok.target, usage);
    await this.record(caller, ok.target, 'chat.completions', usage, micro, false, latencyMs);
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
      usage: { ...(typeof body.usage === 'object' && body.usage ? body.usage : {}), prompt_tokens: usage.inputTokens, completion_tokens: usage.outputTokens, total_tokens: usage.totalTokens },
    };
    return { body: out, modelId: r.modelId, provider: ok.target.provider.id, usage, cost: view, latencyMs };
  }

  /**
   * Opens a chat stream: resolves once an upstream answered 200 (retries and fallback happen
   * before that), so routing and upstream failures still surface as ordinary errors. The
   * returned iterator yields chunks with one id across the stream and the role on each
   * choice's first chunk, then one `usage` event, or one `error` event if the upstream fails
   * mid-stream. `return()` (or `signal`) aborts the upstream request at once; tokens streamed
   * until then are recorded as partial usage.
   */
  async openChatStream(req: ChatRequest, caller: Caller, signal?: AbortSignal): Promise<ChatStream> {
    const r = await this.route(req.model, 'CHAT', caller);
    const { hold, targets } = await this.holdBudget(caller, r.targets, this.chatEstimate(req));
    try {
      return await this.openHeldStream(req, caller, r, targets, hold, signal);
    } catch (e) {
      await hold.settle(null, null);
      throw e;
    }
  }

  private async openHeldStream(req: ChatRequest, caller: Caller, r: Resolution, targets: Target[], hold: BudgetHold, signal?: AbortSignal): Promise<ChatStream> {
    const ok = await this.deps.router.execute(
      targets,
      async (t, s) => {
        const res = await this.post(t, '/chat/completions', this.upstreamChatBody(req, t, true), s, caller.requestId, true);
        await this.ensureOk(res);
        const type = res.contentType;
        if (!type.includes('text/event-stream')) {
          res.cancel();
          throw new UpstreamError('bad_response', `expected an event stream, got ${type || 'no content type'}`);
        }
        return res;
      },
      signal,
    );
    return new UpstreamChatStream(this, req, caller, r, ok.target, ok.value, ok.controller, () => {
      ok.release();
    }, ok.record, hold, signal);
  }

  /** @internal used by UpstreamChatStream: records the stream's usage and settles its budget hold with that cost. */
  finishStream(caller: Caller, target: Target, usage: Usage, partial: boolean, hold: BudgetHold) {
    const { micro, view } = this.costOf(target, usage);
    return { done: Promise.all([this.record(caller, target, 'chat.completions', usage, micro, partial), hold.settle(micro, target.provider.id)]), cost: view };
  }

  /** @internal */
  get healthTracker() {
    return this.deps.health;
  }

  /** @internal */
  get logger() {
    return this.deps.log;
  }

  // ---- embeddings ---------------------------------------------------------------------------

  async embed(req: EmbeddingRequest, caller: Caller, signal?: AbortSignal): Promise<EmbeddingResult> {
    const r = await this.route(req.model, 'EMBEDDING', caller);
    const { hold, targets } = await this.holdBudget(caller, r.targets, (t) => costMicrocents({ inputTokens: estimateInputTokens(req.input), outputTokens: 0 }, modelPrice(t.provider, t.model)));
    try {
      return await this.embedHeld(req, caller, r, targets, hold, signal);
    } finally {
      await hold.settle(null, null);
    }
  }

  private async embedHeld(req: EmbeddingRequest, caller: Caller, r: Resolution, targets: Target[], hold: BudgetHold, signal?: AbortSignal): Promise<EmbeddingResult> {
    const t0 = performance.now();
    const ok = await this.deps.router.execute(
      targets,
      async (t, s) => {
        const res = await this.post(t, '/embeddings', { ...req.params, model: t.model.upstreamId, input: req.input }, s, caller.requestId, false);
        await this.ensureOk(res);
        const body = await this.readJson(res);
        const valid = Array.isArray(body?.data) && body.data.every((d: any) => Number.isInteger(d?.index) && (Array.isArray(d?.embedding) || typeof d?.embedding === 'string'));
        if (!valid) throw new UpstreamError('bad_response', 'response is not an embedding list');
        return body;
      },
      signal,
    );
    ok.release();
    const latencyMs = Math.round(performance.now() - t0);
    const usage = usageOf(ok.value.usage, () => ({ inputTokens: estimateInputTokens(req.input), outputTokens: 0 }), false);
    const { micro, view } = this.costOf(ok.target, usage);
    await this.record(caller, ok.target, 'embeddings', usage, micro, false, latencyMs);
    void hold.settle(micro, ok.target.provider.id); // after the write, as in chatHeld
    const body = {
      object: 'list',
      data: ok.value.data.map((d: any) => ({ object: 'embedding', index: d.index, embedding: d.embedding })),
      model: r.modelId,
      usage: { prompt_tokens: usage.inputTokens, total_tokens: usage.inputTokens },
    };
    return { id: `emb-${uuidv7()}`, body, modelId: r.modelId, provider: ok.target.provider.id, usage, cost: view, latencyMs };
  }
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
    private readonly svc: InferenceService,
    private readonly req: ChatRequest,
    private readonly caller: Caller,
    resolution: Resolution,
    private readonly target: Target,
    private readonly res: UpstreamResponse,
    private readonly controller: AbortController,
    private readonly releaseCaller: () => void,
    private readonly attempt: import('./provider-health.ts').AttemptRecord,
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
    const estimate = () => ({ inputTokens: estimatePromptTokens(this.req.messages), outputTokens: Math.ceil(chars / 4) });
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
        if (json?.error) throw new UpstreamError('status', `error event: ${String(json.error?.message ?? 'unknown').slice(0, 200)}`);
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
          if (Array.isArray(delta.tool_calls)) for (const tc of delta.tool_calls as any[]) chars += String(tc?.function?.arguments ?? '').length;
          if ((typeof delta.content === 'string' && delta.content !== '') || Array.isArray(delta.tool_calls)) delivered = true;
          if (c?.finish_reason) finished = true;
          return { index, delta, logprobs: c?.logprobs ?? null, finish_reason: c?.finish_reason ?? null };
        });
        const chunk: Record<string, any> = { id: this.id, object: 'chat.completion.chunk', created: this.created, model: this.modelId, choices };
        if (typeof json.system_fingerprint === 'string') chunk.system_fingerprint = json.system_fingerprint;
        yield { type: 'chunk', chunk };
      }
      if (!sawDone && !finished) throw new UpstreamError('bad_response', 'the stream ended before it finished');
      outcome = 'complete';
      this.completed = true;
      if (this.idle) clearTimeout(this.idle);
      const usage = usageOf(upstreamUsage, estimate);
      const { done, cost } = this.svc.finishStream(this.caller, this.target, usage, false, this.hold);
      await done;
      yield { type: 'usage', usage, cost };
    } catch (e) {
      // The caller is gone (return(), or its signal aborted the attempt through the router).
      if (this.callerSignal?.aborted || this.controller.signal.reason instanceof CallerAbortedError) return;
      const upstream = e instanceof UpstreamError ? e : isTimeoutAbort(this.controller.signal) ? new UpstreamError('timeout', `no stream data for ${timeoutMs} ms`) : new UpstreamError('network', `stream read failed: ${(e as Error)?.message ?? e}`);
      outcome = 'error';
      this.svc.healthTracker.markFailed(this.attempt, upstream.message);
      this.svc.logger.warn({ provider: this.provider, requestId: this.caller.requestId, kind: upstream.kind, reason: upstream.message }, 'upstream stream failed mid-stream');
      const error =
        upstream.kind === 'timeout'
          ? new InferenceError('SVC-SERVER-9005', 'The model provider stopped streaming (timeout).')
          : new InferenceError('SVC-SERVER-9004', 'The model provider failed mid-stream.', { code: 'upstream_error' });
      yield { type: 'error', error };
    } finally {
      this.cleanup(outcome !== 'complete');
      if (outcome !== 'complete' && (delivered || upstreamUsage)) {
        const usage = usageOf(upstreamUsage, estimate);
        await this.svc.finishStream(this.caller, this.target, usage, true, this.hold).done;
      }
      await this.hold.settle(null, null); // nothing delivered: the hold is released, nothing committed
    }
  }
}

/** Provider-reported usage, or the estimate (flagged) when the provider reported none. */
function usageOf(raw: any, fallback: () => TokenCounts, needsCompletion = true): Usage {
  const ok = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  if (raw && ok(raw.prompt_tokens) && (ok(raw.completion_tokens) || (!needsCompletion && raw.completion_tokens === undefined))) {
    const inputTokens = raw.prompt_tokens as number;
    const outputTokens = (raw.completion_tokens ?? 0) as number;
    const cached = raw.prompt_tokens_details?.cached_tokens;
    return { inputTokens, outputTokens, cachedInputTokens: ok(cached) ? cached : 0, totalTokens: inputTokens + outputTokens, estimated: false };
  }
  const est = fallback();
  return { ...est, totalTokens: est.inputTokens + est.outputTokens, estimated: true };
}
