/**
 * Usage and cost reports over the billing subgraph's HTTP endpoint, from usage rows in the real
 * database: the daily rollups the trigger keeps must give exactly what the raw rows give (any
 * window, inserts, updates and deletes), costs are exact BigInt sums, a legacy Int that cannot hold
 * its value fails on that field only, and an unpriced request makes a cost breakdown unavailable
 * rather than understated.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type GraphqlResult, type TestCaller } from '@svc/subgraph-kit/testing';
import { billingSubgraph } from '../../subgraphs/billing/src/subgraph.ts';
import { splitWindow } from '../../subgraphs/billing/src/repositories/usage-report-repository.ts';
import { centsFromMicrocents } from '../../subgraphs/billing/src/services/money.ts';
import { databaseUrl } from '../helpers/env.ts';
import { addWorkspace, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

let id: IamIdentity;
let sg: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  id = await startIamIdentity();
  sg = await startSubgraph(billingSubgraph, {
    BILLING_PORT: '0',
    BILLING_GRPC_PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl(),
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

const caller = (t: Tenant, workspaceId = t.workspaceId): TestCaller => ({
  userId: t.userId,
  orgId: t.orgId,
  workspaceId,
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const gql = async (t: TestCaller, q: string, v: Record<string, unknown> = {}) =>
  (await postGraphql(sg.port, q, v, t)) as Omit<GraphqlResult, 'data'> & { data?: any };

interface Row {
  workspaceId?: string;
  orgId?: string | null;
  provider?: string | null;
  model?: string;
  inputTokens?: number;
  outputTokens?: number;
  cost: bigint | null;
  at: Date;
  latencyMs?: number | null;
  cached?: number | null;
  saved?: bigint | null;
}
async function usage(t: Tenant, r: Row) {
  return id.owners.usageRecord.create({
    data: {
      id: `ur_${randomBytes(8).toString('hex')}`,
      workspaceId: r.workspaceId ?? t.workspaceId,
      orgId: r.orgId === undefined ? t.orgId : r.orgId,
      provider: r.provider === undefined ? 'openai' : r.provider,
      model: r.model ?? 'gpt-4o',
      inputTokens: r.inputTokens ?? 10,
      outputTokens: r.outputTokens ?? 5,
      costMicrocents: r.cost,
      occurredAt: r.at,
      latencyMs: r.latencyMs ?? null,
      cachedInputTokens: r.cached ?? null,
      cacheSavedMicrocents: r.saved ?? null,
    },
  });
}

const AI = `query($s: DateTime, $u: DateTime) { aiUsage(since: $s, until: $u) {
  totalRequests promptTokens completionTokens totalTokens totalCostMicrocents avgLatencyMs
  byModel { model requests tokens costMicrocents } byProvider { provider requests tokens costMicrocents } } }`;
const REPORT = `query($s: DateTime, $u: DateTime) { usageReport(since: $s, until: $u) {
  periodStart periodEnd perModelCostAvailable perModelRequestMetricsAvailable latencyHistogramMs { le count }
  totals { totalRequests totalTokens } byModel { model provider requests tokens costMicrocentsExact } } }`;
const BREAKDOWN = `query($d: String!, $w: String) { costBreakdown(dimension: $d, window: $w) {
  costStatus dimension effectiveStartIso legacyWindowClamped provenance { catalogSignatureRef } rows { key costCents requests tokens } } }`;

describe('report window arithmetic', () => {
  it('splits a window into whole UTC days and at most two raw edges', () => {
    const d = (s: string) => new Date(s);
    expect(splitWindow(d('2026-01-01T10:00:00Z'), d('2026-01-04T05:00:00Z'))).toEqual({
      days: [d('2026-01-02T00:00:00Z'), d('2026-01-04T00:00:00Z')],
      edges: [
        [d('2026-01-01T10:00:00Z'), d('2026-01-02T00:00:00Z')],
        [d('2026-01-04T00:00:00Z'), d('2026-01-04T05:00:00Z')],
      ],
    });
    expect(splitWindow(d('2026-01-01T00:00:00Z'), d('2026-01-03T00:00:00Z'))).toEqual({
      days: [d('2026-01-01T00:00:00Z'), d('2026-01-03T00:00:00Z')],
      edges: [],
    });
    expect(splitWindow(d('2026-01-01T01:00:00Z'), d('2026-01-01T02:00:00Z'))).toEqual({
      days: null,
      edges: [[d('2026-01-01T01:00:00Z'), d('2026-01-01T02:00:00Z')]],
    });
    expect(splitWindow(d('2026-01-02T00:00:00Z'), d('2026-01-01T00:00:00Z'))).toEqual({ days: null, edges: [] });
  });

  it('rounds exact microcents to integer cents half away from zero, once', () => {
    expect(centsFromMicrocents(0n)).toBe(0n);
    expect(centsFromMicrocents(499_999n)).toBe(0n);
    expect(centsFromMicrocents(500_000n)).toBe(1n);
    expect(centsFromMicrocents(1_499_999n)).toBe(1n);
    expect(centsFromMicrocents(123_456_789_012_345_678n)).toBe(123_456_789_012n);
  });
});

describe('aiUsage and usageReport', () => {
  it('equal the raw rows for windows with partial days, after inserts, updates and deletes', async () => {
    const t = await tenant(id);
    const base = Date.UTC(2026, 0, 10);
    const rows = [];
    // Three days of rows at varied hours, two models, two providers, one unpriced row, latencies.
    for (let day = 0; day < 3; day++) {
      for (const h of [0, 6, 12, 23]) {
        rows.push(
          await usage(t, {
            at: new Date(base + day * 86_400_000 + h * 3_600_000),
            cost: BigInt(1000 * (day + 1) + h),
            model: h % 2 ? 'gpt-4o' : 'gpt-4o-mini',
            provider: h === 23 ? 'azure' : 'openai',
            inputTokens: 100 + h,
            outputTokens: 7 * (day + 1),
            latencyMs: 10 * (h + 1),
          }),
        );
      }
    }
    rows.push(await usage(t, { at: new Date(base + 86_400_000 + 1), cost: null, model: 'gpt-4o' }));
    // Another workspace of the same organization, and another organization: not in aiUsage.
    const ws2 = await addWorkspace(id.prisma, t);
    await usage(t, { workspaceId: ws2, at: new Date(base + 3_600_000), cost: 5n });
    const other = await tenant(id);
    await usage(other, { at: new Date(base + 3_600_000), cost: 7n });

    const expectFor = async (since: Date, until: Date) => {
      const rs = await id.owners.usageRecord.findMany({
        where: { workspaceId: t.workspaceId, occurredAt: { gte: since, lte: until } },
      });
      const sum = (f: (r: (typeof rs)[number]) => bigint) => rs.reduce((a, r) => a + f(r), 0n);
      const lat = rs.filter((r) => r.latencyMs !== null);
      const res = await gql(caller(t), AI, { s: since.toISOString(), u: until.toISOString() });
      expect(res.errors).toBeUndefined();
      const a = res.data!.aiUsage as any;
      expect(a.totalRequests).toBe(String(rs.length));
      expect(a.promptTokens).toBe(String(sum((r) => BigInt(r.inputTokens))));
      expect(a.completionTokens).toBe(String(sum((r) => BigInt(r.outputTokens))));
      expect(a.totalTokens).toBe(String(sum((r) => BigInt(r.inputTokens + r.outputTokens))));
      expect(a.totalCostMicrocents).toBe(Number(sum((r) => r.costMicrocents ?? 0n)));
      expect(a.avgLatencyMs).toBe(lat.length ? Math.round(lat.reduce((x, r) => x + r.latencyMs!, 0) / lat.length) : 0);
      const perModel = new Map<string, number>();
      for (const r of rs) perModel.set(r.model, (perModel.get(r.model) ?? 0) + 1);
      expect(Object.fromEntries(a.byModel.map((m: any) => [m.model, Number(m.requests)]))).toEqual(
        Object.fromEntries(perModel),
      );
      // Ranked by cost, descending.
      const costs = a.byProvider.map((p: any) => p.costMicrocents);
      expect([...costs].sort((x, y) => y - x)).toEqual(costs);
      return a;
    };
    await expectFor(new Date(base), new Date(base + 3 * 86_400_000 - 1)); // whole days
    await expectFor(new Date(base + 5 * 3_600_000), new Date(base + 2 * 86_400_000 + 13 * 3_600_000)); // partial edges
    await expectFor(new Date(base + 5 * 3_600_000), new Date(base + 7 * 3_600_000)); // inside one day
    await expectFor(new Date(base + 12 * 3_600_000), new Date(base + 12 * 3_600_000)); // one instant, inclusive

    // The trigger keeps the rollup exact through an update and a delete.
    await id.owners.usageRecord.update({
      where: { id: rows[5].id },
      data: { costMicrocents: 999_999n, inputTokens: 1 },
    });
    await id.owners.usageRecord.delete({ where: { id: rows[2].id } });
    await expectFor(new Date(base), new Date(base + 3 * 86_400_000 - 1));
    await expectFor(new Date(base + 5 * 3_600_000), new Date(base + 2 * 86_400_000 + 13 * 3_600_000));

    const rep = await gql(caller(t), REPORT, {
      s: new Date(base).toISOString(),
      u: new Date(base + 3 * 86_400_000 - 1).toISOString(),
    });
    expect(rep.errors).toBeUndefined();
    const r = rep.data!.usageReport as any;
    expect(r.periodStart).toBe(new Date(base).toISOString());
    expect(r.periodEnd).toBe(new Date(base + 3 * 86_400_000).toISOString()); // exclusive
    expect(r.perModelCostAvailable).toBe(false); // one row is unpriced
    expect(r.perModelRequestMetricsAvailable).toBe(false); // these rows recorded no cache data
    expect(r.latencyHistogramMs).toEqual([]);
    expect(new Set(r.byModel.map((m: any) => `${m.provider}/${m.model}`))).toEqual(
      new Set(['openai/gpt-4o', 'openai/gpt-4o-mini', 'azure/gpt-4o']),
    );
    expect(r.byModel.reduce((a: number, m: any) => a + Number(m.requests), 0)).toBe(Number(r.totals.totalRequests));
  });

  it('usageReport counts cache hits per model from the rows, complete only when every row recorded its cache data', async () => {
    const t = await tenant(id);
    const base = Date.UTC(2026, 2, 10);
    const hour = 3_600_000;
    // Two whole days (rollups) and a partial third (raw rows): hits are rows with cached tokens > 0.
    await usage(t, { at: new Date(base + hour), cost: 10n, model: 'a', cached: 64, saved: 5n });
    await usage(t, { at: new Date(base + 30 * hour), cost: 10n, model: 'a', cached: 128, saved: null }); // a hit whose saving is unpriced
    await usage(t, { at: new Date(base + 2 * hour), cost: 10n, model: 'a', cached: 0, saved: 0n }); // recorded, no hit
    const late = await usage(t, { at: new Date(base + 50 * hour), cost: 10n, model: 'b', cached: 32, saved: 1n });
    await usage(t, { at: new Date(base + 51 * hour), cost: 10n, model: 'b', provider: 'azure', cached: 0, saved: 0n });
    const v = { s: new Date(base).toISOString(), u: new Date(base + 60 * hour).toISOString() };
    const REP = `query($s: DateTime, $u: DateTime) { usageReport(since: $s, until: $u) { perModelRequestMetricsAvailable byModel { model provider requests cacheHits } } }`;
    const hits = async () => {
      const res = await gql(caller(t), REP, v);
      expect(res.errors).toBeUndefined();
      const r = res.data!.usageReport as any;
      return {
        available: r.perModelRequestMetricsAvailable,
        rows: Object.fromEntries(r.byModel.map((m: any) => [`${m.provider}/${m.model}`, [m.requests, m.cacheHits]])),
      };
    };
    expect(await hits()).toEqual({
      available: true,
      rows: { 'openai/a': ['3', '2'], 'openai/b': ['1', '1'], 'azure/b': ['1', '0'] },
    });
    // The trigger follows an update (a hit becomes none) like any other figure.
    await id.owners.usageRecord.update({ where: { id: late.id }, data: { cachedInputTokens: 0 } });
    expect((await hits()).rows['openai/b']).toEqual(['1', '0']);
    // A row that recorded no cache data (usage estimated, or written before it was recorded): the
    // counts still say what is known, and the flag says they are not complete.
    await usage(t, { at: new Date(base + 3 * hour), cost: 10n, model: 'a', cached: null });
    expect(await hits()).toEqual({
      available: false,
      rows: { 'openai/a': ['4', '2'], 'openai/b': ['1', '0'], 'azure/b': ['1', '0'] },
    });
  });

  it('a workspace with no usage reports zeros, not errors; legacy rows without provider group as `unknown`', async () => {
    const t = await tenant(id);
    const empty = await gql(caller(t), AI, {});
    expect(empty.data).toEqual({
      aiUsage: {
        totalRequests: '0',
        promptTokens: '0',
        completionTokens: '0',
        totalTokens: '0',
        totalCostMicrocents: 0,
        avgLatencyMs: 0,
        byModel: [],
        byProvider: [],
      },
    });
    await usage(t, { orgId: null, provider: null, at: new Date(), cost: 10n });
    const legacy = await gql(caller(t), AI, {});
    expect(legacy.data!.aiUsage.byProvider).toEqual([
      { provider: 'unknown', requests: '1', tokens: '15', costMicrocents: 10 },
    ]);
  });

  it('a cost beyond GraphQL Int fails on the legacy field only; the exact twin answers', async () => {
    const t = await tenant(id);
    await usage(t, { at: new Date(Date.UTC(2026, 1, 1, 12)), cost: 3_000_000_000n });
    await usage(t, { at: new Date(Date.UTC(2026, 1, 2, 12)), cost: 9_223_372_036_854_775_000n - 3_000_000_000n });
    const v = { s: '2026-02-01T00:00:00Z', u: '2026-02-28T23:59:59Z' };
    const legacy = await gql(caller(t), AI, v);
    expect(legacy.data?.aiUsage ?? null).toBeNull();
    expect(legacy.errors?.[0]?.extensions?.code).toBe('SVC-GQL-4111');
    const exact = await gql(caller(t), REPORT, v);
    expect(exact.errors).toBeUndefined();
    expect(exact.data!.usageReport.byModel[0].costMicrocentsExact).toBe('9223372036854775000');
  });

  it('refuses a window whose since is after until, with SVC-VALID-4000 and no data', async () => {
    const t = await tenant(id);
    const r = await gql(caller(t), AI, { s: '2026-02-02T00:00:00Z', u: '2026-02-01T00:00:00Z' });
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('SVC-VALID-4000');
  });
});

describe('costBreakdown', () => {
  it('ranks exact integer cents by provider, model and workspace across the organization', async () => {
    const t = await tenant(id);
    const ws2 = await addWorkspace(id.prisma, t);
    const now = Date.now();
    await usage(t, { at: new Date(now - 3_600_000), provider: 'openai', model: 'a', cost: 1_400_000n }); // 1.4 cents
    await usage(t, { at: new Date(now - 2 * 86_400_000), provider: 'openai', model: 'a', cost: 200_000n }); // 0.2 cents
    await usage(t, {
      at: new Date(now - 3_600_000),
      provider: 'azure',
      model: 'b',
      cost: 2_500_000n,
      workspaceId: ws2,
    }); // 2.5 cents
    await usage(t, { at: new Date(now - 40 * 86_400_000), provider: 'openai', model: 'a', cost: 100_000_000n }); // outside 30d
    const other = await tenant(id);
    await usage(other, { at: new Date(now - 3_600_000), provider: 'anthropic', model: 'c', cost: 9_000_000n });

    const prov = await gql(caller(t), BREAKDOWN, { d: 'provider', w: '30d' });
    expect(prov.errors).toBeUndefined();
    expect(prov.data!.costBreakdown).toMatchObject({
      costStatus: 'COST_AVAILABLE',
      dimension: 'provider',
      legacyWindowClamped: false,
      provenance: null,
    });
    // 1.6 cents round once on the exact sum (to 2), not per row (1 + 0).
    expect(prov.data!.costBreakdown.rows).toEqual([
      { key: 'azure', costCents: '3', requests: '1', tokens: '15' },
      { key: 'openai', costCents: '2', requests: '2', tokens: '30' },
    ]);
    const ws = await gql(caller(t), BREAKDOWN, { d: 'workspace', w: '7d' });
    expect(ws.data!.costBreakdown.rows.map((r: any) => r.key)).toEqual([ws2, t.workspaceId]);
    const ninety = await gql(caller(t), BREAKDOWN, { d: 'model', w: '90d' });
    expect(ninety.data!.costBreakdown.rows).toEqual([
      { key: 'a', costCents: '102', requests: '3', tokens: '45' },
      { key: 'b', costCents: '3', requests: '1', tokens: '15' },
    ]);
    const start = Date.parse(ninety.data!.costBreakdown.effectiveStartIso);
    expect(Math.abs(start - (Date.now() - 90 * 86_400_000))).toBeLessThan(60_000);
  });

  it('an unpriced request in the window makes the cost unavailable with no rows, never understated', async () => {
    const t = await tenant(id);
    await usage(t, { at: new Date(Date.now() - 3_600_000), cost: 5_000_000n });
    await usage(t, { at: new Date(Date.now() - 3_600_000), cost: null });
    const r = await gql(caller(t), BREAKDOWN, { d: 'model' });
    expect(r.data!.costBreakdown).toMatchObject({ costStatus: 'COST_UNAVAILABLE', rows: [], provenance: null });
  });

  it('refuses an unknown dimension or window with SVC-VALID-4000', async () => {
    const t = await tenant(id);
    for (const v of [{ d: 'team' }, { d: 'model', w: '1y' }, { d: '' }]) {
      const r = await gql(caller(t), BREAKDOWN, v);
      expect(r.data ?? null).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe('SVC-VALID-4000');
    }
  });
});

describe('costSavings and cacheSavings', () => {
  it('report the real spend and request counts, and savings as unavailable (no baseline, no cache tokens recorded)', async () => {
    const t = await tenant(id);
    await usage(t, { at: new Date(Date.now() - 3_600_000), cost: 1234n });
    await usage(t, { at: new Date(Date.now() - 3_600_000), cost: 66n });
    const s = await gql(
      caller(t),
      `{ costSavings(window: "7d") { actualMicrocents actualMicrocentsExact baselineMicrocentsExact savedMicrocentsExact savingsAvailable legacyMoneyAvailable requestCount eligibleRequestCount excludedRequestCount routedAwayPercentAvailable window } }`,
    );
    expect(s.errors).toBeUndefined();
    expect(s.data!.costSavings).toEqual({
      actualMicrocents: 1300,
      actualMicrocentsExact: '1300',
      baselineMicrocentsExact: '0',
      savedMicrocentsExact: '0',
      savingsAvailable: false,
      legacyMoneyAvailable: true,
      requestCount: '2',
      eligibleRequestCount: '0',
      excludedRequestCount: '2',
      routedAwayPercentAvailable: false,
      window: '7d',
    });
    const c = await gql(
      caller(t),
      `{ cacheSavings(granularity: DAY, since: "2026-01-01T00:00:00Z") { savingsAvailable series { iso } totalEventCount totalSavedMicrocentsExact effectiveStartIso granularity } }`,
    );
    expect(c.data!.cacheSavings).toEqual({
      savingsAvailable: false,
      series: [],
      totalEventCount: '0',
      totalSavedMicrocentsExact: '0',
      effectiveStartIso: '2026-01-01T00:00:00.000Z',
      granularity: 'DAY',
    });
    expect((await gql(caller(t), `{ costSavings(window: "2d") { window } }`)).errors?.[0]?.extensions?.code).toBe(
      'SVC-VALID-4000',
    );
  });

  it('sums the recorded cache savings exactly, bucketed by hour, day, week and month; costSavings states the uncached baseline', async () => {
    const t = await tenant(id);
    const d = (iso: string) => new Date(iso);
    // Two hours of one day, the next day, and a day of the next month (2026-02-02 is a Monday).
    await usage(t, { at: d('2026-02-02T10:15:00Z'), cost: 1000n, cached: 800, saved: 100_000n });
    await usage(t, { at: d('2026-02-02T10:45:00Z'), cost: 1000n, cached: 0, saved: 0n });
    await usage(t, { at: d('2026-02-02T11:05:00Z'), cost: 1000n, cached: 50, saved: 3_000_000_000n }); // beyond Int
    await usage(t, { at: d('2026-02-03T09:00:00Z'), cost: 1000n, cached: 10, saved: 7n });
    await usage(t, { at: d('2026-03-01T00:00:00Z'), cost: 1000n, cached: 10, saved: 1n });
    const Q = `query($g: UsageGranularity!, $s: DateTime, $u: DateTime) { cacheSavings(granularity: $g, since: $s, until: $u) {
      savingsAvailable legacyMoneyAvailable totalEventCount totalSavedMicrocentsExact series { iso eventCount savedMicrocentsExact } } }`;
    const at = (g: string, s = '2026-02-01T00:00:00Z', u = '2026-03-31T23:59:59Z') => gql(caller(t), Q, { g, s, u });
    const total = {
      savingsAvailable: true,
      legacyMoneyAvailable: false,
      totalEventCount: '4',
      totalSavedMicrocentsExact: '3000100008',
    };
    expect((await at('HOUR')).data.cacheSavings).toEqual({
      ...total,
      series: [
        { iso: '2026-02-02T10:00:00.000Z', eventCount: '1', savedMicrocentsExact: '100000' },
        { iso: '2026-02-02T11:00:00.000Z', eventCount: '1', savedMicrocentsExact: '3000000000' },
        { iso: '2026-02-03T09:00:00.000Z', eventCount: '1', savedMicrocentsExact: '7' },
        { iso: '2026-03-01T00:00:00.000Z', eventCount: '1', savedMicrocentsExact: '1' },
      ],
    });
    expect((await at('DAY')).data.cacheSavings.series).toEqual([
      { iso: '2026-02-02T00:00:00.000Z', eventCount: '2', savedMicrocentsExact: '3000100000' },
      { iso: '2026-02-03T00:00:00.000Z', eventCount: '1', savedMicrocentsExact: '7' },
      { iso: '2026-03-01T00:00:00.000Z', eventCount: '1', savedMicrocentsExact: '1' },
    ]);
    expect((await at('WEEK')).data.cacheSavings.series).toEqual([
      { iso: '2026-02-02T00:00:00.000Z', eventCount: '3', savedMicrocentsExact: '3000100007' },
      { iso: '2026-02-23T00:00:00.000Z', eventCount: '1', savedMicrocentsExact: '1' },
    ]);
    expect((await at('MONTH')).data.cacheSavings.series).toEqual([
      { iso: '2026-02-01T00:00:00.000Z', eventCount: '3', savedMicrocentsExact: '3000100007' },
      { iso: '2026-03-01T00:00:00.000Z', eventCount: '1', savedMicrocentsExact: '1' },
    ]);
    // A window with partial edge days is as exact as whole days (raw rows at the edges).
    expect((await at('DAY', '2026-02-02T10:30:00Z', '2026-02-03T08:59:59Z')).data.cacheSavings).toMatchObject({
      totalEventCount: '1',
      totalSavedMicrocentsExact: '3000000000',
    });
    // The legacy Int of a sum beyond its range is SVC-GQL-4111 on that field, never truncated.
    const legacy = await gql(
      caller(t),
      '{ cacheSavings(granularity: MONTH, since: "2026-02-01T00:00:00Z", until: "2026-03-31T00:00:00Z") { totalSavedMicrocents } }',
    );
    expect(legacy.errors?.[0]?.extensions?.code).toBe('SVC-GQL-4111');
    const small = await gql(
      caller(t),
      '{ cacheSavings(granularity: DAY, since: "2026-02-03T00:00:00Z", until: "2026-03-31T00:00:00Z") { totalSavedMicrocents series { savedMicrocents } } }',
    );
    expect(small.data.cacheSavings).toEqual({
      totalSavedMicrocents: 8,
      series: [{ savedMicrocents: 7 }, { savedMicrocents: 1 }],
    });
  });

  it("a request whose saving is unknown (not recorded, estimated, unpriced) makes the window's savings unavailable, never a partial sum", async () => {
    const t = await tenant(id);
    const at = new Date(Date.now() - 3_600_000);
    await usage(t, { at, cost: 1000n, cached: 800, saved: 100_000n });
    const ok = await gql(
      caller(t),
      `{ costSavings(window: "7d") { actualMicrocentsExact baselineMicrocentsExact savedMicrocentsExact savingsAvailable savingsPct coveragePct eligibleRequestCount excludedRequestCount } }`,
    );
    expect(ok.data.costSavings).toEqual({
      actualMicrocentsExact: '1000',
      baselineMicrocentsExact: '101000',
      savedMicrocentsExact: '100000',
      savingsAvailable: true,
      savingsPct: 99.0,
      coveragePct: 100,
      eligibleRequestCount: '1',
      excludedRequestCount: '0',
    });
    await usage(t, { at, cost: 1000n, cached: 800, saved: null }); // cached tokens, no cache-read price
    const c = await gql(
      caller(t),
      `{ cacheSavings(granularity: DAY, since: "2026-01-01T00:00:00Z") { savingsAvailable series { iso } totalEventCount totalSavedMicrocentsExact } }`,
    );
    expect(c.data.cacheSavings).toEqual({
      savingsAvailable: false,
      series: [],
      totalEventCount: '0',
      totalSavedMicrocentsExact: '0',
    });
    const s = await gql(
      caller(t),
      `{ costSavings(window: "7d") { savingsAvailable savedMicrocentsExact actualMicrocentsExact } }`,
    );
    expect(s.data.costSavings).toEqual({
      savingsAvailable: false,
      savedMicrocentsExact: '0',
      actualMicrocentsExact: '2000',
    });
  });

  it('a caller whose roles do not exist in its workspace gets SVC-AUTH-1008', async () => {
    const t = await tenant(id);
    const stranger = { ...caller(t), userId: 'usr_nobody' };
    for (const q of [
      `{ aiUsage { totalRequests } }`,
      `{ costBreakdown(dimension: "model") { costStatus } }`,
      `{ costSavings(window: "7d") { window } }`,
    ]) {
      expect((await gql(stranger, q)).errors?.[0]?.extensions?.code).toBe('SVC-AUTH-1008');
    }
  });
});
