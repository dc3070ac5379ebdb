/** The budgets the billing subgraph stores (billing.budgets), read for the billing stage, and the usage that opens a budget's ledger account. */
import type { BudgetDefinition, BudgetSource } from '../services/budget-guard.ts';
import type { PrismaClient } from '../db.ts';

export class BudgetRepository implements BudgetSource {
  constructor(private readonly db: PrismaClient) {}

  enabledBudgets(orgId: string): Promise<BudgetDefinition[]> {
    return this.db.budget.findMany({
      where: { organizationId: orgId, enabled: true },
      select: { id: true, scopeType: true, scopeId: true, mode: true, ceilingCents: true, alertThresholdPcts: true },
    });
  }

  async committedMicrocents(orgId: string, b: BudgetDefinition, from: Date, to: Date): Promise<bigint> {
    const subject =
      b.scopeType === 'WORKSPACE' ? { workspaceId: b.scopeId }
      : b.scopeType === 'PROVIDER' ? { provider: b.scopeId }
      : b.scopeType === 'API_KEY' ? { apiKeyId: b.scopeId }
      : {};
    const r = await this.db.usageRecord.aggregate({ where: { orgId, occurredAt: { gte: from, lt: to }, ...subject }, _sum: { costMicrocents: true } });
    return r._sum.costMicrocents ?? 0n;
  }
}
