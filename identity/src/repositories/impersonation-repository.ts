/**
 * identity.impersonation_ops and identity.impersonation_approvals. Every transition runs in one
 * transaction that first locks the operation's row (SELECT … FOR UPDATE), so parallel approvals,
 * revocations and expiries of one operation are serialized: an approval is counted once, the
 * quorum activates the operation once, and each transition's audit event is appended last in the
 * transition's own transaction.
 */
import type { AuditHook } from '../services/governance-audit.ts';
import type { Prisma, PrismaClient } from '../db.ts';

export type ImpersonationRow = NonNullable<Awaited<ReturnType<ImpersonationRepository['byId']>>>;
export type AccessMode = 'READ_ONLY' | 'READ_WRITE';

export interface NewImpersonation {
  id: string;
  requesterUserId: string;
  requesterOrgId: string;
  requesterWorkspaceId: string;
  targetOrgId: string;
  targetWorkspaceId: string | null;
  accessMode: AccessMode;
  justification: string;
  durationSeconds: number;
  quorumRequired: number;
  approvalDeadline: Date;
}

/** What an approval did, for the service to answer or refuse. */
export type ApprovalOutcome =
  | { kind: 'counted'; row: ImpersonationRow; activated: boolean }
  | { kind: 'duplicate'; row: ImpersonationRow }
  | { kind: 'not_requested'; row: ImpersonationRow }
  | { kind: 'missing' };

/** Whether a REQUESTED or ACTIVE operation's deadline has passed at `now`. */
export function isPastDeadline(
  r: { status: string; approvalDeadline: Date; expiresAt: Date | null },
  now: Date,
): boolean {
  if (r.status === 'REQUESTED') return r.approvalDeadline <= now;
  if (r.status === 'ACTIVE') return r.expiresAt !== null && r.expiresAt <= now;
  return false;
}

export class ImpersonationRepository {
  constructor(private db: PrismaClient) {}

  byId(id: string) {
    return this.db.impersonationOp.findUnique({ where: { id } });
  }

  async hasApproved(opId: string, approverUserId: string): Promise<boolean> {
    return (await this.db.impersonationApproval.count({ where: { opId, approverUserId } })) > 0;
  }

  /** Most recent first, at most `take`; `targetOrgId` null means every organization. */
  list(where: { targetOrgId?: string; activatedOnly?: boolean }, take: number) {
    return this.db.impersonationOp.findMany({
      where: {
        ...(where.targetOrgId ? { targetOrgId: where.targetOrgId } : {}),
        ...(where.activatedOnly ? { activatedAt: { not: null } } : {}),
      },
      orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
      take,
    });
  }

  create(r: NewImpersonation, audit: AuditHook): Promise<ImpersonationRow> {
    return this.db.$transaction(async (tx) => {
      const row = await tx.impersonationOp.create({ data: { ...r, status: 'REQUESTED' } });
      await audit(tx);
      return row;
    });
  }

  /**
   * Counts `approverUserId`'s approval of a REQUESTED operation before its deadline; the approval
   * that completes the quorum makes it ACTIVE until now + duration. `audit(activated)` records the
   * approval (and the activation) in the same transaction.
   */
  approve(
    id: string,
    approverUserId: string,
    now: Date,
    audit: (row: ImpersonationRow, activated: boolean) => AuditHook,
  ): Promise<ApprovalOutcome> {
    return this.db.$transaction(async (tx) => {
      const row = await lock(tx, id);
      if (!row) return { kind: 'missing' } as const;
      if (row.status !== 'REQUESTED' || isPastDeadline(row, now)) return { kind: 'not_requested', row } as const;
      const inserted = await tx.impersonationApproval.createMany({
        data: [{ opId: id, approverUserId, approvedAt: now }],
        skipDuplicates: true,
      });
      if (inserted.count === 0) return { kind: 'duplicate', row } as const;
      const collected = await tx.impersonationApproval.count({ where: { opId: id } });
      const activated = collected >= row.quorumRequired;
      const updated = await tx.impersonationOp.update({
        where: { id },
        data: activated
          ? {
              quorumCollected: row.quorumRequired,
              status: 'ACTIVE',
              activatedAt: now,
              expiresAt: new Date(now.getTime() + row.durationSeconds * 1000),
            }
          : { quorumCollected: collected },
      });
      await audit(updated, activated)(tx);
      return { kind: 'counted', row: updated, activated } as const;
    });
  }

  /** Any status but REVOKED → REVOKED; null when it was already REVOKED (or does not exist). */
  revoke(
    id: string,
    byUserId: string,
    now: Date,
    audit: (row: ImpersonationRow) => AuditHook,
  ): Promise<ImpersonationRow | null> {
    return this.db.$transaction(async (tx) => {
      const row = await lock(tx, id);
      if (!row || row.status === 'REVOKED') return null;
      const updated = await tx.impersonationOp.update({
        where: { id },
        data: { status: 'REVOKED', revokedAt: now, revokedByUserId: byUserId },
      });
      await audit(updated)(tx);
      return updated;
    });
  }

  /** An event about an operation that changes no row (a token issued under it). */
  async record(audit: AuditHook): Promise<void> {
    await this.db.$transaction(async (tx) => {
      await audit(tx);
    });
  }

  /** REQUESTED or ACTIVE past its deadline → EXPIRED (once); the row as it is afterwards. */
  expireIfDue(id: string, now: Date, audit: (row: ImpersonationRow) => AuditHook): Promise<ImpersonationRow | null> {
    return this.db.$transaction(async (tx) => {
      const row = await lock(tx, id);
      if (!row || !isPastDeadline(row, now)) return row;
      const updated = await tx.impersonationOp.update({ where: { id }, data: { status: 'EXPIRED' } });
      await audit(updated)(tx);
      return updated;
    });
  }
}

/** The operation's row, locked until the transaction ends. */
async function lock(tx: Prisma.TransactionClient, id: string): Promise<ImpersonationRow | null> {
  const hit = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM identity.impersonation_ops WHERE id = ${id} FOR UPDATE`;
  return hit.length ? tx.impersonationOp.findUnique({ where: { id } }) : null;
}
