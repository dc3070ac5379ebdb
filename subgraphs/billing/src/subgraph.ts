import { fileURLToPath } from 'node:url';
import { int, loadConfig, optionalUrl, str } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { createIdentityClient } from '@svc/grpc';
import type { SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { loadPlanCatalogue } from './services/plan-catalogue.ts';
import { QuotaService } from './services/quota-service.ts';
import { UsageRepository } from './services/usage-repository.ts';

/**
 * | variable | default | meaning |
 * |---|---|---|
 * | DATABASE_URL | (unset: quotaStatus and orgQuotaStatus fail closed with SVC-SERVER-9001, one warning logged) | PostgreSQL holding billing.usage_records |
 * | DB_POOL_MAX | 5 | connections to it |
 * | IDENTITY_GRPC_TARGET | 127.0.0.1:50051 | identity (CheckPermission, GetOrganization, GetOrganizationCounts); used only with DATABASE_URL |
 */
export const billingSubgraph: SubgraphDefinition = {
  name: 'billing',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ cursors, env, log, readiness }) => {
    const cfg = loadConfig({
      DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
      DB_POOL_MAX: int(5, { min: 1, max: 100, unit: 'connections' }),
      IDENTITY_GRPC_TARGET: str('127.0.0.1:50051'),
    }, env);
    const plans = loadPlanCatalogue(fileURLToPath(new URL('../catalogue/plans.json', import.meta.url)));
    if (!cfg.DATABASE_URL) {
      log.warn('DATABASE_URL is unset: quotaStatus and orgQuotaStatus fail closed with SVC-SERVER-9001');
      return { resolvers: createResolvers({ plans, cursors }) };
    }
    const prisma = createPrismaClient({ url: cfg.DATABASE_URL, poolMax: cfg.DB_POOL_MAX });
    const usage = new UsageRepository(prisma);
    const identity = createIdentityClient(cfg.IDENTITY_GRPC_TARGET);
    readiness.add({ name: 'database', check: () => usage.ping() });
    return {
      resolvers: createResolvers({ plans, cursors, quota: new QuotaService({ usage, identity, plans }) }),
      onStop: async () => {
        identity.close();
        await prisma.$disconnect();
      },
    };
  },
};
