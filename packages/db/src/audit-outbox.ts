/**
 * A service's audit outbox (docs/adr/007-service-audit-appends.md, point 5): the `audit_outbox`
 * table billing, the agents subgraph and the registry each own in their schema, relayed to
 * identity's AppendServiceEvents by `AuditRelay` (@svc/grpc).
 */
import { type RawSqlClient, SqlOutbox } from './outbox.ts';

/** One pending event; its id is the idempotency key identity dedupes on. */
export interface OutboxEvent {
  id: string;
  organizationId: string;
  workspaceId: string;
  action: string;
  actorPrincipal: string;
  resourceOrn: string;
  details: Record<string, unknown>;
  attempts: number;
}

export class SqlAuditOutbox extends SqlOutbox<OutboxEvent> {
  constructor(db: RawSqlClient, schema: string, opts: { leaseMs: number }) {
    super(
      db,
      schema,
      'audit_outbox',
      ['organization_id', 'workspace_id', 'action', 'actor_principal', 'resource_orn', 'details'],
      (r) => ({
        id: r.id,
        organizationId: r.organization_id as string,
        workspaceId: r.workspace_id as string,
        action: r.action as string,
        actorPrincipal: r.actor_principal as string,
        resourceOrn: r.resource_orn as string,
        details: (r.details ?? {}) as Record<string, unknown>,
        attempts: r.attempts,
      }),
      opts,
    );
  }
}
