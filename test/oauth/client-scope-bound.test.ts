/**
 * A token never carries more than its client is registered for, whatever the grant: a SUPER_ADMIN
 * (`svc:*`) signing in through a client registered for two scopes gets exactly those two, and the
 * gateway refuses (SVC-AUTH-1010) a query needing any other. Each grant through the real platform
 * (`{auth_url}` behind the gateway) with openid-client; client_credentials is bounded by its owner's
 * roles the same way (a `svc:iam:*` client owned by a DEVELOPER).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { decodeJwt } from 'jose';
import { createPrismaClient } from '@svc/db';
import { SPEC_LIMITS, scopeCovers } from '@svc/core';
import { FileKeyProvider } from '@svc/identity';
import { startPlatform, privateRedisUrl, type Platform } from '../helpers/platform-harness.ts';
import { databaseUrl } from '../helpers/env.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { hashPassword } from '../../identity/src/services/password.ts';
import { permissionsOf } from '../../identity/src/services/roles.ts';
import { PrismaClient } from '../../identity/src/db.ts';

const DEVICE_CODE = 'urn:ietf:params:oauth:grant-type:device_code';
const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
const REDIRECT = 'http://127.0.0.1/cb';
const PASSWORD = 'Correct horse battery staple 1';
/** The narrow client's registration: a wildcard and a specific scope. */
const NARROW = ['svc:iam:user:*', 'svc:iam:workspace:read'];
const ALL = ['password', 'refresh_token', 'authorization_code', DEVICE_CODE, TOKEN_EXCHANGE, 'client_credentials'];

let p: Platform;
let prisma: PrismaClient;
let root: TestTenant & { email: string };
let narrow: client.Configuration;
let secretVerifier: (s: string) => string;

beforeAll(async () => {
  const redis = await privateRedisUrl();
  p = await startPlatform({
    FEATURE_AUTHORIZATION_CODE: 'true',
    FEATURE_DEVICE_CODE: 'true',
    ...(redis ? { REDIS_URL: redis } : {}),
  });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  const keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  secretVerifier = (s: string) => keys.hmac(`client-secret:${s}`)!;
  const t = await createTestTenant(prisma, { secretVerifier, role: 'SUPER_ADMIN', scopes: NARROW, grantTypes: ALL });
  await prisma.oAuthClient.update({ where: { id: t.clientId }, data: { redirectUris: [REDIRECT] } });
  const u = await prisma.user.update({ where: { id: t.userId }, data: { passwordHash: hashPassword(PASSWORD) } });
  root = { ...t, email: u.email };
  narrow = await configFor(t.clientId, t.clientSecret);
}, 420_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await p?.stop();
});

const configFor = (clientId: string, secret: string) =>
  client.discovery(new URL(p.auth), clientId, secret, client.ClientSecretBasic(secret), {
    execute: [client.allowInsecureRequests],
  });

const passwordTokens = (cfg: client.Configuration, params: Record<string, string> = {}) =>
  client.genericGrantRequest(cfg, 'password', { username: root.email, password: PASSWORD, ...params });

async function gql(token: string, query: string) {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: r.status, body: await r.json() };
}

/** The token carries exactly `scopes`; the gateway serves `me` and refuses `members` (svc:iam:member:read). */
async function expectBounded(tokens: { access_token: string; scope?: string }, scopes: string[]) {
  expect(tokens.scope?.split(' ').sort()).toEqual([...scopes].sort());
  expect((decodeJwt(tokens.access_token).permissions as string[]).sort()).toEqual([...scopes].sort());
  const me = await gql(tokens.access_token, '{ me { id } }');
  expect(me.body.errors).toBeUndefined();
  const members = await gql(tokens.access_token, '{ members { id } }');
  expect(members.status).toBe(403);
  expect(members.body.errors[0].extensions).toMatchObject({ code: 'SVC-AUTH-1010', field: 'members' });
}

