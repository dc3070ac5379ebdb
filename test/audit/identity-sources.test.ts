/**
 * The audit trail's other event sources in identity (issue 13), over identity's real gRPC and
 * HTTP against PostgreSQL: virtual keys, MFA enrolment, step-up grant and spend, SSO configuration,
 * RFC 7009 revocation, and the edge denials the gateway reports (RecordEdgeDenial: verification,
 * deduplication, the per-chain cap, and fuzzed bad input). Each event is checked for category,
 * action, outcome, actor and resource after the real operation; a change whose append fails rolls
 * back (and a change that did not happen records nothing); every chain touched still verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { base32Decode, hotp, timeStep } from '../../identity/src/services/totp.ts';
import { addUser, code, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { createLogger } from '@svc/core';
import { createIdentityClient } from '@svc/grpc';
import { EdgeDenialReporter } from '../../gateway/src/audit/edge-denial-reporter.ts';
import { newContext } from '../../gateway/src/context.ts';
import type { AccessClaims } from '../../gateway/src/auth/jwt-validator.ts';
import { freePort } from '../helpers/platform-harness.ts';
import { CERT } from '../fixtures/sso-certificates.ts';
import { oauthForm, orgEvents, refuseAppends } from './helpers.ts';

/** The per-chain cap of recorded edge denials in this identity (default 30; small to test it). */
const PER_CHAIN = 3;

let id: IamIdentity;
let t: Tenant;
const chains = new Set<string>();
beforeAll(async () => {
  id = await startIamIdentity({ EDGE_DENIAL_AUDIT_PER_CHAIN_PER_MINUTE: String(PER_CHAIN) });
  t = await tenant(id, { role: 'ORG_ADMIN' });
  await id.prisma.oAuthClient.update({
    where: { id: t.clientId },
    data: { grantTypes: ['client_credentials', 'password', 'refresh_token'] },
  });
}, 60_000);
afterAll(() => id?.stop());

const chainOf = (x: Tenant) => `${x.orgId}/${x.workspaceId}`;
const events = (x: Tenant, where: Record<string, unknown> = {}) => {
  chains.add(chainOf(x));
  return orgEvents(id.prisma, x.orgId, where);
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
/** JSON of stored rows (seq is a bigint), to prove what text they do not contain. */
const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? String(x) : x));
const soon = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('virtual keys', () => {
  it('issue, rotate and revoke each append one event; a second revoke records nothing; the alias never reaches the trail', async () => {
    const v = await id.rpc.issueVirtualKey({
      caller: t.admin,
      key_class: 'TEST',
      not_after: soon(),
      allowed_models: ['gpt-4o'],
    });
    const r = await id.rpc.rotateVirtualKey({ caller: t.admin, vkid: v.vkid, rotate_alias: true });
    await id.rpc.revokeVirtualKey({ caller: t.admin, vkid: v.vkid });
    await id.rpc.revokeVirtualKey({ caller: t.admin, vkid: v.vkid });
    const got = await events(t, { resourceOrn: `virtual-key/${v.vkid}` });
    const base = {
      category: 'ADMINISTRATION',
      outcome: 'SUCCESS',
      actor: `user/${t.userId}`,
      resource: `virtual-key/${v.vkid}`,
      chain: chainOf(t),
      emitter: 'identity',
      isSystem: false,
    };
    expect(got.map(summary)).toEqual([
      { ...base, action: 'virtual_key.issued' },
      { ...base, action: 'virtual_key.rotated' },
      { ...base, action: 'virtual_key.revoked' },
    ]);
    expect(got[1].details).toEqual({ grantSerial: 2, aliasReplaced: true });
    const text = json(got);
    for (const secret of [v.alias, r.alias, v.alias.split('.')[1], r.alias.split('.')[1]])
      expect(text).not.toContain(secret);
  });

  it('a revoke whose event cannot be appended rolls back: the key stays active and nothing is recorded', async () => {
    const v = await id.rpc.issueVirtualKey({ caller: t.admin, key_class: 'TEST', not_after: soon() });
    const release = await refuseAppends(id.prisma, t.orgId, ['virtual_key.revoked', 'virtual_key.rotated']);
    try {
      expect(await code(id.rpc.revokeVirtualKey({ caller: t.admin, vkid: v.vkid }))).not.toBe('no error');
      expect(await code(id.rpc.rotateVirtualKey({ caller: t.admin, vkid: v.vkid }))).not.toBe('no error');
    } finally {
      await release();
    }
    const row = await id.prisma.virtualKey.findUniqueOrThrow({ where: { id: v.vkid } });
    expect([row.status, row.revokedAt, row.grantSerial]).toEqual(['ACTIVE', null, 1]);
    expect((await events(t, { resourceOrn: `virtual-key/${v.vkid}` })).map((e) => e.action)).toEqual([
      'virtual_key.issued',
    ]);
  });
});

