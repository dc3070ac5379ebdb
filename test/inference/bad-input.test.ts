/**
 * Bad input on every route of the inference subgraph's listener (the subgraph-kit server):
 * oversized, deeply nested, malformed and mistyped bodies on /graphql and on the /v1 routes are
 * typed 4xx answers (the kit's bounded body read), GraphQL documents nested too deep are
 * SVC-VALID-4008 (the kit's bounded document parse), and a fuzzed stream of bodies gets typed
 * answers only. After each, the listener still serves a real chat and its probes.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createLogger } from '@svc/core';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { naiveExchange, oversizedBodyRequest } from '../helpers/raw-http.ts';
import { deepJson, expectGraphqlAnswer, fc, nastyString, runs, send, type Answer } from '../fuzz/fuzz-kit.ts';

const silent = createLogger('test', { level: 'silent' });
const who = { 'svc-user-id': 'usr_badinput', 'svc-org-id': 'org_badinput', 'svc-workspace-id': 'ws_badinput' };
const LIMIT = 64 * 1024;
const MB = 1024 * 1024;

let mock: MockOpenAI;
let svc: RunningInference;
let base: string;

beforeAll(async () => {
  mock = await startMockOpenAI();
  svc = await startInference({
    log: silent,
    env: {
      INFERENCE_PORT: '0',
      INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]),
      INFERENCE_MAX_BODY_BYTES: String(LIMIT),
      SUBGRAPH_MAX_BODY_BYTES: String(LIMIT),
    },
  });
  base = `http://127.0.0.1:${svc.port}`;
});

afterAll(async () => {
  await svc?.stop();
  await mock?.close();
});

const post = (path: string, body: string | Uint8Array, contentType = 'application/json') =>
  send(`${base}${path}`, { method: 'POST', headers: { 'content-type': contentType, ...who }, body });

/** The listener still answers its probes and serves a chat end to end. */
async function stillServing() {
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  const chat = await post(
    '/v1/chat/completions',
    JSON.stringify({ model: 'm1', messages: [{ role: 'user', content: 'Hi' }] }),
  );
  expect(chat.status).toBe(200);
  expect(chat.json.choices[0].message.content).toBe('Hello, world!');
}

const graphqlCode = (a: Answer) => ({ status: a.status, code: a.json?.errors?.[0]?.extensions?.code });
const openaiCode = (a: Answer) => ({ status: a.status, code: a.json?.error?.code, type: a.json?.error?.type });

/** /v1 in OpenAI's shape: a success, or a 4xx whose error has a type and a code. Never a 5xx. */
function expectOpenAIAnswer(a: Answer) {
  if (a.status >= 500) throw new Error(`server error: HTTP ${a.status} ${a.text.slice(0, 400)}`);
  if (a.status >= 400 && (typeof a.json?.error?.type !== 'string' || typeof a.json?.error?.code !== 'string')) {
    throw new Error(`a 4xx without a typed error: HTTP ${a.status} ${a.text.slice(0, 400)}`);
  }
}

const V1 = ['/v1/chat/completions', '/v1/chat/completions/stream', '/v1/embeddings'];

