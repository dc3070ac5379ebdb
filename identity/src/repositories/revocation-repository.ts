/** identity.token_revocations: the durable record of revoked token ids and families. */
import type { PrismaClient } from '@svc/db';

export type RevocationKind = 'jti' | 'fid';

export class RevocationRepository {
  constructor(private db: PrismaClient) {}

  /** Idempotent: revoking twice keeps the first record. */
  async record(kind: RevocationKind, tokenId: string, reason: string, expiresAt: Date): Promise<void> {
    await this.db.tokenRevocation.createMany({ data: [{ kind, tokenId, reason, expiresAt }], skipDuplicates: true });
  }

  /** Revocations that still matter (some token they affect has not expired). */
  unexpired(now: Date): Promise<{ kind: string; tokenId: string }[]> {
    return this.db.tokenRevocation.findMany({ where: { expiresAt: { gt: now } }, select: { kind: true, tokenId: true } });
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
