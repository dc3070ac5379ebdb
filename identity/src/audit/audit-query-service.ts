/**
 * What the audit subgraph reads, for the caller's tenant only: the workspace's chain of audit
 * events (keyset pages, filters, exact counts), one event, and the gateway's activity records.
 * The chain key and workspace come from the caller's credential (the RequestContext built from the
 * SVC-* headers), never from arguments.
 */
import { AppError } from '@svc/core';
import { AUDIT_ACTIONS, isAuditAction } from './catalogue.ts';
import { chainKeyFor } from './audit-event-input.ts';
import type { AuditReadRepository, AuditKeyset } from './audit-read-repository.ts';
import type { StoredAuditEvent } from './audit-event-repository.ts';

export interface AuditTenant {
  orgId: string;
  workspaceId: string;
}

export interface AuditEventView {
  id: string;
  chainKey: string;
  seq: string;
  occurredAt: string;
  category: string;
  action: string;
  outcome: string;
  actorPrincipal: string;
  resourceOrn: string;
  isSystem: boolean;
  correlationKey: string;
  correlationId: string;
  emitterService: string;
  contentHash: string;
  label: string;
  verbPhrase: string;
}

export interface ActivityView {
  id: string;
  action: string;
  actor: string;
  outcome: 'SUCCESS' | 'FAILURE';
  requestId: string | null;
  resource: string;
  statusCode: number;
  timestamp: string;
}

const MAX_PAGE = 100;

export function auditEventView(e: StoredAuditEvent): AuditEventView {
  // Presentation text comes from the catalogue; an action the running code no longer lists (an
  // older export replayed, a newer writer) still shows its dotted verb.
  const entry = isAuditAction(e.action) ? AUDIT_ACTIONS[e.action] : null;
  return {
    id: e.id,
    chainKey: e.chainKey,
    seq: e.seq.toString(),
    occurredAt: e.occurredAt.toISOString(),
    category: e.category,
    action: e.action,
    outcome: e.outcome,
    actorPrincipal: e.actorPrincipal,
    resourceOrn: e.resourceOrn,
    isSystem: e.isSystem,
    correlationKey: e.correlationKey,
    correlationId: e.correlationId,
    emitterService: e.emitterService,
    contentHash: e.contentHash,
    label: entry?.label ?? e.action,
    verbPhrase: entry?.verbPhrase ?? e.action,
  };
}

/** The backend's own page position; the subgraph signs it for the caller's workspace before a client sees it. */
export function encodeKeyset(k: AuditKeyset): string {
  return `${k.occurredAt.getTime()}.${k.seq}`;
}

export function decodeKeyset(s: string): AuditKeyset {
  const m = /^(\d{1,15})\.(\d{1,19})$/.exec(s);
  if (!m) throw new AppError('SVC-VALID-4000', 'cursor is not valid', { argument: 'cursor' });
  return { occurredAt: new Date(Number(m[1])), seq: BigInt(m[2]) };
}

/** Gateway activity ids are dashed UUIDv7; the API shows the hex of the 16 bytes, like audit event ids. */
const activityHex = (id: string) => id.replaceAll('-', '');
const activityDashed = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export class AuditQueryService {
  constructor(private readonly repo: AuditReadRepository) {}

  async events(
    t: AuditTenant,
    q: { cursor?: string; limit?: number; since?: Date; until?: Date; category?: string; outcome?: string },
  ) {
    const chainKey = chainKeyFor(t.orgId, t.workspaceId);
    const limit = Math.min(Math.max(q.limit ?? 20, 1), MAX_PAGE);
    const filter = { since: q.since, until: q.until, category: q.category, outcome: q.outcome };
    const after = q.cursor ? decodeKeyset(q.cursor) : null;
    const [rows, total] = await Promise.all([
      this.repo.page(chainKey, filter, after, limit + 1),
      this.repo.count(chainKey, filter),
    ]);
    const nodes = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    const last = nodes[nodes.length - 1];
    return {
      nodes: nodes.map(auditEventView),
      hasMore,
      nextCursor: hasMore && last ? encodeKeyset(last) : null,
      totalCount: String(total),
    };
  }

  async event(t: AuditTenant, id: string): Promise<AuditEventView | null> {
    const e = await this.repo.byId(id, chainKeyFor(t.orgId, t.workspaceId));
    return e ? auditEventView(e) : null;
  }

  async activity(t: AuditTenant, q: { limit?: number; before?: string }): Promise<ActivityView[]> {
    const limit = Math.min(Math.max(q.limit ?? 20, 1), MAX_PAGE);
    const rows = await this.repo.activity(t.orgId, t.workspaceId, q.before ? activityDashed(q.before) : null, limit);
    return rows.map((r) => ({
      id: activityHex(r.id),
      action: r.action,
      actor: r.actorId || 'anonymous',
      outcome: r.outcome === 'success' ? 'SUCCESS' : 'FAILURE',
      requestId: r.requestId || null,
      resource: `${r.method} ${r.path}`,
      statusCode: r.status,
      timestamp: r.occurredAt.toISOString(),
    }));
  }
}
