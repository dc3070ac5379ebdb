/**
 * Composition root of the gateway: shared store, identity client, JWKS cache, the chain's stages,
 * supergraph, and the two listeners. Returns a handle that drains both listeners, flushes audit
 * records and releases everything.
 */
import { createReadiness, createSharedStore, listen, SUBGRAPH_NAMES, SPEC_LIMITS, type Logger, type RunningService } from '@svc/core';
import { createIdentityClient } from '@svc/grpc';
import { createPrismaClient } from '@svc/db';
import type { GatewayConfig } from './config.ts';
import { JwksCache } from './auth/jwks-cache.ts';
import { JwtValidator } from './auth/jwt-validator.ts';
import { Authenticator } from './auth/authenticate.ts';
import { IdentityRevocationChecker, StoreRevocationChecker } from './auth/revocation.ts';
import { Authorizer } from './policy/authorizer.ts';
import { ROOT_FIELD_SCOPES } from './policy/operation-scopes.ts';
import { RateLimiter } from './limits/rate-limiter.ts';
import { ActivityRecorder } from './audit/activity-recorder.ts';
import { ActivityRepository } from './audit/activity-repository.ts';
import { loadSupergraph } from './graphql/supergraph.ts';
import { createGraphQLHandler } from './graphql/graphql-handler.ts';
import { PersistedQueries } from './graphql/persisted-queries.ts';
import { createApiListener } from './routes/api-listener.ts';
import { createAuthListener } from './routes/auth-listener.ts';
import { Metrics } from './metrics.ts';
import { attachWebSockets } from './ws/websocket-server.ts';
import { subscriptionOwners } from './ws/subscription-router.ts';
import { readFileSync } from 'node:fs';
import { parse, Kind } from 'graphql';

export interface GatewayHandle extends RunningService { apiPort: number; authPort: number; audit: ActivityRecorder; auth: Authenticator }

/** Each subgraph's URL: supergraph.graphql's join__graph url, or its SUBGRAPH_<NAME>_URL override. */
function subgraphUrls(supergraphSdl: string, overrides: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const def of parse(supergraphSdl).definitions) {
    if (def.kind !== Kind.ENUM_TYPE_DEFINITION || def.name.value !== 'join__Graph') continue;
    for (const v of def.values ?? []) {
      const d = v.directives?.find((x) => x.name.value === 'join__graph');
      const arg = (n: string) => { const a = d?.arguments?.find((x) => x.name.value === n)?.value; return a?.kind === Kind.STRING ? a.value : undefined; };
      const name = arg('name');
      if (name) out[name] = overrides[name] ?? arg('url')!;
    }
  }
  return out;
}

/** SUBGRAPH_<NAME>_URL overrides the routing URL recorded in supergraph.graphql. */
function subgraphUrlOverrides(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of SUBGRAPH_NAMES) {
    const v = env[`SUBGRAPH_${n.toUpperCase()}_URL`];
    if (v) out[n] = v;
  }
  return out;
}

