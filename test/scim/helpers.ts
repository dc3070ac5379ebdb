/**
 * Helpers for the SCIM integration tests: identity in-process, a tenant whose client holds
 * svc:iam:scim:* (createTestTenant's default), bearer tokens minted with client_credentials, a
 * small SCIM client over fetch, and a snapshot of every row a SCIM request could touch, to prove
 * that a failed request stored nothing.
 */
import { expect } from 'vitest';
import { startTestIdentity } from '../helpers/identity.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import type { PrismaClient } from '../../identity/src/db.ts';

export type TestIdentity = Awaited<ReturnType<typeof startTestIdentity>>;

export const SCIM = '/api/v1/iam/scim/v2';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

export const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** An access token for the tenant's client (client_credentials), optionally narrowed to `scope`. */
export async function clientToken(
  baseUrl: string,
  t: Pick<TestTenant, 'clientId' | 'clientSecret'>,
  scope?: string,
): Promise<string> {
  const r = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(t.clientId, t.clientSecret) },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }),
  });
  const body = await r.json();
  if (r.status !== 200) throw new Error(`token request failed: ${r.status} ${JSON.stringify(body)}`);
  return body.access_token as string;
}

export interface ScimResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** A SCIM client bound to one base URL and bearer token. */
export function scimClient(baseUrl: string, token: string | null) {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ScimResponse> {
    const r = await fetch(`${baseUrl}${SCIM}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await r.text();
    return { status: r.status, headers: r.headers, body: text ? JSON.parse(text) : undefined };
  }
  return {
    call,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    put: (path: string, body: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
    patch: (path: string, body: unknown, headers?: Record<string, string>) => call('PATCH', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => call('DELETE', path, undefined, headers),
  };
}
export type ScimClient = ReturnType<typeof scimClient>;

export const newUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  schemas: [USER_SCHEMA],
  userName,
  ...extra,
});
export const patchOps = (...Operations: unknown[]) => ({ schemas: [PATCH_OP], Operations });

/** Identity plus one tenant and a SCIM client holding svc:iam:scim:*. */
export async function startScim(opts: { grantTypes?: string[] } = {}) {
  const id = await startTestIdentity();
  const t = await createTestTenant(id.prisma, {
    secretVerifier: id.secretVerifier,
    ...(opts.grantTypes ? { grantTypes: opts.grantTypes } : {}),
  });
  const token = await clientToken(id.httpUrl, t);
  return { id, t, token, scim: scimClient(id.httpUrl, token) };
}

/** Every row of a workspace that SCIM can create or change, in a stable order. */
export async function workspaceRows(prisma: PrismaClient, workspaceId: string) {
  const [users, memberships, audit] = await Promise.all([
    prisma.user.findMany({ where: { primaryWorkspaceId: workspaceId }, orderBy: { id: 'asc' } }),
    prisma.membership.findMany({ where: { workspaceId }, orderBy: [{ userId: 'asc' }, { role: 'asc' }] }),
    prisma.userAuditEvent.findMany({ where: { workspaceId }, orderBy: { id: 'asc' } }),
  ]);
  return { users, memberships, audit };
}

/** The SCIM error shape (RFC 7644 §3.12) every failure must have. */
export function expectScimError(r: ScimResponse, status: number, scimType?: string, label = '') {
  expect(r.status, label).toBe(status);
  expect(r.headers.get('content-type'), label).toBe('application/scim+json; charset=utf-8');
  expect(r.body, label).toMatchObject({
    schemas: [ERROR_SCHEMA],
    status: String(status),
    ...(scimType ? { scimType } : {}),
  });
  expect(typeof r.body.detail, label).toBe('string');
}
