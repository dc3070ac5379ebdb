/** identity.email_tokens (one-time mailed tokens) and the user writes the e-mail flows make. */
import type { AuditHook } from '../services/governance-audit.ts';
import type { PrismaClient } from '../db.ts';

/** The audit hook of a step whose tenant is known only once the token's user is read. */
export type UserAuditHook = (user: { id: string; organizationId: string; primaryWorkspaceId: string }) => AuditHook;

export type EmailTokenPurpose = 'VERIFY_EMAIL' | 'EMAIL_CHANGE';

export class EmailTokenRepository {
  constructor(private db: PrismaClient) {}

  /** Unverified, active users with this address (an address may hold accounts in several workspaces). */
  unverifiedUsersByEmail(email: string, take: number) {
    return this.db.user.findMany({
      where: { email, emailVerified: false, status: 'ACTIVE' },
      orderBy: { createdAt: 'asc' },
      take,
    });
  }

  /** Stores a mailed token; `cancelOpen` first cancels the user's open tokens of the same purpose. */
  create(
    t: { id: string; userId: string; purpose: EmailTokenPurpose; email: string; expiresAt: Date },
    audit: AuditHook,
    cancelOpenAt?: Date,
  ) {
    return this.db.$transaction(async (tx) => {
      if (cancelOpenAt)
        await tx.emailToken.updateMany({
          where: {
            userId: t.userId,
            purpose: t.purpose,
            usedAt: null,
            cancelledAt: null,
            expiresAt: { gt: cancelOpenAt },
          },
          data: { cancelledAt: cancelOpenAt },
        });
      const row = await tx.emailToken.create({ data: t });
      await audit(tx);
      return row;
    });
  }

  byId(id: string) {
    return this.db.emailToken.findUnique({ where: { id } });
  }

  /** Cancels the user's open tokens of `purpose` (audited when there were any); how many were open. */
  cancelOpen(userId: string, purpose: EmailTokenPurpose, now: Date, audit: AuditHook): Promise<number> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.emailToken.updateMany({
        where: { userId, purpose, usedAt: null, cancelledAt: null, expiresAt: { gt: now } },
        data: { cancelledAt: now },
      });
      if (r.count > 0) await audit(tx);
      return r.count;
    });
  }

  /** Marks a verification token used and the user verified, once (false when it was spent or is no longer open). */
  async spendVerification(id: string, now: Date, audit: UserAuditHook): Promise<boolean> {
    return this.db
      .$transaction(async (tx) => {
        const spent = await tx.emailToken.updateMany({
          where: { id, purpose: 'VERIFY_EMAIL', usedAt: null, cancelledAt: null, expiresAt: { gt: now } },
          data: { usedAt: now },
        });
        if (spent.count !== 1) return false;
        const t = await tx.emailToken.findUniqueOrThrow({ where: { id } });
        // The address must still be the user's: a verification mailed before an e-mail change verifies nothing.
        const u = await tx.user.updateMany({ where: { id: t.userId, email: t.email }, data: { emailVerified: true } });
        if (u.count !== 1) throw new StaleToken();
        await audit(await tx.user.findUniqueOrThrow({ where: { id: t.userId } }))(tx);
        return true;
      })
      .catch((e) => {
        if (e instanceof StaleToken) return false;
        throw e;
      });
  }

  /**
   * Spends an e-mail-change token of `userId` and moves the user to its address (verified), in one
   * transaction; null when the token is not open or the address is taken in the user's workspace.
   */
  async spendEmailChange(
    id: string,
    userId: string,
    now: Date,
    audit: AuditHook,
  ): Promise<{ previous: string; next: string } | null> {
    return this.db
      .$transaction(async (tx) => {
        const spent = await tx.emailToken.updateMany({
          where: { id, userId, purpose: 'EMAIL_CHANGE', usedAt: null, cancelledAt: null, expiresAt: { gt: now } },
          data: { usedAt: now },
        });
        if (spent.count !== 1) return null;
        const t = await tx.emailToken.findUniqueOrThrow({ where: { id } });
        const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
        const taken = await tx.user.count({
          where: { primaryWorkspaceId: user.primaryWorkspaceId, email: t.email, NOT: { id: userId } },
        });
        if (taken > 0) throw new StaleToken();
        await tx.user.update({ where: { id: userId }, data: { email: t.email, emailVerified: true } });
        await audit(tx);
        return { previous: user.email, next: t.email };
      })
      .catch((e) => {
        if (e instanceof StaleToken) return null;
        // A concurrent change that took the address trips the unique index: the same answer.
        if ((e as { code?: string }).code === 'P2002') return null;
        throw e;
      });
  }

  /** Whether another user of the workspace already signs in with `email`. */
  async emailTaken(workspaceId: string, email: string, exceptUserId: string): Promise<boolean> {
    return (
      (await this.db.user.count({ where: { primaryWorkspaceId: workspaceId, email, NOT: { id: exceptUserId } } })) > 0
    );
  }
}

/** Rolls the transaction back when the token turned out not to apply (answered like any invalid token). */
class StaleToken extends Error {}
