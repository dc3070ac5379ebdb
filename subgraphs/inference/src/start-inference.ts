/**
 * Composition root of the inference subgraph: config → logger, billing's API and database (both
 * optional) → services → resolvers and schema → one HTTP server with /graphql (HTTP and WebSocket)
 * and /v1. Usage records and budgets are billing's: read and written through its gRPC API (ADR 010).
 */
import { fileURLToPath } from 'node:url';
import { createLogger, createReadiness, createSecretStore, createServiceMetrics, createSharedStore, type HostResolver, type Logger, type SharedStore } from '@svc/core';
import { createOutbox, createPrismaClient, type PrismaClient } from '@svc/db';
import { createBillingClient } from '@svc/grpc';
import { recordThresholdInOutbox } from './services/budget-threshold-outbox.ts';
import { buildSchemaFromFile, type SubgraphContext } from '@svc/subgraph-kit';
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
import { createHttpTransport, type UpstreamTransport } from './services/provider-client.ts';
import { createOpenAIRoutes } from './http/openai-routes.ts';
import { startInferenceServer, type InferenceServer } from './http/server.ts';

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

export interface RunningInference extends InferenceServer {
  config: InferenceConfig;
  service: InferenceService;
  /** The usage records on their way to billing (null: recording disabled). */
  usageRecords: UsageRecordRepository | null;
}

export async function startInference(opts: StartInferenceOptions = {}): Promise<RunningInference> {
  const env = opts.env ?? process.env;
  const config = loadInferenceConfig(env);
  const log = opts.log ?? createLogger('subgraph-inference', { level: config.logLevel });
  const readiness = createReadiness(log);

  const metrics = createServiceMetrics('subgraph-inference');
  let prisma: PrismaClient | null = null;
  if (config.databaseUrl) {
    prisma = createPrismaClient({ url: config.databaseUrl, poolMax: config.dbPoolMax });
    const db = prisma;
    readiness.add({ name: 'database', check: async () => { await db.$queryRawUnsafe('SELECT 1'); } });
  }
  // Billing owns usage records and budgets; a billing that is down delays records (they wait in
  // memory) and refuses calls under budgets not yet cached, so it is not a readiness check.
  const billing = config.billingApi ? createBillingClient(config.billingApi.target, { service: 'inference', secret: config.billingApi.secret }) : null;
  const repository = billing ? new UsageRecordRepository({ billing, log, registry: metrics.registry, opts: config.usageBatch }) : null;
  if (!billing) log.warn('BILLING_API_SECRET is unset: usage recording is disabled and no budget is enforced');
  if (config.providers.length === 0) log.warn('INFERENCE_PROVIDERS is unset: every inference operation but those a workspace\'s private endpoint serves fails closed with SVC-INFERENCE-NOT-WIRED');

  const health = new ProviderHealthTracker({ windowMs: config.healthWindowMs });
  const router = new Router({ providers: config.providers, routing: config.routing, health, random: opts.random, log });
  const usage = new UsageRecorder(repository, log);
  // The billing stage needs the budgets (billing's API, cached) and a ledger shared by every
  // replica (Redis; without REDIS_URL this process's own store, exact for one replica).
  let store: SharedStore | null = null;
  let budgets: BudgetGuard | null = null;
  let budgetSource: BudgetRepository | null = null;
  if (billing) {
    store = await createSharedStore({ redisUrl: config.redisUrl, onError: (e) => log.warn({ err: e.message }, 'redis error') });
    budgetSource = new BudgetRepository({ billing, ttlMs: config.budgetCacheTtlMs, log });
    await budgetSource.listen(store);
    budgets = new BudgetGuard({
      // The repository caches (dropped on billing's announcement): the guard keeps no copy of its own.
      store, source: budgetSource, log, holdTtlMs: config.budgetHoldTtlMs, cacheMs: 0,
      // Leases save the hold's round trip to Redis; the in-process store has none to save.
      lease: store.kind === 'redis' ? config.budgetLease : null,
      recordThreshold: prisma ? recordThresholdInOutbox(createOutbox(prisma)) : undefined,
    });
  }
  // A workspace's ACTIVE private endpoints live in the same database (the agents subgraph's table).
  const privateEndpoints = prisma
    ? new PrivateEndpointRouting({
      endpoints: new PrivateEndpointRepository(prisma),
      secrets: createSecretStore({ env, filesDir: config.privateEndpoints.secretsDir }),
      egress: config.privateEndpoints.egress, resolver: opts.resolver,
      maxExchangeMs: config.privateEndpoints.maxExchangeMs, maxResponseBytes: config.privateEndpoints.maxResponseBytes,
    })
    : null;
  const ownTransport = opts.transport ? null : createHttpTransport({ connectTimeoutMs: config.connectTimeoutMs });
  const service = new InferenceService({
    providers: config.providers, router, health, usage, log,
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
    service, log, maxBodyBytes: config.maxBodyBytes,
    isListed: (m, p) => !blockedModels.includes(m) && !blockedModels.includes(`${p}/${m}`) && !blockedProviders.includes(p),
  });
  try {
    const server = await startInferenceServer({
      schema, routes, log, readiness, metrics, host: config.host, port: config.port,
      ws: { keepAliveMs: config.wsKeepAliveMs, connectionInitMs: config.wsConnectionInitMs, maxPayloadBytes: config.wsMaxPayloadBytes },
      onStop: async () => {
        await usage.flush();
        await repository?.close(); // one last bounded send of the queued records
        await budgets?.close(); // gives back the leases' undrawn headroom, before the store closes
        await budgetSource?.close();
        ownTransport?.close();
        billing?.close();
        await store?.close();
        await prisma?.$disconnect();
      },
    });
    return Object.assign(server, { config, service, usageRecords: repository });
  } catch (e) {
    await repository?.close(0);
    await budgetSource?.close();
    billing?.close();
    await store?.close();
    await prisma?.$disconnect();
    throw e;
  }
}
