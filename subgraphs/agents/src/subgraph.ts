import { fileURLToPath } from 'node:url';
import { createSecretStore, createSharedStore } from '@svc/core';
import { createPrismaClient, pingDatabase } from '@svc/db';
import {
  createAuditIngestClient,
  eventsServiceDefinition,
  ServiceVerifier,
  startGrpcServer,
  type GrpcServerHandle,
} from '@svc/grpc';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { agentsContract } from './clients/backend.ts';
import { loadAgentsConfig } from './config.ts';
import { createEventsModule, type EventsModule } from './events/events-module.ts';
import { createSecretBox, loadSecretKey } from './services/secret-box.ts';
import { storeAnnouncer } from './events/change-announcer.ts';
import { eventsGrpcHandlers } from './api/events-grpc.ts';
import { PrismaClient } from './db.ts';

export const agentsSubgraph: SubgraphDefinition = {
  name: 'agents',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env, cursors, log, readiness }) => {
    const cfg = loadAgentsConfig(env);
    // No AGENTS_*BACKEND_TARGET: no clients, runtime and ingestion operations fail closed with their NOT-WIRED codes.
    const backend = backendFromEnv(agentsContract, env);
    const key = loadSecretKey(cfg);
    if (!cfg.databaseUrl || !key) {
      log.warn(
        'DATABASE_URL or the events secret key (EVENTS_SECRET_KEY / KEYS_DIR) is unset: event subscriptions and private endpoints fail closed with SVC-SERVER-9001',
      );
      return { resolvers: createResolvers({ backend, cursors, log }), onStop: async () => backend.close() };
    }
    if (cfg.egress.allowLoopbackForTests)
      log.warn('EGRESS_ALLOW_LOOPBACK_FOR_TESTS is on: tenant egress may reach loopback (tests only)');
    const prisma = createPrismaClient(PrismaClient, {
      url: cfg.databaseUrl,
      poolMax: cfg.DB_POOL_MAX,
      connectTimeoutMs: 10_000,
    });
    // Changes are announced on the shared store to the emitters' caches (ADR 011).
    const store = createSharedStore({
      redisUrl: cfg.REDIS_URL,
      onError: (e) => log.warn({ err: e.message }, 'redis error'),
    });
    // pg-boss starts asynchronously (it creates its schema on first start); operations wait for it.
    // Audited changes write their event to events.audit_outbox in their transaction; the relay
    // hands them to identity, the only holder of the audit signing key (ADR 007).
    const auditIngest = cfg.AGENTS_AUDIT_APPEND_SECRET
      ? createAuditIngestClient(cfg.IDENTITY_GRPC_TARGET, { service: 'agents', secret: cfg.AGENTS_AUDIT_APPEND_SECRET })
      : undefined;
    if (!auditIngest)
      log.warn(
        'AGENTS_AUDIT_APPEND_SECRET is unset: audit events of registry changes wait in events.audit_outbox until an agents process with the secret relays them',
      );
    const started: Promise<EventsModule> = store.then((s) =>
      createEventsModule({
        url: cfg.databaseUrl!,
        prisma,
        secrets: createSecretBox(key),
        settings: cfg,
        log,
        credentials: createSecretStore({ env, filesDir: cfg.PRIVATE_ENDPOINT_SECRETS_DIR }),
        auditIngest,
        auditRelay: {
          batchSize: cfg.AUDIT_RELAY_BATCH_SIZE,
          intervalMs: cfg.AUDIT_RELAY_INTERVAL_MS,
          retryBaseMs: cfg.AUDIT_RELAY_RETRY_BASE_MS,
          retryMaxMs: cfg.AUDIT_RELAY_RETRY_MAX_MS,
        },
        announcer: storeAnnouncer(s, log),
        maxPublishEvents: cfg.EVENTS_API_MAX_EVENTS,
      }),
    );
    if (!cfg.EVENTS_API_SERVICES)
      log.warn(
        "EVENTS_API_SERVICES is empty: the events API refuses every caller (identity's audit webhooks, inference's private endpoints and threshold events stop)",
      );
    // The internal events API (ADR 011): its calls wait for the module like the resolvers do.
    const grpcServer: Promise<GrpcServerHandle> = startGrpcServer({
      host: cfg.HOST,
      port: cfg.AGENTS_GRPC_PORT,
      healthStatus: { '': 'SERVING', 'events.v1.EventsService': 'SERVING' },
      services: [
        [
          eventsServiceDefinition(),
          eventsGrpcHandlers(
            log,
            new ServiceVerifier(cfg.EVENTS_API_SERVICES, 'SVC-EVENTS-API-UNAUTHENTICATED'),
            async () => (await started).api,
          ),
        ],
      ],
    });
    grpcServer.then(
      (g) => log.info({ port: g.port }, 'events API (gRPC) listening'),
      () => {},
    );
    started.then(
      (m) => {
        if (cfg.EVENTS_DISPATCHER) m.startDispatcher();
      },
      (e) => log.error({ err: (e as Error).message }, 'event delivery queue failed to start'),
    );
    readiness.add({ name: 'database', check: () => pingDatabase(prisma) });
    readiness.add({ name: 'event-queue', check: async () => void (await started) });
    const events = lazyService(started, (m) => m.service);
    const endpoints = lazyService(started, (m) => m.endpoints);
    return {
      resolvers: createResolvers({ backend, cursors, log, events, endpoints }),
      listening: grpcServer,
      onStop: async () => {
        backend.close();
        await (await grpcServer.catch(() => null))?.stop();
        await (await started.catch(() => null))?.stop();
        await (await store.catch(() => null))?.close();
        auditIngest?.close();
        await prisma.$disconnect();
      },
    };
  },
};

/** The service once the queue has started (every method awaits it). */
function lazyService<S extends object>(started: Promise<EventsModule>, pick: (m: EventsModule) => S): S {
  return new Proxy({} as S, {
    get:
      (_t, prop) =>
      async (...args: unknown[]) => {
        const svc = pick(await started) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
        return svc[prop]!.apply(svc, args);
      },
  });
}
