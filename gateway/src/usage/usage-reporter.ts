/**
 * Sends the aggregator's windows to the schema registry every `intervalMs`, off the request path.
 * A report the registry cannot take (unreachable, 5xx, 401, 429) stays queued and is sent again at
 * the next tick, at most `maxAttempts` times, then dropped; one it refuses as malformed (another
 * 4xx) is dropped at once, since no retry mends it. At most `maxPending` reports wait; beyond,
 * the oldest is dropped. Every drop is counted (svc_gateway_usage_reports_dropped_total) and
 * logged, and none of it ever fails or slows a request.
 */
import type { Logger } from '@svc/core';
import type { UsageReport } from '@svc/core/graphql';
import type { UsageAggregator } from './usage-aggregator.ts';

/** A failed send; `retryable` when a later attempt may succeed. */
export class UsageSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface UsageSender {
  send(report: UsageReport): Promise<void>;
}

export interface UsageReporterOptions {
  intervalMs: number;
  maxAttempts: number;
  maxPending: number;
}

export interface UsageStats {
  sent: number;
  dropped: number;
  pending: number;
  overflow: number;
}

export class UsageReporter {
  private queue: { report: UsageReport; attempts: number }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private counts = { sent: 0, dropped: 0 };

  constructor(
    readonly aggregator: UsageAggregator,
    private sender: UsageSender,
    private log: Logger,
    private opts: UsageReporterOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.opts.intervalMs);
    this.timer.unref();
  }

  get stats(): UsageStats {
    return { ...this.counts, pending: this.queue.length, overflow: this.aggregator.overflow };
  }

  /** Takes the current window and sends what is queued; concurrent calls share one run. */
  flush(): Promise<void> {
    this.flushing ??= this.run().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private drop(n: number, why: string): void {
    this.counts.dropped += n;
    this.log.warn({ reports: n, reason: why }, 'usage reports dropped');
  }

  private async run(): Promise<void> {
    for (const report of this.aggregator.drain()) this.queue.push({ report, attempts: 0 });
    if (this.queue.length > this.opts.maxPending) {
      const over = this.queue.length - this.opts.maxPending;
      this.queue.splice(0, over);
      this.drop(over, 'too many reports waiting');
    }
    while (this.queue.length) {
      const head = this.queue[0];
      try {
        await this.sender.send(head.report);
        this.queue.shift();
        this.counts.sent++;
      } catch (e) {
        const err = e as UsageSendError;
        head.attempts++;
        if (err.retryable === false || head.attempts >= this.opts.maxAttempts) {
          this.queue.shift();
          this.drop(1, err.message);
          if (err.retryable === false) continue;
        }
        // The registry is down or busy: the rest waits for the next tick.
        return;
      }
    }
  }

  /** Stops the timer and makes one last attempt at what is left. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(() => {});
  }
}