describe('MFA and step-up', () => {
  it('enrolment is recorded when a code confirms it; the code check, a step-up grant, a refused spend and the spend are recorded', async () => {
    const u = await addUser(id.prisma, t, 'WORKSPACE_ADMIN');
    const me = { user_id: u.user_id, org_id: t.orgId, workspace_id: t.workspaceId };
    const e = await id.rpc.enrollMfa({ caller: me });
    expect(await events(t, { actorPrincipal: `user/${u.user_id}` })).toHaveLength(0); // a secret shown is not an enrolment
    const secret = base32Decode(e.secret);
    const step = timeStep(Date.now());
    expect((await id.rpc.confirmMfa({ caller: me, code: hotp(secret, step - 1) })).confirmed).toBe(true);

    await id.rpc.createApiKey({ caller: me, name: 'to revoke', key_class: 'TEST' });
    const preview = await id.rpc.previewBulkRevocation({ caller: me, scope: 'SELF' });
    const s = await id.rpc.requestStepUp({
      caller: me,
      scope: 'BULK_REVOKE_API_KEYS',
      code: hotp(secret, step),
      operation_binding: preview.operation_binding,
    });
    // A spend that does not match (an unknown handle) is refused, and recorded as such (refusals-sessions.test.ts).
    expect(
      await code(
        id.rpc.bulkRevokeApiKeys({
          caller: me,
          scope: 'SELF',
          confirmation_text: preview.confirmation_text,
          operation_binding: preview.operation_binding,
          step_up_token: 'stu_nope',
        }),
      ),
    ).toBe('SVC-AUTH-1013');
    await id.rpc.bulkRevokeApiKeys({
      caller: me,
      scope: 'SELF',
      confirmation_text: preview.confirmation_text,
      operation_binding: preview.operation_binding,
      step_up_token: s.jti,
    });

    const got = await events(t, { actorPrincipal: `user/${u.user_id}` });
    const grant = decodeJwt(s.token).jti as string;
    expect(got.map(summary)).toEqual([
      {
        category: 'AUTHENTICATION',
        action: 'auth.mfa.enrolled',
        outcome: 'SUCCESS',
        actor: `user/${u.user_id}`,
        resource: `user/${u.user_id}`,
        chain: chainOf(t),
        emitter: 'identity',
        isSystem: false,
      },
      expect.objectContaining({ action: 'apikey.created' }),
      expect.objectContaining({ action: 'auth.mfa.verified', outcome: 'SUCCESS' }),
      {
        category: 'AUTHENTICATION',
        action: 'auth.step_up.issued',
        outcome: 'SUCCESS',
        actor: `user/${u.user_id}`,
        resource: `step-up/${grant}`,
        chain: chainOf(t),
        emitter: 'identity',
        isSystem: false,
      },
      expect.objectContaining({ action: 'auth.step_up.denied', outcome: 'DENIED', resource: `user/${u.user_id}` }),
      {
        category: 'AUTHENTICATION',
        action: 'auth.step_up.used',
        outcome: 'SUCCESS',
        actor: `user/${u.user_id}`,
        resource: `step-up/${grant}`,
        chain: chainOf(t),
        emitter: 'identity',
        isSystem: false,
      },
      expect.objectContaining({ action: 'apikey.revoked' }),
    ]);
    expect(got[5].details).toEqual({ scope: 'BULK_REVOKE_API_KEYS', bound: true });
    // The handle (the bearer secret) is never recorded, only its SHA-256 (the grant id).
    expect(json(got)).not.toContain(s.jti);
  });
});

