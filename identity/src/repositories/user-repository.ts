import type { PrismaClient } from '../db.ts';
/** Users as sign-in and authorization see them: credentials, lockout counters, roles per workspace. */

export class UserRepository {
  constructor(private db: PrismaClient) {}

  /** Users with this email who are members of the workspace (normally one). */
  byEmailInWorkspace(email: string, workspaceId: string) {
    return this.db.user.findMany({
      where: { email, memberships: { some: { workspaceId } } },
      select: { id: true, organizationId: true, primaryWorkspaceId: true, status: true, passwordHash: true },
      take: 5,
    });
  }

  /**
   * Reserves one sign-in attempt before the password is verified, in one conditional statement:
   * the attempt's slot number (1…limit), or null when the account is locked or `limit` attempts
   * are already counted. An expired lock starts a fresh count. Concurrent attempts are serialized
   * by the row lock, so no more than `limit` ever get a slot.
   */
  async reserveLoginAttempt(userId: string, limit: number, now: Date): Promise<number | null> {
    const rows = await this.db.$queryRaw<{ failed_logins: number }[]>`
      UPDATE identity.users
      SET failed_logins = CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_logins + 1 END,
          locked_until = NULL
      WHERE id = ${userId}
        AND (locked_until IS NULL OR locked_until <= ${now})
        AND (locked_until IS NOT NULL OR failed_logins < ${limit})
      RETURNING failed_logins`;
    return rows.length ? Number(rows[0].failed_logins) : null;
  }

  /** Status, organization and roles in one workspace, in one round trip; null for an unknown user. */
  accessIn(userId: string, workspaceId: string) {
    return this.db.user.findUnique({
      where: { id: userId },
      select: {
        status: true,
        organizationId: true,
        rootScope: true,
        memberships: { where: { workspaceId }, select: { role: true } },
      },
    });
  }

  /** What OpenID Connect's userinfo may release (by scope) and the status that decides whether it answers at all. */
  profile(userId: string) {
    return this.db.user.findUnique({
      where: { id: userId },
      select: { status: true, email: true, emailVerified: true, givenName: true, familyName: true },
    });
  }
}
