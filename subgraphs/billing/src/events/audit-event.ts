/**
 * The audit event a billing change records. It is written to billing's outbox in the change's own
 * transaction (audit-outbox-repository.ts) and appended to the tenant's chain by identity, which
 * alone holds the signing key (docs/adr/007-service-audit-appends.md). The tenant and the actor
 * come from the credential; details carry ids and amounts, never free text a user typed.
 */
import type { CallerIdentity } from '@svc/subgraph-kit';

export type BillingAuditAction =
  | 'billing.budget.created'
  | 'billing.budget.updated'
  | 'billing.budget.deleted'
  | 'billing.subscription.canceled'
  | 'billing.subscription.resumed';

export interface BillingAuditEvent {
  action: BillingAuditAction;
  organizationId: string;
  workspaceId: string;
  actorPrincipal: string;
  resourceOrn: string;
  details: Record<string, string | number | boolean | null>;
}

export function billingAuditEvent(
  caller: CallerIdentity,
  action: BillingAuditAction,
  resourceOrn: string,
  details: BillingAuditEvent['details'] = {},
): BillingAuditEvent {
  const actorPrincipal = caller.userId
    ? `user/${caller.userId}`
    : caller.clientId
      ? `client/${caller.clientId}`
      : 'anonymous';
  return {
    action,
    organizationId: caller.orgId,
    workspaceId: caller.workspaceId,
    actorPrincipal,
    resourceOrn,
    details,
  };
}
