/**
 * The delivery dispatcher. Any number may run on one database (every agents replica runs one
 * unless EVENTS_DISPATCHER=false): pg-boss hands each job to one of them (SKIP LOCKED) under a
 * lease. An attempt is bounded by the delivery timeout, which the configuration keeps shorter
 * than the lease, so no two dispatchers ever send the same attempt at once; a dispatcher that
 * dies mid-attempt leaves its job active until the lease ends, when pg-boss's supervisor fails it
 * and it is retried (at least once; the receiver deduplicates on `webhook-id`).
 *
 * Per fetched batch: one statement loads every delivery with its subscription, event and
 * secrets and counts the attempts (delivery-repository.ts). Per attempt: skip it if the
 * subscription was disabled or deleted; sign with every valid secret; POST through the egress
 * guard on a reused connection to the destination (EgressAgent: every new connection is checked
 * and pinned); 2xx marks it delivered and completes its job (group commit, completion-batcher.ts),
 * anything else fails the attempt (retry with backoff, or dead letter). Dead letters are drained
 * from pg-boss's dead-letter queue into `DEAD` rows, listable and replayable.
 */
import {
  EgressAgent,
  egressRequest,
  EgressFailure,
  EgressRejectedError,
  type EgressPolicy,
  type HostResolver,
  type Logger,
} from '@svc/core';
import { CompletionBatcher } from './completion-batcher.ts';
import type { DeliveryJob, DeliveryQueue } from './delivery-queue.ts';
import type { DeliveryRepository, DispatchUnit } from '../repositories/delivery-repository.ts';
import type { SecretBox } from '../services/secret-box.ts';
import { signatureHeaders, webhookBody } from '../services/webhook-signer.ts';

export interface DispatcherOptions {
  queue: DeliveryQueue;
  deliveries: DeliveryRepository;
  secrets: SecretBox;
  egress: EgressPolicy;
  resolver?: HostResolver;
  concurrency: number;
  destinationConcurrency: number;
  timeoutMs: number;
  leaseSeconds: number;
  maxResponseBytes: number;
  pollIntervalMs: number;
  log?: Logger;
}

export interface Dispatcher {
  stop(): Promise<void>;
  /** Deliveries finished by this dispatcher (delivered or failed attempts), for tests and benches. */
  stats(): { delivered: number; failed: number };
}

/** Per-origin slots within this dispatcher. */
class DestinationSlots {
  private readonly busy = new Map<string, number>();
  private readonly waiters = new Map<string, (() => void)[]>();
  constructor(private readonly limit: number) {}

