/**
 * The inference service: chat completions (whole and streamed), embeddings, the model
 * catalogue, provider health and catalogue, cost estimates and routing dry runs, all on the
 * configured OpenAI-compatible providers. Transports (`/v1`, GraphQL, WebSocket subscriptions)
 * call it with OpenAI-shaped requests and a caller; it knows nothing of HTTP or GraphQL.
 *
 * Each kind of call is its own module (chat-completion.ts, chat-stream.ts, embeddings.ts,
 * routing-preview.ts) over the stages they share (call-pipeline.ts) and the provider API
 * (upstream-client.ts); this class is what the transports hold.
 *
 * With no provider configured every operation fails closed with SVC-INFERENCE-NOT-WIRED, except
 * a call that a private endpoint of the caller's workspace serves (private-endpoints.ts): chat
 * and embedding calls route to those first, looked up per call.
 */
import { AppError, type Logger } from '@svc/core';
import { listModels, type ModelView, type ResolvedProvider } from './model-catalogue.ts';
import type { Router } from './router.ts';
import { invalidRequest } from './inference-errors.ts';
import type { ProviderHealthTracker } from './provider-health.ts';
import type { UsageRecorder } from './usage-recorder.ts';
import type { BudgetGuard } from './budget-guard.ts';
import type { ChatRequest, EmbeddingRequest } from './openai-request.ts';
import { createHttpTransport, type UpstreamTransport } from '../clients/provider-client.ts';
import type { PrivateEndpointRouting } from './private-endpoints.ts';
import { UpstreamClient } from '../clients/upstream-client.ts';
import { CallPipeline } from './call-pipeline.ts';
import { completeChat } from './chat-completion.ts';
import { openChatStream } from './chat-stream.ts';
import { embed } from './embeddings.ts';
import { estimateCost, routingDecision } from './routing-preview.ts';
import type {
  Caller,
  ChatResult,
  ChatStream,
  EmbeddingResult,
  EstimateInput,
  ProviderHealthView,
} from './inference-types.ts';

export type {
  Caller,
  ChatResult,
  ChatStream,
  EmbeddingResult,
  EstimateInput,
  ProviderHealthView,
  StreamEvent,
  Usage,
} from './inference-types.ts';

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

export class InferenceService {
  private readonly calls: CallPipeline;

  constructor(private readonly deps: InferenceServiceDeps) {
    this.calls = new CallPipeline({
      providers: deps.providers,
      router: deps.router,
      health: deps.health,
      usage: deps.usage,
      log: deps.log,
      upstream: new UpstreamClient(deps.providers, deps.secret, deps.transport ?? createHttpTransport()),
      estimateOutputTokens: deps.estimateOutputTokens ?? 512,
      budgets: deps.budgets ?? null,
      privateEndpoints: deps.privateEndpoints ?? null,
    });
  }

  get wired(): boolean {
    return this.deps.providers.length > 0;
  }

  /** Whether any call can be served: a configured provider, or private endpoints that may exist per workspace. */
  get servesInference(): boolean {
    return this.wired || !!this.deps.privateEndpoints;
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
    return this.deps.providers.map((p) => ({
      providerId: p.id,
      displayName: p.displayName,
      specBorn: false,
      registryInfo: null,
      supportedModels: p.models.map((m) => m.id),
    }));
  }

  // ---- estimates and dry runs (configured providers only) ----------------------------------

  estimateCost(input: EstimateInput) {
    this.requireWired();
    return estimateCost(this.calls, input);
  }

  routingDecision(input: EstimateInput) {
    this.requireWired();
    return routingDecision(this.calls, input);
  }

  // ---- calls --------------------------------------------------------------------------------

  chat(req: ChatRequest, caller: Caller, signal?: AbortSignal): Promise<ChatResult> {
    return completeChat(this.calls, req, caller, signal);
  }

  /**
   * Opens a chat stream: resolves once an upstream answered 200, so routing and upstream
   * failures still surface as ordinary errors (chat-stream.ts).
   */
  openChatStream(req: ChatRequest, caller: Caller, signal?: AbortSignal): Promise<ChatStream> {
    return openChatStream(this.calls, req, caller, signal);
  }

  embed(req: EmbeddingRequest, caller: Caller, signal?: AbortSignal): Promise<EmbeddingResult> {
    return embed(this.calls, req, caller, signal);
  }

  /** @internal */
  get healthTracker() {
    return this.deps.health;
  }
}
