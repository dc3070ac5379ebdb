/**
 * RecordUsage: the usage records another service (inference) sends, checked whole and written once
 * per id. Every field is bounded here, before anything is written: one bad record refuses the batch
 * with SVC-VALID-4000 naming it, and nothing is written.
 *
 * Tenancy: billing holds no identity data and cannot tell whether a workspace belongs to an
 * organization; it accepts the ids the authenticated caller sends (inference takes them from the
 * credential the gateway verified). What it checks is their shape.
 */
import { AppError } from '@svc/core';
import { MAX_USAGE_RECORDS_PER_CALL, type ProtoUsageRecord } from '@svc/grpc';
import type { UsageRecordStore, UsageRow } from '../repositories/usage-record-repository.ts';

const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const OPAQUE = /^[A-Za-z0-9][A-Za-z0-9._:~-]{0,127}$/;
/** Model and provider names: printable, no control characters. */
const NAME = /^[\x21-\x7e][\x20-\x7e]{0,255}$/;
const OPERATIONS = new Set(['chat.completions', 'embeddings']);
const INT32_MAX = 2_147_483_647;
const INT64_MAX = 9_223_372_036_854_775_807n;
const DIGITS = /^(0|[1-9][0-9]{0,18})$/;
/** How far in the future a record's time may be (clock skew between hosts). */
const MAX_FUTURE_MS = 5 * 60_000;

const invalid = (i: number, field: string, why: string) =>
  new AppError('SVC-VALID-4000', `records[${i}].${field} ${why}`, { argument: `records[${i}].${field}` });

function text(i: number, r: Record<string, unknown>, field: string, pattern: RegExp, optional = false): string | null {
  const v = r[field];
  if ((v === undefined || v === '') && optional) return null;
  if (typeof v !== 'string' || !pattern.test(v)) throw invalid(i, field, 'is missing or malformed');
  return v;
}

function count(i: number, r: Record<string, unknown>, field: string): number {
  const v = r[field];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > INT32_MAX)
    throw invalid(i, field, 'must be a whole number from 0 to 2147483647');
  return v;
}

/** A non-negative integer as a decimal string; empty: null. */
function decimal(i: number, r: Record<string, unknown>, field: string, max: bigint): bigint | null {
  const v = r[field];
  if (v === undefined || v === '') return null;
  if (typeof v !== 'string' || !DIGITS.test(v) || BigInt(v) > max)
    throw invalid(i, field, `must be empty or a whole number from 0 to ${max}`);
  return BigInt(v);
}

export function usageRow(i: number, raw: unknown, nowMs: number): UsageRow {
  if (typeof raw !== 'object' || raw === null) throw invalid(i, '', 'is not a record');
  const r = raw as Record<string, unknown> & Partial<ProtoUsageRecord>;
  const occurred = decimal(i, r, 'occurred_at_ms', BigInt(nowMs + MAX_FUTURE_MS));
  if (occurred === null) throw invalid(i, 'occurred_at_ms', 'is missing');
  const operation = text(i, r, 'operation', NAME)!;
  if (!OPERATIONS.has(operation)) throw invalid(i, 'operation', 'must be chat.completions or embeddings');
  const cached = decimal(i, r, 'cached_input_tokens', BigInt(INT32_MAX));
  const latency = decimal(i, r, 'latency_ms', BigInt(INT32_MAX));
  const inputTokens = count(i, r, 'input_tokens');
  if (cached !== null && cached > BigInt(inputTokens))
    throw invalid(i, 'cached_input_tokens', 'cannot exceed input_tokens');
  return {
    id: text(i, r, 'id', ID)!,
    requestId: text(i, r, 'request_id', ID, true),
    workspaceId: text(i, r, 'workspace_id', OPAQUE)!,
    orgId: text(i, r, 'org_id', OPAQUE)!,
    userId: text(i, r, 'user_id', OPAQUE, true),
    apiKeyId: text(i, r, 'api_key_id', OPAQUE, true),
    model: text(i, r, 'model', NAME)!,
    provider: text(i, r, 'provider', NAME)!,
    operation,
    inputTokens,
    outputTokens: count(i, r, 'output_tokens'),
    costMicrocents: decimal(i, r, 'cost_microcents', INT64_MAX),
    cachedInputTokens: cached === null ? null : Number(cached),
    cacheSavedMicrocents: decimal(i, r, 'cache_saved_microcents', INT64_MAX),
    partial: r.partial === true,
    usageEstimated: r.usage_estimated === true,
    latencyMs: latency === null ? null : Number(latency),
    occurredAt: new Date(Number(occurred)),
  };
}

export class UsageIngest {
  constructor(private readonly deps: { store: UsageRecordStore; now?: () => number }) {}

  async record(records: unknown): Promise<{ written: number; duplicates: number }> {
    if (!Array.isArray(records) || records.length === 0 || records.length > MAX_USAGE_RECORDS_PER_CALL) {
      throw new AppError('SVC-VALID-4000', `records takes 1 to ${MAX_USAGE_RECORDS_PER_CALL} usage records`, {
        argument: 'records',
      });
    }
    const now = this.deps.now?.() ?? Date.now();
    const rows = records.map((r, i) => usageRow(i, r, now));
    // The same id twice in one batch is one record (the first wins, as a later batch would).
    const seen = new Set<string>();
    const unique = rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
    const written = await this.deps.store.insertNew(unique);
    return { written, duplicates: records.length - written };
  }
}
