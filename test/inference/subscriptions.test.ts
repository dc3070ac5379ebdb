/**
 * GraphQL subscriptions `chatCompletionStream` and `inferenceStream` over WebSocket
 * (graphql-transport-ws) on the inference subgraph, driven by the `graphql-ws` client the way
 * the gateway connects: identity in the `connection_init` payload headers.
 */
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { createLogger } from '@svc/core';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { databaseUrl, redisUrl as runRedisUrl } from '../helpers/env.ts';
import { startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';

const silent = createLogger('test', { level: 'silent' });
const tag = randomBytes(5).toString('hex');

let mock: MockOpenAI;
let svc: RunningInference;
let pool: pg.Pool;
let url: string;
let ws = '';
let n = 0;
const clients: Client[] = [];

/** `null` sends no svc-permissions at all. */
const identity = (permissions: string | string[] | null = 'ai:invoke') => ({
  'svc-user-id': `usr_${tag}`,
  'svc-org-id': `org_${tag}`,
  'svc-workspace-id': ws,
  ...(permissions === null ? {} : { 'svc-permissions': permissions }),
});

function client(
  headers: Record<string, unknown> | null = identity(),
  onAck?: (p: unknown) => void,
  target = url,
): Client {
  const c = createClient({
    url: target,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: headers === null ? {} : { headers },
    on: { connected: (_s, payload) => onAck?.(payload) },
  });
  clients.push(c);
  return c;
}

async function collect(c: Client, query: string, variables?: Record<string, unknown>) {
  const out: { data?: any; errors?: any[] }[] = [];
  for await (const r of c.iterate({ query, variables })) out.push(r as never);
  return out;
}

const rows = async () => (await pool.query('SELECT * FROM billing.usage_records WHERE workspace_id = $1', [ws])).rows;

const CHAT = `subscription($input: ChatCompletionInput!) { chatCompletionStream(input: $input) {
  id index model provider virId finishReason delta { role content toolCalls { index } }
  usage { promptTokens completionTokens totalTokens cost { status microcents } } } }`;
const RAW = `subscription($input: InferenceStreamInput!) { inferenceStream(input: $input) {
  delta finishReason model provider servedBy { poolId } virId usage { promptTokens completionTokens totalTokens } } }`;
const chatInput = (model = 'm1') => ({ input: { model, messages: [{ role: 'USER', content: 'Hi' }] } });

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
      INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]),
    },
  });
  url = `ws://127.0.0.1:${svc.port}/graphql`;
  pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
});

afterAll(async () => {
  for (const c of clients) await c.dispose();
  await svc?.stop();
  await mock?.close();
  await pool?.end();
  await billing?.stop();
});

beforeEach(() => {
  mock.reset();
  ws = `ws_sub${++n}_${tag}`;
});

describe('chatCompletionStream', () => {
  it('streams chunks per the specification and records usage; the ack carries a connection id', async () => {
    let ack: any;
    const results = await collect(
      client(identity(), (p) => (ack = p)),
      CHAT,
      chatInput(),
    );
    expect(ack).toEqual({ connection_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    const chunks = results.map((r) => r.data.chatCompletionStream);
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    expect(chunks[0].delta.role).toBe('ASSISTANT');
    expect(chunks.slice(1).every((c) => c.delta.role === null)).toBe(true);
    expect(chunks.map((c) => c.delta.content ?? '').join('')).toBe('Hello, world!');
    expect(chunks.every((c) => c.model === 'm1' && c.provider === 'p1' && c.virId === null)).toBe(true);
    const last = chunks.at(-1);
    expect(last.finishReason).toBe('STOP');
    expect(last.usage).toEqual({
      promptTokens: 12,
      completionTokens: 4,
      totalTokens: 16,
      cost: { status: 'COST_AVAILABLE', microcents: '7000' },
    });
    expect(chunks.slice(0, -1).every((c) => c.finishReason === null && c.usage === null)).toBe(true);
    await expect.poll(rows).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({
      partial: false,
      input_tokens: 12,
      output_tokens: 4,
      cost_microcents: '7000',
    });
  });

  it.each([['ai:execute'], ['svc:llm:model:invoke'], ['svc:llm:*'], [['other:perm', 'ai:invoke']]])(
    'accepts permission %j',
    async (perm) => {
      const results = await collect(client(identity(perm as string)), CHAT, chatInput());
      expect(results.at(-1)?.data?.chatCompletionStream.finishReason).toBe('STOP');
    },
  );

  it.each([[null], ['svc:llm:model:read ai:read']])(
    'refuses a caller without the permission (%j): SVC-AUTH-1008, upstream untouched',
    async (perm) => {
      const results = await collect(client(identity(perm)), CHAT, chatInput());
      expect(results).toHaveLength(1);
      expect(results[0].data ?? null).toBeNull();
      expect(results[0].errors?.[0].extensions.code).toBe('SVC-AUTH-1008');
      expect(mock.count()).toBe(0);
    },
  );

  it('fails an unknown model before any chunk', async () => {
    const results = await collect(client(), CHAT, chatInput('nope'));
    expect(results[0].errors?.[0].extensions).toMatchObject({
      code: 'SVC-VALID-4041',
      svc: { code: 'SVC-VALID-4041' },
    });
  });

  it('ends with one error after the chunks already sent when the upstream fails mid-stream', async () => {
    mock.enqueue({ kind: 'stream', chunks: ['a', 'b', 'c'], errorAfter: 2 });
    const results = await collect(client(), CHAT, chatInput());
    const chunks = results
      .filter((r) => r.data?.chatCompletionStream)
      .map((r) => r.data.chatCompletionStream.delta.content);
    expect(chunks.join('')).toBe('ab');
    expect(results.at(-1)!.errors?.[0].extensions.code).toBe('SVC-SERVER-9004');
    await expect.poll(rows).toHaveLength(1);
    expect((await rows())[0].partial).toBe(true);
  });

  it('completing the subscription mid-stream aborts the upstream and records partial usage', async () => {
    mock.enqueue({ kind: 'stream', chunks: Array.from({ length: 60 }, (_, i) => `w${i} `), delayMs: 40 });
    const it = client().iterate({ query: CHAT, variables: chatInput() });
    let got = 0;
    for await (const r of it) {
      expect(r.errors).toBeUndefined();
      if (++got === 4) break; // graphql-ws sends `complete`
    }
    const aborted = await mock.waitForAbort();
    expect(aborted.chunksSent).toBeLessThan(60);
    await expect.poll(rows, { timeout: 5000 }).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ partial: true, usage_estimated: true });
  });
});

