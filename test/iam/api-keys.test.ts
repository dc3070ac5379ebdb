/**
 * API keys over identity's gRPC API, as the iam subgraph and the gateway call it: creation (the
 * plaintext once, only the HMAC stored), listing (metadata only), ExchangeApiKey (an ES256 JWT
 * verified with jose against the published JWKS), malformed, unknown, revoked and expired keys
 * (all SVC-AUTH-1004), rotation, Idempotency-Key replays and conflicts, cross-workspace writes,
 * bulk revocation with preview and step-up, virtual keys, and the lifecycle switched off (9050).
 * Every failed request is checked to leave the stored rows as they were.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { SPEC_LIMITS } from '@svc/core';
import { API_KEY_RE } from '../../identity/src/services/api-key-format.ts';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import { addUser, code, snapshot, startIamIdentity, tenant, type IamIdentity, type Tenant } from './helpers.ts';

let id: IamIdentity;
let t: Tenant;

beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id);
});
afterAll(async () => {
  await id?.stop();
});

async function verify(token: string) {
  const jwks = createLocalJWKSet(JSON.parse((await id.rpc.getJwks({})).jwks_json));
  return (
    await jwtVerify(token, jwks, { issuer: id.cfg.AUTH_ISSUER, audience: id.cfg.API_AUDIENCE, algorithms: ['ES256'] })
  ).payload;
}

/**
 * Enrolls and confirms TOTP for `caller`; `next()` yields second-factor codes: the two TOTP steps
 * still inside the ±1 window after the one that confirmed (each step is accepted once), then
 * the backup codes.
 */
async function enrollMfa(caller = t.admin) {
  const e = await id.rpc.enrollMfa({ caller });
  const secret = base32Decode(e.secret);
  const step = timeStep(Date.now()) - 1;
  expect((await id.rpc.confirmMfa({ caller, code: hotp(secret, step) })).confirmed).toBe(true);
  const codes = [hotp(secret, step + 1), hotp(secret, step + 2), ...e.backup_codes];
  return { next: () => codes.shift()!, backupCodes: e.backup_codes };
}

