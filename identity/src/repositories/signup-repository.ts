/** Creates a new tenant (organization, workspace, owner user and membership) in one transaction. */
import type { PrismaClient } from '@svc/db';

export class SignupRepository {
  constructor(private db: PrismaClient) {}

  createTenant(t: {
    organization: { id: string; name: string; slug: string };
    workspace: { id: string; name: string };
    user: { id: string; email: string; givenName: string; familyName: string; passwordHash: string };
    role: string;
  }) {
    return this.db.$transaction(async (tx) => {
      const organization = await tx.organization.create({ data: { ...t.organization, plan: 'FREE', ownerUserId: t.user.id } });
      const workspace = await tx.workspace.create({ data: { ...t.workspace, organizationId: organization.id } });
      const user = await tx.user.create({
        data: { ...t.user, organizationId: organization.id, primaryWorkspaceId: workspace.id, rootScope: 'ORGANIZATION', emailVerified: false },
      });
      await tx.membership.create({ data: { userId: user.id, workspaceId: workspace.id, role: t.role } });
      return { organization, workspace, user };
    });
  }

  client(id: string) {
    return this.db.oAuthClient.findUnique({ where: { id }, select: { id: true, status: true, allowRefresh: true, confidential: true } });
  }
}
