/**
 * Billing's internal gRPC API (billing.v1.BillingService, ADR 012) against the real database:
 * a caller without the right per-service secret is refused with a typed code and writes nothing;
 * RecordUsage writes each record once per id (a repeat writes nothing, the daily rollup counts it
 * once), refuses a malformed or oversized batch whole; ListBudgets answers the organization's
 * enabled budgets and CommittedSpend a subject's priced usage.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { createPrismaClient } from '@svc/db';
import { PrismaClient } from '../../subgraphs/billing/src/db.ts';
import { AppError } from '@svc/core';
import { createBillingClient, type BillingApi, type ProtoUsageRecord } from '@svc/grpc';
import { startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';
import { databaseUrl } from '../helpers/env.ts';

let billing: BillingApiUnderTest;
let closed: BillingApiUnderTest;
let api: BillingApi;
let prisma: PrismaClient;

beforeAll(async () => {
  billing = await startBillingApi({ databaseUrl: databaseUrl() });
  // No verifier configured: every caller is refused.
  closed = await startBillingApi({ databaseUrl: databaseUrl(), env: { BILLING_API_SERVICES: '' } });
  api = createBillingClient(billing.grpcTarget, {
    service: 'inference',
    secret: billing.inferenceEnv.BILLING_API_SECRET,
  });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
}, 60_000);
afterAll(async () => {
  api?.close();
  await billing?.stop();
  await closed?.stop();
  await prisma?.$disconnect();
});

const tag = () => randomBytes(6).toString('hex');
function record(orgId: string, workspaceId: string, extra: Partial<ProtoUsageRecord> = {}): ProtoUsageRecord {
  return {
    id: `ur_${randomUUID()}`,
    request_id: `req_${tag()}`,
    workspace_id: workspaceId,
    org_id: orgId,
    user_id: 'usr_api',
    api_key_id: '',
    model: 'm1',
    provider: 'p1',
    operation: 'chat.completions',
    input_tokens: 12,
    output_tokens: 4,
    cost_microcents: '7000',
    cached_input_tokens: '0',
    cache_saved_microcents: '0',
    partial: false,
    usage_estimated: false,
    latency_ms: '12',
    occurred_at_ms: String(Date.now()),
    ...extra,
  };
}
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e) => (e instanceof AppError ? e.code : String(e)),
  );
const rowsOf = (orgId: string) => prisma.usageRecord.findMany({ where: { orgId }, orderBy: { id: 'asc' } });

describe('billing.v1.BillingService', () => {
  it('refuses a wrong secret, an unknown service and any caller when no verifier is configured, writing nothing', async () => {
    const orgId = `org_a${tag()}`;
    const r = [record(orgId, `ws_a${tag()}`)];
    const wrong = createBillingClient(billing.grpcTarget, {
      service: 'inference',
      secret: randomBytes(32).toString('base64url'),
    });
    const unknown = createBillingClient(billing.grpcTarget, {
      service: 'agents',
      secret: billing.inferenceEnv.BILLING_API_SECRET,
    });
    const noVerifier = createBillingClient(closed.grpcTarget, {
      service: 'inference',
      secret: billing.inferenceEnv.BILLING_API_SECRET,
    });
    try {
      expect(await refusal(wrong.recordUsage(r))).toBe('SVC-BILLING-API-UNAUTHENTICATED');
      expect(await refusal(wrong.listBudgets(orgId))).toBe('SVC-BILLING-API-UNAUTHENTICATED');
      expect(await refusal(unknown.recordUsage(r))).toBe('SVC-BILLING-API-UNAUTHENTICATED');
      expect(await refusal(noVerifier.recordUsage(r))).toBe('SVC-BILLING-API-UNAUTHENTICATED');
    } finally {
      wrong.close();
      unknown.close();
      noVerifier.close();
    }
    expect(await rowsOf(orgId)).toEqual([]);
    expect(await billing.calls('RecordUsage')).toBe(0);
  });

  it('RecordUsage writes each record once per id: a repeated batch writes nothing and the rollup counts it once', async () => {
    const orgId = `org_u${tag()}`;
    const workspaceId = `ws_u${tag()}`;
    const batch = [
      record(orgId, workspaceId),
      record(orgId, workspaceId, {
        cost_microcents: '',
        cached_input_tokens: '',
        cache_saved_microcents: '',
        latency_ms: '',
        usage_estimated: true,
        operation: 'embeddings',
      }),
    ];
    expect(await api.recordUsage(batch)).toEqual({ written: 2, duplicates: 0 });
    expect(await api.recordUsage(batch)).toEqual({ written: 0, duplicates: 2 });
    // The same id twice in one batch, beside a new record: one written.
    const again = record(orgId, workspaceId);
    expect(await api.recordUsage([again, again, batch[0]])).toEqual({ written: 1, duplicates: 2 });
    const rows = await rowsOf(orgId);
    expect(rows).toHaveLength(3);
    const first = rows.find((x) => x.id === batch[0].id)!;
    expect(first).toMatchObject({
      workspaceId,
      model: 'm1',
      provider: 'p1',
      operation: 'chat.completions',
      inputTokens: 12,
      outputTokens: 4,
      costMicrocents: 7000n,
      cachedInputTokens: 0,
      latencyMs: 12,
      usageEstimated: false,
    });
    expect(rows.find((x) => x.id === batch[1].id)).toMatchObject({
      costMicrocents: null,
      cachedInputTokens: null,
      cacheSavedMicrocents: null,
      latencyMs: null,
      usageEstimated: true,
    });
    const rollup = await prisma.$queryRawUnsafe<{ requests: string; cost: string }[]>(
      'SELECT sum(requests)::text AS requests, sum(cost_microcents)::text AS cost FROM billing.usage_daily_rollups WHERE org_id = $1',
      orgId,
    );
    expect(rollup[0]).toEqual({ requests: '3', cost: '14000' });
  });

  it('refuses a malformed or oversized batch whole, with SVC-VALID-4000, writing nothing', async () => {
    const orgId = `org_v${tag()}`;
    const ws = `ws_v${tag()}`;
    const bad: Partial<ProtoUsageRecord>[] = [
      { operation: 'images' },
      { id: '' },
      { id: 'x'.repeat(129) },
      { org_id: '' },
      { workspace_id: 'ws with space' },
      { input_tokens: -1 },
      { cost_microcents: '-5' },
      { cost_microcents: '1e3' },
      { cost_microcents: '99999999999999999999' },
      { occurred_at_ms: '' },
      { occurred_at_ms: String(Date.now() + 3_600_000) },
      { cached_input_tokens: '13' },
      { model: '' },
      { provider: 'a\nb' },
    ];
    for (const b of bad)
      expect(await refusal(api.recordUsage([record(orgId, ws), record(orgId, ws, b)])), JSON.stringify(b)).toBe(
        'SVC-VALID-4000',
      );
    expect(await refusal(api.recordUsage([]))).toBe('SVC-VALID-4000');
    expect(await refusal(api.recordUsage(Array.from({ length: 501 }, () => record(orgId, ws))))).toBe('SVC-VALID-4000');
    expect(await rowsOf(orgId)).toEqual([]);
  });

  it("ListBudgets answers the organization's enabled budgets; CommittedSpend the priced usage of a subject in a window", async () => {
    const orgId = `org_b${tag()}`;
    const ws = `ws_b${tag()}`;
    const mk = (scopeType: string, scopeId: string, enabled = true) =>
      prisma.budget.create({
        data: {
          id: `budget_${randomUUID()}`,
          organizationId: orgId,
          scopeType,
          scopeId,
          mode: 'HARD',
          ceilingCents: 1234n,
          alertThresholdPcts: [50, 90],
          enabled,
          createdBy: 'usr_api',
        },
      });
    const org = await mk('ORGANIZATION', orgId);
    await mk('WORKSPACE', ws, false);
    await prisma.budget.create({
      data: {
        id: `budget_${randomUUID()}`,
        organizationId: `org_other${tag()}`,
        scopeType: 'ORGANIZATION',
        scopeId: orgId,
        mode: 'HARD',
        ceilingCents: 1n,
        alertThresholdPcts: [],
        createdBy: 'usr_api',
      },
    });
    expect(await api.listBudgets(orgId)).toEqual([
      {
        id: org.id,
        scope_type: 'ORGANIZATION',
        scope_id: orgId,
        mode: 'HARD',
        ceiling_cents: '1234',
        alert_threshold_pcts: [50, 90],
      },
    ]);
    expect(await refusal(api.listBudgets('not an id'))).toBe('SVC-VALID-4000');

    const now = Date.now();
    await api.recordUsage([
      record(orgId, ws, { cost_microcents: '5000', provider: 'p1' }),
      record(orgId, `ws_c${tag()}`, { cost_microcents: '700', provider: 'p2' }),
      record(orgId, ws, { cost_microcents: '', provider: 'p1' }),
    ]);
    const spend = (scope_type: string, scope_id: string, from = now - 60_000, to = now + 60_000) =>
      api.committedSpend({ org_id: orgId, scope_type, scope_id, from_ms: String(from), to_ms: String(to) });
    expect(await spend('ORGANIZATION', orgId)).toBe(5700n);
    expect(await spend('WORKSPACE', ws)).toBe(5000n);
    expect(await spend('PROVIDER', 'p2')).toBe(700n);
    expect(await spend('ORGANIZATION', orgId, now + 60_000, now + 120_000)).toBe(0n);
    expect(await refusal(spend('EVERYTHING', orgId))).toBe('SVC-VALID-4000');
  });
});
