/**
 * Fuzz: JSON bodies on the gateway's `/graphql` and `/api/v1/<op>`: random JSON, random request
 * fields, nesting from 10 to 100,000 levels in the body, `variables` and `extensions`, strings
 * with U+0000 and lone surrogates, and variables of the wrong shape. Every answer must be a typed
 * 4xx or a success; every process must still be up afterwards.
 */
import { describe, it, beforeAll, afterAll } from 'vitest';
import type { Platform } from '../helpers/platform-harness.ts';
import {
  deepJson,
  expectGraphqlAnswer,
  expectPlatformUp,
  expectRestAnswer,
  fc,
  fuzz,
  fuzzTenant,
  nastyString,
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

const WATCH = ['gateway', 'identity', 'iam'];
const WORKSPACE = 'query($id: ID!) { workspace(id: $id) { id name } }';
const graphql = (body: string | Uint8Array, auth = true) =>
  send(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
const api = (op: string, body: string | Uint8Array) =>
  send(`${p.api}/api/v1/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });

/** Where a deep value goes. The recipe is the fuzz input (small to print); the body is built from it. */
const deepRecipe = (...where: string[]) =>
  fc.record({
    depth: fc.oneof(
      fc.integer({ min: 10, max: 200 }),
      fc.integer({ min: 200, max: 5_000 }),
      fc.integer({ min: 5_000, max: 100_000 }),
    ),
    shape: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
    where: fc.constantFrom(...where),
  });

function deepBody(r: { depth: number; shape: 'array' | 'object' | 'mixed'; where: string }): {
  target: 'graphql' | 'api';
  body: string;
} {
  const deep = deepJson(r.depth, r.shape);
  switch (r.where) {
    case 'body':
      return { target: 'graphql', body: deep };
    // Deep but beside the argument (an unused variable, an extra field): what is measured is the
    // parser's and the gateway's handling of depth, not the argument's coercion.
    case 'variables':
      return {
        target: 'graphql',
        body: `{"query":${JSON.stringify(WORKSPACE)},"variables":{"id":"ws_x","unused":${deep}}}`,
      };
    case 'variables.id':
      return { target: 'graphql', body: `{"query":${JSON.stringify(WORKSPACE)},"variables":{"id":${deep}}}` };
    case 'extensions':
      return { target: 'graphql', body: `{"query":"{ __typename }","extensions":${deep}}` };
    case 'api.body':
      return { target: 'api', body: `{"id":"ws_x","unused":${deep}}` };
    default:
      return { target: 'api', body: `{"id":${deep}}` };
  }
}

describe('fuzz: JSON bodies', () => {
  it('random JSON values as the /graphql and /api/v1 body', async () => {
    await fuzz(
      p,
      'random JSON body',
      fc.record({
        value: fc.jsonValue({ maxDepth: 6 }),
        target: fc.constantFrom('graphql', 'api:me', 'api:workspace', 'api:nope'),
      }),
      async ({ value, target }) => {
        const body = JSON.stringify(value) ?? 'null';
        if (target === 'graphql') expectGraphqlAnswer(await graphql(body));
        else expectRestAnswer(await api(target.slice(4), body));
      },
      { numRuns: runs(120), watch: WATCH },
    );
  });

  it('random query, operationName, variables and extensions', async () => {
    const request = fc.record(
      {
        query: fc.oneof(
          nastyString(200),
          fc.constantFrom(
            WORKSPACE,
            '{ me { id } }',
            '{ __typename }',
            'subscription { __typename }',
            'mutation { __typename }',
            '{ me { id } ',
            '{ workspace(id: "\u0000") { id } }',
          ),
        ),
        operationName: fc.option(fc.oneof(nastyString(), fc.jsonValue({ maxDepth: 2 })), { nil: undefined }),
        variables: fc.option(fc.jsonValue({ maxDepth: 5 }), { nil: undefined }),
        extensions: fc.option(
          fc.oneof(
            fc.jsonValue({ maxDepth: 4 }),
            fc.record({
              persistedQuery: fc.record({
                version: fc.jsonValue({ maxDepth: 1 }),
                sha256Hash: fc.oneof(nastyString(), fc.jsonValue({ maxDepth: 1 })),
              }),
            }),
          ),
          { nil: undefined },
        ),
      },
      { requiredKeys: [] },
    );
    await fuzz(
      p,
      'random GraphQL request fields',
      fc.tuple(request, fc.boolean()),
      async ([req, auth]) => {
        expectGraphqlAnswer(await graphql(JSON.stringify(req), auth));
      },
      { numRuns: runs(150), watch: WATCH },
    );
  });

  it('nesting from 10 to 100,000 levels as the body, the variables object and extensions', async () => {
    await fuzz(
      p,
      'deep JSON request',
      deepRecipe('body', 'variables', 'extensions', 'api.body'),
      async (recipe) => {
        const { target, body } = deepBody(recipe);
        if (target === 'graphql') expectGraphqlAnswer(await graphql(body));
        else expectRestAnswer(await api('workspace', body));
      },
      { numRuns: runs(30), watch: WATCH },
    );
  });

  it('nesting from 10 to 100,000 levels as an argument value', async () => {
    await fuzz(
      p,
      'deep JSON argument',
      deepRecipe('variables.id', 'api.id'),
      async (recipe) => {
        const { target, body } = deepBody(recipe);
        if (target === 'graphql') expectGraphqlAnswer(await graphql(body));
        else expectRestAnswer(await api('workspace', body));
      },
      { numRuns: runs(30), watch: WATCH },
    );
  });

  it('strings with U+0000, lone surrogates and control characters where an ID or a query goes', async () => {
    await fuzz(
      p,
      'nasty strings',
      fc.record({ s: nastyString(), where: fc.constantFrom('graphql.id', 'api.id', 'query.literal', 'operationName') }),
      async ({ s, where }) => {
        if (where === 'graphql.id')
          return expectGraphqlAnswer(await graphql(JSON.stringify({ query: WORKSPACE, variables: { id: s } })));
        if (where === 'api.id') return expectRestAnswer(await api('workspace', JSON.stringify({ id: s })));
        if (where === 'query.literal')
          return expectGraphqlAnswer(
            await graphql(JSON.stringify({ query: `{ workspace(id: ${JSON.stringify(s)}) { id } }` })),
          );
        expectGraphqlAnswer(
          await graphql(JSON.stringify({ query: WORKSPACE, operationName: s, variables: { id: 'ws_x' } })),
        );
      },
      { numRuns: runs(150), watch: WATCH },
    );
  });

  it('variables of the wrong shape for ID!', async () => {
    const wrong = fc.oneof(
      fc.constant({ a: 1 }),
      fc.jsonValue({ maxDepth: 4 }).filter((v) => typeof v !== 'string'),
      fc.array(nastyString(), { maxLength: 5 }),
      fc.dictionary(nastyString(8), fc.jsonValue({ maxDepth: 3 })),
    );
    await fuzz(
      p,
      'wrong-shaped variables',
      fc.record({ id: wrong, target: fc.constantFrom('graphql', 'api') }),
      async ({ id, target }) => {
        if (target === 'graphql')
          expectGraphqlAnswer(await graphql(JSON.stringify({ query: WORKSPACE, variables: { id } })));
        else expectRestAnswer(await api('workspace', JSON.stringify({ id })));
      },
      { numRuns: runs(100), watch: WATCH },
    );
  });

  it('bytes that are not JSON, or not UTF-8', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc
        .constantFrom(
          '{"query":"{ me { id } }"',
          '{"query":"\u0000"}',
          '{"query":"a\x00b"}',
          '\uFEFF{"query":"{ __typename }"}',
        )
        .map((s) => new Uint8Array(Buffer.from(s, 'latin1'))),
    );
    await fuzz(
      p,
      'non-JSON bytes',
      fc.tuple(bytes, fc.constantFrom('graphql', 'api')),
      async ([b, target]) => {
        if (target === 'graphql') expectGraphqlAnswer(await graphql(b));
        else expectRestAnswer(await api('me', b));
      },
      { numRuns: runs(80), watch: WATCH },
    );
  });

  it('leaves every process of the platform up', async () => {
    await expectPlatformUp(p);
  });
});
