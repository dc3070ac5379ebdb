/** identity.virtual_keys: aliases stored as their HMAC only. Every write appends its audit event in the same transaction. */
import type { AuditEventInput, AuditTrail } from '../audit/index.ts';
import type { PrismaClient } from '../db.ts';

export const VK_EXCHANGE_SELECT = {
  id: true,
  organizationId: true,
  workspaceId: true,
  ownerUserId: true,
  keyClass: true,
  status: true,
  notAfter: true,
} as const;

export class VirtualKeyRepository {
  constructor(
    private db: PrismaClient,
    private audit: AuditTrail,
  ) {}

  byVerifier(verifier: string) {
    return this.db.virtualKey.findUnique({ where: { verifier }, select: VK_EXCHANGE_SELECT });
  }

  byId(id: string) {
    return this.db.virtualKey.findUnique({ where: { id } });
  }

  /** One owner's keys in a workspace, newest first, without the verifier. */
  listOwned(workspaceId: string, ownerUserId: string) {
    return this.db.virtualKey.findMany({
      where: { workspaceId, ownerUserId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: {
        id: true,
        keyClass: true,
        aliasHint: true,
        allowedModels: true,
        grantSerial: true,
        status: true,
        notAfter: true,
        createdAt: true,
        revokedAt: true,
      },
    });
  }

  create(
    v: {
      id: string;
      organizationId: string;
      workspaceId: string;
      ownerUserId: string;
      keyClass: string;
      allowedModels: string[];
      verifier: string;
      aliasHint: string;
      notAfter: Date;
    },
    issued: AuditEventInput,
  ) {
    return this.db.$transaction(async (tx) => {
      const row = await tx.virtualKey.create({ data: { ...v, status: 'ACTIVE', grantSerial: 1 } });
      await this.audit.append(tx, issued);
      return row;
    });
  }

  /**
   * Bumps the grant serial of an active key (and swaps the alias verifier when given); null when
   * not active, and then nothing is recorded. `rotated` gets the new serial for its details.
   */
  async rotate(
    id: string,
    alias: { verifier: string; aliasHint: string } | null,
    rotated: (grantSerial: number) => AuditEventInput,
  ) {
    return this.db.$transaction(async (tx) => {
      const r = await tx.virtualKey.updateManyAndReturn({
        where: { id, status: 'ACTIVE' },
        data: { grantSerial: { increment: 1 }, ...(alias ?? {}) },
        select: { id: true, grantSerial: true },
      });
      if (!r[0]) return null;
      await this.audit.append(tx, rotated(r[0].grantSerial));
      return r[0];
    });
  }

  /** Revokes an active key; false (and no event) when it was not active. */
  async revoke(id: string, now: Date, revoked: AuditEventInput): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.virtualKey.updateMany({
        where: { id, status: 'ACTIVE' },
        data: { status: 'REVOKED', revokedAt: now },
      });
      if (r.count === 1) await this.audit.append(tx, revoked);
      return r.count === 1;
    });
  }
}
