/**
 * The gateway's one config module: listeners, upstreams, and every edge limit with its unit,
 * validated at start-up.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import {
  loadConfig,
  logLevel,
  port,
  str,
  int,
  bool,
  url,
  optionalUrl,
  SPEC_LIMITS,
  DEFAULT_PORTS,
  DEFAULT_MAX_JSON_DEPTH,
  DEFAULT_CLOCK_SKEW_SECONDS,
  MAX_CLOCK_SKEW_SECONDS,
  DEFAULT_LINGER,
} from '@svc/core';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
import { originList } from './routes/cors.ts';

export const gatewaySchema = {
  HOST: str('127.0.0.1'),
  GATEWAY_API_PORT: port(DEFAULT_PORTS.gatewayApi),
  GATEWAY_AUTH_PORT: port(DEFAULT_PORTS.gatewayAuth),
  /** Internal listener serving only GET /metrics; keep it unpublished. */
  GATEWAY_METRICS_PORT: port(DEFAULT_PORTS.gatewayMetrics),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  /** Identity's HTTP listener, target of the {auth_url} proxy. */
  IDENTITY_HTTP_URL: url(`http://127.0.0.1:${DEFAULT_PORTS.identityHttp}`),
  IDENTITY_GRPC_TARGET: str(`127.0.0.1:${DEFAULT_PORTS.identityGrpc}`),
  /** Expected `iss` ({auth_url}). */
  AUTH_ISSUER: url(`http://localhost:${DEFAULT_PORTS.gatewayAuth}`),
  /** Expected `aud` ({base_url}). */
  API_AUDIENCE: url(`http://localhost:${DEFAULT_PORTS.gatewayApi}`),
  SUPERGRAPH_PATH: str(join(REPO_ROOT, 'supergraph.graphql')),
  /**
   * How often SUPERGRAPH_PATH is checked for a new supergraph, applied without a restart (a
   * supergraph that does not load is refused and the last good one keeps serving); 0: never.
   */
  SUPERGRAPH_RELOAD_INTERVAL_MS: int(2_000, { min: 0, max: 3_600_000, unit: 'ms' }),
  /**
   * Where the supergraph comes from: `file` (SUPERGRAPH_PATH) or `registry` (the schema registry,
   * polled every SUPERGRAPH_RELOAD_INTERVAL_MS with its ETag; graphql/supergraph-registry.ts).
   */
  SUPERGRAPH_SOURCE: str('file', { oneOf: ['file', 'registry'] }),
  SUPERGRAPH_REGISTRY_URL: url(`http://127.0.0.1:${DEFAULT_PORTS.registry}`),
  SUPERGRAPH_VARIANT: str('dev', { pattern: /^[a-z][a-z0-9-]{0,31}$/ }),
  /** The OAuth client whose token (svc:registry:supergraph:read, from IDENTITY_HTTP_URL) reads the registry. */
  SUPERGRAPH_REGISTRY_CLIENT_ID: str(''),
  SUPERGRAPH_REGISTRY_CLIENT_SECRET: str(''),
  /**
   * Usage reporting to the registry (usage/): `auto` reports when SUPERGRAPH_SOURCE=registry; `on`
   * needs SUPERGRAPH_REGISTRY_CLIENT_ID/SECRET (a client holding svc:registry:usage:report).
   */
  USAGE_REPORTING: str('auto', { oneOf: ['auto', 'on', 'off'] }),
  /** How often the aggregated usage is sent to the registry. */
  USAGE_REPORT_INTERVAL_MS: int(5_000, { min: 100, max: 600_000, unit: 'ms' }),
  /** Distinct (operation, client) pairs aggregated per interval; requests of new pairs beyond it are not counted. */
  USAGE_MAX_OPERATIONS: int(5_000, { min: 1, max: 1_000_000, unit: 'entries' }),
  /** Sends of one report before it is dropped (svc_gateway_usage_reports_dropped_total). */
  USAGE_REPORT_MAX_ATTEMPTS: int(3, { min: 1, max: 100, unit: 'attempts' }),
  /** Reports waiting for the registry; beyond, the oldest is dropped. */
  USAGE_REPORT_MAX_PENDING: int(20, { min: 1, max: 1000, unit: 'reports' }),
  /** The last supergraph applied from the registry, served at a start while the registry is down. */
  SUPERGRAPH_CACHE_PATH: str(join(tmpdir(), 'svc-gateway-supergraph-cache.graphql')),
  /**
   * Trusted documents (graphql/trusted-documents.ts), read from the registry with the supergraph's
   * client and interval (needs SUPERGRAPH_SOURCE=registry unless `off`): `off`, `log` (serve all,
   * count and log unregistered documents) or `enforce` (refuse a document not in the caller's
   * client's list, SVC-GQL-4112).
   */
  TRUSTED_DOCUMENTS: str('off', { oneOf: ['off', 'log', 'enforce'] }),
  /** Comma-separated client names held to `enforce`; empty: every client (the others are logged). */
  TRUSTED_DOCUMENTS_CLIENTS: str(''),
  /** Under `enforce`, let introspection-only documents through (GraphiQL's schema explorer, codegen). */
  TRUSTED_DOCUMENTS_INTROSPECTION: bool(false),
  /** The last trusted documents applied; default: beside SUPERGRAPH_CACHE_PATH (`…trusted-documents.json`). */
  TRUSTED_DOCUMENTS_CACHE_PATH: str(''),
  /**
   * Leeway on an access token's `exp`/`nbf` for clock drift between identity and the gateway
   * (default 5 s, at most 10 s); impersonation tokens get none on `exp`.
   */
  JWT_CLOCK_SKEW_SECONDS: int(DEFAULT_CLOCK_SKEW_SECONDS, { min: 0, max: MAX_CLOCK_SKEW_SECONDS, unit: 's' }),
  JWKS_CACHE_SECONDS: int(SPEC_LIMITS.jwksCacheSeconds, { min: 10, max: 3600, unit: 's' }),
  /** Minimum interval between refetches triggered by an unknown kid. */
  JWKS_UNKNOWN_KID_MIN_INTERVAL_MS: int(10_000, { min: 0, max: 300_000, unit: 'ms' }),
  ANONYMOUS_BODY_LIMIT_BYTES: int(SPEC_LIMITS.anonymousGraphqlBodyBytes, {
    min: 1024,
    max: SPEC_LIMITS.anonymousGraphqlBodyBytes,
    unit: 'bytes',
  }),
  GRAPHQL_BODY_LIMIT_BYTES: int(1024 * 1024, { min: 1024, max: 16 * 1024 * 1024, unit: 'bytes' }),
  /**
   * A connection refused while its client is still sending (a header past Node's limit, a body
   * answered before it was read): after the answer and a half-close, how much more is read and
   * dropped, and for how long at most, before the socket is destroyed (packages/core refusal-close.ts).
   */
  REFUSAL_DRAIN_MAX_BYTES: int(DEFAULT_LINGER.maxBytes, { min: 0, max: 1024 * 1024 * 1024, unit: 'bytes' }),
  REFUSAL_DRAIN_MAX_MS: int(DEFAULT_LINGER.maxMs, { min: 0, max: 120_000, unit: 'ms' }),
  /**
   * Identity and the subgraphs other than inference: how long the gateway waits for an answer, and
   * for each further chunk of it (OAuth, SCIM, GraphQL fetches).
   */
  PROXY_TIMEOUT_MS: int(10_000, { min: 100, max: 120_000, unit: 'ms' }),
  /**
   * A subgraph fetch of a query that sends exactly what one already in flight to that subgraph
   * sends (same body, same caller) waits for that one's answer instead (graphql/subgraph-fetcher.ts).
   */
  GATEWAY_SUBGRAPH_DEDUPLICATION: bool(true),
  /** Every upstream: how long a new TCP connection may take (a dead host fails fast, whatever it serves). */
  UPSTREAM_CONNECT_TIMEOUT_MS: int(5_000, { min: 100, max: 60_000, unit: 'ms' }),
  /**
   * Inference (/v1 and GraphQL fields owned by the inference subgraph): how long the gateway waits
   * for the answer to begin. A model may think for minutes before its first token.
   */
  INFERENCE_RESPONSE_TIMEOUT_MS: int(600_000, { min: 1_000, max: 3_600_000, unit: 'ms' }),
  /**
   * Inference: the longest silence allowed between two chunks once an answer has begun (an SSE
   * stream is never cut while chunks flow; each chunk restarts this clock).
   */
  INFERENCE_IDLE_TIMEOUT_MS: int(300_000, { min: 1_000, max: 3_600_000, unit: 'ms' }),
  /** Introspection, and with it the GraphiQL IDE at GET /graphql (Accept: text/html). Off in production; `npm start` turns it on. */
  INTROSPECTION: bool(false),
  /**
   * The public OAuth client GraphiQL's "Sign in" uses (authorization code + PKCE, returning to
   * {base_url}/graphql, which the client must list as a redirect URI). Default: none, no button;
   * `npm start` sets the seeded browser client.
   */
  GRAPHIQL_CLIENT_ID: str(''),
  /** The scope GraphiQL's sign-in asks for; the grant is narrowed to the signed-in user's roles. */
  GRAPHIQL_SCOPE: str('openid profile email svc:iam:user:read'),
  /** The inference service's HTTP origin, target of the /v1 routes. */
  INFERENCE_HTTP_URL: url(`http://127.0.0.1:${DEFAULT_PORTS.subgraphs.inference}`),
  RATE_LIMIT_FREE_PER_MINUTE: int(SPEC_LIMITS.rateLimitPerMinute.FREE, { min: 1, unit: 'requests/min' }),
  RATE_LIMIT_PRO_PER_MINUTE: int(SPEC_LIMITS.rateLimitPerMinute.PRO, { min: 1, unit: 'requests/min' }),
  RATE_LIMIT_ENTERPRISE_PER_MINUTE: int(SPEC_LIMITS.rateLimitPerMinute.ENTERPRISE, { min: 1, unit: 'requests/min' }),
  /** Anonymous GraphQL (publicPlans, resendVerificationEmail) per client address. */
  ANONYMOUS_RATE_LIMIT_PER_MINUTE: int(600, { min: 1, unit: 'requests/min' }),
  /** Proxies in front of the gateway whose X-Forwarded-For entries are trusted (0: use the TCP peer). */
  TRUSTED_PROXY_HOPS: int(0, { min: 0, max: 10, unit: 'proxies' }),
  SANDBOX_REQUESTS_PER_WINDOW: int(SPEC_LIMITS.sandboxRequestsPerWindow, { min: 1, unit: 'requests/24h' }),
  /** How long an organization's plan (rate-limit tier) is cached. */
  TIER_CACHE_MS: int(60_000, { min: 0, unit: 'ms' }),
  /** How long identity's RBAC answers are cached. */
  PERMISSION_CACHE_MS: int(30_000, { min: 0, max: 300_000, unit: 'ms' }),
  /** In-process-store mode only: how long a "not revoked" answer from identity is reused. */
  REVOCATION_CACHE_MS: int(1000, { min: 0, max: 10_000, unit: 'ms' }),
  /** Nesting bound on any JSON a client sends (bodies, variables, WebSocket payloads): nothing deeper reaches code that recurses. */
  JSON_MAX_DEPTH: int(DEFAULT_MAX_JSON_DEPTH, { min: 8, max: 1000, unit: 'levels' }),
  GRAPHQL_MAX_TOKENS: int(10_000, { min: 100, unit: 'tokens' }),
  GRAPHQL_MAX_DEPTH: int(12, { min: 2, max: 100, unit: 'levels' }),
  GRAPHQL_MAX_ROOT_FIELDS: int(20, { min: 1, max: 200, unit: 'fields' }),
  GRAPHQL_MAX_ALIASES_PER_ROOT_FIELD: int(5, { min: 1, max: 100, unit: 'aliases' }),
  /**
   * Aliased selections in a whole operation (every `alias:` in it, fragments expanded, `__typename`
   * included). 15 is graphql-armor's max-aliases default: aliases exist to rename a field or ask
   * for it twice with different arguments, which a real client does a handful of times, while a
   * batching or amplification attack needs hundreds.
   */
  GRAPHQL_MAX_ALIASES: int(15, { min: 1, max: 1000, unit: 'aliases' }),
  GRAPHQL_MAX_COMPLEXITY: int(5000, { min: 10, unit: 'points' }),
  /** Page size assumed for a list field without a limit/first/count argument. */
  GRAPHQL_LIST_DEFAULT: int(10, { min: 1, max: 1000, unit: 'items' }),
  /** Extra multiplier for a list edge back to a type already on the path. */
  GRAPHQL_CYCLIC_FACTOR: int(5, { min: 1, max: 100 }),
  DOCUMENT_CACHE_SIZE: int(1000, { min: 0, max: 100_000, unit: 'documents' }),
  /** Budget of the parsed-document cache, in approximate retained bytes (see document-cache.ts). */
  DOCUMENT_CACHE_MAX_BYTES: int(64 * 1024 * 1024, { min: 0, max: 4 * 1024 * 1024 * 1024, unit: 'bytes' }),
  /**
   * The share of that budget one caller (a user, or a client address when anonymous) may hold:
   * beyond it their new documents are parsed and validated but not cached, so one caller cannot
   * evict everyone else's documents or fill the cache.
   */
  DOCUMENT_CACHE_MAX_BYTES_PER_CALLER: int(4 * 1024 * 1024, { min: 0, max: 4 * 1024 * 1024 * 1024, unit: 'bytes' }),
  APQ_TTL_SECONDS: int(86_400, { min: 60, unit: 's' }),
  WS_INIT_TIMEOUT_SECONDS: int(SPEC_LIMITS.wsConnectionInitSeconds, { min: 1, max: 300, unit: 's' }),
  WS_PING_SECONDS: int(SPEC_LIMITS.wsKeepAliveSeconds, { min: 1, max: 300, unit: 's' }),
  WS_PONG_TIMEOUT_SECONDS: int(SPEC_LIMITS.wsPongTimeoutSeconds, { min: 1, max: 600, unit: 's' }),
  /** How often a streaming connection's token is re-checked for expiry and revocation. */
  WS_REVALIDATE_SECONDS: int(SPEC_LIMITS.streamRevalidationSeconds, { min: 1, max: 600, unit: 's' }),
  WS_MAX_PAYLOAD_BYTES: int(64 * 1024, { min: 1024, max: 16 * 1024 * 1024, unit: 'bytes' }),
  /**
   * Browser origins (comma-separated, exact `scheme://host[:port]`) allowed to call {base_url}
   * cross-origin (CORS). Default: none, as in production; `npm start` sets the local console origin.
   */
  CORS_API_ORIGINS: originList(),
  /** The same for {auth_url}'s token, revocation, introspection and userinfo endpoints; discovery and JWKS are readable from any origin. */
  CORS_AUTH_ORIGINS: originList(),
  /** How long a browser may reuse a preflight answer (Access-Control-Max-Age). */
  CORS_MAX_AGE_SECONDS: int(600, { min: 0, max: 86_400, unit: 's' }),
  /** Comma-separated browser origins allowed to open WebSockets; default: the API origin. */
  WS_ALLOWED_ORIGINS: str(''),
  /**
   * Activity records (audit/activity-recorder.ts), sent to identity's AppendActivity in batches off
   * the request path: the buffer's bound (the oldest dropped beyond it), the batch (at most
   * identity's AUDIT_APPEND_MAX_ACTIVITY) and how often it is sent.
   */
  AUDIT_BUFFER_CAPACITY: int(10_000, { min: 100, unit: 'records' }),
  AUDIT_BATCH_SIZE: int(500, { min: 1, max: 1000, unit: 'records' }),
  AUDIT_FLUSH_INTERVAL_MS: int(1000, { min: 10, unit: 'ms' }),
  /** A batch identity did not take is sent again after a backoff doubling from the base up to the max, then dropped after so many sends. */
  AUDIT_RETRY_BASE_MS: int(1_000, { min: 10, max: 600_000, unit: 'ms' }),
  AUDIT_RETRY_MAX_MS: int(30_000, { min: 10, max: 3_600_000, unit: 'ms' }),
  AUDIT_MAX_ATTEMPTS: int(5, { min: 1, max: 100, unit: 'attempts' }),
  /**
   * The gateway's secret for identity's audit ingest (AppendActivity; identity keeps its SHA-256
   * as `gateway:` in AUDIT_APPEND_SERVICES; docs/adr/007). Unset: activity is not recorded (a
   * warning at start). 32 to 256 characters; `npm start` generates one.
   */
  GATEWAY_AUDIT_APPEND_SECRET: str('', { pattern: /^$|^.{32,256}$/ }),
  /**
   * Edge denials sent to identity's audit trail (chain/edge-denials.ts): one report per
   * (token id, reason, chain) per window, and at most so many reports in flight (the rest dropped
   * and counted); the denial's answer never waits for either.
   */
  EDGE_DENIAL_DEDUPE_SECONDS: int(300, { min: 1, max: 86_400, unit: 's' }),
  EDGE_DENIAL_MAX_IN_FLIGHT: int(16, { min: 0, max: 1000, unit: 'calls' }),
  LOG_LEVEL: logLevel(),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(gatewaySchema, env);
