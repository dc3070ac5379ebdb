import { fileURLToPath } from 'node:url';
import { createSecretStore } from '@svc/core';
import { createPrismaClient, pingDatabase } from '@svc/db';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { agentsContract } from './backend.ts';
import { loadAgentsConfig } from './config.ts';
import { createEventsModule, type EventsModule } from './events/events-module.ts';
import { createSecretBox, loadSecretKey } from './events/secret-box.ts';
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
      log.warn('DATABASE_URL or the events secret key (EVENTS_SECRET_KEY / KEYS_DIR) is unset: event subscriptions and private endpoints fail closed with SVC-SERVER-9001');
      return { resolvers: createResolvers({ backend, cursors, log }), onStop: async () => backend.close() };
    }
    if (cfg.egress.allowLoopbackForTests) log.warn('EGRESS_ALLOW_LOOPBACK_FOR_TESTS is on: tenant egress may reach loopback (tests only)');
    const prisma = createPrismaClient(PrismaClient, { url: cfg.databaseUrl, poolMax: cfg.DB_POOL_MAX, connectTimeoutMs: 10_000 });
    // pg-boss starts asynchronously (it creates its schema on first start); operations wait for it.
    const started: Promise<EventsModule> = createEventsModule({ url: cfg.databaseUrl, prisma, secrets: createSecretBox(key), settings: cfg, log, auditKeysDir: cfg.AUDIT_KEYS_DIR ?? cfg.KEYS_DIR,
      credentials: createSecretStore({ env, filesDir: cfg.PRIVATE_ENDPOINT_SECRETS_DIR }),
    });
    started.then((m) => { if (cfg.EVENTS_DISPATCHER) m.startDispatcher(); }, (e) => log.error({ err: (e as Error).message }, 'event delivery queue failed to start'));
    readiness.add({ name: 'database', check: () => pingDatabase(prisma) });
    readiness.add({ name: 'event-queue', check: async () => void (await started) });
    const events = lazyService(started, (m) => m.service);
    const endpoints = lazyService(started, (m) => m.endpoints);
    return {
      resolvers: createResolvers({ backend, cursors, log, events, endpoints }),
      onStop: async () => {
        backend.close();
        await (await started.catch(() => null))?.stop();
        await prisma.$disconnect();
      },
    };
  },
};

/** The service once the queue has started (every method awaits it). */
function lazyService<S extends object>(started: Promise<EventsModule>, pick: (m: EventsModule) => S): S {
  return new Proxy({} as S, {
    get: (_t, prop) => async (...args: unknown[]) => {
      const svc = pick(await started) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
      return svc[prop]!.apply(svc, args);
    },
  });
}
