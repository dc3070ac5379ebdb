import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS, int, loadConfig, optionalStr, optionalUrl, port, RedisStore, str } from '@svc/core';
import { BudgetLedger } from '@svc/budget-ledger';
import { createPrismaClient, serviceDatabaseUrl } from '@svc/db';
import {
  BUDGETS_CHANGED_CHANNEL,
  createAuditIngestClient,
  createIdentityClient,
  SERVICE_VERIFIER_LIST_PATTERN,
  ServiceVerifier,
  type GrpcServerHandle,
} from '@svc/grpc';
import { subgraphBaseConfig, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { loadPlanCatalogue } from './services/plan-catalogue.ts';
import { QuotaService } from './services/quota-service.ts';
import { UsageRepository } from './services/usage-repository.ts';
import { UsageReportRepository } from './services/usage-report-repository.ts';
import { UsageReportService } from './services/usage-report-service.ts';
import { requirePermission } from './services/authorize.ts';
import { SubscriptionRepository } from './services/subscription-repository.ts';
import { SubscriptionService } from './services/subscription-service.ts';
import { InvoiceRepository } from './services/invoice-repository.ts';
import { InvoiceService } from './services/invoice-service.ts';
import { notWiredPaymentProvider } from './services/payment-provider.ts';
import { PaymentService } from './services/payment-service.ts';
import { BudgetRepository } from './services/budget-repository.ts';
import { BudgetService } from './services/budget-service.ts';
import { AuditOutboxRepository } from './services/audit-outbox-repository.ts';
import { AuditRelay } from './services/audit-relay.ts';
import { UsageRecordRepository } from './services/usage-record-repository.ts';
import { UsageIngest } from './services/usage-ingest.ts';
import { startBillingApi } from './api/billing-grpc.ts';
import { PrismaClient } from './db.ts';

/**
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
export const billingSubgraph: SubgraphDefinition = {
  name: 'billing',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: async ({ cursors, env, log, readiness, metrics }) => {
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
    const plans = loadPlanCatalogue(fileURLToPath(new URL('../catalogue/plans.json', import.meta.url)));
    const databaseUrl = serviceDatabaseUrl('svc_billing', cfg.BILLING_DATABASE_URL, cfg.DATABASE_URL);
    if (!databaseUrl) {
      log.warn(
        'BILLING_DATABASE_URL and DATABASE_URL are unset: every billing operation but publicPlans fails closed with SVC-SERVER-9001',
      );
      return { resolvers: createResolvers({ plans, cursors }) };
    }
    const prisma = createPrismaClient(PrismaClient, { url: databaseUrl, poolMax: cfg.DB_POOL_MAX });
    const usage = new UsageRepository(prisma);
    const identity = createIdentityClient(cfg.IDENTITY_GRPC_TARGET);
    readiness.add({ name: 'database', check: () => usage.ping() });
    const may = (permission: string) => requirePermission(identity, permission);
    const groups = new UsageReportRepository(prisma);
    const ledgerStore = cfg.REDIS_URL
      ? new RedisStore({ url: cfg.REDIS_URL, onError: (e) => log.warn({ err: e.message }, 'redis error') }).connect()
      : null;
    const ledger = ledgerStore ? new BudgetLedger(ledgerStore) : null;
    const subscriptions = new SubscriptionService({
      store: new SubscriptionRepository(prisma),
      identity,
      plans,
      authorize: {
        planRead: may('svc:billing:plan:read'),
        read: may('svc:billing:subscription:read'),
        write: may('svc:billing:subscription:write'),
      },
    });
    // A canceled subscription ends at its period's end even if nobody reads it: the tier follows.
    const endCanceled = setInterval(() => {
      subscriptions
        .endCanceled()
        .catch((e: Error) => log.error({ err: e.message }, 'ended subscriptions not processed; retried next round'));
    }, cfg.SUBSCRIPTION_SWEEP_INTERVAL_MS);
    endCanceled.unref();
    // Audited changes write their event to billing.audit_outbox in their transaction; the relay
    // hands them to identity, the only holder of the audit signing key (ADR 007).
    const auditIngest = secret
      ? createAuditIngestClient(cfg.IDENTITY_GRPC_TARGET, { service: 'billing', secret })
      : null;
    const relay = auditIngest
      ? new AuditRelay({
          outbox: new AuditOutboxRepository(prisma, { leaseMs: 15_000 }),
          identity: auditIngest,
          log,
          opts: {
            batchSize: cfg.AUDIT_RELAY_BATCH_SIZE,
            intervalMs: cfg.AUDIT_RELAY_INTERVAL_MS,
            retryBaseMs: cfg.AUDIT_RELAY_RETRY_BASE_MS,
            retryMaxMs: cfg.AUDIT_RELAY_RETRY_MAX_MS,
          },
        })
      : null;
    if (relay) relay.start();
    else
      log.warn(
        'BILLING_AUDIT_APPEND_SECRET is unset: audit events of billing changes wait in billing.audit_outbox until a billing process with the secret relays them',
      );
    const budgetStore = new BudgetRepository(prisma);
    const usageRecords = new UsageRecordRepository(prisma);
    // Other services record usage and read budgets through this API, never through billing's tables (ADR 010).
    if (!cfg.BILLING_API_SERVICES)
      log.warn(
        "BILLING_API_SERVICES is unset: every call to billing's internal API is refused (no usage can be recorded)",
      );
    const release = async () => {
      clearInterval(endCanceled);
      await relay?.stop();
      auditIngest?.close();
      identity.close();
      await ledgerStore?.close();
      await prisma.$disconnect();
    };
    let api: GrpcServerHandle;
    try {
      api = await startBillingApi({
        host: subgraphBaseConfig('billing', env).host,
        port: cfg.BILLING_GRPC_PORT,
        log,
        registry: metrics.registry,
        callers: new ServiceVerifier(cfg.BILLING_API_SERVICES, 'SVC-BILLING-API-UNAUTHENTICATED'),
        ingest: new UsageIngest({ store: usageRecords }),
        budgets: budgetStore,
        usage: usageRecords,
      });
    } catch (e) {
      await release();
      throw e;
    }
    log.info({ port: api.port }, 'billing internal gRPC API listening');
    // Inference caches budgets: tell it at once (its cache TTL bounds a lost message).
    const budgetsChanged = (orgId: string) => {
      ledgerStore
        ?.publish(BUDGETS_CHANGED_CHANNEL, orgId)
        .catch((e: Error) =>
          log.warn({ err: e.message, orgId }, 'budget change not announced; caches see it when their TTL expires'),
        );
    };
    return {
      resolvers: createResolvers({
        plans,
        cursors,
        services: {
          quota: new QuotaService({ usage, identity, plans }),
          usage: new UsageReportService({ usage: groups, authorize: may('svc:billing:usage:read') }),
          subscriptions,
          invoices: new InvoiceService({
            invoices: new InvoiceRepository(prisma),
            subscriptions,
            usage: groups,
            authorize: may('svc:billing:invoice:read'),
            mintCursor: (caller, position) => cursors.mint(caller.workspaceId, 'Query.invoices', position),
          }),
          budgets: new BudgetService({
            store: budgetStore,
            usage: groups,
            ledger,
            changed: budgetsChanged,
            authorize: {
              read: may('svc:billing:budget:read'),
              create: may('svc:billing:budget:create'),
              write: may('svc:billing:budget:write'),
              delete: may('svc:billing:budget:delete'),
            },
          }),
          // No payment provider is wired in this deployment (see services/payment-provider.ts).
          payments: new PaymentService({
            provider: notWiredPaymentProvider,
            plans,
            authorize: {
              checkoutCreate: may('svc:billing:checkout:create'),
              checkoutRead: may('svc:billing:checkout:read'),
              portal: may('svc:billing:portal:create'),
              methodsRead: may('svc:billing:payment_method:read'),
              methodsWrite: may('svc:billing:payment_method:write'),
              methodsDelete: may('svc:billing:payment_method:delete'),
            },
          }),
        },
      }),
      onStop: async () => {
        await api.stop();
        await release();
      },
    };
  },
};
