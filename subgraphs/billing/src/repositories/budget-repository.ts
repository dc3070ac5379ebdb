/** billing.budgets, and the spend of an API key (usage_records by api_key_id) for API-key budgets. */
import type { BillingAuditEvent } from '../events/audit-event.ts';
import { writeAuditEvent } from './audit-outbox-repository.ts';
import type { PrismaClient } from '../db.ts';

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
  /** Each change writes `audit` to the audit outbox in its transaction, only when it changed something. */
  create(row: Omit<BudgetRow, 'createdAt' | 'updatedAt'>, audit: BillingAuditEvent): Promise<BudgetRow>;
  /** null when the organization has no budget with that id. */
  update(organizationId: string, id: string, change: BudgetChange, audit: BillingAuditEvent): Promise<BudgetRow | null>;
  delete(organizationId: string, id: string, audit: BillingAuditEvent): Promise<boolean>;
  /** Exact microcents of the priced usage of an API key of the organization in [from, to). */
  apiKeySpend(organizationId: string, apiKeyId: string, from: Date, to: Date): Promise<bigint>;
}

export class BudgetRepository implements BudgetStore {
  constructor(private prisma: PrismaClient) {}

  /** The organization's enabled budgets (what the billing stage enforces). */
  enabled(organizationId: string) {
    return this.prisma.budget.findMany({
      where: { organizationId, enabled: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  list(organizationId: string) {
    return this.prisma.budget.findMany({ where: { organizationId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  count(organizationId: string) {
    return this.prisma.budget.count({ where: { organizationId } });
  }

  find(organizationId: string, id: string) {
    return this.prisma.budget.findFirst({ where: { organizationId, id } });
  }

  create(row: Omit<BudgetRow, 'createdAt' | 'updatedAt'>, audit: BillingAuditEvent) {
    return this.prisma.$transaction(async (tx) => {
      const created = await tx.budget.create({ data: row });
      await writeAuditEvent(tx, audit);
      return created;
    });
  }

  update(organizationId: string, id: string, change: BudgetChange, audit: BillingAuditEvent) {
    return this.prisma.$transaction(async (tx) => {
      const r = await tx.budget.updateMany({ where: { organizationId, id }, data: change });
      if (r.count !== 1) return null;
      await writeAuditEvent(tx, audit);
      return tx.budget.findFirst({ where: { organizationId, id } });
    });
  }

  delete(organizationId: string, id: string, audit: BillingAuditEvent) {
    return this.prisma.$transaction(async (tx) => {
      if ((await tx.budget.deleteMany({ where: { organizationId, id } })).count !== 1) return false;
      await writeAuditEvent(tx, audit);
      return true;
    });
  }

  async apiKeySpend(organizationId: string, apiKeyId: string, from: Date, to: Date) {
    const r = await this.prisma.usageRecord.aggregate({
      where: { apiKeyId, orgId: organizationId, occurredAt: { gte: from, lt: to } },
      _sum: { costMicrocents: true },
    });
    return r._sum.costMicrocents ?? 0n;
  }
}
