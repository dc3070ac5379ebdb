/**
 * Usage and cost reports from the usage rows the inference service records (through the daily
 * rollups, usage-report-repository.ts). Every sum is BigInt; int64 figures leave as decimal
 * strings and legacy `Int` money fields are resolved lazily (resolvers/money-fields.ts), so a client
 * that reads only the exact twins never meets an overflow.
 *
 * - aiUsage, usageReport: the caller's workspace; `since`/`until` inclusive, open when absent
 *   (from the epoch, until now).
 * - usageReport: aiUsage's totals plus one row per (provider, model); `cacheHits` counts the
 *   requests with cached input tokens, and `perModelRequestMetricsAvailable` is true only when
 *   every request of the window recorded its cache data (so the counts are complete).
 * - costBreakdown: the caller's organization over `7d`/`30d`/`90d` (default `30d`) ending now,
 *   ranked by exact cost, then requests, then key. `costCents` rounds each row's exact microcent sum
 *   half away from zero. `COST_UNAVAILABLE` (and no rows) when any request of the window has no
 *   known cost: a partial sum would understate spend. `provenance` is null: the prices inference
 *   applies are configuration, not a signed pricing catalogue, so there is no signature to cite.
 * - cacheSavings: what the providers' prompt caches saved in the caller's workspace, from the
 *   cache-read tokens inference records per request (usage.prompt_tokens_details.cached_tokens) and
 *   the saving it computed then at the configured prices (input price minus cache-read price, exact
 *   microcents). Bucketed by UTC hour, day, ISO week (Monday) or month; `eventCount` counts requests
 *   with cached tokens. When any request of the window has a saving that cannot be stated (written
 *   before cache data was recorded, usage estimated, no cache-read or input price),
 *   `savingsAvailable` is false with an empty series and zero totals: never a partial sum.
 * - costSavings: the same saving over a 7/30/90-day window: `baseline` is what the window's
 *   requests would have cost without the prompt cache (actual + saved), `eligibleRequestCount` the
 *   priced requests whose cache data is known. Routing savings need a baseline price per routed
 *   request, which the rows do not carry: `routedAwayPercentAvailable` is false. Unavailable (a
 *   request unpriced or with unknown cache data): `savingsAvailable` false, baseline/saved 0.
 *
 * Legacy rows with no provider group under the key `unknown`.
 */
import { AppError } from '@svc/core';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { centsFromMicrocents, fitsInt } from './money.ts';
import type { BucketUnit, UsageGroup, UsageGroupReader } from '../repositories/usage-report-repository.ts';

const invalid = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });

