/**
 * OpenID Connect on the authorization-code flow: with openid-client as the relying party, code +
 * PKCE + nonce yields an id_token the library validates (signature against the JWKS, iss, aud =
 * client_id, nonce, exp) with at_hash binding it to the access token; userinfo answers per scope
 * and refuses what is not an OIDC user token; the authorize endpoint's sign-in form issues a code
 * only for the right password; discovery advertises exactly this, and nothing of OIDC when the
 * flow is off.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { createHash } from 'node:crypto';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  signIn,
  addClient,
  expectHealthy,
  type TestIdentity,
  type PasswordTenant,
} from './helpers.ts';
import { orgEvents } from '../audit/helpers.ts';

const REDIRECT = 'http://127.0.0.1/cb';

let id: TestIdentity;
let t: PasswordTenant;
let firstParty: client.Configuration;
let app: { clientId: string; clientSecret: string };
let rp: client.Configuration;
beforeAll(async () => {
  id = await startOAuthIdentity({ FEATURE_AUTHORIZATION_CODE: 'true' });
  t = await createPasswordTenant(id);
  firstParty = await discover(id, t.clientId, t.clientSecret);
  app = await addClient(id, t, {
    grantTypes: ['authorization_code', 'refresh_token'],
    scopes: ['svc:iam:user:read', 'svc:llm:model:invoke'],
  });
  rp = await discover(id, app.clientId, app.clientSecret);
  // Verify id_token signatures against the JWKS too (openid-client skips it for code responses by default).
  client.enableNonRepudiationChecks(rp);
});
afterAll(() => id?.stop());

async function flow(scope: string, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(rp, {
    redirect_uri: REDIRECT,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { verifier, state, nonce, url };
}

const authorizeWithSession = async (url: URL, session: string) =>
  fetch(url, { redirect: 'manual', headers: { authorization: `Bearer ${session}` } });

describe('OpenID Connect: authorization code + PKCE + nonce', () => {
  it('issues an id_token openid-client validates, bound to the access token, and userinfo answers per scope', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const f = await flow('openid email profile svc:iam:user:read');
    const r = await authorizeWithSession(f.url, session);
    expect(r.status).toBe(302);
    const tokens = await client.authorizationCodeGrant(rp, new URL(r.headers.get('location')!), {
      pkceCodeVerifier: f.verifier,
      expectedState: f.state,
      expectedNonce: f.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: id.cfg.AUTH_ISSUER, sub: t.userId, aud: app.clientId, nonce: f.nonce });
    // ES256, typ JWT (never at+jwt: an id_token is no access token), at_hash = left half of SHA-256(access_token).
    expect(decodeProtectedHeader(tokens.id_token!)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(claims.at_hash).toBe(
      createHash('sha256').update(tokens.access_token).digest().subarray(0, 16).toString('base64url'),
    );
    await jwtVerify(tokens.id_token!, createRemoteJWKSet(new URL(`${id.httpUrl}/.well-known/jwks.json`)), {
      issuer: id.cfg.AUTH_ISSUER,
      audience: app.clientId,
      algorithms: ['ES256'],
    });
    // The access token's API power is its svc scopes only; the OIDC scopes ride in `scope`.
    const at = decodeJwt(tokens.access_token);
    expect(at.permissions).toEqual(['svc:iam:user:read']);
    expect(String(at.scope).split(' ').sort()).toEqual(['email', 'openid', 'profile', 'svc:iam:user:read']);

    const info = await client.fetchUserInfo(rp, tokens.access_token, t.userId);
    const user = await id.prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
    expect(info).toEqual({
      sub: t.userId,
      email: user.email,
      email_verified: user.emailVerified,
      name: `${user.givenName} ${user.familyName}`,
      given_name: user.givenName,
      family_name: user.familyName,
    });
  });

  it('a wrong nonce fails validation in the client, and scope=openid alone grants no API scope', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const f = await flow('openid');
    const cb = new URL((await authorizeWithSession(f.url, session)).headers.get('location')!);
    const e = await client
      .authorizationCodeGrant(rp, cb, {
        pkceCodeVerifier: f.verifier,
        expectedState: f.state,
        expectedNonce: client.randomNonce(),
      })
      .catch((x) => x);
    expect(e).toMatchObject({ code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' });
    // The failing claim, wherever the library nests it in the cause chain.
    const claims: unknown[] = [];
    for (let c = e; c; c = c.cause) claims.push(c.claim);
    expect(claims).toContain('nonce');

    const g = await flow('openid');
    const tokens = await client.authorizationCodeGrant(
      rp,
      new URL((await authorizeWithSession(g.url, session)).headers.get('location')!),
      { pkceCodeVerifier: g.verifier, expectedState: g.state, expectedNonce: g.nonce },
    );
    expect(decodeJwt(tokens.access_token).permissions).toEqual([]);
    // openid alone releases `sub` only.
    expect(await client.fetchUserInfo(rp, tokens.access_token, t.userId)).toEqual({ sub: t.userId });
  });

  it('without openid no id_token is issued (plain OAuth is unchanged)', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const f = await flow('svc:iam:user:read');
    const tokens = await client.authorizationCodeGrant(
      rp,
      new URL((await authorizeWithSession(f.url, session)).headers.get('location')!),
      { pkceCodeVerifier: f.verifier, expectedState: f.state },
    );
    expect(tokens.id_token).toBeUndefined();
    expect(decodeJwt(tokens.access_token).scope).toBe('svc:iam:user:read');
  });

  it('refuses profile/email without openid and an oversized nonce, by redirect, issuing no code', async () => {
    const session = (await signIn(firstParty, t)).access_token;
    const before = await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } });
    const noOpenid = new URL(
      (await authorizeWithSession((await flow('email svc:iam:user:read')).url, session)).headers.get('location')!,
    );
    expect(noOpenid.searchParams.get('error')).toBe('invalid_scope');
    const longNonce = new URL(
      (await authorizeWithSession((await flow('openid', { nonce: 'n'.repeat(256) })).url, session)).headers.get(
        'location',
      )!,
    );
    expect(longNonce.searchParams.get('error')).toBe('invalid_request');
    expect(await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } })).toBe(before);
  });

  it('userinfo refuses a missing, forged or non-OIDC token, and an id_token used as a bearer', async () => {
    const userinfo = (token?: string) =>
      fetch(`${id.httpUrl}/oauth/userinfo`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const none = await userinfo();
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    expect((await userinfo('garbage')).status).toBe(401);
    // A password-grant session has no openid scope.
    const plain = await userinfo((await signIn(firstParty, t)).access_token);
    expect(plain.status).toBe(403);
    expect(plain.headers.get('www-authenticate')).toMatch(/error="insufficient_scope"/);
    // A client-credentials token is no user.
    expect((await userinfo((await client.clientCredentialsGrant(firstParty)).access_token)).status).toBe(401);
    const session = (await signIn(firstParty, t)).access_token;
    const f = await flow('openid');
    const tokens = await client.authorizationCodeGrant(
      rp,
      new URL((await authorizeWithSession(f.url, session)).headers.get('location')!),
      { pkceCodeVerifier: f.verifier, expectedState: f.state, expectedNonce: f.nonce },
    );
    expect((await userinfo(tokens.id_token)).status).toBe(401);
    expect(await expectHealthy(id)).toBe(200);
  });
});

describe('the authorize endpoint sign-in form', () => {
  const html = (url: URL, init: RequestInit = {}) =>
    fetch(url, {
      redirect: 'manual',
      ...init,
      headers: { accept: 'text/html', ...(init.headers as Record<string, string>) },
    });

  it('shows a browser without a session the form, issues no code for a wrong password, and redirects with a code for the right one', async () => {
    const f = await flow('openid email svc:iam:user:read');
    const page = await html(f.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const body = await page.text();
    expect(body).toContain('name="password"');
    const action = new URL(/action="([^"]+)"/.exec(body)![1].replaceAll('&amp;', '&'), f.url);
    expect(action.toString()).toBe(f.url.toString());

    const before = await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } });
    const post = (served: { token: string; cookie: string }, password: string) =>
      html(action, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(id.cfg.AUTH_ISSUER).origin,
          'sec-fetch-site': 'same-origin',
          cookie: served.cookie,
        },
        body: new URLSearchParams({ email: t.email, password, form_token: served.token }),
      });
    const wrong = await post(servedForm(page, body), 'not the password');
    expect(wrong.status).toBe(401);
    const again = await wrong.text();
    expect(again).toContain('role="alert"');
    expect(await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } })).toBe(before);

    const ok = await post(servedForm(wrong, again), t.password);
    expect(ok.status).toBe(302);
    const tokens = await client.authorizationCodeGrant(rp, new URL(ok.headers.get('location')!), {
      pkceCodeVerifier: f.verifier,
      expectedState: f.state,
      expectedNonce: f.nonce,
    });
    // Signed in just now through the form: auth_time says so.
    expect(Math.abs(Number(tokens.claims()!.auth_time) - Date.now() / 1000)).toBeLessThan(120);
    expect((await client.fetchUserInfo(rp, tokens.access_token, t.userId)).email).toBe(t.email);
  });

  describe("refuses a post that is not its own page's (login CSRF): 403 SVC-AUTH-1015, audited, no code", () => {
    const SAME = () => ({ origin: new URL(id.cfg.AUTH_ISSUER).origin, 'sec-fetch-site': 'same-origin' });
    /** Serves a form, then posts what `make` builds from it (a form token, a cookie header) with `headers`. */
    async function attempt(
      headers: Record<string, string>,
      make: (served: { token: string; cookie: string }) => { formToken?: string; cookie?: string },
    ) {
      const f = await flow('openid svc:iam:user:read');
      const page = await html(f.url);
      const p = make(servedForm(page, await page.text()));
      return html(f.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
          ...(p.cookie ? { cookie: p.cookie } : {}),
        },
        body: new URLSearchParams({
          email: t.email,
          password: t.password,
          ...(p.formToken ? { form_token: p.formToken } : {}),
        }),
      });
    }
    const refused = async (r: Response) => {
      expect(r.status).toBe(403);
      expect(r.headers.get('location')).toBeNull();
      expect(await r.json()).toMatchObject({ error: 'access_denied', svc_code: 'SVC-AUTH-1015' });
    };

    it('cross-site Origin or Sec-Fetch-Site, even with a valid token and cookie', async () => {
      const before = await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } });
      const events = (await orgEvents(id.prisma, t.orgId, { action: 'auth.sign_in.failed' })).length;
      const cases: Record<string, string>[] = [
        { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' },
        { origin: 'http://evil.test' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of cases) {
        const f = await flow('openid svc:iam:user:read');
        const page = await html(f.url);
        const served = servedForm(page, await page.text());
        await refused(
          await html(f.url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: served.cookie, ...headers },
            body: new URLSearchParams({ email: t.email, password: t.password, form_token: served.token }),
          }),
        );
      }
      expect(await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } })).toBe(before);
      // Recorded as refused sign-ins on the client's chain, never with the e-mail address.
      const after = await orgEvents(id.prisma, t.orgId, { action: 'auth.sign_in.failed' });
      expect(after.length).toBeGreaterThan(events);
      expect(after.at(-1)).toMatchObject({
        outcome: 'DENIED',
        actorPrincipal: 'anonymous',
        resourceOrn: `client/${app.clientId}`,
        details: { reason: 'cross_site' },
      });
      expect(JSON.stringify(after.map((e) => e.details))).not.toContain(t.email);
      expect(await expectHealthy(id)).toBe(200);
    });

    it("no form token, no cookie, another request's token or a forged one, also from a client sending neither header", async () => {
      const before = await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } });
      for (const headers of [SAME(), {}]) {
        await refused(await attempt(headers, (s) => ({ cookie: s.cookie }))); // no form token
        await refused(await attempt(headers, (s) => ({ formToken: s.token }))); // no cookie
        await refused(
          await attempt(headers, (s) => ({ formToken: s.token, cookie: 'svc_sign_in=AAAAAAAAAAAAAAAAAAAAAA' })),
        ); // another browser's nonce
        await refused(
          await attempt(headers, (s) => ({
            formToken: `${s.token.split('.')[0]}.${'0'.repeat(64)}`,
            cookie: s.cookie,
          })),
        ); // forged MAC
        await refused(await attempt(headers, (s) => ({ formToken: `9${s.token}`, cookie: s.cookie }))); // a later expiry than was signed
      }
      // A valid token and cookie of another authorization request.
      const f = await flow('openid svc:iam:user:read');
      const page = await html(f.url);
      const served = servedForm(page, await page.text());
      const other = (await flow('openid svc:iam:user:read')).url;
      await refused(
        await html(other, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: served.cookie, ...SAME() },
          body: new URLSearchParams({ email: t.email, password: t.password, form_token: served.token }),
        }),
      );
      expect(await id.prisma.authorizationCode.count({ where: { clientId: app.clientId } })).toBe(before);
    });

    it("accepts its own page's post: Origin null (no-referrer) with Sec-Fetch-Site same-origin, or neither header", async () => {
      const cases: Record<string, string>[] = [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, {}];
      for (const headers of cases) {
        const f = await flow('openid svc:iam:user:read');
        const page = await html(f.url);
        const served = servedForm(page, await page.text());
        const r = await html(f.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: served.cookie, ...headers },
          body: new URLSearchParams({ email: t.email, password: t.password, form_token: served.token }),
        });
        expect(r.status).toBe(302);
        expect(new URL(r.headers.get('location')!).searchParams.get('code')).toBeTruthy();
      }
    });
  });

  it('escapes what the request carries into the page, and a client (no text/html) still gets 401 JSON', async () => {
    const f = await flow('openid', { state: '"><script>alert(1)</script>' });
    const body = await (await html(f.url)).text();
    expect(body).not.toContain('<script>');
    const json = await fetch(f.url, { redirect: 'manual' });
    expect(json.status).toBe(401);
    expect(await json.json()).toMatchObject({ error: 'access_denied' });
  });
});

