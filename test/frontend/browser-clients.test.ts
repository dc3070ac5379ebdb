/**
 * Frontends in a browser, end to end on a real platform: CORS answers per listener (preflights
 * answered without the credential chain, allowed and refused origins, public discovery and JWKS),
 * then headless Chromium loading a single-page app from another loopback origin that signs in with
 * authorization code + PKCE through the authorize endpoint's sign-in form, gets an id_token,
 * calls userinfo and queries /graphql with the access token, reading the exposed request-id and
 * rate-limit headers. A page from an origin not on the list cannot read the API's answers.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { createPrismaClient } from '@svc/db';
import { privateRedisUrl, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { databaseUrl } from '../helpers/env.ts';
import { hasChromium, launchChromium } from '../helpers/browser.ts';
import { startPageServer, type PageServer } from './browser-page.ts';
import { getIntrospectionQuery, buildClientSchema, buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PrismaClient } from '../../identity/src/db.ts';

let p: Platform;
let spa: PageServer;
let stranger: PageServer;
let clientId: string;
let browser: Browser | null = null;

beforeAll(async () => {
  spa = await startPageServer();
  stranger = await startPageServer();
  p = await startPlatform({
    FEATURE_AUTHORIZATION_CODE: 'true',
    INTROSPECTION: 'true',
    CORS_API_ORIGINS: spa.origin,
    CORS_AUTH_ORIGINS: spa.origin,
    REDIS_URL: (await privateRedisUrl()) ?? '',
  });
  // The SPA is a public client (no secret) of the dev workspace, redirecting to its own origin.
  clientId = `spa_${Date.now().toString(36)}`;
  const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
  try {
    await prisma.oAuthClient.create({
      data: {
        id: clientId,
        organizationId: p.creds.organizationId,
        workspaceId: p.creds.workspaceId,
        ownerUserId: p.creds.admin.userId,
        name: 'browser SPA',
        secretHash: null,
        confidential: false,
        status: 'ACTIVE',
        grantTypes: ['authorization_code'],
        scopes: ['svc:iam:user:read'],
        redirectUris: [`${spa.origin}/cb`],
        allowRefresh: false,
      },
    });
  } finally {
    await prisma.$disconnect();
  }
  for (const s of [spa, stranger]) s.configure({ auth: p.auth, api: p.api, clientId });
  if (hasChromium) browser = await launchChromium();
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await p?.stop();
  await spa?.close();
  await stranger?.close();
});

const preflight = (url: string, origin: string, headers: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
  });

describe('CORS through the gateway', () => {
  it('answers preflights to /graphql and /oauth/token for an allowed origin without running the chain', async () => {
    const gql = await preflight(`${p.api}/graphql`, spa.origin, 'authorization,content-type');
    // No credential was sent: had the chain run, this would be a 401.
    expect(gql.status).toBe(204);
    expect(gql.headers.get('access-control-allow-origin')).toBe(spa.origin);
    expect(gql.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(gql.headers.get('access-control-max-age')).toBe('600');
    expect(gql.headers.get('vary')).toMatch(/Origin/);
    const token = await preflight(`${p.auth}/oauth/token`, spa.origin, 'content-type');
    expect(token.status).toBe(204);
    expect(token.headers.get('access-control-allow-origin')).toBe(spa.origin);
  });

  it('gives another origin nothing, and serves discovery and JWKS to any origin', async () => {
    expect(
      (await preflight(`${p.api}/graphql`, stranger.origin, 'authorization')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
    expect(
      (await preflight(`${p.auth}/oauth/token`, stranger.origin, 'content-type')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
    for (const path of [
      '/.well-known/openid-configuration',
      '/.well-known/oauth-authorization-server',
      '/.well-known/jwks.json',
    ]) {
      const r = await fetch(`${p.auth}${path}`, { headers: { origin: stranger.origin } });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('exposes the request id and rate-limit headers on an API answer to an allowed origin', async () => {
    const r = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { origin: spa.origin, 'content-type': 'application/json' },
      body: '{"query":"{ publicPlans { code } }"}',
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe(spa.origin);
    const exposed = r.headers.get('access-control-expose-headers')!.split(',');
    expect(exposed).toEqual(
      expect.arrayContaining(['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-quota-reset']),
    );
  });
});

/** A client-credentials token of the dev tenant's OAuth client. */
async function devToken(): Promise<string> {
  const c = p.creds.oauthClient;
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return (await r.json()).access_token;
}

