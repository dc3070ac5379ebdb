/**
 * Least privilege end to end (issue 12): a token never does more than its scopes say, whatever the
 * caller's roles allow. The seeded workspace admin's client asks for a token narrowed to
 * `svc:iam:user:read`; the gateway refuses every root field that needs more with SVC-AUTH-1010
 * naming the required scopes, before anything runs, and nothing stored changes. The same
 * operations with the admin's full scopes go through, so the refusal is the scope and nothing else.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { startPlatform, type Platform, clientTokenResponse } from '../helpers/platform-harness.ts';
import { databaseUrl } from '../helpers/env.ts';
import { createTestTenant } from '../helpers/tenant.ts';
import { PrismaClient } from '../../identity/src/db.ts';

let p: Platform;
let prisma: PrismaClient;

beforeAll(async () => {
  // Roles are read live (no cached answers), so a role changed under a live token shows at once.
  p = await startPlatform({ PERMISSION_CACHE_TTL_MS: '0', PERMISSION_CACHE_MS: '0' });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
});
afterAll(async () => {
  await prisma?.$disconnect();
  await p?.stop();
});

async function clientToken(scope?: string): Promise<{ token: string; scope: string }> {
  const body = await clientTokenResponse(p, scope);
  return { token: body.access_token, scope: body.scope };
}

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: r.status, body: await r.json() };
}

/** The rows each refused operation would write, keyed by what this test alone uses. */
async function rows(keyId: string, inviteEmail: string, marker: string) {
  const [key, invitations, virtualKeys, memberships] = await Promise.all([
    prisma.apiKey.findUnique({ where: { id: keyId } }),
    prisma.invitation.findMany({ where: { email: inviteEmail } }),
    prisma.virtualKey.findMany({ where: { allowedModels: { has: marker } } }),
    prisma.membership.findMany({
      where: { workspaceId: p.creds.workspaceId },
      orderBy: [{ userId: 'asc' }, { role: 'asc' }],
    }),
  ]);
  return { key, invitations, virtualKeys, memberships };
}

