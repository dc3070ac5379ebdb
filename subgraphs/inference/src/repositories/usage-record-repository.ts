/**
 * Usage records to billing, which owns them (billing.v1.BillingService/RecordUsage; ADR 012).
 * Off the call's path: `insert` only queues the record; a sender sends the queue in batches every
 * `flushIntervalMs`, or at once when a batch is full. A batch billing did not take waits and is sent
 * again with backoff (`retryBaseMs` doubling to `retryMaxMs`); billing writes a record once per id,
 * so a batch whose answer was lost is not counted twice.
 *
 * The loss bound, stated (ADR 012): records wait in this process's memory only. While billing is
 * unreachable at most `bufferMax` wait; past that the oldest are dropped. On stop the queue gets one
 * last bounded attempt; what is left is dropped. A process that dies loses what it held. Every
 * dropped record is counted (svc_inference_usage_records_dropped_total, by reason) and logged at
 * error level with the whole record (no prompt or completion text is in it), so it can be
 * reconciled from the logs. A batch billing refuses as malformed is sent again one record at a
 * time, so that only the records it refuses are dropped.
 */
import { AppError, type Logger } from '@svc/core';
import { MAX_USAGE_RECORDS_PER_CALL, type BillingApi, type ProtoUsageRecord } from '@svc/grpc';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { UsageEvent, UsageSink } from '../services/usage-recorder.ts';

export interface UsageBatchOptions {
  /** Records per RecordUsage call (at most billing's MAX_USAGE_RECORDS_PER_CALL). */
  batchMax: number;
  flushIntervalMs: number;
  /** Records that may wait (queued and in flight); past it the oldest are dropped. */
  bufferMax: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

type DropReason = 'buffer_full' | 'refused' | 'stopped';

const str = (v: bigint | number | null) => (v === null ? '' : String(v));

export function toProtoUsage(e: UsageEvent): ProtoUsageRecord {
  return {
    id: e.id,
    request_id: e.requestId,
    workspace_id: e.workspaceId,
    org_id: e.orgId,
    user_id: e.userId,
    api_key_id: e.apiKeyId ?? '',
    model: e.model,
    provider: e.provider,
    operation: e.operation,
    input_tokens: e.inputTokens,
    output_tokens: e.outputTokens,
    cost_microcents: str(e.costMicrocents),
    cached_input_tokens: str(e.cachedInputTokens),
    cache_saved_microcents: str(e.cacheSavedMicrocents),
    partial: e.partial,
    usage_estimated: e.usageEstimated,
    latency_ms: str(e.latencyMs),
    occurred_at_ms: String(e.occurredAt.getTime()),
  };
}

export class UsageRecordRepository implements UsageSink {
  private queue: UsageEvent[] = [];
  private inFlight = 0;
  private sending: Promise<void> | null = null;
  private failures = 0;
  private notBefore = 0;
  private closed = false;
  private readonly timer: NodeJS.Timeout;
  private readonly dropped: Counter<'reason'>;

  constructor(
    private readonly deps: {
      billing: Pick<BillingApi, 'recordUsage'>;
      log: Logger;
      registry?: Registry;
      opts: UsageBatchOptions;
    },
  ) {
    const registers = deps.registry ? [deps.registry] : [];
    this.dropped = new Counter({
      name: 'svc_inference_usage_records_dropped_total',
      help: 'Usage records never sent to billing, by reason (buffer_full: billing unreachable too long; refused: malformed; stopped: left at shutdown).',
      labelNames: ['reason'],
      registers,
    });
    const self = this;
    new Gauge({
      name: 'svc_inference_usage_records_pending',
      help: 'Usage records waiting to be sent to billing (queued and in flight).',
      registers,
      collect() {
        this.set(self.queue.length + self.inFlight);
      },
    });
    this.timer = setInterval(() => this.kick(), deps.opts.flushIntervalMs);
    this.timer.unref();
  }

