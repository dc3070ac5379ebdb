/**
 * The bridge from the audit trail to webhooks (ADR 004): installed as the AuditTrail's
 * `onAppend` by every emitter that has the outbox (identity, the agents subgraph), it queues a
 * subscribed audit action (wire type `audit.<action>`) in the outbox inside the append's
 * transaction, so the webhook exists exactly when the audit event commits. Workspace-less
 * (organization-level) events have no subscribers: subscriptions belong to a workspace. Every
 * catalogued action is a wire type (subgraphs/agents/src/events/event-types.ts), and the append
 * has already refused an action outside the catalogue.
 */
import { crossOwner, type Outbox } from '@svc/db';
import type { AuditAppendHook } from './audit-trail.ts';

export const AUDIT_EVENT_PREFIX = 'audit.';

export function auditOutboxHook(outbox: Outbox): AuditAppendHook {
  return async (tx, events) => {
    const inWorkspace = events.filter((e) => e.input.workspaceId);
    if (inWorkspace.length === 0) return;
    // One lookup for the whole batch (a batch spans chains, so several workspaces): most audit actions
    // (every token grant) have no subscriber, and a query per event would be most of the hook's
    // cost. Events whose type someone subscribes to are then enqueued one by one as before.
    const subscribed = await outbox.subscribedTypes(crossOwner(tx), [...new Set(inWorkspace.map((e) => e.input.workspaceId!))]);
    for (const e of inWorkspace) {
      const type = `${AUDIT_EVENT_PREFIX}${e.input.action}`;
      if (!subscribed.get(e.input.workspaceId!)?.has(type)) continue;
      await outbox.enqueue(crossOwner(tx), {
        orgId: e.input.organizationId, workspaceId: e.input.workspaceId!, type, occurredAt: e.occurredAt, onlyWhenSubscribed: true,
        data: {
          auditEventId: e.id, category: e.input.category, action: e.input.action, outcome: e.input.outcome,
          actorPrincipal: e.input.actorPrincipal, resourceOrn: e.input.resourceOrn ?? null, chainKey: e.chainKey, seq: e.seq.toString(),
        },
      });
    }
  };
}
