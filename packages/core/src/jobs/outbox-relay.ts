/**
 * The loop that empties a transactional outbox into another service: every `intervalMs`, batches
 * of `batchSize` until a round finds less than a full batch due. A batch that fails (the receiver
 * down, a refusal) stays in the outbox and is retried after an exponential backoff from
 * `retryBaseMs` up to `retryMaxMs`; nothing is dropped. Receivers dedupe on the row id, so a batch
 * taken whose answer was lost is harmless when sent again. The outbox itself (claiming rows under
 * a lease, settling them) is the source's business: `SqlOutbox` in @svc/db.
 */
import type { Logger } from '../log/index.ts';

export interface RelayRound {
  sent: number;
  failed: number;
}

export interface RelayOptions {
  batchSize: number;
  intervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export const retryDelayMs = (attempts: number, o: Pick<RelayOptions, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(o.retryMaxMs, o.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));

/** Claims up to `limit` due rows, hands them to `send`, then settles them (sent, or pushed back). */
export interface RelaySource<Row> {
  relay(
    limit: number,
    send: (rows: Row[]) => Promise<void>,
    retryInMs: (attempts: number) => number,
  ): Promise<RelayRound>;
}

export interface OutboxRelayDeps<Row> {
  source: RelaySource<Row>;
  send: (rows: Row[]) => Promise<void>;
  log: Logger;
  opts: RelayOptions;
  /** What the rows are and where they wait, for the warning while the receiver does not take them. */
  what: string;
  table: string;
}

export class OutboxRelay<Row> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private lastWarnAt = 0;

  constructor(private relayDeps: OutboxRelayDeps<Row>) {}

  /** One batch: claimed, sent, settled. */
  runOnce(): Promise<RelayRound> {
    const { source, send, opts } = this.relayDeps;
    return source.relay(opts.batchSize, send, (n) => retryDelayMs(n, opts));
  }

  /** Batches until a round finds fewer than a full batch due (or one fails). */
  async drain(): Promise<void> {
    for (;;) {
      const r = await this.runOnce();
      if (r.failed) {
        // A receiver that is down is a state, not an event per round: warn at most once a minute.
        if (Date.now() - this.lastWarnAt > 60_000) {
          this.lastWarnAt = Date.now();
          this.relayDeps.log.warn(
            { failed: r.failed },
            `${this.relayDeps.what} not sent yet; they stay in ${this.relayDeps.table} and are retried`,
          );
        }
        return;
      }
      if (r.sent < this.relayDeps.opts.batchSize || this.stopped) return;
    }
  }

  start(): void {
    const tick = () => {
      this.running = this.drain()
        .catch((e: Error) =>
          this.relayDeps.log.error({ err: e.message }, `${this.relayDeps.what} relay round failed; retried next round`),
        )
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(tick, this.relayDeps.opts.intervalMs).unref();
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
