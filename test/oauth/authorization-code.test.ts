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
  type TestIdentity,
  type PasswordTenant,
} from './helpers.ts';
import { orgEvents } from '../audit/helpers.ts';

const REDIRECT = 'http://127.0.0.1/cb';

let id: TestIdentity;
let t: PasswordTenant;
let firstParty: client.Configuration;
let app: { clientId: string; clientSecret: string };
let appConfig: client.Configuration;
beforeAll(async () => {
  id = await startOAuthIdentity({ FEATURE_AUTHORIZATION_CODE: 'true' });
  t = await createPasswordTenant(id);
  firstParty = await discover(id, t.clientId, t.clientSecret);
  app = await addClient(id, t, {
    grantTypes: ['authorization_code', 'refresh_token'],
    scopes: ['svc:iam:user:read', 'svc:llm:model:invoke'],
  });
  appConfig = await discover(id, app.clientId, app.clientSecret);
});
afterAll(() => id?.stop());

/** The browser step: the user's session as a bearer on the authorization request. */
async function authorize(url: URL, session: string | null) {
  const r = await fetch(url, { redirect: 'manual', headers: session ? { authorization: `Bearer ${session}` } : {} });
  return {
    status: r.status,
    location: r.headers.get('location'),
    cacheControl: r.headers.get('cache-control'),
    body: r.status >= 400 ? await r.json() : null,
  };
}

async function startFlow(cfg: client.Configuration, params: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(cfg, {
    redirect_uri: REDIRECT,
    scope: 'svc:iam:user:read',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...params,
  });
  return { verifier, state, url };
}

async function codeFor(session: string) {
  const f = await startFlow(appConfig);
  const r = await authorize(f.url, session);
  expect(r.status).toBe(302);
  return { ...f, callback: new URL(r.location!), code: new URL(r.location!).searchParams.get('code')! };
}

