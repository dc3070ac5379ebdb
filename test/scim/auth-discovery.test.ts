/**
 * SCIM authentication and tenancy: identity verifies the bearer token itself (SVC-* headers are
 * ignored), scopes per method with wildcards, workspace binding; and the discovery endpoints.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { anyScopeCovers } from '@svc/core';
import {
  basic,
  clientToken,
  expectScimError,
  newUser,
  patchOps,
  scimClient,
  startScim,
  workspaceRows,
  LIST_RESPONSE,
  USER_SCHEMA,
  type ScimClient,
  type TestIdentity,
} from './helpers.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';

let id: TestIdentity;
let t: TestTenant;
let scim: ScimClient;
let token: string;
let other: TestTenant;
let otherScim: ScimClient;
beforeAll(async () => {
  ({ id, t, scim, token } = await startScim());
  other = await createTestTenant(id.prisma, { secretVerifier: id.secretVerifier });
  otherScim = scimClient(id.httpUrl, await clientToken(id.httpUrl, other));
});
afterAll(() => id?.stop());

describe('authentication', () => {
  it('no token, a malformed header, a forged or foreign token are 401 SCIM errors with a Bearer challenge', async () => {
    const before = await workspaceRows(id.prisma, t.workspaceId);
    const forged = `${token.slice(0, -4)}AAAA`;
    const [h, p] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const unsigned = `${h}.${Buffer.from(JSON.stringify({ ...payload, workspace_id: other.workspaceId })).toString('base64url')}.`;
    for (const [label, authorization] of [
      ['none', undefined],
      ['basic', basic(t.clientId, t.clientSecret)],
      ['empty bearer', 'Bearer '],
      ['forged', `Bearer ${forged}`],
      ['unsigned', `Bearer ${unsigned}`],
      ['api key', 'Bearer svc_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ] as const) {
      for (const [method, path] of [
        ['GET', '/Users'],
        ['POST', '/Users'],
        ['GET', '/ServiceProviderConfig'],
        ['DELETE', '/Users/x'],
      ]) {
        const r = await scimClient(id.httpUrl, null).call(
          method,
          path,
          method === 'POST' ? newUser('nope@x.io') : undefined,
          authorization ? { authorization } : {},
        );
        expectScimError(r, 401, undefined, `${label} ${method} ${path}`);
        expect(r.headers.get('www-authenticate'), label).toMatch(/^Bearer realm="scim"/);
      }
    }
    expect(await workspaceRows(id.prisma, t.workspaceId)).toEqual(before);
  });

  it('a revoked access token is 401', async () => {
    const tok = await clientToken(id.httpUrl, t);
    expect((await scimClient(id.httpUrl, tok).get('/Users?count=1')).status).toBe(200);
    const rv = await fetch(`${id.httpUrl}/oauth/revoke`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(t.clientId, t.clientSecret),
      },
      body: new URLSearchParams({ token: tok }),
    });
    expect(rv.status).toBe(200);
    const r = await scimClient(id.httpUrl, tok).get('/Users?count=1');
    expectScimError(r, 401);
    expect(r.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('SVC-* headers are not trusted: organization and workspace come from the token', async () => {
    const mine = (
      await scim.post('/Users', newUser('headers@x.io'), {
        'svc-workspace-id': other.workspaceId,
        'svc-org-id': other.orgId,
        'svc-permissions': 'svc:*',
      })
    ).body;
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: mine.id } })).primaryWorkspaceId).toBe(t.workspaceId);
    const listed = await scim.get('/Users', { 'svc-workspace-id': other.workspaceId });
    expect(listed.body.Resources.every((u: any) => u.id !== other.userId)).toBe(true);
    // a token without SCIM scopes gains nothing from a forged permissions header
    const narrow = scimClient(id.httpUrl, await clientToken(id.httpUrl, t, 'svc:iam:user:read'));
    expectScimError(await narrow.get('/Users', { 'svc-permissions': 'svc:iam:scim:*' }), 403);
  });

  it('a token whose subject was suspended cannot use SCIM, not even to reactivate itself', async () => {
    const self = await createTestTenant(id.prisma, { secretVerifier: id.secretVerifier });
    const selfScim = scimClient(id.httpUrl, await clientToken(id.httpUrl, self));
    expect(
      (await selfScim.patch(`/Users/${self.userId}`, patchOps({ op: 'replace', path: 'active', value: false }))).body
        .active,
    ).toBe(false);
    const r = await selfScim.patch(`/Users/${self.userId}`, patchOps({ op: 'replace', path: 'active', value: true }));
    expectScimError(r, 401);
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: self.userId } })).status).toBe('SUSPENDED');
  });
});

describe('scopes per method', () => {
  const ops = (c: ScimClient, userId: string) => ({
    'GET /Users': () => c.get('/Users?count=1'),
    'GET /Users/{id}': () => c.get(`/Users/${userId}`),
    'GET /ServiceProviderConfig': () => c.get('/ServiceProviderConfig'),
    'GET /ResourceTypes': () => c.get('/ResourceTypes'),
    'GET /Schemas': () => c.get('/Schemas'),
    'POST /Users': () => c.post('/Users', newUser(`scoped-${Math.random().toString(36).slice(2)}@x.io`)),
    'PUT /Users/{id}': () => c.put(`/Users/${userId}`, newUser('scoped-target@x.io')),
    'PATCH /Users/{id}': () =>
      c.patch(`/Users/${userId}`, patchOps({ op: 'replace', path: 'name.givenName', value: `G${Math.random()}` })),
    'DELETE /Users/{id}': () => c.delete(`/Users/${userId}`),
  });
  const NEEDS: Record<string, string> = {
    'GET /Users': 'svc:iam:scim:read',
    'GET /Users/{id}': 'svc:iam:scim:read',
    'GET /ServiceProviderConfig': 'svc:iam:scim:read',
    'GET /ResourceTypes': 'svc:iam:scim:read',
    'GET /Schemas': 'svc:iam:scim:read',
    'POST /Users': 'svc:iam:scim:write',
    'PUT /Users/{id}': 'svc:iam:scim:write',
    'PATCH /Users/{id}': 'svc:iam:scim:write',
    'DELETE /Users/{id}': 'svc:iam:scim:delete',
  };

  it('read, write and delete each open only their methods; svc:iam:scim:*, svc:iam:* and svc:* open all; others are 403', async () => {
    const grants = [
      'svc:iam:scim:read',
      'svc:iam:scim:write',
      'svc:iam:scim:delete',
      'svc:iam:scim:*',
      'svc:iam:*',
      'svc:*',
      'svc:iam:user:read',
    ];
    const c = await createTestTenant(id.prisma, {
      secretVerifier: id.secretVerifier,
      role: 'SUPER_ADMIN',
      scopes: ['svc:*'],
    }); // a client_credentials token holds at most its owner's permissions
    // the tenant's own client mints narrowed tokens; the target user lives in that tenant
    const t2 = (
      await scimClient(id.httpUrl, await clientToken(id.httpUrl, c)).post('/Users', newUser('scoped-target@x.io'))
    ).body;
    expect(t2.id).toBeTruthy();
    for (const g of grants) {
      const client = scimClient(id.httpUrl, await clientToken(id.httpUrl, c, g));
      for (const [name, run] of Object.entries(ops(client, t2.id))) {
        const r = await run();
        if (anyScopeCovers([g], NEEDS[name])) expect([200, 201, 204], `${g} ${name}`).toContain(r.status);
        else {
          expectScimError(r, 403, undefined, `${g} ${name}`);
          expect(r.headers.get('www-authenticate'), `${g} ${name}`).toContain(`scope="${NEEDS[name]}"`);
        }
      }
    }
  });
});

describe('workspace binding', () => {
  it("another workspace's users are 404 for every method and never listed; nothing of theirs changes", async () => {
    const theirs = (await otherScim.post('/Users', newUser('theirs@x.io'))).body;
    const before = await workspaceRows(id.prisma, other.workspaceId);
    expectScimError(await scim.get(`/Users/${theirs.id}`), 404);
    expectScimError(await scim.put(`/Users/${theirs.id}`, newUser('theirs@x.io', { active: false })), 404);
    expectScimError(
      await scim.patch(`/Users/${theirs.id}`, patchOps({ op: 'replace', path: 'active', value: false })),
      404,
    );
    expectScimError(await scim.delete(`/Users/${theirs.id}`), 404);
    expectScimError(await scim.get(`/Users/${other.userId}`), 404);
    expect((await scim.get(`/Users?filter=${encodeURIComponent('userName eq "theirs@x.io"')}`)).body.totalResults).toBe(
      0,
    );
    const mine = await scim.get('/Users?count=1000');
    expect(mine.body.Resources.map((u: any) => u.id)).not.toContain(theirs.id);
    expect(await workspaceRows(id.prisma, other.workspaceId)).toEqual(before);
    // the same userName may exist once per workspace
    expect((await scim.post('/Users', newUser('theirs@x.io'))).status).toBe(201);
  });
});

describe('discovery', () => {
  it('ServiceProviderConfig advertises patch, etag, the one filter, no bulk/sort/changePassword, OAuth bearer', async () => {
    const r = await scim.get('/ServiceProviderConfig');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/scim+json; charset=utf-8');
    expect(r.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 65536 },
      filter: { supported: true, maxResults: 1000 },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: true },
      authenticationSchemes: [{ type: 'oauthbearertoken', primary: true }],
      meta: {
        resourceType: 'ServiceProviderConfig',
        location: `${id.cfg.API_AUDIENCE.replace(/\/$/, '')}/api/v1/iam/scim/v2/ServiceProviderConfig`,
      },
    });
  });

  it('ResourceTypes and Schemas describe the User resource with names, types, mutability and uniqueness', async () => {
    const rt = await scim.get('/ResourceTypes');
    expect(rt.body).toMatchObject({
      schemas: [LIST_RESPONSE],
      totalResults: 1,
      Resources: [{ id: 'User', endpoint: '/Users', schema: USER_SCHEMA }],
    });
    expect((await scim.get('/ResourceTypes/User')).body).toMatchObject({ id: 'User', schema: USER_SCHEMA });
    const s = await scim.get('/Schemas');
    expect(s.body).toMatchObject({
      schemas: [LIST_RESPONSE],
      totalResults: 1,
      Resources: [{ id: USER_SCHEMA, name: 'User' }],
    });
    const attrs = s.body.Resources[0].attributes as any[];
    expect(attrs.map((a) => a.name)).toEqual(['userName', 'name', 'active', 'emails']);
    expect(attrs[0]).toMatchObject({
      type: 'string',
      required: true,
      mutability: 'readWrite',
      uniqueness: 'server',
      caseExact: false,
    });
    expect(attrs[1].subAttributes.map((a: any) => a.name)).toEqual(['givenName', 'familyName']);
    expect(attrs[2]).toMatchObject({ type: 'boolean', mutability: 'readWrite' });
    expect(attrs[3]).toMatchObject({ type: 'complex', multiValued: true });
    expect((await scim.get(`/Schemas/${USER_SCHEMA}`)).body.id).toBe(USER_SCHEMA);
    expectScimError(await scim.get('/Schemas/urn:example:nope'), 404);
    expectScimError(await scim.get('/ResourceTypes/Group'), 404);
  });
});