/** The form token and cookie a served sign-in page carries (what a browser would post back). */
function servedForm(page: Response, body: string): { token: string; cookie: string } {
  const token = /name="form_token" value="([^"]+)"/.exec(body)![1];
  const setCookie = page.headers.get('set-cookie')!;
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  return { token, cookie: setCookie.split(';')[0] };
}

describe('discovery', () => {
  it('advertises userinfo, the OIDC scopes, claims and ES256 id_tokens with the flow on', async () => {
    const d = await (await fetch(`${id.httpUrl}/.well-known/openid-configuration`)).json();
    expect(d).toMatchObject({
      userinfo_endpoint: `${id.cfg.AUTH_ISSUER}/oauth/userinfo`,
      id_token_signing_alg_values_supported: ['ES256'],
      subject_types_supported: ['public'],
    });
    expect(d.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(d.claims_supported).toEqual(expect.arrayContaining(['sub', 'nonce', 'at_hash', 'email', 'name']));
  });

  it('advertises nothing of OpenID Connect with the flow off', async () => {
    const off = await startOAuthIdentity({ FEATURE_AUTHORIZATION_CODE: 'false' });
    try {
      const d = await (await fetch(`${off.httpUrl}/.well-known/openid-configuration`)).json();
      for (const k of ['userinfo_endpoint', 'id_token_signing_alg_values_supported', 'claims_supported'])
        expect(d[k], k).toBeUndefined();
      expect(d.scopes_supported).not.toContain('openid');
      expect((await fetch(`${off.httpUrl}/oauth/userinfo`)).status).toBe(404);
    } finally {
      await off.stop();
    }
  });
});
