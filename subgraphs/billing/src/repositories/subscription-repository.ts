/** billing.subscriptions: one row per organization, the subscription state the platform owns. */
import type { BillingAuditEvent } from '../events/audit-event.ts';
import { writeAuditEvent } from './audit-outbox-repository.ts';
import { Prisma, type PrismaClient } from '../db.ts';

export interface SubscriptionRow {
  id: string;
  organizationId: string;
  planCode: string;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  cancellationReason: string | null;
  trialStart: Date | null;
  trialEnd: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type SubscriptionChange = Partial<
  Pick<
    SubscriptionRow,
    'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'canceledAt' | 'cancellationReason'
  >
>;

export interface SubscriptionStore {
  find(organizationId: string): Promise<SubscriptionRow | null>;
  /** Creates the row unless one exists; returns the one that exists either way. */
  createIfAbsent(row: Omit<SubscriptionRow, 'createdAt' | 'updatedAt'>): Promise<SubscriptionRow>;
  /**
   * Applies `change` only if the row still has `expectedUpdatedAt` (optimistic); null when it
   * changed meanwhile. `audit`, when given, is written to the audit outbox in the same transaction,
   * only when the change applied.
   */
  update(
    organizationId: string,
    expectedUpdatedAt: Date,
    change: SubscriptionChange,
    audit?: BillingAuditEvent,
  ): Promise<SubscriptionRow | null>;
  /** ACTIVE subscriptions with a pending cancellation whose period ended before `now`, oldest first. */
  endedWithCancellation(now: Date, limit: number): Promise<SubscriptionRow[]>;
}

export class SubscriptionRepository implements SubscriptionStore {
  constructor(private prisma: PrismaClient) {}

  find(organizationId: string) {
    return this.prisma.subscription.findUnique({ where: { organizationId } });
  }

  async createIfAbsent(row: Omit<SubscriptionRow, 'createdAt' | 'updatedAt'>) {
    try {
      return await this.prisma.subscription.create({ data: row });
    } catch (e) {
      if (!(e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')) throw e;
      return (await this.find(row.organizationId))!;
    }
  }

  endedWithCancellation(now: Date, limit: number) {
    return this.prisma.subscription.findMany({
      where: { status: 'ACTIVE', cancelAtPeriodEnd: true, currentPeriodEnd: { lte: now } },
      orderBy: { currentPeriodEnd: 'asc' },
      take: limit,
    });
  }

  update(organizationId: string, expectedUpdatedAt: Date, change: SubscriptionChange, audit?: BillingAuditEvent) {
    return this.prisma.$transaction(async (tx) => {
      const r = await tx.subscription.updateMany({
        where: { organizationId, updatedAt: expectedUpdatedAt },
        data: change,
      });
      if (r.count !== 1) return null;
      if (audit) await writeAuditEvent(tx, audit);
      return tx.subscription.findUnique({ where: { organizationId } });
    });
  }
}