describe('SSO configuration', () => {
  it('a save is recorded with the certificate fingerprint and no IdP names; an invalid save records nothing', async () => {
    const input = {
      entity_id: 'https://idp.example.test/metadata',
      sso_url: 'https://idp.example.test/sso/saml',
      certificate_pem: CERT,
      default_role: 'VIEWER',
      group_mappings: [{ idp_group: 'Finance Team Alice', role: 'DEVELOPER' }],
    };
    const saved = await id.rpc.saveSsoConfig({ caller: t.admin, ...input });
    expect(await code(id.rpc.saveSsoConfig({ caller: t.admin, ...input, sso_url: 'http://plain.example.test' }))).toBe(
      'SVC-VALID-4000',
    );
    const got = await events(t, { action: { startsWith: 'sso.' } });
    expect(got.map(summary)).toEqual([
      {
        category: 'CONFIGURATION',
        action: 'sso.config.updated',
        outcome: 'SUCCESS',
        actor: `user/${t.userId}`,
        resource: `sso-config/${t.orgId}`,
        chain: chainOf(t),
        emitter: 'identity',
        isSystem: false,
      },
    ]);
    expect(got[0].details).toEqual({
      certificateSha256: saved.certificate_sha256,
      defaultRole: 'VIEWER',
      groupMappings: 1,
    });
    expect(json(got[0])).not.toMatch(/Finance|idp\.example/);
  });
});

