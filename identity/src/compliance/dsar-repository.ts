import type { Prisma, PrismaClient } from '../db.ts';
/**
 * audit.dsar_requests: every read and write is scoped to the caller's organization and workspace
 * (another tenant's request is indistinguishable from an unknown id).
 */

export type DsarRow = Awaited<ReturnType<PrismaClient['dsarRequest']['findFirstOrThrow']>>;
export type Tx = Prisma.TransactionClient;
export interface DsarTenant {
  orgId: string;
  workspaceId: string;
}

const mine = (t: DsarTenant) => ({ organizationId: t.orgId, workspaceId: t.workspaceId });

export class DsarRepository {
  constructor(readonly prisma: PrismaClient) {}

  find(db: Tx | PrismaClient, t: DsarTenant, dsarId: string): Promise<DsarRow | null> {
    return db.dsarRequest.findFirst({ where: { dsarId, ...mine(t) } });
  }

  /** The row, locked until the transaction ends (fulfilment and verification are serialized per request). */
  async lock(tx: Tx, t: DsarTenant, dsarId: string): Promise<DsarRow | null> {
    await tx.$queryRaw`SELECT dsar_id FROM audit.dsar_requests WHERE dsar_id = ${dsarId} FOR UPDATE`;
    return this.find(tx, t, dsarId);
  }

  create(tx: Tx, data: Prisma.DsarRequestUncheckedCreateInput): Promise<DsarRow> {
    return tx.dsarRequest.create({ data });
  }

  update(tx: Tx, dsarId: string, data: Prisma.DsarRequestUncheckedUpdateInput): Promise<DsarRow> {
    return tx.dsarRequest.update({ where: { dsarId }, data });
  }

  /** Newest first (receivedAt, then id, descending), `take` rows after the keyset position. */
  page(t: DsarTenant, take: number, after?: { receivedAt: Date; dsarId: string }): Promise<DsarRow[]> {
    return this.prisma.dsarRequest.findMany({
      where: {
        ...mine(t),
        ...(after
          ? {
              OR: [
                { receivedAt: { lt: after.receivedAt } },
                { receivedAt: after.receivedAt, dsarId: { lt: after.dsarId } },
              ],
            }
          : {}),
      },
      orderBy: [{ receivedAt: 'desc' }, { dsarId: 'desc' }],
      take,
    });
  }

  /**
   * The oldest proofed, unfulfilled request of `kinds` for a subject, locked, or null. A candidate
   * another transaction fulfilled while this one waited for its lock is skipped (re-read after the
   * lock), so concurrent fulfilments never fulfil one request twice.
   */
  async lockOpenVerified(tx: Tx, t: DsarTenant, subjectRef: string, kinds: readonly string[]): Promise<DsarRow | null> {
    const skipped: string[] = [];
    for (;;) {
      const row = await tx.dsarRequest.findFirst({
        where: {
          ...mine(t),
          subjectRef,
          kind: { in: [...kinds] },
          verifiedAt: { not: null },
          status: 'IN_PROGRESS',
          dsarId: { notIn: skipped },
        },
        orderBy: [{ receivedAt: 'asc' }, { dsarId: 'asc' }],
      });
      if (!row) return null;
      const locked = await this.lock(tx, t, row.dsarId);
      if (locked?.status === 'IN_PROGRESS' && locked.verifiedAt) return locked;
      skipped.push(row.dsarId);
    }
  }
}
