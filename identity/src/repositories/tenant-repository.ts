import type { PrismaClient } from '../db.ts';
/** Organizations, workspaces, users and memberships. Only this layer touches Prisma. */

export class TenantRepository {
  constructor(private db: PrismaClient) {}

  usersByIdsInWorkspace(ids: string[], workspaceId: string) {
    return this.db.user.findMany({ where: { id: { in: ids }, memberships: { some: { workspaceId } } } });
  }

  /** Users of the organization (for callers whose root_scope is ORGANIZATION). */
  usersByIdsInOrganization(ids: string[], organizationId: string) {
    return this.db.user.findMany({ where: { id: { in: ids }, organizationId } });
  }

  userById(id: string) {
    return this.db.user.findUnique({ where: { id } });
  }

  usersByIds(ids: string[]) {
    return this.db.user.findMany({ where: { id: { in: ids } } });
  }

  userNames(ids: string[]) {
    return this.db.user.findMany({
      where: { id: { in: ids } },
      select: { id: true, givenName: true, familyName: true, email: true },
    });
  }

  organization(id: string) {
    return this.db.organization.findUnique({ where: { id } });
  }

  workspace(id: string) {
    return this.db.workspace.findUnique({ where: { id } });
  }

  workspacesOfOrganization(organizationId: string) {
    return this.db.workspace.findMany({
      where: { organizationId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: 1000,
    });
  }

  rolesInWorkspace(userId: string, workspaceId: string) {
    return this.db.membership
      .findMany({ where: { userId, workspaceId }, select: { role: true } })
      .then((r) => r.map((m) => m.role));
  }
}
