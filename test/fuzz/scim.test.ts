/**
 * Fuzz: SCIM 2.0 behind the gateway (`/api/v1/iam/scim/v2/Users…`, the fuzz tenant's token):
 * random paths after /Users/, filter expressions (random and grammar-shaped, nesting included),
 * paging parameters, PatchOp bodies on a real user of the fuzz tenant, and random bodies for POST
 * and PUT. Every answer must be a SCIM error with its status, the gateway's typed refusal, or a
 * success; every process must still be up afterwards.
 */
import { describe, it, beforeAll, afterAll } from 'vitest';
import type { Platform } from '../helpers/platform-harness.ts';
import {
  expectPlatformUp,
  expectScimAnswer,
  fc,
  fuzz,
  fuzzTenant,
  nastyString,
  percentEncode,
  runs,
  send,
  startFuzzPlatform,
} from './fuzz-kit.ts';

let p: Platform;
let token: string;
let userId: string;
const SCIM = '/api/v1/iam/scim/v2';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

const scim = (method: string, path: string, body?: string) =>
  send(`${p.api}${SCIM}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
    },
    body,
  });

beforeAll(async () => {
  p = await startFuzzPlatform();
  token = (await fuzzTenant(p)).token;
  const created = await scim(
    'POST',
    '/Users',
    JSON.stringify({
      schemas: [USER_SCHEMA],
      userName: 'fuzz.target@example.com',
      name: { givenName: 'Fuzz', familyName: 'Target' },
      emails: [{ value: 'fuzz.target@example.com', primary: true }],
      active: true,
    }),
  );
  if (created.status !== 201) throw new Error(`creating the SCIM user: ${created.status} ${created.text}`);
  userId = created.json.id;
}, 400_000);
afterAll(async () => {
  await p?.stop();
});

const WATCH = ['gateway', 'identity'];

/** A path segment: percent-encoded nasty text, or raw characters fetch passes through. */
const segment = fc.oneof(
  nastyString(40).map(percentEncode),
  fc.constantFrom('%00', '%', '%ZZ', '%C0%80', '%ED%A0%80', '..', '.', '', ';x', 'usr_%00', 'a'.repeat(5000)),
);
const ATTRS = [
  'userName',
  'emails.value',
  'emails[type eq "work"].value',
  'name.givenName',
  'name.familyName',
  'active',
  'id',
  'externalId',
  'meta.lastModified',
  'displayName',
  'x',
  '',
];
const OPS = ['eq', 'ne', 'co', 'sw', 'ew', 'pr', 'gt', 'ge', 'lt', 'le', 'EQ', 'xx'];
const filterValue = fc.oneof(
  nastyString(30).map((s) => JSON.stringify(s)),
  fc.constantFrom('true', 'false', 'null', '1', '-1e999', '"2020-01-01T00:00:00Z"', '"', '"\\u0000"'),
);
const comparison = fc
  .tuple(fc.constantFrom(...ATTRS), fc.constantFrom(...OPS), filterValue)
  .map(([a, o, v]) => (o === 'pr' ? `${a} pr` : `${a} ${o} ${v}`));
const filter = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(comparison, fc.constantFrom(' and ', ' or ', ' and not ')), { minLength: 1, maxLength: 6 })
      .map((xs) => xs.map(([c, j], i) => (i ? j : '') + c).join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 20_000 }), comparison)
      .map(([n, c]) => `${'('.repeat(n)}${c}${')'.repeat(n)}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 5_000 }), comparison)
      .map(([n, c]) => `${'not ('.repeat(n)}${c}${')'.repeat(n)}`),
  },
  { weight: 2, arbitrary: nastyString(100) },
);
const patchOp = fc.record(
  {
    op: fc.oneof(fc.constantFrom('add', 'replace', 'remove', 'Add', 'REPLACE', 'move'), nastyString(8)),
    path: fc.option(
      fc.oneof(
        fc.constantFrom(...ATTRS, 'emails[value eq "x"]', 'name', 'emails[', 'members[value eq "usr_x"]'),
        nastyString(30),
      ),
      { nil: undefined },
    ),
    value: fc.option(
      fc.oneof(
        fc.jsonValue({ maxDepth: 4 }),
        fc.record({ active: fc.boolean() }),
        fc.record({ name: fc.record({ givenName: nastyString(20) }) }),
        nastyString(40),
      ),
      { nil: undefined },
    ),
  },
  { requiredKeys: [] },
);

