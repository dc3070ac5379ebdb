/**
 * Fuzz: multipart/form-data on the gateway's `/graphql` (the GraphQL multipart request
 * convention, with `apollo-require-preflight: 1`): `operations` and `map` that are not JSON or not
 * objects, file parts, many parts, huge fields, a boundary that does not match the header, and
 * bodies cut short (also below their Content-Length, socket then closed). Every answer must be a
 * typed 4xx or a success; every process must still be up afterwards.
 */
import { describe, it, beforeAll, afterAll } from 'vitest';
import type { Platform } from '../helpers/platform-harness.ts';
import {
  expectGraphqlAnswer,
  expectPlatformUp,
  fc,
  fuzz,
  fuzzTenant,
  nastyString,
  rawExchange,
  rawStatus,
  runs,
  send,
  startFuzzPlatform,
} from './fuzz-kit.ts';

let p: Platform;
let token: string;
beforeAll(async () => {
  p = await startFuzzPlatform();
  token = (await fuzzTenant(p)).token;
}, 400_000);
afterAll(async () => {
  await p?.stop();
});

const WATCH = ['gateway', 'iam'];
const VALID_OPERATIONS = JSON.stringify({ query: '{ __typename }' });

const field = fc.oneof(
  { weight: 3, arbitrary: nastyString(120) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      VALID_OPERATIONS,
      '{}',
      '[]',
      'null',
      '{"query":',
      '{"0":["variables.file"]}',
      '{"query":"{ me { id } }","variables":{"id":{"a":1}}}',
    ),
  },
);

/** A multipart request described by a small recipe (printed on failure); the bytes are built from it. */
/** Mostly `usual`, sometimes one of the others: each broken aspect is rare, so the rest of the request is well formed often enough to reach the parser behind it. */
const mostly = <T>(usual: T, ...others: fc.Arbitrary<T>[]) =>
  fc.oneof({ weight: 5, arbitrary: fc.constant(usual) }, ...others.map((arbitrary) => ({ weight: 1, arbitrary })));

const recipe = fc.record({
  operations: fc.option(field, { nil: undefined, freq: 10 }),
  map: fc.option(field, { nil: undefined }),
  files: fc.array(fc.record({ name: nastyString(12), bytes: fc.integer({ min: 0, max: 4096 }) }), { maxLength: 3 }),
  extraParts: mostly(0, fc.integer({ min: 1, max: 40 })),
  hugeField: mostly<string | undefined>(undefined, fc.constantFrom('operations', 'map', 'other')),
  bodyBoundary: mostly('same', fc.constantFrom('other', 'none')),
  headerBoundary: mostly('normal', fc.constantFrom('missing', 'empty', 'quoted', 'very-long')),
  cut: mostly<number | undefined>(undefined, fc.double({ min: 0, max: 1, noNaN: true })),
  auth: fc.boolean(),
});
type Recipe = typeof recipe extends fc.Arbitrary<infer T> ? T : never;

function build(r: Recipe): { contentType: string; body: Buffer } {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const bodyBoundary = r.bodyBoundary === 'same' ? boundary : r.bodyBoundary === 'other' ? 'someOtherBoundary' : '';
  const parts: Buffer[] = [];
  const part = (name: string, value: Buffer, filename?: string) =>
    parts.push(
      Buffer.concat([
        Buffer.from(
          `--${bodyBoundary}\r\ncontent-disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}\r\n${filename !== undefined ? 'content-type: application/octet-stream\r\n' : ''}\r\n`,
        ),
        value,
        Buffer.from('\r\n'),
      ]),
    );
  const huge = Buffer.alloc(2 * 1024 * 1024, 'x');
  if (r.operations !== undefined) part('operations', r.hugeField === 'operations' ? huge : Buffer.from(r.operations));
  if (r.map !== undefined) part('map', r.hugeField === 'map' ? huge : Buffer.from(r.map));
  if (r.hugeField === 'other') part('other', huge);
  r.files.forEach((f, i) => part(String(i), Buffer.alloc(f.bytes, i), f.name));
  for (let i = 0; i < r.extraParts; i++) part(`extra${i}`, Buffer.from('x'));
  let body = Buffer.concat([...parts, Buffer.from(`--${bodyBoundary}--\r\n`)]);
  if (r.cut !== undefined) body = body.subarray(0, Math.floor(body.length * r.cut));
  const header = {
    normal: `; boundary=${boundary}`,
    missing: '',
    empty: '; boundary=',
    quoted: `; boundary="${boundary}"`,
    'very-long': `; boundary=${'b'.repeat(5000)}`,
  }[r.headerBoundary];
  return { contentType: `multipart/form-data${header}`, body };
}

describe('fuzz: multipart /graphql', () => {
  it('random multipart requests', async () => {
    await fuzz(
      p,
      'multipart /graphql',
      recipe,
      async (r) => {
        const { contentType, body } = build(r);
        const a = await send(`${p.api}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': contentType,
            'apollo-require-preflight': '1',
            ...(r.auth ? { authorization: `Bearer ${token}` } : {}),
          },
          body,
        });
        expectGraphqlAnswer(a);
      },
      { numRuns: runs(150), watch: WATCH },
    );
  });

  it('bodies shorter than their Content-Length, the socket then closed', async () => {
    await fuzz(
      p,
      'multipart cut below Content-Length',
      fc.tuple(recipe, fc.integer({ min: 1, max: 100_000 })),
      async ([r, missing]) => {
        const { contentType, body } = build({ ...r, cut: undefined });
        const head = `POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${contentType}\r\napollo-require-preflight: 1\r\n${r.auth ? `authorization: Bearer ${token}\r\n` : ''}content-length: ${body.length + missing}\r\n\r\n`;
        const raw = await rawExchange(p.ports.gatewayApi, Buffer.concat([Buffer.from(head), body]), {
          endAfterMs: 200,
        });
        // Usually no answer (the body never completes); any answer must not be a server error.
        const status = rawStatus(raw);
        if (status !== null && status >= 500) throw new Error(`server error: ${raw.slice(0, 800)}`);
      },
      { numRuns: runs(40), watch: WATCH },
    );
  });

  it('leaves every process of the platform up', async () => {
    await expectPlatformUp(p);
  });
});
