/**
 * GET / on {base_url}: a small static page for browsers and the same links as JSON for other
 * clients, public (no credential, the chain never runs), with GraphiQL linked only while it is
 * enabled and the real discovery address of {auth_url}. Every other path still answers 404 JSON.
 * One platform (GraphiQL off, the production default) and one more gateway with INTROSPECTION on.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { freePort, sharedPlatform, type Platform } from '../helpers/platform-harness.ts';

let p: Platform;
let withGraphiql: string;
let issuer: string;

beforeAll(async () => {
  p = await sharedPlatform();
  issuer = p.env.AUTH_ISSUER ?? p.auth;
  const [api, auth] = [await freePort(), await freePort()];
  await p.spawn(
    { ...p.spec('gateway'), name: 'gateway-graphiql', readyUrl: `http://127.0.0.1:${api}/readyz` },
    {
      GATEWAY_API_PORT: String(api),
      GATEWAY_AUTH_PORT: String(auth),
      GATEWAY_METRICS_PORT: '0',
      INTROSPECTION: 'true',
    },
  );
  withGraphiql = `http://127.0.0.1:${api}`;
}, 180_000);
afterAll(async () => {
  await p?.stop();
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const hrefs = (page: string) => [...page.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
const discovery = () => `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

describe('GET / on the API origin', () => {
  it('answers a browser with a static HTML page linking discovery, health and readiness; no GraphiQL link while GraphiQL is off', async () => {
    const r = await fetch(`${p.api}/`, { headers: html });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    const page = await r.text();
    expect(hrefs(page).sort()).toEqual([discovery(), '/healthz', '/readyz'].sort());
    expect(page).not.toMatch(/<script|src="https?:|href="https?:\/\/(?!localhost|127\.0\.0\.1)/); // nothing external, nothing to run
    expect(page).toMatch(/README/);
    expect(page).toMatch(/Quick start/);
    // The linked discovery document is the real one, served on {auth_url}.
    const d = await fetch(discovery());
    expect(d.status).toBe(200);
    expect((await d.json()).issuer).toBe(issuer);
  });

  it('links GraphiQL when it is enabled, and the link opens the IDE', async () => {
    const page = await (await fetch(`${withGraphiql}/`, { headers: html })).text();
    expect(hrefs(page).sort()).toEqual([discovery(), '/graphql', '/healthz', '/readyz'].sort());
    expect(page).toMatch(/<a href="\/graphql">GraphiQL/);
    const ide = await fetch(`${withGraphiql}/graphql`, { headers: html });
    expect(ide.status).toBe(200);
    expect(await ide.text()).toMatch(/<title>GraphiQL/);
  });

  it('answers other clients with the links as JSON (graphiql only when enabled)', async () => {
    const off = await fetch(`${p.api}/`);
    expect(off.status).toBe(200);
    expect(off.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(off.headers.get('vary')).toMatch(/Accept/);
    expect(await off.json()).toEqual({
      name: expect.any(String),
      graphql: '/graphql',
      openidConfiguration: discovery(),
      health: '/healthz',
      ready: '/readyz',
    });
    const on = await fetch(`${withGraphiql}/`, { headers: { accept: 'application/json' } });
    expect(await on.json()).toEqual({
      name: expect.any(String),
      graphql: '/graphql',
      graphiql: '/graphql',
      openidConfiguration: discovery(),
      health: '/healthz',
      ready: '/readyz',
    });
  });

  it('HEAD answers the headers of GET without a body', async () => {
    for (const headers of [html, {}]) {
      const get = await fetch(`${p.api}/`, { headers });
      const head = await fetch(`${p.api}/`, { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('content-length')).toBe(String((await get.arrayBuffer()).byteLength));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
  });

  it('needs no credential and ignores a bad one (the chain never runs)', async () => {
    for (const headers of [{ authorization: 'Bearer not-a-token' }, { 'x-api-key': 'svc_bogus' }] as Record<
      string,
      string
    >[]) {
      const r = await fetch(`${p.api}/`, { headers });
      expect(r.status).toBe(200);
      expect(r.headers.get('www-authenticate')).toBeNull();
      expect((await r.json()).health).toBe('/healthz');
    }
  });

  it('leaves every other path and method as it was: 404 JSON', async () => {
    for (const [path, init] of [
      ['/nope', {}],
      ['/index.html', { headers: html }],
      ['/', { method: 'POST', body: '{}' }],
      ['/', { method: 'DELETE' }],
    ] as const) {
      const r = await fetch(`${p.api}${path}`, init);
      expect([path, r.status]).toEqual([path, 404]);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await r.json()).error.code).toBe('SVC-VALID-4041');
    }
    // The landing page is not served on the auth origin either.
    expect((await fetch(`${p.auth}/`, { headers: html })).status).toBe(404);
  });
});
