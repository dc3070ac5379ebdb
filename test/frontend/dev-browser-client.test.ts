/**
 * Browsers sign in without secrets, on what `npm start` sets up: the seeded public client
 * (`cli_dev_spa`: no secret, PKCE S256, authorization_code only) and the edge settings of
 * scripts/platform.ts's devEdgeEnv for the default topology. Discovery advertises `none`;
 * openid-client redeems a code with `none` client authentication and validates the id_token, whose
 * standard claims follow its scopes; a public client is refused without PKCE, and for
 * client_credentials, password, refresh_token and token exchange; in headless Chromium a single-page app on the
 * console origin (http://localhost:3000) and GraphiQL on the API origin (http://localhost:4000)
 * sign in through the platform's sign-in form and read `{ me }`. The browser believes it is on the
 * default origins: Playwright serves the console page and forwards the API origin to this test's
 * gateway, so nothing listens on those ports and no registration is made for this test.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as oidc from 'openid-client';
import type { Browser, Page } from 'playwright-core';
import { createPrismaClient } from '@svc/db';
import { DEV_IDS, PUBLIC_CLIENT_OIDC_SCOPES } from '@svc/identity';
import { adminToken, privateRedisUrl, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { databaseUrl } from '../helpers/env.ts';
import { SERVED_ORIGIN_ARGS, hasChromium, launchChromium } from '../helpers/browser.ts';
import { spaPage } from './browser-page.ts';
import { devEdgeEnv, portsFromEnv } from '../../scripts/platform.ts';
import { PrismaClient } from '../../identity/src/db.ts';

const CONSOLE = 'http://localhost:3000';
const API = 'http://localhost:4000';
const SPA_SCOPE = 'openid profile email svc:iam:user:read';

let p: Platform;
let browser: Browser | null = null;

beforeAll(async () => {
  const edge = devEdgeEnv({}, portsFromEnv({}), { graphiqlClientId: DEV_IDS.publicClient, graphiqlScope: SPA_SCOPE });
  p = await startPlatform({ ...edge, REDIS_URL: (await privateRedisUrl()) ?? '' });
  if (hasChromium) browser = await launchChromium(SERVED_ORIGIN_ARGS);
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await p?.stop();
});

const form = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(params),
  });

/** Authorization request of the public client, the user authenticated by their own session (a bearer). */
async function authorize(params: Record<string, string>, session: string): Promise<URL> {
  const u = new URL(`${p.auth}/oauth/authorize`);
  for (const [k, v] of Object.entries({
    response_type: 'code',
    client_id: DEV_IDS.publicClient,
    redirect_uri: `${CONSOLE}/callback`,
    ...params,
  }))
    u.searchParams.set(k, v);
  const r = await fetch(u, { headers: { authorization: `Bearer ${session}` }, redirect: 'manual' });
  expect(r.status, await r.clone().text()).toBe(302);
  return new URL(r.headers.get('location')!);
}