describe('creating and exchanging API keys', () => {
  it('shows the plaintext once, stores only the HMAC verifier, and lists metadata only', async () => {
    const r = await id.rpc.createApiKey({ caller: t.admin, name: 'ci', key_class: 'LIVE' });
    expect(r.plaintext_key).toMatch(API_KEY_RE);
    expect(r.plaintext_key.startsWith('svc_live_')).toBe(true);
    expect(r.idempotent_replay).toBe(false);
    expect(r.api_key).toMatchObject({
      name: 'ci',
      key_class: 'LIVE',
      quota_per_day: 0,
      expires_at: '',
      status: 'ACTIVE',
      user_id: t.userId,
      workspace_id: t.workspaceId,
      org_id: t.orgId,
    });
    expect(r.plaintext_key.startsWith(r.api_key!.prefix)).toBe(true);
    expect(r.plaintext_key.endsWith(r.api_key!.key_hint)).toBe(true);
    const row = await id.prisma.apiKey.findUniqueOrThrow({ where: { id: r.api_key!.id } });
    expect(row.verifier).toBe(id.keys.hmac(`api-key:${r.plaintext_key}`));
    expect(JSON.stringify(row)).not.toContain(r.plaintext_key.slice(9));
    const listed = await id.rpc.listApiKeys({ caller: t.admin });
    const mine = listed.api_keys.find((k) => k.id === r.api_key!.id)!;
    expect(mine).toMatchObject({ prefix: r.api_key!.prefix, key_hint: r.api_key!.key_hint, owner: null });
    expect(JSON.stringify(listed)).not.toContain(r.plaintext_key);
  });

  it('SANDBOX keys live 24 hours with the 100-request allowance; TEST and LIVE only expire when configured', async () => {
    const before = Date.now();
    const s = await id.rpc.createApiKey({ caller: t.admin, name: 'sb', key_class: 'SANDBOX' });
    expect(s.api_key!.quota_per_day).toBe(100);
    expect(Date.parse(s.api_key!.expires_at) - before).toBeGreaterThanOrEqual(
      SPEC_LIMITS.sandboxKeyLifetimeSeconds * 1000 - 1000,
    );
    expect(Date.parse(s.api_key!.expires_at) - before).toBeLessThanOrEqual(
      SPEC_LIMITS.sandboxKeyLifetimeSeconds * 1000 + 5000,
    );
    const later = new Date(Date.now() + 86_400_000 * 30).toISOString();
    const tk = await id.rpc.createApiKey({ caller: t.admin, name: 'test', key_class: 'TEST', expires_at: later });
    expect(Date.parse(tk.api_key!.expires_at)).toBe(Date.parse(later));
    // A SANDBOX key takes no expiry of its own; a past expiry is refused. Neither stores anything.
    const rows = await snapshot(id.prisma, [t.workspaceId]);
    expect(
      await code(id.rpc.createApiKey({ caller: t.admin, name: 'x', key_class: 'SANDBOX', expires_at: later })),
    ).toBe('SVC-VALID-4000');
    expect(
      await code(
        id.rpc.createApiKey({ caller: t.admin, name: 'x', key_class: 'LIVE', expires_at: '2001-01-01T00:00:00Z' }),
      ),
    ).toBe('SVC-VALID-4000');
    expect(await code(id.rpc.createApiKey({ caller: t.admin, name: 'x', key_class: 'PROD' }))).toBe('SVC-VALID-4000');
    expect(await code(id.rpc.createApiKey({ caller: t.admin, name: ' ', key_class: 'LIVE' }))).toBe('SVC-VALID-4000');
    expect(await snapshot(id.prisma, [t.workspaceId])).toEqual(rows);
  });

  it('exchanges a key for a 5-minute ES256 JWT with session_type=api_key for the bound identity', async () => {
    const { plaintext_key, api_key } = await id.rpc.createApiKey({
      caller: t.admin,
      name: 'exchange',
      key_class: 'TEST',
    });
    const r = await id.rpc.exchangeApiKey({ api_key: plaintext_key });
    expect(r).toMatchObject({ expires_in: 300, key_id: api_key!.id, key_class: 'TEST', expires_at: '0' });
    const claims = await verify(r.access_token);
    expect(claims).toMatchObject({
      sub: t.userId,
      org_id: t.orgId,
      workspace_id: t.workspaceId,
      session_type: 'api_key',
      token_type: 'access',
      roles: ['WORKSPACE_ADMIN'],
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(claims.permissions).toContain('svc:llm:*');
    // The token is an ordinary access token for identity too.
    expect((await id.rpc.validateToken({ token: r.access_token })).claims).toMatchObject({
      session_type: 'api_key',
      sub: t.userId,
    });
  });

  it('a SANDBOX key token never outlives the key', async () => {
    const { plaintext_key, api_key } = await id.rpc.createApiKey({
      caller: t.admin,
      name: 'short',
      key_class: 'SANDBOX',
    });
    await id.prisma.apiKey.update({ where: { id: api_key!.id }, data: { expiresAt: new Date(Date.now() + 120_000) } });
    const r = await id.rpc.exchangeApiKey({ api_key: plaintext_key });
    expect(r.expires_in).toBeLessThanOrEqual(120);
    expect(r.expires_in).toBeGreaterThan(100);
    expect(Math.abs(Number(r.expires_at) - (Date.now() + 120_000) / 1000)).toBeLessThan(5);
    expect(decodeJwt(r.access_token).exp).toBeLessThanOrEqual(Number(r.expires_at));
  });

  it('refuses malformed keys (prefix, class, length, alphabet, whitespace) with SVC-AUTH-1004', async () => {
    const { plaintext_key } = await id.rpc.createApiKey({ caller: t.admin, name: 'format', key_class: 'LIVE' });
    const secret = plaintext_key.slice('svc_live_'.length);
    const bad = [
      `sk_live_${secret}`,
      `svc-live-${secret}`,
      `SVC_live_${secret}`, // prefix
      `svc_prod_${secret}`,
      `svc_LIVE_${secret}`,
      `svc_test_${secret}`, // class (test: valid form, another key)
      `svc_live_${secret.slice(1)}`,
      `svc_live_${secret}A`,
      'svc_live_',
      '', // length
      `svc_live_${secret.slice(0, 42)}+`,
      `svc_live_${secret.slice(0, 42)}=`,
      `svc_live_${secret.slice(0, 42)}é`, // alphabet
      ` ${plaintext_key}`,
      `${plaintext_key} `,
      `${plaintext_key}\n`,
      `svc_live_${secret.slice(0, 20)} ${secret.slice(21)}`, // whitespace
      'x'.repeat(10_000),
    ];
    for (const k of bad)
      expect(await code(id.rpc.exchangeApiKey({ api_key: k })), JSON.stringify(k.slice(0, 60))).toBe('SVC-AUTH-1004');
    expect((await id.rpc.exchangeApiKey({ api_key: plaintext_key })).key_class).toBe('LIVE');
  });

  it('unknown, revoked and expired keys are the same SVC-AUTH-1004; revocation blocks the next exchange at once', async () => {
    const a = await id.rpc.createApiKey({ caller: t.admin, name: 'to-revoke', key_class: 'LIVE' });
    const b = await id.rpc.createApiKey({ caller: t.admin, name: 'to-expire', key_class: 'TEST' });
    // The revoked key is in the exchange cache when it is revoked. (The expired one is aged in the
    // database directly, which bypasses invalidation, so it is not warmed; the cache drops expired
    // records itself: verified-key-cache.test.ts.)
    await id.rpc.exchangeApiKey({ api_key: a.plaintext_key });
    const revoked = await id.rpc.revokeApiKey({ caller: t.admin, id: a.api_key!.id });
    expect(revoked.status).toBe('REVOKED');
    expect(revoked.revoked_at).not.toBe('');
    await id.prisma.apiKey.update({ where: { id: b.api_key!.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const unknown = `svc_live_${'A'.repeat(43)}`;
    const answers = await Promise.all(
      [a.plaintext_key, b.plaintext_key, unknown].map(async (k) => {
        try {
          await id.rpc.exchangeApiKey({ api_key: k });
          return 'ok';
        } catch (e) {
          return JSON.stringify({ code: (e as { code: string }).code, message: (e as Error).message });
        }
      }),
    );
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]).code).toBe('SVC-AUTH-1004');
    // Revoking again changes nothing.
    const again = await id.rpc.revokeApiKey({ caller: t.admin, id: a.api_key!.id });
    expect(again.revoked_at).toBe(revoked.revoked_at);
  });

  it('a revocation on one identity replica blocks the exchange on another at once (cached there)', async () => {
    const replica = await startIamIdentity({ KEYS_DIR: id.cfg.KEYS_DIR });
    try {
      // Replicas share the store through Redis when the run has REDIS_URL; otherwise bridge the
      // two in-process stores' channel the way Redis would.
      if (!id.cfg.REDIS_URL)
        await id.handle.store.subscribe(
          'identity:api-key-changed',
          (m) => void replica.handle.store.publish('identity:api-key-changed', m),
        );
      const k = await id.rpc.createApiKey({ caller: t.admin, name: 'replicated', key_class: 'LIVE' });
      expect((await replica.rpc.exchangeApiKey({ api_key: k.plaintext_key })).key_id).toBe(k.api_key!.id); // cached on the replica
      await id.rpc.revokeApiKey({ caller: t.admin, id: k.api_key!.id });
      await expect
        .poll(() => code(replica.rpc.exchangeApiKey({ api_key: k.plaintext_key })), { timeout: 2000, interval: 10 })
        .toBe('SVC-AUTH-1004');
    } finally {
      await replica.stop();
    }
  });

  it('a key stops working when its owner loses the role or is suspended, and its permissions follow the owner roles', async () => {
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    const k = await id.rpc.createApiKey({ caller: dev, name: 'dev', key_class: 'TEST' });
    const claims = decodeJwt((await id.rpc.exchangeApiKey({ api_key: k.plaintext_key })).access_token);
    expect(claims.permissions).toContain('svc:llm:model:invoke');
    expect(claims.permissions).not.toContain('svc:iam:apikey:admin');
    // Demoted by an admin: the next exchange carries the narrower set at once.
    const members = (await id.rpc.listMembers({ caller: t.admin })).members;
    await id.rpc.updateMemberRole({
      caller: t.admin,
      member_id: members.find((m) => m.user_id === dev.user_id)!.id,
      role: 'VIEWER',
    });
    const narrowed = decodeJwt((await id.rpc.exchangeApiKey({ api_key: k.plaintext_key })).access_token);
    expect(narrowed.roles).toEqual(['WORKSPACE_VIEWER']);
    expect(narrowed.permissions).not.toContain('svc:llm:model:invoke');
    await id.prisma.user.update({ where: { id: dev.user_id }, data: { status: 'SUSPENDED' } });
    id.handle.store.publish('identity:access-changed', JSON.stringify({ userId: dev.user_id }));
    await expect.poll(() => code(id.rpc.exchangeApiKey({ api_key: k.plaintext_key }))).toBe('SVC-AUTH-1004');
  });
});

describe('rotation, idempotency and tenancy', () => {
  it('rotation issues a new plaintext for the same binding and revokes the old key', async () => {
    const old = await id.rpc.createApiKey({ caller: t.admin, name: 'rot', key_class: 'LIVE' });
    await id.rpc.exchangeApiKey({ api_key: old.plaintext_key });
    const r = await id.rpc.rotateApiKey({ caller: t.admin, id: old.api_key!.id });
    expect(r.idempotent_replay).toBe(false);
    expect(r.plaintext_key).toMatch(API_KEY_RE);
    expect(r.plaintext_key).not.toBe(old.plaintext_key);
    expect(r.api_key).toMatchObject({ name: 'rot', key_class: 'LIVE', user_id: t.userId, workspace_id: t.workspaceId });
    expect(await code(id.rpc.exchangeApiKey({ api_key: old.plaintext_key }))).toBe('SVC-AUTH-1004');
    expect((await id.rpc.exchangeApiKey({ api_key: r.plaintext_key })).key_id).toBe(r.api_key!.id);
    expect((await id.prisma.apiKey.findUniqueOrThrow({ where: { id: r.api_key!.id } })).rotatedFromId).toBe(
      old.api_key!.id,
    );
    // The revoked key cannot be rotated again.
    expect(await code(id.rpc.rotateApiKey({ caller: t.admin, id: old.api_key!.id }))).toBe('SVC-VALID-4000');
  });

  it('Idempotency-Key: a replay returns the same key without plaintext; another request with it is SVC-VALID-4006', async () => {
    const idem = `idem-${Date.now()}`;
    const other = await addUser(id.prisma, t, 'DEVELOPER');
    const first = await id.rpc.createApiKey({
      caller: t.admin,
      name: 'idem',
      key_class: 'TEST',
      idempotency_key: idem,
    });
    const replay = await id.rpc.createApiKey({
      caller: t.admin,
      name: 'idem',
      key_class: 'TEST',
      idempotency_key: idem,
    });
    expect(replay).toMatchObject({ idempotent_replay: true, plaintext_key: '' });
    expect(replay.api_key!.id).toBe(first.api_key!.id);
    const rows = await snapshot(id.prisma, [t.workspaceId]);
    expect(
      await code(
        id.rpc.createApiKey({ caller: t.admin, name: 'other name', key_class: 'TEST', idempotency_key: idem }),
      ),
    ).toBe('SVC-VALID-4006');
    expect(
      await code(id.rpc.createApiKey({ caller: t.admin, name: 'idem', key_class: 'LIVE', idempotency_key: idem })),
    ).toBe('SVC-VALID-4006');
    expect(
      await code(id.rpc.createApiKey({ caller: other, name: 'idem', key_class: 'TEST', idempotency_key: idem })),
    ).toBe('SVC-VALID-4006');
    expect(
      await code(
        id.rpc.createApiKey({
          caller: t.admin,
          name: 'idem',
          key_class: 'TEST',
          idempotency_key: 'bad key with spaces',
        }),
      ),
    ).toBe('SVC-VALID-4000');
    expect(await snapshot(id.prisma, [t.workspaceId])).toEqual(rows);
  });

  it('concurrent duplicates with one Idempotency-Key create exactly one key', async () => {
    const idem = `race-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        id.rpc.createApiKey({ caller: t.admin, name: 'race', key_class: 'LIVE', idempotency_key: idem }),
      ),
    );
    expect(new Set(results.map((r) => r.api_key!.id)).size).toBe(1);
    expect(results.filter((r) => !r.idempotent_replay)).toHaveLength(1);
    expect(results.filter((r) => r.plaintext_key !== '')).toHaveLength(1);
    expect(await id.prisma.apiKey.count({ where: { workspaceId: t.workspaceId, idempotencyKey: idem } })).toBe(1);
  });

  it('another workspace’s key can be neither read, rotated nor revoked (SVC-AUTH-1005), and nothing changes', async () => {
    const other = await tenant(id);
    const theirs = await id.rpc.createApiKey({ caller: other.admin, name: 'theirs', key_class: 'LIVE' });
    const rows = await snapshot(id.prisma, [t.workspaceId, other.workspaceId]);
    expect(await code(id.rpc.revokeApiKey({ caller: t.admin, id: theirs.api_key!.id }))).toBe('SVC-AUTH-1005');
    expect(await code(id.rpc.rotateApiKey({ caller: t.admin, id: theirs.api_key!.id }))).toBe('SVC-AUTH-1005');
    expect(await code(id.rpc.revokeApiKey({ caller: t.admin, id: 'key_does_not_exist' }))).toBe('SVC-VALID-4041');
    expect((await id.rpc.listApiKeys({ caller: t.admin, inventory: true })).api_keys.map((k) => k.id)).not.toContain(
      theirs.api_key!.id,
    );
    expect(await snapshot(id.prisma, [t.workspaceId, other.workspaceId])).toEqual(rows);
    expect((await id.rpc.exchangeApiKey({ api_key: theirs.plaintext_key })).key_id).toBe(theirs.api_key!.id);
  });

  it('a developer manages only their own keys; the inventory with owners needs svc:iam:apikey:admin', async () => {
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    const adminKey = await id.rpc.createApiKey({ caller: t.admin, name: 'admin-owned', key_class: 'LIVE' });
    const devKey = await id.rpc.createApiKey({ caller: dev, name: 'dev-owned', key_class: 'LIVE' });
    const rows = await snapshot(id.prisma, [t.workspaceId]);
    expect(await code(id.rpc.revokeApiKey({ caller: dev, id: adminKey.api_key!.id }))).toBe('SVC-AUTH-1008');
    expect(await code(id.rpc.rotateApiKey({ caller: dev, id: adminKey.api_key!.id }))).toBe('SVC-AUTH-1008');
    expect(await code(id.rpc.listApiKeys({ caller: dev, inventory: true }))).toBe('SVC-AUTH-1008');
    expect(await snapshot(id.prisma, [t.workspaceId])).toEqual(rows);
    expect((await id.rpc.listApiKeys({ caller: dev })).api_keys.map((k) => k.id)).toEqual([devKey.api_key!.id]);
    const inventory = await id.rpc.listApiKeys({ caller: t.admin, inventory: true });
    expect(inventory.api_keys.find((k) => k.id === devKey.api_key!.id)!.owner).toEqual({
      user_id: dev.user_id,
      display_name: `User ${dev.user_id.slice(5)}`,
    });
    // The admin may revoke the developer's key.
    expect((await id.rpc.revokeApiKey({ caller: t.admin, id: devKey.api_key!.id })).status).toBe('REVOKED');
    const viewer = await addUser(id.prisma, t, 'WORKSPACE_VIEWER');
    expect(await code(id.rpc.createApiKey({ caller: viewer, name: 'nope', key_class: 'LIVE' }))).toBe('SVC-AUTH-1008');
  });
});

describe('bulk revocation', () => {
  it('previews, then needs the confirmation text, the binding and a bound step-up; a replay is idempotent', async () => {
    const bt = await tenant(id);
    const keys = await Promise.all(
      [1, 2, 3].map((n) => id.rpc.createApiKey({ caller: bt.admin, name: `bulk-${n}`, key_class: 'LIVE' })),
    );
    const p = await id.rpc.previewBulkRevocation({ caller: bt.admin, scope: 'SELF' });
    expect(p).toMatchObject({ affected_count: 3, scope: 'SELF', confirmation_text: 'REVOKE 3 OF MY API KEYS' });
    expect(p.operation_binding).toMatch(/^bro_[0-9a-f]{32}$/);
    const input = {
      caller: bt.admin,
      scope: 'SELF',
      confirmation_text: p.confirmation_text,
      operation_binding: p.operation_binding,
    };
    const rows = await snapshot(id.prisma, [bt.workspaceId]);
    expect(await code(id.rpc.bulkRevokeApiKeys({ ...input, confirmation_text: 'REVOKE' }))).toBe('SVC-VALID-4000');
    expect(await code(id.rpc.bulkRevokeApiKeys({ ...input, operation_binding: 'bro_0000' }))).toBe('SVC-VALID-4000');
    expect(await code(id.rpc.bulkRevokeApiKeys(input))).toBe('SVC-AUTH-1013');
    const mfa = await enrollMfa(bt.admin);
    const unbound = await id.rpc.requestStepUp({ caller: bt.admin, scope: 'BULK_REVOKE_API_KEYS', code: mfa.next() });
    expect(await code(id.rpc.bulkRevokeApiKeys({ ...input, step_up_token: unbound.jti }))).toBe('SVC-AUTH-1013');
    const wrongScope = await id.rpc.requestStepUp({
      caller: bt.admin,
      scope: 'MANAGE_API_KEYS',
      code: mfa.next(),
      operation_binding: p.operation_binding,
    });
    expect(await code(id.rpc.bulkRevokeApiKeys({ ...input, step_up_token: wrongScope.jti }))).toBe('SVC-AUTH-1013');
    expect(await snapshot(id.prisma, [bt.workspaceId])).toEqual(rows);

    const stepUp = await id.rpc.requestStepUp({
      caller: bt.admin,
      scope: 'BULK_REVOKE_API_KEYS',
      code: mfa.next(),
      operation_binding: p.operation_binding,
    });
    const done = await id.rpc.bulkRevokeApiKeys({ ...input, step_up_token: stepUp.jti });
    expect(done).toMatchObject({ affected_count: 3, idempotent_replay: false });
    for (const k of keys) expect(await code(id.rpc.exchangeApiKey({ api_key: k.plaintext_key }))).toBe('SVC-AUTH-1004');
    const replay = await id.rpc.bulkRevokeApiKeys({ ...input, step_up_token: stepUp.jti });
    expect(replay).toEqual({ affected_count: 3, idempotent_replay: true, operation_id: done.operation_id });
    // The step-up was spent: a new operation needs a new one.
    await id.rpc.createApiKey({ caller: bt.admin, name: 'after', key_class: 'LIVE' });
    const p2 = await id.rpc.previewBulkRevocation({ caller: bt.admin, scope: 'SELF' });
    expect(
      await code(
        id.rpc.bulkRevokeApiKeys({
          caller: bt.admin,
          scope: 'SELF',
          confirmation_text: p2.confirmation_text,
          operation_binding: p2.operation_binding,
          step_up_token: stepUp.jti,
        }),
      ),
    ).toBe('SVC-AUTH-1013');
  });

  it('WORKSPACE scope needs svc:iam:apikey:admin', async () => {
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    expect(await code(id.rpc.previewBulkRevocation({ caller: dev, scope: 'WORKSPACE' }))).toBe('SVC-AUTH-1008');
    expect((await id.rpc.previewBulkRevocation({ caller: dev, scope: 'SELF' })).confirmation_text).toBe(
      'REVOKE 0 OF MY API KEYS',
    );
  });
});

describe('virtual keys', () => {
  it('issues an alias once, stores only its HMAC, exchanges it, rotates and revokes it', async () => {
    const notAfter = new Date(Date.now() + 3600_000).toISOString();
    const v = await id.rpc.issueVirtualKey({
      caller: t.admin,
      key_class: 'TEST',
      not_after: notAfter,
      allowed_models: ['gpt-4o'],
    });
    expect(v.alias).toMatch(/^svc_test_vk_[0-9a-f]{20}\.[A-Za-z0-9_-]{43}$/);
    expect(v.alias).toContain(v.vkid);
    expect(v.alias.endsWith(v.alias_hint)).toBe(true);
    const row = await id.prisma.virtualKey.findUniqueOrThrow({ where: { id: v.vkid } });
    expect(row.verifier).toBe(id.keys.hmac(`virtual-key:${v.alias}`));
    expect(JSON.stringify(row)).not.toContain(v.alias.split('.')[1]);
    const ex = await id.rpc.exchangeApiKey({ api_key: v.alias });
    expect(ex).toMatchObject({ key_id: v.vkid, key_class: 'TEST' });
    expect((await verify(ex.access_token)).permissions).toEqual([
      'svc:llm:model:invoke',
      'svc:llm:model:list',
      'svc:llm:model:read',
    ]);
    expect(await code(id.rpc.exchangeApiKey({ api_key: `${v.alias.slice(0, -1)}x` }))).toBe('SVC-AUTH-1004');

    const kept = await id.rpc.rotateVirtualKey({ caller: t.admin, vkid: v.vkid });
    expect(kept).toEqual({ vkid: v.vkid, grant_serial: '2', alias: '' });
    expect((await id.rpc.exchangeApiKey({ api_key: v.alias })).key_id).toBe(v.vkid);
    const rotated = await id.rpc.rotateVirtualKey({ caller: t.admin, vkid: v.vkid, rotate_alias: true });
    expect(rotated.grant_serial).toBe('3');
    expect(rotated.alias).toMatch(new RegExp(`^svc_test_${v.vkid}\\.`));
    expect(await code(id.rpc.exchangeApiKey({ api_key: v.alias }))).toBe('SVC-AUTH-1004');
    expect((await id.rpc.exchangeApiKey({ api_key: rotated.alias })).key_id).toBe(v.vkid);

    const other = await tenant(id);
    expect(await code(id.rpc.revokeVirtualKey({ caller: other.admin, vkid: v.vkid }))).toBe('SVC-AUTH-1005');
    const revoked = await id.rpc.revokeVirtualKey({ caller: t.admin, vkid: v.vkid });
    expect(revoked.vkid).toBe(v.vkid);
    expect(Date.parse(revoked.revoked_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await code(id.rpc.exchangeApiKey({ api_key: rotated.alias }))).toBe('SVC-AUTH-1004');
  });

  it('refuses a notAfter in the past or beyond the class limit', async () => {
    const rows = await snapshot(id.prisma, [t.workspaceId]);
    expect(
      await code(id.rpc.issueVirtualKey({ caller: t.admin, key_class: 'TEST', not_after: '2001-01-01T00:00:00Z' })),
    ).toBe('SVC-VALID-4000');
    expect(
      await code(
        id.rpc.issueVirtualKey({
          caller: t.admin,
          key_class: 'SANDBOX',
          not_after: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        }),
      ),
    ).toBe('SVC-VALID-4000');
    expect(await code(id.rpc.issueVirtualKey({ caller: t.admin, key_class: 'TEST', not_after: 'tomorrow' }))).toBe(
      'SVC-VALID-4004',
    );
    expect(await snapshot(id.prisma, [t.workspaceId])).toEqual(rows);
  });
});

describe('lifecycle not activated', () => {
  it('answers SVC-SERVER-9050 for every key operation and stores nothing', async () => {
    const off = await startIamIdentity({ API_KEY_LIFECYCLE_ENABLED: 'false' });
    try {
      const ot = await tenant(off);
      const existing = await id.rpc.createApiKey({ caller: t.admin, name: 'made elsewhere', key_class: 'LIVE' });
      const calls = [
        off.rpc.createApiKey({ caller: ot.admin, name: 'x', key_class: 'LIVE' }),
        off.rpc.listApiKeys({ caller: ot.admin }),
        off.rpc.rotateApiKey({ caller: ot.admin, id: 'key_x' }),
        off.rpc.revokeApiKey({ caller: ot.admin, id: 'key_x' }),
        off.rpc.previewBulkRevocation({ caller: ot.admin, scope: 'SELF' }),
        off.rpc.issueVirtualKey({
          caller: ot.admin,
          key_class: 'TEST',
          not_after: new Date(Date.now() + 3600_000).toISOString(),
        }),
        off.rpc.exchangeApiKey({ api_key: existing.plaintext_key }),
      ];
      for (const c of calls) expect(await code(c)).toBe('SVC-SERVER-9050');
      expect(await off.prisma.apiKey.count({ where: { workspaceId: ot.workspaceId } })).toBe(0);
    } finally {
      await off.stop();
    }
  });
});