describe('a token narrowed to svc:iam:user:read', () => {
  it('is refused SVC-AUTH-1010 on everything beyond reading the user, and changes nothing', async () => {
    const full = await clientToken();
    const narrow = await clientToken('svc:iam:user:read');
    expect(narrow.scope).toBe('svc:iam:user:read');

    // A key of the admin's to aim revokeApiKey at (created with the admin's full scopes).
    const created = await gql(
      full.token,
      'mutation { createApiKey(input: {name: "least-privilege target", scope: TEST}) { apiKey { id } } }',
    );
    expect(created.body.errors).toBeUndefined();
    const keyId: string = created.body.data.createApiKey.apiKey.id;
    const s = randomBytes(5).toString('hex');
    const email = `lp-${s}@test.local`;
    const marker = `lp-model-${s}`;
    const before = await rows(keyId, email, marker);
    expect(before.key).toMatchObject({ status: 'ACTIVE', revokedAt: null });

    const refused: [string, string, Record<string, unknown>, string][] = [
      [
        'inviteMember',
        'mutation($e: String!) { inviteMember(input: {email: $e, role: DEVELOPER}) { id } }',
        { e: email },
        'svc:iam:member:create',
      ],
      [
        'revokeApiKey',
        'mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }',
        { id: keyId },
        'svc:iam:apikey:revoke',
      ],
      [
        'issueVirtualKey',
        'mutation($m: String!) { issueVirtualKey(input: {scope: TEST, notAfter: "2099-01-01T00:00:00Z", allowedModels: [$m]}) { vkid } }',
        { m: marker },
        'svc:iam:apikey:create',
      ],
      ['quotaStatus', '{ quotaStatus { exceeded percentageUsed } }', {}, 'svc:billing:usage:read'],
      // `me` alongside does not carry a field the token may not use: the whole operation is refused.
      ['quotaStatus', '{ me { id } quotaStatus { exceeded } }', {}, 'svc:billing:usage:read'],
      ['members', '{ members { id } }', {}, 'svc:iam:member:read'],
      ['workspace', '{ workspace(id: "ws_dev") { id } }', {}, 'svc:iam:workspace:read'],
    ];
    for (const [field, query, variables, scope] of refused) {
      const r = await gql(narrow.token, query, variables);
      expect(r.status, field).toBe(403);
      expect(r.body.data, field).toBeUndefined();
      expect(r.body.errors, field).toHaveLength(1);
      expect(r.body.errors[0].extensions, field).toMatchObject({
        code: 'SVC-AUTH-1010',
        field,
        requiredScopes: [[scope]],
      });
      expect(r.body.errors[0].message, field).toContain(scope);
    }

    // It still reads the user it stands for.
    const me = await gql(narrow.token, '{ me { id email } }');
    expect(me.status).toBe(200);
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data.me).toEqual({ id: p.creds.admin.userId, email: p.creds.admin.email });

    expect(await rows(keyId, email, marker)).toEqual(before);

    // With the admin's full scopes the same operations go through: the refusal was the scope.
    const revoked = await gql(full.token, 'mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', { id: keyId });
    expect(revoked.body.errors).toBeUndefined();
    expect(revoked.body.data.revokeApiKey.revokedAt).not.toBeNull();
    const invited = await gql(
      full.token,
      'mutation($e: String!) { inviteMember(input: {email: $e, role: DEVELOPER}) { id email } }',
      { e: email },
    );
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data.inviteMember.email).toBe(email);
    const quota = await gql(full.token, '{ quotaStatus { exceeded } }');
    expect(quota.body.errors?.[0]?.extensions?.code).not.toBe('SVC-AUTH-1010');
    const after = await rows(keyId, email, marker);
    expect(after.key?.revokedAt).not.toBeNull();
    expect(after.invitations).toHaveLength(1);
  });

  it('is refused on native /api/v1 operations the same way (they run a GraphQL document)', async () => {
    const narrow = await clientToken('svc:iam:user:read');
    const post = (op: string, body: unknown) =>
      fetch(`${p.api}/api/v1/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${narrow.token}` },
        body: JSON.stringify(body),
      });
    const ws = await post('workspace', { id: p.creds.workspaceId });
    expect(ws.status).toBe(403);
    expect((await ws.json()).error).toMatchObject({ code: 'SVC-AUTH-1010' });
    const me = await post('me', {});
    expect(me.status).toBe(200);
    expect((await me.json()).data.id).toBe(p.creds.admin.userId);
  });

  it('cannot be widened by asking for more than the client holds', async () => {
    const r = await fetch(`${p.auth}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${p.creds.oauthClient.clientId}:${p.creds.oauthClient.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'svc:iam:user:read svc:billing:*' }),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).error).toBe('invalid_scope');
  });
});

describe('roles on top of scopes', () => {
  it("a token whose scopes cover a field is still refused SVC-AUTH-1008 when the caller's roles no longer grant it", async () => {
    // The client holds both scopes and its owner's role grants both when the token is issued; the
    // owner is then demoted to WORKSPACE_VIEWER while the token lives.
    const keys = new FileKeyProvider({
      dir: p.env.KEYS_DIR!,
      publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
      maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
    });
    const t = await createTestTenant(prisma, {
      secretVerifier: (secret) => keys.hmac(`client-secret:${secret}`)!,
      role: 'WORKSPACE_ADMIN',
      scopes: ['svc:iam:user:read', 'svc:iam:member:create'],
    });
    const ask = (scope: string) =>
      fetch(`${p.auth}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: t.clientId,
          client_secret: t.clientSecret,
          scope,
        }),
      });
    const r = await ask('svc:iam:user:read svc:iam:member:create');
    expect(r.status).toBe(200);
    const token = (await r.json()).access_token;
    await prisma.membership.updateMany({
      where: { userId: t.userId, workspaceId: t.workspaceId },
      data: { role: 'WORKSPACE_VIEWER' },
    });
    const email = `lp-viewer-${randomBytes(5).toString('hex')}@test.local`;
    const invite = await gql(token, 'mutation($e: String!) { inviteMember(input: {email: $e, role: VIEWER}) { id } }', {
      e: email,
    });
    expect(invite.status).toBe(403);
    expect(invite.body.errors[0].extensions).toMatchObject({
      code: 'SVC-AUTH-1008',
      field: 'inviteMember',
      requiredScopes: [['svc:iam:member:create']],
    });
    expect(await prisma.invitation.count({ where: { email } })).toBe(0);
    const me = await gql(token, '{ me { id } }');
    expect(me.body.data.me.id).toBe(t.userId);
    // A new token cannot carry the scope the owner's role no longer grants.
    const again = await ask('svc:iam:user:read svc:iam:member:create');
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('invalid_scope');
  });
});
