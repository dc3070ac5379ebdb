import type { PrismaClient } from '../db.ts';
import type { HotPathSql } from '../repositories/hot-path-sql.ts';

/** One request the gateway observed (AppendActivity, proto/audit/v1/ingest.proto), validated. */
export interface ActivityRecordRow {
  id: string;
  requestId: string;
  actorId: string | null;
  orgId: string | null;
  workspaceId: string | null;
  action: string;
  method: string;
  path: string;
  status: number;
  outcome: 'success' | 'failure' | 'denied';
  occurredAt: Date;
}

/**
 * Writes the gateway's activity records to audit.activity_records in one statement per batch.
 *
 * The statement is raw SQL over one JSON parameter, expanded by the server with json_to_recordset,
 * not `createMany`: this is the platform's most frequent write (every request the edge observes)
 * and Prisma's query compiler costs far more CPU per row (docs/benchmarks.md). Column names and
 * types mirror the migration: the repository test reads every column back through the Prisma
 * model, so a drift fails there.
 */
const INSERT = `INSERT INTO "audit"."activity_records"
  ("id", "request_id", "actor_id", "org_id", "workspace_id", "action", "method", "path", "status", "outcome", "occurred_at")
  SELECT "id", "request_id", "actor_id", "org_id", "workspace_id", "action", "method", "path", "status", "outcome", "occurred_at"
  FROM json_to_recordset($1::json) AS r("id" text, "request_id" text, "actor_id" text, "org_id" text, "workspace_id" text,
    "action" text, "method" text, "path" text, "status" int, "outcome" text, "occurred_at" timestamp(3))
  ON CONFLICT ("id") DO NOTHING`;

/** The record under the table's column names; Date becomes its ISO string (UTC, as Prisma stores it). */
function row(r: ActivityRecordRow) {
  return {
    id: r.id,
    request_id: r.requestId,
    actor_id: r.actorId,
    org_id: r.orgId,
    workspace_id: r.workspaceId,
    action: r.action,
    method: r.method,
    path: r.path,
    status: r.status,
    outcome: r.outcome,
    occurred_at: r.occurredAt,
  };
}

export class ActivityRepository {
  /** `raw`: the insert runs there instead of through Prisma, whose per-statement cost is several times the driver's (hot-path-sql.ts). */
  constructor(
    private db: PrismaClient,
    private raw: HotPathSql | null = null,
  ) {}

  /** The number of records stored (a repeated id is not). */
  async write(records: ActivityRecordRow[]): Promise<number> {
    if (records.length === 0) return 0;
    const json = JSON.stringify(records.map(row));
    if (this.raw) return (await this.raw.query(INSERT, [json])).rowCount ?? 0;
    return this.db.$executeRawUnsafe(INSERT, json);
  }
}
