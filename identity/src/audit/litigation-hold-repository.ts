/** audit.audit_litigation_holds: each change in a transaction that holds the chain head first (litigation-holds.ts). */
import { lockChainHead } from './audit-chain-repository.ts';
import type { Prisma, PrismaClient } from '../db.ts';

export type HoldRow = Awaited<ReturnType<PrismaClient['auditLitigationHold']['findFirstOrThrow']>>;
/** Appends the change's audit event in its transaction. */
export type HoldAudit = (tx: Prisma.TransactionClient, row: HoldRow) => Promise<void>;
export interface ChainRef {
  chainKey: string;
  organizationId: string;
  workspaceId: string;
}

/** Transactions that wait on a chain head another append or purge holds. */
const TX = { maxWait: 10_000, timeout: 30_000 } as const;

export class LitigationHoldRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Stores a hold unless `refuse` objects to the chain's last purge checkpoint (it throws), with the
   * head locked first so no purge of the chain runs between the check and the insert.
   */
  place(
    chain: ChainRef,
    hold: Omit<Prisma.AuditLitigationHoldUncheckedCreateInput, 'chainKey' | 'organizationId' | 'workspaceId'>,
    refuse: (lastPurgedSeq: bigint | null) => void,
    audit: HoldAudit,
  ): Promise<HoldRow> {
    return this.prisma.$transaction(async (tx) => {
      await lockChainHead(tx, chain.chainKey, chain.organizationId, chain.workspaceId);
      const cut = await tx.auditChainCheckpoint.findFirst({
        where: { chainKey: chain.chainKey },
        orderBy: { seq: 'desc' },
        select: { seq: true },
      });
      refuse(cut?.seq ?? null);
      const row = await tx.auditLitigationHold.create({ data: { ...hold, ...chain } });
      await audit(tx, row);
      return row;
    }, TX);
  }

  /**
   * Releases an ACTIVE hold of this chain: null when the chain has no such hold (another tenant's
   * included; its chain is never locked), 'RELEASED' when it was released already.
   */
  release(
    chain: ChainRef,
    holdId: string,
    by: { at: Date; principal: string },
    audit: HoldAudit,
  ): Promise<HoldRow | null | 'RELEASED'> {
    return this.prisma.$transaction(async (tx) => {
      const mine = await tx.auditLitigationHold.findFirst({
        where: { holdId, organizationId: chain.organizationId, chainKey: chain.chainKey },
        select: { holdId: true },
      });
      if (!mine) return null;
      await lockChainHead(tx, chain.chainKey, chain.organizationId, chain.workspaceId);
      const released = await tx.auditLitigationHold.updateMany({
        where: { holdId, chainKey: chain.chainKey, status: 'ACTIVE' },
        data: { status: 'RELEASED', releasedAt: by.at, releasedBy: by.principal },
      });
      if (released.count === 0) return 'RELEASED' as const;
      const row = await tx.auditLitigationHold.findUniqueOrThrow({ where: { holdId } });
      await audit(tx, row);
      return row;
    }, TX);
  }

  /** A chain's holds, newest first. */
  list(organizationId: string, chainKey: string, take: number): Promise<HoldRow[]> {
    return this.prisma.auditLitigationHold.findMany({
      where: { organizationId, chainKey },
      orderBy: [{ placedAt: 'desc' }, { holdId: 'desc' }],
      take,
    });
  }
}
