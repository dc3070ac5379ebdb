/**
 * The edge chain end to end on real processes: scope gates, rate limits with their headers,
 * persisted queries, CSRF prevention, GET and multipart transport, native operations, activity
 * records, and graphql-http's server audit. Clients: fetch, graphql-http's audit.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { serverAudits } from 'graphql-http';
import pg from 'pg';
import { startPlatform, privateRedisUrl, type Platform } from '../helpers/platform-harness.ts';
import { databaseUrl } from '../helpers/env.ts';

const RATE_LIMIT = 200;
const ANONYMOUS_LIMIT = 30;
let p: Platform;

beforeAll(async () => {
  // The dev organization is ENTERPRISE; a small limit keeps the exactness test quick.
  // Introspection on: graphql-http's audit probes with __type (the default, off, is tested in
  // test/platform.test.ts).
  // Its own Redis database: other test files' requests must not use up this file's rate limit.
  // One trusted proxy hop: each test's anonymous requests name their own client address.
  p = await startPlatform({
    REDIS_URL: await privateRedisUrl(),
    RATE_LIMIT_ENTERPRISE_PER_MINUTE: String(RATE_LIMIT),
    AUDIT_FLUSH_INTERVAL_MS: '100',
    INTROSPECTION: 'true',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: String(ANONYMOUS_LIMIT),
    TRUSTED_PROXY_HOPS: '1',
  });
});
afterAll(() => p?.stop());

async function token(scope: string) {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${p.creds.oauthClient.clientId}:${p.creds.oauthClient.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  expect(r.status).toBe(200);
  return (await r.json()).access_token as string;
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('edge gateway', () => {
  let full: string;
  beforeAll(async () => {
    full = await token('svc:iam:user:read svc:iam:workspace:read');
  });

  it('enforces scope gates with SVC-AUTH-1010 even for a valid token', async () => {
    const narrow = await token('svc:iam:workspace:read');
    const r = await post({ query: '{ me { id } }' }, { authorization: `Bearer ${narrow}` });
    expect(r.status).toBe(403);
    expect((await r.json()).errors[0].extensions.code).toBe('SVC-AUTH-1010');
    const g = await post(
      { query: '{ activeGuardrailBundle { layers { __typename } } }' },
      { authorization: `Bearer ${full}` },
    );
    expect((await g.json()).errors[0].extensions.code).toBe('SVC-AUTH-1010');
  });

  it('serves automatic persisted queries in Apollo’s protocol', async () => {
    // Unique per run: the persisted-query store may be a Redis that outlives test runs.
    const query = `{ me { id } } # ${Date.now()}-${Math.random()}`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const auth = { authorization: `Bearer ${full}` };
    const miss = await post({ extensions: { persistedQuery: { version: 1, sha256Hash } } }, auth);
    expect((await miss.json()).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const store = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } }, auth);
    expect((await store.json()).data.me.id).toBe(p.creds.admin.userId);
    const hit = await fetch(
      `${p.api}/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }))}`,
      { headers: { ...auth, 'apollo-require-preflight': 'true' } },
    );
    expect((await hit.json()).data.me.id).toBe(p.creds.admin.userId);
    const mismatch = await post(
      { query: '{ me { email } }', extensions: { persistedQuery: { version: 1, sha256Hash } } },
      auth,
    );
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).errors[0].extensions.code).toBe('SVC-GQL-4108');
  });

  it('blocks GET and multipart requests that a browser could send cross-site (CSRF)', async () => {
    const q = encodeURIComponent('{ me { id } }');
    const blocked = await fetch(`${p.api}/graphql?query=${q}`, { headers: { authorization: `Bearer ${full}` } });
    expect(blocked.status).toBe(400);
    expect((await blocked.json()).errors[0].extensions.code).toBe('SVC-GQL-4107');
    const ok = await fetch(`${p.api}/graphql?query=${q}`, {
      headers: { authorization: `Bearer ${full}`, 'x-apollo-operation-name': 'Me' },
    });
    expect(ok.status).toBe(200);
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ me { id } }' }));
    form.set('map', '{}');
    const mp = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full}` },
      body: form,
    });
    expect(mp.status).toBe(400);
    const mpOk = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect((await mpOk.json()).data.me.id).toBe(p.creds.admin.userId);
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob(['x']), 'a.txt');
    const upload = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect(upload.status).toBe(400);
  });

  it('refuses mutations over GET with 405', async () => {
    const r = await fetch(
      `${p.api}/graphql?query=${encodeURIComponent('mutation { resendVerificationEmail(email: "a@b.c") { success } }')}`,
      { headers: { authorization: `Bearer ${full}`, 'apollo-require-preflight': '1' } },
    );
    expect(r.status).toBe(405);
  });

  it('rejects over-deep and over-aliased documents before any subgraph call', async () => {
    const aliases = Array.from({ length: 6 }, (_, i) => `a${i}: me { id }`).join(' ');
    const r = await post({ query: `{ ${aliases} }` }, { authorization: `Bearer ${full}` });
    expect(r.status).toBe(400);
    expect((await r.json()).errors[0].extensions.code).toBe('SVC-GQL-4103');
  });

  it('runs native operations through the same chain', async () => {
    const me = await fetch(`${p.api}/api/v1/me`, { method: 'POST', headers: { authorization: `Bearer ${full}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).data).toMatchObject({ id: p.creds.admin.userId, email: p.creds.admin.email });
    const unknown = await fetch(`${p.api}/api/v1/nope`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full}` },
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('SVC-VALID-4040');
    const anon = await fetch(`${p.api}/api/v1/me`, { method: 'POST' });
    expect(anon.status).toBe(401);
  });

  it('counts a native operation once against the rate limit, like the same query over /graphql', async () => {
    const remaining = async (r: Promise<Response>) => Number((await r).headers.get('x-ratelimit-remaining'));
    const native = () => fetch(`${p.api}/api/v1/me`, { method: 'POST', headers: { authorization: `Bearer ${full}` } });
    const a = await remaining(native());
    const b = await remaining(native());
    const c = await remaining(post({ query: '{ me { id } }' }, { authorization: `Bearer ${full}` }));
    expect([a - b, b - c]).toEqual([1, 1]);
  });

  it('forwards Idempotency-Key to the subgraph: a replayed createApiKey returns the same key, no new plaintext', async () => {
    const t = await token('svc:iam:apikey:create');
    const create = (key: string, name: string) =>
      post(
        {
          query: `mutation($n: String!) { createApiKey(input: { name: $n, scope: TEST }) { idempotentReplay plaintextKey apiKey { id } } }`,
          variables: { n: name },
        },
        { authorization: `Bearer ${t}`, 'idempotency-key': key },
      );
    // Unique per run: the database may be one an earlier run used.
    const idem = `edge-idem-${randomUUID()}`;
    const first = (await (await create(idem, 'ci key')).json()).data.createApiKey;
    expect(first.idempotentReplay).toBe(false);
    expect(first.plaintextKey).toMatch(/^svc_test_[A-Za-z0-9_-]{43}$/);
    const replay = (await (await create(idem, 'ci key')).json()).data.createApiKey;
    expect(replay).toEqual({ idempotentReplay: true, plaintextKey: '', apiKey: { id: first.apiKey.id } });
    const conflict = await (await create(idem, 'another name')).json();
    expect(conflict.errors[0].extensions.code).toBe('SVC-VALID-4006');
  });

  it('passes graphql-http’s server audit with no MUST failure', async () => {
    const fetchFn: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${full}`);
      headers.set('apollo-require-preflight', 'true');
      return fetch(input, { ...init, headers });
    };
    const audits = serverAudits({ url: `${p.api}/graphql`, fetchFn });
    const results = await Promise.all(audits.map((a) => a.fn()));
    const failures = results
      .map((r, i) => ({ r, name: audits[i].name }))
      .filter(({ r, name }) => name.startsWith('MUST') && r.status !== 'ok')
      .map(({ r, name }) => `${name}: ${(r as { reason?: string }).reason}`);
    expect(results.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it('records every observed request as an activity record', async () => {
    const probe = `audit-probe-${randomUUID()}`;
    const r = await post({ query: '{ me { id } }' }, { authorization: `Bearer ${full}`, 'x-request-id': `${probe}-1` });
    expect(r.status).toBe(200);
    const denied = await post({ query: '{ me { id } }' }, { 'x-request-id': `${probe}-2` });
    expect(denied.status).toBe(401);
    const c = new pg.Client({ connectionString: databaseUrl() });
    await c.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await c.query(
                `SELECT request_id, actor_id, outcome, status, action, method, path FROM audit.activity_records WHERE request_id IN ($1, $2) ORDER BY request_id`,
                [`${probe}-1`, `${probe}-2`],
              )
            ).rows,
          { timeout: 5000 },
        )
        .toEqual([
          {
            request_id: `${probe}-1`,
            actor_id: p.creds.admin.userId,
            outcome: 'success',
            status: 200,
            action: 'graphql.query',
            method: 'POST',
            path: '/graphql',
          },
          {
            request_id: `${probe}-2`,
            actor_id: null,
            outcome: 'denied',
            status: 401,
            action: 'graphql',
            method: 'POST',
            path: '/graphql',
          },
        ]);
    } finally {
      await c.end();
    }
  });
  it('exports the time the chain took per request as a Prometheus histogram', async () => {
    const count = async () =>
      Number(
        /svc_gateway_chain_duration_seconds_count\{[^}]*\} (\d+)/.exec(
          await (await fetch(`http://127.0.0.1:${p.ports.gatewayMetrics}/metrics`)).text(),
        )?.[1],
      );
    const before = await count();
    expect((await post({ query: '{ me { id } }' }, { authorization: `Bearer ${full}` })).status).toBe(200);
    expect((await post({ query: '{ me { id } }' }, { authorization: 'Bearer not-a-jwt' })).status).toBe(401);
    // health probes run no chain step and are not counted
    await fetch(`${p.api}/healthz`);
    await expect.poll(count).toBe(before + 2);
  });

  it('limits anonymous operations per client address: exactly the limit, then SVC-RATE-2001, other addresses unaffected', async () => {
    const from = (address: string) =>
      post({ query: '{ publicPlans { code } }' }, { 'x-forwarded-for': `203.0.113.77, ${address}` });
    const a = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const results = await Promise.all(Array.from({ length: ANONYMOUS_LIMIT + 5 }, () => from(a)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(ANONYMOUS_LIMIT);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(5);
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited[0].json()).errors[0].extensions.code).toBe('SVC-RATE-2001');
    // the spoofable left-hand entry is ignored: the same client with another prefix is still limited
    expect((await post({ query: '{ publicPlans { code } }' }, { 'x-forwarded-for': `192.0.2.1, ${a}` })).status).toBe(
      429,
    );
    const other = await from(`${a}1`);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe(String(ANONYMOUS_LIMIT - 1));
  });

  it('admits exactly the per-minute limit and answers SVC-RATE-2001 with Retry-After', async () => {
    const t = await token('svc:iam:workspace:read');
    // earlier tests used the same user; count what is left from the headers of one request
    const first = await post({ query: '{ publicPlans { code } __typename }' }, { authorization: `Bearer ${t}` });
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(RATE_LIMIT));
    expect(Number(first.headers.get('x-quota-reset'))).toBeGreaterThan(Date.now() / 1000);
    const results = await Promise.all(
      Array.from({ length: remaining + 15 }, () =>
        post({ query: '{ publicPlans { code } __typename }' }, { authorization: `Bearer ${t}` }),
      ),
    );
    const admitted = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(admitted).toHaveLength(remaining);
    expect(limited).toHaveLength(15);
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await limited[0].json();
    expect(body.errors[0].extensions).toMatchObject({ code: 'SVC-RATE-2001' });
    expect(body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
    expect(admitted.some((r) => r.headers.get('x-quota-warning'))).toBe(true);
  });
});
