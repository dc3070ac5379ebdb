import { fileURLToPath } from 'node:url';
import { int, loadConfig, optionalUrl, RedisStore, str } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { createIdentityClient } from '@svc/grpc';
import type { SubgraphDefinition } from '@svc/subgraph-kit';
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

/**
 * | variable | default | meaning |
 * |---|---|---|
 * | DATABASE_URL | (unset: every operation but publicPlans fails closed with SVC-SERVER-9001, one warning logged) | PostgreSQL holding the billing schema |
 * | DB_POOL_MAX | 5 | connections to it |
 * | REDIS_URL | (unset: budgets report reservedCents "0", the holds being the inference process's own) | the shared store holding the budget ledgers |
 * | IDENTITY_GRPC_TARGET | 127.0.0.1:50051 | identity (CheckPermission, GetOrganization, GetOrganizationCounts, SetOrganizationPlan); used only with DATABASE_URL |
 * | SUBSCRIPTION_SWEEP_INTERVAL_MS | 60000 ms | how often subscriptions whose period ended with a cancellation pending are ended (the organization moves to FREE) |
 */
export const billingSubgraph: SubgraphDefinition = {
  name: 'billing',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ cursors, env, log, readiness }) => {
    const cfg = loadConfig({
      DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
      DB_POOL_MAX: int(5, { min: 1, max: 100, unit: 'connections' }),
      IDENTITY_GRPC_TARGET: str('127.0.0.1:50051'),
      REDIS_URL: optionalUrl(['redis:', 'rediss:']),
      SUBSCRIPTION_SWEEP_INTERVAL_MS: int(60_000, { min: 1_000, max: 86_400_000, unit: 'ms' }),
    }, env);
    const plans = loadPlanCatalogue(fileURLToPath(new URL('../catalogue/plans.json', import.meta.url)));
    if (!cfg.DATABASE_URL) {
      log.warn('DATABASE_URL is unset: every billing operation but publicPlans fails closed with SVC-SERVER-9001');
      return { resolvers: createResolvers({ plans, cursors }) };
    }
    const prisma = createPrismaClient({ url: cfg.DATABASE_URL, poolMax: cfg.DB_POOL_MAX });
    const usage = new UsageRepository(prisma);
    const identity = createIdentityClient(cfg.IDENTITY_GRPC_TARGET);
    readiness.add({ name: 'database', check: () => usage.ping() });
    const may = (permission: string) => requirePermission(identity, permission);
    const groups = new UsageReportRepository(prisma);
    const ledger = cfg.REDIS_URL ? new RedisStore({ url: cfg.REDIS_URL, onError: (e) => log.warn({ err: e.message }, 'redis error') }).connect() : null;
    const subscriptions = new SubscriptionService({
      store: new SubscriptionRepository(prisma), identity, plans,
      authorize: { planRead: may('svc:billing:plan:read'), read: may('svc:billing:subscription:read'), write: may('svc:billing:subscription:write') },
    });
    // A canceled subscription ends at its period's end even if nobody reads it: the tier follows.
    const endCanceled = setInterval(() => {
      subscriptions.endCanceled().catch((e: Error) => log.error({ err: e.message }, 'ended subscriptions not processed; retried next round'));
    }, cfg.SUBSCRIPTION_SWEEP_INTERVAL_MS);
    endCanceled.unref();
    return {
      resolvers: createResolvers({
        plans,
        cursors,
        services: {
          quota: new QuotaService({ usage, identity, plans }),
          usage: new UsageReportService({ usage: groups, authorize: may('svc:billing:usage:read') }),
          subscriptions,
          invoices: new InvoiceService({
            invoices: new InvoiceRepository(prisma), subscriptions, usage: groups, authorize: may('svc:billing:invoice:read'),
            mintCursor: (caller, position) => cursors.mint(caller.workspaceId, 'Query.invoices', position),
          }),
          budgets: new BudgetService({
            store: new BudgetRepository(prisma), usage: groups, ledger,
            authorize: { read: may('svc:billing:budget:read'), create: may('svc:billing:budget:create'), write: may('svc:billing:budget:write'), delete: may('svc:billing:budget:delete') },
          }),
          // No payment provider is wired in this deployment (see services/payment-provider.ts).
          payments: new PaymentService({
            provider: notWiredPaymentProvider, plans,
            authorize: {
              checkoutCreate: may('svc:billing:checkout:create'), checkoutRead: may('svc:billing:checkout:read'), portal: may('svc:billing:portal:create'),
              methodsRead: may('svc:billing:payment_method:read'), methodsWrite: may('svc:billing:payment_method:write'), methodsDelete: may('svc:billing:payment_method:delete'),
            },
          }),
        },
      }),
      onStop: async () => {
        clearInterval(endCanceled);
        identity.close();
        await ledger?.close();
        await prisma.$disconnect();
      },
    };
  },
};
