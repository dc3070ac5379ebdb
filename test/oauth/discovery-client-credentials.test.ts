import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  oauthError,
  expectHealthy,
  type TestIdentity,
  type PasswordTenant,
  DEVICE_CODE,
} from './helpers.ts';

describe('discovery and client_credentials (flags off)', () => {
  let id: TestIdentity;
  let t: PasswordTenant;
  beforeAll(async () => {
    id = await startOAuthIdentity();
    t = await createPasswordTenant(id);
  });
  afterAll(() => id?.stop());

  it('openid-client discovers the issuer; only enabled endpoints are advertised', async () => {
    const config = await discover(id, t.clientId, t.clientSecret);
    const m = config.serverMetadata();
    expect(m.issuer).toBe(id.cfg.AUTH_ISSUER);
    expect(m.token_endpoint).toBe(`${id.cfg.AUTH_ISSUER}/oauth/token`);
    expect(m.revocation_endpoint).toBe(`${id.cfg.AUTH_ISSUER}/oauth/revoke`);
    expect(m.introspection_endpoint).toBe(`${id.cfg.AUTH_ISSUER}/oauth/introspect`);
    expect(m.authorization_endpoint).toBeUndefined();
    expect(m.device_authorization_endpoint).toBeUndefined();
    expect(m.grant_types_supported).not.toContain('authorization_code');
    expect(m.grant_types_supported).not.toContain(DEVICE_CODE);
    expect(m.grant_types_supported).not.toContain('password');
    // Every advertised endpoint answers something other than 404.
    for (const url of [m.token_endpoint, m.revocation_endpoint, m.introspection_endpoint]) {
      expect(
        (
          await fetch(url!, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: '',
          })
        ).status,
      ).not.toBe(404);
    }
    expect((await fetch(`${id.httpUrl}/.well-known/oauth-authorization-server`).then((r) => r.json())).issuer).toBe(
      id.cfg.AUTH_ISSUER,
    );
  });

  it('issues a client-credentials token through openid-client that jose verifies against the JWKS', async () => {
    const config = await discover(id, t.clientId, t.clientSecret);
    const r = await client.clientCredentialsGrant(config, { scope: 'svc:iam:user:read svc:llm:model:invoke' });
    expect(r.token_type).toBe('bearer');
    expect(r.expires_in).toBe(900);
    expect(r.refresh_token).toBeUndefined();
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
    const { payload } = await jwtVerify(r.access_token, jwks, {
      issuer: id.cfg.AUTH_ISSUER,
      audience: id.cfg.API_AUDIENCE,
      typ: 'at+jwt',
      algorithms: ['ES256'],
    });
    expect(payload).toMatchObject({
      client_id: t.clientId,
      session_type: 'client',
      permissions: ['svc:iam:user:read', 'svc:llm:model:invoke'],
    });
    expect(payload.fid).toBeUndefined();
  });

  it('client_credentials scope escalation is invalid_scope; a wrong secret is invalid_client', async () => {
    const config = await discover(id, t.clientId, t.clientSecret);
    expect((await oauthError(client.clientCredentialsGrant(config, { scope: 'svc:billing:invoice:read' }))).error).toBe(
      'invalid_scope',
    );
    const bad = await discover(id, t.clientId, 'wrong-secret');
    const e = await oauthError(client.clientCredentialsGrant(bad));
    expect(e).toMatchObject({ error: 'invalid_client', status: 401 });
    expect(await expectHealthy(id)).toBe(200);
  });
});

describe('discovery with both flows enabled', () => {
  let id: TestIdentity;
  let t: PasswordTenant;
  beforeAll(async () => {
    id = await startOAuthIdentity({ FEATURE_AUTHORIZATION_CODE: 'true', FEATURE_DEVICE_CODE: 'true' });
    t = await createPasswordTenant(id);
  });
  afterAll(() => id?.stop());

  it('advertises the authorization and device endpoints, S256 only, and the iss response parameter', async () => {
    const m = (await discover(id, t.clientId, t.clientSecret)).serverMetadata();
    expect(m.authorization_endpoint).toBe(`${id.cfg.AUTH_ISSUER}/oauth/authorize`);
    expect(m.device_authorization_endpoint).toBe(`${id.cfg.AUTH_ISSUER}/oauth/device_authorization`);
    expect(m.code_challenge_methods_supported).toEqual(['S256']);
    expect(m.authorization_response_iss_parameter_supported).toBe(true);
    expect(m.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', DEVICE_CODE]));
  });
});
