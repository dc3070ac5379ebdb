/** Organizations, workspaces, users and memberships. Only this layer touches Prisma. */
import type { PrismaClient } from '@svc/db';

export class TenantRepository {
  constructor(private db: PrismaClient) {}

  usersByIdsInWorkspace(ids: string[], workspaceId: string) {
    return this.db.user.findMany({ where: { id: { in: ids }, memberships: { some: { workspaceId } } } });
  }

  userById(id: string) {
    return this.db.user.findUnique({ where: { id } });
  }

  organization(id: string) {
    return this.db.organization.findUnique({ where: { id } });
  }

  workspace(id: string) {
    return this.db.workspace.findUnique({ where: { id } });
  }

  rolesInWorkspace(userId: string, workspaceId: string) {
    return this.db.membership.findMany({ where: { userId, workspaceId }, select: { role: true } }).then((r) => r.map((m) => m.role));
  }
}
