import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  signIn,
  oauthError,
  addClient,
  expectHealthy,
  postForm,
  basic,
  refreshRows,
  ACCESS_TOKEN_TYPE,
  REFRESH_TOKEN_TYPE,
  TOKEN_EXCHANGE,
  type TestIdentity,
  type PasswordTenant,
} from './helpers.ts';

let id: TestIdentity;
let t: PasswordTenant;
let config: client.Configuration;
let service: { clientId: string; clientSecret: string };
let serviceConfig: client.Configuration;
beforeAll(async () => {
  id = await startOAuthIdentity();
  t = await createPasswordTenant(id, { role: 'DEVELOPER' });
  config = await discover(id, t.clientId, t.clientSecret);
  service = await addClient(id, t, { grantTypes: [TOKEN_EXCHANGE] });
  serviceConfig = await discover(id, service.clientId, service.clientSecret);
});
afterAll(() => id?.stop());

const exchange = (cfg: client.Configuration, subject: string, extra: Record<string, string> = {}) =>
  client.genericGrantRequest(cfg, TOKEN_EXCHANGE, {
    subject_token: subject,
    subject_token_type: ACCESS_TOKEN_TYPE,
    ...extra,
  });

describe('token exchange (RFC 8693)', () => {
  it('yields a narrowed, non-refreshable child with act, issued_token_type and the parent family', async () => {
    const user = await signIn(config, t);
    const r = await exchange(serviceConfig, user.access_token, { scope: 'svc:llm:model:invoke' });
    expect(r.issued_token_type).toBe(ACCESS_TOKEN_TYPE);
    expect(r.refresh_token).toBeUndefined();
    expect(r.scope).toBe('svc:llm:model:invoke');
    expect(r.expires_in).toBeLessThanOrEqual(900);
    const { payload } = await jwtVerify(
      r.access_token,
      createRemoteJWKSet(new URL(`${id.httpUrl}/.well-known/jwks.json`)),
      { issuer: id.cfg.AUTH_ISSUER, audience: id.cfg.API_AUDIENCE, typ: 'at+jwt' },
    );
    expect(payload).toMatchObject({
      sub: t.userId,
      act: { sub: t.userId, client_id: service.clientId },
      client_id: service.clientId,
      permissions: ['svc:llm:model:invoke'],
      workspace_id: t.workspaceId,
      token_type: 'access',
    });
    expect(payload.fid).toBe(decodeJwt(user.access_token).fid);
    // Not refreshable, and not usable as a subject again (no delegation chains).
    expect((await oauthError(exchange(serviceConfig, r.access_token))).error).toBe('invalid_request');
  });

  it('lives at most the subject token’s remaining life', async () => {
    const short = await startOAuthIdentity({ ACCESS_TOKEN_TTL_SECONDS: '120' });
    try {
      const t2 = await createPasswordTenant(short);
      const svc = await addClient(short, t2, { grantTypes: [TOKEN_EXCHANGE] });
      const user = await signIn(await discover(short, t2.clientId, t2.clientSecret), t2);
      const r = await exchange(await discover(short, svc.clientId, svc.clientSecret), user.access_token);
      expect(r.expires_in).toBeLessThanOrEqual(120);
      expect(decodeJwt(r.access_token).exp).toBeLessThanOrEqual(decodeJwt(user.access_token).exp!);
    } finally {
      await short.stop();
    }
  });

  it('refuses scopes beyond the subject’s permissions with invalid_scope', async () => {
    const user = await signIn(config, t, 'svc:iam:user:read');
    expect(
      (await oauthError(exchange(serviceConfig, user.access_token, { scope: 'svc:llm:model:invoke' }))).error,
    ).toBe('invalid_scope');
    expect((await oauthError(exchange(serviceConfig, user.access_token, { scope: 'svc:iam:user:write' }))).error).toBe(
      'invalid_scope',
    );
  });

  it('refuses a refresh token, a client-credentials token, garbage and a wrong subject_token_type as subject', async () => {
    const user = await signIn(config, t);
    const before = await refreshRows(id.prisma, [t.clientId, service.clientId]);
    expect((await oauthError(exchange(serviceConfig, user.refresh_token!))).error).toBe('invalid_request');
    expect(
      (
        await oauthError(
          client.genericGrantRequest(serviceConfig, TOKEN_EXCHANGE, {
            subject_token: user.refresh_token!,
            subject_token_type: REFRESH_TOKEN_TYPE,
          }),
        )
      ).error,
    ).toBe('invalid_request');
    const cc = await client.clientCredentialsGrant(config);
    expect((await oauthError(exchange(serviceConfig, cc.access_token))).error).toBe('invalid_request');
    expect((await oauthError(exchange(serviceConfig, 'a.b.c'))).error).toBe('invalid_request');
    expect(
      (
        await oauthError(
          client.genericGrantRequest(serviceConfig, TOKEN_EXCHANGE, { subject_token_type: ACCESS_TOKEN_TYPE }),
        )
      ).error,
    ).toBe('invalid_request');
    expect(await refreshRows(id.prisma, [t.clientId, service.clientId])).toEqual(before);
    expect(await expectHealthy(id)).toBe(200);
  });

  it('refuses a revoked subject token and clients without the grant or authentication', async () => {
    const user = await signIn(config, t);
    const noGrant = await addClient(id, t, { grantTypes: ['client_credentials'] });
    expect(
      (await oauthError(exchange(await discover(id, noGrant.clientId, noGrant.clientSecret), user.access_token))).error,
    ).toBe('unauthorized_client');
    const unauth = await postForm(id, '/oauth/token', {
      grant_type: TOKEN_EXCHANGE,
      subject_token: user.access_token,
      subject_token_type: ACCESS_TOKEN_TYPE,
      client_id: service.clientId,
    });
    expect(unauth.status).toBe(401);
    await client.tokenRevocation(config, user.access_token);
    expect((await oauthError(exchange(serviceConfig, user.access_token))).error).toBe('invalid_request');
    const raw = await postForm(
      id,
      '/oauth/token',
      { grant_type: TOKEN_EXCHANGE, subject_token: user.access_token, subject_token_type: ACCESS_TOKEN_TYPE },
      basic(service.clientId, service.clientSecret),
    );
    expect(raw.headers.get('cache-control')).toBe('no-store');
  });
});
