/**
 * The retry policy travels with each delivery job: pg-boss's queue-level policy is whatever the
 * last replica to start wrote, so two replicas configured differently (a rolling change of
 * EVENTS_MAX_ATTEMPTS) must not change how each other's deliveries retry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '@svc/db';
import { freshDatabase } from '../../../../test/helpers/fresh-database.ts';
import { DeliveryQueue } from './delivery-queue.ts';

let db: Awaited<ReturnType<typeof freshDatabase>>;
const started: DeliveryQueue[] = [];
const start = async (maxAttempts: number) => {
  const q = await DeliveryQueue.start({
    url: db.url,
    maxAttempts,
    retryDelaySeconds: 3,
    leaseSeconds: 30,
    superviseIntervalSeconds: 60,
    supervise: false,
    poolMax: 2,
  });
  started.push(q);
  return q;
};

beforeAll(async () => {
  db = await freshDatabase();
  await migrate({ url: db.url, dir: MIGRATIONS_DIR });
}, 120_000);
afterAll(async () => {
  for (const q of started) await q.stop();
  await db?.drop();
});

describe('DeliveryQueue', () => {
  it("enqueues with its own attempts, whatever another replica's start wrote to the queue", async () => {
    const one = await start(1);
    await start(8);
    await one.send('dlv_one');
    const [job] = await one.fetch(1);
    expect(job?.data).toEqual({ deliveryId: 'dlv_one' });
    expect(job?.retryLimit).toBe(0);
    await one.complete(job!.id);
  });
});
