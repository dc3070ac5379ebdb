import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { decodeJwt } from 'jose';
import { createIdentityClient, type IdentityApi } from '@svc/grpc';
import { AppError } from '@svc/core';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  signIn,
  type TestIdentity,
  type PasswordTenant,
} from './helpers.ts';

let id: TestIdentity;
let t: PasswordTenant;
let config: client.Configuration;
let rpc: IdentityApi;
beforeAll(async () => {
  id = await startOAuthIdentity();
  t = await createPasswordTenant(id, { role: 'DEVELOPER' });
  config = await discover(id, t.clientId, t.clientSecret);
  rpc = createIdentityClient(id.grpcTarget);
});
afterAll(async () => {
  rpc?.close();
  await id?.stop();
});

describe('gRPC IdentityService', () => {
  it('ValidateToken and IntrospectToken accept a live access token and reject revoked and invalid ones', async () => {
    const s = await signIn(config, t);
    const v = await rpc.validateToken({ token: s.access_token });
    expect(v.valid).toBe(true);
    expect(v.claims).toMatchObject({
      sub: t.userId,
      workspace_id: t.workspaceId,
      roles: ['DEVELOPER'],
      client_id: t.clientId,
      family_id: decodeJwt(s.access_token).fid,
      session_type: 'user',
    });
    expect(Number(v.claims!.exp)).toBe(decodeJwt(s.access_token).exp);
    const i = await rpc.introspectToken({ token: s.access_token });
    expect(i).toMatchObject({ active: true, token_type: 'Bearer' });
    expect(i.scope.split(' ')).toContain('svc:llm:model:invoke');
    expect(await rpc.validateToken({ token: 'x.y.z' })).toMatchObject({ valid: false, reason_code: 'SVC-AUTH-1006' });
    // Refresh tokens are never access tokens, and gRPC introspection does not reveal them.
    expect((await rpc.validateToken({ token: s.refresh_token! })).valid).toBe(false);
    expect((await rpc.introspectToken({ token: s.refresh_token! })).active).toBe(false);
    await client.tokenRevocation(config, s.access_token);
    expect(await rpc.validateToken({ token: s.access_token })).toMatchObject({
      valid: false,
      reason_code: 'SVC-AUTH-1007',
    });
    expect((await rpc.introspectToken({ token: s.access_token })).active).toBe(false);
  });

  it('IsRevoked answers by jti and by family', async () => {
    const s = await signIn(config, t);
    const { jti, fid } = decodeJwt(s.access_token) as { jti: string; fid: string };
    expect((await rpc.isRevoked({ jti })).revoked).toBe(false);
    expect((await rpc.isRevoked({ family_id: fid })).revoked).toBe(false);
    await client.tokenRevocation(config, s.refresh_token!);
    expect((await rpc.isRevoked({ family_id: fid })).revoked).toBe(true);
    expect((await rpc.isRevoked({ jti, family_id: fid })).revoked).toBe(true);
    expect((await rpc.isRevoked({ jti })).revoked).toBe(false);
    await expect(rpc.isRevoked({})).rejects.toMatchObject({ code: 'SVC-VALID-4000' });
  });

  it('CheckPermission flattens roles in that workspace only, direct or by wildcard', async () => {
    const direct = await rpc.checkPermission({
      user_id: t.userId,
      workspace_id: t.workspaceId,
      permission: 'svc:llm:model:invoke',
    });
    expect(direct).toMatchObject({ allowed: true });
    expect(direct.reason).toMatch(/directly by role DEVELOPER/);
    expect(
      (
        await rpc.checkPermission({
          user_id: t.userId,
          workspace_id: t.workspaceId,
          permission: 'svc:billing:invoice:read',
        })
      ).allowed,
    ).toBe(false);
    // An admin somewhere else: the same user is admin in a second workspace, viewer nowhere here.
    const ws2 = `${t.workspaceId}_b`;
    await id.prisma.workspace.create({ data: { id: ws2, organizationId: t.orgId, name: 'second' } });
    await id.prisma.membership.create({ data: { userId: t.userId, workspaceId: ws2, role: 'ORG_ADMIN' } });
    const wild = await rpc.checkPermission({
      user_id: t.userId,
      workspace_id: ws2,
      permission: 'svc:billing:invoice:read',
    });
    expect(wild).toMatchObject({ allowed: true });
    expect(wild.reason).toMatch(/wildcard svc:billing:\* of role ORG_ADMIN/);
    // Roles do not carry across workspaces.
    expect(
      (
        await rpc.checkPermission({
          user_id: t.userId,
          workspace_id: t.workspaceId,
          permission: 'svc:billing:invoice:read',
        })
      ).allowed,
    ).toBe(false);
    expect(
      await rpc.checkPermission({ user_id: t.userId, workspace_id: 'ws_nowhere', permission: 'svc:iam:user:read' }),
    ).toMatchObject({ allowed: false, reason: 'no roles in this workspace' });
    // A resource in another workspace is never allowed by this workspace's roles.
    const orn = `orn:svc:llm:${t.orgId}:workspace:${ws2}:model/m1`;
    expect(
      (
        await rpc.checkPermission({
          user_id: t.userId,
          workspace_id: t.workspaceId,
          permission: 'svc:llm:model:invoke',
          resource_orn: orn,
        })
      ).allowed,
    ).toBe(false);
    await expect(
      rpc.checkPermission({ user_id: t.userId, workspace_id: t.workspaceId, permission: 'not a scope' }),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('the flattening cache is invalidated through the access-changed channel', async () => {
    const perm = { user_id: t.userId, workspace_id: t.workspaceId, permission: 'svc:iam:scim:write' };
    expect((await rpc.checkPermission(perm)).allowed).toBe(false);
    await id.prisma.membership.create({
      data: { userId: t.userId, workspaceId: t.workspaceId, role: 'WORKSPACE_ADMIN' },
    });
    // Still cached (PERMISSION_CACHE_TTL_MS) until the hook fires.
    expect((await rpc.checkPermission(perm)).allowed).toBe(false);
    await id.handle.store.publish(
      'identity:access-changed',
      JSON.stringify({ userId: t.userId, workspaceId: t.workspaceId }),
    );
    await expect.poll(async () => (await rpc.checkPermission(perm)).allowed, { timeout: 5_000 }).toBe(true);
    await id.prisma.user.update({ where: { id: t.userId }, data: { status: 'SUSPENDED' } });
    await id.handle.store.publish('identity:access-changed', JSON.stringify({ userId: t.userId }));
    await expect
      .poll(() => rpc.checkPermission(perm), { timeout: 5_000 })
      .toMatchObject({ allowed: false, reason: 'user is not active' });
  });

  it('keeps GetJwks, GetUsers, GetOrganization, GetWorkspace; ExchangeApiKey is not implemented here', async () => {
    expect(JSON.parse((await rpc.getJwks({})).jwks_json).keys).toHaveLength(1);
    expect((await rpc.getUsers({ ids: [t.userId], workspace_id: t.workspaceId })).users[0].id).toBe(t.userId);
    expect((await rpc.getOrganization({ id: t.orgId })).id).toBe(t.orgId);
    expect((await rpc.getWorkspace({ id: t.workspaceId })).id).toBe(t.workspaceId);
    await expect(rpc.exchangeApiKey({ api_key: 'svc_test_x' })).rejects.toBeInstanceOf(AppError);
  });
});
