/**
 * Publishes identity's pending audit webhook events (webhook-relay-repository.ts) to the agents
 * subgraph's PublishEvents (ADR 011), the design of billing's audit relay (ADR 007 point 5):
 * every `intervalMs`, batches of `batchSize` until none is due. A batch that fails (agents down,
 * a refusal) stays in the table and is retried after an exponential backoff from `retryBaseMs`
 * up to `retryMaxMs`; nothing is dropped. The audit event id is the event id agents dedupes on,
 * so a batch taken whose answer was lost records nothing twice when it is sent again.
 */
import type { Logger } from '@svc/core';
import type { EventsApi } from '@svc/grpc';
import type { RelayRound, RelayRow, WebhookRelayRepository } from './webhook-relay-repository.ts';

export interface WebhookRelayOptions {
  batchSize: number;
  intervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export const relayRetryDelayMs = (attempts: number, o: Pick<WebhookRelayOptions, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(o.retryMaxMs, o.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));

const protoEvent = (r: RelayRow) => ({
  event_id: r.id,
  org_id: r.organizationId,
  workspace_id: r.workspaceId,
  type: r.type,
  occurred_at: r.occurredAt.toISOString(),
  data_json: JSON.stringify(r.data),
});

export class WebhookRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private lastWarnAt = 0;

  constructor(
    private deps: {
      rows: WebhookRelayRepository;
      events: Pick<EventsApi, 'publishEvents'>;
      log: Logger;
      opts: WebhookRelayOptions;
    },
  ) {}

  /** One batch: claimed, published, deleted (or pushed back). */
  runOnce(): Promise<RelayRound> {
    const { rows, events, opts } = this.deps;
    return rows.relay(
      opts.batchSize,
      async (batch) => void (await events.publishEvents(batch.map(protoEvent))),
      (n) => relayRetryDelayMs(n, opts),
    );
  }

  /** Batches until a round finds fewer than a full batch due (or one fails). */
  async drain(): Promise<void> {
    for (;;) {
      const r = await this.runOnce();
      if (r.failed) {
        // Agents down is a state, not an event per round: warn at most once a minute.
        if (Date.now() - this.lastWarnAt > 60_000) {
          this.lastWarnAt = Date.now();
          this.deps.log.warn(
            { failed: r.failed },
            'audit webhook events not published yet; they stay in audit.webhook_relay and are retried',
          );
        }
        return;
      }
      if (r.sent < this.deps.opts.batchSize || this.stopped) return;
    }
  }

  start(): void {
    const tick = () => {
      this.running = this.drain()
        .catch((e: Error) =>
          this.deps.log.error({ err: e.message }, 'audit webhook relay round failed; retried next round'),
        )
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(tick, this.deps.opts.intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
