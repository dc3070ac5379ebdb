/**
 * The delivery job queue: pg-boss 10 on the platform's PostgreSQL (also on the embedded PGlite,
 * see ADR 004). A job carries only a delivery id; the event and subscription are read at
 * delivery time. pg-boss provides what at-least-once needs: SKIP LOCKED fetch (one dispatcher
 * per job), a lease (`expireInSeconds`) after which its supervisor fails a silent job, retries
 * with exponential backoff and jitter, and a dead-letter queue once retries are exhausted.
 */
import PgBoss from 'pg-boss';
import type { Logger } from '@svc/core';

import { DEAD_LETTER_QUEUE, DELIVERY_QUEUE, type DeliveryJobData, type SqlExecutor } from './outbox/delivery-jobs.ts';

export type DeliveryJob = PgBoss.JobWithMetadata<DeliveryJobData>;

export interface DeliveryQueueOptions {
  url: string;
  maxAttempts: number;
  retryDelaySeconds: number;
  leaseSeconds: number;
  superviseIntervalSeconds: number;
  /** Run pg-boss maintenance (lease expiry, retries, archive) in this process. */
  supervise: boolean;
  /** pg-boss's own connections. Default 10. */
  poolMax?: number;
}

/** Attempts, backoff and lease of a delivery job, from this process's settings. */
function retryPolicy(opts: DeliveryQueueOptions) {
  return {
    retryLimit: opts.maxAttempts - 1,
    retryDelay: opts.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: opts.leaseSeconds,
  };
}

export class DeliveryQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly opts: DeliveryQueueOptions,
  ) {}

  static async start(opts: DeliveryQueueOptions, log?: Logger): Promise<DeliveryQueue> {
    const boss = new PgBoss({
      connectionString: opts.url,
      // Every delivery completes or fails its job through this pool: it bounds the dispatch rate.
      max: opts.poolMax ?? 10,
      supervise: opts.supervise,
      maintenanceIntervalSeconds: opts.superviseIntervalSeconds,
      monitorStateIntervalSeconds: Math.max(opts.superviseIntervalSeconds, 10),
      schedule: false,
    });
    boss.on('error', (e) => log?.error({ err: e.message }, 'pg-boss error'));
    await boss.start();
    const retry = retryPolicy(opts);
    for (const [name, q] of [
      [DEAD_LETTER_QUEUE, {}],
      [DELIVERY_QUEUE, { ...retry, deadLetter: DEAD_LETTER_QUEUE }],
    ] as const) {
      if (!(await boss.getQueue(name))) {
        try {
          await boss.createQueue(name, { name, ...q });
        } catch (e) {
          if (!(await boss.getQueue(name))) throw e; // another replica created it first
        }
      } else if (name === DELIVERY_QUEUE) {
        await boss.updateQueue(name, { name, ...retry, deadLetter: DEAD_LETTER_QUEUE });
      }
    }
    return new DeliveryQueue(boss, opts);
  }

  /**
   * Enqueues a delivery; with `db` inside the caller's transaction (the outbox write). The job
   * carries this process's retry policy: the queue's own is the one the last replica to start
   * wrote, and a replica configured otherwise must not change how this one's deliveries retry.
   */
  async send(deliveryId: string, db?: SqlExecutor): Promise<void> {
    await this.boss.send(DELIVERY_QUEUE, { deliveryId } satisfies DeliveryJobData, {
      ...retryPolicy(this.opts),
      ...(db ? { db } : {}),
    });
  }

  /**
   * Hands a fetched job back without spending an attempt (its destination had no free slot):
   * a new job for the same delivery with the attempts it had left, and the old one completed,
   * in one transaction (`db`), so the delivery is never lost nor doubled.
   */
  async defer(job: DeliveryJob, delaySeconds: number, db: SqlExecutor): Promise<void> {
    await this.boss.send(DELIVERY_QUEUE, job.data, {
      ...retryPolicy(this.opts),
      db,
      startAfter: delaySeconds,
      retryLimit: Math.max(0, job.retryLimit - job.retryCount),
    });
    await this.boss.complete(DELIVERY_QUEUE, job.id, {}, { db });
  }

  async fetch(n: number): Promise<DeliveryJob[]> {
    return (await this.boss.fetch<DeliveryJobData>(DELIVERY_QUEUE, { batchSize: n, includeMetadata: true })) ?? [];
  }

  async complete(jobId: string): Promise<void> {
    await this.boss.complete(DELIVERY_QUEUE, jobId);
  }

  /** Completes many jobs at once; with `db` inside the caller's transaction. */
  async completeMany(jobIds: string[], db?: SqlExecutor): Promise<void> {
    if (jobIds.length === 0) return;
    // pg-boss 10 reads the connection from the fourth argument whatever the first is (its typings
    // only list (name, ids, options), where `options` would be taken for the output data).
    const complete = this.boss.complete.bind(this.boss) as (
      name: string,
      ids: string[],
      data: object,
      options: PgBoss.ConnectionOptions,
    ) => Promise<void>;
    await complete(DELIVERY_QUEUE, jobIds, {}, db ? { db } : {});
  }

  /** Fails this attempt: pg-boss schedules the next with backoff, or dead-letters the last. */
  async fail(jobId: string, reason: string): Promise<void> {
    await this.boss.fail(DELIVERY_QUEUE, jobId, { message: reason });
  }

  async fetchDead(n: number): Promise<PgBoss.Job<DeliveryJobData>[]> {
    return (await this.boss.fetch<DeliveryJobData>(DEAD_LETTER_QUEUE, { batchSize: n })) ?? [];
  }

  async completeDead(jobIds: string[]): Promise<void> {
    if (jobIds.length) await this.boss.complete(DEAD_LETTER_QUEUE, jobIds);
  }

  get maxAttempts(): number {
    return this.opts.maxAttempts;
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: false, wait: true });
  }
}
