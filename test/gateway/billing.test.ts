/**
 * Billing end to end through the gateway: an inference call on /v1 (the openai SDK, an API key,
 * the scripted upstream on loopback) is recorded by inference, and the reports the edge serves on
 * /graphql count it exactly (aiUsage, usageReport, costBreakdown); billingPlans marks the
 * organization's plan; invoices list through the edge; a root field the token has no scope for is
 * refused at the edge.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import OpenAI from 'openai';
import { startPlatform, clientToken, type Platform } from '../helpers/platform-harness.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';

let p: Platform;
let mock: MockOpenAI;
let token: string;

beforeAll(async () => {
  mock = await startMockOpenAI();
  p = await startPlatform({ INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]) });
  token = await clientToken(p);
}, 200_000);
afterAll(async () => {
  await p?.stop();
  await mock?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function gql(query: string, variables: Record<string, unknown> = {}, t = token): Promise<{ data?: any; errors?: any[] }> {
  const r = await fetch(`${p.api}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` }, body: JSON.stringify({ query, variables }) });
  return r.json();
}

const USAGE = `query($s: DateTime) {
  aiUsage(since: $s) { totalRequests promptTokens completionTokens totalCostMicrocents byProvider { provider requests costMicrocents } }
  usageReport(since: $s) { perModelCostAvailable byModel { provider model requests costMicrocentsExact } }
  costBreakdown(dimension: "model", window: "7d") { costStatus rows { key requests tokens costCents } }
}`;

describe('billing through the gateway', () => {
  it('counts an inference call made on /v1 in aiUsage, usageReport and costBreakdown, exactly', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const before = await gql(USAGE, { s: since });
    expect(before.errors).toBeUndefined();
    const openai = new OpenAI({ baseURL: `${p.api}/v1`, apiKey: p.creds.apiKeys.live.key, maxRetries: 0 });
    for (let i = 0; i < 3; i++) await openai.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'Hi' }] });
    const after = await gql(USAGE, { s: since });
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
    const plans = await gql('{ billingPlans { id isCurrent } budgets { id } invoices(first: 5) { pageInfo { totalCount hasNextPage } edges { node { invoiceNumber } } } }');
    expect(plans.errors).toBeUndefined();
    // The development tenant is seeded on ENTERPRISE.
    expect(plans.data.billingPlans).toEqual([{ id: 'FREE', isCurrent: false }, { id: 'PRO', isCurrent: false }, { id: 'ENTERPRISE', isCurrent: true }]);
    expect(plans.data.invoices.pageInfo).toMatchObject({ hasNextPage: false });
    expect(plans.data.budgets).toEqual([]);
    const narrow = await clientToken(p, 'svc:billing:usage:read');
    const refused = await gql('{ billingPlans { id } }', {}, narrow);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toMatch(/^SVC-AUTH-/);
    // Checkout needs a scope the workspace admin's client does not hold: refused at the edge too.
    const checkout = await gql('mutation { createBillingPortalSession { url } }');
    expect(checkout.data ?? null).toBeNull();
    expect(checkout.errors?.[0]?.extensions?.code).toMatch(/^SVC-AUTH-/);
  });
});