export const UNKNOWN_PROVIDER = 'unknown';
const DAY_MS = 86_400_000;
export const WINDOWS: Record<string, number> = { '7d': 7, '30d': 30, '90d': 90 };
export const DIMENSIONS = ['provider', 'model', 'workspace'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** A usage figure with its exact cost; the legacy Int is derived on read. */
export interface CostedUsage {
  requests: string;
  tokens: string;
  cost: bigint;
}
export interface ModelUsageRecord extends CostedUsage {
  model: string;
}
export interface ProviderUsageRecord extends CostedUsage {
  provider: string;
}
export interface ModelUsageBreakdownRecord extends CostedUsage {
  model: string;
  provider: string;
  cacheHits: string;
}
export interface AIUsageRecord {
  avgLatencyMs: number;
  byModel: ModelUsageRecord[];
  byProvider: ProviderUsageRecord[];
  completionTokens: string;
  promptTokens: string;
  totalRequests: string;
  totalTokens: string;
  cost: bigint;
}
export interface CostSavingsRecord {
  actual: bigint;
  baseline: bigint;
  saved: bigint;
  coveragePct: number;
  eligibleRequestCount: string;
  excludedRequestCount: string;
  requestCount: string;
  legacyMoneyAvailable: boolean;
  periodStart: string;
  periodEnd: string;
  routedAwayPercent: number;
  routedAwayPercentAvailable: boolean;
  savingsAvailable: boolean;
  savingsPct: number;
  window: string;
}

export interface CacheSavingsPointRecord {
  iso: string;
  eventCount: string;
  saved: bigint;
}
export interface CacheSavingsRecord {
  effectiveStartIso: string;
  granularity: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH';
  legacyMoneyAvailable: boolean;
  legacyWindowClamped: boolean;
  savingsAvailable: boolean;
  series: CacheSavingsPointRecord[];
  totalEventCount: string;
  saved: bigint;
}

interface Totals {
  requests: bigint;
  priced: bigint;
  input: bigint;
  output: bigint;
  cost: bigint;
  latencyCount: bigint;
  latencySum: bigint;
  cacheEvents: bigint;
  cacheSaved: bigint;
  cacheUnknown: bigint;
  cacheUnrecorded: bigint;
}
const zero = (): Totals => ({
  requests: 0n,
  priced: 0n,
  input: 0n,
  output: 0n,
  cost: 0n,
  latencyCount: 0n,
  latencySum: 0n,
  cacheEvents: 0n,
  cacheSaved: 0n,
  cacheUnknown: 0n,
  cacheUnrecorded: 0n,
});
function add(t: Totals, g: UsageGroup): Totals {
  t.requests += g.requests;
  t.priced += g.pricedRequests;
  t.input += g.inputTokens;
  t.output += g.outputTokens;
  t.cost += g.costMicrocents;
  t.latencyCount += g.latencyCount;
  t.latencySum += g.latencyMsSum;
  t.cacheEvents += g.cacheEvents;
  t.cacheSaved += g.cacheSavedMicrocents;
  t.cacheUnknown += g.cacheUnknownRequests;
  t.cacheUnrecorded += g.cacheUnrecordedRequests;
  return t;
}
const UNIT: Record<'HOUR' | 'DAY' | 'WEEK' | 'MONTH', BucketUnit> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
};
function groupBy(groups: UsageGroup[], key: (g: UsageGroup) => string): Map<string, Totals> {
  const m = new Map<string, Totals>();
  for (const g of groups) {
    const k = key(g);
    m.set(k, add(m.get(k) ?? zero(), g));
  }
  return m;
}
/** By exact cost, then requests, descending; then key ascending (a stable, total order). */
function ranked(m: Map<string, Totals>): [string, Totals][] {
  return [...m].sort(([ka, a], [kb, b]) =>
    a.cost !== b.cost
      ? a.cost > b.cost
        ? -1
        : 1
      : a.requests !== b.requests
        ? a.requests > b.requests
          ? -1
          : 1
        : ka < kb
          ? -1
          : ka > kb
            ? 1
            : 0,
  );
}
const providerOf = (g: UsageGroup) => g.provider ?? UNKNOWN_PROVIDER;

export function windowDays(window: string | null | undefined, argument = 'window'): number {
  const w = window ?? '30d';
  const days = WINDOWS[w];
  if (!days) throw invalid(argument, `${argument} must be one of ${Object.keys(WINDOWS).join(', ')}.`);
  return days;
}

export function dimensionOf(v: string): Dimension {
  if (!(DIMENSIONS as readonly string[]).includes(v))
    throw invalid('dimension', `dimension must be one of ${DIMENSIONS.join(', ')}.`);
  return v as Dimension;
}

