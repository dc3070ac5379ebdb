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
 * | BILLING_GRPC_TARGET | 127.0.0.1:50053 | billing's internal gRPC API (usage records, budgets; ADR 012) |
 * | BILLING_API_SECRET | (unset: usage recording is disabled and no budget is enforced, one warning logged) | inference's secret for billing's API (billing keeps its SHA-256 in BILLING_API_SERVICES); 32 to 256 characters; `npm start` generates one |
 * | REDIS_URL | (unset: this process's own store, exact for one replica; budget changes apply when the cache entry expires) | the shared store holding budget ledgers (services/budget-guard.ts) and carrying billing's budget-change announcements |
 * | BUDGET_CACHE_TTL_MS | 5000 ms | how long an organization's budgets read from billing are reused; billing's announcement drops them at once, so this bounds a change only when an announcement is lost |
 * | USAGE_BATCH_MAX | 100 records | usage records per RecordUsage call to billing (at most 500) |
 * | USAGE_FLUSH_INTERVAL_MS | 200 ms | how often queued usage records are sent to billing (a full batch goes at once) |
 * | USAGE_BUFFER_MAX | 10000 records | usage records that may wait in memory while billing is unreachable; past it the oldest are dropped, counted and logged (ADR 012) |
 * | USAGE_RETRY_BASE_MS / USAGE_RETRY_MAX_MS | 500 ms / 30000 ms | backoff of a batch billing did not take: doubling from the base, capped |
 * | BUDGET_HOLD_TTL_MS | 900000 ms | how long an unsettled hold lives (a process that died mid-call frees it then) |
 * | BUDGET_LEASE_CALLS | 16 calls | headroom leases (ADR 005): each replica leases this many times a call's estimate per budget account and holds calls against it in memory; 0 turns leasing off (every call holds in Redis). Only with REDIS_URL: the in-process store has no round trip to save |
 * | BUDGET_LEASE_RESERVE | 4 leases | a lease is granted only while this many more leases' worth of headroom stays free under a HARD ceiling after it; nearer the ceiling calls hold synchronously (exact) |
 * | BUDGET_LEASE_AFTER | 4 calls | a replica asks for a lease in a budget account once this many calls held there synchronously within half a lease TTL (a one-off call takes none) |
 * | BUDGET_LEASE_TTL_MS | 30000 ms | how long a lease lives unless renewed: the longest a dead replica's lease keeps headroom; a lease idle for half of it is given back |
 * | INFERENCE_CONNECT_TIMEOUT_MS | 10000 ms | how long a new connection to a provider may take (then the next attempt); how long the model may take is each provider's `timeoutMs` (default 300000 ms) |
 * | PRIVATE_ENDPOINT_SECRETS_DIR | (unset: `file:` credential references fail closed with SVC-ENDPOINT-4312) | root of the per-workspace secret folders, `<dir>/<workspaceId>/<name>` (packages/core/src/secrets) |
 * | EVENTS_GRPC_TARGET | (unset: no private endpoints are routed to and threshold events are not sent) | the agents subgraph's events API (ADR 011), `host:port` |
 * | INFERENCE_EVENTS_API_SECRET | (unset: as EVENTS_GRPC_TARGET unset) | inference's secret for the events API (agents keeps its SHA-256 in EVENTS_API_SERVICES) |
 * | PRIVATE_ENDPOINT_CACHE_TTL_MS | 5000 ms | a workspace's private endpoints are cached this long; agents' change message (over REDIS_URL) drops them sooner, and this bounds how long a retired endpoint may still serve when that message is lost |
 * | THRESHOLD_EVENT_MAX_ATTEMPTS | 6 attempts | a threshold event agents does not take is retried in memory with backoff, then dropped and counted |
 * | INFERENCE_PRIVATE_MAX_EXCHANGE_MS | 600000 ms | whole exchange with a private endpoint, a stream included (the egress guard's bound) |
 * | INFERENCE_PRIVATE_MAX_RESPONSE_BYTES | 67108864 bytes | largest answer from a private endpoint, a stream included |
 * | EGRESS_ALLOW_LOOPBACK_FOR_TESTS | false | tests only: private endpoints on loopback (see packages/core/src/egress) |
 *
 * Each provider's API key is read from the variable its `apiKeyEnv` names (a reference; the
 * JSON never holds the secret). WebSocket keep-alive and the `connection_init` deadline are the
 * specification's limits (SPEC_LIMITS: 30 s, 15 s).
 */
import {
  ConfigError,
  DEFAULT_PORTS,
  egressPolicyFromEnv,
  int,
  loadConfig,
  LOCAL_DEV_PROVIDER_ID,
  optionalStr,
  optionalUrl,
  SPEC_LIMITS,
  str,
  type EgressPolicy,
} from '@svc/core';
import { subgraphBaseConfig } from '@svc/subgraph-kit';
import { parseProviders, resolveProviders, type ResolvedProvider } from './services/model-catalogue.ts';
import { parseRoutingConfig, type RoutingConfig } from './services/routing-config.ts';

export interface InferenceConfig {
  port: number;
  host: string;
  logLevel: string;
  /** Largest /graphql request body (SUBGRAPH_MAX_BODY_BYTES, as every subgraph). */
  graphqlMaxBodyBytes: number;
  providers: ResolvedProvider[];
  routing: RoutingConfig;
  maxBodyBytes: number;
  healthWindowMs: number;
  estimateOutputTokens: number;
  wsMaxPayloadBytes: number;
  wsKeepAliveMs: number;
  wsConnectionInitMs: number;
  connectTimeoutMs: number;
  redisUrl: string | undefined;
  /** Null: BILLING_API_SECRET unset (no usage recorded, no budget enforced). */
  billingApi: { target: string; secret: string } | null;
  budgetCacheTtlMs: number;
  usageBatch: { batchMax: number; flushIntervalMs: number; bufferMax: number; retryBaseMs: number; retryMaxMs: number };
  budgetHoldTtlMs: number;
  /** Null: leasing off (BUDGET_LEASE_CALLS=0). */
  budgetLease: { calls: number; reserve: number; ttlMs: number; after: number } | null;
  privateEndpoints: {
    secretsDir: string | undefined;
    maxExchangeMs: number;
    maxResponseBytes: number;
    egress: EgressPolicy;
    cacheTtlMs: number;
  };
  /** The agents subgraph's events API; null without a target and secret. */
  events: { target: string; secret: string; thresholdMaxAttempts: number } | null;
}

export function loadInferenceConfig(env: NodeJS.ProcessEnv = process.env): InferenceConfig {
  const base = subgraphBaseConfig('inference', env);
  const c = loadConfig(
    {
      INFERENCE_MAX_BODY_BYTES: int(2 * 1024 * 1024, { min: 1024, max: 64 * 1024 * 1024, unit: 'bytes' }),
      INFERENCE_HEALTH_WINDOW_SECONDS: int(300, { min: 1, max: 86_400, unit: 'seconds' }),
      INFERENCE_ESTIMATE_OUTPUT_TOKENS: int(512, { min: 1, max: 10_000_000, unit: 'tokens' }),
      INFERENCE_WS_MAX_PAYLOAD_BYTES: int(1024 * 1024, { min: 1024, max: 64 * 1024 * 1024, unit: 'bytes' }),
      INFERENCE_CONNECT_TIMEOUT_MS: int(10_000, { min: 100, max: 120_000, unit: 'ms' }),
      REDIS_URL: optionalUrl(['redis:', 'rediss:']),
      BILLING_GRPC_TARGET: str(`127.0.0.1:${DEFAULT_PORTS.billingGrpc}`),
      BILLING_API_SECRET: optionalStr(),
      BUDGET_CACHE_TTL_MS: int(5_000, { min: 1, max: 600_000, unit: 'ms' }),
      USAGE_BATCH_MAX: int(100, { min: 1, max: 500, unit: 'records' }),
      USAGE_FLUSH_INTERVAL_MS: int(200, { min: 10, max: 60_000, unit: 'ms' }),
      USAGE_BUFFER_MAX: int(10_000, { min: 1, max: 1_000_000, unit: 'records' }),
      USAGE_RETRY_BASE_MS: int(500, { min: 10, max: 600_000, unit: 'ms' }),
      USAGE_RETRY_MAX_MS: int(30_000, { min: 10, max: 3_600_000, unit: 'ms' }),
      BUDGET_HOLD_TTL_MS: int(900_000, { min: 1_000, max: 86_400_000, unit: 'ms' }),
      BUDGET_LEASE_CALLS: int(16, { min: 0, max: 100_000, unit: 'calls' }),
      BUDGET_LEASE_RESERVE: int(4, { min: 0, max: 1_000, unit: 'leases' }),
      BUDGET_LEASE_TTL_MS: int(30_000, { min: 1_000, max: 3_600_000, unit: 'ms' }),
      BUDGET_LEASE_AFTER: int(4, { min: 1, max: 10_000, unit: 'calls' }),
      PRIVATE_ENDPOINT_SECRETS_DIR: optionalStr(),
      EVENTS_GRPC_TARGET: optionalStr(),
      INFERENCE_EVENTS_API_SECRET: optionalStr(),
      PRIVATE_ENDPOINT_CACHE_TTL_MS: int(5_000, { min: 0, max: 600_000, unit: 'ms' }),
      THRESHOLD_EVENT_MAX_ATTEMPTS: int(6, { min: 1, max: 20, unit: 'attempts' }),
      INFERENCE_PRIVATE_MAX_EXCHANGE_MS: int(600_000, { min: 1_000, max: 3_600_000, unit: 'ms' }),
      INFERENCE_PRIVATE_MAX_RESPONSE_BYTES: int(64 * 1024 * 1024, {
        min: 1024,
        max: 1024 * 1024 * 1024,
        unit: 'bytes',
      }),
    },
    env,
  );
  const providers = resolveProviders(parseProviders(env.INFERENCE_PROVIDERS, env));
  // The development provider answers without a model: a production platform must fail to start
  // rather than serve (and bill) its echoes.
  if (env.NODE_ENV === 'production' && providers.some((p) => p.id === LOCAL_DEV_PROVIDER_ID)) {
    throw new ConfigError(
      'INFERENCE_PROVIDERS',
      `names the ${LOCAL_DEV_PROVIDER_ID} development provider, which is refused with NODE_ENV=production`,
    );
  }
  const secret = c.BILLING_API_SECRET;
  if (secret !== undefined && (secret.length < 32 || secret.length > 256))
    throw new ConfigError('BILLING_API_SECRET', 'must be 32 to 256 characters');
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
    connectTimeoutMs: c.INFERENCE_CONNECT_TIMEOUT_MS,
    redisUrl: c.REDIS_URL,
    billingApi: secret ? { target: c.BILLING_GRPC_TARGET, secret } : null,
    budgetCacheTtlMs: c.BUDGET_CACHE_TTL_MS,
    usageBatch: {
      batchMax: c.USAGE_BATCH_MAX,
      flushIntervalMs: c.USAGE_FLUSH_INTERVAL_MS,
      bufferMax: c.USAGE_BUFFER_MAX,
      retryBaseMs: c.USAGE_RETRY_BASE_MS,
      retryMaxMs: c.USAGE_RETRY_MAX_MS,
    },
    budgetHoldTtlMs: c.BUDGET_HOLD_TTL_MS,
    budgetLease:
      c.BUDGET_LEASE_CALLS === 0
        ? null
        : {
            calls: c.BUDGET_LEASE_CALLS,
            reserve: c.BUDGET_LEASE_RESERVE,
            ttlMs: c.BUDGET_LEASE_TTL_MS,
            after: c.BUDGET_LEASE_AFTER,
          },
    privateEndpoints: {
      secretsDir: c.PRIVATE_ENDPOINT_SECRETS_DIR,
      maxExchangeMs: c.INFERENCE_PRIVATE_MAX_EXCHANGE_MS,
      maxResponseBytes: c.INFERENCE_PRIVATE_MAX_RESPONSE_BYTES,
      egress: egressPolicyFromEnv(env),
      cacheTtlMs: c.PRIVATE_ENDPOINT_CACHE_TTL_MS,
    },
    events:
      c.EVENTS_GRPC_TARGET && c.INFERENCE_EVENTS_API_SECRET
        ? {
            target: c.EVENTS_GRPC_TARGET,
            secret: c.INFERENCE_EVENTS_API_SECRET,
            thresholdMaxAttempts: c.THRESHOLD_EVENT_MAX_ATTEMPTS,
          }
        : null,
  };
}

/** A preference naming a provider or model that does not exist is a typo: fail fast. */
function checkRoutingReferences(routing: RoutingConfig, providers: ResolvedProvider[]) {
  for (const p of routing.modelPrefs) {
    const prov = providers.find((x) => x.id === p.providerId);
    if (!prov || !prov.models.some((m) => m.id === p.modelId)) {
      throw new ConfigError(
        'INFERENCE_ROUTING',
        `modelPrefs names ${p.providerId}/${p.modelId}, which no configured provider offers`,
      );
    }
  }
  if (routing.defaultModel && providers.length > 0) {
    const ref = routing.defaultModel;
    const known = providers.some((p) => p.models.some((m) => m.id === ref || `${p.id}/${m.id}` === ref));
    if (!known)
      throw new ConfigError('INFERENCE_ROUTING', `defaultModel ${ref} is not offered by any configured provider`);
  }
}