describe('token revocation (/oauth/revoke, RFC 7009)', () => {
  it('an access token and a refresh token family revoked by their client are recorded once; repeats and unknown tokens record nothing', async () => {
    const cc = await oauthForm(id.httpUrl, t, { grant_type: 'client_credentials' });
    const jti = decodeJwt(cc.body.access_token).jti as string;
    const first = await oauthForm(id.httpUrl, t, { token: cc.body.access_token }, 'revoke');
    expect(first.status).toBe(200);
    expect((await oauthForm(id.httpUrl, t, { token: cc.body.access_token }, 'revoke')).status).toBe(200);
    expect((await oauthForm(id.httpUrl, t, { token: 'rt_unknown-token-value' }, 'revoke')).status).toBe(200);

    const u = await addUser(id.prisma, t, 'DEVELOPER');
    const session = await oauthForm(id.httpUrl, t, { grant_type: 'password', username: u.email, password: u.password });
    const fid = (await id.prisma.refreshToken.findFirstOrThrow({ where: { userId: u.user_id } })).familyId;
    const rt = await oauthForm(id.httpUrl, t, { token: session.body.refresh_token }, 'revoke');
    expect((await oauthForm(id.httpUrl, t, { token: session.body.refresh_token }, 'revoke')).status).toBe(200);

    const got = await events(t, { action: 'token.revoked' });
    const base = {
      category: 'AUTHENTICATION',
      action: 'token.revoked',
      outcome: 'SUCCESS',
      actor: `client/${t.clientId}`,
      chain: chainOf(t),
      emitter: 'identity',
      isSystem: false,
    };
    expect(got.map(summary)).toEqual([
      { ...base, resource: `token/${jti}` },
      { ...base, resource: `token-family/${fid}` },
    ]);
    expect(got.map((e) => e.correlationKey)).toEqual([first.requestId, rt.requestId]);
    expect(got[1].details).toEqual({ tokenType: 'refresh_token', reason: 'revoked', userId: u.user_id });
    const text = json(got);
    expect(text).not.toContain(cc.body.access_token);
    expect(text).not.toContain(session.body.refresh_token);
  });

  it("logout with the session's access token is recorded once, with the user as actor", async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    const session = await oauthForm(id.httpUrl, t, { grant_type: 'password', username: u.email, password: u.password });
    const fid = decodeJwt(session.body.access_token).fid as string;
    const logout = () =>
      fetch(`${id.httpUrl}/oauth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.body.access_token}` },
      });
    expect((await logout()).status).toBe(204);
    expect((await logout()).status).toBe(204); // the family is revoked already: nothing new
    const got = await events(t, { action: 'token.revoked', resourceOrn: `token-family/${fid}` });
    expect(got.map(summary)).toEqual([
      {
        category: 'AUTHENTICATION',
        action: 'token.revoked',
        outcome: 'SUCCESS',
        actor: `user/${u.user_id}`,
        resource: `token-family/${fid}`,
        chain: chainOf(t),
        emitter: 'identity',
        isSystem: false,
      },
    ]);
    expect(got[0].details).toEqual({ tokenType: 'session', reason: 'logout' });
  });

  it('a revocation whose event cannot be appended is not recorded either: the client gets an error and may retry', async () => {
    const cc = await oauthForm(id.httpUrl, t, { grant_type: 'client_credentials' });
    const jti = decodeJwt(cc.body.access_token).jti as string;
    const release = await refuseAppends(id.prisma, t.orgId, ['token.revoked']);
    try {
      expect((await oauthForm(id.httpUrl, t, { token: cc.body.access_token }, 'revoke')).status).toBeGreaterThanOrEqual(
        500,
      );
    } finally {
      await release();
    }
    expect(await id.prisma.tokenRevocation.count({ where: { kind: 'jti', tokenId: jti } })).toBe(0);
    expect((await id.rpc.isRevoked({ jti })).revoked).toBe(false);
    // The retry revokes and records.
    expect((await oauthForm(id.httpUrl, t, { token: cc.body.access_token }, 'revoke')).status).toBe(200);
    expect(await events(t, { action: 'token.revoked', resourceOrn: `token/${jti}` })).toHaveLength(1);
  });
});

