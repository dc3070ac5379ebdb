/** identity.virtual_keys: aliases stored as their HMAC only. */
import type { PrismaClient } from '@svc/db';

export const VK_EXCHANGE_SELECT = { id: true, organizationId: true, workspaceId: true, ownerUserId: true, keyClass: true, status: true, notAfter: true } as const;

export class VirtualKeyRepository {
  constructor(private db: PrismaClient) {}

  byVerifier(verifier: string) {
    return this.db.virtualKey.findUnique({ where: { verifier }, select: VK_EXCHANGE_SELECT });
  }

  byId(id: string) {
    return this.db.virtualKey.findUnique({ where: { id } });
  }

  create(v: { id: string; organizationId: string; workspaceId: string; ownerUserId: string; keyClass: string; allowedModels: string[]; verifier: string; aliasHint: string; notAfter: Date }) {
    return this.db.virtualKey.create({ data: { ...v, status: 'ACTIVE', grantSerial: 1 } });
  }

  /** Bumps the grant serial of an active key (and swaps the alias verifier when given); null when not active. */
  async rotate(id: string, alias: { verifier: string; aliasHint: string } | null) {
    const r = await this.db.virtualKey.updateManyAndReturn({
      where: { id, status: 'ACTIVE' },
      data: { grantSerial: { increment: 1 }, ...(alias ?? {}) },
      select: { id: true, grantSerial: true },
    });
    return r[0] ?? null;
  }

  async revoke(id: string, now: Date): Promise<boolean> {
    const r = await this.db.virtualKey.updateMany({ where: { id, status: 'ACTIVE' }, data: { status: 'REVOKED', revokedAt: now } });
    return r.count === 1;
  }
}
