/**
 * The audit trail's remaining identity sources (issue 13), over identity's real gRPC and HTTP
 * against PostgreSQL and Redis: session revocation (revokeSessions, access lost at refresh),
 * member.added at sign-up, the second-factor checks of a step-up (verified, failed, locked out),
 * refused step-up spends, refused token requests (token.grant.denied) and scope denials reported
 * by the edge (access.scope.denied). Each event is checked for category, action, outcome, actor and
 * resource after the real operation; a change whose append fails rolls back; every flood bound is
 * exact under parallel calls; a refusal whose event cannot be appended is answered the same; every
 * chain touched still verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import { createLogger } from '@svc/core';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { base32Decode, hotp, timeStep } from '../../identity/src/services/totp.ts';
import { ACCESS_CHANGED_CHANNEL } from '../../identity/src/services/permission-service.ts';
import { EdgeDenialReporter } from '../../gateway/src/audit/edge-denial-reporter.ts';
import { newContext } from '../../gateway/src/context.ts';
import type { AccessClaims } from '../../gateway/src/auth/jwt-validator.ts';
import { addUser, code, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { addClient } from '../oauth/helpers.ts';
import { oauthForm, orgEvents, refuseAppends, settledOrgEvents } from './helpers.ts';

const MFA_MAX_FAILURES = 3;
const STEP_UP_DENIALS = 2;
const TOKEN_DENIALS = 3;
const SIGN_IN_REFUSALS = 3;
const SIGNUP_CLIENT = `cli_signup_${Math.random().toString(36).slice(2, 10)}`;

let id: IamIdentity;
let t: Tenant;
const chains = new Set<string>();
beforeAll(async () => {
  id = await startIamIdentity({
    MFA_MAX_FAILURES: String(MFA_MAX_FAILURES),
    STEP_UP_DENIAL_AUDIT_PER_USER: String(STEP_UP_DENIALS),
    TOKEN_DENIAL_AUDIT_PER_CLIENT: String(TOKEN_DENIALS),
    SIGN_IN_REFUSAL_AUDIT_PER_SUBJECT: String(SIGN_IN_REFUSALS),
    TOKEN_DENIAL_AUDIT_MAX_IN_FLIGHT: '64',
    SIGNUP_CLIENT_ID: SIGNUP_CLIENT,
  });
  t = await tenant(id, { role: 'ORG_ADMIN' });
  await id.prisma.oAuthClient.update({
    where: { id: t.clientId },
    data: { grantTypes: ['client_credentials', 'password', 'refresh_token'] },
  });
}, 60_000);
afterAll(() => id?.stop());

const chainOf = (x: { orgId: string; workspaceId: string }) => `${x.orgId}/${x.workspaceId}`;
const events = (x: { orgId: string; workspaceId: string }, where: Record<string, unknown> = {}) => {
  chains.add(chainOf(x));
  return orgEvents(id.prisma, x.orgId, where);
};
const settled = (x: { orgId: string; workspaceId: string }, where: Record<string, unknown>, n: number) => {
  chains.add(chainOf(x));
  return settledOrgEvents(id.prisma, x.orgId, where, n);
};
const summary = (e: {
  category: string;
  action: string;
  outcome: string;
  actorPrincipal: string;
  resourceOrn: string;
  chainKey: string;
  emitterService: string;
  isSystem: boolean;
}) => ({
  category: e.category,
  action: e.action,
  outcome: e.outcome,
  actor: e.actorPrincipal,
  resource: e.resourceOrn,
  chain: e.chainKey,
  emitter: e.emitterService,
  isSystem: e.isSystem,
});
const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? String(x) : x));

/** A user of `t` signed in with the password grant `n` times: their sessions, and a Caller of the first. */
async function signedIn(n: number) {
  const u = await addUser(id.prisma, t, 'DEVELOPER');
  const sessions = [];
  for (let i = 0; i < n; i++)
    sessions.push(
      (await oauthForm(id.httpUrl, t, { grant_type: 'password', username: u.email, password: u.password })).body,
    );
  const fids = sessions.map((s) => decodeJwt(s.access_token).fid as string);
  const me = {
    user_id: u.user_id,
    org_id: t.orgId,
    workspace_id: t.workspaceId,
    token_id: decodeJwt(sessions[0].access_token).jti as string,
  };
  return { u, sessions, fids, me };
}

