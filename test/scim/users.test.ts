/**
 * SCIM Users lifecycle against identity's own HTTP listener: create, read, list and filter,
 * replace, patch, soft delete, the audit trail, ETags, and what suspension does to sign-in.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { hashPassword } from '../../identity/src/services/password.ts';
import {
  LIST_RESPONSE,
  USER_SCHEMA,
  basic,
  expectScimError,
  newUser,
  patchOps,
  startScim,
  workspaceRows,
  type ScimClient,
  type TestIdentity,
} from './helpers.ts';
import type { TestTenant } from '../helpers/tenant.ts';

let id: TestIdentity;
let t: TestTenant;
let scim: ScimClient;
beforeAll(async () => {
  ({ id, t, scim } = await startScim({ grantTypes: ['client_credentials', 'password', 'refresh_token'] }));
});
afterAll(() => id?.stop());

const location = (userId: string) => `${id.cfg.API_AUDIENCE.replace(/\/$/, '')}/api/v1/iam/scim/v2/Users/${userId}`;

describe('POST /Users', () => {
  it('creates an active user: normalised userName, name defaults, WORKSPACE_VIEWER, no password, meta, ETag, Location, audit', async () => {
    const r = await scim.post(
      '/Users',
      newUser('  Ada.Lovelace@Example.COM ', {
        externalId: 'okta-00u1',
        emails: [{ value: 'ada@example.com', type: 'work', primary: true }],
        nickName: 'ignored',
      }),
    );
    expect(r.status).toBe(201);
    expect(r.headers.get('content-type')).toBe('application/scim+json; charset=utf-8');
    const u = r.body;
    expect(u).toMatchObject({
      schemas: [USER_SCHEMA],
      userName: 'ada.lovelace@example.com',
      externalId: 'okta-00u1',
      name: { givenName: 'Unknown', familyName: 'User' },
      active: true,
      emails: [{ value: 'ada@example.com', type: 'work', primary: true }],
      meta: { resourceType: 'User', location: location(u.id), version: 'W/"1"' },
    });
    expect(u.nickName).toBeUndefined();
    expect(Date.parse(u.meta.created)).toBeGreaterThan(Date.now() - 60_000);
    expect(u.meta.lastModified).toBe(u.meta.created);
    expect(r.headers.get('location')).toBe(location(u.id));
    expect(r.headers.get('etag')).toBe('W/"1"');

    const row = await id.prisma.user.findUniqueOrThrow({ where: { id: u.id }, include: { memberships: true } });
    expect(row).toMatchObject({
      email: 'ada.lovelace@example.com',
      passwordHash: null,
      status: 'ACTIVE',
      organizationId: t.orgId,
      primaryWorkspaceId: t.workspaceId,
      scimVersion: 1,
      provisionedBy: `scim:${t.clientId}`,
    });
    expect(row.memberships.map((m) => [m.workspaceId, m.role])).toEqual([[t.workspaceId, 'WORKSPACE_VIEWER']]);
    const audit = await id.prisma.userAuditEvent.findMany({ where: { userId: u.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'scim.user.create',
      actorUserId: t.userId,
      actorClientId: t.clientId,
      workspaceId: t.workspaceId,
      organizationId: t.orgId,
      version: 1,
    });
    expect(audit[0].changes).toMatchObject({
      userName: { from: null, to: 'ada.lovelace@example.com' },
      status: { from: null, to: 'ACTIVE' },
    });
  });

  it('active false provisions a suspended user; Entra\'s "False" string counts', async () => {
    for (const [name, active] of [
      ['sus-a@x.io', false],
      ['sus-b@x.io', 'False'],
    ] as const) {
      const r = await scim.post('/Users', newUser(name, { active, name: { givenName: 'Sue', familyName: 'Pended' } }));
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ active: false, name: { givenName: 'Sue', familyName: 'Pended' } });
      expect((await id.prisma.user.findUniqueOrThrow({ where: { id: r.body.id } })).status).toBe('SUSPENDED');
    }
  });

  it('a userName already in the workspace is 409 uniqueness, after the same normalisation, and stores nothing', async () => {
    expect((await scim.post('/Users', newUser('dup@x.io'))).status).toBe(201);
    const before = await workspaceRows(id.prisma, t.workspaceId);
    for (const n of ['dup@x.io', ' DUP@X.IO ', 'Dup@x.io'])
      expectScimError(await scim.post('/Users', newUser(n)), 409, 'uniqueness', n);
    expect(await workspaceRows(id.prisma, t.workspaceId)).toEqual(before);
  });

  it('accepts application/json as well as application/scim+json', async () => {
    const r = await scim.post('/Users', newUser('json-ct@x.io'), { 'content-type': 'application/json; charset=utf-8' });
    expect(r.status).toBe(201);
  });
});

describe('GET /Users and /Users/{id}', () => {
  it('reads one user with its ETag; If-None-Match with the current version is 304', async () => {
    const c = (await scim.post('/Users', newUser('reader@x.io'))).body;
    const r = await scim.get(`/Users/${c.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(c);
    expect(r.headers.get('etag')).toBe('W/"1"');
    expect((await scim.get(`/Users/${c.id}`, { 'if-none-match': 'W/"1"' })).status).toBe(304);
    expect((await scim.get(`/Users/${c.id}`, { 'if-none-match': 'W/"7"' })).status).toBe(200);
    expectScimError(await scim.get('/Users/usr_doesnotexist'), 404);
  });

  it('lists the workspace in pages: ListResponse, startIndex 1-based, count default 100 and max 1000, Okta count=1 probe', async () => {
    for (let i = 0; i < 5; i++) expect((await scim.post('/Users', newUser(`page-${i}@x.io`))).status).toBe(201);
    const all = await scim.get('/Users');
    expect(all.status).toBe(200);
    expect(all.body.schemas).toEqual([LIST_RESPONSE]);
    const total = all.body.totalResults;
    expect(total).toBe(await id.prisma.user.count({ where: { primaryWorkspaceId: t.workspaceId } }));
    expect(all.body).toMatchObject({ startIndex: 1, itemsPerPage: total });
    expect(all.body.Resources).toHaveLength(total);
    const ids = all.body.Resources.map((u: any) => u.id);
    expect(new Set(ids).size).toBe(total);

    const probe = await scim.get('/Users?count=1&startIndex=1');
    expect(probe.body).toMatchObject({ totalResults: total, itemsPerPage: 1, startIndex: 1 });
    expect(probe.body.Resources.map((u: any) => u.id)).toEqual(ids.slice(0, 1));
    const second = await scim.get('/Users?startIndex=3&count=2');
    expect(second.body).toMatchObject({ totalResults: total, itemsPerPage: 2, startIndex: 3 });
    expect(second.body.Resources.map((u: any) => u.id)).toEqual(ids.slice(2, 4));
    // RFC 7644 §3.4.2.4: startIndex < 1 is 1, count < 0 is 0, a count above the maximum is capped
    expect((await scim.get('/Users?startIndex=0&count=2')).body.Resources.map((u: any) => u.id)).toEqual(
      ids.slice(0, 2),
    );
    expect((await scim.get('/Users?count=-5')).body).toMatchObject({
      totalResults: total,
      itemsPerPage: 0,
      Resources: [],
    });
    expect((await scim.get('/Users?count=100000')).body.itemsPerPage).toBe(total);
    expect((await scim.get(`/Users?startIndex=${total + 1}`)).body).toMatchObject({
      totalResults: total,
      itemsPerPage: 0,
      Resources: [],
    });
  });

  it('filters by userName eq: case-insensitive attribute and operator, normalised value, escapes decoded', async () => {
    const c = (await scim.post('/Users', newUser('Filter.Me@x.io'))).body;
    for (const f of [
      'userName eq "filter.me@x.io"',
      'USERNAME EQ "  FILTER.ME@X.IO "',
      'urn:ietf:params:scim:schemas:core:2.0:User:userName eq "filter.me@x.io"',
      String.raw`userName eq "filter\u002eme@x.io"`,
    ]) {
      const r = await scim.get(`/Users?filter=${encodeURIComponent(f)}`);
      expect(r.status, f).toBe(200);
      expect(r.body, f).toMatchObject({ totalResults: 1, itemsPerPage: 1, startIndex: 1 });
      expect(r.body.Resources[0].id, f).toBe(c.id);
    }
    // Okta's existence probe
    const probe = await scim.get(
      `/Users?filter=${encodeURIComponent('userName eq "filter.me@x.io"')}&count=1&startIndex=1`,
    );
    expect(probe.body.totalResults).toBe(1);
    expect((await scim.get(`/Users?filter=${encodeURIComponent('userName eq "nobody@x.io"')}`)).body).toMatchObject({
      totalResults: 0,
      itemsPerPage: 0,
      Resources: [],
    });
  });
});

describe('PUT /Users/{id}', () => {
  it('replaces the consumed attributes, bumps the version, keeps status when active is omitted, and PUT active false deactivates (Okta)', async () => {
    const c = (
      await scim.post(
        '/Users',
        newUser('okta@x.io', { name: { givenName: 'O', familyName: 'K' }, emails: [{ value: 'okta@x.io' }] }),
      )
    ).body;
    const r = await scim.put(
      `/Users/${c.id}`,
      newUser('Okta.Renamed@x.io', { id: 'ignored', name: { givenName: 'Otto' } }),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: c.id,
      userName: 'okta.renamed@x.io',
      name: { givenName: 'Otto', familyName: 'User' },
      active: true,
      meta: { version: 'W/"2"' },
    });
    expect(r.body.emails).toBeUndefined();
    expect(r.headers.get('etag')).toBe('W/"2"');
    const off = await scim.put(
      `/Users/${c.id}`,
      newUser('okta.renamed@x.io', { name: { givenName: 'Otto' }, active: false }),
    );
    expect(off.body).toMatchObject({ active: false, meta: { version: 'W/"3"' } });
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: c.id } })).status).toBe('SUSPENDED');
    // active omitted: not asserted, so a suspended user is not silently reactivated
    expect(
      (await scim.put(`/Users/${c.id}`, newUser('okta.renamed@x.io', { name: { givenName: 'Otto' } }))).body,
    ).toMatchObject({ active: false, meta: { version: 'W/"3"' } });
    const on = await scim.put(
      `/Users/${c.id}`,
      newUser('okta.renamed@x.io', { name: { givenName: 'Otto' }, active: true }),
    );
    expect(on.body).toMatchObject({ active: true, meta: { version: 'W/"4"' } });
    const actions = (await id.prisma.userAuditEvent.findMany({ where: { userId: c.id }, orderBy: { id: 'asc' } })).map(
      (a) => [a.action, a.version],
    );
    expect(actions).toEqual([
      ['scim.user.create', 1],
      ['scim.user.replace', 2],
      ['scim.user.replace', 3],
      ['scim.user.replace', 4],
    ]);
  });

  it("renaming onto another user's userName is 409 and changes nothing", async () => {
    const a = (await scim.post('/Users', newUser('put-a@x.io'))).body;
    await scim.post('/Users', newUser('put-b@x.io'));
    const before = await workspaceRows(id.prisma, t.workspaceId);
    expectScimError(await scim.put(`/Users/${a.id}`, newUser('PUT-B@x.io')), 409, 'uniqueness');
    expect(await workspaceRows(id.prisma, t.workspaceId)).toEqual(before);
  });
});

describe('PATCH /Users/{id}', () => {
  it('applies add/replace/remove on the settable paths, Entra style (capitalised op, "False" string, path-less replace)', async () => {
    const c = (await scim.post('/Users', newUser('entra@x.io', { name: { givenName: 'En', familyName: 'Tra' } }))).body;
    let r = await scim.patch(
      `/Users/${c.id}`,
      patchOps(
        { op: 'Replace', path: 'active', value: 'False' },
        { op: 'Add', path: 'name.givenName', value: 'Entra' },
      ),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      active: false,
      name: { givenName: 'Entra', familyName: 'Tra' },
      meta: { version: 'W/"2"' },
    });
    r = await scim.patch(
      `/Users/${c.id}`,
      patchOps(
        { op: 'replace', value: { active: true, name: { familyName: 'Id' } } },
        { op: 'remove', path: 'name.givenName' },
      ),
    );
    expect(r.body).toMatchObject({
      active: true,
      name: { givenName: 'Unknown', familyName: 'Id' },
      meta: { version: 'W/"3"' },
    });
    // a patch that changes nothing keeps the version and writes no audit row
    r = await scim.patch(`/Users/${c.id}`, patchOps({ op: 'replace', path: 'active', value: true }));
    expect(r.body.meta.version).toBe('W/"3"');
    const audit = await id.prisma.userAuditEvent.findMany({ where: { userId: c.id }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual(['scim.user.create', 'scim.user.patch', 'scim.user.patch']);
    expect(audit[1].changes).toEqual({
      givenName: { from: 'En', to: 'Entra' },
      status: { from: 'ACTIVE', to: 'SUSPENDED' },
    });
  });

  it('If-Match: the current ETag or * applies; a stale one is 412 and changes nothing', async () => {
    const c = (await scim.post('/Users', newUser('etag@x.io'))).body;
    const ok = await scim.patch(`/Users/${c.id}`, patchOps({ op: 'replace', path: 'name.givenName', value: 'E' }), {
      'if-match': 'W/"1"',
    });
    expect(ok.body.meta.version).toBe('W/"2"');
    const before = await workspaceRows(id.prisma, t.workspaceId);
    expectScimError(
      await scim.patch(`/Users/${c.id}`, patchOps({ op: 'replace', path: 'name.givenName', value: 'F' }), {
        'if-match': 'W/"1"',
      }),
      412,
    );
    expectScimError(await scim.put(`/Users/${c.id}`, newUser('etag@x.io'), { 'if-match': '"1"' }), 412);
    expectScimError(await scim.delete(`/Users/${c.id}`, { 'if-match': 'W/"9"' }), 412);
    expect(await workspaceRows(id.prisma, t.workspaceId)).toEqual(before);
    expect(
      (
        await scim.patch(`/Users/${c.id}`, patchOps({ op: 'replace', path: 'name.givenName', value: 'G' }), {
          'if-match': '*',
        })
      ).body.meta.version,
    ).toBe('W/"3"');
    expect(
      (
        await scim.patch(`/Users/${c.id}`, patchOps({ op: 'replace', path: 'name.givenName', value: 'H' }), {
          'if-match': 'W/"1", W/"3"',
        })
      ).body.meta.version,
    ).toBe('W/"4"');
  });

  it('concurrent patches without If-Match all land, each on its own version', async () => {
    const c = (await scim.post('/Users', newUser('race@x.io'))).body;
    const rs = await Promise.all(
      ['A', 'B', 'C'].map((g) =>
        scim.patch(`/Users/${c.id}`, patchOps({ op: 'replace', path: 'name.givenName', value: g })),
      ),
    );
    // three writers need at most three attempts each: every one lands
    const ok = rs.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(new Set(ok.map((r) => r.body.meta.version))).toEqual(new Set(['W/"2"', 'W/"3"', 'W/"4"']));
    const row = await id.prisma.user.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.scimVersion).toBe(1 + ok.length);
    expect(await id.prisma.userAuditEvent.count({ where: { userId: c.id } })).toBe(1 + ok.length);
  });
});

describe('DELETE /Users/{id}', () => {
  it('soft-deletes: 204, the user is suspended but kept with its audit trail, and can be reactivated', async () => {
    const c = (await scim.post('/Users', newUser('leaver@x.io'))).body;
    const r = await scim.delete(`/Users/${c.id}`);
    expect(r.status).toBe(204);
    expect(r.body).toBeUndefined();
    const row = await id.prisma.user.findUniqueOrThrow({ where: { id: c.id }, include: { memberships: true } });
    expect(row).toMatchObject({ status: 'SUSPENDED', scimVersion: 2 });
    expect(row.memberships).toHaveLength(1);
    expect((await scim.get(`/Users/${c.id}`)).body).toMatchObject({ active: false });
    // deleting again is a no-op: nothing changes, no audit row
    expect((await scim.delete(`/Users/${c.id}`)).status).toBe(204);
    expect(
      (await id.prisma.userAuditEvent.findMany({ where: { userId: c.id }, orderBy: { id: 'asc' } })).map(
        (a) => a.action,
      ),
    ).toEqual(['scim.user.create', 'scim.user.delete']);
    expect(
      (await scim.patch(`/Users/${c.id}`, patchOps({ op: 'replace', path: 'active', value: true }))).body,
    ).toMatchObject({ active: true, meta: { version: 'W/"3"' } });
  });
});

describe('sign-in of SCIM-managed users', () => {
  const passwordGrant = (username: string, password: string) =>
    fetch(`${id.httpUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(t.clientId, t.clientSecret),
      },
      body: new URLSearchParams({ grant_type: 'password', username, password }),
    });

  it('a suspended user cannot sign in; reactivation restores access', async () => {
    // A workspace member with a local password (created before the IdP took over).
    const userId = `${t.userId}_pw`;
    const email = `member-${t.workspaceId}@x.io`;
    const password = 'Correct horse battery staple';
    await id.prisma.user.create({
      data: {
        id: userId,
        organizationId: t.orgId,
        primaryWorkspaceId: t.workspaceId,
        email,
        givenName: 'M',
        familyName: 'Ember',
        passwordHash: hashPassword(password),
      },
    });
    await id.prisma.membership.create({ data: { userId, workspaceId: t.workspaceId, role: 'DEVELOPER' } });
    expect((await passwordGrant(email, password)).status).toBe(200);

    expect(
      (await scim.patch(`/Users/${userId}`, patchOps({ op: 'replace', path: 'active', value: false }))).body.active,
    ).toBe(false);
    const refused = await passwordGrant(email, password);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant', svc_code: 'SVC-AUTH-1012' });

    expect(
      (await scim.patch(`/Users/${userId}`, patchOps({ op: 'replace', path: 'active', value: true }))).body.active,
    ).toBe(true);
    expect((await passwordGrant(email, password)).status).toBe(200);

    expect((await scim.delete(`/Users/${userId}`)).status).toBe(204);
    expect(await (await passwordGrant(email, password)).json()).toMatchObject({
      error: 'invalid_grant',
      svc_code: 'SVC-AUTH-1012',
    });
  });

  it('a SCIM-provisioned user has no local password, so the password grant refuses it', async () => {
    const c = (await scim.post('/Users', newUser('nopw@x.io'))).body;
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: c.id } })).passwordHash).toBeNull();
    expect(await (await passwordGrant('nopw@x.io', 'anything')).json()).toMatchObject({
      error: 'invalid_grant',
      svc_code: 'SVC-AUTH-1001',
    });
  });
});

describe('no-op writes', () => {
  it('a PUT repeating the stored resource (emails included) keeps the version and writes no audit row', async () => {
    const body = newUser('same@x.io', {
      name: { givenName: 'S', familyName: 'Ame' },
      emails: [
        { primary: true, type: 'work', value: 'same@x.io' },
        { value: 'alt@x.io', type: 'home' },
      ],
      externalId: 'ext-1',
      active: true,
    });
    const c = (await scim.post('/Users', body)).body;
    const again = await scim.put(`/Users/${c.id}`, body);
    expect(again.body).toEqual(c);
    expect(await id.prisma.userAuditEvent.count({ where: { userId: c.id } })).toBe(1);
  });
});
