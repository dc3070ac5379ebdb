/**
 * Fuzz: the Origin header and the CORS configuration. Whatever Origin (and preflight request
 * headers) a client sends, the listener answers, never echoes an origin that is not on the list,
 * always says Vary: Origin, and never routes a preflight; whatever a configuration holds, it is
 * read into exact origins or refused with a ConfigError (never an exception of another kind).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import { request, createServer } from 'node:http';
import { ConfigError } from '@svc/core';
import {
  corsHandler,
  originList,
  parseOrigin,
  API_ALLOWED_HEADERS,
  API_EXPOSED_HEADERS,
} from '../../gateway/src/routes/cors.ts';

const ALLOWED = ['http://localhost:3000', 'https://app.example', 'http://[::1]:8080'];
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261124;
const runs = (n: number) => n * (Number(process.env.FUZZ_SCALE) || 1);

let routedPreflights = 0;
const handler = corsHandler({
  origins: ALLOWED,
  methods: ['GET', 'POST'],
  allowedHeaders: API_ALLOWED_HEADERS,
  exposedHeaders: API_EXPOSED_HEADERS,
  maxAgeSeconds: 600,
});
const server = createServer((req, res) => {
  if (handler(req, res)) return;
  if (req.method === 'OPTIONS') routedPreflights++;
  res.end('ok');
});
let port = 0;
beforeAll(
  () =>
    new Promise<void>((r) =>
      server.listen(0, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        r();
      }),
    ),
);
afterAll(() => new Promise((r) => server.close(r)));

/** Raw node:http so any byte string Node accepts as a header value goes out unchanged. */
function send(
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: '/graphql', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Near misses of allowed origins (case, ports, slashes, userinfo, lists) and anything else a header may hold.
const headerSafe = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});
const nearMiss = fc
  .tuple(fc.constantFrom(...ALLOWED), fc.constantFrom('', '/', ':80', 'x', ' ', '.', ', http://a.b', '/..', '#', '?'))
  .map(([o, s]) => o + s);
const caseFlip = fc.constantFrom(...ALLOWED).map((o) => o.toUpperCase());
const origin = fc.oneof(fc.constantFrom(...ALLOWED), nearMiss, caseFlip, headerSafe, fc.webUrl(), fc.constant('null'));

describe('fuzz: Origin handling', () => {
  it('echoes only an exact allowed origin, always varies on Origin, answers every preflight itself', async () => {
    await fc.assert(
      fc.asyncProperty(origin, fc.constantFrom('GET', 'POST', 'OPTIONS'), headerSafe, async (o, method, reqHeaders) => {
        const headers: Record<string, string> = { origin: o };
        if (method === 'OPTIONS')
          Object.assign(headers, {
            'access-control-request-method': 'POST',
            'access-control-request-headers': reqHeaders,
          });
        const r = await send(method, headers);
        const acao = r.headers['access-control-allow-origin'];
        if (ALLOWED.includes(o.trim())) expect(acao).toBe(o.trim());
        else expect(acao).toBeUndefined();
        expect(String(r.headers.vary)).toMatch(/Origin/);
        expect(r.headers['access-control-allow-credentials']).toBeUndefined();
        if (method === 'OPTIONS') expect(r.status).toBe(204);
      }),
      { seed, numRuns: runs(300), endOnFailure: true },
    );
    expect(routedPreflights).toBe(0);
  });

  it('reads any configured list into canonical origins or refuses it with a ConfigError', () => {
    const entry = fc.oneof(fc.constantFrom(...ALLOWED, '*', ''), nearMiss, headerSafe, fc.webUrl());
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        let read: string[];
        try {
          read = originList().read('CORS_API_ORIGINS', entries.join(','));
        } catch (e) {
          expect(e).toBeInstanceOf(ConfigError);
          return;
        }
        for (const o of read) expect(parseOrigin(o)).toBe(o);
        expect(read).not.toContain('*');
      }),
      { seed, numRuns: runs(1000) },
    );
  });
});
