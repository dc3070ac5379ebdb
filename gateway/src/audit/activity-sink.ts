/**
 * Sends activity records to identity (audit.v1.AuditIngestService/AppendActivity), which owns
 * audit.activity_records; the gateway authenticates as `gateway` with its per-service secret
 * (docs/adr/007-service-audit-appends.md). Text fields are cut to identity's bounds here, and NUL
 * replaced, so one long or odd path cannot make identity refuse a whole batch.
 */
import type { AuditIngestApi, ProtoActivityRecord } from '@svc/grpc';
import type { ActivityRecord, ActivitySink } from './activity-recorder.ts';

/** identity's bounds (identity/src/audit/activity-ingest.ts): ids and names, and the path. */
const MAX_TEXT = 256;
const MAX_PATH = 2048;

// identity refuses NUL (PostgreSQL's text cannot hold it), and one refused record would cost its whole batch.
const cut = (s: string | null, max: number) => (s ?? '').slice(0, max).replaceAll('\u0000', '\uFFFD');

export function toProtoActivity(r: ActivityRecord): ProtoActivityRecord {
  return {
    id: r.id,
    request_id: cut(r.requestId, MAX_TEXT),
    actor_id: cut(r.actorId, MAX_TEXT),
    org_id: cut(r.orgId, MAX_TEXT),
    workspace_id: cut(r.workspaceId, MAX_TEXT),
    action: cut(r.action, MAX_TEXT),
    method: r.method,
    path: cut(r.path, MAX_PATH),
    status: r.status,
    outcome: r.outcome,
    occurred_at_ms: String(r.occurredAt.getTime()),
  };
}

export class IdentityActivitySink implements ActivitySink {
  constructor(private identity: Pick<AuditIngestApi, 'appendActivity'>) {}

  async write(records: ActivityRecord[]): Promise<void> {
    if (records.length) await this.identity.appendActivity(records.map(toProtoActivity));
  }
}