  /** Resolves true with a slot, or false if none freed within `waitMs`. */
  acquire(key: string, waitMs: number): Promise<boolean> {
    const n = this.busy.get(key) ?? 0;
    if (n < this.limit) {
      this.busy.set(key, n + 1);
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const list = this.waiters.get(key) ?? [];
      this.waiters.set(key, list);
      const grant = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        list.splice(list.indexOf(grant), 1);
        resolve(false);
      }, waitMs);
      list.push(grant);
    });
  }

  release(key: string): void {
    const next = this.waiters.get(key)?.shift();
    if (next) {
      next(); // the slot passes on: the count stays
      return;
    }
    const n = (this.busy.get(key) ?? 1) - 1;
    if (n <= 0) this.busy.delete(key);
    else this.busy.set(key, n);
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export function startDispatcher(o: DispatcherOptions): Dispatcher {
  const slots = new DestinationSlots(o.destinationConcurrency);
  // Connections per destination are reused; the slots above already bound them per origin.
  const agent = new EgressAgent({
    policy: o.egress,
    resolver: o.resolver,
    maxSocketsPerOrigin: o.destinationConcurrency,
  });
  const completions = new CompletionBatcher((batch) =>
    o.deliveries.markDelivered(
      batch.map((b) => ({ id: b.deliveryId, statusCode: b.statusCode })),
      (db) =>
        o.queue.completeMany(
          batch.map((b) => b.jobId),
          db,
        ),
    ),
  );
  const handBack = (job: DeliveryJob, deliveryId: string) =>
    o.deliveries.inTransaction(async (db) => {
      await o.deliveries.uncountAttempt(db, deliveryId);
      await o.queue.defer(job, 1, db);
    });
  // Every attempt ends this long before its lease does (database round trips after the answer).
  const LEASE_MARGIN_MS = 1000;
  let stopped = false;
  let inFlight = 0;
  const minFetch = Math.max(1, Math.floor(o.concurrency / 4));
  let wake: (() => void) | null = null;
  const counts = { delivered: 0, failed: 0 };
  const idle = (ms: number) =>
    new Promise<void>((r) => {
      const t = setTimeout(() => {
        wake = null;
        r();
      }, ms);
      wake = () => {
        clearTimeout(t);
        wake = null;
        r();
      };
    });

  /**
   * `leaseEnd`: local time by which the job's lease certainly has not expired (taken before the
   * fetch, so earlier than pg-boss's own start time). Waiting for a slot and the request itself
   * both fit before it, so an attempt never outlives its lease and no other dispatcher can be
   * sending the same attempt.
   */
  async function attempt(job: DeliveryJob, unit: DispatchUnit | undefined, leaseEnd: number): Promise<void> {
    if (!unit || unit.delivery.status !== 'PENDING') return void (await o.queue.complete(job.id));
    const { delivery, subscription, event } = unit;
    if (!unit.due) {
      // PENDING, but the subscription was disabled, deleted or is not a webhook.
      await o.deliveries.markStatus([delivery.id], 'SKIPPED');
      return void (await o.queue.complete(job.id));
    }
    const key = originOf(subscription.destinationUrl);
    const minAttemptMs = Math.min(o.timeoutMs, 500);
    if (!(await slots.acquire(key, Math.max(0, leaseEnd - Date.now() - minAttemptMs)))) {
      // The destination is at its limit: back on the queue, no attempt spent.
      await handBack(job, delivery.id);
      return;
    }
    let status: number | null = null;
    let error: string | null = null;
    try {
      const timeoutMs = Math.min(o.timeoutMs, leaseEnd - Date.now());
      if (timeoutMs < minAttemptMs) {
        await handBack(job, delivery.id);
        return;
      }
      const body = webhookBody(event);
      const headers = signatureHeaders(
        delivery.id,
        new Date(),
        body,
        unit.secrets.map((sealed) => o.secrets.open(sealed, subscription.id)),
      );
      try {
        const res = await egressRequest({
          url: subscription.destinationUrl,
          method: 'POST',
          body,
          policy: o.egress,
          resolver: o.resolver,
          agent,
          headers: { 'content-type': 'application/json', 'user-agent': 'svc-webhooks/1', ...headers },
          timeoutMs,
          maxResponseBytes: o.maxResponseBytes,
        });
        status = res.status;
        if (status < 200 || status >= 300) error = `receiver answered ${status}`;
      } catch (e) {
        if (!(e instanceof EgressFailure || e instanceof EgressRejectedError)) throw e;
        error = e.message;
      }
    } finally {
      slots.release(key); // the bookkeeping below needs no slot at the destination
    }
    if (error === null) {
      await completions.add({ jobId: job.id, deliveryId: delivery.id, statusCode: status! });
      counts.delivered++;
    } else {
      await o.deliveries.markAttemptFailed(delivery.id, error, status);
      await o.queue.fail(job.id, error);
      counts.failed++;
    }
  }

  async function drainDeadLetters(): Promise<void> {
    const dead = await o.queue.fetchDead(100);
    if (!dead.length) return;
    await o.deliveries.markStatus(
      dead.map((j) => j.data.deliveryId),
      'DEAD',
    );
    await o.queue.completeDead(dead.map((j) => j.id));
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        const free = o.concurrency - inFlight;
        // Busy: fetch again once a quarter of the slots are free, not on every finished attempt,
        // so one fetch and one load serve many deliveries (each finish wakes this loop).
        if (free <= 0 || (inFlight > 0 && free < minFetch)) {
          await idle(o.pollIntervalMs);
          continue;
        }
        const leaseEnd = Date.now() + o.leaseSeconds * 1000 - LEASE_MARGIN_MS;
        const jobs = await o.queue.fetch(free);
        if (jobs.length === 0) {
          await drainDeadLetters();
          await idle(o.pollIntervalMs);
          continue;
        }
        // If this load fails the jobs stay active and are retried after their lease.
        const units = await o.deliveries.loadForDispatch(jobs.map((j) => j.data.deliveryId));
        for (const job of jobs) {
          inFlight++;
          attempt(job, units.get(job.data.deliveryId), leaseEnd)
            .catch(async (e) => {
              o.log?.error({ err: (e as Error).message, job: job.id }, 'delivery attempt failed unexpectedly');
              await o.queue.fail(job.id, 'internal error').catch(() => {});
            })
            .finally(() => {
              inFlight--;
              wake?.();
            });
        }
      } catch (e) {
        if (stopped) break;
        o.log?.error({ err: (e as Error).message }, 'dispatcher loop error; retrying');
        await idle(Math.max(o.pollIntervalMs, 1000));
      }
    }
  })();

  return {
    stats: () => ({ ...counts }),
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      const deadline = Date.now() + o.timeoutMs + 1000;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await completions.flushed();
      agent.destroy();
    },
  };
}
