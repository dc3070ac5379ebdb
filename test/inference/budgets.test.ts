/**
 * Budgets that hold (the billing stage, subgraphs/inference/src/services/budget-guard.ts) on three
 * inference replicas sharing one Redis and one PostgreSQL, driven by the openai SDK against a
 * scripted upstream on loopback. A HARD budget refuses a call before any provider is called, and
 * 200 parallel calls spread over the replicas never commit past its ceiling; a SOFT budget's alert
 * threshold is announced once; a failed or aborted call frees its hold and commits only what it
 * streamed; an unpriced model under a HARD budget is refused. The replicas run with headroom
 * leases on (ADR 005): one test warms every replica into holding a lease before its burst.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import OpenAI from 'openai';
import { createLogger, RedisStore } from '@svc/core';
import { BudgetLedger, budgetLedgerKey } from '@svc/budget-ledger';
import { createPrismaClient } from '@svc/db';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { budgetPeriod, type BudgetGuard } from '../../subgraphs/inference/src/services/budget-guard.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { databaseUrl, redisUrl as runRedisUrl } from '../helpers/env.ts';
import { startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';
import { PrismaClient } from '../../subgraphs/billing/src/db.ts';

const redisUrl = process.env.REDIS_URL;
const silent = createLogger('test', { level: 'silent' });

let mock: MockOpenAI;
let replicas: RunningInference[] = [];
let prisma: PrismaClient;
let store: RedisStore;

// Usage records and budgets are billing's: inference reaches them through its API.
let billing: BillingApiUnderTest;
beforeAll(async () => {
  billing = await startBillingApi({ databaseUrl: databaseUrl(), redisUrl: runRedisUrl() });
  mock = await startMockOpenAI();
  const env = {
    INFERENCE_PORT: '0',
    DATABASE_URL: databaseUrl(),
    ...billing.inferenceEnv,
    REDIS_URL: redisUrl ?? '',
    INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock, { maxRetries: 0, timeoutMs: 60_000 })]),
    // Leases of 8 calls (66,000 microcents) instead of 16, so that all three replicas can hold one
    // under a 1-cent ceiling with the default reserve (4 leases) free.
    BUDGET_LEASE_CALLS: '8',
  };
  replicas = await Promise.all([0, 1, 2].map(() => startInference({ log: silent, env })));
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  if (redisUrl) store = new RedisStore({ url: redisUrl }).connect();
}, 60_000);

afterAll(async () => {
  await Promise.all(replicas.map((r) => r.stop()));
  await mock?.close();
  await prisma?.$disconnect();
  await store?.close();
  await billing?.stop();
});

function tenant() {
  const tag = randomBytes(6).toString('hex');
  return { orgId: `org_b${tag}`, workspaceId: `ws_b${tag}`, userId: `usr_b${tag}` };
}
type Tenant = ReturnType<typeof tenant>;
const client = (t: Tenant, replica = 0, extra: Record<string, string> = {}) =>
  new OpenAI({
    baseURL: `http://127.0.0.1:${replicas[replica].port}/v1`,
    apiKey: 'unused',
    maxRetries: 0,
    defaultHeaders: { 'svc-user-id': t.userId, 'svc-org-id': t.orgId, 'svc-workspace-id': t.workspaceId, ...extra },
  });

async function budget(
  t: Tenant,
  b: { scopeType: string; scopeId: string; mode: 'SOFT' | 'HARD'; cents: bigint; pcts?: number[] },
) {
  const id = `budget_${randomUUID()}`;
  await prisma.budget.create({
    data: {
      id,
      organizationId: t.orgId,
      scopeType: b.scopeType,
      scopeId: b.scopeId,
      mode: b.mode,
      ceilingCents: b.cents,
      alertThresholdPcts: b.pcts ?? [],
      createdBy: t.userId,
    },
  });
  return id;
}
const committedOf = async (t: Tenant) =>
  await prisma.usageRecord.aggregate({ where: { orgId: t.orgId }, _sum: { costMicrocents: true }, _count: true });
const ledger = async (budgetId: string) =>
  (await new BudgetLedger(store).read([budgetLedgerKey(budgetId, budgetPeriod(new Date()).start)]))[0];

// 'x' × 40: the estimate is 3 + 4 + 10 = 17 prompt tokens and max_tokens 4 → 17 × 250 + 4 × 1000 =
// 8,250 microcents held; the mock reports 12 + 4 tokens → 7,000 microcents committed per call.
const PROMPT = [{ role: 'user' as const, content: 'x'.repeat(40) }];
const CALL_COST = 7_000;
const ESTIMATE = 8_250;

describe.skipIf(!redisUrl)('budgets that hold, on three inference replicas sharing one Redis', () => {
  it('200 parallel calls never commit past a HARD ceiling; the refused ones never reach the provider', async () => {
    const t = tenant();
    const id = await budget(t, { scopeType: 'ORGANIZATION', scopeId: t.orgId, mode: 'HARD', cents: 1n }); // 1,000,000 microcents
    mock.reset();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client(t, i % 3)
          .chat.completions.create({ model: 'm1', messages: PROMPT, max_tokens: 4 })
          .then(
            () => 'ok',
            (e: InstanceType<typeof OpenAI.APIError>) => `${e.status} ${(e.error as { code?: string })?.code}`,
          ),
      ),
    );
    const ok = results.filter((r) => r === 'ok').length;
    // Every refusal is the typed one; nothing else went wrong.
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['402 SVC-BILLING-BUDGET-EXCEEDED']));
    // At least what fits when every hold is in flight at once; at most what the actual costs allow.
    expect(ok).toBeGreaterThanOrEqual(Math.floor(1_000_000 / ESTIMATE));
    expect(ok).toBeLessThanOrEqual(Math.floor(1_000_000 / CALL_COST));
    expect(mock.count('/v1/chat/completions')).toBe(ok);
    // Usage records reach billing in batches, off the calls' path.
    await expect.poll(async () => (await committedOf(t))._count, { timeout: 5000 }).toBe(ok);
    const rows = await committedOf(t);
    expect(rows._count).toBe(ok);
    expect(Number(rows._sum.costMicrocents)).toBe(ok * CALL_COST);
    expect(Number(rows._sum.costMicrocents)).toBeLessThanOrEqual(1_000_000);
    // The shared ledger agrees with the usage records, and no hold is left behind (settles run beside the answer).
    await expect.poll(() => ledger(id), { timeout: 5000 }).toEqual({ committed: ok * CALL_COST, held: 0 });
  }, 120_000);

  it('with headroom leases active on all three replicas, 200 parallel calls still never commit past a HARD ceiling', async () => {
    const t = tenant();
    const id = await budget(t, { scopeType: 'ORGANIZATION', scopeId: t.orgId, mode: 'HARD', cents: 1n }); // 1,000,000 microcents
    const guards = replicas.map((r) => (r.service as unknown as { deps: { budgets: BudgetGuard } }).deps.budgets);
    const before = guards.map((g) => ({ ...g.stats }));
    // Warm: each replica holds BUDGET_LEASE_AFTER (4) calls synchronously, then takes a lease
    // (8 × 8,250; granted while 4 more leases' worth stays free under the ceiling).
    for (let i = 0; i < 12; i++)
      await client(t, i % 3).chat.completions.create({ model: 'm1', messages: PROMPT, max_tokens: 4 });
    await expect
      .poll(() => guards.map((g, i) => g.stats.granted > before[i].granted), { timeout: 5000 })
      .toEqual([true, true, true]);
    mock.reset();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client(t, i % 3)
          .chat.completions.create({ model: 'm1', messages: PROMPT, max_tokens: 4 })
          .then(
            () => 'ok',
            (e: InstanceType<typeof OpenAI.APIError>) => `${e.status} ${(e.error as { code?: string })?.code}`,
          ),
      ),
    );
    const ok = results.filter((r) => r === 'ok').length;
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['402 SVC-BILLING-BUDGET-EXCEEDED']));
    // Calls were held from leases on every replica (no ledger round trip of their own).
    expect(guards.map((g, i) => g.stats.local > before[i].local)).toEqual([true, true, true]);
    const left = 1_000_000 - 12 * CALL_COST;
    expect(ok).toBeGreaterThanOrEqual(Math.floor(left / ESTIMATE));
    expect(ok).toBeLessThanOrEqual(Math.floor(left / CALL_COST));
    expect(mock.count('/v1/chat/completions')).toBe(ok);
    await expect.poll(async () => (await committedOf(t))._count, { timeout: 5000 }).toBe(ok + 12);
    const rows = await committedOf(t);
    expect(rows._count).toBe(ok + 12);
    expect(Number(rows._sum.costMicrocents)).toBe((ok + 12) * CALL_COST);
    expect(Number(rows._sum.costMicrocents)).toBeLessThanOrEqual(1_000_000);
    // Near the ceiling every lease was given back: the ledger agrees with the records, nothing held.
    await expect.poll(() => ledger(id), { timeout: 5000 }).toEqual({ committed: (ok + 12) * CALL_COST, held: 0 });
  }, 120_000);

  it('a PROVIDER budget applies to that provider only; an API_KEY budget to that key only', async () => {
    const t = tenant();
    await budget(t, { scopeType: 'API_KEY', scopeId: 'key_capped', mode: 'HARD', cents: 1n });
    await budget(t, { scopeType: 'PROVIDER', scopeId: 'other-provider', mode: 'HARD', cents: 1n });
    const capped = client(t, 1, { 'svc-api-key-id': 'key_capped' });
    const free = client(t, 2, { 'svc-api-key-id': 'key_free' });
    // 1,000,000 / 8,250 = 121 holds fit; spend 1 cent on the capped key…
    let n = 0;
    for (;;) {
      const r = await capped.chat.completions.create({ model: 'm1', messages: PROMPT, max_tokens: 4 }).then(
        () => true,
        (e) => (expect(e.status).toBe(402), false),
      );
      if (!r) break;
      n++;
      expect(n).toBeLessThanOrEqual(142);
    }
    expect(n * CALL_COST + ESTIMATE).toBeGreaterThan(1_000_000);
    // …the other key of the organization is not held by it.
    await expect(free.chat.completions.create({ model: 'm1', messages: PROMPT, max_tokens: 4 })).resolves.toMatchObject(
      { object: 'chat.completion' },
    );
  }, 60_000);

  it('a SOFT budget never refuses, and announces each alert threshold once per period', async () => {
    const t = tenant();
    const announced: string[] = [];
    const sub = new RedisStore({ url: redisUrl! }).connect();
    const unsubscribe = await sub.subscribe('billing.budget.threshold_crossed', (m) => {
      const e = JSON.parse(m);
      if (e.orgId === t.orgId) announced.push(`${e.thresholdPct}`);
    });
    try {
      const id = await budget(t, {
        scopeType: 'WORKSPACE',
        scopeId: t.workspaceId,
        mode: 'SOFT',
        cents: 1n,
        pcts: [1, 50],
      }); // 10,000 and 500,000 microcents
      // 80 calls: 560,000 microcents, past 100% of the ceiling; SOFT lets every one through.
      const results = await Promise.allSettled(
        Array.from({ length: 80 }, (_, i) =>
          client(t, i % 3).chat.completions.create({ model: 'm1', messages: PROMPT, max_tokens: 4 }),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      await expect.poll(() => [...announced].sort(), { timeout: 5000 }).toEqual(['1', '50']);
      await expect.poll(() => ledger(id), { timeout: 5000 }).toEqual({ committed: 80 * CALL_COST, held: 0 });
    } finally {
      await unsubscribe();
      await sub.close();
    }
  }, 60_000);

  it('a failed call commits nothing; an aborted stream commits what it streamed; both free their hold', async () => {
    const t = tenant();
    const id = await budget(t, { scopeType: 'ORGANIZATION', scopeId: t.orgId, mode: 'HARD', cents: 100n });
    mock.enqueue({ kind: 'status', status: 500, body: { error: { message: 'boom' } } });
    await expect(
      client(t).chat.completions.create({ model: 'm1', messages: PROMPT, max_tokens: 4 }),
    ).rejects.toMatchObject({ status: 502 });
    await expect.poll(() => ledger(id), { timeout: 5000 }).toEqual({ committed: 0, held: 0 });

    mock.enqueue({ kind: 'stream', chunks: ['a', 'b', 'c', 'd', 'e', 'f'], delayMs: 150, usage: null });
    const controller = new AbortController();
    const stream = await client(t, 1).chat.completions.create(
      { model: 'm1', messages: PROMPT, max_tokens: 4, stream: true },
      { signal: controller.signal },
    );
    let got = 0;
    try {
      for await (const _ of stream) if (++got === 2) controller.abort();
    } catch {
      /* the abort */
    }
    await mock.waitForAbort();
    // The partial usage (estimated) is committed and recorded alike; nothing stays held.
    await expect.poll(async () => (await committedOf(t))._count, { timeout: 5000 }).toBe(1);
    const recorded = Number((await committedOf(t))._sum.costMicrocents);
    expect(recorded).toBeGreaterThan(0);
    await expect.poll(() => ledger(id), { timeout: 5000 }).toEqual({ committed: recorded, held: 0 });
  }, 60_000);

  it('refuses a model without a USD price under a HARD budget, before the provider', async () => {
    const t = tenant();
    await budget(t, { scopeType: 'ORGANIZATION', scopeId: t.orgId, mode: 'HARD', cents: 100n });
    const before = mock.count('/v1/chat/completions');
    const e = await client(t)
      .chat.completions.create({ model: 'free', messages: PROMPT })
      .catch((x) => x);
    expect([e.status, e.error?.code]).toEqual([402, 'SVC-BILLING-BUDGET-UNPRICED']);
    expect(mock.count('/v1/chat/completions')).toBe(before);
  });
});