describe('a SUPER_ADMIN through a client registered for two scopes', () => {
  it('password: the token carries the client scopes only; asking for more is invalid_scope', async () => {
    await expectBounded(await passwordTokens(narrow), NARROW);
    // A specific scope inside the client's wildcard is granted as asked.
    expect((await passwordTokens(narrow, { scope: 'svc:iam:user:read' })).scope).toBe('svc:iam:user:read');
    await expect(passwordTokens(narrow, { scope: 'svc:iam:member:read' })).rejects.toMatchObject({
      error: 'invalid_scope',
    });
    await expect(passwordTokens(narrow, { scope: 'svc:*' })).rejects.toMatchObject({ error: 'invalid_scope' });
  });

  it('refresh_token: never wider than the client, even when asked for svc:*', async () => {
    const first = await passwordTokens(narrow);
    const refreshed = await client.refreshTokenGrant(narrow, first.refresh_token!);
    await expectBounded(refreshed, NARROW);
    await expect(client.refreshTokenGrant(narrow, refreshed.refresh_token!, { scope: 'svc:*' })).rejects.toMatchObject({
      error: 'invalid_scope',
    });
  });

  it('refresh_token: a registration narrowed since sign-in narrows the refreshed token', async () => {
    const other = await addClient(NARROW);
    const cfg = await configFor(other.clientId, other.clientSecret);
    const first = await passwordTokens(cfg);
    await prisma.oAuthClient.update({ where: { id: other.clientId }, data: { scopes: ['svc:iam:user:read'] } });
    // The client record is cached for CLIENT_CACHE_TTL_MS (10 s by default): wait until a refresh sees the change.
    let refreshed = await client.refreshTokenGrant(cfg, first.refresh_token!);
    for (let i = 0; i < 30 && refreshed.scope !== 'svc:iam:user:read'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      refreshed = await client.refreshTokenGrant(cfg, refreshed.refresh_token!);
    }
    expect(refreshed.scope).toBe('svc:iam:user:read');
  });

  it('authorization_code: the code and its token carry the client scopes only', async () => {
    const session = (await passwordTokens(narrow)).access_token;
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(narrow, {
      redirect_uri: REDIRECT,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const r = await fetch(url, { redirect: 'manual', headers: { authorization: `Bearer ${session}` } });
    expect(r.status).toBe(302);
    const tokens = await client.authorizationCodeGrant(narrow, new URL(r.headers.get('location')!), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    await expectBounded(tokens, NARROW);
  });

  it('device_code: the approved grant carries the client scopes only', async () => {
    const session = (await passwordTokens(narrow)).access_token;
    const start = await client.initiateDeviceAuthorization(narrow, {});
    const decided = await fetch(`${p.auth}/oauth/device`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${session}` },
      body: new URLSearchParams({ user_code: start.user_code, action: 'approve' }),
    });
    expect(decided.status).toBe(200);
    await expectBounded(await client.pollDeviceAuthorizationGrant(narrow, start), NARROW);
  });

  it('token exchange: the child is bounded by the exchanging client, not only by the subject', async () => {
    const wide = await addClient(['svc:*']);
    const subject = await passwordTokens(await configFor(wide.clientId, wide.clientSecret));
    expect(subject.scope).toBe('svc:*');
    const child = await client.genericGrantRequest(narrow, TOKEN_EXCHANGE, {
      subject_token: subject.access_token,
      subject_token_type: ACCESS_TOKEN_TYPE,
    });
    await expectBounded(child, NARROW);
    await expect(
      client.genericGrantRequest(narrow, TOKEN_EXCHANGE, {
        subject_token: subject.access_token,
        subject_token_type: ACCESS_TOKEN_TYPE,
        scope: 'svc:iam:member:read',
      }),
    ).rejects.toMatchObject({ error: 'invalid_scope' });
  });

  it('client_credentials: the client scopes for a SUPER_ADMIN owner', async () => {
    await expectBounded(await client.clientCredentialsGrant(narrow), NARROW);
  });
});

describe('client_credentials through a broad client', () => {
  it("is bounded by its owner's roles: a svc:iam:* client owned by a DEVELOPER gets the DEVELOPER's iam permissions", async () => {
    const t = await createTestTenant(prisma, {
      secretVerifier,
      role: 'DEVELOPER',
      scopes: ['svc:iam:*'],
      grantTypes: ['client_credentials'],
    });
    const cfg = await configFor(t.clientId, t.clientSecret);
    const tokens = await client.clientCredentialsGrant(cfg);
    const expected = permissionsOf(['DEVELOPER']).filter((s) => scopeCovers('svc:iam:*', s));
    expect(tokens.scope!.split(' ').sort()).toEqual(expected.sort());
    expect(expected).not.toContain('svc:iam:member:create');
    await expect(client.clientCredentialsGrant(cfg, { scope: 'svc:iam:member:create' })).rejects.toMatchObject({
      error: 'invalid_scope',
    });
    const invite = await gql(
      tokens.access_token,
      'mutation { inviteMember(input: {email: "nobody@test.local", role: DEVELOPER}) { id } }',
    );
    expect(invite.body.errors[0].extensions.code).toBe('SVC-AUTH-1010');
    expect(await prisma.invitation.count({ where: { email: 'nobody@test.local' } })).toBe(0);
  });

  it("is refused invalid_scope when the owner holds none of the client's scopes", async () => {
    const t = await createTestTenant(prisma, {
      secretVerifier,
      role: 'WORKSPACE_VIEWER',
      scopes: ['svc:billing:invoice:*'],
      grantTypes: ['client_credentials'],
    });
    await expect(client.clientCredentialsGrant(await configFor(t.clientId, t.clientSecret))).rejects.toMatchObject({
      error: 'invalid_scope',
    });
  });
});

/** Another confidential client of the root tenant's workspace, owned by the SUPER_ADMIN. */
async function addClient(scopes: string[]) {
  const clientId = `${root.clientId}_${Math.random().toString(36).slice(2, 8)}`;
  const clientSecret = `secret-${clientId}-${'x'.repeat(20)}`;
  await prisma.oAuthClient.create({
    data: {
      id: clientId,
      organizationId: root.orgId,
      workspaceId: root.workspaceId,
      ownerUserId: root.userId,
      name: 'another client',
      secretHash: secretVerifier(clientSecret),
      confidential: true,
      status: 'ACTIVE',
      grantTypes: ALL,
      scopes,
      redirectUris: [REDIRECT],
      allowRefresh: true,
    },
  });
  return { clientId, clientSecret };
}
