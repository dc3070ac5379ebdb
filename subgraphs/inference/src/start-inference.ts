/**
 * Composition root of the inference subgraph: config → logger, database (optional) → services →
 * resolvers and schema → one HTTP server with /graphql (HTTP and WebSocket) and /v1.
 */
import { fileURLToPath } from 'node:url';
import { createLogger, createReadiness, createSecretStore, createSharedStore, type HostResolver, type Logger, type SharedStore } from '@svc/core';
import { createOutbox, createPrismaClient, crossOwner } from '@svc/db';
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
import { PrismaClient } from './db.ts';

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
}

export async function startInference(opts: StartInferenceOptions = {}): Promise<RunningInference> {
  const env = opts.env ?? process.env;
  const config = loadInferenceConfig(env);
  const log = opts.log ?? createLogger('subgraph-inference', { level: config.logLevel });
  const readiness = createReadiness(log);

  let prisma: PrismaClient | null = null;
  let repository: UsageRecordRepository | null = null;
  if (config.databaseUrl) {
    prisma = createPrismaClient(PrismaClient, { url: config.databaseUrl, poolMax: config.dbPoolMax });
    repository = new UsageRecordRepository(prisma);
    const repo = repository;
    readiness.add({ name: 'database', check: () => repo.ping() });
  } else {
    log.warn('DATABASE_URL is unset: usage recording is disabled; no billing.usage_records rows will be written');
  }
  if (config.providers.length === 0) log.warn('INFERENCE_PROVIDERS is unset: every inference operation but those a workspace\'s private endpoint serves fails closed with SVC-INFERENCE-NOT-WIRED');

  const health = new ProviderHealthTracker({ windowMs: config.healthWindowMs });
  const router = new Router({ providers: config.providers, routing: config.routing, health, random: opts.random, log });
  const usage = new UsageRecorder(repository, log);
  // The billing stage needs the budgets (database) and a ledger shared by every replica (Redis;
  // without REDIS_URL this process's own store, exact for one replica).
  let store: SharedStore | null = null;
  let budgets: BudgetGuard | null = null;
  if (prisma) {
    store = await createSharedStore({ redisUrl: config.redisUrl, onError: (e) => log.warn({ err: e.message }, 'redis error') });
    budgets = new BudgetGuard({
      store, source: new BudgetRepository(prisma), log, holdTtlMs: config.budgetHoldTtlMs, cacheMs: config.budgetCacheMs,
      // Leases save the hold's round trip to Redis; the in-process store has none to save.
      lease: store.kind === 'redis' ? config.budgetLease : null,
      recordThreshold: recordThresholdInOutbox(createOutbox(crossOwner(prisma))),
    });
  } else {
    log.warn('DATABASE_URL is unset: no budgets exist, so none is enforced');
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
      schema, routes, log, readiness, host: config.host, port: config.port,
      ws: { keepAliveMs: config.wsKeepAliveMs, connectionInitMs: config.wsConnectionInitMs, maxPayloadBytes: config.wsMaxPayloadBytes },
      onStop: async () => {
        await usage.flush();
        await budgets?.close(); // gives back the leases' undrawn headroom, before the store closes
        ownTransport?.close();
        await store?.close();
        await prisma?.$disconnect();
      },
    });
    return Object.assign(server, { config, service });
  } catch (e) {
    await store?.close();
    await prisma?.$disconnect();
    throw e;
  }
}