describe('edge denials (RecordEdgeDenial)', () => {
  const revokedToken = async (x: Tenant) => {
    const cc = await oauthForm(id.httpUrl, x, { grant_type: 'client_credentials' });
    expect((await oauthForm(id.httpUrl, x, { token: cc.body.access_token }, 'revoke')).status).toBe(200);
    return { token: cc.body.access_token, jti: decodeJwt(cc.body.access_token).jti as string };
  };

  it('a revoked token is recorded once in its own chain however often it is reported, concurrently or not', async () => {
    const x = await tenant(id);
    const { token, jti } = await revokedToken(x);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        id.rpc.recordEdgeDenial({ token, reason: 'REVOKED_TOKEN', request_id: `edge-req-${i}`, entry: 'graphql' }),
      ),
    );
    expect(answers.filter((a) => a.recorded)).toHaveLength(1);
    expect(answers.filter((a) => !a.recorded).map((a) => a.skipped)).toEqual(Array(19).fill('duplicate'));
    expect((await id.rpc.recordEdgeDenial({ token, reason: 'REVOKED_TOKEN', request_id: 'later' })).skipped).toBe(
      'duplicate',
    );
    const got = await events(x, { action: 'token.revoked_presented' });
    expect(got.map(summary)).toEqual([
      {
        category: 'AUTHORIZATION',
        action: 'token.revoked_presented',
        outcome: 'DENIED',
        actor: `client/${x.clientId}`,
        resource: `token/${jti}`,
        chain: chainOf(x),
        emitter: 'gateway',
        isSystem: false,
      },
    ]);
    expect(got[0].correlationKey).toMatch(/^edge-req-\d+$/);
    expect(json(got[0])).not.toContain(token);
  });

  it('a token identity has not revoked is refused as REVOKED_TOKEN (typed, nothing stored) and recorded as CROSS_WORKSPACE', async () => {
    const x = await tenant(id);
    const cc = await oauthForm(id.httpUrl, x, { grant_type: 'client_credentials' });
    expect(
      await code(id.rpc.recordEdgeDenial({ token: cc.body.access_token, reason: 'REVOKED_TOKEN', request_id: 'r1' })),
    ).toBe('SVC-VALID-4000');
    expect(await events(x, { emitterService: 'gateway' })).toHaveLength(0);
    expect(
      (
        await id.rpc.recordEdgeDenial({
          token: cc.body.access_token,
          reason: 'CROSS_WORKSPACE',
          request_id: 'r2',
          entry: 'native',
        })
      ).recorded,
    ).toBe(true);
    const got = await events(x, { emitterService: 'gateway' });
    expect(got.map(summary)).toEqual([
      {
        category: 'AUTHORIZATION',
        action: 'access.cross_workspace.denied',
        outcome: 'DENIED',
        actor: `client/${x.clientId}`,
        resource: `token/${decodeJwt(cc.body.access_token).jti}`,
        chain: chainOf(x),
        emitter: 'gateway',
        isSystem: false,
      },
    ]);
    expect(got[0].details).toMatchObject({ entry: 'native', sessionType: 'client' });
  });

  it('at most EDGE_DENIAL_AUDIT_PER_CHAIN_PER_MINUTE are appended per chain, exactly, under concurrency; another chain is not affected', async () => {
    const [x, y] = [await tenant(id), await tenant(id)];
    const tokens = await Promise.all(Array.from({ length: 8 }, () => revokedToken(x)));
    const answers = await Promise.all(
      tokens.map((k, i) =>
        id.rpc.recordEdgeDenial({ token: k.token, reason: 'REVOKED_TOKEN', request_id: `cap-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.recorded)).toHaveLength(PER_CHAIN);
    expect(answers.filter((a) => a.skipped === 'rate_limited')).toHaveLength(8 - PER_CHAIN);
    expect(await events(x, { action: 'token.revoked_presented' })).toHaveLength(PER_CHAIN);
    const other = await revokedToken(y);
    expect((await id.rpc.recordEdgeDenial({ token: other.token, reason: 'REVOKED_TOKEN' })).recorded).toBe(true);
  });

  it('fuzz: any malformed report is a typed error and stores nothing', async () => {
    const x = await tenant(id);
    const { token } = await revokedToken(x);
    const before = await id.prisma.auditEvent.count({ where: { emitterService: 'gateway' } });
    const badReason = fc.string({ maxLength: 40 }).filter((s) => s !== 'REVOKED_TOKEN' && s !== 'CROSS_WORKSPACE');
    const badToken = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constant(''),
      fc.constant('x'.repeat(9000)),
      fc.constant(`${token}x`),
      fc.constant(token.split('.').slice(0, 2).join('.')),
    );
    const badRequestId = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/^[\x21-\x7e]*$/.test(s)),
      fc.constant('r'.repeat(201)),
    );
    const badEntry = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => !['graphql', 'native', 'scim', 'openai', 'wsInit', 'wsSubscribe'].includes(s));
    const report = fc.oneof(
      fc.record({
        token: fc.constant(token),
        reason: badReason,
        request_id: fc.constant('ok'),
        entry: fc.constant(''),
      }),
      fc.record({
        token: badToken,
        reason: fc.constantFrom('REVOKED_TOKEN', 'CROSS_WORKSPACE'),
        request_id: fc.constant('ok'),
        entry: fc.constant(''),
      }),
      fc.record({
        token: fc.constant(token),
        reason: fc.constantFrom('REVOKED_TOKEN', 'CROSS_WORKSPACE'),
        request_id: badRequestId,
        entry: fc.constant(''),
      }),
      fc.record({
        token: fc.constant(token),
        reason: fc.constantFrom('REVOKED_TOKEN', 'CROSS_WORKSPACE'),
        request_id: fc.constant('ok'),
        entry: badEntry,
      }),
    );
    await fc.assert(
      fc.asyncProperty(report, async (r) => {
        expect(['SVC-VALID-4000', 'SVC-VALID-4007', 'SVC-VALID-4008']).toContain(
          await code(id.rpc.recordEdgeDenial(r)),
        );
      }),
      { numRuns: 150 },
    );
    expect(await id.prisma.auditEvent.count({ where: { emitterService: 'gateway' } })).toBe(before);
    // Identity is still answering, and the same token with good fields is recorded.
    expect((await id.rpc.recordEdgeDenial({ token, reason: 'REVOKED_TOKEN', request_id: 'ok' })).recorded).toBe(true);
  });
});

describe("the gateway's reporter (EdgeDenialReporter) against this identity", () => {
  const silent = createLogger('edge-denials-test', { level: 'silent' });
  const contextFor = (token: string) => {
    const ctx = newContext('graphql', `gw-${Math.random().toString(36).slice(2)}`, '127.0.0.1');
    ctx.token = token;
    ctx.claims = decodeJwt(token) as unknown as AccessClaims;
    return ctx;
  };
  const revoked = async (x: Tenant) => {
    const cc = await oauthForm(id.httpUrl, x, { grant_type: 'client_credentials' });
    expect((await oauthForm(id.httpUrl, x, { token: cc.body.access_token }, 'revoke')).status).toBe(200);
    return cc.body.access_token;
  };

  it('sends one report per token, reason and chain, at most maxInFlight at once; the rest are dropped, never thrown', async () => {
    const x = await tenant(id);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => revoked(x)));
    const reporter = new EdgeDenialReporter(id.rpc, silent, { dedupeSeconds: 300, maxInFlight: 2 });
    for (const token of tokens) for (let i = 0; i < 3; i++) reporter.report(contextFor(token), 'REVOKED_TOKEN');
    // Synchronous bookkeeping: two sent, their repeats deduplicated, everything else dropped.
    expect(reporter.stats).toMatchObject({ sent: 2, deduplicated: 4, dropped: 24 });
    await reporter.drain();
    expect(reporter.stats).toMatchObject({ recorded: 2, failed: 0 });
    expect(await events(x, { action: 'token.revoked_presented' })).toHaveLength(2);
    // A context without a verified credential is never reported.
    reporter.report(newContext('graphql', 'no-claims', '127.0.0.1'), 'REVOKED_TOKEN');
    expect(reporter.stats.sent).toBe(2);
  });

  it('identity unreachable: the report fails quietly (counted) and the caller is never affected', async () => {
    const x = await tenant(id);
    const token = await revoked(x);
    const down = createIdentityClient(`127.0.0.1:${await freePort()}`, { deadlineMs: 500 });
    try {
      const reporter = new EdgeDenialReporter(down, silent, { dedupeSeconds: 300, maxInFlight: 4 });
      expect(() => reporter.report(contextFor(token), 'REVOKED_TOKEN')).not.toThrow();
      await reporter.drain();
      expect(reporter.stats).toMatchObject({ sent: 1, failed: 1, recorded: 0 });
    } finally {
      down.close();
    }
    expect(await events(x, { emitterService: 'gateway' })).toHaveLength(0);
  });
});

describe('chains', () => {
  it('every chain these events joined verifies from genesis', async () => {
    expect(chains.size).toBeGreaterThan(3);
    for (const chain of chains) {
      const r = await verifyLiveChain(new AuditEventRepository(id.prisma), chain);
      expect(r.ok, chain).toBe(true);
    }
  });
});
