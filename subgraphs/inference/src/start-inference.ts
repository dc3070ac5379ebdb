/**
 * Composition root of the inference subgraph: config → logger, the owners' APIs (billing's for
 * usage records and budgets, ADR 012; agents' events API for private endpoints and threshold
 * events, ADR 011) → services → resolvers and schema → the subgraph-kit server, with /v1 mounted
 * beside /graphql and GraphQL subscriptions on /graphql's WebSocket upgrade. Inference keeps no
 * data of its own: it has no database.
 */
import { fileURLToPath } from 'node:url';
import { Counter } from 'prom-client';
import {
  createLogger,
  createReadiness,
  createSecretStore,
  createServiceMetrics,
  createSharedStore,
  type HostResolver,
  type Logger,
  type SharedStore,
} from '@svc/core';
import { createBillingClient, createEventsClient, type EventsApi } from '@svc/grpc';
import { ThresholdPublisher } from './services/budget-threshold-events.ts';
import {
  buildSchemaFromFile,
  startSubgraphServer,
  type RunningSubgraph,
  type SubgraphContext,
} from '@svc/subgraph-kit';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { loadInferenceConfig, type InferenceConfig } from './config.ts';
import { createResolvers } from './resolvers/index.ts';
import { InferenceService } from './services/inference-service.ts';
import { ProviderHealthTracker } from './services/provider-health.ts';
import { Router } from './services/router.ts';
import { UsageRecorder } from './services/usage-recorder.ts';
import { UsageRecordRepository } from './repositories/usage-record-repository.ts';
import { BudgetRepository } from './repositories/budget-repository.ts';
import { PrivateEndpointRepository } from './repositories/private-endpoint-repository.ts';
import { PrivateEndpointRouting } from './services/private-endpoints.ts';
import { BudgetGuard } from './services/budget-guard.ts';
import { createHttpTransport, type UpstreamTransport } from './clients/provider-client.ts';
import { createOpenAIRoutes } from './http/openai-routes.ts';
import { createSubscriptionServer, type SubscriptionServer } from './ws/subscriptions.ts';
import { httpContext } from './context.ts';

export const INFERENCE_SDL_PATH = fileURLToPath(new URL('../schema.graphql', import.meta.url));

export interface StartInferenceOptions {
  env?: NodeJS.ProcessEnv;
  log?: Logger;
  /** HTTP client to the upstreams (default: node:http with keep-alive agents). */
  transport?: UpstreamTransport;
  /** Random source of the weighted first pick (default Math.random). */
  random?: () => number;
  /** Name resolution of private endpoints' hosts (default: the system's). */
  resolver?: HostResolver;
}

export interface RunningInference extends RunningSubgraph {
  config: InferenceConfig;
  service: InferenceService;
  subscriptions: SubscriptionServer;
  /** The usage records on their way to billing (null: recording disabled). */
  usageRecords: UsageRecordRepository | null;
}

