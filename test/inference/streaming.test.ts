/**
 * Streams that do not end well: a client that disconnects (the upstream request is aborted and
 * the tokens streamed so far are recorded as partial usage), an upstream that fails, drops the
 * connection, stalls or ends early mid-stream (error event, then [DONE]), and one that fails
 * before the first byte (an ordinary error response, nothing recorded).
 */
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { randomBytes } from 'node:crypto';
import OpenAI from 'openai';
import pg from 'pg';
import { createLogger } from '@svc/core';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { databaseUrl, redisUrl as runRedisUrl } from '../helpers/env.ts';
import { startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';

const silent = createLogger('test', { level: 'silent' });
const tag = randomBytes(5).toString('hex');
const HI = [{ role: 'user' as const, content: 'Hi there' }];

let mock: MockOpenAI;
let svc: RunningInference;
let pool: pg.Pool;
let base: string;
let n = 0;
let ws = '';

const headers = () => ({ 'svc-user-id': `usr_${tag}`, 'svc-org-id': `org_${tag}`, 'svc-workspace-id': ws });
const client = () => new OpenAI({ baseURL: `${base}/v1`, apiKey: 'unused', maxRetries: 0, defaultHeaders: headers() });
const rows = async () => (await pool.query('SELECT * FROM billing.usage_records WHERE workspace_id = $1', [ws])).rows;

async function rawEvents(body: object): Promise<string[]> {
  const res = await fetch(`${base}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers() },
    body: JSON.stringify({ ...body, stream: true }),
  });
  expect(res.status).toBe(200);
  return (await res.text()).split('\n\n').filter(Boolean);
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
      INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock, { timeoutMs: 500, maxRetries: 1 })]),
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

beforeEach(() => {
  mock.reset();
  ws = `ws_st${++n}_${tag}`;
});

describe('a client that disconnects mid-stream', () => {
  it('aborts the upstream request and records the partial usage', async () => {
    mock.enqueue({ kind: 'stream', chunks: Array.from({ length: 60 }, (_, i) => `word${i} `), delayMs: 40 });
    const stream = await client().chat.completions.create({ model: 'm1', messages: HI, stream: true });
    let text = '';
    let got = 0;
    for await (const c of stream) {
      text += c.choices[0]?.delta.content ?? '';
      if (++got === 4) break; // leaving the loop aborts the SDK's request
    }
    const aborted = await mock.waitForAbort();
    expect(aborted.chunksSent).toBeLessThan(60);
    expect(aborted.chunksSent).toBeGreaterThanOrEqual(3);
    await expect.poll(rows, { timeout: 5000 }).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({
      partial: true,
      usage_estimated: true,
      model: 'm1',
      provider: 'p1',
      operation: 'chat.completions',
    });
    // Completion tokens are estimated from what was streamed (≈ 4 characters per token).
    expect(row.output_tokens).toBeGreaterThanOrEqual(Math.ceil(text.length / 4));
    expect(row.output_tokens).toBeLessThanOrEqual(Math.ceil((aborted.chunksSent * 7) / 4) + 1);
    expect(row.input_tokens).toBeGreaterThan(0);
    expect(BigInt(row.cost_microcents)).toBeGreaterThan(0n);
  });

  it('a disconnect before any content records nothing', async () => {
    mock.enqueue({ kind: 'stream', firstDelayMs: 300, chunks: ['late'] });
    const ac = new AbortController();
    const res = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers() },
      body: JSON.stringify({ model: 'm1', messages: HI, stream: true }),
      signal: ac.signal,
    });
    expect(res.status).toBe(200);
    ac.abort();
    await mock.waitForAbort();
    await new Promise((r) => setTimeout(r, 200));
    await svc.usageRecords!.drained(); // a record would have reached billing by now
    expect(await rows()).toEqual([]);
  });
});

describe('an upstream that fails mid-stream', () => {
  it('ends the stream with an error event then [DONE]; the SDK raises it; partial usage is recorded', async () => {
    mock.enqueue({ kind: 'stream', chunks: ['a', 'b', 'c', 'd'], errorAfter: 2 });
    const events = await rawEvents({ model: 'm1', messages: HI });
    expect(events.at(-1)).toBe('data: [DONE]');
    const err = JSON.parse(events.at(-2)!.slice(6));
    expect(err).toEqual({
      error: {
        message: 'The model provider failed mid-stream.',
        type: 'server_error',
        param: null,
        code: 'upstream_error',
      },
    });
    const content = events
      .slice(0, -2)
      .map((e) => JSON.parse(e.slice(6)).choices[0].delta.content)
      .join('');
    expect(content).toBe('ab');
    await expect.poll(rows).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ partial: true, output_tokens: 1 });

    mock.enqueue({ kind: 'stream', chunks: ['a', 'b', 'c'], errorAfter: 1 });
    const stream = await client().chat.completions.create({ model: 'm1', messages: HI, stream: true });
    let seen = '';
    const thrown = await (async () => {
      try {
        for await (const c of stream) seen += c.choices[0]?.delta.content ?? '';
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(seen).toBe('a');
    expect(thrown).toBeInstanceOf(OpenAI.APIError);
    expect((thrown as InstanceType<typeof OpenAI.APIError>).error).toMatchObject({ code: 'upstream_error' });
  });

  it.each([
    ['drops the connection', { dropAfter: 1 }, 'upstream_error'],
    ['ends without finishing', { noDone: true }, 'upstream_error'],
    ['stalls past the timeout', { delayMs: 1500 }, 'SVC-SERVER-9005'],
  ] as const)('%s: error event, then [DONE]', async (_label, script, code) => {
    mock.enqueue({ kind: 'stream', chunks: ['x', 'y'], ...script });
    const events = await rawEvents({ model: 'm1', messages: HI });
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse(events.at(-2)!.slice(6)).error.code).toBe(code);
  });

  it('fails before the first byte: an ordinary error response, nothing recorded', async () => {
    mock.enqueue({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
    const e = await client()
      .chat.completions.create({ model: 'm1', messages: HI, stream: true })
      .then(
        () => null,
        (x) => x,
      );
    expect(e).toBeInstanceOf(OpenAI.APIError);
    expect(e.status).toBe(502);
    expect(e.error).toMatchObject({ code: 'SVC-SERVER-9004' });
    expect(mock.count()).toBe(2);
    await svc.usageRecords!.drained();
    expect(await rows()).toEqual([]);
  });

  it('a non-SSE answer to a stream request is a bad upstream response', async () => {
    mock.enqueue(
      { kind: 'raw', status: 200, contentType: 'application/json', body: '{}' },
      { kind: 'raw', status: 200, contentType: 'application/json', body: '{}' },
    );
    const e = await client()
      .chat.completions.create({ model: 'm1', messages: HI, stream: true })
      .then(
        () => null,
        (x) => x,
      );
    expect(e.status).toBe(502);
  });
});
