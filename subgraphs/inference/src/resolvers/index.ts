import { AppError, createLogger } from '@svc/core';
import { DateTimeScalar, JSONScalar, notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { resolveProviders, type ProviderConfig } from '../services/model-catalogue.ts';
import { InferenceService } from '../services/inference-service.ts';
import { ProviderHealthTracker } from '../services/provider-health.ts';
import { Router } from '../services/router.ts';
import { EMPTY_ROUTING } from '../services/routing-config.ts';
import { UsageRecorder } from '../services/usage-recorder.ts';
import { canInvoke } from '../services/invoke-permission.ts';
import { callerOf, type InferenceContext } from '../context.ts';
import {
  chatCompletionChunks,
  chatRequestOf,
  chatResponseOf,
  embeddingRequestOf,
  embeddingResponseOf,
  estimateInputOf,
  inferenceRequestOf,
  inferenceStreamChunks,
  type StreamStep,
} from './graphql-mapping.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

const MESSAGES = '[{role: USER, content: "hello"}]';

/**
 * Operations that fail closed. Inference operations raise SVC-INFERENCE-NOT-WIRED while no
 * provider is configured (the code listed here) and are served once one is. Routing
 * configuration (the signed, cascade-published config and signed default-provider pricing)
 * lives outside this repository: SVC-ROUTING-CONFIG-NOT-WIRED always. The subscriptions
 * `chatCompletionStream` and `inferenceStream` follow the inference rule (not listed: only
 * queries and mutations are).
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'providerHealth', code: 'SVC-INFERENCE-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'providerCatalog', code: 'SVC-INFERENCE-NOT-WIRED', sampleArgs: '' },
  {
    kind: 'query',
    field: 'routingDecision',
    code: 'SVC-INFERENCE-NOT-WIRED',
    sampleArgs: `(input: {model: "gpt-4o", messages: ${MESSAGES}})`,
  },
  { kind: 'query', field: 'activeRoutingConfig', code: 'SVC-ROUTING-CONFIG-NOT-WIRED', sampleArgs: '' },
  {
    kind: 'query',
    field: 'estimateCost',
    code: 'SVC-INFERENCE-NOT-WIRED',
    sampleArgs: `(input: {model: "gpt-4o", messages: ${MESSAGES}, maxTokens: 16})`,
  },
  { kind: 'query', field: 'eligibleDefaultProviders', code: 'SVC-ROUTING-CONFIG-NOT-WIRED', sampleArgs: '' },
  {
    kind: 'mutation',
    field: 'chatCompletion',
    code: 'SVC-INFERENCE-NOT-WIRED',
    sampleArgs: `(input: {model: "gpt-4o", messages: ${MESSAGES}})`,
  },
  {
    kind: 'mutation',
    field: 'createEmbedding',
    code: 'SVC-INFERENCE-NOT-WIRED',
    sampleArgs: '(input: {model: "text-embedding-3-small", input: ["hello"]})',
  },
];

export interface ResolverDeps {
  /** Configured providers (used to build a service when none is given). */
  providers: ProviderConfig[];
  /** The service the resolvers call; default: one over `providers` with usage recording off. */
  service?: InferenceService;
}

/** A service without a database or routing rules, for schema-level use (tests, tools). */
function defaultService(providers: ProviderConfig[]): InferenceService {
  const resolved = resolveProviders(providers);
  const health = new ProviderHealthTracker();
  const log = createLogger('subgraph-inference', { level: 'silent' });
  return new InferenceService({
    providers: resolved,
    router: new Router({ providers: resolved, routing: EMPTY_ROUTING, health }),
    health,
    usage: new UsageRecorder(null, log),
    log,
    secret: (n) => process.env[n],
  });
}

/** Subscriptions: a caller, a configured provider, then permission ai:invoke / ai:execute (or its scope). */
function requireInvoke(ctx: InferenceContext, svc: InferenceService) {
  const caller = callerOf(ctx);
  if (!svc.servesInference) notWired('SVC-INFERENCE-NOT-WIRED');
  if (!canInvoke(ctx.permissions))
    throw new AppError('SVC-AUTH-1008', 'permission ai:invoke or ai:execute (scope svc:llm:model:invoke) is required');
  return caller;
}

/** Sends a chunk, or raises the error that ends the stream (rendered as a GraphQL error). */
function step<T>(s: StreamStep<T>): T {
  if (s.error) throw s.error;
  return s.chunk as T;
}

export function createResolvers(deps: ResolverDeps): Resolvers<SubgraphContext> {
  const svc = deps.service ?? defaultService(deps.providers);
  const routing = (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
    requireCaller(ctx);
    return notWired('SVC-ROUTING-CONFIG-NOT-WIRED');
  };
  return {
    DateTime: DateTimeScalar,
    JSON: JSONScalar,
    Query: {
      // The caller's own private endpoints' models first, as routing prefers them.
      models: (_r, _a, ctx) => svc.modelsFor(callerOf(ctx as InferenceContext)),
      model: async (_r, { id }, ctx) =>
        (await svc.modelsFor(callerOf(ctx as InferenceContext))).find((m) => m.id === id) ?? null,
      providerHealth: (_r, _a, ctx) => {
        requireCaller(ctx);
        return svc.providerHealth();
      },
      providerCatalog: (_r, _a, ctx) => {
        requireCaller(ctx);
        return svc.providerCatalog();
      },
      routingDecision: (_r, { input }, ctx) => {
        requireCaller(ctx);
        if (!svc.wired) notWired('SVC-INFERENCE-NOT-WIRED');
        return svc.routingDecision(estimateInputOf(input));
      },
      activeRoutingConfig: routing,
      estimateCost: (_r, { input }, ctx) => {
        requireCaller(ctx);
        if (!svc.wired) notWired('SVC-INFERENCE-NOT-WIRED');
        return svc.estimateCost(estimateInputOf(input));
      },
      eligibleDefaultProviders: routing,
    },
    Mutation: {
      chatCompletion: async (_r, { input }, ctx) => {
        const caller = callerOf(ctx as InferenceContext);
        if (!svc.servesInference) notWired('SVC-INFERENCE-NOT-WIRED');
        return chatResponseOf(await svc.chat(chatRequestOf(input, false), caller));
      },
      createEmbedding: async (_r, { input }, ctx) => {
        const caller = callerOf(ctx as InferenceContext);
        if (!svc.servesInference) notWired('SVC-INFERENCE-NOT-WIRED');
        return embeddingResponseOf(await svc.embed(embeddingRequestOf(input), caller));
      },
    },
    Subscription: {
      chatCompletionStream: {
        subscribe: async (_r, { input }, ctx) => {
          const caller = requireInvoke(ctx as InferenceContext, svc);
          return chatCompletionChunks(await svc.openChatStream(chatRequestOf(input, true), caller));
        },
        resolve: (payload: { chatCompletionStream: StreamStep<Record<string, unknown>> }) =>
          step(payload.chatCompletionStream),
      },
      inferenceStream: {
        subscribe: async (_r, { input }, ctx) => {
          const caller = requireInvoke(ctx as InferenceContext, svc);
          return inferenceStreamChunks(
            await svc.openChatStream(
              inferenceRequestOf(input, () => svc.defaultChatModel()),
              caller,
            ),
          );
        },
        resolve: (payload: { inferenceStream: StreamStep<Record<string, unknown>> }) => step(payload.inferenceStream),
      },
    },
    ModelPrice: {
      // Prices come from provider configuration, not from a billing-verified signed row.
      signatureVerified: (p) => p.signatureVerified ?? false,
      source: (p) => p.source ?? null,
    },
  };
}
