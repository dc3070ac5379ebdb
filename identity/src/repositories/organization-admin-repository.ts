/** Organization administration: profile fields, ownership transfers, the sign-up questionnaire, seat counts. */
import type { AuditHook } from '../services/governance-audit.ts';
import type { PrismaClient } from '../db.ts';

export class OrganizationAdminRepository {
  constructor(private db: PrismaClient) {}

  update(id: string, data: { name?: string; description?: string | null; logoUrl?: string | null }, audit: AuditHook) {
    return this.db.$transaction(async (tx) => {
      const o = await tx.organization.update({ where: { id }, data });
      await audit(tx);
      return o;
    });
  }

  /** ACTIVE users and ACTIVE workspaces of one organization. */
  async activeCounts(organizationId: string): Promise<{ users: number; workspaces: number }> {
    const [users, workspaces] = await Promise.all([
      this.db.user.count({ where: { organizationId, status: 'ACTIVE' } }),
      this.db.workspace.count({ where: { organizationId, status: 'ACTIVE' } }),
    ]);
    return { users, workspaces };
  }

  slugTaken(slug: string) {
    return this.db.organization.count({ where: { slug } }).then((n) => n > 0);
  }

  /** Whether the user is ACTIVE in the organization and holds one of `roles` in one of its workspaces. */
  async holdsRoleInOrganization(userId: string, organizationId: string, roles: string[]): Promise<boolean> {
    const n = await this.db.membership.count({
      where: { userId, role: { in: roles }, user: { organizationId, status: 'ACTIVE' }, workspace: { organizationId } },
    });
    return n > 0;
  }

  /**
   * Moves ownership from `previousOwnerId` (null: unowned) to `newOwnerId` and records the transfer,
   * in one transaction; null when the owner changed meanwhile (a concurrent transfer won).
   */
  transfer(
    t: { id: string; organizationId: string; previousOwnerId: string | null; newOwnerId: string; now: Date },
    audit: AuditHook,
  ) {
    return this.db.$transaction(async (tx) => {
      const moved = await tx.organization.updateMany({
        where: { id: t.organizationId, ownerUserId: t.previousOwnerId },
        data: { ownerUserId: t.newOwnerId },
      });
      if (moved.count !== 1) return null;
      const row = await tx.ownershipTransfer.create({
        data: {
          id: t.id,
          organizationId: t.organizationId,
          previousOwnerId: t.previousOwnerId ?? '',
          newOwnerId: t.newOwnerId,
          status: 'COMPLETED',
          createdAt: t.now,
        },
      });
      await audit(tx);
      return row;
    });
  }

  signupProfile(userId: string) {
    return this.db.signupProfile.findUnique({ where: { userId } });
  }

  upsertSignupProfile(
    userId: string,
    data: { companySize?: string | null; useCase?: string | null },
    audit: AuditHook,
  ) {
    return this.db.$transaction(async (tx) => {
      const p = await tx.signupProfile.upsert({ where: { userId }, create: { userId, ...data }, update: data });
      await audit(tx);
      return p;
    });
  }
}