describe('session revocation (auth.session.revoked)', () => {
  it('revoking one session and then the others appends one event each, with the count; repeats record nothing', async () => {
    const { u, fids, me } = await signedIn(4);
    expect(await id.rpc.revokeSessions({ caller: me, session_id: fids[1] })).toMatchObject({
      success: true,
      revoked_current: false,
    });
    await id.rpc.revokeSessions({ caller: me, session_id: fids[1] }); // revoked already
    expect(await id.rpc.revokeSessions({ caller: me, others: true })).toMatchObject({
      success: true,
      revoked_count: 2,
    });
    expect(await id.rpc.revokeSessions({ caller: me, others: true })).toMatchObject({ revoked_count: 0 });
    expect((await id.rpc.listSessions({ caller: me })).total_count).toBe(1);

    const got = await events(t, { action: 'auth.session.revoked', actorPrincipal: `user/${u.user_id}` });
    const base = {
      category: 'AUTHENTICATION',
      action: 'auth.session.revoked',
      outcome: 'SUCCESS',
      actor: `user/${u.user_id}`,
      resource: `user/${u.user_id}`,
      chain: chainOf(t),
      emitter: 'identity',
      isSystem: false,
    };
    expect(got.map(summary)).toEqual([base, base]);
    expect(got.map((e) => e.details)).toEqual([
      { count: 1, which: 'one', familyId: fids[1], current: false },
      { count: 2, which: 'others' },
    ]);
  });

  it('a revocation whose event cannot be appended rolls back: the sessions stay live and nothing is recorded', async () => {
    const { u, sessions, fids, me } = await signedIn(2);
    const release = await refuseAppends(id.prisma, t.orgId, ['auth.session.revoked']);
    try {
      expect(await code(id.rpc.revokeSessions({ caller: me, session_id: fids[1] }))).not.toBe('no error');
      expect(await code(id.rpc.revokeSessions({ caller: me, others: true }))).not.toBe('no error');
    } finally {
      await release();
    }
    expect((await id.rpc.listSessions({ caller: me })).total_count).toBe(2);
    expect((await id.rpc.validateToken({ token: sessions[1].access_token })).valid).toBe(true);
    expect(await id.prisma.tokenRevocation.count({ where: { kind: 'fid', tokenId: { in: fids } } })).toBe(0);
    expect(await events(t, { action: 'auth.session.revoked', actorPrincipal: `user/${u.user_id}` })).toHaveLength(0);
  });

  it("a session whose user lost access ends at its next refresh, recorded once as identity's own act", async () => {
    const { u, sessions, fids } = await signedIn(1);
    await id.prisma.membership.deleteMany({ where: { userId: u.user_id } });
    await id.handle.store.publish(ACCESS_CHANGED_CHANNEL, JSON.stringify({ userId: u.user_id })); // no cached roles
    for (
      let i = 0;
      i < 100 &&
      (
        await id.rpc.checkPermission({
          user_id: u.user_id,
          workspace_id: t.workspaceId,
          permission: 'svc:iam:user:read',
        })
      ).allowed;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const r = await oauthForm(id.httpUrl, t, { grant_type: 'refresh_token', refresh_token: sessions[0].refresh_token });
    expect(r.body.error).toBe('invalid_grant');
    expect(
      (await oauthForm(id.httpUrl, t, { grant_type: 'refresh_token', refresh_token: sessions[0].refresh_token })).body
        .error,
    ).toBe('invalid_grant');
    const got = await events(t, { action: 'auth.session.revoked', resourceOrn: `user/${u.user_id}` });
    expect(got.map(summary)).toEqual([
      {
        category: 'AUTHENTICATION',
        action: 'auth.session.revoked',
        outcome: 'SUCCESS',
        actor: 'system/identity',
        resource: `user/${u.user_id}`,
        chain: chainOf(t),
        emitter: 'identity',
        isSystem: true,
      },
    ]);
    expect(got[0].details).toEqual({ count: 1, which: 'access_lost', familyId: fids[0], clientId: t.clientId });
    expect(got[0].correlationKey).toBe(r.requestId);
    expect(json(got)).not.toContain(sessions[0].refresh_token);
  });
});

describe('sign-up (member.added)', () => {
  const signUp = (email: string) =>
    id.rpc.signUp({
      email,
      password: 'a long enough password',
      first_name: 'Ada',
      last_name: 'Lovelace',
      organization_name: 'Analytical Engines',
    });

  it("the founder's membership is the first event of the new workspace chain, without the e-mail address or names", async () => {
    await addClient(id, t, { id: SIGNUP_CLIENT, grantTypes: ['refresh_token'] });
    const email = `founder-${Date.now()}@example.com`;
    const r = await signUp(email);
    const x = { orgId: r.organization!.id, workspaceId: r.workspace!.id };
    const got = await events(x, { action: 'member.added' });
    expect(got.map(summary)).toEqual([
      {
        category: 'ADMINISTRATION',
        action: 'member.added',
        outcome: 'SUCCESS',
        actor: `user/${r.user!.id}`,
        resource: `user/${r.user!.id}`,
        chain: chainOf(x),
        emitter: 'identity',
        isSystem: false,
      },
    ]);
    expect(got[0].seq).toBe(0n);
    expect(got[0].details).toEqual({ role: 'ORG_ADMIN', via: 'signup' });
    expect(json(got)).not.toMatch(/founder-|Ada|Lovelace|Analytical/);
  });

  it('a sign-up whose event cannot be appended creates nothing', async () => {
    const email = `rolled-back-${Date.now()}@example.com`;
    const release = await refuseAppends(id.prisma, null, ['member.added']);
    try {
      expect(await code(signUp(email))).not.toBe('no error');
    } finally {
      await release();
    }
    expect(await id.prisma.user.count({ where: { email } })).toBe(0);
  });
});

/** A user of `t` with an ACTIVE TOTP factor (confirmed with the previous step's code). */
async function withMfa() {
  const u = await addUser(id.prisma, t, 'WORKSPACE_ADMIN');
  const me = { user_id: u.user_id, org_id: t.orgId, workspace_id: t.workspaceId };
  const e = await id.rpc.enrollMfa({ caller: me });
  const secret = base32Decode(e.secret);
  const step = timeStep(Date.now());
  expect((await id.rpc.confirmMfa({ caller: me, code: hotp(secret, step - 1) })).confirmed).toBe(true);
  return { u, me, secret, step, backupCodes: e.backup_codes };
}

describe('second factor at step-up (auth.mfa.verified, auth.mfa.failed)', () => {
  it('a wrong code is recorded as a failure, a TOTP code and a backup code as verified; no code reaches the trail', async () => {
    const { u, me, secret, step, backupCodes } = await withMfa();
    const wrong = hotp(secret, step + 7);
    expect(await code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: wrong }))).toBe(
      'SVC-AUTH-1001',
    );
    await id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: hotp(secret, step) });
    await id.rpc.requestStepUp({ caller: me, scope: 'CONFIGURE_SSO', code: backupCodes[0] });

    const got = await events(t, { actorPrincipal: `user/${u.user_id}`, action: { startsWith: 'auth.mfa.' } });
    const base = {
      category: 'AUTHENTICATION',
      actor: `user/${u.user_id}`,
      resource: `user/${u.user_id}`,
      chain: chainOf(t),
      emitter: 'identity',
      isSystem: false,
    };
    expect(got.map(summary)).toEqual([
      { ...base, action: 'auth.mfa.enrolled', outcome: 'SUCCESS' },
      { ...base, action: 'auth.mfa.failed', outcome: 'FAILURE' },
      { ...base, action: 'auth.mfa.verified', outcome: 'SUCCESS' },
      { ...base, action: 'auth.mfa.verified', outcome: 'SUCCESS' },
    ]);
    expect(got.slice(1).map((e) => e.details)).toEqual([
      { factor: 'totp', purpose: 'step_up', scope: 'MANAGE_API_KEYS', attempt: 1, maxFailures: MFA_MAX_FAILURES },
      { factor: 'totp', purpose: 'step_up', scope: 'MANAGE_API_KEYS' },
      { factor: 'backup_code', purpose: 'step_up', scope: 'CONFIGURE_SSO' },
    ]);
    const text = json(got);
    for (const c of [wrong, hotp(secret, step), backupCodes[0], backupCodes[0].replace('-', '')])
      expect(text).not.toContain(c);
  });

  it('an accepted code whose event cannot be appended is not spent: the same backup code works afterwards', async () => {
    const { u, me, backupCodes } = await withMfa();
    const release = await refuseAppends(id.prisma, t.orgId, ['auth.mfa.verified']);
    try {
      expect(await code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: backupCodes[1] }))).not.toBe(
        'no error',
      );
    } finally {
      await release();
    }
    expect(await id.prisma.mfaBackupCode.count({ where: { userId: u.user_id, usedAt: { not: null } } })).toBe(0);
    await id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: backupCodes[1] });
    expect(
      (await events(t, { actorPrincipal: `user/${u.user_id}`, action: 'auth.mfa.verified' })).map((e) => e.details),
    ).toEqual([{ factor: 'backup_code', purpose: 'step_up', scope: 'MANAGE_API_KEYS' }]);
  });

  it('40 parallel wrong codes: MFA_MAX_FAILURES failures and one locked_out event, exactly; later refusals add nothing', async () => {
    const { u, me, secret, step } = await withMfa();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: hotp(secret, step + 10 + i) })),
      ),
    );
    expect(answers.filter((c) => c === 'SVC-AUTH-1001')).toHaveLength(MFA_MAX_FAILURES);
    expect(answers.filter((c) => c === 'SVC-RATE-2001')).toHaveLength(40 - MFA_MAX_FAILURES);
    expect(await code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: hotp(secret, step) }))).toBe(
      'SVC-RATE-2001',
    );
    const got = await events(t, { actorPrincipal: `user/${u.user_id}`, action: 'auth.mfa.failed' });
    expect(got.filter((e) => e.outcome === 'FAILURE')).toHaveLength(MFA_MAX_FAILURES);
    expect(
      got
        .filter((e) => e.outcome === 'FAILURE')
        .map((e) => (e.details as { attempt: number }).attempt)
        .sort(),
    ).toEqual([1, 2, 3]);
    const locked = got.filter((e) => e.outcome === 'DENIED');
    expect(locked.map(summary)).toEqual([
      {
        category: 'AUTHENTICATION',
        action: 'auth.mfa.failed',
        outcome: 'DENIED',
        actor: `user/${u.user_id}`,
        resource: `user/${u.user_id}`,
        chain: chainOf(t),
        emitter: 'identity',
        isSystem: false,
      },
    ]);
    expect(locked[0].details).toEqual({
      reason: 'locked_out',
      purpose: 'step_up',
      maxFailures: MFA_MAX_FAILURES,
      windowSeconds: 900,
    });
  });

  it('a failure whose event cannot be appended is answered the same', async () => {
    const { u, me, secret, step } = await withMfa();
    const release = await refuseAppends(id.prisma, t.orgId, ['auth.mfa.failed']);
    try {
      expect(
        await code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: hotp(secret, step + 9) })),
      ).toBe('SVC-AUTH-1001');
    } finally {
      await release();
    }
    expect(await events(t, { actorPrincipal: `user/${u.user_id}`, action: 'auth.mfa.failed' })).toHaveLength(0);
  });
});

