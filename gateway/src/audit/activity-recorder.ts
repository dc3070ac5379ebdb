/**
 * Step 7 of the chain: every request the edge observes becomes an activity record (actor, action,
 * method and path, status, outcome, request id, time-ordered UUIDv7 id). Records go into a bounded
 * in-memory buffer and are written in batches off the request path; when the buffer is full the
 * oldest record is dropped and counted (svc_gateway_audit_dropped_total), so a slow database never
 * stalls or crashes the edge. `stop()` flushes what is left (graceful shutdown).
 */
import { uuidv7, type Logger } from '@svc/core';

export interface ActivityRecordInput {
  requestId: string; actorId: string | null; orgId: string | null; workspaceId: string | null;
  action: string; method: string; path: string; status: number; outcome: 'success' | 'failure' | 'denied'; occurredAt: Date;
}

export interface ActivitySink { write(records: (ActivityRecordInput & { id: string })[]): Promise<void> }

export class ActivityRecorder {
  private buffer: (ActivityRecordInput & { id: string })[] = [];
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;
  dropped = 0;
  written = 0;

  constructor(private sink: ActivitySink | null, private log: Logger, private opts: { capacity: number; batchSize: number; intervalMs: number }) {
    this.timer = setInterval(() => void this.flush(), opts.intervalMs);
    this.timer.unref();
  }

  record(r: ActivityRecordInput) {
    if (!this.sink) return;
    if (this.buffer.length >= this.opts.capacity) {
      this.buffer.shift();
      this.dropped++;
    }
    this.buffer.push({ ...r, id: uuidv7(r.occurredAt.getTime()) });
    if (this.buffer.length >= this.opts.batchSize) void this.flush();
  }

  get pending() {
    return this.buffer.length;
  }

  flush(): Promise<void> {
    if (this.flushing || !this.sink || this.buffer.length === 0) return this.flushing ?? Promise.resolve();
    const sink = this.sink;
    this.flushing = (async () => {
      try {
        while (this.buffer.length) {
          const batch = this.buffer.slice(0, this.opts.batchSize);
          try {
            await sink.write(batch);
          } catch (e) {
            // Keep the records (bounded by capacity) and retry on the next tick.
            this.log.warn({ err: (e as Error).message, pending: this.buffer.length }, 'audit write failed; will retry');
            return;
          }
          this.buffer.splice(0, batch.length);
          this.written += batch.length;
        }
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  async stop() {
    clearInterval(this.timer);
    await this.flushing;
    await this.flush();
    if (this.buffer.length) this.log.error({ lost: this.buffer.length }, 'audit records could not be flushed at shutdown');
  }
}
