/** billing.budgets, and the spend of an API key (usage_records by api_key_id) for API-key budgets. */
import type { PrismaClient } from '@svc/db';

export interface BudgetRow {
  id: string;
  organizationId: string;
  scopeType: string;
  scopeId: string;
  mode: string;
  ceilingCents: bigint;
  alertThresholdPcts: number[];
  enabled: boolean;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export type BudgetChange = Partial<Pick<BudgetRow, 'mode' | 'ceilingCents' | 'alertThresholdPcts' | 'enabled'>>;

export interface BudgetStore {
  list(organizationId: string): Promise<BudgetRow[]>;
  count(organizationId: string): Promise<number>;
  find(organizationId: string, id: string): Promise<BudgetRow | null>;
  create(row: Omit<BudgetRow, 'createdAt' | 'updatedAt'>): Promise<BudgetRow>;
  /** null when the organization has no budget with that id. */
  update(organizationId: string, id: string, change: BudgetChange): Promise<BudgetRow | null>;
  delete(organizationId: string, id: string): Promise<boolean>;
  /** Exact microcents of the priced usage of an API key of the organization in [from, to). */
  apiKeySpend(organizationId: string, apiKeyId: string, from: Date, to: Date): Promise<bigint>;
}

export class BudgetRepository implements BudgetStore {
  constructor(private prisma: PrismaClient) {}

  list(organizationId: string) {
    return this.prisma.budget.findMany({ where: { organizationId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  count(organizationId: string) {
    return this.prisma.budget.count({ where: { organizationId } });
  }

  find(organizationId: string, id: string) {
    return this.prisma.budget.findFirst({ where: { organizationId, id } });
  }

  create(row: Omit<BudgetRow, 'createdAt' | 'updatedAt'>) {
    return this.prisma.budget.create({ data: row });
  }

  async update(organizationId: string, id: string, change: BudgetChange) {
    const r = await this.prisma.budget.updateMany({ where: { organizationId, id }, data: change });
    return r.count === 1 ? this.find(organizationId, id) : null;
  }

  async delete(organizationId: string, id: string) {
    return (await this.prisma.budget.deleteMany({ where: { organizationId, id } })).count === 1;
  }

  async apiKeySpend(organizationId: string, apiKeyId: string, from: Date, to: Date) {
    const r = await this.prisma.usageRecord.aggregate({ where: { apiKeyId, orgId: organizationId, occurredAt: { gte: from, lt: to } }, _sum: { costMicrocents: true } });
    return r._sum.costMicrocents ?? 0n;
  }
}
