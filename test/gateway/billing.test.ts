/**
 * Billing end to end through the gateway: an inference call on /v1 (the openai SDK, the token of a
 * tenant of the test's own, the scripted upstream on loopback) is recorded by inference, and the reports the edge serves on
 * /graphql count it exactly (aiUsage, usageReport, costBreakdown); billingPlans marks the
 * organization's plan; invoices list through the edge; a root field the token has no scope for is
 * refused at the edge; a HARD budget refuses inference on all three transports (/v1, a GraphQL
 * mutation, a GraphQL subscription over WebSocket) with its typed code before the provider; a
 * budget created with createBudget through the edge refuses the next chat call within the bound
 * (billing's announcement reaches inference's budget cache; ADR 012); a
 * subscription that ends after a cancellation moves the organization to FREE and the edge
 * enforces FREE's per-minute limit from the next request (the cached tier dropped on identity's
 * announcement, not on expiry).
 */
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import OpenAI from 'openai';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { startPlatform, clientToken, type Platform } from '../helpers/platform-harness.ts';
import { clientCredentialsToken } from '../helpers/oauth.ts';
import { redisUrl } from '../helpers/env.ts';
import { createTestTenant } from '../helpers/tenant.ts';
import { databaseUrl } from '../helpers/env.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { PrismaClient } from '../../identity/src/db.ts';
import { allOwnersPrisma } from '../helpers/db.ts';

const FREE_LIMIT = 12;
const BUDGET_TTL_WITHOUT_REDIS_MS = 2_000;
const PRO_LIMIT = 40;

let p: Platform;
let mock: MockOpenAI;
let token: string;

beforeAll(async () => {
  mock = await startMockOpenAI();
  // Small FREE and PRO limits so a burst can cross them; tiers cached far longer than the test runs,
  // so only the plan-change announcement can make the gateway read the new tier.
  // With Redis, budgets stay cached in inference far longer than the test runs, so only billing's
  // announcement can make a new budget apply; without it, the TTL bounds it.
  p = await startPlatform({
    INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]),
    RATE_LIMIT_FREE_PER_MINUTE: String(FREE_LIMIT),
    RATE_LIMIT_PRO_PER_MINUTE: String(PRO_LIMIT),
    TIER_CACHE_MS: '3600000',
    BUDGET_CACHE_TTL_MS: redisUrl() ? '600000' : String(BUDGET_TTL_WITHOUT_REDIS_MS),
  });
  token = await clientToken(p);
}, 200_000);
afterAll(async () => {
  await p?.stop();
  await mock?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  t = token,
): Promise<{ data?: any; errors?: any[] }> {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
    body: JSON.stringify({ query, variables }),
  });
  return r.json();
}

const USAGE = `query($s: DateTime) {
  aiUsage(since: $s) { totalRequests promptTokens completionTokens totalCostMicrocents byProvider { provider requests costMicrocents } }
  usageReport(since: $s) { perModelCostAvailable byModel { provider model requests costMicrocentsExact } }
  costBreakdown(dimension: "model", window: "7d") { costStatus rows { key requests tokens costCents } }
}`;

