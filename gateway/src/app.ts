/**
 * Composition root of the gateway: shared store, identity client, JWKS cache, supergraph, and the
 * two listeners. Returns a handle that drains both listeners and releases everything.
 */
import { createReadiness, createSharedStore, listen, SUBGRAPH_NAMES, type Logger, type RunningService } from '@svc/core';
import { createIdentityClient } from '@svc/grpc';
import type { GatewayConfig } from './config.ts';
import { JwksCache } from './auth/jwks-cache.ts';
import { JwtValidator } from './auth/jwt-validator.ts';
import { Authenticator } from './auth/authenticate.ts';
import { loadSupergraph } from './graphql/supergraph.ts';
import { createGraphQLExecutor } from './graphql/graphql-handler.ts';
import { createApiListener } from './routes/api-listener.ts';
import { createAuthListener } from './routes/auth-listener.ts';
import { Metrics } from './metrics.ts';

export interface GatewayHandle extends RunningService { apiPort: number; authPort: number }

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
  const auth = new Authenticator(validator, identity);
  const supergraph = await loadSupergraph({ path: cfg.SUPERGRAPH_PATH, urlOverrides: subgraphUrlOverrides(env), log });
  const metrics = new Metrics();

  const readiness = createReadiness(log);
  readiness.add({ name: 'store', check: () => store.ping() });
  readiness.add({ name: 'identity', check: async () => void (await identity.getJwks({})) });

  const api = createApiListener({
    log, readiness, metrics, auth,
    graphql: createGraphQLExecutor({ supergraph, log, introspection: cfg.INTROSPECTION }),
    identityUrl: cfg.IDENTITY_HTTP_URL,
    anonymousBodyLimit: cfg.ANONYMOUS_BODY_LIMIT_BYTES,
    graphqlBodyLimit: cfg.GRAPHQL_BODY_LIMIT_BYTES,
    proxyTimeoutMs: cfg.PROXY_TIMEOUT_MS,
  });
  const authL = createAuthListener({ identityUrl: cfg.IDENTITY_HTTP_URL, timeoutMs: cfg.PROXY_TIMEOUT_MS, log, metrics });
  api.keepAliveTimeout = authL.keepAliveTimeout = 65_000;
  const apiPort = await listen(api, cfg.GATEWAY_API_PORT, cfg.HOST);
  let authPort: number;
  try {
    authPort = await listen(authL, cfg.GATEWAY_AUTH_PORT, cfg.HOST);
  } catch (e) {
    api.close();
    throw e;
  }
  log.info({ apiPort, authPort }, 'gateway listening');

  const close = (s: typeof api) => new Promise<void>((r) => { s.close(() => r()); s.closeIdleConnections(); });
  return {
    apiPort,
    authPort,
    async stop() {
      await Promise.all([close(api), close(authL)]);
      jwks.stop();
      identity.close();
      await Promise.allSettled([supergraph.stop(), store.close()]);
    },
  };
}
