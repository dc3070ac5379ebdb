/**
 * AppendActivity (proto/audit/v1/ingest.proto): the gateway's activity records, stored by identity,
 * which owns audit.activity_records (docs/adr/007-service-audit-appends.md). Only the `gateway`
 * service may send them. Each record is checked and bounded before the batch is written; one bad
 * record refuses the batch with nothing stored. Activity is observability, not the signed chain:
 * the gateway drops what it cannot deliver, so nothing here waits on a chain or a key.
 */
import { AppError } from '@svc/core';
import type { ActivityRecordRow, ActivityRepository } from './activity-repository.ts';

export interface ActivityRecordRequest {
  id?: string;
  request_id?: string;
  actor_id?: string;
  org_id?: string;
  workspace_id?: string;
  action?: string;
  method?: string;
  path?: string;
  status?: number;
  outcome?: string;
  occurred_at_ms?: string | number;
}

/** The one service whose activity records identity stores. */
export const ACTIVITY_SERVICE = 'gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OUTCOMES = new Set(['success', 'failure', 'denied']);
const METHOD = /^[A-Z]{1,16}$/;
const MAX_ID = 256;
const MAX_PATH = 2048;

const invalid = (i: number, message: string) =>
  new AppError('SVC-VALID-4000', `records[${i}]: ${message}`, { argument: `records[${i}]` });

/** A bounded string; empty (proto3's absent) is null. */
function text(i: number, name: string, v: unknown, max: number): string | null {
  if (v === undefined || v === null || v === '') return null;
  // PostgreSQL's text cannot hold NUL: refused here, typed, rather than failing the batch's insert.
  if (typeof v !== 'string' || v.length > max || v.includes('\u0000'))
    throw invalid(i, `${name} must be a string of at most ${max} characters, without NUL`);
  return v;
}

function record(i: number, r: ActivityRecordRequest): ActivityRecordRow {
  if (typeof r.id !== 'string' || !UUID.test(r.id)) throw invalid(i, 'id must be a UUID');
  const status = r.status;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599)
    throw invalid(i, 'status must be an HTTP status');
  if (!OUTCOMES.has(r.outcome ?? '')) throw invalid(i, 'outcome must be success, failure or denied');
  if (!METHOD.test(r.method ?? '')) throw invalid(i, 'method must be an HTTP method');
  const ms = Number(r.occurred_at_ms);
  if (!Number.isSafeInteger(ms) || ms <= 0 || ms > 8.64e15)
    throw invalid(i, 'occurred_at_ms must be a Unix time in milliseconds');
  return {
    id: r.id,
    requestId: text(i, 'request_id', r.request_id, MAX_ID) ?? '',
    actorId: text(i, 'actor_id', r.actor_id, MAX_ID),
    orgId: text(i, 'org_id', r.org_id, MAX_ID),
    workspaceId: text(i, 'workspace_id', r.workspace_id, MAX_ID),
    action: text(i, 'action', r.action, MAX_ID) ?? '',
    method: r.method!,
    path: text(i, 'path', r.path, MAX_PATH) ?? '',
    status,
    outcome: r.outcome as ActivityRecordRow['outcome'],
    occurredAt: new Date(ms),
  };
}

export class ActivityIngest {
  constructor(private deps: { repo: ActivityRepository; maxRecords: number }) {}

  /** The number of records stored; refuses every service but the gateway. */
  async append(service: string, records: readonly ActivityRecordRequest[] | undefined): Promise<number> {
    if (service !== ACTIVITY_SERVICE)
      throw new AppError('SVC-AUDIT-APPEND-FORBIDDEN', `${service} may not append activity records`);
    if (!Array.isArray(records) || records.length === 0 || records.length > this.deps.maxRecords) {
      throw new AppError('SVC-VALID-4000', `a batch holds 1 to ${this.deps.maxRecords} records`, {
        argument: 'records',
      });
    }
    return this.deps.repo.write(records.map((r, i) => record(i, r ?? {})));
  }
}
