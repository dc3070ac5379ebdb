import { Prisma, type PrismaClient } from '../db.ts';
/**
 * Usage aggregates for reports, read from billing.usage_daily_rollups (kept exact by a trigger on
 * billing.usage_records, migration 20261124130000_billing) for the whole UTC days inside a window
 * and from billing.usage_records only for the partial days at its edges. So a report over a year
 * reads a few thousand rollup rows plus at most two days of raw rows, and is still exact to the
 * millisecond bounds it was asked for.
 *
 * Scope: an organization's rows are those with its org_id plus legacy rows without one (written
 * before 20261122020000_inference) in the caller's own workspace, as in usage-repository.ts.
 */

/** One (workspace, provider, model) group of a window. BigInt: exact. */
export interface UsageGroup {
  workspaceId: string;
  /** null for legacy rows that have none. */
  provider: string | null;
  model: string;
  requests: bigint;
  /** Rows whose cost is known; the others are not in `costMicrocents`. */
  pricedRequests: bigint;
  inputTokens: bigint;
  outputTokens: bigint;
  costMicrocents: bigint;
  latencyCount: bigint;
  latencyMsSum: bigint;
  /** Input tokens the provider served from its prompt cache (rows that recorded it). */
  cachedInputTokens: bigint;
  /** Rows with cached input tokens. */
  cacheEvents: bigint;
  /** What the cache saved, over the rows whose saving is known. */
  cacheSavedMicrocents: bigint;
  /** Rows whose saving is not known: written before cache data was recorded, estimated, or unpriced. */
  cacheUnknownRequests: bigint;
  /** Rows with no cache data at all (written before it was recorded, or usage estimated): `cacheEvents` is complete when 0. */
  cacheUnrecordedRequests: bigint;
  /** Start of the group's time bucket, when grouped by one (UTC). */
  bucket?: Date;
}

/** Time buckets a report may group by (date_trunc units, UTC; weeks start on Monday). */
export type BucketUnit = 'hour' | 'day' | 'week' | 'month';

export interface UsageScope {
  orgId: string;
  /** The caller's workspace: legacy rows without org_id count only here. */
  callerWorkspaceId: string;
  /** Only this workspace's rows (workspace-scoped reports); all of the organization's when absent. */
  onlyWorkspace?: boolean;
}

export interface UsageGroupReader {
  /** With `bucket`, each group is also split by time bucket (`UsageGroup.bucket`). */
  groups(scope: UsageScope, from: Date, to: Date, bucket?: BucketUnit): Promise<UsageGroup[]>;
}

const DAY_MS = 86_400_000;
const floorDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (d: Date) => new Date(Math.ceil(d.getTime() / DAY_MS) * DAY_MS);

/**
 * Splits [from, to) into whole UTC days (served by rollups) and at most two raw edges.
 * Exported for its test.
 */
export function splitWindow(from: Date, to: Date): { days: [Date, Date] | null; edges: [Date, Date][] } {
  if (from >= to) return { days: null, edges: [] };
  const d1 = ceilDay(from);
  const d2 = floorDay(to);
  if (d1 >= d2) return { days: null, edges: [[from, to]] };
  const edges: [Date, Date][] = [];
  if (from < d1) edges.push([from, d1]);
  if (d2 < to) edges.push([d2, to]);
  return { days: [d1, d2], edges };
}

// occurred_at is a timestamp without time zone holding UTC: bounds are passed as UTC wall-clock
// text and days as dates, so the session's TimeZone setting never shifts a window.
const utc = (d: Date) => Prisma.sql`${d.toISOString().replace('Z', '')}::timestamp`;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

interface Row {
  workspace_id: string;
  provider: string;
  model: string;
  bucket: Date | null;
  requests: bigint;
  priced_requests: bigint;
  input_tokens: bigint;
  output_tokens: bigint;
  cost_microcents: bigint;
  latency_count: bigint;
  latency_ms_sum: bigint;
  cached_input_tokens: bigint;
  cache_events: bigint;
  cache_saved_microcents: bigint;
  cache_unknown_requests: bigint;
  cache_unrecorded_requests: bigint;
}
const UNITS: Record<BucketUnit, Prisma.Sql> = {
  hour: Prisma.sql`'hour'`,
  day: Prisma.sql`'day'`,
  week: Prisma.sql`'week'`,
  month: Prisma.sql`'month'`,
};

export class UsageReportRepository implements UsageGroupReader {
  constructor(private prisma: PrismaClient) {}

