/**
 * The bridge from the audit trail to webhooks: installed as the AuditTrail's `onAppend`, it
 * queues a subscribed audit action (wire type `audit.<action>`) in the outbox inside the append's
 * transaction, so the webhook exists exactly when the audit event commits. Workspace-less
 * (organization-level) events have no subscribers: subscriptions belong to a workspace.
 */
import type { AuditAppendHook } from '@svc/identity/audit';
import { isEventType } from './event-types.ts';
import type { Outbox } from './outbox-repository.ts';

export function auditOutboxHook(outbox: Outbox): AuditAppendHook {
  return async (tx, e) => {
    const type = `audit.${e.input.action}`;
    if (!e.input.workspaceId || !isEventType(type)) return;
    await outbox.enqueue(tx, {
      orgId: e.input.organizationId, workspaceId: e.input.workspaceId, type, occurredAt: e.occurredAt, onlyWhenSubscribed: true,
      data: {
        auditEventId: e.id, category: e.input.category, action: e.input.action, outcome: e.input.outcome,
        actorPrincipal: e.input.actorPrincipal, resourceOrn: e.input.resourceOrn ?? null, chainKey: e.chainKey, seq: e.seq.toString(),
      },
    });
  };
}
