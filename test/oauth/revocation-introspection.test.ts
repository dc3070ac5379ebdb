import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { decodeJwt } from 'jose';
import { TokenService } from '../../identity/src/services/token-service.ts';
import { signJwt } from '../../identity/src/keys/jwt-signer.ts';
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
  type TestIdentity,
  type PasswordTenant,
} from './helpers.ts';

let id: TestIdentity;
let t: PasswordTenant;
let config: client.Configuration;
let messages: { kind: string; id: string; exp: number; reason: string }[] = [];
beforeAll(async () => {
  id = await startOAuthIdentity();
  t = await createPasswordTenant(id);
  config = await discover(id, t.clientId, t.clientSecret);
  await id.handle.store.subscribe('revocations', (m) => messages.push(JSON.parse(m)));
});
afterAll(() => id?.stop());

const waitFor = async (pred: () => boolean) => {
  for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 10));
  return pred();
};

describe('revocation (RFC 7009) and logout', () => {
  it('revoking an access token revokes its jti: recorded, added to revoked:jti and published on revocations', async () => {
    const s = await signIn(config, t);
    const jti = decodeJwt(s.access_token).jti!;
    expect((await client.tokenIntrospection(config, s.access_token)).active).toBe(true);
    messages = [];
    await client.tokenRevocation(config, s.access_token);
    expect((await client.tokenIntrospection(config, s.access_token)).active).toBe(false);
    expect(await id.handle.store.setHas('revoked:jti', jti)).toBe(true);
    expect(await waitFor(() => messages.some((m) => m.id === jti))).toBe(true);
    const m = messages.find((x) => x.id === jti)!;
    expect(m).toMatchObject({ kind: 'jti', reason: 'revoked' });
    expect(m.exp).toBeGreaterThanOrEqual(decodeJwt(s.access_token).exp!);
    expect(
      await id.prisma.tokenRevocation.findUnique({ where: { kind_tokenId: { kind: 'jti', tokenId: jti } } }),
    ).toBeTruthy();
    // The refresh token of the session is untouched by revoking one access token.
    expect((await client.refreshTokenGrant(config, s.refresh_token!)).access_token).toBeTruthy();
  });

  it('revoking a refresh token revokes the family: every refresh token and the access tokens carrying its fid', async () => {
    const s = await signIn(config, t);
    const fid = decodeJwt(s.access_token).fid as string;
    const s2 = await client.refreshTokenGrant(config, s.refresh_token!);
    messages = [];
    await client.tokenRevocation(config, s2.refresh_token!);
    expect(await id.handle.store.setHas('revoked:fid', fid)).toBe(true);
    expect(await waitFor(() => messages.some((m) => m.kind === 'fid' && m.id === fid))).toBe(true);
    expect((await client.tokenIntrospection(config, s2.access_token)).active).toBe(false);
    expect((await oauthError(client.refreshTokenGrant(config, s2.refresh_token!))).error).toBe('invalid_grant');
  });

  it('logout with the session’s access token revokes its family', async () => {
    const s = await signIn(config, t);
    const fid = decodeJwt(s.access_token).fid as string;
    const r = await fetch(`${id.httpUrl}/oauth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.access_token}` },
    });
    expect(r.status).toBe(204);
    expect(await id.handle.store.setHas('revoked:fid', fid)).toBe(true);
    expect((await oauthError(client.refreshTokenGrant(config, s.refresh_token!))).error).toBe('invalid_grant');
    expect((await fetch(`${id.httpUrl}/oauth/logout`, { method: 'POST' })).status).toBe(401);
  });

  it('another client cannot revoke a token; unknown tokens are a silent 200; a public client id may not pass for a confidential one', async () => {
    const s = await signIn(config, t);
    const other = await addClient(id, t);
    const otherConfig = await discover(id, other.clientId, other.clientSecret);
    await client.tokenRevocation(otherConfig, s.access_token);
    await client.tokenRevocation(otherConfig, s.refresh_token!);
    expect((await client.tokenIntrospection(config, s.access_token)).active).toBe(true);
    expect((await client.refreshTokenGrant(config, s.refresh_token!)).access_token).toBeTruthy();
    await client.tokenRevocation(config, 'no-such-token');
    const idOnly = await postForm(id, '/oauth/revoke', { token: s.access_token, client_id: t.clientId });
    expect(idOnly.status).toBe(401);
    const noToken = await postForm(id, '/oauth/revoke', {}, basic(t.clientId, t.clientSecret));
    expect(await noToken.json()).toMatchObject({ error: 'invalid_request' });
    expect(await expectHealthy(id)).toBe(200);
  });
});

