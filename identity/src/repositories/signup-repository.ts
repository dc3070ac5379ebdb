/**
 * Creates a new tenant (organization, workspace, owner user and membership) in one transaction,
 * with its `member.added` audit event: the first event of the new workspace's chain.
 */
import type { AuditTrail } from '../audit/index.ts';
import type { PrismaClient } from '../db.ts';

export class SignupRepository {
  constructor(
    private db: PrismaClient,
    private audit: AuditTrail,
  ) {}

  createTenant(t: {
    organization: { id: string; name: string; slug: string };
    workspace: { id: string; name: string };
    user: { id: string; email: string; givenName: string; familyName: string; passwordHash: string };
    role: string;
    requestId: string;
  }) {
    return this.db.$transaction(async (tx) => {
      const organization = await tx.organization.create({
        data: { ...t.organization, plan: 'FREE', ownerUserId: t.user.id },
      });
      const workspace = await tx.workspace.create({ data: { ...t.workspace, organizationId: organization.id } });
      const user = await tx.user.create({
        data: {
          ...t.user,
          organizationId: organization.id,
          primaryWorkspaceId: workspace.id,
          rootScope: 'ORGANIZATION',
          emailVerified: false,
        },
      });
      await tx.membership.create({ data: { userId: user.id, workspaceId: workspace.id, role: t.role } });
      // The founder made themselves a member: actor and resource are the new user (ids only).
      await this.audit.append(tx, {
        organizationId: organization.id,
        workspaceId: workspace.id,
        category: 'ADMINISTRATION',
        action: 'member.added',
        outcome: 'SUCCESS',
        actorPrincipal: `user/${user.id}`,
        resourceOrn: `user/${user.id}`,
        correlationKey: t.requestId,
        emitterService: 'identity',
        details: { role: t.role, via: 'signup' },
      });
      return { organization, workspace, user };
    });
  }

  client(id: string) {
    return this.db.oAuthClient.findUnique({
      where: { id },
      select: { id: true, status: true, allowRefresh: true, confidential: true },
    });
  }
}
