/** The registry's one config module: every variable it reads, validated at start-up. */
import { DEFAULT_PORTS, ConfigError, int, loadConfig, optionalUrl, port, str, url } from '@svc/core';
import { serviceDatabaseUrl } from '@svc/db';

export const registryConfigSchema = {
  REGISTRY_PORT: port(DEFAULT_PORTS.registry),
  HOST: str('127.0.0.1'),
  /** The platform database (owner); the registry connects as its own role, REGISTRY_DATABASE_URL (ADR 013). */
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  /** The registry's own role (svc_registry); default: DATABASE_URL with that role as the user. */
  REGISTRY_DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  /**
   * The organizations whose OAuth clients may use the registry (comma-separated ids): the platform
   * operator's. Every customer organization's admin role covers svc:registry:*, so scopes alone
   * would let a tenant publish a subgraph into the platform's supergraph. Required: no default.
   */
  REGISTRY_OPERATOR_ORGS: str(undefined, { pattern: /^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,31}$/ }),
  /** Tokens are identity's access tokens: the same issuer and audience the gateway checks. */
  AUTH_ISSUER: url(`http://localhost:${DEFAULT_PORTS.gatewayAuth}`),
  API_AUDIENCE: url(`http://localhost:${DEFAULT_PORTS.gatewayApi}`),
  /** Identity's HTTP listener, for its JWKS. */
  IDENTITY_HTTP_URL: url(`http://127.0.0.1:${DEFAULT_PORTS.identityHttp}`),
  /** Identity's gRPC listener, for AppendServiceEvents. */
  IDENTITY_GRPC_TARGET: str(`127.0.0.1:${DEFAULT_PORTS.identityGrpc}`),
  /** The registry's secret for AppendServiceEvents (identity keeps its SHA-256 in AUDIT_APPEND_SERVICES). */
  REGISTRY_AUDIT_APPEND_SECRET: str(undefined, { pattern: /^\S{32,256}$/ }),
  JWKS_CACHE_SECONDS: int(300, { min: 10, max: 3600, unit: 's' }),
  /** The largest subgraph SDL accepted (bytes); a request body may be this plus a little JSON. */
  REGISTRY_MAX_SDL_BYTES: int(512 * 1024, { min: 1024, max: 8 * 1024 * 1024, unit: 'bytes' }),
  /** Trusted documents: a manifest request body, one operation's body, operations per manifest, documents per variant. */
  REGISTRY_MAX_MANIFEST_BYTES: int(4 * 1024 * 1024, { min: 1024, max: 64 * 1024 * 1024, unit: 'bytes' }),
  REGISTRY_MAX_DOCUMENT_BYTES: int(64 * 1024, { min: 256, max: 1024 * 1024, unit: 'bytes' }),
  REGISTRY_MAX_MANIFEST_OPERATIONS: int(2_000, { min: 1, max: 50_000 }),
  REGISTRY_MAX_DOCUMENTS_PER_VARIANT: int(20_000, { min: 1, max: 1_000_000 }),
  /** Publishes that lost the race to another replica are composed again at most this often. */
  REGISTRY_PUBLISH_RETRIES: int(5, { min: 1, max: 50 }),
  /** The usage window of a publish's check, and the default of a check's `days` (days). */
  REGISTRY_USAGE_DAYS: int(7, { min: 1, max: 90, unit: 'days' }),
  AUDIT_RELAY_INTERVAL_MS: int(500, { min: 10, max: 60_000, unit: 'ms' }),
  AUDIT_RELAY_BATCH_SIZE: int(50, { min: 1, max: 100 }),
  AUDIT_RELAY_RETRY_BASE_MS: int(1_000, { min: 10, max: 600_000, unit: 'ms' }),
  AUDIT_RELAY_RETRY_MAX_MS: int(60_000, { min: 10, max: 3_600_000, unit: 'ms' }),
} as const;

export type RegistryConfig = ReturnType<typeof loadRegistryConfig>;

export function loadRegistryConfig(env: NodeJS.ProcessEnv = process.env) {
  const cfg = loadConfig(registryConfigSchema, env);
  const databaseUrl = serviceDatabaseUrl('svc_registry', cfg.REGISTRY_DATABASE_URL, cfg.DATABASE_URL);
  if (!databaseUrl)
    throw new ConfigError(
      'REGISTRY_DATABASE_URL',
      'required (or DATABASE_URL): the registry keeps its variants and versions in PostgreSQL',
    );
  return { ...cfg, DATABASE_URL: databaseUrl, operatorOrgs: new Set(cfg.REGISTRY_OPERATOR_ORGS.split(',')) };
}
