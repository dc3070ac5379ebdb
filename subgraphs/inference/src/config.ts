/**
 * Configuration of the inference subgraph, read and validated once at start-up (a bad value
 * exits with one line naming the variable). Every variable, its default and unit:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | INFERENCE_PORT, HOST, LOG_LEVEL | 4201, 127.0.0.1, info | shared subgraph settings |
 * | INFERENCE_PROVIDERS | (unset: no provider, everything fails closed with SVC-INFERENCE-NOT-WIRED; `npm start` sets it to the `local-dev` development provider outside production) | JSON array of OpenAI-compatible upstreams, see services/model-catalogue.ts; a `local-dev` entry is refused with NODE_ENV=production |
 * | INFERENCE_ROUTING | (unset: no blocks, provider weights only) | JSON object, see services/routing-config.ts |
 * | INFERENCE_MAX_BODY_BYTES | 2097152 bytes | largest `/v1` request body (413 above) |
 * | INFERENCE_HEALTH_WINDOW_SECONDS | 300 s | window of providerHealth |
 * | INFERENCE_ESTIMATE_OUTPUT_TOKENS | 512 tokens | output assumed by estimates when neither the request nor the model sets a limit |
 * | INFERENCE_WS_MAX_PAYLOAD_BYTES | 1048576 bytes | largest WebSocket message accepted |
 * | DATABASE_URL | (unset: usage recording disabled, one warning logged) | PostgreSQL for billing.usage_records |
 * | INFERENCE_DATABASE_URL | DATABASE_URL with the user `svc_inference`, no password | the subgraph's own connection; its role owns nothing and holds only the transitional grants (ADR 008) |
 * | INFERENCE_DB_POOL_MAX | 5 connections | Prisma pool of this process |
 * | REDIS_URL | (unset: this process's own store, exact for one replica) | the shared store holding budget ledgers (services/budget-guard.ts) |
 * | BUDGET_CACHE_MS | 2000 ms | how long an organization's budget definitions are reused (a budget change applies within this) |
 * | BUDGET_HOLD_TTL_MS | 900000 ms | how long an unsettled hold lives (a process that died mid-call frees it then) |
 * | BUDGET_LEASE_CALLS | 16 calls | headroom leases (ADR 005): each replica leases this many times a call's estimate per budget account and holds calls against it in memory; 0 turns leasing off (every call holds in Redis). Only with REDIS_URL: the in-process store has no round trip to save |
 * | BUDGET_LEASE_RESERVE | 4 leases | a lease is granted only while this many more leases' worth of headroom stays free under a HARD ceiling after it; nearer the ceiling calls hold synchronously (exact) |
 * | BUDGET_LEASE_AFTER | 4 calls | a replica asks for a lease in a budget account once this many calls held there synchronously within half a lease TTL (a one-off call takes none) |
 * | BUDGET_LEASE_TTL_MS | 30000 ms | how long a lease lives unless renewed: the longest a dead replica's lease keeps headroom; a lease idle for half of it is given back |
 * | INFERENCE_CONNECT_TIMEOUT_MS | 10000 ms | how long a new connection to a provider may take (then the next attempt); how long the model may take is each provider's `timeoutMs` (default 300000 ms) |
 * | PRIVATE_ENDPOINT_SECRETS_DIR | (unset: `file:` credential references fail closed with SVC-ENDPOINT-4312) | root of the per-workspace secret folders, `<dir>/<workspaceId>/<name>` (packages/core/src/secrets) |
 * | INFERENCE_PRIVATE_MAX_EXCHANGE_MS | 600000 ms | whole exchange with a private endpoint, a stream included (the egress guard's bound) |
 * | INFERENCE_PRIVATE_MAX_RESPONSE_BYTES | 67108864 bytes | largest answer from a private endpoint, a stream included |
 * | EGRESS_ALLOW_LOOPBACK_FOR_TESTS | false | tests only: private endpoints on loopback (see packages/core/src/egress) |
 *
 * Each provider's API key is read from the variable its `apiKeyEnv` names (a reference; the
 * JSON never holds the secret). WebSocket keep-alive and the `connection_init` deadline are the
 * specification's limits (SPEC_LIMITS: 30 s, 15 s).
 */
import { ConfigError, egressPolicyFromEnv, int, loadConfig, LOCAL_DEV_PROVIDER_ID, optionalStr, optionalUrl, SPEC_LIMITS, type EgressPolicy } from '@svc/core';
import { serviceDatabaseUrl } from '@svc/db';
import { subgraphBaseConfig } from '@svc/subgraph-kit';
import { parseProviders, resolveProviders, type ResolvedProvider } from './services/model-catalogue.ts';
import { parseRoutingConfig, type RoutingConfig } from './services/routing-config.ts';

export interface InferenceConfig {
  port: number;
  host: string;
  logLevel: string;
  providers: ResolvedProvider[];
  routing: RoutingConfig;
  maxBodyBytes: number;
  healthWindowMs: number;
  estimateOutputTokens: number;
  wsMaxPayloadBytes: number;
  wsKeepAliveMs: number;
  wsConnectionInitMs: number;
  databaseUrl: string | undefined;
  dbPoolMax: number;
  connectTimeoutMs: number;
  redisUrl: string | undefined;
  budgetCacheMs: number;
  budgetHoldTtlMs: number;
  /** Null: leasing off (BUDGET_LEASE_CALLS=0). */
  budgetLease: { calls: number; reserve: number; ttlMs: number; after: number } | null;
  privateEndpoints: { secretsDir: string | undefined; maxExchangeMs: number; maxResponseBytes: number; egress: EgressPolicy };
}

