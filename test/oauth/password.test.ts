import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { scopeCovers } from '@svc/core';
import { permissionsOf } from '../../identity/src/services/roles.ts';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  signIn,
  oauthError,
  refreshRows,
  expectHealthy,
  addClient,
  type TestIdentity,
} from './helpers.ts';

let id: TestIdentity;
beforeAll(async () => {
  id = await startOAuthIdentity();
});
afterAll(() => id?.stop());

describe('password grant (first-party sign-in)', () => {
  it('issues an access token with the role permissions in the client workspace within the client scopes, plus a refresh token', async () => {
    const t = await createPasswordTenant(id, { role: 'DEVELOPER' });
    const config = await discover(id, t.clientId, t.clientSecret);
    const r = await signIn(config, t);
    expect(r.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.expires_in).toBe(900);
    const { payload } = await jwtVerify(
      r.access_token,
      createRemoteJWKSet(new URL(`${id.httpUrl}/.well-known/jwks.json`)),
      { issuer: id.cfg.AUTH_ISSUER, audience: id.cfg.API_AUDIENCE, typ: 'at+jwt' },
    );
    expect(payload).toMatchObject({
      sub: t.userId,
      workspace_id: t.workspaceId,
      org_id: t.orgId,
      roles: ['DEVELOPER'],
      session_type: 'user',
      client_id: t.clientId,
      token_type: 'access',
    });
    // The DEVELOPER's permissions that the client is registered for, and nothing else.
    expect(payload.permissions).toEqual(
      permissionsOf(['DEVELOPER']).filter((p) => t.scopes.some((s) => scopeCovers(s, p))),
    );
    expect(payload.permissions).toEqual(['svc:iam:user:read', 'svc:iam:workspace:read', 'svc:llm:model:invoke']);
    expect(payload.fid).toMatch(/^fam_/);
    // The refresh token is stored only as its hash, in the token's family.
    const rows = await refreshRows(id.prisma, [t.clientId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].familyId).toBe(payload.fid);
    expect(rows[0].tokenHash).not.toContain(r.refresh_token!);
    expect(JSON.stringify(rows)).not.toContain(r.refresh_token!);
  });

  it('narrows to the requested scope and refuses scope beyond the user roles', async () => {
    const t = await createPasswordTenant(id, { role: 'WORKSPACE_VIEWER' });
    const config = await discover(id, t.clientId, t.clientSecret);
    const r = await signIn(config, t, 'svc:iam:user:read');
    expect(r.scope).toBe('svc:iam:user:read');
    const before = await refreshRows(id.prisma, [t.clientId]);
    expect((await oauthError(signIn(config, t, 'svc:iam:user:read svc:llm:model:invoke'))).error).toBe('invalid_scope');
    expect(await refreshRows(id.prisma, [t.clientId])).toEqual(before);
  });

  it('locks the account after 5 failures for 30 minutes with SVC-AUTH-1001; the right password is then refused too', async () => {
    const t = await createPasswordTenant(id);
    const config = await discover(id, t.clientId, t.clientSecret);
    for (let i = 0; i < 5; i++) {
      const e = await oauthError(
        client.genericGrantRequest(config, 'password', { username: t.email, password: 'wrong' }),
      );
      expect(e.error).toBe('invalid_grant');
    }
    const u = await id.prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
    expect(u.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(u.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const r = await fetch(`${id.httpUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: t.email,
        password: t.password,
        client_id: t.clientId,
        client_secret: t.clientSecret,
      }),
    });
    expect(r.status).toBe(400);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await r.json()).toMatchObject({ error: 'invalid_grant', svc_code: 'SVC-AUTH-1001' });
    expect(await refreshRows(id.prisma, [t.clientId])).toEqual([]);
    // Unlocks after the lock expires.
    await id.prisma.user.update({ where: { id: t.userId }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await signIn(config, t)).access_token).toBeTruthy();
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: t.userId } })).failedLogins).toBe(0);
  });

  it('refuses a suspended user, an unknown user, and a client without the password grant', async () => {
    const t = await createPasswordTenant(id);
    const config = await discover(id, t.clientId, t.clientSecret);
    expect(
      (
        await oauthError(
          client.genericGrantRequest(config, 'password', { username: 'nobody@test.local', password: 'x' }),
        )
      ).error,
    ).toBe('invalid_grant');
    await id.prisma.user.update({ where: { id: t.userId }, data: { status: 'SUSPENDED' } });
    const e = await oauthError(signIn(config, t));
    expect(e.error).toBe('invalid_grant');
    const other = await addClient(id, t, { grantTypes: ['client_credentials'] });
    const c2 = await discover(id, other.clientId, other.clientSecret);
    expect((await oauthError(signIn(c2, t))).error).toBe('unauthorized_client');
    expect(await refreshRows(id.prisma, [t.clientId, other.clientId])).toEqual([]);
    expect(await expectHealthy(id)).toBe(200);
  });

  it('MFA, backup-code and workspace-switch grants fail closed as unsupported_grant_type', async () => {
    const t = await createPasswordTenant(id);
    const config = await discover(id, t.clientId, t.clientSecret);
    for (const g of ['mfa', 'urn:svc:grant-type:mfa', 'backup_code', 'workspace_switch']) {
      expect((await oauthError(client.genericGrantRequest(config, g, {}))).error).toBe('unsupported_grant_type');
    }
  });
});
