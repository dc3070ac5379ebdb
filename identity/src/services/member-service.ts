/**
 * Members (a user's roles in a workspace) and invitations. Role changes take effect at once:
 * every change drops the cached role flattenings on every identity replica (ACCESS_CHANGED_CHANNEL),
 * so CheckPermission and API-key exchanges see the new roles immediately.
 *
 * Rules (identity/README.md "Administration"):
 * - reading members needs svc:iam:user:read; changing a role svc:iam:role:write; removing a member
 *   svc:iam:member:delete; inviting svc:iam:member:create; revoking an invitation svc:iam:member:revoke;
 * - nobody grants, or takes away, a role whose permissions exceed their own (no escalation);
 * - a workspace always keeps at least one administrator;
 * - members of another workspace are SVC-AUTH-1005 unless the caller's root_scope is ORGANIZATION.
 * Member ids are `mbr_` + base64url("<workspace id>\n<user id>").
 */
import { createHash, randomBytes } from 'node:crypto';
import { AppError, prefixedId, type Logger, type SharedStore } from '@svc/core';
import type { MembershipRepository } from '../repositories/membership-repository.ts';
import type { TenantRepository } from '../repositories/tenant-repository.ts';
import type { AccessGuard } from './access-guard.ts';
import type { Caller } from './caller.ts';
import { callerAuditEvent } from './caller-audit.ts';
import { ACCESS_CHANGED_CHANNEL, accessChangedMessage, type PermissionService } from './permission-service.ts';
import { MEMBER_ROLES, ROLE_FOR_MEMBER_ROLE, isBuiltInRole, memberRoleOf, type MemberRole } from './roles.ts';
import { invalidArgument, iso, normalizeEmail } from './admin-values.ts';
import { userView } from './tenancy-service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invitationMail } from '../mail/templates.ts';

export const MEMBER_PERMISSIONS = {
  read: 'svc:iam:user:read',
  changeRole: 'svc:iam:role:write',
  remove: 'svc:iam:member:delete',
  invite: 'svc:iam:member:create',
  listInvitations: 'svc:iam:member:list',
  revokeInvitation: 'svc:iam:member:revoke',
} as const;

/** Built-in roles that count as a workspace administrator. */
const ADMIN_ROLES = ['SUPER_ADMIN', 'ORG_ADMIN', 'WORKSPACE_ADMIN'];

export const memberId = (workspaceId: string, userId: string) =>
  `mbr_${Buffer.from(`${workspaceId}\n${userId}`).toString('base64url')}`;

export function parseMemberId(id: string): { workspaceId: string; userId: string } {
  const raw = id.startsWith('mbr_') ? Buffer.from(id.slice(4), 'base64url').toString('utf8') : '';
  const [workspaceId, userId, extra] = raw.split('\n');
  if (!workspaceId || !userId || extra !== undefined)
    throw new AppError('SVC-VALID-4005', 'member_id is not a valid identifier', { argument: 'memberId' });
  return { workspaceId, userId };
}

type UserView = ReturnType<typeof userView>;
export interface MemberView {
  id: string;
  user_id: string;
  workspace_id: string;
  organization_id: string;
  role: string;
  joined_at: string;
  built_in_roles: string[];
  user: UserView | null;
}
export interface InvitationView {
  id: string;
  organization_id: string;
  workspace_id: string;
  email: string;
  role: string;
  invited_by: string;
  status: string;
  created_at: string;
  expires_at: string;
  inviter: UserView | null;
}

export class MemberService {
  constructor(
    private deps: {
      repo: MembershipRepository;
      tenants: TenantRepository;
      guard: AccessGuard;
      permissions: PermissionService;
      store: SharedStore;
      log: Logger;
      invitationTtlSeconds: number;
      mailer: Mailer;
      consoleUrl: string;
      clock?: () => number;
    },
  ) {}

  private now() {
    return this.deps.clock?.() ?? Date.now();
  }

  /** The workspaces a listing covers: the caller's, or every one of the organization when asked and allowed. */
  private async scopeWorkspaces(caller: Caller, organizationWide: boolean): Promise<string[]> {
    if (organizationWide && (await this.deps.guard.organizationWide(caller)))
      return (await this.deps.tenants.workspacesOfOrganization(caller.orgId)).map((w) => w.id);
    return [caller.workspaceId];
  }

