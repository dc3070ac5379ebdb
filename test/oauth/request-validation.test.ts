import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  startOAuthIdentity,
  createPasswordTenant,
  postForm,
  basic,
  refreshRows,
  expectHealthy,
  type TestIdentity,
  type PasswordTenant,
} from './helpers.ts';
import { startTestIdentity } from '../helpers/identity.ts';

let id: TestIdentity;
let t: PasswordTenant;
beforeAll(async () => {
  id = await startOAuthIdentity();
  t = await createPasswordTenant(id);
});
afterAll(() => id?.stop());

const ENDPOINTS = ['/oauth/token', '/oauth/revoke', '/oauth/introspect'];

describe('bad input on every form endpoint', () => {
  it('wrong content type, repeated parameters and an oversized body are invalid_request, no-store, and change nothing', async () => {
    const before = await refreshRows(id.prisma, [t.clientId]);
    for (const path of ENDPOINTS) {
      const json = await fetch(`${id.httpUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...basic(t.clientId, t.clientSecret) },
        body: JSON.stringify({ grant_type: 'password', token: 'x' }),
      });
      expect(json.status, path).toBe(400);
      expect(json.headers.get('cache-control'), path).toBe('no-store');
      expect(await json.json(), path).toMatchObject({ error: 'invalid_request' });
      const repeated = await postForm(
        id,
        path,
        `grant_type=password&username=${encodeURIComponent(t.email)}&password=${encodeURIComponent(t.password)}&token=a&token=b&scope=a&scope=b`,
        basic(t.clientId, t.clientSecret),
      );
      expect(await repeated.json(), path).toMatchObject({ error: 'invalid_request' });
      const big = await postForm(
        id,
        path,
        { grant_type: 'password', username: t.email, password: t.password, token: 'x', pad: 'x'.repeat(40_000) },
        basic(t.clientId, t.clientSecret),
      );
      expect(big.status, path).toBe(400);
      expect(await big.json(), path).toMatchObject({ error: 'invalid_request' });
    }
    expect(await refreshRows(id.prisma, [t.clientId])).toEqual(before);
    expect(await expectHealthy(id)).toBe(200);
  });

  it('unknown grant types are unsupported_grant_type; a missing grant_type is invalid_request', async () => {
    for (const g of ['urn:example:nope', 'implicit', '__proto__', 'constructor', 'toString']) {
      expect(
        await (await postForm(id, '/oauth/token', { grant_type: g }, basic(t.clientId, t.clientSecret))).json(),
        g,
      ).toMatchObject({ error: 'unsupported_grant_type' });
    }
    expect(await (await postForm(id, '/oauth/token', {}, basic(t.clientId, t.clientSecret))).json()).toMatchObject({
      error: 'invalid_request',
    });
    expect(await expectHealthy(id)).toBe(200);
  });
});

describe('identity store down', () => {
  it('answers temporarily_unavailable 503 and stays up', async () => {
    const down = await startTestIdentity({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' });
    try {
      for (const [path, body] of [
        ['/oauth/token', { grant_type: 'client_credentials' }],
        ['/oauth/token', { grant_type: 'refresh_token', refresh_token: 'A'.repeat(43) }],
        ['/oauth/introspect', { token: 'A'.repeat(43) }],
      ] as const) {
        const r = await postForm(down as unknown as TestIdentity, path, body, basic(t.clientId, t.clientSecret));
        expect(r.status, path).toBe(503);
        expect(r.headers.get('cache-control')).toBe('no-store');
        expect(await r.json(), path).toMatchObject({ error: 'temporarily_unavailable' });
      }
      expect((await fetch(`${down.httpUrl}/healthz`)).status).toBe(200);
      expect((await fetch(`${down.httpUrl}/readyz`)).status).toBe(503);
    } finally {
      await down.stop();
    }
  });
});
