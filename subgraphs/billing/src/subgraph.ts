import { fileURLToPath } from 'node:url';
import { RedisStore } from '@svc/core';
import { BudgetLedger } from '@svc/budget-ledger';
import { createPrismaClient } from '@svc/db';
import {
  BUDGETS_CHANGED_CHANNEL,
  createAuditIngestClient,
  createIdentityClient,
  ServiceVerifier,
  type GrpcServerHandle,
} from '@svc/grpc';
import { subgraphBaseConfig, type SubgraphDefinition } from '@svc/subgraph-kit';
import { loadBillingConfig } from './config.ts';
import { createResolvers } from './resolvers/index.ts';
import { loadPlanCatalogue } from './services/plan-catalogue.ts';
import { QuotaService } from './services/quota-service.ts';
import { UsageRepository } from './repositories/usage-repository.ts';
import { UsageReportRepository } from './repositories/usage-report-repository.ts';
import { UsageReportService } from './services/usage-report-service.ts';
import { requirePermission } from './services/authorize.ts';
import { SubscriptionRepository } from './repositories/subscription-repository.ts';
import { SubscriptionService } from './services/subscription-service.ts';
import { InvoiceRepository } from './repositories/invoice-repository.ts';
import { InvoiceService } from './services/invoice-service.ts';
import { notWiredPaymentProvider } from './services/payment-provider.ts';
import { PaymentService } from './services/payment-service.ts';
import { BudgetRepository } from './repositories/budget-repository.ts';
import { BudgetService } from './services/budget-service.ts';
import { AuditOutboxRepository } from './repositories/audit-outbox-repository.ts';
import { AuditRelay } from '@svc/grpc';
import { UsageRecordRepository } from './repositories/usage-record-repository.ts';
import { UsageIngest } from './services/usage-ingest.ts';
import { startBillingApi } from './api/billing-grpc.ts';
import { PrismaClient } from './db.ts';

export const billingSubgraph: SubgraphDefinition = {
  name: 'billing',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: async ({ cursors, env, log, readiness, metrics }) => {
    const cfg = loadBillingConfig(env);
    const plans = loadPlanCatalogue(fileURLToPath(new URL('../catalogue/plans.json', import.meta.url)));
    const { databaseUrl } = cfg;
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
    const secret = cfg.BILLING_AUDIT_APPEND_SECRET;
    const auditIngest = secret
      ? createAuditIngestClient(cfg.IDENTITY_GRPC_TARGET, { service: 'billing', secret })
      : null;
    const relay = auditIngest
      ? new AuditRelay({
          outbox: new AuditOutboxRepository(prisma, { leaseMs: 15_000 }),
          table: 'billing.audit_outbox',
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
