/**
 * Routing against scripted upstreams: retries with backoff on configured statuses, fallback to
 * the next provider, a provider that is down, per-attempt timeouts, weights, blocked models and
 * providers; provider health, routing dry runs, cost estimates and the GraphQL query and mutation
 * operations over HTTP.
 */
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import OpenAI from 'openai';
import pg from 'pg';
import { createLogger } from '@svc/core';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { databaseUrl, redisUrl as runRedisUrl } from '../helpers/env.ts';
import { startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';

const silent = createLogger('test', { level: 'silent' });
const tag = randomBytes(5).toString('hex');
const who = { 'svc-user-id': `usr_${tag}`, 'svc-org-id': `org_${tag}`, 'svc-workspace-id': `ws_rt_${tag}` };
const HI = [{ role: 'user' as const, content: 'Hi' }];

let a: MockOpenAI;
let b: MockOpenAI;
let pool: pg.Pool;
const started: RunningInference[] = [];
let pick = 0;

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

async function start(providers: unknown[], routing?: unknown, db = true) {
  const svc = await startInference({
    log: silent,
    random: () => pick,
    env: {
      INFERENCE_PORT: '0',
      ...(db ? { DATABASE_URL: databaseUrl(), ...billing.inferenceEnv } : {}),
      INFERENCE_PROVIDERS: JSON.stringify(providers),
      ...(routing ? { INFERENCE_ROUTING: JSON.stringify(routing) } : {}),
    },
  });
  started.push(svc);
  const base = `http://127.0.0.1:${svc.port}`;
  const client = (headers: Record<string, string> = who) =>
    new OpenAI({ baseURL: `${base}/v1`, apiKey: 'unused', maxRetries: 0, defaultHeaders: headers });
  const gql = async (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = who) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: any; errors?: { message: string; extensions: { code: string } }[] };
  };
  return { svc, client, gql };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected failure');
    },
    (e) => e as InstanceType<typeof OpenAI.APIError>,
  );
const rows = async (ws: string) =>
  (
    await pool.query(
      'SELECT provider, partial FROM billing.usage_records WHERE workspace_id = $1 ORDER BY occurred_at, id',
      [ws],
    )
  ).rows;

// Usage records are billing's: inference sends them through its API.
let billing: BillingApiUnderTest;
beforeAll(async () => {
  billing = await startBillingApi({ databaseUrl: databaseUrl(), redisUrl: runRedisUrl() });
  a = await startMockOpenAI();
  b = await startMockOpenAI();
  pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
});

afterAll(async () => {
  for (const s of started) await s.stop();
  await billing?.stop();
  await a?.close();
  await b?.close();
  await pool?.end();
});

beforeEach(() => {
  a.reset();
  b.reset();
  pick = 0;
});

