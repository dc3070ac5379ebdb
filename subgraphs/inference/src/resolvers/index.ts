import { AppError } from '@svc/core';
import { DateTimeScalar, JSONScalar, notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { listModels, type ProviderConfig } from '../services/model-catalogue.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

const MESSAGES = '[{role: USER, content: "hello"}]';

/**
 * Operations that fail closed. Inference operations raise SVC-INFERENCE-NOT-WIRED while no
 * provider is configured (the code listed here); with a provider configured they raise
 * SVC-SERVER-9001 until the provider client is built. Routing configuration lives outside this
 * repository: SVC-ROUTING-CONFIG-NOT-WIRED. The subscriptions `chatCompletionStream` and
 * `inferenceStream` follow the inference rule (not listed: only queries and mutations are).
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'providerHealth', code: 'SVC-INFERENCE-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'providerCatalog', code: 'SVC-INFERENCE-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'routingDecision', code: 'SVC-ROUTING-CONFIG-NOT-WIRED', sampleArgs: `(input: {model: "gpt-4o", messages: ${MESSAGES}})` },
  { kind: 'query', field: 'activeRoutingConfig', code: 'SVC-ROUTING-CONFIG-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'estimateCost', code: 'SVC-INFERENCE-NOT-WIRED', sampleArgs: `(input: {model: "gpt-4o", messages: ${MESSAGES}, maxTokens: 16})` },
  { kind: 'query', field: 'eligibleDefaultProviders', code: 'SVC-ROUTING-CONFIG-NOT-WIRED', sampleArgs: '' },
  { kind: 'mutation', field: 'chatCompletion', code: 'SVC-INFERENCE-NOT-WIRED', sampleArgs: `(input: {model: "gpt-4o", messages: ${MESSAGES}})` },
  { kind: 'mutation', field: 'createEmbedding', code: 'SVC-INFERENCE-NOT-WIRED', sampleArgs: '(input: {model: "text-embedding-3-small", input: ["hello"]})' },
];

export function createResolvers(deps: { providers: ProviderConfig[] }): Resolvers<SubgraphContext> {
  /** No provider: SVC-INFERENCE-NOT-WIRED. A provider but no client for this operation yet: SVC-SERVER-9001. */
  const inference = (op: string) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
    requireCaller(ctx);
    if (deps.providers.length === 0) return notWired('SVC-INFERENCE-NOT-WIRED');
    throw new AppError('SVC-SERVER-9001', `inference operation ${op} is not available yet`);
  };
  const routing = (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
    requireCaller(ctx);
    return notWired('SVC-ROUTING-CONFIG-NOT-WIRED');
  };
  return {
    DateTime: DateTimeScalar,
    JSON: JSONScalar,
    Query: {
      models: (_r, _a, ctx) => {
        requireCaller(ctx);
        return listModels(deps.providers);
      },
      model: (_r, { id }, ctx) => {
        requireCaller(ctx);
        return listModels(deps.providers).find((m) => m.id === id) ?? null;
      },
      providerHealth: inference('providerHealth'),
      providerCatalog: inference('providerCatalog'),
      routingDecision: routing,
      activeRoutingConfig: routing,
      estimateCost: inference('estimateCost'),
      eligibleDefaultProviders: routing,
    },
    Mutation: {
      chatCompletion: inference('chatCompletion'),
      createEmbedding: inference('createEmbedding'),
    },
    Subscription: {
      chatCompletionStream: { subscribe: inference('chatCompletionStream') },
      inferenceStream: { subscribe: inference('inferenceStream') },
    },
    ModelPrice: {
      // Prices come from provider configuration, not from a billing-verified signed row.
      signatureVerified: (p) => p.signatureVerified ?? false,
      source: (p) => p.source ?? null,
    },
  };
}