  async groups(scope: UsageScope, from: Date, to: Date, bucket?: BucketUnit): Promise<UsageGroup[]> {
    // Hours are finer than the rollups' days: an hourly report reads the raw rows of its window.
    const { days, edges } =
      bucket === 'hour' ? { days: null, edges: from < to ? [[from, to] as [Date, Date]] : [] } : splitWindow(from, to);
    const rollBucket = bucket ? Prisma.sql`date_trunc(${UNITS[bucket]}, day::timestamp)` : Prisma.sql`NULL::timestamp`;
    const rawBucket = bucket ? Prisma.sql`date_trunc(${UNITS[bucket]}, occurred_at)` : Prisma.sql`NULL::timestamp`;
    const parts: Prisma.Sql[] = [];
    // Every branch is a plain conjunction an index serves: an OR across org_id and workspace_id
    // would make PostgreSQL scan every row. Legacy rows (no org_id) count only in the caller's
    // workspace, so the organization scope is two branches.
    const rollScope = scope.onlyWorkspace
      ? Prisma.sql`org_id IN (${scope.orgId}, '') AND workspace_id = ${scope.callerWorkspaceId}`
      : Prisma.sql`org_id IN (${scope.orgId}, '') AND (org_id <> '' OR workspace_id = ${scope.callerWorkspaceId})`;
    const rawScopes = scope.onlyWorkspace
      ? [Prisma.sql`workspace_id = ${scope.callerWorkspaceId} AND (org_id = ${scope.orgId} OR org_id IS NULL)`]
      : [Prisma.sql`org_id = ${scope.orgId}`, Prisma.sql`org_id IS NULL AND workspace_id = ${scope.callerWorkspaceId}`];
    if (days) {
      parts.push(Prisma.sql`
        SELECT workspace_id, provider, model, ${rollBucket} AS bucket, requests, priced_requests, input_tokens, output_tokens, cost_microcents, latency_count, latency_ms_sum,
          cached_input_tokens, cache_events, cache_saved_microcents, cache_unknown_requests, cache_unrecorded_requests
        FROM billing.usage_daily_rollups
        WHERE ${rollScope} AND day >= ${isoDay(days[0])}::date AND day < ${isoDay(days[1])}::date`);
    }
    for (const [a, b] of edges) {
      for (const rawScope of rawScopes) {
        parts.push(Prisma.sql`
          SELECT workspace_id, COALESCE(provider, '') AS provider, model, ${rawBucket} AS bucket, count(*) AS requests, count(cost_microcents) AS priced_requests,
            sum(input_tokens)::bigint AS input_tokens, sum(output_tokens)::bigint AS output_tokens, COALESCE(sum(cost_microcents), 0)::bigint AS cost_microcents,
            count(latency_ms) AS latency_count, COALESCE(sum(latency_ms), 0)::bigint AS latency_ms_sum,
            COALESCE(sum(cached_input_tokens), 0)::bigint AS cached_input_tokens, count(*) FILTER (WHERE cached_input_tokens > 0) AS cache_events,
            COALESCE(sum(cache_saved_microcents), 0)::bigint AS cache_saved_microcents,
            count(*) FILTER (WHERE cached_input_tokens IS NULL OR (cached_input_tokens > 0 AND cache_saved_microcents IS NULL)) AS cache_unknown_requests,
            count(*) FILTER (WHERE cached_input_tokens IS NULL) AS cache_unrecorded_requests
          FROM billing.usage_records
          WHERE ${rawScope} AND occurred_at >= ${utc(a)} AND occurred_at < ${utc(b)}
          GROUP BY 1, 2, 3, 4`);
      }
    }
    if (parts.length === 0) return [];
    const rows = await this.prisma.$queryRaw<Row[]>`
      SELECT workspace_id, provider, model, bucket,
        sum(requests)::bigint AS requests, sum(priced_requests)::bigint AS priced_requests,
        sum(input_tokens)::bigint AS input_tokens, sum(output_tokens)::bigint AS output_tokens,
        sum(cost_microcents)::bigint AS cost_microcents, sum(latency_count)::bigint AS latency_count, sum(latency_ms_sum)::bigint AS latency_ms_sum,
        sum(cached_input_tokens)::bigint AS cached_input_tokens, sum(cache_events)::bigint AS cache_events,
        sum(cache_saved_microcents)::bigint AS cache_saved_microcents, sum(cache_unknown_requests)::bigint AS cache_unknown_requests,
        sum(cache_unrecorded_requests)::bigint AS cache_unrecorded_requests
      FROM (${Prisma.join(parts, ' UNION ALL ')}) AS p
      GROUP BY 1, 2, 3, 4
      HAVING sum(requests) > 0`;
    return rows.map((r) => ({
      workspaceId: r.workspace_id,
      provider: r.provider === '' ? null : r.provider,
      model: r.model,
      requests: BigInt(r.requests),
      pricedRequests: BigInt(r.priced_requests),
      inputTokens: BigInt(r.input_tokens),
      outputTokens: BigInt(r.output_tokens),
      costMicrocents: BigInt(r.cost_microcents),
      latencyCount: BigInt(r.latency_count),
      latencyMsSum: BigInt(r.latency_ms_sum),
      cachedInputTokens: BigInt(r.cached_input_tokens),
      cacheEvents: BigInt(r.cache_events),
      cacheSavedMicrocents: BigInt(r.cache_saved_microcents),
      cacheUnknownRequests: BigInt(r.cache_unknown_requests),
      cacheUnrecordedRequests: BigInt(r.cache_unrecorded_requests),
      ...(r.bucket ? { bucket: new Date(`${new Date(r.bucket).toISOString().slice(0, 19)}Z`) } : {}),
    }));
  }
}