describe('retries and fallback (p1 preferred, p2 fallback only)', () => {
  let s: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    s = await start([mockProvider('p1', a, { weight: 100, timeoutMs: 400 }), mockProvider('p2', b, { weight: 0 })]);
  });

  it('retries a 503 on the same provider and succeeds', async () => {
    a.enqueue({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
    const ws = `ws_r1_${tag}`;
    const r = await s.client({ ...who, 'svc-workspace-id': ws }).chat.completions.create({ model: 'm1', messages: HI });
    expect(r.choices[0].message.content).toBe('Hello, world!');
    expect([a.count(), b.count()]).toEqual([3, 0]);
    await s.svc.usageRecords!.drained(); // records reach billing in batches, off the call's path
    expect(await rows(ws)).toEqual([{ provider: 'p1', partial: false }]);
  });

  it('falls back to the next provider when retries are exhausted', async () => {
    a.enqueue({ kind: 'status', status: 502 }, { kind: 'status', status: 429 }, { kind: 'status', status: 500 });
    const ws = `ws_r2_${tag}`;
    const r = await s.client({ ...who, 'svc-workspace-id': ws }).chat.completions.create({ model: 'm1', messages: HI });
    expect(r.choices[0].message.content).toBe('Hello, world!');
    expect([a.count(), b.count()]).toEqual([3, 1]);
    await s.svc.usageRecords!.drained(); // records reach billing in batches, off the call's path
    expect(await rows(ws)).toEqual([{ provider: 'p2', partial: false }]);
  });

  it('does not retry a status outside retryOnStatus (401): falls back at once', async () => {
    a.enqueue({ kind: 'status', status: 401 });
    await s.client().chat.completions.create({ model: 'm1', messages: HI });
    expect([a.count(), b.count()]).toEqual([1, 1]);
  });

  it('passes an upstream 400 through, without retry or fallback', async () => {
    a.enqueue({
      kind: 'status',
      status: 400,
      body: { error: { message: 'context too long', type: 'invalid_request_error', code: 'context_length_exceeded' } },
    });
    const e = await failure(s.client().chat.completions.create({ model: 'm1', messages: HI }));
    expect(e.status).toBe(400);
    expect(e.error).toMatchObject({ message: 'context too long', code: 'context_length_exceeded' });
    expect([a.count(), b.count()]).toEqual([1, 0]);
  });

  it('times out a hung attempt (aborting it upstream), retries, then falls back', async () => {
    a.enqueue({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const t0 = Date.now();
    const r = await s.client().chat.completions.create({ model: 'm1', messages: HI });
    expect(r.choices[0].message.content).toBe('Hello, world!');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(3 * 400);
    expect([a.count(), b.count()]).toEqual([3, 1]);
    await expect.poll(() => a.requests.filter((x) => x.aborted).length).toBe(3);
  });

  it('a pinned provider that keeps timing out ends in 504 SVC-SERVER-9005', async () => {
    a.enqueue({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const e = await failure(s.client().chat.completions.create({ model: 'p1/m1', messages: HI }));
    expect(e.status).toBe(504);
    expect(e.error).toMatchObject({ type: 'server_error', code: 'SVC-SERVER-9005' });
    expect(b.count()).toBe(0);
  });

  it('retries before the first byte of a stream too', async () => {
    a.enqueue({ kind: 'status', status: 503 }, { kind: 'stream', chunks: ['ok'] });
    const stream = await s.client().chat.completions.create({ model: 'm1', messages: HI, stream: true });
    let text = '';
    for await (const c of stream) text += c.choices[0]?.delta.content ?? '';
    expect(text).toBe('ok');
    expect(a.count()).toBe(2);
  });

  it('reports provider health from the recent window', async () => {
    a.enqueue({ kind: 'status', status: 503 });
    await s.client().chat.completions.create({ model: 'm1', messages: HI });
    const r = await s.gql(
      '{ providerHealth { providerId displayName requestCount errorCount successRate avgLatencyMs status lastError lastCheck supportedModels } }',
    );
    expect(r.errors).toBeUndefined();
    const [p1, p2] = r.data.providerHealth;
    expect(p1).toMatchObject({ providerId: 'p1', displayName: 'p1', supportedModels: ['m1', 'e1', 'free'] });
    expect(p1.requestCount).toBeGreaterThan(p1.errorCount);
    expect(p1.errorCount).toBeGreaterThan(0);
    expect(p1.successRate).toBeCloseTo((p1.requestCount - p1.errorCount) / p1.requestCount, 5);
    expect(p1.lastError).toMatch(/HTTP 503|timed out/);
    expect(['DEGRADED', 'UNHEALTHY']).toContain(p1.status);
    expect(Date.parse(p1.lastCheck)).toBeGreaterThan(Date.now() - 60_000);
    expect(p2).toMatchObject({ providerId: 'p2', errorCount: 0, status: 'HEALTHY' });
  });
});

describe('a provider that is down', () => {
  it('falls back past a refused connection, and fails with 503 when it is the only one', async () => {
    const down = `http://127.0.0.1:${await closedPort()}/v1`;
    const s = await start([mockProvider('down', down, { maxRetries: 1 }), mockProvider('up', b, { weight: 0 })]);
    const r = await s.client().chat.completions.create({ model: 'm1', messages: HI });
    expect(r.choices[0].message.content).toBe('Hello, world!');
    expect(b.count()).toBe(1);
    const ws = `ws_down_${tag}`;
    const e = await failure(
      s.client({ ...who, 'svc-workspace-id': ws }).chat.completions.create({ model: 'down/m1', messages: HI }),
    );
    expect(e.status).toBe(503);
    expect(e.error).toMatchObject({ code: 'SVC-SERVER-9001' });
    await s.svc.usageRecords!.drained(); // records reach billing in batches, off the call's path
    expect(await rows(ws)).toEqual([]); // a failed request stores nothing
    const h = await s.gql('{ providerHealth { providerId requestCount errorCount successRate status lastError } }');
    expect(h.data.providerHealth[0]).toMatchObject({
      providerId: 'down',
      requestCount: 4,
      errorCount: 4,
      successRate: 0,
      status: 'UNHEALTHY',
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
  });
});

describe('weights, preferences and blocks', () => {
  it('picks the first provider by weight and falls back to the others', async () => {
    const s = await start([mockProvider('p1', a, { weight: 30 }), mockProvider('p2', b, { weight: 70 })]);
    pick = 0.1; // 10 of 100 → inside p1's 30
    await s.client().chat.completions.create({ model: 'm1', messages: HI });
    pick = 0.5; // 50 → p2
    await s.client().chat.completions.create({ model: 'm1', messages: HI });
    expect([a.count(), b.count()]).toEqual([1, 1]);
  });

  it('modelPrefs override provider weights; blocked models and providers are refused and unlisted', async () => {
    const s = await start([mockProvider('p1', a), mockProvider('p2', b), mockProvider('p3', b)], {
      blockedModels: ['free', 'p2/e1'],
      blockedProviders: ['p3'],
      modelPrefs: [
        { modelId: 'm1', providerId: 'p2', weight: 100 },
        { modelId: 'm1', providerId: 'p1', weight: 0 },
      ],
    });
    await s.client().chat.completions.create({ model: 'm1', messages: HI });
    expect([a.count(), b.count()]).toEqual([0, 1]);
    const e = await failure(s.client().chat.completions.create({ model: 'free', messages: HI }));
    expect(e.status).toBe(403);
    expect(e.error).toMatchObject({ type: 'permission_error', code: 'model_blocked', param: 'model' });
    const pinned = await failure(s.client().chat.completions.create({ model: 'p3/m1', messages: HI }));
    expect(pinned.status).toBe(403);
    await s.client().embeddings.create({ model: 'e1', input: 'x', encoding_format: 'float' });
    expect(a.count('/v1/embeddings')).toBe(1); // p2/e1 blocked, p3 blocked
    const models = (await s.client().models.list()).data.map((m) => m.id);
    expect(models).toEqual(['m1', 'e1']);

    const d = await s.gql(`{
      allow: routingDecision(input: { model: "m1", messages: [{ role: USER, content: "hello" }], maxTokens: 100 }) { chosenModel verdict rationale matchedPolicies transformNotes estimatedCostMicrocents estimatedInputTokens estimatedOutputTokens activeRoutingConfigDigest }
      deny: routingDecision(input: { model: "free", messages: [{ role: USER, content: "hello" }] }) { chosenModel verdict rationale }
      chosen: routingDecision(input: { messages: [{ role: USER, content: "hello" }] }) { chosenModel verdict transformNotes }
    }`);
    expect(d.errors).toBeUndefined();
    // 9 estimated input tokens × $2.50/M + 100 × $10/M = 102,250 microcents
    expect(d.data.allow).toEqual({
      chosenModel: 'p2/m1',
      verdict: 'ALLOW',
      rationale: expect.stringContaining('p2 (weight 100), then p1 (weight 0)'),
      matchedPolicies: ['blockedProviders:p3', 'modelPrefs:m1@p1=0', 'modelPrefs:m1@p2=100'],
      transformNotes: null,
      estimatedCostMicrocents: 102250,
      estimatedInputTokens: '9',
      estimatedOutputTokens: '100',
      activeRoutingConfigDigest: null,
    });
    expect(d.data.deny).toMatchObject({ verdict: 'DENY', rationale: expect.stringContaining('blocked') });
    expect(d.data.chosen).toEqual({
      chosenModel: 'p2/m1',
      verdict: 'TRANSFORM',
      transformNotes: 'no model requested; routing chose m1',
    });
  });
});

describe('GraphQL queries and mutations over HTTP', () => {
  let s: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    s = await start([mockProvider('p1', a)]);
  });

  it('estimateCost computes from the decimal prices; an unpriced model has no estimate', async () => {
    const r = await s.gql(
      '{ estimateCost(input: { model: "m1", messages: [{ role: USER, content: "hello" }], maxTokens: 100 }) { model provider estimatedCostMicrocents estimatedInputTokens estimatedOutputTokens inputPricePerMillionUsd outputPricePerMillionUsd } }',
    );
    expect(r.data.estimateCost).toEqual({
      model: 'm1',
      provider: 'p1',
      estimatedCostMicrocents: 102250,
      estimatedInputTokens: '9',
      estimatedOutputTokens: '100',
      inputPricePerMillionUsd: '2.50',
      outputPricePerMillionUsd: '10',
    });
    const u = await s.gql(
      '{ estimateCost(input: { model: "free", messages: [{ role: USER, content: "hello" }] }) { model } }',
    );
    expect(u.data).toBeNull();
    expect(u.errors?.[0].extensions.code).toBe('SVC-VALID-4000');
  });

  it('models carry the configured price; an unpriced model has price null', async () => {
    const r = await s.gql(
      '{ models { id provider type contextWindow inputCostPer1K outputCostPer1K price { currency inputPerMillion outputPerMillion signatureVerified } } }',
    );
    expect(r.data.models).toEqual([
      {
        id: 'm1',
        provider: 'p1',
        type: 'CHAT',
        contextWindow: 128000,
        inputCostPer1K: 250000,
        outputCostPer1K: 1000000,
        price: { currency: 'USD', inputPerMillion: '2.50', outputPerMillion: '10', signatureVerified: false },
      },
      {
        id: 'e1',
        provider: 'p1',
        type: 'EMBEDDING',
        contextWindow: null,
        inputCostPer1K: 2000,
        outputCostPer1K: null,
        price: { currency: 'USD', inputPerMillion: '0.02', outputPerMillion: null, signatureVerified: false },
      },
      {
        id: 'free',
        provider: 'p1',
        type: 'CHAT',
        contextWindow: null,
        inputCostPer1K: null,
        outputCostPer1K: null,
        price: null,
      },
    ]);
  });

  it('chatCompletion and createEmbedding mutations call the provider and record usage', async () => {
    const ws = `ws_gql_${tag}`;
    const h = { ...who, 'svc-workspace-id': ws };
    const c = await s.gql(
      'mutation { chatCompletion(input: { model: "m1", messages: [{ role: SYSTEM, content: "be brief" }, { role: USER, content: "hello" }], maxTokens: 20, temperature: 0.5 }) { id finishReason latencyMs model provider message { role content } toolCalls { id } usage { promptTokens completionTokens totalTokens cost { status microcents formulaId signatureVerified source pricingKeyVersion } } } }',
      undefined,
      h,
    );
    expect(c.errors).toBeUndefined();
    expect(c.data.chatCompletion).toMatchObject({
      finishReason: 'STOP',
      model: 'm1',
      provider: 'p1',
      message: { role: 'ASSISTANT', content: 'Hello, world!' },
      toolCalls: null,
      usage: {
        promptTokens: 12,
        completionTokens: 4,
        totalTokens: 16,
        cost: {
          status: 'COST_AVAILABLE',
          microcents: '7000',
          formulaId: expect.any(String),
          signatureVerified: false,
          source: null,
          pricingKeyVersion: null,
        },
      },
    });
    expect(a.requests.at(-1)!.body).toMatchObject({
      model: 'm1',
      max_tokens: 20,
      temperature: 0.5,
      messages: [
        { role: 'system', content: 'be brief' },
        { role: 'user', content: 'hello' },
      ],
    });
    const e = await s.gql(
      'mutation { createEmbedding(input: { model: "e1", input: ["a", "b"], dimensions: 3 }) { id model provider embeddings { index dimensions vector } usage { totalTokens estimatedCostMicrocents cost { status microcents } } } }',
      undefined,
      h,
    );
    expect(e.errors).toBeUndefined();
    expect(e.data.createEmbedding.embeddings).toEqual([
      { index: 0, dimensions: 3, vector: '[0.1,0.11,0.12]' },
      { index: 1, dimensions: 3, vector: '[0.2,0.21,0.22]' },
    ]);
    expect(e.data.createEmbedding.usage).toEqual({
      totalTokens: 6,
      estimatedCostMicrocents: null,
      cost: { status: 'COST_UNAVAILABLE', microcents: null },
    });
    await s.svc.usageRecords!.drained();
    expect((await rows(ws)).length).toBe(2);
  });

  it('validates GraphQL input with the /v1 rules and requires a caller', async () => {
    const r = await s.gql('mutation { chatCompletion(input: { model: "m1", messages: [], maxTokens: 5 }) { id } }');
    expect(r.errors?.[0].extensions.code).toBe('SVC-VALID-4000');
    const n = await s.gql(
      'mutation { chatCompletion(input: { model: "m1", messages: [{ role: USER, content: "x" }], maxTokens: 0 }) { id } }',
    );
    expect(n.errors?.[0].message).toMatch(/max_tokens/);
    const u = await s.gql(
      'mutation { chatCompletion(input: { model: "nope", messages: [{ role: USER, content: "x" }] }) { id } }',
    );
    expect(u.errors?.[0].extensions.code).toBe('SVC-VALID-4041');
    const anon = await s.gql('{ providerHealth { providerId } }', undefined, {});
    expect(anon.errors?.[0].extensions.code).toBe('SVC-AUTH-1000');
    expect(a.count()).toBe(0);
  });
});