describe('discovery and the token endpoint', () => {
  it('advertises none among the token endpoint auth methods, with PKCE S256', async () => {
    const d = await (await fetch(`${p.auth}/.well-known/openid-configuration`)).json();
    expect(d.token_endpoint_auth_methods_supported).toEqual(['client_secret_basic', 'client_secret_post', 'none']);
    expect(d.code_challenge_methods_supported).toEqual(['S256']);
    expect(d.scopes_supported).toEqual(expect.arrayContaining([...PUBLIC_CLIENT_OIDC_SCOPES]));
  });

  it('openid-client redeems a code with none authentication; the id_token carries what its scopes ask for', async () => {
    const config = await oidc.discovery(new URL(p.auth), DEV_IDS.publicClient, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
    const session = await adminToken(p);
    const redeem = async (scope: string) => {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const back = await authorize(
        {
          scope,
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
        },
        session,
      );
      expect(back.origin + back.pathname).toBe(`${CONSOLE}/callback`);
      return oidc.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
    };

    const full = await redeem(SPA_SCOPE);
    expect(full.refresh_token).toBeUndefined();
    expect(full.scope?.split(' ')).toEqual(expect.arrayContaining(['svc:iam:user:read']));
    expect(full.claims()).toMatchObject({
      sub: p.creds.admin.userId,
      aud: DEV_IDS.publicClient,
      email: p.creds.admin.email,
      email_verified: expect.any(Boolean),
      name: 'Dev Admin',
      given_name: 'Dev',
      family_name: 'Admin',
    });
    const me = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${full.access_token}`, 'content-type': 'application/json' },
      body: '{"query":"{ me { id email } }"}',
    });
    expect((await me.json()).data).toEqual({ me: { id: p.creds.admin.userId, email: p.creds.admin.email } });

    const emailOnly = (await redeem('openid email svc:iam:user:read')).claims()!;
    expect(emailOnly.email).toBe(p.creds.admin.email);
    expect(emailOnly).not.toHaveProperty('name');
    expect(emailOnly).not.toHaveProperty('given_name');
    const bare = (await redeem('openid')).claims()!;
    for (const claim of ['email', 'email_verified', 'name', 'given_name', 'family_name'])
      expect(bare).not.toHaveProperty(claim);
  });

  it('refuses the public client without PKCE, for client_credentials, password, refresh_token and token exchange, and a confidential client without its secret', async () => {
    const session = await adminToken(p);
    // The client and redirect URI are trusted, so the refusal goes back to the redirect URI.
    const noPkce = await authorize({ scope: SPA_SCOPE, state: 's1' }, session);
    expect(noPkce.origin + noPkce.pathname).toBe(`${CONSOLE}/callback`);
    expect(Object.fromEntries(noPkce.searchParams)).toMatchObject({ error: 'invalid_request', state: 's1' });
    expect(noPkce.searchParams.has('code')).toBe(false);
    const plain = await authorize(
      { scope: SPA_SCOPE, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' },
      session,
    );
    expect(plain.searchParams.get('error')).toBe('invalid_request');

    // A code exchanged without its verifier is refused, and the code stays unused for the right one.
    const verifier = oidc.randomPKCECodeVerifier();
    const code = (
      await authorize(
        {
          scope: SPA_SCOPE,
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
        },
        session,
      )
    ).searchParams.get('code')!;
    const redeem = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${CONSOLE}/callback`,
      client_id: DEV_IDS.publicClient,
    };
    const withoutVerifier = await form(redeem);
    expect(withoutVerifier.status).toBe(400);
    expect((await withoutVerifier.json()).error).toBe('invalid_request');
    expect((await form({ ...redeem, code_verifier: verifier })).status).toBe(200);

    for (const [grant, extra] of [
      ['client_credentials', {}],
      ['password', { username: p.creds.admin.email, password: p.creds.admin.password }],
      ['refresh_token', { refresh_token: 'x'.repeat(43) }],
      [
        'urn:ietf:params:oauth:grant-type:token-exchange',
        { subject_token: session, subject_token_type: 'urn:ietf:params:oauth:token-type:access_token' },
      ],
    ] as const) {
      const r = await form({ grant_type: grant, client_id: DEV_IDS.publicClient, ...extra });
      expect(r.status, grant).toBe(401);
      expect((await r.json()).error, grant).toBe('invalid_client');
      // A made-up secret does not turn a public client into a confidential one.
      const s = await form({ grant_type: grant, client_id: DEV_IDS.publicClient, client_secret: 'guess', ...extra });
      expect((await s.json()).error, grant).toBe('invalid_client');
    }
    // The confidential console client is never accepted on its id alone.
    const confidential = await form({ ...redeem, client_id: p.creds.oauthClient.clientId, code_verifier: verifier });
    expect(confidential.status).toBe(401);
    expect((await confidential.json()).error).toBe('invalid_client');

    const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
    try {
      expect(await prisma.refreshToken.count({ where: { clientId: DEV_IDS.publicClient } })).toBe(0);
    } finally {
      await prisma.$disconnect();
    }
  });
});

