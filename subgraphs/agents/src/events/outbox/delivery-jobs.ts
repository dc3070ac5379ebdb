/**
 * The webhook delivery job queue's names and the one way to put a delivery job on it inside a
 * caller's transaction. The queue itself (pg-boss 10 on the platform's PostgreSQL, ADR 004) is
 * created and worked by the agents subgraph's dispatcher; every emitter (identity, agents,
 * inference) only writes jobs, in the same transaction as the event, through pg-boss's own
 * `send({ db })` on a pg-boss instance that never opens a connection of its own.
 */
import PgBoss from 'pg-boss';
import { AppError } from '@svc/core';
import type { Prisma } from '../../db.ts';

export const DELIVERY_QUEUE = 'event-delivery';
export const DEAD_LETTER_QUEUE = 'event-delivery-dead';

export interface DeliveryJobData {
  deliveryId: string;
}
/** Where pg-boss runs its SQL: its own pool, or the caller's transaction. */
export type SqlExecutor = PgBoss.Db;

/** pg-boss's SQL, run on the caller's Prisma transaction. */
export function txExecutor(tx: Prisma.TransactionClient): SqlExecutor {
  return { executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }) };
}

/**
 * The delivery queue does not exist (no agents subgraph ever started on this database, or it was
 * removed): the event is refused with SVC-SERVER-9001 (a dependency is unavailable), and the
 * caller's transaction rolls back with it.
 */
export function deliveryQueueMissing(): AppError {
  return new AppError('SVC-SERVER-9001', 'Webhook delivery is unavailable: the delivery queue does not exist.');
}

// Writes only through `db`: its own executor refuses, so it never opens a pool.
const writer = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error("delivery jobs are written only inside the caller's transaction")) },
});

/**
 * Puts one job per delivery on the queue in the caller's transaction. pg-boss answers null
 * (writes nothing) for a queue that does not exist: that is refused, so the transaction rolls
 * back rather than committing a delivery nobody will ever send.
 */
export async function sendDeliveryJobs(
  db: SqlExecutor,
  deliveryIds: string[],
  options: PgBoss.SendOptions = {},
): Promise<void> {
  for (const deliveryId of deliveryIds) {
    const id = await writer.send(DELIVERY_QUEUE, { deliveryId } satisfies DeliveryJobData, { ...options, db });
    if (id === null) throw deliveryQueueMissing();
  }
}