  /** Queues the record (resolves at once: the call never waits for billing). */
  async insert(e: UsageEvent): Promise<void> {
    if (this.closed) return this.drop([e], 'stopped');
    this.queue.push(e);
    this.bound();
    if (this.queue.length >= this.deps.opts.batchMax) this.kick();
  }

  private bound() {
    const over = this.queue.length + this.inFlight - this.deps.opts.bufferMax;
    if (over > 0) this.drop(this.queue.splice(0, Math.min(over, this.queue.length)), 'buffer_full');
  }

  private drop(events: UsageEvent[], reason: DropReason) {
    if (events.length === 0) return;
    this.dropped.inc({ reason }, events.length);
    for (const e of events) {
      this.deps.log.error(
        {
          reason,
          usage: { ...e, costMicrocents: str(e.costMicrocents), cacheSavedMicrocents: str(e.cacheSavedMicrocents) },
        },
        'usage record dropped: billing did not take it',
      );
    }
  }

  private kick(force = false) {
    if (this.sending || this.queue.length === 0 || (!force && Date.now() < this.notBefore)) return;
    this.sending = this.drain().finally(() => {
      this.sending = null;
    });
  }

  /** Sends batches until the queue is empty or billing fails (then backs off). */
  private async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, Math.min(this.deps.opts.batchMax, MAX_USAGE_RECORDS_PER_CALL));
      this.inFlight = batch.length;
      let ok: boolean;
      try {
        ok = await this.send(batch);
      } finally {
        this.inFlight = 0;
      }
      if (!ok) return;
    }
  }

  /** One batch; false (the unsent records back at the queue's head) when billing could not be reached. */
  private async send(batch: UsageEvent[]): Promise<boolean> {
    try {
      await this.deps.billing.recordUsage(batch.map(toProtoUsage));
      this.failures = 0;
      this.notBefore = 0;
      return true;
    } catch (e) {
      if (e instanceof AppError && e.code === 'SVC-VALID-4000') {
        if (batch.length === 1) {
          this.deps.log.error({ err: e.message }, 'billing refused a usage record as malformed');
          this.drop(batch, 'refused');
          return true;
        }
        for (let i = 0; i < batch.length; i++) {
          if (!(await this.send([batch[i]]))) {
            this.requeue(batch.slice(i + 1));
            return false;
          }
        }
        return true;
      }
      this.failures++;
      const wait = Math.min(
        this.deps.opts.retryMaxMs,
        this.deps.opts.retryBaseMs * 2 ** Math.min(this.failures - 1, 20),
      );
      this.notBefore = Date.now() + wait;
      this.deps.log[this.failures === 1 ? 'error' : 'warn'](
        { err: (e as Error).message, waiting: this.queue.length + batch.length, retryInMs: wait },
        'usage records not taken by billing; they wait in memory and are sent again',
      );
      this.requeue(batch);
      return false;
    }
  }

  /** The batch in flight is over (sent, dropped or back here): only the queue counts against the bound. */
  private requeue(events: UsageEvent[]) {
    this.inFlight = 0;
    this.queue.unshift(...events);
    this.bound();
  }

  /** Sends what is queued now, ignoring the backoff, and resolves once billing took it or refused it (tests, stop). */
  async drained(): Promise<void> {
    for (let round = 0; round < 10 && (this.sending || this.queue.length > 0); round++) {
      await this.sending;
      this.kick(true);
      await this.sending;
    }
  }

  /** Stops taking records, gives the queue one last bounded attempt, drops what is left. */
  async close(timeoutMs = 5_000): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
      timer.unref();
    });
    const last = (async () => {
      await this.sending;
      this.failures = 0;
      this.kick(true);
      await this.sending;
    })();
    await Promise.race([last, deadline]);
    clearTimeout(timer);
    this.drop(this.queue.splice(0), 'stopped');
  }
}
