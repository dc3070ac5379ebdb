import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { ConfigError } from '@svc/core';
import {
  corsHandler,
  originList,
  parseOrigin,
  API_ALLOWED_HEADERS,
  API_EXPOSED_HEADERS,
  type CorsHandler,
} from './cors.ts';

const CONSOLE = 'http://localhost:3000';

/** A real listener that runs the handler first, as the gateway's listeners do, then a route that counts. */
function serve(handler: CorsHandler) {
  let routed = 0;
  const server = createServer((req, res) => {
    if (handler(req, res)) return;
    routed++;
    res.setHeader('x-request-id', 'req_1');
    res.setHeader('x-ratelimit-remaining', '9');
    res.end('ok');
  });
  return { server, routed: () => routed };
}

let api: ReturnType<typeof serve>;
let none: ReturnType<typeof serve>;
let publicDocs: ReturnType<typeof serve>;
const url = (s: Server) => `http://127.0.0.1:${(s.address() as { port: number }).port}/graphql`;
beforeAll(async () => {
  api = serve(
    corsHandler({
      origins: [CONSOLE, 'https://app.example'],
      methods: ['GET', 'POST'],
      allowedHeaders: API_ALLOWED_HEADERS,
      exposedHeaders: API_EXPOSED_HEADERS,
      maxAgeSeconds: 600,
    }),
  );
  none = serve(
    corsHandler({
      origins: [],
      methods: ['GET', 'POST'],
      allowedHeaders: API_ALLOWED_HEADERS,
      exposedHeaders: API_EXPOSED_HEADERS,
      maxAgeSeconds: 600,
    }),
  );
  publicDocs = serve(corsHandler({ anyOrigin: true, methods: ['GET'], maxAgeSeconds: 600 }));
  await Promise.all([api, none, publicDocs].map((s) => new Promise<void>((r) => s.server.listen(0, '127.0.0.1', r))));
});
afterAll(() => Promise.all([api, none, publicDocs].map((s) => new Promise((r) => s.server.close(r)))));

const preflight = (target: string, origin: string, headers = 'authorization,content-type') =>
  fetch(target, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
  });

describe('CORS on a listener with an allow-list', () => {
  it('answers a preflight from an allowed origin with 204, the methods, headers and max-age, and never routes it', async () => {
    const before = api.routed();
    const r = await preflight(url(api.server), CONSOLE);
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(r.headers.get('access-control-allow-methods')).toBe('GET,POST');
    expect(r.headers.get('access-control-allow-headers')!.split(',')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'x-api-key', 'apollo-require-preflight']),
    );
    expect(r.headers.get('access-control-max-age')).toBe('600');
    expect(r.headers.get('vary')).toMatch(/Origin/);
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    expect(api.routed()).toBe(before);
  });

  it('exposes the request id and quota headers on an actual request from an allowed origin', async () => {
    const r = await fetch(url(api.server), { headers: { origin: 'https://app.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(r.headers.get('access-control-expose-headers')!.split(',')).toEqual(
      expect.arrayContaining([
        'x-request-id',
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-quota-reset',
        'retry-after',
      ]),
    );
    expect(r.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives an origin not on the list (or a near miss) no Access-Control-Allow-Origin', async () => {
    for (const origin of [
      'http://evil.example',
      'http://localhost:3001',
      'http://LOCALHOST:3000',
      `${CONSOLE}/`,
      'null',
      `${CONSOLE}, https://app.example`,
    ]) {
      const p = await preflight(url(api.server), origin);
      expect(p.headers.get('access-control-allow-origin'), origin).toBeNull();
      const r = await fetch(url(api.server), { headers: { origin } });
      expect(r.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(r.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('allows no origin with an empty list (the production default)', async () => {
    expect((await preflight(url(none.server), CONSOLE)).headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await fetch(url(none.server), { headers: { origin: CONSOLE } })).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('serves public documents to any origin', async () => {
    const r = await fetch(url(publicDocs.server), { headers: { origin: 'https://anyone.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect((await preflight(url(publicDocs.server), 'https://anyone.example')).status).toBe(204);
  });
});

describe('CORS origin lists in configuration', () => {
  const read = (raw: string | undefined) => originList().read('CORS_API_ORIGINS', raw);
  it('reads exact origins, empty as none', () => {
    expect(read(undefined)).toEqual([]);
    expect(read('  ')).toEqual([]);
    expect(read('http://localhost:3000, https://app.example,https://app.example')).toEqual([
      'http://localhost:3000',
      'https://app.example',
    ]);
  });
  it('refuses "*", paths, trailing slashes, other schemes and non-canonical forms, naming the variable', () => {
    for (const bad of [
      '*',
      'https://app.example/',
      'https://app.example/path',
      'ftp://x.example',
      'HTTPS://APP.EXAMPLE',
      'https://app.example:443',
      'app.example',
      'http://user@app.example',
    ]) {
      expect(() => read(bad), bad).toThrow(ConfigError);
      expect(() => read(bad)).toThrow(/CORS_API_ORIGINS/);
    }
  });
  it('parseOrigin accepts only what a browser sends', () => {
    expect(parseOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(parseOrigin('http://[::1]:8080')).toBe('http://[::1]:8080');
    expect(parseOrigin('null')).toBeNull();
  });
});