export function loadInferenceConfig(env: NodeJS.ProcessEnv = process.env): InferenceConfig {
  const base = subgraphBaseConfig('inference', env);
  const c = loadConfig(
    {
      INFERENCE_MAX_BODY_BYTES: int(2 * 1024 * 1024, { min: 1024, max: 64 * 1024 * 1024, unit: 'bytes' }),
      INFERENCE_HEALTH_WINDOW_SECONDS: int(300, { min: 1, max: 86_400, unit: 'seconds' }),
      INFERENCE_ESTIMATE_OUTPUT_TOKENS: int(512, { min: 1, max: 10_000_000, unit: 'tokens' }),
      INFERENCE_WS_MAX_PAYLOAD_BYTES: int(1024 * 1024, { min: 1024, max: 64 * 1024 * 1024, unit: 'bytes' }),
      DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
      INFERENCE_DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
      INFERENCE_DB_POOL_MAX: int(5, { min: 1, max: 100, unit: 'connections' }),
      INFERENCE_CONNECT_TIMEOUT_MS: int(10_000, { min: 100, max: 120_000, unit: 'ms' }),
      REDIS_URL: optionalUrl(['redis:', 'rediss:']),
      BUDGET_CACHE_MS: int(2_000, { min: 0, max: 600_000, unit: 'ms' }),
      BUDGET_HOLD_TTL_MS: int(900_000, { min: 1_000, max: 86_400_000, unit: 'ms' }),
      BUDGET_LEASE_CALLS: int(16, { min: 0, max: 100_000, unit: 'calls' }),
      BUDGET_LEASE_RESERVE: int(4, { min: 0, max: 1_000, unit: 'leases' }),
      BUDGET_LEASE_TTL_MS: int(30_000, { min: 1_000, max: 3_600_000, unit: 'ms' }),
      BUDGET_LEASE_AFTER: int(4, { min: 1, max: 10_000, unit: 'calls' }),
      PRIVATE_ENDPOINT_SECRETS_DIR: optionalStr(),
      INFERENCE_PRIVATE_MAX_EXCHANGE_MS: int(600_000, { min: 1_000, max: 3_600_000, unit: 'ms' }),
      INFERENCE_PRIVATE_MAX_RESPONSE_BYTES: int(64 * 1024 * 1024, { min: 1024, max: 1024 * 1024 * 1024, unit: 'bytes' }),
    },
    env,
  );
  const providers = resolveProviders(parseProviders(env.INFERENCE_PROVIDERS, env));
  // The development provider answers without a model: a production platform must fail to start
  // rather than serve (and bill) its echoes.
  if (env.NODE_ENV === 'production' && providers.some((p) => p.id === LOCAL_DEV_PROVIDER_ID)) {
    throw new ConfigError('INFERENCE_PROVIDERS', `names the ${LOCAL_DEV_PROVIDER_ID} development provider, which is refused with NODE_ENV=production`);
  }
  const routing = parseRoutingConfig(env.INFERENCE_ROUTING);
  checkRoutingReferences(routing, providers);
  return {
    ...base,
    providers,
    routing,
    maxBodyBytes: c.INFERENCE_MAX_BODY_BYTES,
    healthWindowMs: c.INFERENCE_HEALTH_WINDOW_SECONDS * 1000,
    estimateOutputTokens: c.INFERENCE_ESTIMATE_OUTPUT_TOKENS,
    wsMaxPayloadBytes: c.INFERENCE_WS_MAX_PAYLOAD_BYTES,
    wsKeepAliveMs: SPEC_LIMITS.wsKeepAliveSeconds * 1000,
    wsConnectionInitMs: SPEC_LIMITS.wsConnectionInitSeconds * 1000,
    databaseUrl: serviceDatabaseUrl('svc_inference', c.INFERENCE_DATABASE_URL, c.DATABASE_URL),
    dbPoolMax: c.INFERENCE_DB_POOL_MAX,
    connectTimeoutMs: c.INFERENCE_CONNECT_TIMEOUT_MS,
    redisUrl: c.REDIS_URL,
    budgetCacheMs: c.BUDGET_CACHE_MS,
    budgetHoldTtlMs: c.BUDGET_HOLD_TTL_MS,
    budgetLease: c.BUDGET_LEASE_CALLS === 0 ? null : { calls: c.BUDGET_LEASE_CALLS, reserve: c.BUDGET_LEASE_RESERVE, ttlMs: c.BUDGET_LEASE_TTL_MS, after: c.BUDGET_LEASE_AFTER },
    privateEndpoints: {
      secretsDir: c.PRIVATE_ENDPOINT_SECRETS_DIR, maxExchangeMs: c.INFERENCE_PRIVATE_MAX_EXCHANGE_MS,
      maxResponseBytes: c.INFERENCE_PRIVATE_MAX_RESPONSE_BYTES, egress: egressPolicyFromEnv(env),
    },
  };
}

/** A preference naming a provider or model that does not exist is a typo: fail fast. */
function checkRoutingReferences(routing: RoutingConfig, providers: ResolvedProvider[]) {
  for (const p of routing.modelPrefs) {
    const prov = providers.find((x) => x.id === p.providerId);
    if (!prov || !prov.models.some((m) => m.id === p.modelId)) {
      throw new ConfigError('INFERENCE_ROUTING', `modelPrefs names ${p.providerId}/${p.modelId}, which no configured provider offers`);
    }
  }
  if (routing.defaultModel && providers.length > 0) {
    const ref = routing.defaultModel;
    const known = providers.some((p) => p.models.some((m) => m.id === ref || `${p.id}/${m.id}` === ref));
    if (!known) throw new ConfigError('INFERENCE_ROUTING', `defaultModel ${ref} is not offered by any configured provider`);
  }
}
