/**
 * Step 7 of the chain: every request the edge observes becomes an activity record (actor, action,
 * method and path, status, outcome, request id, time-ordered UUIDv7 id). Records go into a bounded
 * in-memory buffer and are sent to identity in batches off the request path (activity-sink.ts);
 * the gateway writes no database. Activity is best-effort observability, not the signed audit
 * chain (docs/adr/007-service-audit-appends.md):
 * - the buffer full, the oldest record is dropped (svc_gateway_audit_dropped_total);
 * - a batch identity does not take is retried with exponential backoff, and after `maxAttempts`
 *   (or at once when identity refuses it as malformed, which no retry mends) it is dropped
 *   (svc_gateway_audit_undelivered_total) with a log line.
 * So neither a slow nor a down identity stalls or crashes the edge. `stop()` tries once more.
 */
import { AppError, uuidv7, type Logger } from '@svc/core';

export interface ActivityRecordInput {
  requestId: string;
  actorId: string | null;
  orgId: string | null;
  workspaceId: string | null;
  action: string;
  method: string;
  path: string;
  status: number;
  outcome: 'success' | 'failure' | 'denied';
  occurredAt: Date;
}

export type ActivityRecord = ActivityRecordInput & { id: string };

export interface ActivitySink {
  write(records: ActivityRecord[]): Promise<void>;
}

export interface ActivityRecorderOptions {
  capacity: number;
  batchSize: number;
  intervalMs: number;
  /** Backoff after a failed send: base · 2^(attempt-1), at most `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Sends of one batch before it is dropped. */
  maxAttempts: number;
}

export class ActivityRecorder {
  private buffer: ActivityRecord[] = [];
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;
  /** Failed sends of the batch at the buffer's head, and when it may be sent again. */
  private attempts = 0;
  private retryAt = 0;
  /** Dropped because the buffer was full. */
  dropped = 0;
  /** Dropped because identity did not take them (attempts exhausted, or refused as malformed). */
  undelivered = 0;
  written = 0;

  constructor(
    private sink: ActivitySink | null,
    private log: Logger,
    private opts: ActivityRecorderOptions,
  ) {
    this.timer = setInterval(() => void this.flush(), opts.intervalMs);
    this.timer.unref();
  }

  record(r: ActivityRecordInput) {
    if (!this.sink) return;
    if (this.buffer.length >= this.opts.capacity) {
      this.buffer.shift();
      this.dropped++;
    }
    // Written out, not spread: V8 adds properties after a spread on a slow path (per request).
    this.buffer.push({
      id: uuidv7(r.occurredAt.getTime()),
      requestId: r.requestId,
      actorId: r.actorId,
      orgId: r.orgId,
      workspaceId: r.workspaceId,
      action: r.action,
      method: r.method,
      path: r.path,
      status: r.status,
      outcome: r.outcome,
      occurredAt: r.occurredAt,
    });
    if (this.buffer.length >= this.opts.batchSize && this.attempts === 0) void this.flush();
  }

  get pending() {
    return this.buffer.length;
  }

  /** Sends what is buffered, batch by batch, unless a failed batch is waiting out its backoff. */
  flush(force = false): Promise<void> {
    if (this.flushing || !this.sink || this.buffer.length === 0) return this.flushing ?? Promise.resolve();
    if (!force && Date.now() < this.retryAt) return Promise.resolve();
    const sink = this.sink;
    this.flushing = (async () => {
      try {
        while (this.buffer.length) {
          const batch = this.buffer.slice(0, this.opts.batchSize);
          try {
            await sink.write(batch);
          } catch (e) {
            this.failed(batch, e as Error);
            return;
          }
          // Records dropped for room while the batch was in flight are gone from the head already.
          this.remove(batch);
          this.written += batch.length;
          this.attempts = 0;
          this.retryAt = 0;
        }
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  private remove(batch: ActivityRecord[]) {
    const sent = new Set(batch.map((r) => r.id));
    let n = 0;
    while (n < this.buffer.length && sent.has(this.buffer[n].id)) n++;
    this.buffer.splice(0, n);
  }

  private failed(batch: ActivityRecord[], e: Error) {
    this.attempts++;
    const malformed = e instanceof AppError && e.code === 'SVC-VALID-4000';
    if (malformed || this.attempts >= this.opts.maxAttempts) {
      const before = this.buffer.length;
      this.remove(batch);
      this.undelivered += before - this.buffer.length;
      this.log.warn(
        { err: e.message, records: before - this.buffer.length, attempts: this.attempts },
        'activity records dropped: identity did not take them',
      );
      this.attempts = 0;
      this.retryAt = 0;
      return;
    }
    const delay = Math.min(this.opts.retryMaxMs, this.opts.retryBaseMs * 2 ** Math.min(this.attempts - 1, 30));
    this.retryAt = Date.now() + delay;
    this.log.warn(
      { err: e.message, pending: this.buffer.length, attempt: this.attempts, retryInMs: delay },
      'activity records not sent; retrying',
    );
  }

  async stop() {
    clearInterval(this.timer);
    await this.flushing;
    await this.flush(true);
    if (this.buffer.length)
      this.log.error({ lost: this.buffer.length }, 'activity records could not be sent at shutdown');
  }
}
