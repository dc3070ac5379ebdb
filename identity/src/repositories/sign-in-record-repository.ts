/**
 * The outcome of a password sign-in, written together with its audit event in one transaction
 * (the lockout counter reservation itself is UserRepository.reserveLoginAttempt).
 */
import type { AuditEventInput, AuditTrail } from '../audit/index.ts';
import type { AuditFloodGate } from '../services/audit-flood-gate.ts';
import type { PrismaClient } from '../db.ts';

/** A sign-in event without its action and outcome, which the repository decides from what it wrote. */
export type SignInAudit = Omit<AuditEventInput, 'action' | 'outcome' | 'category'>;

export class SignInRecordRepository {
  /**
   * `refusals` bounds `recordRefusedSignIn`: a refused attempt needs no valid password and no
   * existing account, so without it anyone holding a client id could grow that tenant's chain
   * without limit. Wrong passwords need no bound: the lockout stops them after
   * LOGIN_LOCKOUT_FAILURES (and its attempts while locked are refused ones).
   */
  constructor(
    private db: PrismaClient,
    private audit: AuditTrail,
    private refusals?: AuditFloodGate,
  ) {}

  /**
   * A wrong password: locks the account once `limit` attempts are counted (a failed one among
   * them; the count stays as evidence) and records `auth.sign_in.locked_out` when this attempt
   * locked it, else `auth.sign_in.failed`.
   */
  async recordFailedSignIn(
    userId: string,
    limit: number,
    until: Date,
    event: SignInAudit,
  ): Promise<{ locked: boolean }> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.user.updateMany({
        where: { id: userId, failedLogins: { gte: limit }, lockedUntil: null },
        data: { lockedUntil: until },
      });
      const locked = r.count === 1;
      await this.audit.append(tx, {
        ...event,
        category: 'AUTHENTICATION',
        action: locked ? 'auth.sign_in.locked_out' : 'auth.sign_in.failed',
        outcome: locked ? 'DENIED' : 'FAILURE',
      });
      return { locked };
    });
  }

  /**
   * An attempt refused before any password was evaluated (unknown user, locked account), within
   * the flood bound per `subject` (the client for an unknown user, the user for a locked account):
   * the first so many a window, one more marked `limitReached`, then none. The shared store not
   * answering records nothing; the refusal's answer never depends on the record.
   */
  async recordRefusedSignIn(event: SignInAudit, subject: string): Promise<void> {
    let extra: Record<string, string | number | boolean> = {};
    if (this.refusals) {
      const verdict = await this.refusals.admit(subject).catch(() => 'skip' as const);
      if (verdict === 'skip') return;
      if (verdict === 'last') extra = this.refusals.limitDetails();
    }
    await this.db.$transaction((tx) =>
      this.audit.append(tx, {
        ...event,
        category: 'AUTHENTICATION',
        action: 'auth.sign_in.failed',
        outcome: 'DENIED',
        details: { ...event.details, ...extra },
      }),
    );
  }

  /** A correct password: the count starts over, and the sign-in is recorded (FAILURE when the account is suspended). */
  async recordSuccessfulPassword(userId: string, active: boolean, event: SignInAudit): Promise<void> {
    await this.db.$transaction(async (tx) => {
      await tx.user.updateMany({
        where: { id: userId, OR: [{ failedLogins: { gt: 0 } }, { lockedUntil: { not: null } }] },
        data: { failedLogins: 0, lockedUntil: null },
      });
      await this.audit.append(
        tx,
        active
          ? { ...event, category: 'AUTHENTICATION', action: 'auth.sign_in.succeeded', outcome: 'SUCCESS' }
          : {
              ...event,
              category: 'AUTHENTICATION',
              action: 'auth.sign_in.failed',
              outcome: 'DENIED',
              details: { ...event.details, reason: 'suspended' },
            },
      );
    });
  }
}
