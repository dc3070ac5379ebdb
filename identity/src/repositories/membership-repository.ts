/**
 * identity.memberships (roles per workspace) and identity.invitations. Every change appends its
 * audit event in the same transaction.
 */
import type { AuditEventInput, AuditTrail } from '../audit/index.ts';
import type { PrismaClient } from '../db.ts';

export class MembershipRepository {
  constructor(
    private db: PrismaClient,
    private audit: AuditTrail,
  ) {}

  /** Memberships of the workspaces, oldest first (one row per user, workspace and role). */
  inWorkspaces(workspaceIds: string[]) {
    return this.db.membership.findMany({
      where: { workspaceId: { in: workspaceIds } },
      orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
      take: 10_000,
    });
  }

  ofUser(userId: string, workspaceId: string) {
    return this.db.membership.findMany({ where: { userId, workspaceId } });
  }

  /** Users holding any of `roles` in the workspace. */
  async holders(workspaceId: string, roles: string[]): Promise<string[]> {
    const r = await this.db.membership.findMany({
      where: { workspaceId, role: { in: roles }, user: { status: 'ACTIVE' } },
      select: { userId: true },
      distinct: ['userId'],
    });
    return r.map((m) => m.userId);
  }

  /** Replaces the user's roles in the workspace with exactly `role`, keeping the original join time. */
  async setRole(userId: string, workspaceId: string, role: string, changed: AuditEventInput): Promise<void> {
    await this.db.$transaction(async (tx) => {
      const first = await tx.membership.findFirst({
        where: { userId, workspaceId },
        orderBy: { createdAt: 'asc' },
        select: { createdAt: true },
      });
      await tx.membership.deleteMany({ where: { userId, workspaceId } });
      await tx.membership.create({ data: { userId, workspaceId, role, createdAt: first?.createdAt ?? new Date() } });
      await this.audit.append(tx, changed);
    });
  }

  async remove(userId: string, workspaceId: string, removed: AuditEventInput): Promise<number> {
    return this.db.$transaction(async (tx) => {
      const n = (await tx.membership.deleteMany({ where: { userId, workspaceId } })).count;
      if (n > 0) await this.audit.append(tx, removed);
      return n;
    });
  }

  // ---- invitations ----

  createInvitation(
    i: {
      id: string;
      organizationId: string;
      workspaceId: string;
      email: string;
      role: string;
      invitedBy: string;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    },
    created: AuditEventInput,
  ) {
    return this.db.$transaction(async (tx) => {
      const row = await tx.invitation.create({ data: i });
      await this.audit.append(tx, created);
      return row;
    });
  }

  invitation(id: string) {
    return this.db.invitation.findUnique({ where: { id } });
  }

  invitationByTokenHash(tokenHash: string) {
    return this.db.invitation.findUnique({ where: { tokenHash } });
  }

  invitationsInWorkspaces(workspaceIds: string[]) {
    return this.db.invitation.findMany({
      where: { workspaceId: { in: workspaceIds } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: 1000,
    });
  }

  pendingInvitationsFor(email: string, now: Date) {
    return this.db.invitation.findMany({
      where: { email, status: 'PENDING', expiresAt: { gt: now } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: 100,
    });
  }

  async revokeInvitation(id: string, now: Date, revoked: AuditEventInput): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.invitation.updateMany({
        where: { id, status: 'PENDING' },
        data: { status: 'REVOKED', decidedAt: now },
      });
      if (r.count === 1) await this.audit.append(tx, revoked);
      return r.count === 1;
    });
  }

  /**
   * Accepts a pending, unexpired invitation and grants its role, in one transaction; false when
   * it is no longer pending (a concurrent accept or revoke won).
   */
  async acceptInvitation(id: string, userId: string, now: Date, accepted: AuditEventInput): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const inv = await tx.invitation.updateManyAndReturn({
        where: { id, status: 'PENDING', expiresAt: { gt: now } },
        data: { status: 'ACCEPTED', acceptedBy: userId, decidedAt: now },
        select: { workspaceId: true, role: true },
      });
      if (inv.length !== 1) return false;
      await tx.membership.upsert({
        where: { userId_workspaceId_role: { userId, workspaceId: inv[0].workspaceId, role: inv[0].role } },
        create: { userId, workspaceId: inv[0].workspaceId, role: inv[0].role, createdAt: now },
        update: {},
      });
      await this.audit.append(tx, accepted);
      return true;
    });
  }
}
