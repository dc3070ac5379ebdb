/** identity.content_bound_enablements: one entitlement record per workspace. */
import type { AuditHook } from '../services/governance-audit.ts';
import type { PrismaClient } from '../db.ts';

export type ContentBoundRow = NonNullable<Awaited<ReturnType<ContentBoundRepository['ofWorkspace']>>>;

export interface ContentBoundRequest {
  id: string;
  organizationId: string;
  workspaceId: string;
  dlpProfileId: string;
  dpaReference: string;
  legalSignoffRef: string;
  residencyRegion: string;
  kmsKeyRefSha256: string;
  makerUserId: string;
}

export class ContentBoundRepository {
  constructor(private db: PrismaClient) {}

  ofWorkspace(workspaceId: string) {
    return this.db.contentBoundEnablement.findUnique({ where: { workspaceId } });
  }

  byId(id: string) {
    return this.db.contentBoundEnablement.findUnique({ where: { id } });
  }

  /**
   * Stores a request as PENDING: a new record, or one that replaces the workspace's PENDING,
   * REJECTED or REVOKED record (a fresh id; its earlier approvals are void). null when the
   * workspace's entitlement is ACTIVE.
   */
  request(r: ContentBoundRequest, audit: AuditHook): Promise<ContentBoundRow | null> {
    return this.db.$transaction(async (tx) => {
      const current = await tx.contentBoundEnablement.findUnique({ where: { workspaceId: r.workspaceId } });
      if (current?.status === 'ACTIVE') return null;
      if (current) await tx.contentBoundEnablement.delete({ where: { id: current.id } });
      const row = await tx.contentBoundEnablement.create({ data: { ...r, status: 'PENDING' } });
      await audit(tx);
      return row;
    });
  }

  /**
   * PENDING → ACTIVE by `checkerUserId`, only when the checker is not the maker; false when the
   * record was not PENDING any more (a parallel approval won) or the checker is the maker.
   */
  activate(id: string, checkerUserId: string, now: Date, audit: AuditHook): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.contentBoundEnablement.updateMany({
        where: { id, status: 'PENDING', NOT: { makerUserId: checkerUserId } },
        data: { status: 'ACTIVE', checkerUserId, enabledAt: now },
      });
      if (r.count !== 1) return false;
      await audit(tx);
      return true;
    });
  }

  /** ACTIVE → REVOKED; false when the record was not ACTIVE any more (a parallel revocation won). */
  revoke(id: string, audit: AuditHook): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.contentBoundEnablement.updateMany({
        where: { id, status: 'ACTIVE' },
        data: { status: 'REVOKED' },
      });
      if (r.count !== 1) return false;
      await audit(tx);
      return true;
    });
  }

  /**
   * PENDING → REJECTED by `checkerUserId` under the same maker-checker rule as `activate`; false
   * when the record was not PENDING any more or the checker is the maker.
   */
  reject(id: string, checkerUserId: string, audit: AuditHook): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.contentBoundEnablement.updateMany({
        where: { id, status: 'PENDING', NOT: { makerUserId: checkerUserId } },
        data: { status: 'REJECTED', checkerUserId },
      });
      if (r.count !== 1) return false;
      await audit(tx);
      return true;
    });
  }
}
