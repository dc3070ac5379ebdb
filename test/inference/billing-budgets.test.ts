/**
 * Inference reads budgets from billing, their owner, through billing's internal API (ADR 012),
 * cached: a warm call makes no round trip to billing for budgets (counted on billing's side), and a
 * budget created through billing's GraphQL API refuses the next chat call within the bound, by
 * billing's announcement on the shared store (a TTL far longer than the test: only the
 * announcement can do it), or by the cache TTL when no announcement reaches inference (the
 * in-process store). Usage a chat call recorded is billing's row.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import OpenAI from 'openai';
import { createLogger } from '@svc/core';
import { postGraphql, type TestCaller } from '@svc/subgraph-kit/testing';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';
import { databaseUrl, redisUrl } from '../helpers/env.ts';
import { startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { allOwnersPrisma, type AllOwnersClient } from '../helpers/db.ts';

const silent = createLogger('test', { level: 'silent' });
const TTL_MS = 1_500;

let id: IamIdentity;
/** Usage records are billing's: seeded and read as the database owner. */
let owners: AllOwnersClient;
let billing: BillingApiUnderTest;
let mock: MockOpenAI;
/** Hears billing's announcements (Redis), with a TTL no test waits for. */
let announced: RunningInference | null = null;
/** The in-process store: no announcement reaches it, the TTL bounds a change. */
let expiring: RunningInference;
/** A TTL no test waits for: every read of budgets after the first would be a round trip to count. */
let warm: RunningInference;

beforeAll(async () => {
  id = await startIamIdentity();
  owners = allOwnersPrisma(databaseUrl());
  billing = await startBillingApi({
    databaseUrl: databaseUrl(),
    redisUrl: redisUrl(),
    env: { IDENTITY_GRPC_TARGET: id.grpcTarget },
  });
  mock = await startMockOpenAI();
  const env = {
    INFERENCE_PORT: '0',
    ...billing.inferenceEnv,
    INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]),
  };
  if (redisUrl())
    announced = await startInference({
      log: silent,
      env: { ...env, REDIS_URL: redisUrl(), BUDGET_CACHE_TTL_MS: '600000' },
    });
  expiring = await startInference({ log: silent, env: { ...env, BUDGET_CACHE_TTL_MS: String(TTL_MS) } });
  warm = await startInference({ log: silent, env: { ...env, BUDGET_CACHE_TTL_MS: '600000' } });
}, 60_000);
afterAll(async () => {
  await announced?.stop();
  await expiring?.stop();
  await warm?.stop();
  await mock?.close();
  await billing?.stop();
  await id?.stop();
  await owners?.$disconnect();
});

const caller = (t: Tenant): TestCaller => ({ userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId });
const chat = (svc: RunningInference, t: Tenant) =>
  new OpenAI({
    baseURL: `http://127.0.0.1:${svc.port}/v1`,
    apiKey: 'unused',
    maxRetries: 0,
    defaultHeaders: { 'svc-user-id': t.userId, 'svc-org-id': t.orgId, 'svc-workspace-id': t.workspaceId },
  }).chat.completions
    .create({ model: 'm1', messages: [{ role: 'user', content: 'x'.repeat(40) }], max_tokens: 4 })
    .then(
      () => 'ok',
      (e: InstanceType<typeof OpenAI.APIError>) => `${e.status} ${(e.error as { code?: string })?.code}`,
    );

/** 0.99 cents already spent this month: with it no call's estimate (0.00825 cents) fits under a 1-cent ceiling. */
const nearlySpent = (t: Tenant) =>
  owners.usageRecord.create({
    data: {
      id: `ur_${t.orgId}`,
      workspaceId: t.workspaceId,
      orgId: t.orgId,
      provider: 'p1',
      model: 'm1',
      inputTokens: 1,
      outputTokens: 1,
      costMicrocents: 990_000n,
      occurredAt: new Date(),
    },
  });

async function createBudget(t: Tenant, cents: string) {
  const r = await postGraphql(
    billing.port,
    'mutation($i: CreateBudgetInput!) { createBudget(input: $i) { id } }',
    {
      i: { scopeType: 'ORGANIZATION', scopeId: t.orgId, mode: 'HARD', usdCeilingCents: cents, alertThresholdPcts: [] },
    },
    caller(t),
  );
  expect(r.errors).toBeUndefined();
}

describe('budgets from billing, cached in inference', () => {
  it("a warm call makes no round trip to billing for budgets; the call's usage is billing's row", async () => {
    const t = await tenant(id, { role: 'BILLING' });
    await createBudget(t, '100000'); // far from any ceiling
    const cold = { list: await billing.calls('ListBudgets'), spend: await billing.calls('CommittedSpend') };
    expect(await chat(warm, t)).toBe('ok'); // cold: reads the budgets, opens the ledger account
    const before = { list: await billing.calls('ListBudgets'), spend: await billing.calls('CommittedSpend') };
    expect(before).toEqual({ list: cold.list + 1, spend: cold.spend + 1 });
    // Twenty calls, each held against the cached budget and the open account.
    for (let i = 0; i < 20; i++) expect(await chat(warm, t)).toBe('ok');
    expect({ list: await billing.calls('ListBudgets'), spend: await billing.calls('CommittedSpend') }).toEqual(before);
    await warm.usageRecords!.drained();
    const rows = await owners.usageRecord.findMany({ where: { orgId: t.orgId } });
    expect(rows).toHaveLength(21);
    expect(
      rows.every((r) => r.workspaceId === t.workspaceId && r.userId === t.userId && r.costMicrocents === 7000n),
    ).toBe(true);
  });

  it.skipIf(!redisUrl())(
    "a budget created through billing's API refuses the next call at once, by billing's announcement",
    async () => {
      const t = await tenant(id, { role: 'BILLING' });
      expect(await chat(announced!, t)).toBe('ok'); // caches "no budget" for ten minutes
      await announced!.usageRecords!.drained();
      await nearlySpent(t);
      await createBudget(t, '1');
      await expect
        .poll(() => chat(announced!, t), { timeout: 5_000, interval: 100 })
        .toBe('402 SVC-BILLING-BUDGET-EXCEEDED');
    },
  );

  it('without an announcement the cache TTL bounds the change', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    expect(await chat(expiring, t)).toBe('ok');
    await expiring.usageRecords!.drained();
    await nearlySpent(t);
    await createBudget(t, '1');
    await expect
      .poll(() => chat(expiring, t), { timeout: TTL_MS + 5_000, interval: 100 })
      .toBe('402 SVC-BILLING-BUDGET-EXCEEDED');
  });
});
