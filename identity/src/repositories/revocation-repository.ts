/** identity.token_revocations: the durable record of revoked token ids and families. */
import type { AuditEventInput, AuditTrail } from '../audit/index.ts';
import type { PrismaClient } from '../db.ts';

export type RevocationKind = 'jti' | 'fid';

export class RevocationRepository {
  constructor(
    private db: PrismaClient,
    private audit: AuditTrail,
  ) {}

  /**
   * Idempotent: revoking twice keeps the first record. True when this call wrote the record; only
   * then is `revoked` (when given) appended, in the same transaction.
   */
  async record(
    kind: RevocationKind,
    tokenId: string,
    reason: string,
    expiresAt: Date,
    revoked?: AuditEventInput,
  ): Promise<boolean> {
    const data = [{ kind, tokenId, reason, expiresAt }];
    if (!revoked) return (await this.db.tokenRevocation.createMany({ data, skipDuplicates: true })).count === 1;
    return this.db.$transaction(async (tx) => {
      const fresh = (await tx.tokenRevocation.createMany({ data, skipDuplicates: true })).count === 1;
      if (fresh) await this.audit.append(tx, revoked);
      return fresh;
    });
  }

  /**
   * Records many ids of one kind in one transaction (each idempotent, as `record`) and, when at
   * least one was new, appends `revoked(count of new ones)` in it: a session revocation is one
   * event whatever the number of families, and repeating it records nothing.
   */
  async recordMany(
    kind: RevocationKind,
    tokenIds: string[],
    reason: string,
    expiresAt: Date,
    revoked: (count: number) => AuditEventInput,
  ): Promise<number> {
    if (tokenIds.length === 0) return 0;
    return this.db.$transaction(async (tx) => {
      const n = (
        await tx.tokenRevocation.createMany({
          data: tokenIds.map((tokenId) => ({ kind, tokenId, reason, expiresAt })),
          skipDuplicates: true,
        })
      ).count;
      if (n > 0) await this.audit.append(tx, revoked(n));
      return n;
    });
  }

  /** Revocations that still matter (some token they affect has not expired). */
  unexpired(now: Date): Promise<{ kind: string; tokenId: string }[]> {
    return this.db.tokenRevocation.findMany({
      where: { expiresAt: { gt: now } },
      select: { kind: true, tokenId: true },
    });
  }

  async anyRevoked(ids: { jti?: string; fid?: string }): Promise<boolean> {
    const or: { kind: RevocationKind; tokenId: string }[] = [];
    if (ids.jti) or.push({ kind: 'jti', tokenId: ids.jti });
    if (ids.fid) or.push({ kind: 'fid', tokenId: ids.fid });
    if (or.length === 0) return false;
    const hit = await this.db.tokenRevocation.findFirst({ where: { OR: or }, select: { kind: true } });
    return hit !== null;
  }
}
