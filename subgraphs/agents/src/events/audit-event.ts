/**
 * The audit events the agents subgraph records: its own action names (identity's catalogue holds
 * the same names under `events.*` and refuses any other, SVC-AUDIT-APPEND-FORBIDDEN). An event is
 * written to agents' outbox (events.audit_outbox) in the change's own transaction and appended to
 * the tenant's chain by identity, which alone holds the signing key
 * (docs/adr/007-service-audit-appends.md). The tenant and the actor come from the caller; details
 * are ids and flags, never text a user typed.
 */
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../db.ts';
import type { CallerIdentity } from '@svc/subgraph-kit';

export const AGENTS_AUDIT_ACTIONS = [
  'events.subscription.created',
  'events.subscription.changed',
  'events.subscription.deleted',
  'events.subscription.secret_revealed',
  'events.subscription.secret_rotated',
  'events.subscription.test_sent',
  'events.delivery.replayed',
  'events.private_endpoint.registered',
  'events.private_endpoint.approved',
  'events.private_endpoint.preflighted',
  'events.private_endpoint.retired',
] as const;
export type AgentsAuditAction = (typeof AGENTS_AUDIT_ACTIONS)[number];

/** A flat object of scalars (identity's bound: at most 16, strings ≤ 512 characters). */
export type AuditDetails = Record<string, string | number | boolean | null>;

export interface AgentsAuditEvent {
  action: AgentsAuditAction;
  organizationId: string;
  workspaceId: string;
  actorPrincipal: string;
  resourceOrn: string;
  details: AuditDetails;
}

export function agentsAuditEvent(
  caller: CallerIdentity,
  action: AgentsAuditAction,
  resourceOrn: string,
  details: AuditDetails = {},
): AgentsAuditEvent {
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

/** Writes the event to the outbox inside the change's transaction (the relay sends it later). */
export async function writeAuditEvent(tx: Prisma.TransactionClient, e: AgentsAuditEvent): Promise<void> {
  const details = Object.keys(e.details).length ? JSON.stringify(e.details) : null;
  await tx.$executeRaw`INSERT INTO "events"."audit_outbox" ("id", "organization_id", "workspace_id", "action", "actor_principal", "resource_orn", "details")
    VALUES (${`agents:${randomUUID()}`}, ${e.organizationId}, ${e.workspaceId}, ${e.action}, ${e.actorPrincipal}, ${e.resourceOrn}, ${details}::jsonb)`;
}
