/**
 * The agents subgraph's own audit events to webhooks (ADR 004): installed as its AuditTrail's
 * `onAppend`, it queues a subscribed audit action (wire type `audit.<action>`) in the outbox
 * inside the append's transaction, so the webhook exists exactly when the audit event commits.
 * (Identity's events reach the outbox through the events API instead: ADR 011.) Workspace-less
 * (organization-level) events have no subscribers: subscriptions belong to a workspace.
 */
import { AUDIT_EVENT_PREFIX, type AuditAppendHook } from '@svc/identity/audit';
import type { Outbox } from './outbox/outbox.ts';

export function auditWebhookHook(outbox: Outbox): AuditAppendHook {
  return async (tx, events) => {
    const inWorkspace = events.filter((e) => e.input.workspaceId);
    if (inWorkspace.length === 0) return;
    // One lookup for the whole batch (a batch spans chains, so several workspaces): most audit actions
    // (every token grant) have no subscriber, and a query per event would be most of the hook's
    // cost. Events whose type someone subscribes to are then enqueued one by one as before.
    const subscribed = await outbox.subscribedTypes(tx, [...new Set(inWorkspace.map((e) => e.input.workspaceId!))]);
    for (const e of inWorkspace) {
      const type = `${AUDIT_EVENT_PREFIX}${e.input.action}`;
      if (!subscribed.get(e.input.workspaceId!)?.has(type)) continue;
      await outbox.enqueue(tx, {
        orgId: e.input.organizationId, workspaceId: e.input.workspaceId!, type, occurredAt: e.occurredAt, onlyWhenSubscribed: true,
        data: {
          auditEventId: e.id, category: e.input.category, action: e.input.action, outcome: e.input.outcome,
          actorPrincipal: e.input.actorPrincipal, resourceOrn: e.input.resourceOrn ?? null, chainKey: e.chainKey, seq: e.seq.toString(),
        },
      });
    }
  };
}
