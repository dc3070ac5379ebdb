/**
 * Helpers for the OAuth integration tests: an identity whose issuer is its own HTTP URL (so
 * openid-client's discovery accepts it), users with passwords, raw form requests for the bad-input
 * cases, and snapshots of stored rows to prove a failed request changed nothing.
 */
import { createServer } from 'node:net';
import * as client from 'openid-client';
import { startTestIdentity } from '../helpers/identity.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { hashPassword } from '../../identity/src/services/password.ts';
import type { PrismaClient } from '../../identity/src/db.ts';

export type TestIdentity = Awaited<ReturnType<typeof startTestIdentity>>;

export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
export const REFRESH_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:refresh_token';
export const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const DEVICE_CODE = 'urn:ietf:params:oauth:grant-type:device_code';
export const ALL_GRANTS = [
  'client_credentials',
  'refresh_token',
  TOKEN_EXCHANGE,
  'password',
  'authorization_code',
  DEVICE_CODE,
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Identity on an ephemeral port whose AUTH_ISSUER is its own URL. */
export async function startOAuthIdentity(env: Record<string, string> = {}): Promise<TestIdentity> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    try {
      return await startTestIdentity({
        IDENTITY_HTTP_PORT: String(port),
        AUTH_ISSUER: `http://127.0.0.1:${port}`,
        DB_POOL_MAX: '6',
        ...env,
      });
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

export interface PasswordTenant extends TestTenant {
  email: string;
  password: string;
}

/** A tenant whose admin user has a password and whose client may use every grant. */
export async function createPasswordTenant(
  id: TestIdentity,
  opts: { scopes?: string[]; role?: string; grantTypes?: string[]; allowRefresh?: boolean } = {},
): Promise<PasswordTenant> {
  const t = await createTestTenant(id.prisma, { secretVerifier: id.secretVerifier, grantTypes: ALL_GRANTS, ...opts });
  const password = `pw-${t.userId}-Correct horse`;
  const u = await id.prisma.user.update({
    where: { id: t.userId },
    data: { passwordHash: hashPassword(password) },
    select: { email: true },
  });
  return { ...t, email: u.email, password };
}

/** Adds another confidential client to a tenant's workspace. */
export async function addClient(
  id: TestIdentity,
  t: TestTenant,
  data: {
    id?: string;
    confidential?: boolean;
    grantTypes?: string[];
    scopes?: string[];
    allowRefresh?: boolean;
    redirectUris?: string[];
  } = {},
) {
  const clientId = data.id ?? `${t.clientId}_${Math.random().toString(36).slice(2, 8)}`;
  const clientSecret = `secret-${clientId}-${'x'.repeat(20)}`;
  await id.prisma.oAuthClient.create({
    data: {
      id: clientId,
      organizationId: t.orgId,
      workspaceId: t.workspaceId,
      ownerUserId: t.userId,
      name: 'second client',
      secretHash: data.confidential === false ? null : id.secretVerifier(clientSecret),
      confidential: data.confidential ?? true,
      status: 'ACTIVE',
      grantTypes: data.grantTypes ?? ALL_GRANTS,
      scopes: data.scopes ?? t.scopes,
      redirectUris: data.redirectUris ?? ['http://127.0.0.1/cb'],
      allowRefresh: data.allowRefresh ?? true,
    },
  });
  return { clientId, clientSecret };
}

/** openid-client configuration by discovery against the identity's own issuer URL. */
export function discover(id: TestIdentity, clientId: string, secret?: string, auth?: client.ClientAuth) {
  return client.discovery(
    new URL(id.cfg.AUTH_ISSUER),
    clientId,
    secret,
    auth ?? (secret ? client.ClientSecretBasic(secret) : client.None()),
    { execute: [client.allowInsecureRequests] },
  );
}

export const basic = (clientId: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
});

/** A raw form POST, for requests no well-behaved client library would send. */
export function postForm(
  id: TestIdentity,
  path: string,
  body: Record<string, string> | string,
  headers: Record<string, string> = {},
) {
  return fetch(`${id.httpUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: typeof body === 'string' ? body : new URLSearchParams(body),
  });
}

/** The password grant through openid-client. */
export async function signIn(config: client.Configuration, t: PasswordTenant, scope?: string) {
  return client.genericGrantRequest(config, 'password', {
    username: t.email,
    password: t.password,
    ...(scope ? { scope } : {}),
  });
}

/** Every refresh-token row of a client, in a stable order, for before/after comparisons. */
export async function refreshRows(prisma: PrismaClient, clientIds: string[]) {
  return prisma.refreshToken.findMany({
    where: { clientId: { in: clientIds } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export async function expectHealthy(id: TestIdentity): Promise<number> {
  return (await fetch(`${id.httpUrl}/healthz`)).status;
}

/** The OAuth error a failed openid-client call carried. */
export async function oauthError(
  p: Promise<unknown>,
): Promise<{ error: string; error_description?: string; status: number }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof client.WWWAuthenticateChallengeError) {
      // 401 with a WWW-Authenticate challenge: oauth4webapi leaves the JSON body unread.
      const body = (await e.response.clone().json()) as { error: string; error_description?: string };
      return { ...body, status: e.status };
    }
    const err = e as client.ResponseBodyError;
    if (err?.error) return { error: err.error, error_description: err.error_description, status: err.status };
    throw e;
  }
  throw new Error('expected the request to fail');
}
