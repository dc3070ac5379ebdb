/**
 * Lockout is exact under concurrency (spec: lock 30 minutes after 5 failed attempts). Every attempt
 * reserves its slot atomically before its secret is checked, so of 40 simultaneous attempts at most
 * 5 are evaluated: over real HTTP and gRPC against a running identity and PostgreSQL, the stored
 * counter ends at exactly 5 and the account locked; with the real UserAuthenticator and repository,
 * a counting verifier proves exactly 5 evaluations, and the right password among 39 wrong ones
 * gets in only if it held one of those 5 slots. Step-up codes: exactly 5 of 40 parallel wrong
 * codes are checked (SVC-AUTH-1001), the other 35 are refused unchecked (SVC-RATE-2001).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { OAuthError, AppError } from '@svc/core';
import { UserRepository } from '../../identity/src/repositories/user-repository.ts';
import { SignInRecordRepository } from '../../identity/src/repositories/sign-in-record-repository.ts';
import { AuditTrail, FileAuditKeyProvider } from '../../identity/src/audit/index.ts';
import { tempKeysDir } from '../helpers/env.ts';
import { UserAuthenticator } from '../../identity/src/services/user-authenticator.ts';
import { verifyPasswordAsync } from '../../identity/src/services/password.ts';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import { addUser, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

const LIMIT = 5;
const N = 40;

let id: IamIdentity;
let t: Tenant;
beforeAll(async () => {
  id = await startIamIdentity({ LOGIN_LOCKOUT_FAILURES: String(LIMIT), MFA_MAX_FAILURES: String(LIMIT) });
  t = await tenant(id);
  await id.prisma.oAuthClient.update({
    where: { id: t.clientId },
    data: { grantTypes: ['client_credentials', 'password'] },
  });
}, 60_000);
afterAll(() => id?.stop());

async function newUser() {
  const u = await addUser(id.prisma, t, 'DEVELOPER');
  return { ...u, id: u.user_id };
}

const signIn = (username: string, password: string) =>
  fetch(`${id.httpUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: t.clientId,
      client_secret: t.clientSecret,
    }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('password lockout over HTTP', () => {
  it('40 simultaneous wrong passwords: all SVC-AUTH-1001, the stored count is exactly 5, the account locked for 30 minutes', async () => {
    const u = await newUser();
    const results = await Promise.all(Array.from({ length: N }, (_, i) => signIn(u.email, `wrong-${i}`)));
    for (const r of results)
      expect(r).toMatchObject({ status: 400, body: { error: 'invalid_grant', svc_code: 'SVC-AUTH-1001' } });
    const row = await id.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row.failedLogins).toBe(LIMIT);
    expect(row.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(row.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect((await signIn(u.email, u.password)).body).toMatchObject({ svc_code: 'SVC-AUTH-1001' });
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).failedLogins).toBe(LIMIT);
  }, 120_000);

  it('the right password among 39 wrong ones sent at once: at most one success, and without it the account is locked at exactly 5', async () => {
    const u = await newUser();
    const passwords = Array.from({ length: N }, (_, i) => (i === N - 1 ? u.password : `wrong-${i}`));
    const results = await Promise.all(passwords.map((p) => signIn(u.email, p)));
    const ok = results.filter((r) => r.status === 200);
    for (const [i, r] of results.entries())
      if (i !== N - 1) expect(r.body).toMatchObject({ svc_code: 'SVC-AUTH-1001' });
    const row = await id.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    if (ok.length === 0) {
      expect(results[N - 1].body).toMatchObject({ svc_code: 'SVC-AUTH-1001' });
      expect(row.failedLogins).toBe(LIMIT);
      expect(row.lockedUntil).not.toBeNull();
    } else {
      expect(ok).toHaveLength(1);
      expect(row.lockedUntil).toBeNull();
    }
  });
});

describe('password lockout in the authenticator (real repository, counting verifier)', () => {
  /**
   * A verifier that counts evaluations (calls with stored material; a refused attempt hashes
   * against none) and holds every call until all N attempts reached it, so every reservation is
   * made before any verdict: the worst case for a read-then-write counter.
   */
  function gatedVerifier(n: number) {
    const evaluated: string[] = [];
    let arrived = 0;
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const verify = async (password: string, stored: string | null) => {
      if (stored !== null) evaluated.push(password);
      if (++arrived === n) open();
      await gate;
      return verifyPasswordAsync(password, stored);
    };
    return { verify, evaluated };
  }

  const client = () => ({ id: t.clientId, workspaceId: t.workspaceId, organizationId: t.orgId });
  const signIns = () =>
    new SignInRecordRepository(id.prisma, new AuditTrail({ keys: new FileAuditKeyProvider(tempKeysDir()) }));
  const outcome = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e) => (e instanceof OAuthError ? e.svcCode : String(e)),
    );

  it('40 simultaneous wrong passwords: exactly 5 evaluated, then locked', async () => {
    const u = await newUser();
    const v = gatedVerifier(N);
    const auth = new UserAuthenticator(
      new UserRepository(id.prisma),
      signIns(),
      { failures: LIMIT, lockSeconds: 1800 },
      v.verify,
    );
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => outcome(auth.authenticate(u.email, `wrong-${i}`, client(), 'req-lockout'))),
    );
    expect(results.every((r) => r === 'SVC-AUTH-1001')).toBe(true);
    expect(v.evaluated).toHaveLength(LIMIT);
    const row = await id.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row.failedLogins).toBe(LIMIT);
    expect(row.lockedUntil).not.toBeNull();
    // The audit trail tells the same story exactly: 4 failures, the one attempt that locked, 35 refused unchecked.
    const events = await id.prisma.auditEvent.groupBy({
      by: ['action', 'outcome'],
      where: { actorPrincipal: `user/${u.id}` },
      _count: true,
    });
    expect(Object.fromEntries(events.map((e) => [`${e.action}/${e.outcome}`, e._count]))).toEqual({
      'auth.sign_in.failed/FAILURE': LIMIT - 1,
      'auth.sign_in.locked_out/DENIED': 1,
      'auth.sign_in.failed/DENIED': N - LIMIT,
    });
  });

  it('the right password among 39 wrong: exactly 5 evaluated; it gets in if and only if it was one of them', async () => {
    for (const position of [0, N - 1]) {
      const u = await newUser();
      const v = gatedVerifier(N);
      const auth = new UserAuthenticator(
        new UserRepository(id.prisma),
        signIns(),
        { failures: LIMIT, lockSeconds: 1800 },
        v.verify,
      );
      const passwords = Array.from({ length: N }, (_, i) => (i === position ? u.password : `wrong-${i}`));
      const results = await Promise.all(
        passwords.map((p) => outcome(auth.authenticate(u.email, p, client(), 'req-lockout'))),
      );
      expect(v.evaluated).toHaveLength(LIMIT);
      const rightEvaluated = v.evaluated.includes(u.password);
      expect(results[position]).toBe(rightEvaluated ? 'ok' : 'SVC-AUTH-1001');
      expect(results.filter((r) => r === 'ok')).toHaveLength(rightEvaluated ? 1 : 0);
      const row = await id.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
      if (rightEvaluated) expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });
      else expect(row.failedLogins).toBe(LIMIT);
    }
  }, 180_000);

  it('an expired lock starts a fresh count; a correct password clears it', async () => {
    const u = await newUser();
    await id.prisma.user.update({
      where: { id: u.id },
      data: { failedLogins: LIMIT, lockedUntil: new Date(Date.now() - 1000) },
    });
    const auth = new UserAuthenticator(new UserRepository(id.prisma), signIns(), {
      failures: LIMIT,
      lockSeconds: 1800,
    });
    expect(await outcome(auth.authenticate(u.email, 'wrong', client(), 'req-lockout'))).toBe('SVC-AUTH-1001');
    expect(await id.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({
      failedLogins: 1,
      lockedUntil: null,
    });
    expect(await outcome(auth.authenticate(u.email, u.password, client(), 'req-lockout'))).toBe('ok');
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).failedLogins).toBe(0);
  });
});