describe('refused step-up spends (auth.step_up.denied)', () => {
  /** The bulk revocation of the caller's own keys, previewed (a step-up is spent by it). */
  async function bulk(me: { user_id: string; org_id: string; workspace_id: string }) {
    await id.rpc.createApiKey({ caller: me, name: 'to revoke', key_class: 'TEST' });
    const p = await id.rpc.previewBulkRevocation({ caller: me, scope: 'SELF' });
    return (stepUpToken: string) =>
      id.rpc.bulkRevokeApiKeys({
        caller: me,
        scope: 'SELF',
        confirmation_text: p.confirmation_text,
        operation_binding: p.operation_binding,
        step_up_token: stepUpToken,
      });
  }

  it('an unknown handle and a grant bound to another operation are recorded with the reason, never the handle', async () => {
    const { u, me, secret, step } = await withMfa();
    const revoke = await bulk(me);
    expect(await code(revoke('stu_not-a-grant'))).toBe('SVC-AUTH-1013');
    const s = await id.rpc.requestStepUp({
      caller: me,
      scope: 'BULK_REVOKE_API_KEYS',
      code: hotp(secret, step),
      operation_binding: 'another-operation',
    });
    expect(await code(revoke(s.jti))).toBe('SVC-AUTH-1013');
    const grant = decodeJwt(s.token).jti as string;
    const got = await events(t, { actorPrincipal: `user/${u.user_id}`, action: 'auth.step_up.denied' });
    const base = {
      category: 'AUTHENTICATION',
      action: 'auth.step_up.denied',
      outcome: 'DENIED',
      actor: `user/${u.user_id}`,
      chain: chainOf(t),
      emitter: 'identity',
      isSystem: false,
    };
    expect(got.map(summary)).toEqual([
      { ...base, resource: `user/${u.user_id}` },
      { ...base, resource: `step-up/${grant}` },
    ]);
    expect(got.map((e) => e.details)).toEqual([
      { reason: 'unknown', scope: 'BULK_REVOKE_API_KEYS', bound: true },
      { reason: 'other_operation', scope: 'BULK_REVOKE_API_KEYS', bound: true },
    ]);
    expect(json(got)).not.toContain(s.jti);
    expect(json(got)).not.toContain('stu_not-a-grant');
  });

  it('30 parallel refusals by one user: STEP_UP_DENIAL_AUDIT_PER_USER events and one marked limitReached, exactly; answers unchanged', async () => {
    const u = await addUser(id.prisma, t, 'WORKSPACE_ADMIN');
    const me = { user_id: u.user_id, org_id: t.orgId, workspace_id: t.workspaceId };
    const revoke = await bulk(me);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => code(revoke(`stu_forged-${i}`))));
    expect(answers).toEqual(Array(30).fill('SVC-AUTH-1013'));
    const got = await events(t, { actorPrincipal: `user/${u.user_id}`, action: 'auth.step_up.denied' });
    expect(got).toHaveLength(STEP_UP_DENIALS + 1);
    expect(
      got.filter((e) => (e.details as Record<string, unknown>).limitReached === true).map((e) => e.details),
    ).toEqual([
      {
        reason: 'unknown',
        scope: 'BULK_REVOKE_API_KEYS',
        bound: true,
        limitReached: true,
        limit: STEP_UP_DENIALS,
        windowSeconds: 300,
      },
    ]);
  });

  it('a refusal whose event cannot be appended is answered the same', async () => {
    const u = await addUser(id.prisma, t, 'WORKSPACE_ADMIN');
    const me = { user_id: u.user_id, org_id: t.orgId, workspace_id: t.workspaceId };
    const revoke = await bulk(me);
    const release = await refuseAppends(id.prisma, t.orgId, ['auth.step_up.denied']);
    try {
      expect(await code(revoke('stu_nope'))).toBe('SVC-AUTH-1013');
    } finally {
      await release();
    }
    expect(await events(t, { actorPrincipal: `user/${u.user_id}`, action: 'auth.step_up.denied' })).toHaveLength(0);
  });
});