  async list(caller: Caller, organizationWide: boolean): Promise<MemberView[]> {
    await this.deps.guard.require(caller, MEMBER_PERMISSIONS.read);
    const rows = await this.deps.repo.inWorkspaces(await this.scopeWorkspaces(caller, organizationWide));
    const byMember = new Map<string, { userId: string; workspaceId: string; roles: string[]; joined: Date }>();
    for (const r of rows) {
      const k = `${r.workspaceId}\n${r.userId}`;
      const m = byMember.get(k);
      if (m) m.roles.push(r.role);
      else byMember.set(k, { userId: r.userId, workspaceId: r.workspaceId, roles: [r.role], joined: r.createdAt });
    }
    const users = await this.users([...byMember.values()].map((m) => m.userId));
    return [...byMember.values()].map((m) =>
      this.memberView(caller.orgId, m.workspaceId, m.userId, m.roles, m.joined, users.get(m.userId) ?? null),
    );
  }

  /** User records by id (the members and inviters a caller may already see), in one query. */
  private async users(ids: string[]): Promise<Map<string, UserView>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    return new Map((await this.deps.tenants.usersByIds(unique)).map((u) => [u.id, userView(u)]));
  }

  private async withInviters(rows: Parameters<typeof invitationView>[0][], now: number): Promise<InvitationView[]> {
    const users = await this.users(rows.map((r) => r.invitedBy));
    return rows.map((r) => invitationView(r, now, users.get(r.invitedBy) ?? null));
  }

  private memberView(
    orgId: string,
    workspaceId: string,
    userId: string,
    roles: string[],
    joined: Date,
    user: UserView | null,
  ): MemberView {
    return {
      id: memberId(workspaceId, userId),
      user_id: userId,
      workspace_id: workspaceId,
      organization_id: orgId,
      role: memberRoleOf(roles) ?? 'VIEWER',
      joined_at: iso(joined),
      built_in_roles: [...roles].sort(),
      user,
    };
  }

  /** Resolves a member id the caller may act on in its workspace, with `permission` there. */
  private async target(caller: Caller, id: string, permission: string) {
    const { workspaceId, userId } = parseMemberId(id);
    await this.deps.guard.assertWorkspaceReachable(caller, workspaceId);
    const access = await this.deps.guard.require(caller, permission, workspaceId);
    const current = await this.deps.repo.ofUser(userId, workspaceId);
    return { workspaceId, userId, access, current };
  }

  async updateRole(caller: Caller, id: string, role: string): Promise<MemberView> {
    if (!(MEMBER_ROLES as readonly string[]).includes(role))
      throw invalidArgument('role', 'role must be ADMIN, DEVELOPER, BILLING or VIEWER');
    const t = await this.target(caller, id, MEMBER_PERMISSIONS.changeRole);
    if (t.current.length === 0) throw new AppError('SVC-VALID-4041', 'member not found');
    const builtIn = ROLE_FOR_MEMBER_ROLE[role as MemberRole];
    const currentRoles = t.current.map((m) => m.role);
    // Both sides of the change must be within the caller's own permissions.
    this.deps.guard.assertCanGrant(t.access, [builtIn, ...currentRoles.filter(isBuiltInRole)]);
    const user = (await this.users([t.userId])).get(t.userId) ?? null;
    if (currentRoles.length === 1 && currentRoles[0] === builtIn)
      return this.memberView(caller.orgId, t.workspaceId, t.userId, currentRoles, t.current[0].createdAt, user);
    if (currentRoles.some((r) => ADMIN_ROLES.includes(r)) && !ADMIN_ROLES.includes(builtIn))
      await this.assertAnotherAdmin(t.workspaceId, t.userId);
    await this.deps.repo.setRole(
      t.userId,
      t.workspaceId,
      builtIn,
      callerAuditEvent(caller, 'member.role.changed', `user/${t.userId}`, {
        details: { role: builtIn },
        workspaceId: t.workspaceId,
      }),
    );
    await this.accessChanged(t.userId, t.workspaceId);
    this.deps.log.info(
      { event: 'member.role_changed', workspaceId: t.workspaceId, userId: t.userId, role: builtIn, by: caller.userId },
      'member role changed',
    );
    const joined = t.current.reduce((a, m) => (m.createdAt < a ? m.createdAt : a), t.current[0].createdAt);
    return this.memberView(caller.orgId, t.workspaceId, t.userId, [builtIn], joined, user);
  }

  async remove(caller: Caller, id: string): Promise<boolean> {
    const t = await this.target(caller, id, MEMBER_PERMISSIONS.remove);
    if (t.current.length === 0) return false;
    const roles = t.current.map((m) => m.role);
    this.deps.guard.assertCanGrant(t.access, roles.filter(isBuiltInRole));
    if (roles.some((r) => ADMIN_ROLES.includes(r))) await this.assertAnotherAdmin(t.workspaceId, t.userId);
    const n = await this.deps.repo.remove(
      t.userId,
      t.workspaceId,
      callerAuditEvent(caller, 'member.removed', `user/${t.userId}`, { workspaceId: t.workspaceId }),
    );
    await this.accessChanged(t.userId, t.workspaceId);
    this.deps.log.info(
      { event: 'member.removed', workspaceId: t.workspaceId, userId: t.userId, by: caller.userId },
      'member removed',
    );
    return n > 0;
  }

  private async assertAnotherAdmin(workspaceId: string, userId: string) {
    const admins = await this.deps.repo.holders(workspaceId, ADMIN_ROLES);
    if (!admins.some((a) => a !== userId))
      throw invalidArgument('memberId', 'the workspace would be left without an administrator');
  }

  /** Drops cached flattenings here at once and on every other replica. */
  private async accessChanged(userId: string, workspaceId: string) {
    this.deps.permissions.invalidate(userId, workspaceId);
    try {
      await this.deps.store.publish(ACCESS_CHANGED_CHANNEL, accessChangedMessage(userId, workspaceId));
    } catch (e) {
      this.deps.log.error(
        { err: (e as Error).message },
        'access change not published; other replicas drop it on cache expiry',
      );
    }
  }

  // ---- invitations ----

  async invite(
    caller: Caller,
    emailArg: string,
    role: string,
  ): Promise<{ invitation: InvitationView; accept_token: string }> {
    if (!(MEMBER_ROLES as readonly string[]).includes(role))
      throw invalidArgument('role', 'role must be ADMIN, DEVELOPER, BILLING or VIEWER');
    const email = normalizeEmail(emailArg);
    const access = await this.deps.guard.require(caller, MEMBER_PERMISSIONS.invite);
    const builtIn = ROLE_FOR_MEMBER_ROLE[role as MemberRole];
    this.deps.guard.assertCanGrant(access, [builtIn]);
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const invitationId = prefixedId('inv');
    const row = await this.deps.repo.createInvitation(
      {
        id: invitationId,
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        email,
        role: builtIn,
        invitedBy: caller.userId,
        tokenHash: sha256(token),
        expiresAt: new Date(now + this.deps.invitationTtlSeconds * 1000),
        createdAt: new Date(now),
      },
      callerAuditEvent(caller, 'invitation.created', `invitation/${invitationId}`, { details: { role: builtIn } }),
    );
    // The acceptance link goes to the invitee only; an invitation that could not be mailed is
    // revoked at once, so no PENDING invitation exists that its addressee never received.
    const org = await this.deps.tenants.organization(caller.orgId);
    try {
      await this.deps.mailer.send(
        invitationMail(
          email,
          `${this.deps.consoleUrl}/invitations/accept?token=${token}`,
          org?.name ?? 'an organization',
          role,
          row.expiresAt,
        ),
      );
    } catch (e) {
      await this.deps.repo.revokeInvitation(
        row.id,
        new Date(this.now()),
        callerAuditEvent(caller, 'invitation.revoked', `invitation/${row.id}`, {
          details: { reason: 'mail_not_sent' },
        }),
      );
      throw e;
    }
    this.deps.log.info(
      { event: 'invitation.created', invitationId: row.id, workspaceId: row.workspaceId, by: caller.userId },
      'invitation created and mailed',
    );
    return { invitation: (await this.withInviters([row], now))[0], accept_token: token };
  }

  async listInvitations(
    caller: Caller,
    opts: { organizationWide: boolean; addressedToCaller: boolean },
  ): Promise<InvitationView[]> {
    const now = this.now();
    if (opts.addressedToCaller) {
      const me = await this.deps.tenants.userById(caller.userId);
      if (!me) return [];
      return this.withInviters(
        await this.deps.repo.pendingInvitationsFor(me.email.trim().toLowerCase(), new Date(now)),
        now,
      );
    }
    await this.deps.guard.require(caller, MEMBER_PERMISSIONS.listInvitations);
    return this.withInviters(
      await this.deps.repo.invitationsInWorkspaces(await this.scopeWorkspaces(caller, opts.organizationWide)),
      now,
    );
  }

  async revokeInvitation(caller: Caller, id: string): Promise<InvitationView> {
    const row = id ? await this.deps.repo.invitation(id) : null;
    if (!row) throw new AppError('SVC-VALID-4041', 'invitation not found');
    await this.deps.guard.assertWorkspaceReachable(caller, row.workspaceId);
    await this.deps.guard.require(caller, MEMBER_PERMISSIONS.revokeInvitation, row.workspaceId);
    const now = this.now();
    if (row.status === 'ACCEPTED')
      throw invalidArgument('id', 'an accepted invitation cannot be revoked; remove the member instead');
    await this.deps.repo.revokeInvitation(
      row.id,
      new Date(now),
      callerAuditEvent(caller, 'invitation.revoked', `invitation/${row.id}`, { workspaceId: row.workspaceId }),
    );
    return (await this.withInviters([(await this.deps.repo.invitation(row.id))!], now))[0];
  }

  /**
   * The caller accepts an invitation addressed to their e-mail, in their own organization. Every
   * failure (unknown, used, revoked or expired token, another address, another organization) is
   * the same SVC-VALID-4041, so a token reveals nothing to anyone but its addressee.
   */
  async accept(caller: Caller, token: string): Promise<MemberView> {
    const notValid = () => new AppError('SVC-VALID-4041', 'the invitation is not valid');
    if (!token || token.length > 128) throw notValid();
    const row = await this.deps.repo.invitationByTokenHash(sha256(token));
    const me = await this.deps.tenants.userById(caller.userId);
    const now = this.now();
    if (
      !row ||
      !me ||
      row.status !== 'PENDING' ||
      row.expiresAt.getTime() <= now ||
      row.email !== me.email.trim().toLowerCase() ||
      row.organizationId !== me.organizationId ||
      me.status !== 'ACTIVE'
    )
      throw notValid();
    const accepted = {
      ...callerAuditEvent(caller, 'invitation.accepted', `invitation/${row.id}`),
      organizationId: row.organizationId,
      workspaceId: row.workspaceId,
    };
    if (!(await this.deps.repo.acceptInvitation(row.id, me.id, new Date(now), accepted))) throw notValid();
    await this.accessChanged(me.id, row.workspaceId);
    this.deps.log.info(
      { event: 'invitation.accepted', invitationId: row.id, workspaceId: row.workspaceId, userId: me.id },
      'invitation accepted',
    );
    const roles = await this.deps.repo.ofUser(me.id, row.workspaceId);
    return this.memberView(
      row.organizationId,
      row.workspaceId,
      me.id,
      roles.map((m) => m.role),
      roles.reduce((a, m) => (m.createdAt < a ? m.createdAt : a), new Date(now)),
      userView(me),
    );
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function invitationView(
  r: {
    id: string;
    organizationId: string;
    workspaceId: string;
    email: string;
    role: string;
    invitedBy: string;
    status: string;
    createdAt: Date;
    expiresAt: Date;
  },
  now: number,
  inviter: UserView | null,
): InvitationView {
  const status = r.status === 'PENDING' && r.expiresAt.getTime() <= now ? 'EXPIRED' : r.status;
  return {
    id: r.id,
    organization_id: r.organizationId,
    workspace_id: r.workspaceId,
    email: r.email,
    role: memberRoleOf([r.role]) ?? 'VIEWER',
    invited_by: r.invitedBy,
    status,
    created_at: iso(r.createdAt),
    expires_at: iso(r.expiresAt),
    inviter,
  };
}