describe('step-up codes over gRPC', () => {
  it('40 parallel wrong codes: exactly 5 checked (SVC-AUTH-1001), 35 refused unchecked (SVC-RATE-2001); the right code is then refused', async () => {
    const u = await newUser();
    const me = { user_id: u.id, org_id: t.orgId, workspace_id: t.workspaceId };
    const e = await id.rpc.enrollMfa({ caller: me });
    const secret = base32Decode(e.secret);
    expect((await id.rpc.confirmMfa({ caller: me, code: hotp(secret, timeStep(Date.now()) - 1) })).confirmed).toBe(
      true,
    );
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (err) => (err instanceof AppError ? err.code : String(err)),
      );
    // Backup-code shaped, never valid: each is a real check against the stored codes.
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: 'zzzz-zzzz' })),
      ),
    );
    expect(results.filter((r) => r === 'SVC-AUTH-1001')).toHaveLength(LIMIT);
    expect(results.filter((r) => r === 'SVC-RATE-2001')).toHaveLength(N - LIMIT);
    expect(await code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: e.backup_codes[0] }))).toBe(
      'SVC-RATE-2001',
    );
    // The refused backup code was not spent.
    expect(await id.prisma.mfaBackupCode.count({ where: { userId: u.id, usedAt: { not: null } } })).toBe(0);
  });

  it('accepted codes give their slot back: 5 good backup codes in parallel, then 5 wrong ones are still each checked', async () => {
    const u = await newUser();
    const me = { user_id: u.id, org_id: t.orgId, workspace_id: t.workspaceId };
    const e = await id.rpc.enrollMfa({ caller: me });
    expect(
      (await id.rpc.confirmMfa({ caller: me, code: hotp(base32Decode(e.secret), timeStep(Date.now()) - 1) })).confirmed,
    ).toBe(true);
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (err) => (err instanceof AppError ? err.code : String(err)),
      );
    expect(
      await Promise.all(
        e.backup_codes
          .slice(0, 5)
          .map((c: string) => code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: c }))),
      ),
    ).toEqual(Array(5).fill('ok'));
    const wrong = await Promise.all(
      Array.from({ length: 5 }, () =>
        code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: 'zzzz-zzzz' })),
      ),
    );
    expect(wrong).toEqual(Array(5).fill('SVC-AUTH-1001'));
    expect(await code(id.rpc.requestStepUp({ caller: me, scope: 'MANAGE_API_KEYS', code: e.backup_codes[5] }))).toBe(
      'SVC-RATE-2001',
    );
  });
});