describe('refused token requests (token.grant.denied)', () => {
  const withSecret = (x: Tenant, secret: string) => ({ ...x, clientSecret: secret });

  it('a wrong client secret and a bad refresh token of a known client are recorded on its chain; neither secret nor token is', async () => {
    const x = await tenant(id);
    const wrongSecret = `wrong-${'s'.repeat(30)}`;
    const a = await oauthForm(id.httpUrl, withSecret(x, wrongSecret), { grant_type: 'client_credentials' });
    expect([a.status, a.body.error]).toEqual([401, 'invalid_client']);
    const bogus = `rt_${'b'.repeat(43)}`;
    const b = await oauthForm(id.httpUrl, x, { grant_type: 'refresh_token', refresh_token: bogus });
    expect([b.status, b.body.error]).toEqual([400, 'invalid_grant']);

    const got = await settled(x, { action: 'token.grant.denied' }, 2);
    const base = {
      category: 'AUTHENTICATION',
      action: 'token.grant.denied',
      outcome: 'DENIED',
      actor: `client/${x.clientId}`,
      resource: `client/${x.clientId}`,
      chain: chainOf(x),
      emitter: 'identity',
      isSystem: false,
    };
    expect(got.map(summary)).toEqual([base, base]);
    const byRequest = new Map(got.map((e) => [e.correlationKey, e.details]));
    expect(byRequest.get(a.requestId)).toEqual({
      grantType: 'client_credentials',
      error: 'invalid_client',
      code: 'SVC-AUTH-1002',
      authMethod: 'post',
    });
    expect(byRequest.get(b.requestId)).toEqual({
      grantType: 'refresh_token',
      error: 'invalid_grant',
      code: null,
      authMethod: 'post',
    });
    const text = json(got);
    for (const s of [wrongSecret, x.clientSecret, bogus]) expect(text).not.toContain(s);
  });

  it('an unknown client id records nothing; a wrong password is auth.sign_in.failed only, not a second event', async () => {
    const before = await id.prisma.auditEvent.count({ where: { action: 'token.grant.denied' } });
    const unknown = { ...t, clientId: `cli_unknown_${Date.now()}` };
    expect((await oauthForm(id.httpUrl, unknown, { grant_type: 'client_credentials' })).body.error).toBe(
      'invalid_client',
    );
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    const pw = await oauthForm(id.httpUrl, t, {
      grant_type: 'password',
      username: u.email,
      password: 'not the password at all',
    });
    expect(pw.body.error).toBe('invalid_grant');
    await new Promise((r) => setTimeout(r, 1000));
    expect(await id.prisma.auditEvent.count({ where: { action: 'token.grant.denied' } })).toBe(before);
    expect((await events(t, { correlationKey: pw.requestId })).map((e) => e.action)).toEqual(['auth.sign_in.failed']);
  });

  it('60 parallel wrong secrets for one client: all 401, TOKEN_DENIAL_AUDIT_PER_CLIENT events and one marked limitReached, exactly', async () => {
    const x = await tenant(id);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        oauthForm(id.httpUrl, withSecret(x, `wrong-${i}`), { grant_type: 'client_credentials' }),
      ),
    );
    expect(answers.map((r) => [r.status, r.body.error])).toEqual(Array(60).fill([401, 'invalid_client']));
    const got = await settled(x, { action: 'token.grant.denied' }, TOKEN_DENIALS + 1);
    expect(got).toHaveLength(TOKEN_DENIALS + 1);
    expect(got.filter((e) => (e.details as Record<string, unknown>).limitReached === true)).toHaveLength(1);
    // Another client is not affected by this one's bound.
    const y = await tenant(id);
    await oauthForm(id.httpUrl, withSecret(y, 'wrong'), { grant_type: 'client_credentials' });
    expect(await settled(y, { action: 'token.grant.denied' }, 1)).toHaveLength(1);
    expect((await fetch(`${id.httpUrl}/readyz`)).status).toBe(200);
  });

  it('40 parallel password sign-ins with unknown usernames through one client: all SVC-AUTH-1001, SIGN_IN_REFUSAL_AUDIT_PER_SUBJECT events and one marked limitReached, exactly', async () => {
    const x = await tenant(id);
    await id.prisma.oAuthClient.update({
      where: { id: x.clientId },
      data: { grantTypes: ['client_credentials', 'password'] },
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        oauthForm(id.httpUrl, x, {
          grant_type: 'password',
          username: `nobody-${i}@example.test`,
          password: 'whatever it is',
        }),
      ),
    );
    expect(answers.map((r) => [r.status, r.body.error, r.body.svc_code])).toEqual(
      Array(40).fill([400, 'invalid_grant', 'SVC-AUTH-1001']),
    );
    const got = await settled(x, { action: 'auth.sign_in.failed' }, SIGN_IN_REFUSALS + 1);
    expect(got).toHaveLength(SIGN_IN_REFUSALS + 1);
    expect(
      got.every(
        (e) => e.actorPrincipal === 'anonymous' && (e.details as Record<string, unknown>).reason === 'unknown_user',
      ),
    ).toBe(true);
    expect(got.filter((e) => (e.details as Record<string, unknown>).limitReached === true)).toHaveLength(1);
    // No username reaches the trail, and a real user's wrong password is still recorded past the bound.
    expect(json(got)).not.toContain('nobody-');
    const u = await addUser(id.prisma, x, 'DEVELOPER');
    const pw = await oauthForm(id.httpUrl, x, {
      grant_type: 'password',
      username: u.email,
      password: 'not the password at all',
    });
    expect(pw.body.error).toBe('invalid_grant');
    expect((await events(x, { correlationKey: pw.requestId })).map((e) => e.action)).toEqual(['auth.sign_in.failed']);
  });

  it('fuzz: any client id, secret and grant parameters are an OAuth error, never a crash, and only a known client is recorded', async () => {
    const x = await tenant(id);
    const before = await id.prisma.auditEvent.count({ where: { action: 'token.grant.denied' } });
    const clientId = fc
      .oneof(
        fc.string({ maxLength: 60 }),
        fc.constant('c'.repeat(5000)),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
      )
      .filter((c) => c !== x.clientId);
    const form = fc.record({
      grant_type: fc.constantFrom('client_credentials', 'refresh_token', 'password', 'authorization_code'),
      refresh_token: fc.string({ maxLength: 60 }),
      code: fc.string({ maxLength: 60 }),
      username: fc.string({ maxLength: 20 }),
      password: fc.string({ maxLength: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(clientId, fc.string({ maxLength: 50 }), form, async (cid, secret, f) => {
        const r = await oauthForm(id.httpUrl, { ...x, clientId: cid, clientSecret: secret }, f);
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(typeof r.body.error).toBe('string');
      }),
      { numRuns: 120 },
    );
    await new Promise((r) => setTimeout(r, 1000));
    // No client of those ids exists: nothing was recorded anywhere, and identity still answers.
    expect(await id.prisma.auditEvent.count({ where: { action: 'token.grant.denied' } })).toBe(before);
    expect((await oauthForm(id.httpUrl, x, { grant_type: 'client_credentials' })).status).toBe(200);
  });

  it('a refusal whose event cannot be appended is answered exactly the same', async () => {
    const x = await tenant(id);
    const release = await refuseAppends(id.prisma, x.orgId, ['token.grant.denied']);
    let r;
    try {
      r = await oauthForm(id.httpUrl, withSecret(x, 'wrong'), { grant_type: 'client_credentials' });
      await new Promise((res) => setTimeout(res, 1000));
    } finally {
      await release();
    }
    expect([r.status, r.body]).toEqual([
      401,
      { error: 'invalid_client', error_description: 'client authentication failed', svc_code: 'SVC-AUTH-1002' },
    ]);
    expect(await events(x, { action: 'token.grant.denied' })).toHaveLength(0);
  });
});

describe('scope denials at the edge (access.scope.denied through RecordEdgeDenial)', () => {
  const narrowToken = async (x: Tenant) =>
    (await oauthForm(id.httpUrl, x, { grant_type: 'client_credentials', scope: 'svc:iam:user:read' })).body
      .access_token;

  it('a scope the token does not cover is recorded once per token; one it covers is refused (typed, nothing stored)', async () => {
    const x = await tenant(id);
    const token = await narrowToken(x);
    const report = (i: number) =>
      id.rpc.recordEdgeDenial({
        token,
        reason: 'INSUFFICIENT_SCOPE',
        request_id: `scope-${i}`,
        entry: 'graphql',
        required_scopes: 'svc:audit:hold:create',
        field: 'placeLitigationHold',
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => report(i)));
    expect(answers.filter((a) => a.recorded)).toHaveLength(1);
    expect(
      await code(
        id.rpc.recordEdgeDenial({
          token,
          reason: 'INSUFFICIENT_SCOPE',
          required_scopes: 'svc:iam:user:read',
          field: 'me',
        }),
      ),
    ).toBe('SVC-VALID-4000');
    const got = await events(x, { action: 'access.scope.denied' });
    expect(got.map(summary)).toEqual([
      {
        category: 'AUTHORIZATION',
        action: 'access.scope.denied',
        outcome: 'DENIED',
        actor: `client/${x.clientId}`,
        resource: `token/${decodeJwt(token).jti}`,
        chain: chainOf(x),
        emitter: 'gateway',
        isSystem: false,
      },
    ]);
    expect(got[0].details).toMatchObject({
      entry: 'graphql',
      requiredScopes: 'svc:audit:hold:create',
      field: 'placeLitigationHold',
      sessionType: 'client',
    });
    expect(json(got)).not.toContain(token);
  });

  it("the gateway's reporter sends the scopes and field of a SVC-AUTH-1010", async () => {
    const x = await tenant(id);
    const token = await narrowToken(x);
    const ctx = newContext('graphql', 'gw-scope', '127.0.0.1');
    ctx.token = token;
    ctx.claims = decodeJwt(token) as unknown as AccessClaims;
    const reporter = new EdgeDenialReporter(id.rpc, createLogger('t', { level: 'silent' }), {
      dedupeSeconds: 300,
      maxInFlight: 4,
    });
    reporter.report(ctx, 'INSUFFICIENT_SCOPE', { requiredScopes: 'svc:audit:event:read', field: 'auditEvents' });
    await reporter.drain();
    expect(reporter.stats).toMatchObject({ sent: 1, recorded: 1, failed: 0 });
    expect((await events(x, { action: 'access.scope.denied' }))[0].details).toMatchObject({
      requiredScopes: 'svc:audit:event:read',
      field: 'auditEvents',
      entry: 'graphql',
    });
  });

  it('fuzz: malformed scopes or field, or scope fields on another reason, are a typed error and store nothing', async () => {
    const x = await tenant(id);
    const token = await narrowToken(x);
    const before = await id.prisma.auditEvent.count({ where: { action: 'access.scope.denied' } });
    const badScopes = fc.oneof(
      fc.array(fc.constantFrom('svc:a:b:c', 'x'), { minLength: 9, maxLength: 12 }).map((a) => a.join(' ')),
      fc
        .string({ minLength: 1, maxLength: 30 })
        .filter((s) => s.split(' ').some((p) => !/^[\x21-\x7e]{1,100}$/.test(p))),
      fc.constant('s'.repeat(101)),
    );
    const badField = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/^[_A-Za-z][_0-9A-Za-z]{0,99}$/.test(s));
    const report = fc.oneof(
      fc.record({ reason: fc.constant('INSUFFICIENT_SCOPE'), required_scopes: badScopes, field: fc.constant('f') }),
      fc.record({
        reason: fc.constant('INSUFFICIENT_SCOPE'),
        required_scopes: fc.constant('svc:audit:hold:create'),
        field: badField,
      }),
      fc.record({
        reason: fc.constantFrom('REVOKED_TOKEN', 'CROSS_WORKSPACE'),
        required_scopes: fc.constant('svc:audit:hold:create'),
        field: fc.constant(''),
      }),
    );
    await fc.assert(
      fc.asyncProperty(report, async (r) => {
        expect(['SVC-VALID-4000', 'SVC-VALID-4007', 'SVC-VALID-4008']).toContain(
          await code(id.rpc.recordEdgeDenial({ token, request_id: 'fz', ...r })),
        );
      }),
      { numRuns: 100 },
    );
    expect(await id.prisma.auditEvent.count({ where: { action: 'access.scope.denied' } })).toBe(before);
  });
});

describe('chains', () => {
  it('every chain these events joined verifies from genesis', async () => {
    expect(chains.size).toBeGreaterThan(5);
    for (const chain of chains) {
      const r = await verifyLiveChain(new AuditEventRepository(id.prisma), chain);
      expect(r.ok, chain).toBe(true);
    }
  });
});