export class UsageReportService {
  constructor(
    private deps: { usage: UsageGroupReader; authorize: (caller: CallerIdentity) => Promise<void>; now?: () => Date },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** `since`/`until` inclusive (until + 1 ms exclusive: timestamps are millisecond precision). */
  private bounds(since: Date | string | null | undefined, until: Date | string | null | undefined) {
    const from = since == null ? new Date(0) : new Date(since);
    const to = until == null ? this.now() : new Date(new Date(until).getTime() + 1);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
      throw new AppError('SVC-VALID-4000', 'since and until must be instants');
    return { from, to };
  }

  private workspaceGroups(caller: CallerIdentity, from: Date, to: Date) {
    return this.deps.usage.groups(
      { orgId: caller.orgId, callerWorkspaceId: caller.workspaceId, onlyWorkspace: true },
      from,
      to,
    );
  }

  private aiUsageOf(groups: UsageGroup[]): AIUsageRecord {
    const t = groups.reduce(add, zero());
    const costed = (x: Totals): CostedUsage => ({
      requests: String(x.requests),
      tokens: String(x.input + x.output),
      cost: x.cost,
    });
    return {
      // Only non-streamed requests carry a latency; none at all reads as 0 (the field is non-null).
      avgLatencyMs: t.latencyCount === 0n ? 0 : Number((t.latencySum + t.latencyCount / 2n) / t.latencyCount),
      byModel: ranked(groupBy(groups, (g) => g.model)).map(([model, x]) => ({ model, ...costed(x) })),
      byProvider: ranked(groupBy(groups, providerOf)).map(([provider, x]) => ({ provider, ...costed(x) })),
      completionTokens: String(t.output),
      promptTokens: String(t.input),
      totalRequests: String(t.requests),
      totalTokens: String(t.input + t.output),
      cost: t.cost,
    };
  }

  async aiUsage(
    caller: CallerIdentity,
    since?: Date | string | null,
    until?: Date | string | null,
  ): Promise<AIUsageRecord> {
    await this.deps.authorize(caller);
    const { from, to } = this.bounds(since, until);
    return this.aiUsageOf(await this.workspaceGroups(caller, from, to));
  }

  async usageReport(caller: CallerIdentity, since?: Date | string | null, until?: Date | string | null) {
    await this.deps.authorize(caller);
    const { from, to } = this.bounds(since, until);
    const groups = await this.workspaceGroups(caller, from, to);
    const byPair = new Map<string, { provider: string; model: string; t: Totals }>();
    for (const g of groups) {
      const k = `${providerOf(g)}\u0000${g.model}`;
      const e = byPair.get(k) ?? { provider: providerOf(g), model: g.model, t: zero() };
      add(e.t, g);
      byPair.set(k, e);
    }
    const byModel: ModelUsageBreakdownRecord[] = ranked(new Map([...byPair].map(([k, e]) => [k, e.t]))).map(
      ([k, t]) => {
        const e = byPair.get(k)!;
        // A cache hit is a request whose provider served part of its prompt from its cache (cached
        // input tokens > 0). Counted over the rows that recorded their cache data; complete only when
        // every row of the window did (the flag below), else a lower bound the flag marks unmeaningful.
        return {
          model: e.model,
          provider: e.provider,
          requests: String(t.requests),
          tokens: String(t.input + t.output),
          cost: t.cost,
          cacheHits: String(t.cacheEvents),
        };
      },
    );
    return {
      periodStart: from.toISOString(),
      periodEnd: to.toISOString(),
      totals: this.aiUsageOf(groups),
      byModel,
      // `cacheHits` is String! (the specification), so absence cannot be a null there: the flag says
      // it, false when any request of the window did not record its cache data (never a guessed 0).
      perModelRequestMetricsAvailable: groups.every((g) => g.cacheUnrecordedRequests === 0n),
      perModelCostAvailable: groups.every((g) => g.pricedRequests === g.requests),
      // A distribution is not collected (only a latency sum per day).
      latencyHistogramMs: [],
    };
  }

  async costBreakdown(caller: CallerIdentity, dimension: string, window?: string | null) {
    const dim = dimensionOf(dimension);
    const days = windowDays(window);
    await this.deps.authorize(caller);
    const to = this.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const groups = await this.deps.usage.groups(
      { orgId: caller.orgId, callerWorkspaceId: caller.workspaceId },
      from,
      to,
    );
    const base = {
      dimension: dim,
      effectiveStartIso: from.toISOString(),
      legacyWindowClamped: false,
      provenance: null,
    };
    if (groups.some((g) => g.pricedRequests !== g.requests))
      return { ...base, costStatus: 'COST_UNAVAILABLE' as const, rows: [] };
    const key =
      dim === 'provider' ? providerOf : dim === 'model' ? (g: UsageGroup) => g.model : (g: UsageGroup) => g.workspaceId;
    const rows = ranked(groupBy(groups, key)).map(([k, t]) => ({
      key: k,
      costCents: String(centsFromMicrocents(t.cost)),
      requests: String(t.requests),
      tokens: String(t.input + t.output),
    }));
    return { ...base, costStatus: 'COST_AVAILABLE' as const, rows };
  }

  async costSavings(caller: CallerIdentity, window: string): Promise<CostSavingsRecord> {
    const days = windowDays(window);
    await this.deps.authorize(caller);
    const to = this.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const t = (await this.workspaceGroups(caller, from, to)).reduce(add, zero());
    const base = {
      actual: t.cost,
      requestCount: String(t.requests),
      periodStart: from.toISOString(),
      periodEnd: to.toISOString(),
      routedAwayPercent: 0,
      routedAwayPercentAvailable: false,
      window,
    };
    // A request without a cost or without known cache data: the window's saving cannot be stated.
    if (t.priced !== t.requests || t.cacheUnknown > 0n || t.requests === 0n) {
      return {
        ...base,
        baseline: 0n,
        saved: 0n,
        coveragePct: 0,
        eligibleRequestCount: '0',
        excludedRequestCount: String(t.requests),
        legacyMoneyAvailable: fitsInt(t.cost),
        savingsAvailable: false,
        savingsPct: 0,
      };
    }
    const baseline = t.cost + t.cacheSaved;
    return {
      ...base,
      baseline,
      saved: t.cacheSaved,
      coveragePct: 100,
      eligibleRequestCount: String(t.requests),
      excludedRequestCount: '0',
      legacyMoneyAvailable: fitsInt(t.cost, baseline, t.cacheSaved),
      savingsAvailable: true,
      // A percentage for display: exact to 1/100 of a percent from the integer figures.
      savingsPct: baseline === 0n ? 0 : Number((t.cacheSaved * 10_000n) / baseline) / 100,
    };
  }

  async cacheSavings(
    caller: CallerIdentity,
    granularity: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH',
    since?: Date | string | null,
    until?: Date | string | null,
  ): Promise<CacheSavingsRecord> {
    await this.deps.authorize(caller);
    const { from, to } = this.bounds(since, until);
    const unit = UNIT[granularity];
    if (!unit) throw invalid('granularity', 'granularity must be HOUR, DAY, WEEK or MONTH');
    const groups = await this.deps.usage.groups(
      { orgId: caller.orgId, callerWorkspaceId: caller.workspaceId, onlyWorkspace: true },
      from,
      to,
      unit,
    );
    const base = { effectiveStartIso: from.toISOString(), granularity, legacyWindowClamped: false };
    const t = groups.reduce(add, zero());
    if (t.cacheUnknown > 0n)
      return {
        ...base,
        legacyMoneyAvailable: true,
        savingsAvailable: false,
        series: [],
        totalEventCount: '0',
        saved: 0n,
      };
    const buckets = new Map<number, { events: bigint; saved: bigint }>();
    for (const g of groups) {
      if (g.cacheEvents === 0n || !g.bucket) continue;
      const b = buckets.get(g.bucket.getTime()) ?? { events: 0n, saved: 0n };
      b.events += g.cacheEvents;
      b.saved += g.cacheSavedMicrocents;
      buckets.set(g.bucket.getTime(), b);
    }
    const series = [...buckets]
      .sort(([a], [b]) => a - b)
      .map(([ms, b]) => ({ iso: new Date(ms).toISOString(), eventCount: String(b.events), saved: b.saved }));
    return {
      ...base,
      legacyMoneyAvailable: fitsInt(t.cacheSaved, ...series.map((p) => p.saved)),
      savingsAvailable: true,
      series,
      totalEventCount: String(t.cacheEvents),
      saved: t.cacheSaved,
    };
  }
}