describe('inferenceStream', () => {
  it('streams text deltas; routing chooses the model when none is named', async () => {
    const results = await collect(client(), RAW, { input: { prompt: 'Say hello', maxTokens: 32 } });
    const chunks = results.map((r) => r.data.inferenceStream);
    expect(chunks.map((c) => c.delta).join('')).toBe('Hello, world!');
    expect(
      chunks.every((c) => c.model === 'm1' && c.provider === 'p1' && c.servedBy === null && c.virId === null),
    ).toBe(true);
    expect(chunks.at(-1)).toMatchObject({
      finishReason: 'STOP',
      usage: { promptTokens: 12, completionTokens: 4, totalTokens: 16 },
    });
    expect(chunks.slice(0, -1).every((c) => c.finishReason === null && c.usage === null)).toBe(true);
    expect(mock.requests.at(-1)!.body).toMatchObject({
      model: 'm1',
      max_tokens: 32,
      messages: [{ role: 'user', content: 'Say hello' }],
      stream: true,
    });
  });

  it('needs the same permission', async () => {
    const results = await collect(client(identity('svc:llm:model:read')), RAW, { input: { prompt: 'x' } });
    expect(results[0].errors?.[0].extensions.code).toBe('SVC-AUTH-1008');
  });
});

describe('the WebSocket handshake', () => {
  const raw = (protocol: string, init?: unknown) =>
    new Promise<{ code: number; messages: unknown[]; error: string | null }>((resolve) => {
      const s = new WebSocket(url, protocol);
      const messages: unknown[] = [];
      let error: string | null = null;
      s.on('open', () => init !== undefined && s.send(JSON.stringify(init)));
      s.on('message', (m) => {
        messages.push(JSON.parse(String(m)));
        s.close();
      });
      s.on('error', (e) => (error = e.message));
      s.on('close', (code) => resolve({ code, messages, error }));
      setTimeout(() => s.close(), 3000);
    });

  it('refuses a connection_init without identity (4403)', async () => {
    const r = await raw('graphql-transport-ws', {
      type: 'connection_init',
      payload: { headers: { 'svc-user-id': 'u' } },
    });
    expect(r.code).toBe(4403);
    expect(r.messages).toEqual([]);
  });

  it('speaks only graphql-transport-ws and upgrades only on /graphql', async () => {
    // The server selects no subprotocol for the legacy `graphql-ws` offer; the client gives up.
    expect((await raw('graphql-ws', { type: 'connection_init' })).error).toBe('Server sent no subprotocol');
    const other = await new Promise<string>((resolve) => {
      const s = new WebSocket(url.replace('/graphql', '/v1/models'), 'graphql-transport-ws');
      s.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      s.on('error', (e) => resolve(e.message));
    });
    expect(other).toBe('404');
  });

  it('acknowledges a complete identity (header names in any case)', async () => {
    const r = await raw('graphql-transport-ws', {
      type: 'connection_init',
      payload: { headers: { 'SVC-User-ID': 'u', 'SVC-Org-ID': 'o', 'SVC-Workspace-ID': 'w' } },
    });
    expect(r.messages[0]).toMatchObject({ type: 'connection_ack', payload: { connection_id: expect.any(String) } });
  });

  it('fails closed with SVC-INFERENCE-NOT-WIRED when no provider is configured', async () => {
    const off = await startInference({ log: silent, env: { INFERENCE_PORT: '0' } });
    try {
      const results = await collect(
        client(identity(), undefined, `ws://127.0.0.1:${off.port}/graphql`),
        CHAT,
        chatInput(),
      );
      expect(results[0].errors?.[0].extensions.code).toBe('SVC-INFERENCE-NOT-WIRED');
    } finally {
      await off.stop();
    }
  });
});
