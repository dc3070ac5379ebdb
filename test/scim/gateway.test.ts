/**
 * SCIM end to end through the real gateway: the edge authenticates and rate-limits, then proxies
 * the same path to identity with the validated access JWT, which identity verifies again before
 * provisioning into the token's workspace. API keys are refused on SCIM (spec: OAuth bearer only).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sharedPlatform, type Platform } from '../helpers/platform-harness.ts';
import { basic, newUser, patchOps, scimClient, SCIM } from './helpers.ts';

let p: Platform;
beforeAll(async () => {
  p = await sharedPlatform();
});
afterAll(() => p?.stop());

async function gatewayToken(scope: string) {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(p.creds.oauthClient.clientId, p.creds.oauthClient.clientSecret),
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  expect(r.status).toBe(200);
  return (await r.json()).access_token as string;
}

describe('SCIM through the gateway', () => {
  it("provisions, finds, deactivates and soft-deletes a user in the token's workspace", async () => {
    const scim = scimClient(p.api, await gatewayToken('svc:iam:scim:*'));
    const userName = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@scim.test`;

    const created = await scim.post('/Users', newUser(userName.toUpperCase(), { name: { givenName: 'E2E' } }), {
      'svc-workspace-id': 'ws_forged',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toBe('application/scim+json; charset=utf-8');
    const u = created.body;
    expect(u).toMatchObject({ userName, active: true, name: { givenName: 'E2E', familyName: 'User' } });
    // locations are on the gateway's {base_url}, where the client reached SCIM
    expect(u.meta.location).toBe(`${p.env.API_AUDIENCE}${SCIM}/Users/${u.id}`);
    expect(created.headers.get('etag')).toBe('W/"1"');

    const found = await scim.get(
      `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&count=1&startIndex=1`,
    );
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id: u.id }] });
    const patched = await scim.patch(`/Users/${u.id}`, patchOps({ op: 'Replace', path: 'active', value: 'False' }), {
      'if-match': 'W/"1"',
    });
    expect(patched.body).toMatchObject({ active: false, meta: { version: 'W/"2"' } });
    expect((await scim.patch(`/Users/${u.id}`, patchOps({ op: 'replace', value: { active: true } }))).body.active).toBe(
      true,
    );
    expect((await scim.delete(`/Users/${u.id}`)).status).toBe(204);
    expect((await scim.get(`/Users/${u.id}`)).body).toMatchObject({ id: u.id, active: false });
    // SCIM errors from identity pass through the gateway unchanged
    const bad = await scim.get(`/Users?filter=${encodeURIComponent('userName eq "a" or 1 eq 1')}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '400',
      scimType: 'invalidFilter',
    });
    expect((await scim.get('/ServiceProviderConfig')).body.etag).toEqual({ supported: true });
  });

  it('identity enforces the SCIM scope per method behind the gateway', async () => {
    const readOnly = scimClient(p.api, await gatewayToken('svc:iam:scim:read'));
    expect((await readOnly.get('/Users?count=1')).status).toBe(200);
    const denied = await readOnly.post('/Users', newUser(`ro-${Date.now()}@scim.test`));
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '403' });
    // without any credential the gateway refuses before identity is reached
    expect((await scimClient(p.api, null).get('/Users')).status).toBe(401);
  });

  it('refuses an API key on SCIM, as X-Api-Key or as a bearer, with SVC-AUTH-1011 in SCIM format', async () => {
    const key = p.creds.apiKeys.test.key;
    for (const headers of [{ 'x-api-key': key }, { authorization: `Bearer ${key}` }] as Record<string, string>[]) {
      for (const [method, path] of [
        ['GET', '/Users?count=1'],
        ['POST', '/Users'],
        ['GET', '/ServiceProviderConfig'],
      ]) {
        const r = await fetch(`${p.api}${SCIM}${path}`, {
          method,
          headers: { ...headers, ...(method === 'POST' ? { 'content-type': 'application/scim+json' } : {}) },
          body: method === 'POST' ? JSON.stringify(newUser(`key-${Date.now()}@scim.test`)) : undefined,
        });
        expect(r.status, `${method} ${path}`).toBe(401);
        expect(r.headers.get('content-type')).toBe('application/scim+json; charset=utf-8');
        expect(await r.json()).toMatchObject({
          schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
          status: '401',
          svc_code: 'SVC-AUTH-1011',
        });
      }
    }
    // The same key still works where API keys are accepted.
    const graphql = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    // A refusal here names its code in the failure.
    expect(graphql.status, await graphql.text()).not.toBe(401);
  });
});