describe('/graphql', () => {
  it('a body over SUBGRAPH_MAX_BODY_BYTES is 413 SVC-VALID-4001, read by a naive client in full', async () => {
    const a = await naiveExchange(svc.port, oversizedBodyRequest('/graphql', 10 * MB, 'application/json', who));
    expect({ status: a.status, code: JSON.parse(a.body).errors[0].extensions.code, complete: a.complete }).toEqual({
      status: 413,
      code: 'SVC-VALID-4001',
      complete: true,
    });
    const b = await post(
      '/graphql',
      JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(LIMIT) } }),
    );
    expect(graphqlCode(b)).toEqual({ status: 413, code: 'SVC-VALID-4001' });
    await stillServing();
  });

  it('JSON nested 200 to 12,000 levels is 400 SVC-VALID-4008, in the body, the variables and the extensions', async () => {
    for (const depth of [200, 5_000, 12_000]) {
      const deep = deepJson(depth, 'mixed');
      for (const body of [
        deep,
        `{"query":"{ __typename }","variables":{"v":${deep}}}`,
        `{"query":"{ __typename }","extensions":${deep}}`,
      ]) {
        expect(graphqlCode(await post('/graphql', body))).toEqual({ status: 400, code: 'SVC-VALID-4008' });
      }
    }
    await stillServing();
  });

  it('a document nested too deep is SVC-VALID-4008 before graphql-js parses it', async () => {
    const query = `{ __typename ${'{'.repeat(5_000)}${'}'.repeat(5_000)} }`;
    const a = await post('/graphql', JSON.stringify({ query }));
    // A document error is a GraphQL result (HTTP 200 under application/json, as graphql-http answers any parse error).
    expect(graphqlCode(a)).toEqual({ status: 200, code: 'SVC-VALID-4008' });
    expect(a.json.data).toBeUndefined();
    await stillServing();
  });

  it('malformed JSON is 400 SVC-VALID-4000 and another media type 415 SVC-VALID-4002', async () => {
    for (const body of [
      '{',
      '{"query":',
      'nul',
      '\u0000',
      '{"query":"{ __typename }"}x',
      '[]',
      '1',
      '{}',
      '{"query":1}',
      '{"query":"{ __typename }","variables":[]}',
      '{"query":"{ __typename }","operationName":{}}',
    ]) {
      expect(graphqlCode(await post('/graphql', body))).toEqual({ status: 400, code: 'SVC-VALID-4000' });
    }
    expect(graphqlCode(await post('/graphql', '{"query":"{ __typename }"}', 'text/plain'))).toEqual({
      status: 415,
      code: 'SVC-VALID-4002',
    });
    // A good request still works on the same route.
    const ok = await post('/graphql', JSON.stringify({ query: '{ __typename }' }));
    expect(ok.json).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('/v1', () => {
  it('a body over INFERENCE_MAX_BODY_BYTES is 413 request_too_large on every POST route', async () => {
    for (const path of V1) {
      const a = await naiveExchange(svc.port, oversizedBodyRequest(path, 10 * MB, 'application/json', who));
      expect({ path, status: a.status, code: JSON.parse(a.body).error.code, complete: a.complete }).toEqual({
        path,
        status: 413,
        code: 'request_too_large',
        complete: true,
      });
    }
    await stillServing();
  });

  it("JSON nested too deep is 400 SVC-VALID-4008 in OpenAI's shape on every POST route", async () => {
    for (const path of V1) {
      for (const depth of [200, 30_000]) {
        const a = await post(path, `{"model":"m1","messages":[{"role":"user","content":${deepJson(depth, 'array')}}]}`);
        expect({ path, ...openaiCode(a) }).toEqual({
          path,
          status: 400,
          code: 'SVC-VALID-4008',
          type: 'invalid_request_error',
        });
      }
    }
    await stillServing();
  });

  it('malformed JSON is 400 invalid_json and another media type 415 unsupported_media_type', async () => {
    for (const path of V1) {
      expect({ path, ...openaiCode(await post(path, '{"model":')) }).toEqual({
        path,
        status: 400,
        code: 'invalid_json',
        type: 'invalid_request_error',
      });
      expect({ path, ...openaiCode(await post(path, '{}', 'text/plain')) }).toEqual({
        path,
        status: 415,
        code: 'unsupported_media_type',
        type: 'invalid_request_error',
      });
    }
    await stillServing();
  });
});

describe('fuzz', () => {
  it('random JSON, random text and deep values on /graphql and /v1: typed answers only, and the listener serves on', async () => {
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v) ?? 'null'),
      nastyString(300),
      fc
        .record({
          depth: fc.integer({ min: 50, max: 20_000 }),
          shape: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
        })
        .map((r) => deepJson(r.depth, r.shape)),
      fc
        .record({
          query: fc.oneof(nastyString(100), fc.constant('{ __typename }')),
          variables: fc.jsonValue({ maxDepth: 4 }),
        })
        .map((v) => JSON.stringify(v)),
      fc
        .record({
          model: fc.oneof(fc.constant('m1'), nastyString(20)),
          messages: fc.jsonValue({ maxDepth: 4 }),
          stream: fc.boolean(),
        })
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/graphql', ...V1), body, async (path, text) => {
        const a = await post(path, text);
        if (path === '/graphql') expectGraphqlAnswer(a);
        else expectOpenAIAnswer(a);
      }),
      { numRuns: runs(150), endOnFailure: true },
    );
    await stillServing();
  });
});
