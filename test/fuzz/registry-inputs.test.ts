/**
 * Fuzz of the schema registry's HTTP API: arbitrary methods, paths, headers and bodies (JSON and
 * not, SDL and not) with a valid token answer a typed 4xx or a success, never a 5xx, and the
 * registry neither exits nor logs an error that escaped its handlers.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fc, fuzz, runs } from './fuzz-kit.ts';
import { sharedPlatform, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { freshVariant, registryToken, registryUrl, toySdl } from '../helpers/registry.ts';

let p: Platform;
let token: string;
const variant = freshVariant();

beforeAll(async () => {
  p = await sharedPlatform('registry', () => startPlatform({}, { registry: true }));
  token = await registryToken(p);
  const r = await fetch(`${registryUrl(p)}/v1/variants/${variant}/subgraphs/alpha/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sdl: toySdl(['a']), routingUrl: 'http://127.0.0.1:9/graphql' }),
  });
  expect(r.status).toBe(200);
}, 180_000);
afterAll(async () => p?.stop());

const segment = fc.oneof(
  fc.constantFrom(variant, 'alpha', 'beta', 'dev', '..', '%00', '%ZZ', 'A'.repeat(200), ''),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);
const path = fc.oneof(
  fc
    .tuple(segment, segment, fc.constantFrom('check', 'publish', 'owner', ''))
    .map(([v, s, a]) => `/v1/variants/${v}/subgraphs/${s}${a ? `/${a}` : ''}`),
  fc
    .tuple(
      segment,
      fc.constantFrom(
        'supergraph',
        'versions',
        'versions/1',
        'versions/0',
        'diff?from=1&to=1',
        'diff?from=x',
        'rollback',
        'subgraphs',
        'documents',
        'documents?client=web',
        'documents?client=web&limit=0',
        `documents/${'a'.repeat(64)}`,
        `documents/sha256:${'b'.repeat(64)}`,
        'documents/zz',
        'trusted-documents',
        'usage',
        'usage/coordinates/Query.a',
        'usage/coordinates/Query.a?days=0',
        'usage/coordinates/%28%29',
      ),
    )
    .map(([v, r]) => `/v1/variants/${v}/${r}`),
  fc.string({ maxLength: 60 }).map((s) => `/${encodeURIComponent(s)}`),
);
const sdl = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constant(toySdl(['a', 'b'])),
  fc.constant(toySdl(['a'], { type: 'Int' })),
  fc.constant(toySdl(['z'], { ungated: ['z'] })),
  fc.constant('type Query { ' + '{'.repeat(500)),
);
/** Manifests in both formats, valid and not (trusted documents, POST …/documents). */
const DOC = 'query A { a }';
const DOC_ID = createHash('sha256').update(DOC).digest('hex');
const manifest = fc.oneof(
  fc.constant({ [`sha256:${DOC_ID}`]: DOC }),
  fc.constant({ format: 'apollo-persisted-query-manifest', version: 1, operations: [{ id: DOC_ID, body: DOC }] }),
  fc.record(
    {
      format: fc.oneof(fc.constant('apollo-persisted-query-manifest'), fc.string({ maxLength: 10 })),
      version: fc.oneof(fc.constant(1), fc.jsonValue()),
      operations: fc.oneof(
        fc.array(
          fc.record(
            {
              id: fc.oneof(fc.constant(DOC_ID), fc.string({ maxLength: 70 })),
              name: fc.oneof(fc.constant('A'), fc.jsonValue()),
              type: fc.oneof(fc.constantFrom('query', 'mutation', 'subscription'), fc.jsonValue()),
              body: fc.oneof(fc.constant(DOC), fc.string({ maxLength: 100 }), fc.jsonValue()),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 4 },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string({ maxLength: 72 }), fc.oneof(fc.constant(DOC), fc.string({ maxLength: 50 }))),
  fc.jsonValue({ maxDepth: 3 }),
);
const body = fc.oneof(
  fc
    .record(
      {
        client: fc.oneof(fc.constant('web'), fc.string({ maxLength: 20 })),
        clientVersion: fc.oneof(fc.constant('1.0.0'), fc.jsonValue()),
        manifest,
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc
    .record(
      {
        sdl,
        routingUrl: fc.oneof(fc.constant('http://127.0.0.1:9/graphql'), fc.string({ maxLength: 40 })),
        version: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })),
        clientId: fc.string({ maxLength: 20 }),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc.json({ maxDepth: 4 }),
  fc.string({ maxLength: 200 }),
  fc.constant('['.repeat(5000)),
);
const input = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
  path,
  body: fc.option(body, { nil: undefined }),
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', ''),
  ifNoneMatch: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
});

describe('registry API fuzz', () => {
  it('answers every request with a typed 4xx or a success and stays up', async () => {
    await fuzz(
      p,
      'registry',
      input,
      async (c) => {
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (c.contentType) headers['content-type'] = c.contentType;
        if (c.ifNoneMatch !== undefined) headers['if-none-match'] = c.ifNoneMatch.replace(/[^\x20-\x7e]/g, '');
        const r = await fetch(`${registryUrl(p)}${c.path}`, {
          method: c.method,
          headers,
          body: c.method === 'GET' || c.body === undefined ? undefined : c.body,
          signal: AbortSignal.timeout(30_000),
        });
        const text = await r.text();
        expect(r.status, text).toBeLessThan(500);
        if (r.status >= 400) expect(JSON.parse(text).error.code).toMatch(/^SVC-/);
      },
      { numRuns: runs(150), watch: ['registry'] },
    );
    // Still serving afterwards.
    const sg = await fetch(`${registryUrl(p)}/v1/variants/${variant}/supergraph`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sg.status).toBe(200);
  }, 300_000);
});