describe('authorization_code + PKCE (flag on)', () => {
  it('runs the whole flow with openid-client: code, exchange, refresh when the client allows it', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const f = await startFlow(appConfig);
    const r = await authorize(f.url, session);
    expect(r.status).toBe(302);
    expect(r.cacheControl).toBe('no-store');
    const cb = new URL(r.location!);
    expect(cb.origin + cb.pathname).toBe(REDIRECT);
    expect(cb.searchParams.get('iss')).toBe(id.cfg.AUTH_ISSUER);
    const tokens = await client.authorizationCodeGrant(appConfig, cb, {
      pkceCodeVerifier: f.verifier,
      expectedState: f.state,
    });
    expect(tokens.scope).toBe('svc:iam:user:read');
    expect(tokens.refresh_token).toBeTruthy();
    const { payload } = await jwtVerify(
      tokens.access_token,
      createRemoteJWKSet(new URL(`${id.httpUrl}/.well-known/jwks.json`)),
      { issuer: id.cfg.AUTH_ISSUER, audience: id.cfg.API_AUDIENCE },
    );
    expect(payload).toMatchObject({
      sub: t.userId,
      client_id: app.clientId,
      session_type: 'user',
      permissions: ['svc:iam:user:read'],
    });
    expect((await client.refreshTokenGrant(appConfig, tokens.refresh_token!)).access_token).toBeTruthy();
  });

  it('issues no refresh token when the client registration does not allow it, nor to a public client', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const noRefresh = await addClient(id, t, {
      grantTypes: ['authorization_code', 'refresh_token'],
      allowRefresh: false,
    });
    const c1 = await discover(id, noRefresh.clientId, noRefresh.clientSecret);
    const f1 = await startFlow(c1);
    const t1 = await client.authorizationCodeGrant(c1, new URL((await authorize(f1.url, session)).location!), {
      pkceCodeVerifier: f1.verifier,
      expectedState: f1.state,
    });
    expect(t1.refresh_token).toBeUndefined();
    const pub = await addClient(id, t, { confidential: false, grantTypes: ['authorization_code', 'refresh_token'] });
    const c2 = await discover(id, pub.clientId);
    const f2 = await startFlow(c2);
    const t2 = await client.authorizationCodeGrant(c2, new URL((await authorize(f2.url, session)).location!), {
      pkceCodeVerifier: f2.verifier,
      expectedState: f2.state,
    });
    expect(t2.access_token).toBeTruthy();
    expect(t2.refresh_token).toBeUndefined();
  });

  it('issues no code without a valid user session', async () => {
    const f = await startFlow(appConfig);
    const before = await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } });
    for (const session of [null, 'garbage', (await client.clientCredentialsGrant(firstParty)).access_token]) {
      const r = await authorize(f.url, session);
      expect(r.status).toBe(401);
      expect(r.location).toBeNull();
      expect(r.body).toMatchObject({ error: 'access_denied' });
    }
    // A revoked session does not authenticate either.
    const s = await signIn(firstParty, t);
    await client.tokenRevocation(firstParty, s.refresh_token!);
    expect((await authorize(f.url, s.access_token)).status).toBe(401);
    expect(await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } })).toBe(before);
  });

  it('rejects plain PKCE, a missing challenge, and redirect_uri mismatch (the latter without redirecting)', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const plain = await authorize(
      client.buildAuthorizationUrl(appConfig, {
        redirect_uri: REDIRECT,
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'plain',
        state: 's',
      }),
      session,
    );
    expect(plain.status).toBe(302);
    expect(new URL(plain.location!).searchParams.get('error')).toBe('invalid_request');
    expect(new URL(plain.location!).searchParams.get('code')).toBeNull();
    const none = await authorize(
      client.buildAuthorizationUrl(appConfig, { redirect_uri: REDIRECT, state: 's' }),
      session,
    );
    expect(new URL(none.location!).searchParams.get('error')).toBe('invalid_request');
    const escalate = await authorize((await startFlow(appConfig, { scope: 'svc:billing:invoice:read' })).url, session);
    expect(new URL(escalate.location!).searchParams.get('error')).toBe('invalid_scope');
    const badType = await authorize((await startFlow(appConfig, { response_type: 'token' })).url, session);
    expect(new URL(badType.location!).searchParams.get('error')).toBe('unsupported_response_type');
    for (const uri of ['http://127.0.0.1/cb/', 'http://127.0.0.1/cb?x=1', 'http://evil.example/cb']) {
      const r = await authorize((await startFlow(appConfig, { redirect_uri: uri })).url, session);
      expect(r.status, uri).toBe(400);
      expect(r.location).toBeNull();
    }
  });

  it('refuses wrong verifier, out-of-range verifier lengths and redirect_uri mismatch at the token endpoint, keeping the code usable', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const c = await codeFor(session);
    const redeem = (extra: Record<string, string>) =>
      postForm(
        id,
        '/oauth/token',
        { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, ...extra },
        basic(app.clientId, app.clientSecret),
      );
    const codeRow = async () =>
      id.prisma.authorizationCode.findMany({ where: { clientId: app.clientId, consumedAt: null } });
    const before = await codeRow();
    const rowsBefore = await refreshRows(id.prisma, [app.clientId]);
    const wrong = await redeem({ code_verifier: client.randomPKCECodeVerifier() });
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await (await redeem({ code_verifier: 'a'.repeat(42) })).json()).toMatchObject({ error: 'invalid_request' });
    expect(await (await redeem({ code_verifier: 'a'.repeat(129) })).json()).toMatchObject({ error: 'invalid_request' });
    expect(
      await (await redeem({ code_verifier: c.verifier, redirect_uri: 'http://127.0.0.1/other' })).json(),
    ).toMatchObject({ error: 'invalid_grant' });
    expect(await (await redeem({})).json()).toMatchObject({ error: 'invalid_request' });
    expect(await codeRow()).toEqual(before);
    // 43 and 128 are the inclusive bounds: both are accepted as verifiers (and fail only on mismatch).
    expect(await (await redeem({ code_verifier: 'a'.repeat(43) })).json()).toMatchObject({ error: 'invalid_grant' });
    expect(await (await redeem({ code_verifier: 'a'.repeat(128) })).json()).toMatchObject({ error: 'invalid_grant' });
    expect(await codeRow()).toEqual(before);
    expect(await refreshRows(id.prisma, [app.clientId])).toEqual(rowsBefore);
    // Still redeemable by its rightful client with the right verifier.
    const ok = await client.authorizationCodeGrant(appConfig, c.callback, {
      pkceCodeVerifier: c.verifier,
      expectedState: c.state,
    });
    expect(ok.access_token).toBeTruthy();
    expect(await expectHealthy(id)).toBe(200);
  });

  it('a replayed code fails invalid_grant and revokes the tokens issued from it', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const c = await codeFor(session);
    const tokens = await client.authorizationCodeGrant(appConfig, c.callback, {
      pkceCodeVerifier: c.verifier,
      expectedState: c.state,
    });
    const replay = await postForm(
      id,
      '/oauth/token',
      { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, code_verifier: c.verifier },
      basic(app.clientId, app.clientSecret),
    );
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await client.tokenIntrospection(firstParty, tokens.access_token)).active).toBe(false);
    expect((await oauthError(client.refreshTokenGrant(appConfig, tokens.refresh_token!))).error).toBe('invalid_grant');
    const fid = decodeJwt(tokens.access_token).fid as string;
    expect(
      await id.prisma.tokenRevocation.findUnique({ where: { kind_tokenId: { kind: 'fid', tokenId: fid } } }),
    ).toMatchObject({ reason: 'code_replay' });
    // The revocation is in the audit trail once, with the client as actor (a second replay adds nothing).
    await postForm(
      id,
      '/oauth/token',
      { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, code_verifier: c.verifier },
      basic(app.clientId, app.clientSecret),
    );
    const revoked = await orgEvents(id.prisma, t.orgId, {
      action: 'auth.session.revoked',
      resourceOrn: `user/${t.userId}`,
    });
    expect(revoked.map((e) => [e.outcome, e.actorPrincipal, e.chainKey, e.details])).toEqual([
      [
        'SUCCESS',
        `client/${app.clientId}`,
        `${t.orgId}/${t.workspaceId}`,
        { count: 1, which: 'code_replay', grant: 'authorization_code', familyId: fid },
      ],
    ]);
  });

  it('refuses another client’s code and an expired code', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const c = await codeFor(session);
    const other = await addClient(id, t, { grantTypes: ['authorization_code'] });
    const r = await postForm(
      id,
      '/oauth/token',
      { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, code_verifier: c.verifier },
      basic(other.clientId, other.clientSecret),
    );
    expect(await r.json()).toMatchObject({ error: 'invalid_grant' });
    await id.prisma.authorizationCode.updateMany({
      where: { clientId: app.clientId, consumedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (
        await oauthError(
          client.authorizationCodeGrant(appConfig, c.callback, {
            pkceCodeVerifier: c.verifier,
            expectedState: c.state,
          }),
        )
      ).error,
    ).toBe('invalid_grant');
  });
});

describe('authorization_code with the flag off', () => {
  it('answers unsupported_grant_type and 404 for /oauth/authorize', async () => {
    const off = await startOAuthIdentity();
    try {
      const t2 = await createPasswordTenant(off);
      const r = await postForm(
        off,
        '/oauth/token',
        {
          grant_type: 'authorization_code',
          code: 'x'.repeat(43),
          redirect_uri: REDIRECT,
          code_verifier: 'a'.repeat(43),
        },
        basic(t2.clientId, t2.clientSecret),
      );
      expect(await r.json()).toMatchObject({ error: 'unsupported_grant_type' });
      expect((await fetch(`${off.httpUrl}/oauth/authorize?response_type=code&client_id=${t2.clientId}`)).status).toBe(
        404,
      );
    } finally {
      await off.stop();
    }
  });
});
