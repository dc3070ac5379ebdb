import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { startTestIdentity } from '../../../../test/helpers/identity.ts';
import { createTestTenant, type TestTenant } from '../../../../test/helpers/tenant.ts';

let id: Awaited<ReturnType<typeof startTestIdentity>>;
let t: TestTenant;

beforeAll(async () => {
  id = await startTestIdentity();
  t = await createTestTenant(id.prisma, { secretVerifier: id.secretVerifier });
});
afterAll(() => id?.stop());

const token = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${id.httpUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
  });
const basic = () => ({ authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}` });

describe('client_credentials', () => {
  it('issues an ES256 access token that verifies against the published JWKS', async () => {
    const r = await token({ grant_type: 'client_credentials', scope: 'svc:iam:user:read' }, basic());
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const body = await r.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'svc:iam:user:read' });
    expect(body.refresh_token).toBeUndefined();
    const jwks = createRemoteJWKSet(new URL(`${id.httpUrl}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(body.access_token, jwks, {
      issuer: id.cfg.AUTH_ISSUER,
      audience: id.cfg.API_AUDIENCE,
      typ: 'at+jwt',
      algorithms: ['ES256'],
    });
    expect(protectedHeader.kid).toBeTruthy();
    expect(payload).toMatchObject({
      sub: t.userId,
      org_id: t.orgId,
      workspace_id: t.workspaceId,
      client_id: t.clientId,
      token_type: 'access',
      permissions: ['svc:iam:user:read'],
      roles: ['WORKSPACE_ADMIN'],
    });
    expect(payload.exp! - payload.iat!).toBe(900);
  });

  it('accepts a subset covered by a wildcard grant', async () => {
    const r = await token({
      grant_type: 'client_credentials',
      scope: 'svc:iam:scim:read svc:iam:scim:write',
      client_id: t.clientId,
      client_secret: t.clientSecret,
    });
    expect(r.status).toBe(200);
  });

  it('rejects scope escalation with invalid_scope', async () => {
    const r = await token({ grant_type: 'client_credentials', scope: 'svc:billing:invoice:read' }, basic());
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ error: 'invalid_scope' });
  });

  it('rejects a bad secret with invalid_client 401 and SVC-AUTH-1002', async () => {
    const r = await token({ grant_type: 'client_credentials', client_id: t.clientId, client_secret: 'wrong' });
    expect(r.status).toBe(401);
    expect(await r.json()).toMatchObject({ error: 'invalid_client', svc_code: 'SVC-AUTH-1002' });
  });

  it('rejects both Basic and a form secret, half a pair, repeated parameters and a wrong content type', async () => {
    expect((await token({ grant_type: 'client_credentials', client_secret: t.clientSecret }, basic())).status).toBe(
      400,
    );
    expect(
      await (await token({ grant_type: 'client_credentials', client_secret: t.clientSecret })).json(),
    ).toMatchObject({ error: 'invalid_request' });
    const repeated = await fetch(`${id.httpUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic() },
      body: 'grant_type=client_credentials&scope=a&scope=b',
    });
    expect(await repeated.json()).toMatchObject({ error: 'invalid_request' });
    const json = await fetch(`${id.httpUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...basic() },
      body: '{"grant_type":"client_credentials"}',
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers unsupported_grant_type for unknown grants and missing grant_type with invalid_request', async () => {
    expect(await (await token({ grant_type: 'urn:example:nope' }, basic())).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    expect(await (await token({}, basic())).json()).toMatchObject({ error: 'invalid_request' });
  });

  it('rejects an oversized body and stays up', async () => {
    const r = await token({ grant_type: 'client_credentials', scope: 'x'.repeat(20_000) }, basic());
    expect(r.status).toBe(400);
    expect((await fetch(`${id.httpUrl}/healthz`)).status).toBe(200);
  });
});
