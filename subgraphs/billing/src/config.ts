/**
 * The billing subgraph's configuration (read once at start; a bad value stops the process).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | DATABASE_URL | (unset: every operation but publicPlans fails closed with SVC-SERVER-9001, one warning logged) | PostgreSQL holding the billing schema |
 * | BILLING_DATABASE_URL | DATABASE_URL with the user `svc_billing`, no password | the subgraph's own connection, as its role (ADR 013) |
 * | DB_POOL_MAX | 5 | connections to it |
 * | REDIS_URL | (unset: budgets report reservedCents "0", the holds being the inference process's own, and budget changes reach inference's cache only when its BUDGET_CACHE_TTL_MS expires) | the shared store holding the budget ledgers; budget changes are announced on its `billing.budgets.changed` channel |
 * | BILLING_GRPC_PORT | 50053 | billing's internal gRPC API (billing.v1.BillingService: RecordUsage, ListBudgets, CommittedSpend); served only with DATABASE_URL |
 * | BILLING_API_SERVICES | (unset: every call to the internal API is refused with SVC-BILLING-API-UNAUTHENTICATED) | `name:<SHA-256 hex of the secret>`, comma-separated: the services that may call it (`inference`); `npm start` generates the pair |
 * | IDENTITY_GRPC_TARGET | 127.0.0.1:50051 | identity (CheckPermission, GetOrganization, GetOrganizationCounts, SetOrganizationPlan); used only with DATABASE_URL |
 * | SUBSCRIPTION_SWEEP_INTERVAL_MS | 60000 ms | how often subscriptions whose period ended with a cancellation pending are ended (the organization moves to FREE) |
 * | BILLING_AUDIT_APPEND_SECRET | (unset: audited changes still write their outbox rows, which wait; one warning logged) | billing's secret for identity's AppendServiceEvents (identity holds its SHA-256 in AUDIT_APPEND_SERVICES); 32 to 256 characters; `npm start` generates one |
 * | AUDIT_RELAY_INTERVAL_MS | 500 ms | how often the relay looks for pending audit events (billing.audit_outbox) |
 * | AUDIT_RELAY_BATCH_SIZE | 100 events | events per AppendServiceEvents call (at most identity's AUDIT_APPEND_MAX_EVENTS) |
 * | AUDIT_RELAY_RETRY_BASE_MS / AUDIT_RELAY_RETRY_MAX_MS | 1000 ms / 60000 ms | backoff of a batch identity did not append: doubling from the base, capped |
 */
import { DEFAULT_PORTS, int, loadConfig, optionalStr, optionalUrl, port, str } from '@svc/core';
import { serviceDatabaseUrl } from '@svc/db';
import { SERVICE_VERIFIER_LIST_PATTERN } from '@svc/grpc';

export function loadBillingConfig(env: NodeJS.ProcessEnv) {
  const cfg = loadConfig(
    {
      DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
      BILLING_DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
      DB_POOL_MAX: int(5, { min: 1, max: 100, unit: 'connections' }),
      IDENTITY_GRPC_TARGET: str('127.0.0.1:50051'),
      REDIS_URL: optionalUrl(['redis:', 'rediss:']),
      SUBSCRIPTION_SWEEP_INTERVAL_MS: int(60_000, { min: 1_000, max: 86_400_000, unit: 'ms' }),
      BILLING_AUDIT_APPEND_SECRET: optionalStr(),
      AUDIT_RELAY_INTERVAL_MS: int(500, { min: 10, max: 600_000, unit: 'ms' }),
      AUDIT_RELAY_BATCH_SIZE: int(100, { min: 1, max: 1000, unit: 'events' }),
      AUDIT_RELAY_RETRY_BASE_MS: int(1_000, { min: 10, max: 600_000, unit: 'ms' }),
      AUDIT_RELAY_RETRY_MAX_MS: int(60_000, { min: 10, max: 3_600_000, unit: 'ms' }),
      BILLING_GRPC_PORT: port(DEFAULT_PORTS.billingGrpc),
      BILLING_API_SERVICES: str('', { pattern: SERVICE_VERIFIER_LIST_PATTERN }),
    },
    env,
  );
  const secret = cfg.BILLING_AUDIT_APPEND_SECRET;
  if (secret !== undefined && (secret.length < 32 || secret.length > 256))
    throw new Error('BILLING_AUDIT_APPEND_SECRET must be 32 to 256 characters');
  const databaseUrl = serviceDatabaseUrl('svc_billing', cfg.BILLING_DATABASE_URL, cfg.DATABASE_URL);
  return { ...cfg, databaseUrl };
}
export type BillingConfig = ReturnType<typeof loadBillingConfig>;
