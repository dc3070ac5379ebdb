/** Users as sign-in and authorization see them: credentials, lockout counters, roles per workspace. */
import type { PrismaClient } from '@svc/db';

export class UserRepository {
  constructor(private db: PrismaClient) {}

  /** Users with this email who are members of the workspace (normally one). */
  byEmailInWorkspace(email: string, workspaceId: string) {
    return this.db.user.findMany({
      where: { email, memberships: { some: { workspaceId } } },
      select: { id: true, organizationId: true, primaryWorkspaceId: true, status: true, passwordHash: true, failedLogins: true, lockedUntil: true },
      take: 5,
    });
  }

  /** Adds one failed attempt atomically and returns the new count. */
  async recordFailedLogin(userId: string): Promise<number> {
    const u = await this.db.user.update({ where: { id: userId }, data: { failedLogins: { increment: 1 } }, select: { failedLogins: true } });
    return u.failedLogins;
  }

  async lock(userId: string, until: Date): Promise<void> {
    await this.db.user.update({ where: { id: userId }, data: { lockedUntil: until, failedLogins: 0 } });
  }

  async clearFailedLogins(userId: string): Promise<void> {
    await this.db.user.updateMany({ where: { id: userId, OR: [{ failedLogins: { gt: 0 } }, { lockedUntil: { not: null } }] }, data: { failedLogins: 0, lockedUntil: null } });
  }

  /** Status, organization and roles in one workspace, in one round trip; null for an unknown user. */
  accessIn(userId: string, workspaceId: string) {
    return this.db.user.findUnique({
      where: { id: userId },
      select: { status: true, organizationId: true, rootScope: true, memberships: { where: { workspaceId }, select: { role: true } } },
    });
  }
}