export async function startInference(opts: StartInferenceOptions = {}): Promise<RunningInference> {
  const env = opts.env ?? process.env;
  const config = loadInferenceConfig(env);
  const log = opts.log ?? createLogger('subgraph-inference', { level: config.logLevel });
  const readiness = createReadiness(log);

  const metrics = createServiceMetrics('subgraph-inference');
  // Billing owns usage records and budgets; a billing that is down delays records (they wait in
  // memory) and refuses calls under budgets not yet cached, so it is not a readiness check.
  const billing = config.billingApi
    ? createBillingClient(config.billingApi.target, { service: 'inference', secret: config.billingApi.secret })
    : null;
  const repository = billing
    ? new UsageRecordRepository({ billing, log, registry: metrics.registry, opts: config.usageBatch })
    : null;
  if (!billing) log.warn('BILLING_API_SECRET is unset: usage recording is disabled and no budget is enforced');
  if (config.providers.length === 0)
    log.warn(
      "INFERENCE_PROVIDERS is unset: every inference operation but those a workspace's private endpoint serves fails closed with SVC-INFERENCE-NOT-WIRED",
    );

  // Private endpoints and threshold events belong to the agents subgraph: its events API (ADR 011).
  const events: EventsApi | null = config.events
    ? createEventsClient(
        config.events.target,
        { service: 'inference', secret: config.events.secret },
        { deadlineMs: 2000 },
      )
    : null;
  if (!events)
    log.warn(
      'EVENTS_GRPC_TARGET or INFERENCE_EVENTS_API_SECRET is unset: no private endpoint is routed to and budget threshold events reach no subscriber',
    );
  const dropped = new Counter({
    name: 'svc_budget_threshold_events_dropped_total',
    help: 'Budget threshold events dropped after the events API refused or missed every attempt.',
    registers: [metrics.registry],
  });
  const thresholds =
    events && config.events
      ? new ThresholdPublisher({
          events,
          log,
          maxAttempts: config.events.thresholdMaxAttempts,
          onDropped: () => dropped.inc(),
        })
      : null;
  const health = new ProviderHealthTracker({ windowMs: config.healthWindowMs });
  const router = new Router({ providers: config.providers, routing: config.routing, health, random: opts.random, log });
  const usage = new UsageRecorder(repository, log);
  // The billing stage needs the budgets (billing's API, cached) and a ledger shared by every
  // replica (Redis; without REDIS_URL this process's own store, exact for one replica); the
  // budget and private endpoint caches hear their owners' change messages on it.
  let store: SharedStore | null = null;
  let budgets: BudgetGuard | null = null;
  let budgetSource: BudgetRepository | null = null;
  if (billing || events)
    store = await createSharedStore({
      redisUrl: config.redisUrl,
      onError: (e) => log.warn({ err: e.message }, 'redis error'),
    });
  if (billing && store) {
    budgetSource = new BudgetRepository({ billing, ttlMs: config.budgetCacheTtlMs, log });
    await budgetSource.listen(store);
    budgets = new BudgetGuard({
      // The repository caches (dropped on billing's announcement): the guard keeps no copy of its own.
      store,
      source: budgetSource,
      log,
      holdTtlMs: config.budgetHoldTtlMs,
      cacheMs: 0,
      // Leases save the hold's round trip to Redis; the in-process store has none to save.
      lease: store.kind === 'redis' ? config.budgetLease : null,
      recordThreshold: thresholds?.record,
    });
  }
  const endpointRepository = events
    ? new PrivateEndpointRepository({ events, ttlMs: config.privateEndpoints.cacheTtlMs })
    : null;
  // Redis down at start: no change messages, the TTL alone bounds a retired endpoint (never a failed start).
  if (endpointRepository && store)
    await endpointRepository
      .listen(store, log)
      .catch((e: Error) =>
        log.warn(
          { err: e.message },
          'private endpoint changes not heard; cached endpoints expire after PRIVATE_ENDPOINT_CACHE_TTL_MS',
        ),
      );
  const privateEndpoints = endpointRepository
    ? new PrivateEndpointRouting({
        endpoints: endpointRepository,
        secrets: createSecretStore({ env, filesDir: config.privateEndpoints.secretsDir }),
        egress: config.privateEndpoints.egress,
        resolver: opts.resolver,
        maxExchangeMs: config.privateEndpoints.maxExchangeMs,
        maxResponseBytes: config.privateEndpoints.maxResponseBytes,
      })
    : null;
  const ownTransport = opts.transport ? null : createHttpTransport({ connectTimeoutMs: config.connectTimeoutMs });
  const service = new InferenceService({
    providers: config.providers,
    router,
    health,
    usage,
    log,
    secret: (name) => env[name],
    estimateOutputTokens: config.estimateOutputTokens,
    transport: opts.transport ?? ownTransport!,
    budgets,
    privateEndpoints,
  });
  const resolvers = createResolvers({ providers: config.providers, service });
  const schema = buildSchemaFromFile(INFERENCE_SDL_PATH, resolvers as GraphQLResolverMap<SubgraphContext>);
  const { blockedModels, blockedProviders } = config.routing;
  const routes = createOpenAIRoutes({
    service,
    log,
    maxBodyBytes: config.maxBodyBytes,
    isListed: (m, p) =>
      !blockedModels.includes(m) && !blockedModels.includes(`${p}/${m}`) && !blockedProviders.includes(p),
  });
  const subscriptions = createSubscriptionServer({
    schema,
    log,
    keepAliveMs: config.wsKeepAliveMs,
    connectionInitMs: config.wsConnectionInitMs,
    maxPayloadBytes: config.wsMaxPayloadBytes,
  });
  try {
    const server = await startSubgraphServer({
      name: 'inference',
      schema,
      log,
      readiness,
      metrics,
      host: config.host,
      port: config.port,
      maxBodyBytes: config.graphqlMaxBodyBytes,
      context: httpContext,
      routes,
      websocket: () => subscriptions,
      // Streams can be long: no whole-request deadline (the per-chunk upstream timeout applies).
      requestTimeoutMs: 0,
      onStop: async () => {
        await usage.flush();
        await repository?.close(); // one last bounded send of the queued records
        await budgets?.close(); // gives back the leases' undrawn headroom, before the store closes
        await budgetSource?.close();
        ownTransport?.close();
        thresholds?.close();
        await endpointRepository?.close();
        events?.close();
        billing?.close();
        await store?.close();
      },
    });
    return Object.assign(server, { config, service, subscriptions, usageRecords: repository });
  } catch (e) {
    await subscriptions.close();
    await repository?.close(0);
    await budgetSource?.close();
    thresholds?.close();
    events?.close();
    billing?.close();
    await store?.close();
    throw e;
  }
}
