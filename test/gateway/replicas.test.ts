/**
 * Several gateway replicas on one Redis (real processes, the `npm start` spawn path): the
 * per-minute rate limit is exact across replicas, and a revocation is seen by every replica on
 * its next request. Runs only when the run has REDIS_URL (the in-process store is per replica).
 *
 * Isolation: the dev tenant's user is shared by every test file of the run, and rate-limit keys
 * are per user, so this file's platform uses a logical database of the run's Redis of its own.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { RedisStore } from '@svc/core';
import { freePort, privateRedisUrl, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { redisUrl } from '../helpers/env.ts';

const LIMIT = 60;
const REQUESTS = 150;
const run = !!redisUrl();
let p: Platform;
let store: RedisStore;
/** The three replicas' API origins. */
const apis: string[] = [];

beforeAll(async () => {
  if (!run) return;
  const url = (await privateRedisUrl())!;
  store = await new RedisStore({ url }).connect().ready();
  p = await startPlatform({ REDIS_URL: url, RATE_LIMIT_ENTERPRISE_PER_MINUTE: String(LIMIT) });
  apis.push(p.api);
  const base = p.spec('gateway');
  await Promise.all(
    [2, 3].map(async (n) => {
      const [api, auth] = [await freePort(), await freePort()];
      await p.spawn(
        { ...base, name: `gateway-${n}`, readyUrl: `http://127.0.0.1:${api}/readyz` },
        { GATEWAY_API_PORT: String(api), GATEWAY_AUTH_PORT: String(auth), GATEWAY_METRICS_PORT: '0' },
      );
      apis.push(`http://127.0.0.1:${api}`);
    }),
  );
}, 180_000);

afterAll(async () => {
  await p?.stop();
  await store?.close();
});

async function token(scope = 'svc:iam:workspace:read') {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic() },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  expect(r.status).toBe(200);
  return (await r.json()).access_token as string;
}

const basic = () =>
  `Basic ${Buffer.from(`${p.creds.oauthClient.clientId}:${p.creds.oauthClient.clientSecret}`).toString('base64')}`;

/** A protected operation with no scope gate (the extra root field makes it non-anonymous). */
const QUERY = '{ publicPlans { code } __typename }';
const post = (api: string, t: string) =>
  fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
    body: JSON.stringify({ query: QUERY }),
  });

const jwtClaims = (t: string) =>
  JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()) as { jti: string; sub: string };

describe('gateway replicas on one Redis', () => {
  it.skipIf(!run)('every replica refuses a revoked token with SVC-AUTH-1007 on its next request', async () => {
    const [revoked, other] = [await token(), await token()];
    for (const api of apis) {
      expect((await post(api, revoked)).status, api).toBe(200);
      expect((await post(api, other)).status, api).toBe(200);
    }
    // RFC 7009 revocation at identity, through the gateway's auth origin.
    const r = await fetch(`${p.auth}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic() },
      body: new URLSearchParams({ token: revoked, token_type_hint: 'access_token' }),
    });
    expect(r.status).toBe(200);
    expect(await store.setMembers('revoked:jti')).toContain(jwtClaims(revoked).jti);
    for (const api of apis) {
      const res = await post(api, revoked);
      expect(res.status, api).toBe(401);
      const body = await res.json();
      expect(body.errors[0].extensions, api).toMatchObject({ code: 'SVC-AUTH-1007', svc: { code: 'SVC-AUTH-1007' } });
      expect(body.data, api).toBeUndefined();
      // another token of the same client and user is untouched
      expect((await post(api, other)).status, api).toBe(200);
    }
  });

  it.skipIf(!run)(
    'answers a revoked token SVC-AUTH-1007 whatever else is wrong with its request, stores nothing for it and counts none of it',
    async () => {
      const [revoked, other] = [await token(), await token()];
      const api = apis[0];
      const send = (body: unknown, t: string) =>
        fetch(`${api}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
          body: JSON.stringify(body),
        });
      const query = `{ publicPlans { code } __typename } # ${randomUUID()}`;
      const sha256Hash = createHash('sha256').update(query).digest('hex');
      const faulty: [string, unknown, string][] = [
        ['parse error', { query: '{ ' }, 'GRAPHQL_PARSE_FAILED'],
        ['validation error', { query: '{ nope }' }, 'GRAPHQL_VALIDATION_FAILED'],
        ['no such operation', { query: QUERY, operationName: 'Nope' }, 'SVC-VALID-4000'],
        ['scope gate', { query: '{ activeGuardrailBundle { layers { __typename } } }' }, 'SVC-AUTH-1010'],
        [
          'persisted query miss',
          { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
          'PERSISTED_QUERY_NOT_FOUND',
        ],
      ];
      // Unrevoked, each of these fails for its own reason.
      for (const [name, body, code] of faulty)
        expect((await (await send(body, other)).json()).errors[0].extensions.code, name).toBe(code);
      const revoke = await fetch(`${p.auth}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic() },
        body: new URLSearchParams({ token: revoked }),
      });
      expect(revoke.status).toBe(200);
      const remaining = async () => Number((await post(api, other)).headers.get('x-ratelimit-remaining'));
      const before = await remaining();
      const cases: [string, unknown][] = [
        ...faulty.map(([name, body]): [string, unknown] => [name, body]),
        ['valid', { query: QUERY }],
        ['persisted query registration', { query, extensions: { persistedQuery: { version: 1, sha256Hash } } }],
      ];
      for (const [name, body] of cases) {
        const res = await send(body, revoked);
        expect(res.status, name).toBe(401);
        expect((await res.json()).errors[0].extensions.code, name).toBe('SVC-AUTH-1007');
      }
      expect(await store.get(`apq:${sha256Hash}`)).toBeNull();
      // The same user's budget moved by exactly the one request `remaining()` itself made.
      expect(await remaining()).toBe(before - 1);
    },
  );

  it.skipIf(!run)(`admits exactly ${LIMIT} of ${REQUESTS} parallel requests spread over three replicas`, async () => {
    expect(apis).toHaveLength(3);
    const t = await token();
    // Start from an empty window (the previous test and earlier runs used the same user).
    await store.del(`rl:ENTERPRISE:${jwtClaims(t).sub}`);
    const results = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const res = await post(apis[i % 3], t);
        return { res, replica: i % 3, body: await res.json() };
      }),
    );
    const admitted = results.filter((r) => r.res.status === 200);
    const limited = results.filter((r) => r.res.status === 429);
    expect(admitted).toHaveLength(LIMIT);
    expect(limited).toHaveLength(REQUESTS - LIMIT);
    // One window for all replicas: the admitted requests saw each remaining count exactly once.
    expect(admitted.map((r) => Number(r.res.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: LIMIT }, (_, i) => i),
    );
    for (const r of admitted) {
      expect(r.res.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
      expect(r.body.data.publicPlans).toHaveLength(3);
    }
    for (const r of limited) {
      const retryAfter = Number(r.res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors[0].extensions).toMatchObject({
        code: 'SVC-RATE-2001',
        retryAfter,
        svc: { code: 'SVC-RATE-2001' },
      });
    }
  });
});
