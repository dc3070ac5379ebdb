/**
 * The tenant-facing reads: one chain's events in (occurred_at DESC, seq DESC) keyset order with
 * filters and an exact count, one event by id within a chain, and the gateway's activity records
 * of one workspace. Callers pass the chain/workspace derived from the credential; no read here
 * takes a tenant from anywhere else.
 */
import type { PrismaClient } from '@svc/db';
import { Prisma } from '@svc/db';
import { toStoredAuditEvent, type StoredAuditEvent } from './audit-event-repository.ts';

export interface AuditEventFilter {
  since?: Date;
  until?: Date;
  category?: string;
  outcome?: string;
}

/** The position after which a page continues: the last row of the previous page. */
export interface AuditKeyset { occurredAt: Date; seq: bigint }

export class AuditReadRepository {
  constructor(private readonly prisma: PrismaClient) {}

  private where(chainKey: string, f: AuditEventFilter): Prisma.AuditEventWhereInput {
    return {
      chainKey,
      ...(f.category ? { category: f.category } : {}),
      ...(f.outcome ? { outcome: f.outcome } : {}),
      ...(f.since || f.until ? { occurredAt: { ...(f.since ? { gte: f.since } : {}), ...(f.until ? { lt: f.until } : {}) } } : {}),
    };
  }

  /** Up to `take` events strictly after `after` in (time DESC, seq DESC) order. */
  async page(chainKey: string, f: AuditEventFilter, after: AuditKeyset | null, take: number): Promise<StoredAuditEvent[]> {
    const base = this.where(chainKey, f);
    // The `lte` bound is what lets PostgreSQL start the index scan at the cursor (the OR alone is
    // a filter, and a deep page would walk every newer row first: 320 ms at 900,000 rows down).
    const where: Prisma.AuditEventWhereInput = after
      ? { AND: [base, { occurredAt: { lte: after.occurredAt } }, { OR: [{ occurredAt: { lt: after.occurredAt } }, { occurredAt: after.occurredAt, seq: { lt: after.seq } }] }] }
      : base;
    const rows = await this.prisma.auditEvent.findMany({ where, orderBy: [{ occurredAt: 'desc' }, { seq: 'desc' }], take });
    return rows.map(toStoredAuditEvent);
  }

  /**
   * The exact number of events matching the filter. A chain's seqs have no gaps and the retention
   * purge removes only a prefix, so without a category or outcome filter the count is the span of
   * seqs in the range: two index lookups instead of counting up to millions of rows. The time
   * bounds map to seqs because a chain's `occurred_at` never decreases with seq (AuditTrail.seal).
   * With a category or outcome filter the rows of the range are counted.
   */
  async count(chainKey: string, f: AuditEventFilter): Promise<number> {
    if (f.category || f.outcome) return this.prisma.auditEvent.count({ where: this.where(chainKey, f) });
    const where = this.where(chainKey, f);
    const [lo, hi] = await Promise.all([
      this.prisma.auditEvent.findFirst({ where, orderBy: [{ occurredAt: 'asc' }, { seq: 'asc' }], select: { seq: true } }),
      this.prisma.auditEvent.findFirst({ where, orderBy: [{ occurredAt: 'desc' }, { seq: 'desc' }], select: { seq: true } }),
    ]);
    return lo && hi ? Number(hi.seq - lo.seq) + 1 : 0;
  }

  async byId(id: string, chainKey: string): Promise<StoredAuditEvent | null> {
    const r = await this.prisma.auditEvent.findFirst({ where: { id, chainKey } });
    return r ? toStoredAuditEvent(r) : null;
  }

  /** The workspace's activity records, newest first, strictly older than the record `beforeId`. */
  async activity(orgId: string, workspaceId: string, beforeId: string | null, take: number) {
    return this.prisma.activityRecord.findMany({
      where: { orgId, workspaceId, ...(beforeId ? { id: { lt: beforeId } } : {}) },
      orderBy: { id: 'desc' },
      take,
    });
  }
}
