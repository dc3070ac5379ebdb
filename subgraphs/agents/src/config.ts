/**
 * The agents subgraph's configuration (read once at start; a bad value stops the process).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | DATABASE_URL | (unset: event subscriptions and private endpoints fail closed with SVC-SERVER-9001) | PostgreSQL holding the `events` schema and pg-boss's `pgboss` schema |
 * | AGENTS_DATABASE_URL | DATABASE_URL with the user `svc_agents`, no password | the subgraph's own connection, as its role (ADR 008) |
 * | DB_POOL_MAX | 5 connections | Prisma pool |
 * | EVENTS_SECRET_KEY | (unset: a key file under KEYS_DIR) | base64 of 32 bytes; encrypts webhook signing secrets at rest (ADR 004) |
 * | AUDIT_KEYS_DIR | (unset: KEYS_DIR) | the audit trail's signing keys (@svc/identity/audit); registry changes are audited, and audit actions reach `audit.*` subscribers |
 * | KEYS_DIR | (unset) | where `events-secret.key` is created on first start when EVENTS_SECRET_KEY is unset; with neither, subscriptions fail closed |
 * | EVENTS_DISPATCHER | true | run the delivery dispatcher in this process (every replica may; see ADR 004) |
 * | EVENTS_DISPATCHER_CONCURRENCY | 32 deliveries | in flight per dispatcher |
 * | EVENTS_DESTINATION_CONCURRENCY | 4 deliveries | in flight per destination origin per dispatcher |
 * | EVENTS_DELIVERY_TIMEOUT_MS | 10000 ms | one attempt: resolution, connect, TLS, request, response |
 * | EVENTS_MAX_RESPONSE_BYTES | 65536 bytes | receiver's answer read at most |
 * | EVENTS_MAX_ATTEMPTS | 8 attempts | then the delivery is dead-lettered |
 * | EVENTS_RETRY_DELAY_SECONDS | 2 s | backoff base: attempt n waits base·2^(n-1) to twice that (pg-boss jitter) |
 * | EVENTS_LEASE_SECONDS | 60 s | a fetched delivery belongs to its dispatcher this long; a dead dispatcher's delivery is retried after it |
 * | EVENTS_SUPERVISE_INTERVAL_SECONDS | 10 s | how often pg-boss fails expired leases (retry) |
 * | EVENTS_POLL_INTERVAL_MS | 100 ms | idle dispatcher's queue poll |
 * | EVENTS_SECRET_OVERLAP_SECONDS | 86400 s | after rotation the previous secret keeps signing this long |
 * | EGRESS_ALLOW_LOOPBACK_FOR_TESTS | false | tests only (packages/core egress guard); refused with NODE_ENV=production |
 * | PRIVATE_ENDPOINT_SECRETS_DIR | (unset: `file:` credential references fail closed with SVC-ENDPOINT-4312) | root of the per-workspace secret folders a preflight's credential is read from (packages/core/src/secrets) |
 */
import { bool, ConfigError, egressPolicyFromEnv, int, loadConfig, optionalStr, optionalUrl, type EgressPolicy } from '@svc/core';
import { serviceDatabaseUrl } from '@svc/db';

export function loadAgentsConfig(env: NodeJS.ProcessEnv) {
  const cfg = loadConfig({
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    AGENTS_DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    DB_POOL_MAX: int(5, { min: 1, max: 100, unit: 'connections' }),
    EVENTS_SECRET_KEY: optionalStr(),
    KEYS_DIR: optionalStr(),
    PRIVATE_ENDPOINT_SECRETS_DIR: optionalStr(),
    AUDIT_KEYS_DIR: optionalStr(),
    EVENTS_DISPATCHER: bool(true),
    EVENTS_DISPATCHER_CONCURRENCY: int(32, { min: 1, max: 1000, unit: 'deliveries' }),
    EVENTS_DESTINATION_CONCURRENCY: int(4, { min: 1, max: 1000, unit: 'deliveries' }),
    EVENTS_DELIVERY_TIMEOUT_MS: int(10_000, { min: 100, max: 120_000, unit: 'ms' }),
    EVENTS_MAX_RESPONSE_BYTES: int(65_536, { min: 0, max: 16 * 1024 * 1024, unit: 'bytes' }),
    EVENTS_MAX_ATTEMPTS: int(8, { min: 1, max: 50, unit: 'attempts' }),
    EVENTS_RETRY_DELAY_SECONDS: int(2, { min: 1, max: 3600, unit: 's' }),
    EVENTS_LEASE_SECONDS: int(60, { min: 2, max: 3600, unit: 's' }),
    EVENTS_SUPERVISE_INTERVAL_SECONDS: int(10, { min: 1, max: 3600, unit: 's' }),
    EVENTS_POLL_INTERVAL_MS: int(100, { min: 10, max: 60_000, unit: 'ms' }),
    EVENTS_SECRET_OVERLAP_SECONDS: int(86_400, { min: 0, max: 30 * 86_400, unit: 's' }),
  }, env);
  // A delivery must end (timeout) well inside its lease, or a second dispatcher could take the
  // same attempt while the first is still sending it.
  if (cfg.EVENTS_DELIVERY_TIMEOUT_MS + 1000 > cfg.EVENTS_LEASE_SECONDS * 1000) {
    throw new ConfigError('EVENTS_LEASE_SECONDS', 'must exceed EVENTS_DELIVERY_TIMEOUT_MS by at least one second');
  }
  const egress: EgressPolicy = egressPolicyFromEnv(env);
  const databaseUrl = serviceDatabaseUrl('svc_agents', cfg.AGENTS_DATABASE_URL, cfg.DATABASE_URL);
  return { ...cfg, egress, databaseUrl };
}
export type AgentsConfig = ReturnType<typeof loadAgentsConfig>;
