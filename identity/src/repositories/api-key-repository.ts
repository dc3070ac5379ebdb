/** identity.api_keys and identity.api_key_bulk_revocations. Only verification material is stored. */
import type { AuditEventInput, AuditTrail } from '../audit/index.ts';
import { Prisma, type PrismaClient } from '../db.ts';

/** The columns an exchange needs: one indexed lookup by verifier, nothing else. */
export const EXCHANGE_SELECT = {
  id: true,
  organizationId: true,
  workspaceId: true,
  ownerUserId: true,
  keyClass: true,
  status: true,
  scopes: true,
  expiresAt: true,
} as const;

export type ApiKeyRow = Prisma.ApiKeyGetPayload<object>;
export type ExchangeRow = Prisma.ApiKeyGetPayload<{ select: typeof EXCHANGE_SELECT }>;

export interface NewApiKey {
  id: string;
  organizationId: string;
  workspaceId: string;
  ownerUserId: string;
  name: string;
  keyClass: string;
  prefix: string;
  hint: string;
  verifier: string;
  scopes: string[];
  quotaPerDay: number;
  expiresAt: Date | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  rotatedFromId?: string | null;
}

/** Whether `e` is a unique-constraint violation (Prisma P2002). */
export const isUniqueViolation = (e: unknown) =>
  e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002';

/** Every write appends its audit event in the same transaction. */
export class ApiKeyRepository {
  constructor(
    private db: PrismaClient,
    private audit: AuditTrail,
  ) {}

  byVerifier(verifier: string): Promise<ExchangeRow | null> {
    return this.db.apiKey.findUnique({ where: { verifier }, select: EXCHANGE_SELECT });
  }

  byId(id: string) {
    return this.db.apiKey.findUnique({ where: { id } });
  }

  byIdempotencyKey(workspaceId: string, idempotencyKey: string) {
    return this.db.apiKey.findUnique({ where: { workspaceId_idempotencyKey: { workspaceId, idempotencyKey } } });
  }

  /** Inserts; a concurrent duplicate of (workspace, idempotency key) raises a unique violation. */
  create(k: NewApiKey, created: AuditEventInput) {
    return this.db.$transaction(async (tx) => {
      const row = await tx.apiKey.create({ data: { ...k, status: 'ACTIVE' } });
      await this.audit.append(tx, created);
      return row;
    });
  }

  /** A workspace's keys, or one owner's, newest first. */
  list(workspaceId: string, ownerUserId?: string) {
    return this.db.apiKey.findMany({
      where: { workspaceId, ...(ownerUserId ? { ownerUserId } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: 1000,
    });
  }

  /** Revokes an active key; false when it was not active (already revoked, or a concurrent revoke won). */
  async revoke(id: string, now: Date, revoked: AuditEventInput): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.apiKey.updateMany({
        where: { id, status: 'ACTIVE' },
        data: { status: 'REVOKED', revokedAt: now },
      });
      if (r.count === 1) await this.audit.append(tx, revoked);
      return r.count === 1;
    });
  }

  /**
   * Rotation in one transaction: the old key is revoked only if it is still active (so of two
   * concurrent rotations one wins), and the new key is inserted. Null when the old one was not active.
   */
  async rotate(oldId: string, replacement: NewApiKey, now: Date, rotated: AuditEventInput) {
    try {
      return await this.db.$transaction(async (tx) => {
        const r = await tx.apiKey.updateMany({
          where: { id: oldId, status: 'ACTIVE' },
          data: { status: 'REVOKED', revokedAt: now },
        });
        if (r.count !== 1) throw new NotActive();
        const created = await tx.apiKey.create({ data: { ...replacement, status: 'ACTIVE' } });
        await this.audit.append(tx, rotated);
        return created;
      });
    } catch (e) {
      if (e instanceof NotActive) return null;
      throw e;
    }
  }

  async touchLastUsed(id: string, at: Date): Promise<void> {
    await this.db.apiKey.updateMany({ where: { id }, data: { lastUsedAt: at } });
  }

  /** Active, unexpired keys a bulk revocation would cover. */
  activeKeys(workspaceId: string, ownerUserId: string | undefined, now: Date) {
    return this.db.apiKey.findMany({
      where: {
        workspaceId,
        status: 'ACTIVE',
        OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
        ...(ownerUserId ? { ownerUserId } : {}),
      },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
  }

  bulkRevocation(workspaceId: string, operationBinding: string) {
    return this.db.apiKeyBulkRevocation.findUnique({
      where: { workspaceId_operationBinding: { workspaceId, operationBinding } },
    });
  }

  /**
   * Records the operation and revokes the keys in one transaction. A concurrent duplicate of the
   * same binding raises a unique violation and revokes nothing.
   */
  async executeBulkRevocation(
    op: { id: string; workspaceId: string; userId: string; scope: string; operationBinding: string },
    keyIds: string[],
    now: Date,
    revoked: (count: number) => AuditEventInput,
  ) {
    return this.db.$transaction(async (tx) => {
      const r = await tx.apiKey.updateMany({
        where: { id: { in: keyIds }, workspaceId: op.workspaceId, status: 'ACTIVE' },
        data: { status: 'REVOKED', revokedAt: now },
      });
      const done = await tx.apiKeyBulkRevocation.create({ data: { ...op, affectedCount: r.count } });
      await this.audit.append(tx, revoked(r.count));
      return done;
    });
  }
}

class NotActive extends Error {}
