/**
 * The bridge from identity's audit trail to webhooks (ADR 004, ADR 011): installed as the
 * AuditTrail's `onAppend`, it writes each workspace audit event that may have a subscriber (wire
 * type `audit.<action>`) to audit.webhook_relay inside the append's transaction, so the event
 * is relayed exactly when the audit event commits; the relay (webhook-relay.ts) publishes it to
 * the agents subgraph, which owns subscriptions and deliveries. Whether a (workspace, type) has a
 * subscriber comes from a cache (subscribed-types.ts): no call to agents on the append's path,
 * most audit actions (every token grant) write nothing. Workspace-less (organization-level)
 * events have no subscribers: subscriptions belong to a workspace. Every catalogued action is a
 * wire type, and the append has already refused an action outside the catalogue.
 */
import type { AuditAppendHook } from './audit-trail.ts';
import type { SubscribedTypes } from './subscribed-types.ts';

export const AUDIT_EVENT_PREFIX = 'audit.';

export function auditWebhookRelayHook(subscribed: Pick<SubscribedTypes, 'mayWant'>): AuditAppendHook {
  return async (tx, events) => {
    const rows = [];
    for (const e of events) {
      const workspaceId = e.input.workspaceId;
      const type = `${AUDIT_EVENT_PREFIX}${e.input.action}`;
      if (!workspaceId || !subscribed.mayWant(workspaceId, type)) continue;
      rows.push({
        id: e.id,
        organizationId: e.input.organizationId,
        workspaceId,
        type,
        occurredAt: e.occurredAt,
        data: {
          auditEventId: e.id,
          category: e.input.category,
          action: e.input.action,
          outcome: e.input.outcome,
          actorPrincipal: e.input.actorPrincipal,
          resourceOrn: e.input.resourceOrn ?? null,
          chainKey: e.chainKey,
          seq: e.seq.toString(),
        },
      });
    }
    // Raw SQL, so the hook runs on either driver of the batch (sql-tx.ts); ids already relayed are kept.
    if (rows.length)
      await tx.$executeRaw`
        INSERT INTO "audit"."webhook_relay" ("id", "organization_id", "workspace_id", "type", "occurred_at", "data")
        SELECT * FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.organizationId)}::text[],
          ${rows.map((r) => r.workspaceId)}::text[], ${rows.map((r) => r.type)}::text[],
          ${rows.map((r) => r.occurredAt.toISOString())}::timestamptz[], ${rows.map((r) => JSON.stringify(r.data))}::jsonb[])
        ON CONFLICT ("id") DO NOTHING`;
  };
}
