/**
 * Publishes identity's pending audit webhook events (webhook-relay-repository.ts) to the agents
 * subgraph's PublishEvents (ADR 011) with the shared `OutboxRelay`: batches, backoff, nothing
 * dropped. The audit event id is the event id agents dedupes on.
 */
import { OutboxRelay, type Logger, type RelayOptions } from '@svc/core';
import type { EventsApi } from '@svc/grpc';
import type { RelayRow, WebhookRelayRepository } from './webhook-relay-repository.ts';

const protoEvent = (r: RelayRow) => ({
  event_id: r.id,
  org_id: r.organizationId,
  workspace_id: r.workspaceId,
  type: r.type,
  occurred_at: r.occurredAt.toISOString(),
  data_json: JSON.stringify(r.data),
});

export class WebhookRelay extends OutboxRelay<RelayRow> {
  constructor(deps: {
    rows: WebhookRelayRepository;
    events: Pick<EventsApi, 'publishEvents'>;
    log: Logger;
    opts: RelayOptions;
  }) {
    super({
      source: deps.rows,
      send: async (batch) => void (await deps.events.publishEvents(batch.map(protoEvent))),
      log: deps.log,
      opts: deps.opts,
      what: 'audit webhook events',
      table: 'audit.webhook_relay',
    });
  }
}
