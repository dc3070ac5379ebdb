/**
 * Sends a service's pending audit events (its transactional audit outbox, ADR 007 point 5) to
 * identity's AppendServiceEvents; billing, the agents subgraph and the registry each run one over
 * their own outbox table (`SqlAuditOutbox` in @svc/db). The loop, its batches and its backoff are
 * the shared `OutboxRelay`; each row's id is the idempotency key identity dedupes on.
 */
import { OutboxRelay, type Logger, type RelayOptions, type RelaySource } from '@svc/core';
import type { AuditIngestApi } from './audit-ingest-client.ts';

export { retryDelayMs, type RelayRound } from '@svc/core';
export type AuditRelayOptions = RelayOptions;

/** One pending event as an outbox holds it; its id is the idempotency key. */
export interface AuditOutboxRow {
  id: string;
  organizationId: string;
  workspaceId: string;
  action: string;
  actorPrincipal: string;
  resourceOrn: string;
  details: Record<string, unknown>;
}

const protoEvent = (r: AuditOutboxRow) => ({
  idempotency_key: r.id,
  org_id: r.organizationId,
  workspace_id: r.workspaceId,
  action: r.action,
  outcome: 'SUCCESS',
  actor_principal: r.actorPrincipal,
  resource_orn: r.resourceOrn,
  correlation_key: '',
  details_json: Object.keys(r.details).length ? JSON.stringify(r.details) : '',
});

export class AuditRelay extends OutboxRelay<AuditOutboxRow> {
  constructor(deps: {
    outbox: RelaySource<AuditOutboxRow>;
    identity: Pick<AuditIngestApi, 'appendServiceEvents'>;
    log: Logger;
    opts: AuditRelayOptions;
    /** The outbox's table, named in the warning while identity does not take its events. */
    table: string;
  }) {
    super({
      source: deps.outbox,
      send: async (rows) => void (await deps.identity.appendServiceEvents(rows.map(protoEvent))),
      log: deps.log,
      opts: deps.opts,
      what: 'audit events',
      table: deps.table,
    });
  }
}