describe('billing through the gateway', () => {
  it('counts an inference call made on /v1 in aiUsage, usageReport and costBreakdown, exactly', async () => {
    // A tenant of its own (on ENTERPRISE, whose limit the polling below stays under): calls other
    // files make at the same time on the development tenant are not counted here.
    const keys = new FileKeyProvider({
      dir: p.env.KEYS_DIR!,
      publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
      maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
    });
    const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
    const own = await createTestTenant(prisma, {
      secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
      scopes: ['svc:llm:model:invoke', 'svc:billing:usage:read'],
      plan: 'ENTERPRISE',
    }).finally(() => prisma.$disconnect());
    const ownToken = await clientCredentialsToken(p.auth, own);
    const since = new Date(Date.now() - 1000).toISOString();
    const before = await gql(USAGE, { s: since }, ownToken);
    expect(before.errors).toBeUndefined();
    const openai = new OpenAI({ baseURL: `${p.api}/v1`, apiKey: ownToken, maxRetries: 0 });
    for (let i = 0; i < 3; i++)
      await openai.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'Hi' }] });
    // Inference sends usage records to billing in batches, off the calls' path (ADR 012).
    await expect
      .poll(
        async () =>
          Number((await gql(USAGE, { s: since }, ownToken)).data?.aiUsage.totalRequests) -
          Number(before.data.aiUsage.totalRequests),
        { timeout: 10_000, interval: 100 },
      )
      .toBe(3);
    const after = await gql(USAGE, { s: since }, ownToken);
    expect(after.errors).toBeUndefined();
    const d = after.data;
    // The mock reports 12 prompt and 4 completion tokens; m1 costs 2.50 and 10 USD per million:
    // 12 * 250 + 4 * 1000 = 7000 microcents a call.
    expect(Number(d.aiUsage.totalRequests) - Number(before.data.aiUsage.totalRequests)).toBe(3);
    expect(Number(d.aiUsage.promptTokens) - Number(before.data.aiUsage.promptTokens)).toBe(36);
    expect(Number(d.aiUsage.completionTokens) - Number(before.data.aiUsage.completionTokens)).toBe(12);
    expect(d.aiUsage.totalCostMicrocents - before.data.aiUsage.totalCostMicrocents).toBe(21_000);
    expect(d.aiUsage.byProvider.find((x: any) => x.provider === 'p1')).toBeTruthy();
    const m1 = d.usageReport.byModel.find((x: any) => x.provider === 'p1' && x.model === 'm1');
    const m1Before = before.data.usageReport.byModel.find((x: any) => x.provider === 'p1' && x.model === 'm1');
    expect(BigInt(m1.costMicrocentsExact) - BigInt(m1Before?.costMicrocentsExact ?? '0')).toBe(21_000n);
    expect(d.costBreakdown.costStatus).toBe('COST_AVAILABLE');
    expect(d.costBreakdown.rows.find((r: any) => r.key === 'm1')).toBeTruthy();
  });

  it('serves billingPlans and invoices through the edge, and refuses a field the token has no scope for', async () => {
    const plans = await gql(
      '{ billingPlans { id isCurrent } budgets { id } invoices(first: 5) { pageInfo { totalCount hasNextPage } edges { node { invoiceNumber } } } }',
    );
    expect(plans.errors).toBeUndefined();
    // The development tenant is seeded on ENTERPRISE.
    expect(plans.data.billingPlans).toEqual([
      { id: 'FREE', isCurrent: false },
      { id: 'PRO', isCurrent: false },
      { id: 'ENTERPRISE', isCurrent: true },
    ]);
    expect(plans.data.invoices.pageInfo).toMatchObject({ hasNextPage: false });
    // Other files (the console's browser test) create budgets on the shared development tenant: the
    // field is served, each entry one of billing's budgets.
    expect(Array.isArray(plans.data.budgets)).toBe(true);
    for (const b of plans.data.budgets) expect(b.id).toMatch(/^budget_/);
    const narrow = await clientToken(p, 'svc:billing:usage:read');
    const refused = await gql('{ billingPlans { id } }', {}, narrow);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toMatch(/^SVC-AUTH-/);
    // Checkout needs a scope the workspace admin's client does not hold: refused at the edge too.
    const checkout = await gql('mutation { createBillingPortalSession { url } }');
    expect(checkout.data ?? null).toBeNull();
    expect(checkout.errors?.[0]?.extensions?.code).toMatch(/^SVC-AUTH-/);
  });

  it('a HARD budget refuses inference on /v1, a GraphQL mutation and a subscription, before the provider', async () => {
    // A tenant of its own, so that no other test's calls meet this budget.
    const keys = new FileKeyProvider({
      dir: p.env.KEYS_DIR!,
      publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
      maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
    });
    const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
    const owners = allOwnersPrisma(databaseUrl());
    let budgetId: string;
    let t;
    try {
      t = await createTestTenant(prisma, {
        secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
        scopes: ['svc:llm:model:invoke', 'svc:billing:budget:read'],
      });
      budgetId = `budget_${randomUUID()}`;
      await owners.budget.create({
        data: {
          id: budgetId,
          organizationId: t.orgId,
          scopeType: 'ORGANIZATION',
          scopeId: t.orgId,
          mode: 'HARD',
          ceilingCents: 1n,
          alertThresholdPcts: [],
          createdBy: t.userId,
        },
      });
      // 0.999 cents already spent this month: no call's estimate fits under the 1-cent ceiling.
      await owners.usageRecord.create({
        data: {
          id: `ur_${randomUUID()}`,
          workspaceId: t.workspaceId,
          orgId: t.orgId,
          provider: 'p1',
          model: 'm1',
          inputTokens: 1,
          outputTokens: 1,
          costMicrocents: 999_000n,
          occurredAt: new Date(),
        },
      });
    } finally {
      await prisma.$disconnect();
      await owners.$disconnect();
    }
    const tr = await fetch(`${p.auth}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    const tenantToken = (await tr.json()).access_token as string;
    const calls = mock.count('/v1/chat/completions');

    const v1 = await new OpenAI({ baseURL: `${p.api}/v1`, apiKey: tenantToken, maxRetries: 0 }).chat.completions
      .create({ model: 'm1', messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e) => e);
    expect([v1.status, v1.error?.code]).toEqual([402, 'SVC-BILLING-BUDGET-EXCEEDED']);

    const mutation = await gql(
      'mutation { chatCompletion(input: { model: "m1", messages: [{ role: USER, content: "Hi" }], maxTokens: 4 }) { id } }',
      {},
      tenantToken,
    );
    expect(mutation.errors?.[0]?.extensions?.code).toBe('SVC-BILLING-BUDGET-EXCEEDED');

    const client = createClient({
      url: `${p.api.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tenantToken}` },
      retryAttempts: 0,
    });
    try {
      const errors = await new Promise<readonly { extensions?: { code?: string } }[]>((resolve, reject) => {
        client.subscribe(
          {
            query:
              'subscription { chatCompletionStream(input: { model: "m1", messages: [{ role: USER, content: "Hi" }], maxTokens: 4 }) { id } }',
          },
          {
            next: (r) => (r.errors ? resolve(r.errors as never) : reject(new Error('a chunk was streamed'))),
            error: (e) => (Array.isArray(e) ? resolve(e) : reject(e)),
            complete: () => reject(new Error('completed without an error')),
          },
        );
      });
      expect(errors[0]?.extensions?.code).toBe('SVC-BILLING-BUDGET-EXCEEDED');
    } finally {
      await client.dispose();
    }
    expect(mock.count('/v1/chat/completions')).toBe(calls);

    // BudgetSpend through the edge: committed from the records, nothing held.
    const spend = await gql(
      'query($id: ID!) { budget(id: $id) { spend { committedCents reservedCents } } }',
      { id: budgetId },
      tenantToken,
    );
    expect(spend.errors).toBeUndefined();
    expect(spend.data.budget.spend).toEqual({ committedCents: '1', reservedCents: '0' });
  });

  it('a budget created with createBudget through the edge refuses the next chat call within the bound', async () => {
    const keys = new FileKeyProvider({
      dir: p.env.KEYS_DIR!,
      publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
      maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
    });
    const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
    const owners = allOwnersPrisma(databaseUrl(), 1);
    let t;
    try {
      t = await createTestTenant(prisma, {
        secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
        role: 'ORG_ADMIN',
        scopes: ['svc:llm:model:invoke', 'svc:billing:budget:read', 'svc:billing:budget:create'],
      });
      // 0.99 cents spent this month: under a 1-cent HARD ceiling no call's estimate fits.
      await owners.usageRecord.create({
        data: {
          id: `ur_${randomUUID()}`,
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
    } finally {
      await prisma.$disconnect();
      await owners.$disconnect();
    }
    const tr = await fetch(`${p.auth}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    const tenantToken = (await tr.json()).access_token as string;
    const openai = new OpenAI({ baseURL: `${p.api}/v1`, apiKey: tenantToken, maxRetries: 0 });
    const chat = () =>
      openai.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'Hi' }], max_tokens: 4 }).then(
        () => 'ok',
        (e) => `${e.status} ${e.error?.code}`,
      );
    // No budget yet: served, and inference now holds "no budget" for this organization.
    expect(await chat()).toBe('ok');
    const created = await gql(
      'mutation($i: CreateBudgetInput!) { createBudget(input: $i) { id } }',
      {
        i: { scopeType: 'ORGANIZATION', scopeId: t.orgId, mode: 'HARD', usdCeilingCents: '1', alertThresholdPcts: [] },
      },
      tenantToken,
    );
    expect(created.errors).toBeUndefined();
    const bound = redisUrl() ? 5_000 : BUDGET_TTL_WITHOUT_REDIS_MS + 5_000;
    await expect.poll(chat, { timeout: bound, interval: 100 }).toBe('402 SVC-BILLING-BUDGET-EXCEEDED');
  });

  it("a subscription that ends after its cancellation moves the organization to FREE: a burst PRO admitted is refused past FREE's limit", async () => {
    const keys = new FileKeyProvider({
      dir: p.env.KEYS_DIR!,
      publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
      maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
    });
    const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
    const owners = allOwnersPrisma(databaseUrl());
    try {
      const t = await createTestTenant(prisma, {
        secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
        role: 'ORG_ADMIN',
        scopes: ['svc:billing:subscription:read', 'svc:billing:subscription:write'],
      });
      await prisma.organization.update({ where: { id: t.orgId }, data: { plan: 'PRO' } });
      const tr = await fetch(`${p.auth}/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      });
      const tenantToken = (await tr.json()).access_token as string;
      const read = () =>
        fetch(`${p.api}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tenantToken}` },
          body: JSON.stringify({ query: '{ subscription { status plan { id } } }' }),
        });

      // PRO: a burst well past FREE's limit is admitted.
      const pro = await Promise.all(Array.from({ length: FREE_LIMIT + 8 }, () => read()));
      expect(pro.map((r) => r.status)).toEqual(pro.map(() => 200));
      expect(new Set(pro.map((r) => r.headers.get('x-ratelimit-limit')))).toEqual(new Set([String(PRO_LIMIT)]));

      const cancel = await (
        await fetch(`${p.api}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tenantToken}` },
          body: JSON.stringify({ query: 'mutation { cancelSubscription { cancelAtPeriodEnd } }' }),
        })
      ).json();
      expect(cancel).toEqual({ data: { cancelSubscription: { cancelAtPeriodEnd: true } } });
      // The period ends (a month is not waited for): the next read of the subscription rolls it over.
      const now = new Date();
      await owners.subscription.update({
        where: { organizationId: t.orgId },
        data: {
          currentPeriodStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
          currentPeriodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
        },
      });
      const ended = await (await read()).json();
      expect(ended.data.subscription.status).toBe('CANCELED');
      expect((await prisma.organization.findUnique({ where: { id: t.orgId } }))!.plan).toBe('FREE');

      // The gateway's tier follows at once (the announcement travels on the shared store): FREE's
      // window, exactly its limit admitted, then SVC-RATE-2001.
      let first: Response | undefined;
      await vi.waitFor(
        async () => {
          first = await read();
          expect(first.headers.get('x-ratelimit-limit')).toBe(String(FREE_LIMIT));
        },
        { timeout: 30_000, interval: 100 },
      );
      const remaining = Number(first!.headers.get('x-ratelimit-remaining'));
      expect(remaining).toBeGreaterThan(0);
      const burst = await Promise.all(Array.from({ length: remaining + 5 }, () => read()));
      expect(burst.filter((r) => r.status === 200)).toHaveLength(remaining);
      const refused = burst.filter((r) => r.status === 429);
      expect(refused).toHaveLength(5);
      expect((await refused[0].json()).errors[0].extensions.code).toBe('SVC-RATE-2001');
    } finally {
      await prisma.$disconnect();
      await owners.$disconnect();
    }
  });
});
