/**
 * Cache-read tokens in the usage rows (issue 16): the provider's
 * `usage.prompt_tokens_details.cached_tokens`, streamed and not, is recorded with what the cache
 * saved at the configured prices (input price minus cache-read price, exact microcents); a model
 * without a cache-read price records the tokens and a null saving (never a substituted zero); an
 * answer without usage records null (unknown), not 0. The daily rollup counts them exactly.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import OpenAI from 'openai';
import { createLogger } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { databaseUrl, redisUrl as runRedisUrl } from '../helpers/env.ts';
import { startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';
import { PrismaClient } from '../../subgraphs/billing/src/db.ts';

const silent = createLogger('test', { level: 'silent' });
let mock: MockOpenAI;
let svc: RunningInference;
let prisma: PrismaClient;

// Usage records and budgets are billing's: inference reaches them through its API.
let billing: BillingApiUnderTest;
beforeAll(async () => {
  billing = await startBillingApi({ databaseUrl: databaseUrl(), redisUrl: runRedisUrl() });
  mock = await startMockOpenAI();
  const models = [
    { id: 'm1', name: 'Cached', inputPerMillion: '2.50', cacheReadPerMillion: '1.25', outputPerMillion: '10' },
    { id: 'nc', name: 'No cache-read price', inputPerMillion: '2.50', outputPerMillion: '10' },
  ];
  svc = await startInference({
    log: silent,
    env: {
      INFERENCE_PORT: '0',
      DATABASE_URL: databaseUrl(),
      ...billing.inferenceEnv,
      INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock, { models })]),
    },
  });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
}, 60_000);
afterAll(async () => {
  await svc?.stop();
  await mock?.close();
  await prisma?.$disconnect();
  await billing?.stop();
});

function tenant() {
  const tag = randomBytes(6).toString('hex');
  return { orgId: `org_c${tag}`, workspaceId: `ws_c${tag}`, userId: `usr_c${tag}` };
}
const client = (t: ReturnType<typeof tenant>) =>
  new OpenAI({
    baseURL: `http://127.0.0.1:${svc.port}/v1`,
    apiKey: 'unused',
    maxRetries: 0,
    defaultHeaders: { 'svc-user-id': t.userId, 'svc-org-id': t.orgId, 'svc-workspace-id': t.workspaceId },
  });
const HI = [{ role: 'user' as const, content: 'Hi' }];
// 1000 prompt tokens, 800 of them from the cache, 10 completion tokens. Uncached: 1000 × 2.50 +
// 10 × 10 per million = 260,000 microcents. Billed: 200 × 2.50 + 800 × 1.25 + 10 × 10 per million
// = 160,000. Saved: 100,000.
const CACHED = {
  prompt_tokens: 1000,
  completion_tokens: 10,
  total_tokens: 1010,
  prompt_tokens_details: { cached_tokens: 800 },
};

async function rowsOf(t: ReturnType<typeof tenant>) {
  return prisma.usageRecord.findMany({
    where: { workspaceId: t.workspaceId },
    orderBy: { id: 'asc' },
    select: {
      model: true,
      inputTokens: true,
      cachedInputTokens: true,
      costMicrocents: true,
      cacheSavedMicrocents: true,
      usageEstimated: true,
    },
  });
}

describe('cache-read tokens in the usage rows', () => {
  it('records cached tokens and the exact saving, non-streamed and streamed; the rollup sums them', async () => {
    const t = tenant();
    mock.enqueue({ kind: 'chat', usage: CACHED });
    const r = await client(t).chat.completions.create({ model: 'm1', messages: HI });
    expect(r.usage?.prompt_tokens).toBe(1000);
    mock.enqueue({ kind: 'stream', usage: CACHED });
    const stream = await client(t).chat.completions.create({
      model: 'm1',
      messages: HI,
      stream: true,
      stream_options: { include_usage: true },
    });
    for await (const _chunk of stream) void _chunk;
    await expect.poll(async () => (await rowsOf(t)).length).toBe(2);
    expect(await rowsOf(t)).toEqual([
      {
        model: 'm1',
        inputTokens: 1000,
        cachedInputTokens: 800,
        costMicrocents: 160_000n,
        cacheSavedMicrocents: 100_000n,
        usageEstimated: false,
      },
      {
        model: 'm1',
        inputTokens: 1000,
        cachedInputTokens: 800,
        costMicrocents: 160_000n,
        cacheSavedMicrocents: 100_000n,
        usageEstimated: false,
      },
    ]);
    const roll = await prisma.usageDailyRollup.findMany({ where: { orgId: t.orgId } });
    expect(
      roll.map((x) => [x.requests, x.cachedInputTokens, x.cacheEvents, x.cacheSavedMicrocents, x.cacheUnknownRequests]),
    ).toEqual([[2n, 1600n, 2n, 200_000n, 0n]]);
  });

  it('no cache-read price: tokens recorded, cost at the full input price, saving null; no usage reported: cached tokens null (unknown); no cached tokens: 0 saved', async () => {
    const t = tenant();
    mock.enqueue({ kind: 'chat', usage: CACHED });
    await client(t).chat.completions.create({ model: 'nc', messages: HI });
    mock.enqueue({ kind: 'chat', usage: null });
    await client(t).chat.completions.create({ model: 'm1', messages: HI });
    mock.enqueue({
      kind: 'chat',
      usage: { prompt_tokens: 1000, completion_tokens: 10, prompt_tokens_details: { cached_tokens: 0 } },
    });
    await client(t).chat.completions.create({ model: 'm1', messages: HI });
    await expect.poll(async () => (await rowsOf(t)).length).toBe(3);
    const rows = await rowsOf(t);
    expect(rows[0]).toEqual({
      model: 'nc',
      inputTokens: 1000,
      cachedInputTokens: 800,
      costMicrocents: 260_000n,
      cacheSavedMicrocents: null,
      usageEstimated: false,
    });
    expect(rows[1]).toMatchObject({
      model: 'm1',
      cachedInputTokens: null,
      cacheSavedMicrocents: null,
      usageEstimated: true,
    });
    expect(rows[2]).toEqual({
      model: 'm1',
      inputTokens: 1000,
      cachedInputTokens: 0,
      costMicrocents: 260_000n,
      cacheSavedMicrocents: 0n,
      usageEstimated: false,
    });
    const roll = await prisma.usageDailyRollup.findMany({ where: { orgId: t.orgId }, orderBy: { model: 'asc' } });
    // m1: the estimated row is unknown; nc: the unpriced saving is unknown.
    expect(
      roll.map((x) => [x.model, x.requests, x.cacheEvents, x.cacheSavedMicrocents, x.cacheUnknownRequests]),
    ).toEqual([
      ['m1', 2n, 0n, 0n, 1n],
      ['nc', 1n, 1n, 0n, 1n],
    ]);
  });

  it('a provider that reports more cached tokens than prompt tokens, or a malformed count, records no more than the prompt', async () => {
    const t = tenant();
    mock.enqueue({
      kind: 'chat',
      usage: { prompt_tokens: 100, completion_tokens: 0, prompt_tokens_details: { cached_tokens: 5000 } },
    });
    await client(t).chat.completions.create({ model: 'm1', messages: HI });
    mock.enqueue({
      kind: 'chat',
      usage: { prompt_tokens: 100, completion_tokens: 0, prompt_tokens_details: { cached_tokens: -3 } },
    });
    await client(t).chat.completions.create({ model: 'm1', messages: HI });
    await expect.poll(async () => (await rowsOf(t)).length).toBe(2);
    const rows = await rowsOf(t);
    // 100 tokens all cached: billed 100 × 1.25 = 12,500, uncached 25,000, saved 12,500.
    expect(rows.map((r) => [r.cachedInputTokens, r.costMicrocents, r.cacheSavedMicrocents])).toEqual([
      [100, 12_500n, 12_500n],
      [0, 25_000n, 0n],
    ]);
  });
});
