/**
 * The webhook delivery job queue's names and the one way to put a delivery job on it inside a
 * caller's transaction. The queue itself (pg-boss 10 on the platform's PostgreSQL, ADR 004) is
 * created and worked by the agents subgraph's dispatcher; every emitter (identity, agents,
 * inference) only writes jobs, in the same transaction as the event, through pg-boss's own
 * `send({ db })` on a pg-boss instance that never opens a connection of its own.
 */
import PgBoss from 'pg-boss';
import type { Prisma } from '../generated/prisma/client.ts';

export const DELIVERY_QUEUE = 'event-delivery';
export const DEAD_LETTER_QUEUE = 'event-delivery-dead';

export interface DeliveryJobData { deliveryId: string }
/** Where pg-boss runs its SQL: its own pool, or the caller's transaction. */
export type SqlExecutor = PgBoss.Db;

/** pg-boss's SQL, run on the caller's Prisma transaction. */
export function txExecutor(tx: Prisma.TransactionClient): SqlExecutor {
  return { executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }) };
}

/** The delivery queue does not exist yet (no dispatcher ever started on this database). */
export class DeliveryQueueMissingError extends Error {
  constructor() {
    super(`the ${DELIVERY_QUEUE} queue does not exist: start the agents subgraph (its dispatcher creates it) before subscribing`);
    this.name = 'DeliveryQueueMissingError';
  }
}

// Writes only through `db`: its own executor refuses, so it never opens a pool.
const writer = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('delivery jobs are written only inside the caller\'s transaction')) },
});

/**
 * Puts one job per delivery on the queue in the caller's transaction. pg-boss answers null
 * (writes nothing) for a queue that does not exist: that is refused, so the transaction rolls
 * back rather than committing a delivery nobody will ever send.
 */
export async function sendDeliveryJobs(db: SqlExecutor, deliveryIds: string[], options: PgBoss.SendOptions = {}): Promise<void> {
  for (const deliveryId of deliveryIds) {
    const id = await writer.send(DELIVERY_QUEUE, { deliveryId } satisfies DeliveryJobData, { ...options, db });
    if (id === null) throw new DeliveryQueueMissingError();
  }
}
