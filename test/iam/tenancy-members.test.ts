/**
 * Tenancy and membership through identity's gRPC API: reads scoped by the caller (another
 * workspace is SVC-AUTH-1005 unless the caller's root_scope is ORGANIZATION), members and role
 * changes (no escalation by a non-admin, the last administrator stays, changes take effect in
 * CheckPermission at once on this and on another replica), and invitations (create, accept,
 * revoke, expiry). Failed requests leave the stored rows as they were.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createHash } from 'node:crypto';
import {
  addUser,
  addWorkspace,
  code,
  snapshot,
  startIamIdentity,
  tenant,
  type IamIdentity,
  type Tenant,
} from './helpers.ts';

let id: IamIdentity;
let t: Tenant;

beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id);
});
afterAll(async () => {
  await id?.stop();
});

describe('reads scoped by the caller', () => {
  it('a workspace-scoped caller reads its own workspace, organization and users only', async () => {
    const other = await tenant(id);
    expect((await id.rpc.getWorkspace({ id: t.workspaceId, caller: t.admin })).id).toBe(t.workspaceId);
    expect(await code(id.rpc.getWorkspace({ id: other.workspaceId, caller: t.admin }))).toBe('SVC-AUTH-1005');
    expect(await code(id.rpc.getWorkspace({ id: 'ws_nope', caller: t.admin }))).toBe('SVC-AUTH-1005');
    expect((await id.rpc.getOrganization({ id: t.orgId, caller: t.admin })).id).toBe(t.orgId);
    expect(await code(id.rpc.getOrganization({ id: other.orgId, caller: t.admin }))).toBe('SVC-AUTH-1005');
    const users = await id.rpc.getUsers({
      ids: [t.userId, other.userId],
      workspace_id: t.workspaceId,
      caller: t.admin,
    });
    expect(users.users.map((u) => u.id)).toEqual([t.userId]);
    expect(await code(id.rpc.getUsers({ ids: [other.userId], workspace_id: other.workspaceId, caller: t.admin }))).toBe(
      'SVC-AUTH-1005',
    );
    // Service callers (no caller) keep the unscoped plan lookup.
    expect((await id.rpc.getOrganization({ id: other.orgId })).id).toBe(other.orgId);
  });

  it('another workspace of the same organization is reachable only with root_scope ORGANIZATION', async () => {
    const ws2 = await addWorkspace(id.prisma, t);
    const there = await addUser(id.prisma, t, 'DEVELOPER', { workspaceId: ws2 });
    expect(await code(id.rpc.getWorkspace({ id: ws2, caller: t.admin }))).toBe('SVC-AUTH-1005');
    expect(
      (await id.rpc.getUsers({ ids: [there.user_id], workspace_id: t.workspaceId, caller: t.admin })).users,
    ).toEqual([]);
    expect((await id.rpc.listWorkspaces({ caller: t.admin })).workspaces.map((w) => w.id)).toEqual([t.workspaceId]);
    const orgUser = await addUser(id.prisma, t, 'WORKSPACE_ADMIN', { rootScope: 'ORGANIZATION' });
    expect((await id.rpc.getWorkspace({ id: ws2, caller: orgUser })).id).toBe(ws2);
    expect(
      (await id.rpc.getUsers({ ids: [there.user_id], workspace_id: t.workspaceId, caller: orgUser })).users.map(
        (u) => u.id,
      ),
    ).toEqual([there.user_id]);
    expect((await id.rpc.listWorkspaces({ caller: orgUser })).workspaces.map((w) => w.id).sort()).toEqual(
      [t.workspaceId, ws2].sort(),
    );
    // ...but never another organization's workspace.
    const other = await tenant(id);
    expect(await code(id.rpc.getWorkspace({ id: other.workspaceId, caller: orgUser }))).toBe('SVC-AUTH-1005');
    // Members organization-wide for the organization-scoped caller; the workspace for the others.
    expect(
      new Set(
        (await id.rpc.listMembers({ caller: orgUser, organization_wide: true })).members.map((m) => m.workspace_id),
      ),
    ).toEqual(new Set([t.workspaceId, ws2]));
    expect(
      new Set(
        (await id.rpc.listMembers({ caller: t.admin, organization_wide: true })).members.map((m) => m.workspace_id),
      ),
    ).toEqual(new Set([t.workspaceId]));
  });
});

describe('members and roles', () => {
  it('lists members with their user and mapped role', async () => {
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    const { members } = await id.rpc.listMembers({ caller: t.admin });
    const m = members.find((x) => x.user_id === dev.user_id)!;
    expect(m).toMatchObject({
      role: 'DEVELOPER',
      workspace_id: t.workspaceId,
      organization_id: t.orgId,
      built_in_roles: ['DEVELOPER'],
    });
    expect(m.user).toMatchObject({ id: dev.user_id, email: dev.email });
    expect(members.find((x) => x.user_id === t.userId)!.role).toBe('ADMIN');
  });

  it('a non-admin cannot change roles or remove members, nor escalate themselves; nothing changes', async () => {
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    const viewer = await addUser(id.prisma, t, 'WORKSPACE_VIEWER');
    const { members } = await id.rpc.listMembers({ caller: t.admin });
    const idOf = (u: string) => members.find((m) => m.user_id === u)!.id;
    const rows = await snapshot(id.prisma, [t.workspaceId]);
    expect(await code(id.rpc.updateMemberRole({ caller: dev, member_id: idOf(dev.user_id), role: 'ADMIN' }))).toBe(
      'SVC-AUTH-1008',
    );
    expect(
      await code(id.rpc.updateMemberRole({ caller: dev, member_id: idOf(viewer.user_id), role: 'DEVELOPER' })),
    ).toBe('SVC-AUTH-1008');
    expect(await code(id.rpc.removeMember({ caller: dev, member_id: idOf(t.userId) }))).toBe('SVC-AUTH-1008');
    expect(await code(id.rpc.createInvitation({ caller: dev, email: 'x@example.com', role: 'ADMIN' }))).toBe(
      'SVC-AUTH-1008',
    );
    expect(await code(id.rpc.updateMemberRole({ caller: t.admin, member_id: idOf(dev.user_id), role: 'OWNER' }))).toBe(
      'SVC-VALID-4000',
    );
    expect(await code(id.rpc.updateMemberRole({ caller: t.admin, member_id: 'mbr_garbage', role: 'VIEWER' }))).toBe(
      'SVC-VALID-4005',
    );
    expect(await snapshot(id.prisma, [t.workspaceId])).toEqual(rows);
    expect(
      (
        await id.rpc.checkPermission({
          user_id: dev.user_id,
          workspace_id: t.workspaceId,
          permission: 'svc:iam:role:write',
        })
      ).allowed,
    ).toBe(false);
  });

  it('a workspace admin cannot grant beyond their own permissions (ORG_ADMIN members stay out of reach)', async () => {
    const orgAdmin = await addUser(id.prisma, t, 'ORG_ADMIN');
    const { members } = await id.rpc.listMembers({ caller: t.admin });
    const target = members.find((m) => m.user_id === orgAdmin.user_id)!;
    const rows = await snapshot(id.prisma, [t.workspaceId]);
    expect(await code(id.rpc.updateMemberRole({ caller: t.admin, member_id: target.id, role: 'VIEWER' }))).toBe(
      'SVC-AUTH-1008',
    );
    expect(await code(id.rpc.removeMember({ caller: t.admin, member_id: target.id }))).toBe('SVC-AUTH-1008');
    expect(await snapshot(id.prisma, [t.workspaceId])).toEqual(rows);
  });

  it('members of another workspace cannot be changed (SVC-AUTH-1005)', async () => {
    const other = await tenant(id);
    const { members } = await id.rpc.listMembers({ caller: other.admin });
    const rows = await snapshot(id.prisma, [other.workspaceId]);
    expect(await code(id.rpc.updateMemberRole({ caller: t.admin, member_id: members[0].id, role: 'VIEWER' }))).toBe(
      'SVC-AUTH-1005',
    );
    expect(await code(id.rpc.removeMember({ caller: t.admin, member_id: members[0].id }))).toBe('SVC-AUTH-1005');
    expect(await snapshot(id.prisma, [other.workspaceId])).toEqual(rows);
  });

  it('role changes take effect in CheckPermission at once, here and on another replica', async () => {
    const replica = await startIamIdentity({ KEYS_DIR: id.cfg.KEYS_DIR });
    try {
      // The two replicas share a store only when the run has REDIS_URL; otherwise bridge the
      // in-process stores' access-change channel the way Redis would.
      if (!id.cfg.REDIS_URL)
        await id.handle.store.subscribe(
          'identity:access-changed',
          (m) => void replica.handle.store.publish('identity:access-changed', m),
        );
      const dev = await addUser(id.prisma, t, 'DEVELOPER');
      const check = (rpc: typeof id.rpc) =>
        rpc.checkPermission({ user_id: dev.user_id, workspace_id: t.workspaceId, permission: 'svc:llm:model:invoke' });
      expect((await check(id.rpc)).allowed).toBe(true);
      expect((await check(replica.rpc)).allowed).toBe(true); // now cached on both
      const mid = (await id.rpc.listMembers({ caller: t.admin })).members.find((m) => m.user_id === dev.user_id)!.id;
      const changed = await id.rpc.updateMemberRole({ caller: t.admin, member_id: mid, role: 'VIEWER' });
      expect(changed).toMatchObject({ role: 'VIEWER', built_in_roles: ['WORKSPACE_VIEWER'] });
      expect((await check(id.rpc)).allowed).toBe(false);
      await expect.poll(async () => (await check(replica.rpc)).allowed, { timeout: 3000 }).toBe(false);
      expect(await id.prisma.membership.findMany({ where: { userId: dev.user_id }, select: { role: true } })).toEqual([
        { role: 'WORKSPACE_VIEWER' },
      ]);
      // Removal.
      expect((await id.rpc.removeMember({ caller: t.admin, member_id: mid })).removed).toBe(true);
      expect((await id.rpc.removeMember({ caller: t.admin, member_id: mid })).removed).toBe(false);
      expect((await check(id.rpc)).reason).toMatch(/no roles/);
    } finally {
      await replica.stop();
    }
  });

  it('the last administrator can be neither demoted nor removed', async () => {
    const solo = await tenant(id);
    const { members } = await id.rpc.listMembers({ caller: solo.admin });
    const rows = await snapshot(id.prisma, [solo.workspaceId]);
    expect(
      await code(id.rpc.updateMemberRole({ caller: solo.admin, member_id: members[0].id, role: 'DEVELOPER' })),
    ).toBe('SVC-VALID-4000');
    expect(await code(id.rpc.removeMember({ caller: solo.admin, member_id: members[0].id }))).toBe('SVC-VALID-4000');
    expect(await snapshot(id.prisma, [solo.workspaceId])).toEqual(rows);
  });
});

describe('invitations', () => {
  it('create → listed → accepted by the addressee (the role is granted); the token works once', async () => {
    const invitee = await addUser(id.prisma, t, 'WORKSPACE_VIEWER', { workspaceId: await addWorkspace(id.prisma, t) });
    const { invitation, accept_token } = await id.rpc.createInvitation({
      caller: t.admin,
      email: ` ${invitee.email.toUpperCase()} `,
      role: 'DEVELOPER',
    });
    expect(invitation).toMatchObject({
      email: invitee.email,
      role: 'DEVELOPER',
      status: 'PENDING',
      invited_by: t.userId,
      workspace_id: t.workspaceId,
    });
    expect(invitation!.inviter).toMatchObject({ id: t.userId });
    expect(Date.parse(invitation!.expires_at) - Date.parse(invitation!.created_at)).toBe(7 * 86_400_000);
    const row = await id.prisma.invitation!.findUniqueOrThrow({ where: { id: invitation!.id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(accept_token).digest('hex'));
    expect((await id.rpc.listInvitations({ caller: t.admin })).invitations.map((i) => i.id)).toContain(invitation!.id);
    expect(
      (await id.rpc.listInvitations({ caller: invitee, addressed_to_caller: true })).invitations.map((i) => i.id),
    ).toEqual([invitation!.id]);

    // Someone else holding the token cannot use it, and nothing changes.
    const stranger = await addUser(id.prisma, t, 'DEVELOPER');
    const rows = await snapshot(id.prisma, [t.workspaceId]);
    expect(await code(id.rpc.acceptInvitation({ caller: stranger, token: accept_token }))).toBe('SVC-VALID-4041');
    expect(await code(id.rpc.acceptInvitation({ caller: invitee, token: 'not-a-token' }))).toBe('SVC-VALID-4041');
    expect(await snapshot(id.prisma, [t.workspaceId])).toEqual(rows);

    const member = await id.rpc.acceptInvitation({ caller: invitee, token: accept_token });
    expect(member).toMatchObject({ user_id: invitee.user_id, workspace_id: t.workspaceId, role: 'DEVELOPER' });
    expect(
      (
        await id.rpc.checkPermission({
          user_id: invitee.user_id,
          workspace_id: t.workspaceId,
          permission: 'svc:llm:model:invoke',
        })
      ).allowed,
    ).toBe(true);
    expect(await code(id.rpc.acceptInvitation({ caller: invitee, token: accept_token }))).toBe('SVC-VALID-4041');
    expect(
      (await id.rpc.listInvitations({ caller: t.admin })).invitations.find((i) => i.id === invitation!.id)!.status,
    ).toBe('ACCEPTED');
  });

  it('revoked and expired invitations cannot be accepted; another workspace’s cannot be revoked', async () => {
    const invitee = await addUser(id.prisma, t, 'WORKSPACE_VIEWER', { workspaceId: await addWorkspace(id.prisma, t) });
    const a = await id.rpc.createInvitation({ caller: t.admin, email: invitee.email, role: 'VIEWER' });
    const b = await id.rpc.createInvitation({ caller: t.admin, email: invitee.email, role: 'VIEWER' });
    const other = await tenant(id);
    expect(await code(id.rpc.revokeInvitation({ caller: other.admin, id: a.invitation!.id }))).toBe('SVC-AUTH-1005');
    expect((await id.rpc.revokeInvitation({ caller: t.admin, id: a.invitation!.id })).status).toBe('REVOKED');
    await id.prisma.invitation.update({
      where: { id: b.invitation!.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await id.rpc.listInvitations({ caller: t.admin })).invitations.find((i) => i.id === b.invitation!.id)!.status,
    ).toBe('EXPIRED');
    const rows = await snapshot(id.prisma, [t.workspaceId]);
    expect(await code(id.rpc.acceptInvitation({ caller: invitee, token: a.accept_token }))).toBe('SVC-VALID-4041');
    expect(await code(id.rpc.acceptInvitation({ caller: invitee, token: b.accept_token }))).toBe('SVC-VALID-4041');
    expect(await snapshot(id.prisma, [t.workspaceId])).toEqual(rows);
    expect(await code(id.rpc.createInvitation({ caller: t.admin, email: 'not an email', role: 'VIEWER' }))).toBe(
      'SVC-VALID-4000',
    );
  });
});
