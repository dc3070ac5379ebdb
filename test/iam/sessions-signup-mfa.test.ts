/**
 * Sessions (refresh-token families) with listing and revocation, sign-up, TOTP MFA with backup
 * codes, and step-up tokens, over identity's gRPC API, with the OAuth token endpoint as the
 * real client would use it (openid-client).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { decodeJwt } from 'jose';
import { createIdentityClient, type IdentityApi } from '@svc/grpc';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  signIn,
  oauthError,
  type TestIdentity,
  type PasswordTenant,
} from '../oauth/helpers.ts';
import { code } from './helpers.ts';

let id: TestIdentity;
let rpc: IdentityApi;
let t: PasswordTenant;
let config: client.Configuration;

beforeAll(async () => {
  // Sign-up sessions belong to a first-party client; create it first, then start identity with it.
  const seed = await startOAuthIdentity();
  t = await createPasswordTenant(seed, {});
  await seed.stop();
  id = await startOAuthIdentity({ KEYS_DIR: seed.cfg.KEYS_DIR, SIGNUP_CLIENT_ID: t.clientId });
  rpc = createIdentityClient(id.grpcTarget, { deadlineMs: 10_000 });
  config = await discover(id, t.clientId, t.clientSecret);
});
afterAll(async () => {
  rpc?.close();
  await id?.stop();
});

const callerOf = (accessToken: string) => {
  const c = decodeJwt(accessToken) as { sub: string; org_id: string; workspace_id: string; jti: string };
  return { user_id: c.sub, org_id: c.org_id, workspace_id: c.workspace_id, token_id: c.jti };
};

describe('sessions', () => {
  it('lists the caller’s sign-ins with the current one marked; revoking one ends its refresh and access tokens', async () => {
    const u = await createPasswordTenant(id, {});
    const cfg = await discover(id, u.clientId, u.clientSecret);
    const s1 = await signIn(cfg, u);
    const s2 = await signIn(cfg, u);
    const s3 = await signIn(cfg, u);
    const me = callerOf(s1.access_token);
    expect(me.token_id.startsWith(`${decodeJwt(s1.access_token).fid}.`)).toBe(true);
    const list = await rpc.listSessions({ caller: me });
    expect(list.total_count).toBe(3);
    expect(list.sessions.filter((s) => s.is_current).map((s) => s.id)).toEqual([decodeJwt(s1.access_token).fid]);
    expect(list.sessions[0]).toMatchObject({ browser: '', device: '', coarse_ip: '', coarse_location: '' });
    const page = await rpc.listSessions({ caller: me, offset: 1, limit: 1 });
    expect(page).toMatchObject({ total_count: 3 });
    expect(page.sessions).toHaveLength(1);

    // Another user's session cannot be revoked, and nothing changes.
    const other = await createPasswordTenant(id, {});
    const otherSession = await signIn(await discover(id, other.clientId, other.clientSecret), other);
    expect(
      await code(rpc.revokeSessions({ caller: me, session_id: decodeJwt(otherSession.access_token).fid as string })),
    ).toBe('SVC-VALID-4041');
    expect((await rpc.validateToken({ token: otherSession.access_token })).valid).toBe(true);

    const r2 = await rpc.revokeSessions({ caller: me, session_id: decodeJwt(s2.access_token).fid as string });
    expect(r2).toMatchObject({ success: true, revoked_current: false });
    expect((await oauthError(client.refreshTokenGrant(cfg, s2.refresh_token!))).error).toBe('invalid_grant');
    expect((await rpc.validateToken({ token: s2.access_token })).reason_code).toBe('SVC-AUTH-1007');
    expect((await rpc.listSessions({ caller: me })).total_count).toBe(2);

    // Rotating a session's refresh token keeps it one session, with a later last activity.
    const s3b = await client.refreshTokenGrant(cfg, s3.refresh_token!);
    const after = (await rpc.listSessions({ caller: me })).sessions.find(
      (s) => s.id === decodeJwt(s3b.access_token).fid,
    )!;
    expect(Date.parse(after.last_active_at)).toBeGreaterThan(Date.parse(after.created_at));

    const others = await rpc.revokeSessions({ caller: me, others: true });
    expect(others).toMatchObject({ success: true, revoked_current: false, revoked_count: 1 });
    const current = await rpc.revokeSessions({ caller: me, session_id: decodeJwt(s1.access_token).fid as string });
    expect(current).toMatchObject({ success: true, revoked_current: true });
    expect((await rpc.validateToken({ token: s1.access_token })).valid).toBe(false);
    expect((await rpc.listSessions({ caller: me })).total_count).toBe(0);
  });
});

describe('sign-up', () => {
  it('creates an organization, workspace and owner user, and signs the user in', async () => {
    const email = `founder-${Date.now()}@example.com`;
    const r = await rpc.signUp({
      email: ` ${email.toUpperCase()} `,
      password: 'a long enough password',
      first_name: 'Ada',
      last_name: 'Lovelace',
      organization_name: 'Analytical Engines',
    });
    expect(r).toMatchObject({ expires_in: 900, email_verified: false });
    expect(r.organization).toMatchObject({
      name: 'Analytical Engines',
      plan: 'FREE',
      status: 'ACTIVE',
      owner_user_id: r.user!.id,
    });
    expect(r.organization!.slug).toMatch(/^analytical-engines-[0-9a-f]{6}$/);
    expect(r.workspace).toMatchObject({ organization_id: r.organization!.id, status: 'ACTIVE' });
    expect(r.user).toMatchObject({
      email,
      given_name: 'Ada',
      family_name: 'Lovelace',
      root_scope: 'ORGANIZATION',
      primary_workspace_id: r.workspace!.id,
      status: 'ACTIVE',
    });
    const v = await rpc.validateToken({ token: r.access_token });
    expect(v.claims).toMatchObject({
      sub: r.user!.id,
      org_id: r.organization!.id,
      workspace_id: r.workspace!.id,
      roles: ['ORG_ADMIN'],
      session_type: 'user',
      client_id: t.clientId,
    });
    // The refresh token belongs to the sign-up client and rotates like any other.
    const refreshed = await client.refreshTokenGrant(config, r.refresh_token);
    expect(decodeJwt(refreshed.access_token).fid).toBe(v.claims!.family_id);
    // The password works with the password grant too (through a client of the new workspace).
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: r.user!.id } })).passwordHash).toMatch(/^scrypt\$/);
  });

  it('refuses bad input and creates nothing', async () => {
    // Other test files share this database, so count only what these sign-ups could have created.
    const mark = crypto.randomUUID().slice(0, 8);
    const base = {
      email: `ok-${mark}@example.com`,
      password: 'a long enough password',
      first_name: 'A',
      last_name: 'B',
      organization_name: `Org ${mark}`,
    };
    const orgNames = [base.organization_name, '   '];
    const count = () =>
      Promise.all([
        id.prisma.organization.count({ where: { name: { in: orgNames } } }),
        id.prisma.user.count({ where: { email: { in: [base.email, 'not-an-email'] } } }),
        id.prisma.workspace.count({ where: { organization: { name: { in: orgNames } } } }),
      ]);
    const before = await count();
    expect(before).toEqual([0, 0, 0]);
    expect(await code(rpc.signUp({ ...base, email: 'not-an-email' }))).toBe('SVC-VALID-4000');
    expect(await code(rpc.signUp({ ...base, password: 'short' }))).toBe('SVC-VALID-4000');
    expect(await code(rpc.signUp({ ...base, organization_name: '   ' }))).toBe('SVC-VALID-4000');
    expect(await code(rpc.signUp({ ...base, first_name: 'x'.repeat(101) }))).toBe('SVC-VALID-4000');
    expect(await count()).toEqual(before);
  });
});

describe('MFA and step-up', () => {
  it('enrolls TOTP with hashed backup codes; a code confirms it once; step-ups are single-use and never access tokens', async () => {
    const u = await createPasswordTenant(id, {});
    const me = { user_id: u.userId, org_id: u.orgId, workspace_id: u.workspaceId };
    const e = await rpc.enrollMfa({ caller: me });
    expect(e.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(e.qr_code_url).toBe(
      `otpauth://totp/SVC%3A${encodeURIComponent(u.email)}?secret=${e.secret}&issuer=SVC&algorithm=SHA1&digits=6&period=30`,
    );
    expect(e.backup_codes).toHaveLength(10);
    const stored = await id.prisma.mfaBackupCode.findMany({ where: { userId: u.userId } });
    expect(stored).toHaveLength(10);
    for (const c of e.backup_codes) expect(JSON.stringify(stored)).not.toContain(c.replace('-', ''));
    expect(
      (await id.prisma.mfaEnrollment.findUniqueOrThrow({ where: { userId: u.userId } })).secretCiphertext,
    ).not.toContain(e.secret);
    // A step-up needs an active enrollment.
    const secret = base32Decode(e.secret);
    const step = timeStep(Date.now());
    expect(await code(rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: hotp(secret, step) }))).toBe(
      'SVC-AUTH-1001',
    );
    expect(
      (await rpc.confirmMfa({ caller: me, code: '000000' === hotp(secret, step) ? '111111' : '000000' })).confirmed,
    ).toBe(false);
    expect((await rpc.confirmMfa({ caller: me, code: hotp(secret, step - 1) })).confirmed).toBe(true);
    expect((await rpc.confirmMfa({ caller: me, code: hotp(secret, step) })).confirmed).toBe(false); // already active
    expect(await code(rpc.enrollMfa({ caller: me }))).toBe('SVC-VALID-4000');

    // The step that confirmed cannot be replayed; a later one can, once.
    expect(await code(rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: hotp(secret, step - 1) }))).toBe(
      'SVC-AUTH-1001',
    );
    const s = await rpc.requestStepUp({
      caller: me,
      scope: 'MANAGE_API_KEYS',
      code: hotp(secret, step),
      operation_binding: 'op-1',
    });
    expect(s.jti).toMatch(/^stu_[A-Za-z0-9_-]{43}$/);
    expect(s.scope).toBe('MANAGE_API_KEYS');
    expect(Date.parse(s.expires_at) - Date.now()).toBeLessThanOrEqual(300_000);
    expect(await code(rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: hotp(secret, step) }))).toBe(
      'SVC-AUTH-1001',
    );
    // Its JWT form has its own typ and token_type: never an access token.
    const header = JSON.parse(Buffer.from(s.token.split('.')[0], 'base64url').toString());
    expect(header.typ).toBe('step-up+jwt');
    expect(decodeJwt(s.token)).toMatchObject({
      token_type: 'step_up',
      scope: 'MANAGE_API_KEYS',
      op: 'op-1',
      sub: u.userId,
    });
    expect(await rpc.validateToken({ token: s.token })).toMatchObject({ valid: false, reason_code: 'SVC-AUTH-1006' });
    expect((await rpc.introspectToken({ token: s.token })).active).toBe(false);
    expect(
      (await fetch(`${id.httpUrl}/oauth/logout`, { method: 'POST', headers: { authorization: `Bearer ${s.token}` } }))
        .status,
    ).toBe(401);

    // Backup codes work once each.
    const b = await rpc.requestStepUp({ caller: me, scope: 'BULK_REVOKE_API_KEYS', code: e.backup_codes[0] });
    expect(b.jti).toMatch(/^stu_/);
    expect(await code(rpc.requestStepUp({ caller: me, scope: 'BULK_REVOKE_API_KEYS', code: e.backup_codes[0] }))).toBe(
      'SVC-AUTH-1001',
    );
    expect(await code(rpc.requestStepUp({ caller: me, scope: 'NOT_A_SCOPE', code: e.backup_codes[1] }))).toBe(
      'SVC-VALID-4000',
    );
  });

  it('locks second-factor attempts after 5 failures (SVC-RATE-2001)', async () => {
    const u = await createPasswordTenant(id, {});
    const me = { user_id: u.userId, org_id: u.orgId, workspace_id: u.workspaceId };
    const e = await rpc.enrollMfa({ caller: me });
    const secret = base32Decode(e.secret);
    expect((await rpc.confirmMfa({ caller: me, code: hotp(secret, timeStep(Date.now()) - 1) })).confirmed).toBe(true);
    for (let i = 0; i < 5; i++)
      expect(await code(rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: 'zzzz-zzzz' }))).toBe(
        'SVC-AUTH-1001',
      );
    expect(await code(rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: e.backup_codes[0] }))).toBe(
      'SVC-RATE-2001',
    );
    // The locked attempt spent nothing.
    expect(await id.prisma.mfaBackupCode.count({ where: { userId: u.userId, usedAt: { not: null } } })).toBe(0);
  });
});