describe('fuzz: SCIM behind the gateway', () => {
  it('random paths after /Users/ and every method', async () => {
    await fuzz(
      p,
      'SCIM paths',
      fc.tuple(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('GET', 'DELETE', 'PUT', 'PATCH', 'POST'),
      ),
      async ([segments, method]) => {
        // Never the real user: DELETE must not take the fuzz target away from the PATCH property.
        const path = `/Users/${segments.join('/')}`;
        if (path === `/Users/${userId}`) return;
        expectScimAnswer(await scim(method, path, method === 'GET' || method === 'DELETE' ? undefined : '{}'));
      },
      { numRuns: runs(120), watch: WATCH },
    );
  });

  it('filter expressions and paging parameters', async () => {
    const query = fc.record(
      {
        filter: fc.option(filter, { nil: undefined }),
        startIndex: fc.option(fc.oneof(fc.integer(), nastyString(8)), { nil: undefined }),
        count: fc.option(fc.oneof(fc.integer(), nastyString(8)), { nil: undefined }),
        sortBy: fc.option(fc.constantFrom(...ATTRS), { nil: undefined }),
        attributes: fc.option(nastyString(20), { nil: undefined }),
      },
      { requiredKeys: [] },
    );
    await fuzz(
      p,
      'SCIM filters',
      query,
      async (q) => {
        const qs = new URLSearchParams(
          Object.entries(q)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]): [string, string] => [k, String(v)]),
        );
        expectScimAnswer(await scim('GET', `/Users?${qs}`));
      },
      { numRuns: runs(150), watch: WATCH },
    );
  });

  it('PatchOp bodies on a real user', async () => {
    const body = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .record(
            {
              schemas: fc.oneof(fc.constant([PATCH_OP]), fc.jsonValue({ maxDepth: 2 })),
              Operations: fc.oneof(fc.array(patchOp, { maxLength: 6 }), fc.jsonValue({ maxDepth: 3 })),
            },
            { requiredKeys: [] },
          )
          .map((b) => JSON.stringify(b)),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null') },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: 100, max: 50_000 })
          .map(
            (n) => `{"schemas":["${PATCH_OP}"],"Operations":[{"op":"add","value":${'['.repeat(n)}${']'.repeat(n)}}]}`,
          ),
      },
      { weight: 1, arbitrary: nastyString(200) },
    );
    await fuzz(
      p,
      'SCIM PatchOp',
      body,
      async (b) => {
        expectScimAnswer(await scim('PATCH', `/Users/${userId}`, b));
      },
      { numRuns: runs(150), watch: WATCH },
    );
  });

  it('random bodies for POST /Users and PUT /Users/<id>', async () => {
    const user = fc.record(
      {
        schemas: fc.oneof(fc.constant([USER_SCHEMA]), fc.jsonValue({ maxDepth: 2 })),
        userName: fc.oneof(nastyString(60), fc.jsonValue({ maxDepth: 2 })),
        name: fc.oneof(
          fc.record({ givenName: nastyString(30), familyName: nastyString(30) }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        emails: fc.oneof(
          fc.array(fc.record({ value: nastyString(40), primary: fc.jsonValue({ maxDepth: 1 }) }), { maxLength: 3 }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        active: fc.jsonValue({ maxDepth: 1 }),
        externalId: nastyString(40),
      },
      { requiredKeys: [] },
    );
    await fuzz(
      p,
      'SCIM POST/PUT bodies',
      fc.tuple(user, fc.constantFrom('POST', 'PUT')),
      async ([u, method]) => {
        expectScimAnswer(await scim(method, method === 'POST' ? '/Users' : `/Users/${userId}`, JSON.stringify(u)));
      },
      { numRuns: runs(120), watch: WATCH },
    );
  });

  it('leaves every process of the platform up', async () => {
    await expectPlatformUp(p);
  });
});