/** Serves the console page at CONSOLE and forwards API's requests to this test's gateway. */
async function routeDefaultOrigins(page: Page) {
  await page.route(`${CONSOLE}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: spaPage({
        auth: p.auth,
        api: p.api,
        clientId: DEV_IDS.publicClient,
        redirectPath: '/callback',
        scope: SPA_SCOPE,
      }),
    }),
  );
  await page.route(`${API}/**`, async (route) => {
    const u = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${p.api}${u.pathname}${u.search}`, maxRedirects: 0 }) });
  });
  // Playwright routes the first request of a redirect chain only, so the sign-in's redirect back to
  // a served origin is followed by a navigation of its own (the answer is otherwise unchanged).
  await page.route(`${p.auth}/oauth/authorize**`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers().location ?? '';
    if (response.status() !== 302 || !(location.startsWith(`${CONSOLE}/`) || location.startsWith(`${API}/`)))
      return route.fulfill({ response });
    const html = `<!doctype html><meta http-equiv="refresh" content="0;url=${location.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      headers: { 'cache-control': 'no-store' },
      body: html,
    });
  });
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.waitForSelector('input[name="email"]', { timeout: 60_000 });
  expect(new URL(page.url()).origin).toBe(new URL(p.auth).origin);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
}

describe.skipIf(!hasChromium)('headless Chromium on the default origins', () => {
  it('a single-page app on the console origin signs in with the seeded public client and PKCE, no secret, and reads { me }', async () => {
    const ctx = await browser!.newContext();
    try {
      const page = await ctx.newPage();
      await routeDefaultOrigins(page);
      await page.goto(`${CONSOLE}/`);
      const owner = p.creds.users['org-admin'];
      await signInThroughForm(page, owner.email, owner.password);
      await page.waitForFunction(
        () => (globalThis as unknown as { result?: unknown }).result !== undefined,
        undefined,
        { timeout: 60_000 },
      );
      const result = await page.evaluate(() => (globalThis as unknown as { result: Record<string, any> }).result);
      expect(result.error).toBeUndefined();
      expect(page.url()).toMatch(/^http:\/\/localhost:3000\/callback\?/);
      expect(result.graphql).toEqual({ data: { me: { id: owner.userId, email: owner.email } } });
      expect(result.refreshToken).toBeNull();
      expect(result.idClaims).toMatchObject({
        sub: owner.userId,
        aud: DEV_IDS.publicClient,
        email: owner.email,
        given_name: 'Dev',
        family_name: 'Owner',
        name: 'Dev Owner',
      });
      expect(result.nonceMatches).toBe(true);
    } finally {
      await ctx.close();
    }
  }, 180_000);

  it('GraphiQL opens without a refusal, signs in with the public client, and runs a query', async () => {
    const ctx = await browser!.newContext();
    try {
      const page = await ctx.newPage();
      await routeDefaultOrigins(page);
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      const refused: string[] = [];
      const posts: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
      });
      page.on('requestfailed', (r) => refused.push(`${r.failure()?.errorText} ${r.url()}`));
      page.on('request', (r) => {
        if (r.method() === 'POST') posts.push(r.url());
      });

      await page.goto(`${API}/graphql`);
      await page.waitForSelector('.graphiql-container', { timeout: 60_000 });
      // The first screen: an invitation to sign in, no query sent, nothing refused.
      expect(await page.locator('#status').textContent()).toMatch(/Sign in/);
      expect(await page.locator('#token').getAttribute('placeholder')).toBe(
        `paste a token from ${p.auth}/oauth/token, or an API key`,
      );
      expect(await page.locator('.graphiql-container').textContent()).not.toMatch(/Authentication is required/);
      expect(posts).toEqual([]);

      await page.click('#sign-in');
      const admin = p.creds.admin;
      await signInThroughForm(page, admin.email, admin.password);
      // Back on GraphiQL with the code exchanged: the address is clean and the schema loads with the token.
      const introspection = await page.waitForResponse(
        (r) => r.url() === `${API}/graphql` && r.request().method() === 'POST',
        { timeout: 60_000 },
      );
      expect(introspection.status()).toBe(200);
      expect(((await introspection.json()) as { data?: { __schema?: unknown } }).data?.__schema).toBeDefined();
      expect(page.url()).toBe(`${API}/graphql`);
      expect(
        await page.evaluate(() =>
          (globalThis as unknown as { sessionStorage: { getItem(k: string): string | null } }).sessionStorage.getItem(
            'svc-graphiql-token',
          ),
        ),
      ).toMatch(/^ey/);
      expect(await page.locator('#status').textContent()).toBe('');

      await page.goto(`${API}/graphql?query=${encodeURIComponent('{ me { id email } }')}`);
      await page.click('.graphiql-execute-button', { timeout: 60_000 });
      await page.waitForFunction(
        () =>
          /"email"/.test(
            (
              globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }
            ).document.querySelector('.result-window')?.textContent ?? '',
          ),
        undefined,
        { timeout: 60_000 },
      );
      expect(await page.locator('.result-window').textContent()).toContain(admin.email);
      expect(refused).toEqual([]);
      expect(problems).toEqual([]);
      // No secret anywhere in what the page sent.
      expect(posts.filter((u) => u.includes('/oauth/token'))).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  }, 180_000);
});
