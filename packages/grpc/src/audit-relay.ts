/**
 * Sends a service's pending audit events (its transactional audit outbox, ADR 007 point 5) to
 * identity's AppendServiceEvents; billing and the agents subgraph each run one over their own
 * outbox table: every `intervalMs`, batches of `batchSize` until none is due. A batch that
 * fails (identity down, a refusal) stays in the outbox and is retried after an exponential backoff
 * from `retryBaseMs` up to `retryMaxMs`; nothing is dropped. Each row's id is its idempotency key,
 * so a batch identity appended but whose answer was lost appends nothing when it is sent again.
 */
import type { Logger } from '@svc/core';
import type { AuditIngestApi } from './audit-ingest-client.ts';

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

export interface RelayRound {
  sent: number;
  failed: number;
}

/** The service's outbox: claims due rows under a lease, hands them to `send`, deletes or pushes them back. */
export interface AuditOutbox {
  relay(
    limit: number,
    send: (rows: AuditOutboxRow[]) => Promise<void>,
    retryInMs: (attempts: number) => number,
  ): Promise<RelayRound>;
}

export interface AuditRelayOptions {
  batchSize: number;
  intervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export const retryDelayMs = (attempts: number, o: Pick<AuditRelayOptions, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(o.retryMaxMs, o.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));

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

export class AuditRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private lastWarnAt = 0;

  constructor(
    private deps: {
      outbox: AuditOutbox;
      identity: Pick<AuditIngestApi, 'appendServiceEvents'>;
      log: Logger;
      opts: AuditRelayOptions;
      /** The outbox's table, named in the warning while identity does not take its events. */
      table: string;
    },
  ) {}

  /** One batch: claimed, sent, deleted (or pushed back). */
  runOnce(): Promise<RelayRound> {
    const { outbox, identity, opts } = this.deps;
    return outbox.relay(
      opts.batchSize,
      async (rows) => void (await identity.appendServiceEvents(rows.map(protoEvent))),
      (n) => retryDelayMs(n, opts),
    );
  }

  /** Batches until a round finds fewer than a full batch due (or one fails). */
  async drain(): Promise<void> {
    for (;;) {
      const r = await this.runOnce();
      if (r.failed) {
        // Identity down is a state, not an event per round: warn at most once a minute.
        if (Date.now() - this.lastWarnAt > 60_000) {
          this.lastWarnAt = Date.now();
          this.deps.log.warn(
            { failed: r.failed },
            `audit events not appended yet; they stay in ${this.deps.table} and are retried`,
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
        .catch((e: Error) => this.deps.log.error({ err: e.message }, 'audit relay round failed; retried next round'))
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
