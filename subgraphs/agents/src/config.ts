/**
 * The agents subgraph's configuration (read once at start; a bad value stops the process).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | DATABASE_URL | (unset: event subscriptions and private endpoints fail closed with SVC-SERVER-9001) | PostgreSQL holding the `events` schema and pg-boss's `pgboss` schema |
 * | AGENTS_DATABASE_URL | DATABASE_URL with the user `svc_agents`, no password | the subgraph's own connection, as its role (ADR 013) |
 * | DB_POOL_MAX | 5 connections | Prisma pool |
 * | EVENTS_SECRET_KEY | (unset: a key file under KEYS_DIR) | base64 of 32 bytes; encrypts webhook signing secrets at rest (ADR 004) |
 * | KEYS_DIR | (unset) | where `events-secret.key` is created on first start when EVENTS_SECRET_KEY is unset; with neither, subscriptions fail closed |
 * | IDENTITY_GRPC_TARGET | 127.0.0.1:50051 | identity's gRPC port: AppendServiceEvents takes agents' audit events (docs/adr/007) |
 * | AGENTS_AUDIT_APPEND_SECRET | (unset: audited changes still write their outbox rows, which wait; one warning logged) | agents' secret for identity's AppendServiceEvents (identity holds its SHA-256 as `agents:` in AUDIT_APPEND_SERVICES); 32 to 256 characters; `npm start` generates one |
 * | AUDIT_RELAY_INTERVAL_MS | 500 ms | how often the relay looks for pending audit events (events.audit_outbox) |
 * | AUDIT_RELAY_BATCH_SIZE | 100 events | events per AppendServiceEvents call (at most identity's AUDIT_APPEND_MAX_EVENTS) |
 * | AUDIT_RELAY_RETRY_BASE_MS / AUDIT_RELAY_RETRY_MAX_MS | 1000 ms / 60000 ms | backoff of a batch identity did not append: doubling from the base, capped |
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
 * | HOST | 127.0.0.1 | the events API's listen address (the subgraph's too) |
 * | AGENTS_GRPC_PORT | 50052 | the internal events API (proto/events/v1, ADR 011): other services publish events and read private endpoints here |
 * | EVENTS_API_SERVICES | (empty: every call refused) | `name:<SHA-256 hex of its secret>,…` of the services that may call the events API (identity, inference) |
 * | EVENTS_API_MAX_EVENTS | 100 events | per PublishEvents batch |
 * | REDIS_URL | (unset: this process's own store) | where subscription and private-endpoint changes are announced to the emitters' caches |
 * | PRIVATE_ENDPOINT_SECRETS_DIR | (unset: `file:` credential references fail closed with SVC-ENDPOINT-4312) | root of the per-workspace secret folders a preflight's credential is read from (packages/core/src/secrets) |
 */
import {
  bool,
  ConfigError,
  DEFAULT_PORTS,
  egressPolicyFromEnv,
  int,
  loadConfig,
  optionalStr,
  optionalUrl,
  port,
  str,
  type EgressPolicy,
} from '@svc/core';
import { SERVICE_VERIFIER_LIST_PATTERN } from '@svc/grpc';
import { serviceDatabaseUrl } from '@svc/db';

export function loadAgentsConfig(env: NodeJS.ProcessEnv) {
  const cfg = loadConfig(
    {
      DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
      AGENTS_DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
      DB_POOL_MAX: int(5, { min: 1, max: 100, unit: 'connections' }),
      EVENTS_SECRET_KEY: optionalStr(),
      KEYS_DIR: optionalStr(),
      PRIVATE_ENDPOINT_SECRETS_DIR: optionalStr(),
      HOST: str('127.0.0.1'),
      AGENTS_GRPC_PORT: port(DEFAULT_PORTS.agentsGrpc),
      EVENTS_API_SERVICES: str('', { pattern: SERVICE_VERIFIER_LIST_PATTERN }),
      EVENTS_API_MAX_EVENTS: int(100, { min: 1, max: 1000, unit: 'events' }),
      REDIS_URL: optionalUrl(['redis:', 'rediss:']),
      IDENTITY_GRPC_TARGET: str('127.0.0.1:50051'),
      AGENTS_AUDIT_APPEND_SECRET: str('', { pattern: /^$|^.{32,256}$/ }),
      AUDIT_RELAY_INTERVAL_MS: int(500, { min: 10, max: 600_000, unit: 'ms' }),
      AUDIT_RELAY_BATCH_SIZE: int(100, { min: 1, max: 1000, unit: 'events' }),
      AUDIT_RELAY_RETRY_BASE_MS: int(1_000, { min: 10, max: 600_000, unit: 'ms' }),
      AUDIT_RELAY_RETRY_MAX_MS: int(60_000, { min: 10, max: 3_600_000, unit: 'ms' }),
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
    },
    env,
  );
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