describe('introspection (RFC 7662)', () => {
  it('is active for a live access token with its claims, and for a refresh token only to its own client', async () => {
    const s = await signIn(config, t);
    const at = await client.tokenIntrospection(config, s.access_token);
    expect(at).toMatchObject({
      active: true,
      sub: t.userId,
      client_id: t.clientId,
      workspace_id: t.workspaceId,
      token_type: 'Bearer',
      fid: decodeJwt(s.access_token).fid,
    });
    const rt = await client.tokenIntrospection(config, s.refresh_token!);
    expect(rt).toMatchObject({ active: true, token_type: 'refresh_token', client_id: t.clientId });
    const other = await addClient(id, t);
    expect(
      (await client.tokenIntrospection(await discover(id, other.clientId, other.clientSecret), s.refresh_token!))
        .active,
    ).toBe(false);
    // A spent refresh token is inactive.
    await client.refreshTokenGrant(config, s.refresh_token!);
    expect((await client.tokenIntrospection(config, s.refresh_token!)).active).toBe(false);
  });

  it('is inactive for expired, foreign-typ, wrong-audience and malformed tokens', async () => {
    const past = new TokenService(id.keys, id.cfg.AUTH_ISSUER, id.cfg.API_AUDIENCE).issueAccessToken(
      { sub: t.userId, orgId: t.orgId, workspaceId: t.workspaceId, roles: [], permissions: [], ttlSeconds: 60 },
      Date.now() - 3600_000,
    );
    const otherTyp = signJwt(
      id.keys,
      {
        iss: id.cfg.AUTH_ISSUER,
        aud: id.cfg.API_AUDIENCE,
        sub: t.userId,
        exp: Math.floor(Date.now() / 1000) + 300,
        token_type: 'access',
        jti: 'x',
        org_id: t.orgId,
        workspace_id: t.workspaceId,
        roles: [],
        permissions: [],
      },
      'mfa-challenge+jwt',
    );
    const wrongAud = new TokenService(id.keys, id.cfg.AUTH_ISSUER, 'http://elsewhere').issueAccessToken({
      sub: t.userId,
      orgId: t.orgId,
      workspaceId: t.workspaceId,
      roles: [],
      permissions: [],
      ttlSeconds: 60,
    });
    for (const token of [past.token, otherTyp, wrongAud.token, 'x', 'a.b.c'])
      expect((await client.tokenIntrospection(config, token)).active).toBe(false);
  });

  it('requires an authenticated confidential client', async () => {
    const s = await signIn(config, t);
    const anon = await postForm(id, '/oauth/introspect', { token: s.access_token });
    expect(anon.status).toBe(401);
    const idOnly = await postForm(id, '/oauth/introspect', { token: s.access_token, client_id: t.clientId });
    expect(idOnly.status).toBe(401);
    const pub = await addClient(id, t, { confidential: false });
    expect((await postForm(id, '/oauth/introspect', { token: s.access_token, client_id: pub.clientId })).status).toBe(
      401,
    );
    const ok = await postForm(id, '/oauth/introspect', { token: s.access_token }, basic(t.clientId, t.clientSecret));
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });
});