export async function startGateway(cfg: GatewayConfig, log: Logger, env: NodeJS.ProcessEnv = process.env): Promise<GatewayHandle> {
  const store = await createSharedStore({ redisUrl: cfg.REDIS_URL, onError: (e) => log.warn({ err: e.message }, 'redis error') });
  const identity = createIdentityClient(cfg.IDENTITY_GRPC_TARGET, { unavailableCode: 'SVC-SERVER-9002' });
  const jwks = new JwksCache({ fetch: async () => JSON.parse((await identity.getJwks({})).jwks_json) }, { ttlMs: cfg.JWKS_CACHE_SECONDS * 1000, minUnknownKidIntervalMs: cfg.JWKS_UNKNOWN_KID_MIN_INTERVAL_MS, log });
  await jwks.start();
  const validator = new JwtValidator(jwks, { issuer: cfg.AUTH_ISSUER, audience: cfg.API_AUDIENCE });
  const revocation = store.kind === 'redis' ? new StoreRevocationChecker(store) : new IdentityRevocationChecker(identity, cfg.REVOCATION_CACHE_MS);
  const auth = new Authenticator(validator, identity, revocation);
  const authorizer = new Authorizer(identity, ROOT_FIELD_SCOPES, cfg.PERMISSION_CACHE_MS);
  const rateLimiter = new RateLimiter(store, identity, {
    perMinute: { FREE: cfg.RATE_LIMIT_FREE_PER_MINUTE, PRO: cfg.RATE_LIMIT_PRO_PER_MINUTE, ENTERPRISE: cfg.RATE_LIMIT_ENTERPRISE_PER_MINUTE },
    anonymousPerMinute: cfg.ANONYMOUS_RATE_LIMIT_PER_MINUTE,
    sandboxPerWindow: cfg.SANDBOX_REQUESTS_PER_WINDOW,
    sandboxWindowMs: SPEC_LIMITS.sandboxWindowSeconds * 1000,
    tierCacheMs: cfg.TIER_CACHE_MS,
  });
  const prisma = cfg.DATABASE_URL ? createPrismaClient({ url: cfg.DATABASE_URL, poolMax: 4 }) : null;
  if (!prisma) log.warn('DATABASE_URL unset: activity records are not stored');
  const audit = new ActivityRecorder(prisma ? new ActivityRepository(prisma) : null, log, { capacity: cfg.AUDIT_BUFFER_CAPACITY, batchSize: cfg.AUDIT_BATCH_SIZE, intervalMs: cfg.AUDIT_FLUSH_INTERVAL_MS });
  const supergraph = await loadSupergraph({ path: cfg.SUPERGRAPH_PATH, urlOverrides: subgraphUrlOverrides(env), log, timeoutMs: cfg.PROXY_TIMEOUT_MS });
  const metrics = new Metrics(() => ({ auditDropped: audit.dropped, auditPending: audit.pending, exchanges: auth.stats.exchanges, exchangeCacheHits: auth.stats.cacheHits }));

  const readiness = createReadiness(log);
  readiness.add({ name: 'store', check: () => store.ping() });
  readiness.add({ name: 'identity', check: async () => void (await identity.getJwks({})) });

  const graphql = createGraphQLHandler({
    supergraph, auth, authorizer, rateLimiter, log,
    apq: new PersistedQueries(store, cfg.APQ_TTL_SECONDS * 1000),
    limits: {
      maxDepth: cfg.GRAPHQL_MAX_DEPTH, maxRootFields: cfg.GRAPHQL_MAX_ROOT_FIELDS, maxAliasesPerRootField: cfg.GRAPHQL_MAX_ALIASES_PER_ROOT_FIELD,
      maxComplexity: cfg.GRAPHQL_MAX_COMPLEXITY, listDefault: cfg.GRAPHQL_LIST_DEFAULT, cyclicFactor: cfg.GRAPHQL_CYCLIC_FACTOR,
      introspection: cfg.INTROSPECTION, maxTokens: cfg.GRAPHQL_MAX_TOKENS, documentCacheSize: cfg.DOCUMENT_CACHE_SIZE,
    },
    bodyLimit: cfg.GRAPHQL_BODY_LIMIT_BYTES,
    anonymousBodyLimit: cfg.ANONYMOUS_BODY_LIMIT_BYTES,
  });
  const api = createApiListener({
    log, readiness, metrics, auth, rateLimiter, authorizer, graphql, audit,
    identityUrl: cfg.IDENTITY_HTTP_URL,
    inferenceUrl: cfg.INFERENCE_HTTP_URL,
    bodyLimit: cfg.GRAPHQL_BODY_LIMIT_BYTES,
    proxyTimeoutMs: cfg.PROXY_TIMEOUT_MS,
    trustedProxyHops: cfg.TRUSTED_PROXY_HOPS,
  });
  const authL = createAuthListener({ identityUrl: cfg.IDENTITY_HTTP_URL, timeoutMs: cfg.PROXY_TIMEOUT_MS, log, metrics });
  api.keepAliveTimeout = authL.keepAliveTimeout = 65_000;
  // A request Node cannot even parse (random bytes, no Host) still gets a typed 400, not a bare one.
  for (const s of [api, authL]) {
    s.on('clientError', (_err, socket) => {
      if (!socket.writable) return socket.destroy();
      const body = JSON.stringify({ error: { code: 'SVC-VALID-4000', message: 'Malformed HTTP request.' } });
      socket.end(`HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
    });
  }
  const supergraphSdl = readFileSync(cfg.SUPERGRAPH_PATH, 'utf8');
  const apiOrigin = new URL(cfg.API_AUDIENCE).origin;
  const websockets = attachWebSockets(api, {
    schema: supergraph.schema,
    owners: subscriptionOwners(supergraphSdl),
    subgraphUrls: subgraphUrls(supergraphSdl, subgraphUrlOverrides(env)),
    validator, revocation, log,
    allowedOrigins: cfg.WS_ALLOWED_ORIGINS ? cfg.WS_ALLOWED_ORIGINS.split(',').map((o) => o.trim()) : [apiOrigin],
    initTimeoutMs: cfg.WS_INIT_TIMEOUT_SECONDS * 1000,
    pingIntervalMs: cfg.WS_PING_SECONDS * 1000,
    pongTimeoutMs: cfg.WS_PONG_TIMEOUT_SECONDS * 1000,
    revalidateMs: cfg.WS_REVALIDATE_SECONDS * 1000,
    maxPayloadBytes: cfg.WS_MAX_PAYLOAD_BYTES,
  });
  const apiPort = await listen(api, cfg.GATEWAY_API_PORT, cfg.HOST);
  let authPort: number;
  try {
    authPort = await listen(authL, cfg.GATEWAY_AUTH_PORT, cfg.HOST);
  } catch (e) {
    api.close();
    throw e;
  }
  log.info({ apiPort, authPort }, 'gateway listening');

  // Graceful: stop accepting, let in-flight requests finish, then flush audit records.
  // close() waits for every connection to end; a kept-alive connection goes idle only after its
  // in-flight request is answered, so keep closing idle ones until the server reports closed.
  const close = (s: typeof api) =>
    new Promise<void>((r) => {
      const sweep = setInterval(() => s.closeIdleConnections(), 50);
      s.close(() => {
        clearInterval(sweep);
        r();
      });
      s.closeIdleConnections();
    });
  return {
    apiPort,
    authPort,
    audit,
    auth,
    async stop() {
      await websockets.close();
      await Promise.all([close(api), close(authL)]);
      await audit.stop();
      jwks.stop();
      identity.close();
      await Promise.allSettled([supergraph.stop(), store.close(), prisma?.$disconnect()]);
    },
  };
}
