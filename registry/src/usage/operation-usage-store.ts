/**
 * Recorded operations (registry.usage_operations) and their hourly counts per variant, client and
 * client version (registry.usage_hourly). A report is two statements in one transaction, each one
 * INSERT … ON CONFLICT over the whole batch (rows passed as one JSON parameter): the operations,
 * then the counts added to the current hour's. The hour is the registry's, not the reporter's, so
 * no report can write into the past. Reading goes from a coordinate to the operations that touch
 * it (GIN index on `coordinates`) to their counts in the window (primary key: variant, operation,
 * hour).
 */
import type { PrismaClient } from '../store/prisma.ts';
import type { CoordinateUse, UsageSource } from './usage-source.ts';
import type { ValidUsageReport } from './usage-report-input.ts';

/** Most uses listed per coordinate (the largest counts first). */
export const MAX_USES_PER_COORDINATE = 100;

/** Memory a lookup's sort may take (PostgreSQL's default 4 MB spills the sum of 10^5 hours to disk). */
const LOOKUP_WORK_MEM = '64MB';

const HOUR = `date_trunc('hour', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

export class OperationUsageStore implements UsageSource {
  constructor(private prisma: PrismaClient) {}

  async variantExists(variant: string): Promise<boolean> {
    return (await this.prisma.registryVariant.count({ where: { name: variant } })) > 0;
  }

  async record(variant: string, report: ValidUsageReport): Promise<void> {
    const ops = JSON.stringify(report.operations);
    const rows = JSON.stringify(
      report.counts.map((c) => ({ h: c.hash, c: c.client, v: c.version, n: c.count, e: c.errors, l: c.latency })),
    );
    await this.prisma.$transaction([
      this.prisma.$executeRawUnsafe(
        `INSERT INTO "registry"."usage_operations" AS o ("hash", "name", "type", "coordinates")
         SELECT x->>'hash', x->>'name', x->>'type',
                ARRAY(SELECT c FROM jsonb_array_elements_text(x->'coordinates') WITH ORDINALITY AS t(c, i) ORDER BY i)
         FROM jsonb_array_elements($1::jsonb) AS x
         ON CONFLICT ("hash") DO UPDATE SET
           "name" = EXCLUDED."name", "type" = EXCLUDED."type", "coordinates" = EXCLUDED."coordinates", "last_seen" = now()
         WHERE o."coordinates" IS DISTINCT FROM EXCLUDED."coordinates" OR o."last_seen" < now() - interval '1 hour'`,
        ops,
      ),
      this.prisma.$executeRawUnsafe(
        `INSERT INTO "registry"."usage_hourly" AS u
           ("variant", "operation_hash", "client_name", "client_version", "hour", "count", "errors", "latency")
         SELECT $1, r->>'h', r->>'c', r->>'v', ${HOUR}, (r->>'n')::bigint, (r->>'e')::bigint,
                ARRAY(SELECT l::bigint FROM jsonb_array_elements_text(r->'l') WITH ORDINALITY AS t(l, i) ORDER BY i)
         FROM jsonb_array_elements($2::jsonb) AS r
         ON CONFLICT ("variant", "operation_hash", "hour", "client_name", "client_version") DO UPDATE SET
           "count" = u."count" + EXCLUDED."count",
           "errors" = u."errors" + EXCLUDED."errors",
           "latency" = ARRAY(SELECT a + b FROM unnest(u."latency", EXCLUDED."latency") WITH ORDINALITY AS t(a, b, i) ORDER BY i),
           "last_seen" = now()`,
        variant,
        rows,
      ),
    ]);
  }

  async usesOf(variant: string, coordinates: string[], since: Date): Promise<Map<string, CoordinateUse[]>> {
    const out = new Map<string, CoordinateUse[]>(coordinates.map((c) => [c, []]));
    if (coordinates.length === 0) return out;
    // The operation-hours of a popular coordinate are summed in one sort: in memory, not on disk.
    const [, rows] = await this.prisma.$transaction([
      this.prisma.$executeRawUnsafe(`SET LOCAL work_mem = '${LOOKUP_WORK_MEM}'`),
      this.prisma.$queryRawUnsafe<
        {
          coordinate: string;
          hash: string;
          name: string | null;
          client_name: string;
          client_version: string;
          count: bigint;
          last_seen: Date;
        }[]
      >(
        `WITH uses AS (
         SELECT c.coordinate, h."operation_hash" AS hash, h."client_name", h."client_version",
                SUM(h."count")::bigint AS count, MAX(h."last_seen") AS last_seen
         FROM unnest($1::text[]) AS c(coordinate)
         JOIN "registry"."usage_operations" o ON o."coordinates" @> ARRAY[c.coordinate]
         JOIN "registry"."usage_hourly" h
           ON h."variant" = $2 AND h."operation_hash" = o."hash" AND h."hour" >= date_trunc('hour', $3::timestamptz)
         GROUP BY 1, 2, 3, 4
       ), ranked AS (
         SELECT *, row_number() OVER (PARTITION BY coordinate ORDER BY count DESC, hash, client_name, client_version) AS rank
         FROM uses
       )
       SELECT r.coordinate, r.hash, o."name" AS name, r.client_name, r.client_version, r.count, r.last_seen
       FROM ranked r JOIN "registry"."usage_operations" o ON o."hash" = r.hash
       WHERE r.rank <= ${MAX_USES_PER_COORDINATE}
       ORDER BY r.coordinate, r.count DESC, r.hash`,
        coordinates,
        variant,
        since,
      ),
    ]);
    for (const r of rows)
      out.get(r.coordinate)?.push({
        kind: 'operation',
        client: r.client_name,
        clientVersion: r.client_version || null,
        name: r.name,
        hash: r.hash,
        count: Number(r.count),
        lastSeen: r.last_seen.toISOString(),
      });
    return out;
  }
}