describe('introspection on (npm start)', () => {
  it("answers graphql-js's standard introspection query with the committed API schema", async () => {
    const r = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await devToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    const body = await r.json();
    expect(body.errors).toBeUndefined();
    const committed = readFileSync(join(import.meta.dirname, '../../schema/api.graphql'), 'utf8');
    // Same types, fields, arguments, descriptions and deprecations (order aside) as the committed file codegen reads.
    const canonical = (schema: Parameters<typeof printSchema>[0]) => printSchema(lexicographicSortSchema(schema));
    expect(canonical(buildClientSchema(body.data))).toBe(canonical(buildSchema(committed)));
  });

  it('serves the GraphiQL page and its assets from this origin, with a CSP that allows no other', async () => {
    const page = await fetch(`${p.api}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    const html = await page.text();
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      expect(src[1].startsWith('/graphiql/'), src[1]).toBe(true);
      expect((await fetch(`${p.api}${src[1]}`)).status, src[1]).toBe(200);
    }
  });
});

describe.skipIf(!hasChromium)('headless Chromium', () => {
  it('loads GraphiQL, takes a pasted token and runs a query', async () => {
    const ctx = await browser!.newContext();
    try {
      const page = await ctx.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      // Every request the IDE makes stays on the gateway's origin (no CDN).
      const origins = new Set<string>();
      page.on('request', (r) => origins.add(new URL(r.url()).origin));
      await page.goto(`${p.api}/graphql?query=${encodeURIComponent('{ me { id email } }')}`);
      await page.fill('#token', await devToken());
      await page.click('#token-form button[type="submit"]');
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
      const result = await page.locator('.result-window').textContent();
      expect(result).toContain(p.creds.admin.email);
      expect([...origins]).toEqual([new URL(p.api).origin]);
      expect(problems.filter((m) => /Content Security Policy|Refused/.test(m))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('signs in with authorization code + PKCE from another origin and queries /graphql with the token', async () => {
    const ctx = await browser!.newContext();
    try {
      const page = await ctx.newPage();
      await page.goto(`${spa.origin}/`);
      // The SPA sent the browser to the authorize endpoint, which shows its sign-in form.
      await page.waitForSelector('input[name="email"]', { timeout: 60_000 });
      expect(new URL(page.url()).origin).toBe(new URL(p.auth).origin);
      await page.fill('input[name="email"]', p.creds.admin.email);
      await page.fill('input[name="password"]', p.creds.admin.password);
      await page.click('button[type="submit"]');
      await page.waitForFunction(
        () => (globalThis as unknown as { result?: unknown }).result !== undefined,
        undefined,
        { timeout: 60_000 },
      );
      const result = await page.evaluate(() => (globalThis as unknown as { result: Record<string, any> }).result);
      expect(result.error).toBeUndefined();
      expect(new URL(page.url()).origin).toBe(spa.origin);
      expect(result).toMatchObject({
        ok: true,
        nonceMatches: true,
        idTokenAud: clientId,
        userinfo: { sub: p.creds.admin.userId, email: p.creds.admin.email },
      });
      expect(result.graphql).toEqual({ data: { me: { id: p.creds.admin.userId, email: p.creds.admin.email } } });
      // Readable from script only because they are exposed.
      expect(result.requestId).toMatch(/\S/);
      expect(Number(result.rateLimitRemaining)).toBeGreaterThanOrEqual(0);
    } finally {
      await ctx.close();
    }
  });

  it('a page from an origin not on the list cannot read the API', async () => {
    const ctx = await browser!.newContext();
    try {
      const page = await ctx.newPage();
      await page.goto(`${stranger.origin}/probe`);
      await page.waitForFunction(
        () => (globalThis as unknown as { result?: unknown }).result !== undefined,
        undefined,
        { timeout: 30_000 },
      );
      expect(await page.evaluate(() => (globalThis as unknown as { result: unknown }).result)).toEqual({
        ok: false,
        error: 'Failed to fetch',
      });
    } finally {
      await ctx.close();
    }
  });
});
