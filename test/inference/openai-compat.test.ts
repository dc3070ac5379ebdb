/**
 * The OpenAI-compatible `/v1` routes of the inference subgraph, driven by the official `openai`
 * SDK (and raw fetch where the wire matters), against a scripted upstream on loopback. Usage
 * rows are read back from billing.usage_records.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import OpenAI from 'openai';
import pg from 'pg';
import { createLogger } from '@svc/core';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider, DEFAULT_CHUNKS, type MockOpenAI } from '../helpers/mock-openai.ts';
import { databaseUrl, redisUrl as runRedisUrl } from '../helpers/env.ts';
import { startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';

const silent = createLogger('test', { level: 'silent' });
const tag = randomBytes(5).toString('hex');
const who = { 'svc-user-id': `usr_${tag}`, 'svc-org-id': `org_${tag}`, 'svc-workspace-id': `ws_${tag}` };

let mock: MockOpenAI;
let svc: RunningInference;
let pool: pg.Pool;
let base: string;

const client = (headers: Record<string, string> = who) =>
  new OpenAI({ baseURL: `${base}/v1`, apiKey: 'unused', maxRetries: 0, defaultHeaders: headers });
const usageRows = async (workspaceId: string) =>
  (
    await pool.query('SELECT * FROM billing.usage_records WHERE workspace_id = $1 ORDER BY occurred_at, id', [
      workspaceId,
    ])
  ).rows;

async function rawPost(path: string, body: string | object, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...who, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

// Usage records and budgets are billing's: inference reaches them through its API.
let billing: BillingApiUnderTest;
beforeAll(async () => {
  billing = await startBillingApi({ databaseUrl: databaseUrl(), redisUrl: runRedisUrl() });
  mock = await startMockOpenAI();
  svc = await startInference({
    log: silent,
    env: {
      INFERENCE_PORT: '0',
      DATABASE_URL: databaseUrl(),
      ...billing.inferenceEnv,
      INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock, { apiKeyEnv: 'MOCK_UPSTREAM_KEY' })]),
      MOCK_UPSTREAM_KEY: 'sk-upstream-secret',
      INFERENCE_MAX_BODY_BYTES: String(64 * 1024),
    },
  });
  base = `http://127.0.0.1:${svc.port}`;
  pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
});

afterAll(async () => {
  await svc?.stop();
  await mock?.close();
  await pool?.end();
  await billing?.stop();
});

describe('GET /v1/models', () => {
  it('lists the configured models through the SDK', async () => {
    const page = await client().models.list();
    const ids = page.data.map((m) => m.id);
    expect(ids).toEqual(['m1', 'e1', 'free']);
    expect(page.data[0]).toMatchObject({ object: 'model', owned_by: 'p1' });
    expect(mock.count('/v1/models')).toBe(0); // served from configuration
  });
});

describe('POST /v1/chat/completions', () => {
  it('returns a completion, calls the upstream with its own key and model id, and records usage and cost', async () => {
    const ws = `ws_chat_${tag}`;
    const before = mock.count();
    const r = await client({ ...who, 'svc-workspace-id': ws, 'svc-api-key-id': 'key_abc' }).chat.completions.create({
      model: 'm1',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(r.choices[0].message).toMatchObject({ role: 'assistant', content: 'Hello, world!' });
    expect(r.usage).toMatchObject({ prompt_tokens: 12, completion_tokens: 4, total_tokens: 16 });
    expect(r.model).toBe('m1');
    expect(mock.count()).toBe(before + 1);
    const up = mock.requests.at(-1)!;
    expect(up.headers.authorization).toBe('Bearer sk-upstream-secret');
    expect(up.headers['svc-user-id']).toBeUndefined(); // identity never leaves the platform
    expect(up.body).toMatchObject({ model: 'm1', stream: false, messages: [{ role: 'user', content: 'Hi' }] });
    await svc.usageRecords!.drained(); // records reach billing in batches, off the call's path
    const rows = await usageRows(ws);
    expect(rows).toHaveLength(1);
    // 12 × $2.50/M + 4 × $10/M = $0.00007 = 7,000 microcents
    expect(rows[0]).toMatchObject({
      org_id: who['svc-org-id'],
      user_id: who['svc-user-id'],
      api_key_id: 'key_abc',
      model: 'm1',
      provider: 'p1',
      operation: 'chat.completions',
      input_tokens: 12,
      output_tokens: 4,
      cost_microcents: '7000',
      partial: false,
      usage_estimated: false,
    });
  });

  it('records an unpriced model with a null cost, never zero', async () => {
    const ws = `ws_free_${tag}`;
    await client({ ...who, 'svc-workspace-id': ws }).chat.completions.create({
      model: 'free',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    await svc.usageRecords!.drained(); // records reach billing in batches, off the call's path
    const rows = await usageRows(ws);
    expect(rows).toHaveLength(1);
    expect(rows[0].cost_microcents).toBeNull();
  });

  it('streams with one id, the role first, no usage chunk and [DONE] when include_usage is not set', async () => {
    const stream = await client().chat.completions.create({
      model: 'm1',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
    });
    const chunks = [];
    for await (const c of stream) chunks.push(c);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    expect(chunks.slice(1).every((c) => c.choices[0]?.delta.role === undefined)).toBe(true);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe(DEFAULT_CHUNKS.join(''));
    expect(chunks.every((c) => c.choices.length === 1 && c.usage === undefined)).toBe(true);
    expect(chunks.at(-1)!.choices[0].finish_reason).toBe('stop');
    // Upstream is always asked for usage (billing), whatever the client asked.
    expect(mock.requests.at(-1)!.body.stream_options).toEqual({ include_usage: true });
  });

  it('ends a stream with a usage chunk (empty choices) when include_usage is set', async () => {
    const stream = await client().chat.completions.create({
      model: 'm1',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const c of stream) chunks.push(c);
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([]);
    expect(last.usage).toEqual({ prompt_tokens: 12, completion_tokens: 4, total_tokens: 16 });
    expect(chunks.slice(0, -1).every((c) => c.usage === null && c.choices.length === 1)).toBe(true);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
  });

  it('writes the SSE wire format with data: [DONE] last; /v1/chat/completions/stream always streams', async () => {
    const res = await rawPost('/v1/chat/completions/stream', {
      model: 'm1',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await res.text();
    const events = text.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(events.slice(0, -1).every((e) => e.startsWith('data: {'))).toBe(true);
    expect(JSON.parse(events[0].slice(6)).choices[0].delta.role).toBe('assistant');
  });

  it('adds the role to the first chunk when the upstream omits it', async () => {
    mock.enqueue({ kind: 'stream', omitRole: true, chunks: ['a', 'b'] });
    const stream = await client().chat.completions.create({
      model: 'm1',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
    });
    const chunks = [];
    for await (const c of stream) chunks.push(c);
    expect(chunks[0].choices[0].delta).toEqual({ role: 'assistant', content: 'a' });
    expect(chunks[1].choices[0].delta).toEqual({ content: 'b' });
  });
});

describe('POST /v1/embeddings', () => {
  it('returns embeddings (base64 as the SDK asks, and floats) and records usage', async () => {
    const ws = `ws_emb_${tag}`;
    const c = client({ ...who, 'svc-workspace-id': ws });
    const r = await c.embeddings.create({ model: 'e1', input: ['alpha', 'beta'] });
    expect(r.data).toHaveLength(2);
    expect(r.data[1].index).toBe(1);
    expect(r.data[0].embedding).toHaveLength(4);
    expect(r.data[0].embedding[0]).toBeCloseTo(0.1, 5);
    const f = await c.embeddings.create({ model: 'e1', input: 'gamma', dimensions: 8, encoding_format: 'float' });
    expect(f.data[0].embedding).toHaveLength(8);
    expect(r.usage).toEqual({ prompt_tokens: 6, total_tokens: 6 });
    await svc.usageRecords!.drained(); // records reach billing in batches, off the call's path
    const rows = await usageRows(ws);
    expect(rows.map((x) => [x.operation, x.model, x.input_tokens, x.output_tokens])).toEqual([
      ['embeddings', 'e1', 6, 0],
      ['embeddings', 'e1', 3, 0],
    ]);
    // 6 tokens × $0.02/M = 12 microcents
    expect(rows[0].cost_microcents).toBe('12');
  });
});

describe('bad requests are rejected in OpenAI’s shape and change nothing', () => {
  const ws = `ws_bad_${tag}`;
  const bad = { ...who, 'svc-workspace-id': ws };
  let upstreamBefore = 0;
  beforeAll(() => {
    upstreamBefore = mock.count();
  });

  const sdkError = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      return e as InstanceType<typeof OpenAI.APIError>;
    }
    throw new Error('expected the request to fail');
  };

  it('unknown model: 404 model_not_found', async () => {
    const e = await sdkError(
      client(bad).chat.completions.create({ model: 'nope', messages: [{ role: 'user', content: 'x' }] }),
    );
    expect(e).toBeInstanceOf(OpenAI.NotFoundError);
    expect(e.status).toBe(404);
    expect(e.error).toMatchObject({ type: 'invalid_request_error', code: 'model_not_found', param: 'model' });
  });

  it.each([0, -3, 1.5])('max_tokens %s: 400 on param max_tokens', async (n) => {
    const e = await sdkError(
      client(bad).chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'x' }], max_tokens: n }),
    );
    expect(e).toBeInstanceOf(OpenAI.BadRequestError);
    expect(e.error).toMatchObject({ type: 'invalid_request_error', param: 'max_tokens' });
  });

  it('empty messages: 400 on param messages', async () => {
    const e = await sdkError(client(bad).chat.completions.create({ model: 'm1', messages: [] }));
    expect(e.status).toBe(400);
    expect(e.error).toMatchObject({ param: 'messages', code: 'empty_array' });
  });

  it('invalid role: 400 on the message role', async () => {
    const e = await sdkError(
      client(bad).chat.completions.create({ model: 'm1', messages: [{ role: 'wizard', content: 'x' } as never] }),
    );
    expect(e.status).toBe(400);
    expect(e.error).toMatchObject({ param: 'messages[0].role', code: 'invalid_value' });
  });

  it('an embedding model for chat, and a chat model for embeddings: 400', async () => {
    const a = await sdkError(
      client(bad).chat.completions.create({ model: 'e1', messages: [{ role: 'user', content: 'x' }] }),
    );
    expect(a.error).toMatchObject({ code: 'model_not_supported' });
    const b = await sdkError(client(bad).embeddings.create({ model: 'm1', input: 'x' }));
    expect(b.status).toBe(400);
    const c = await sdkError(client(bad).embeddings.create({ model: 'e1', input: [] }));
    expect(c.error).toMatchObject({ param: 'input' });
  });

  it('malformed JSON: 400 invalid_json', async () => {
    const res = await rawPost('/v1/chat/completions', '{"model": "m1", "messages": [', bad);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { message: expect.any(String), type: 'invalid_request_error', param: null, code: 'invalid_json' },
    });
  });

  it('oversized body: 413 request_too_large', async () => {
    const res = await rawPost(
      '/v1/chat/completions',
      { model: 'm1', messages: [{ role: 'user', content: 'x'.repeat(70 * 1024) }] },
      bad,
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ type: 'invalid_request_error', code: 'request_too_large' });
  });

  it('wrong content type: 415; unknown path: 404; wrong method: 405', async () => {
    const a = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { ...bad, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(a.status).toBe(415);
    const b = await rawPost('/v1/completions', {}, bad);
    expect(b.status).toBe(404);
    const c = await fetch(`${base}/v1/chat/completions`, { headers: bad });
    expect(c.status).toBe(405);
    expect(c.headers.get('allow')).toBe('POST');
  });

  it('no caller identity: 401 SVC-AUTH-1000', async () => {
    const e = await sdkError(
      client({}).chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'x' }] }),
    );
    expect(e).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(e.error).toMatchObject({ type: 'authentication_error', code: 'SVC-AUTH-1000' });
    const models = await fetch(`${base}/v1/models`);
    expect(models.status).toBe(401);
  });

  it('none of them reached the upstream or stored usage', async () => {
    expect(mock.count()).toBe(upstreamBefore);
    await svc.usageRecords!.drained();
    expect(await usageRows(ws)).toEqual([]);
  });
});

describe('no provider configured', () => {
  it('fails closed with 503 SVC-INFERENCE-NOT-WIRED on every /v1 route', async () => {
    const off = await startInference({ log: silent, env: { INFERENCE_PORT: '0' } });
    try {
      const c = new OpenAI({
        baseURL: `http://127.0.0.1:${off.port}/v1`,
        apiKey: 'unused',
        maxRetries: 0,
        defaultHeaders: who,
      });
      for (const p of [
        c.models.list(),
        c.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'x' }] }),
        c.embeddings.create({ model: 'e1', input: 'x' }),
      ]) {
        const e = await p.then(
          () => null,
          (err) => err,
        );
        expect(e).toBeInstanceOf(OpenAI.InternalServerError);
        expect(e.status).toBe(503);
        expect(e.error).toMatchObject({ type: 'server_error', code: 'SVC-INFERENCE-NOT-WIRED' });
      }
    } finally {
      await off.stop();
    }
  });
});
