/**
 * The transactional outbox: `enqueue(tx, event)` records the event and one delivery per
 * matching subscription, and puts each webhook delivery on the job queue, all inside the
 * caller's transaction, so an event is delivered if and only if the transaction that recorded
 * it commits. SLACK and EMAIL deliveries are recorded HELD (accepted, not dispatched);
 * disabled and deleted subscriptions get no delivery.
 */
import { prefixedId } from '@svc/core';
import type { Prisma, PrismaClient } from '@svc/db';
import type { DeliveryQueue, SqlExecutor } from './delivery-queue.ts';

export type Tx = Prisma.TransactionClient;

export interface OutboxEventInput {
  orgId: string;
  workspaceId: string;
  type: string;
  data: Record<string, unknown>;
  occurredAt?: Date;
  /** Deliver to this subscription only, whatever its event types (sendTestEvent). */
  onlySubscriptionId?: string;
  /** Write nothing when no subscription wants the event (the audit hook: most events have none). */
  onlyWhenSubscribed?: boolean;
}

export interface EnqueuedEvent {
  /** null when nothing was written (onlyWhenSubscribed and no subscriber). */
  eventId: string | null;
  deliveries: { id: string; subscriptionId: string; status: 'PENDING' | 'HELD' }[];
}

/** pg-boss's SQL, run on the caller's Prisma transaction. */
export function txExecutor(tx: Tx): SqlExecutor {
  return { executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }) };
}

export interface Outbox {
  enqueue(tx: Tx, event: OutboxEventInput): Promise<EnqueuedEvent>;
  /** The same in a transaction of its own. */
  record(event: OutboxEventInput): Promise<EnqueuedEvent>;
}

export function createOutbox(prisma: PrismaClient, queue: DeliveryQueue): Outbox {
  async function enqueue(tx: Tx, e: OutboxEventInput): Promise<EnqueuedEvent> {
    const eventId = prefixedId('evt');
    const occurredAt = e.occurredAt ?? new Date();
    const subs = await tx.eventSubscription.findMany({
      where: { workspaceId: e.workspaceId, deletedAt: null, enabled: true, ...(e.onlySubscriptionId ? { id: e.onlySubscriptionId } : { eventTypes: { has: e.type } }) },
      select: { id: true, transport: true },
    });
    if (subs.length === 0 && e.onlyWhenSubscribed) return { eventId: null, deliveries: [] };
    await tx.outboxEvent.create({ data: { id: eventId, orgId: e.orgId, workspaceId: e.workspaceId, type: e.type, payload: e.data as Prisma.InputJsonObject, occurredAt } });
    const now = new Date();
    const deliveries = subs.map((s) => ({ id: prefixedId('msg'), subscriptionId: s.id, status: s.transport === 'WEBHOOK' ? 'PENDING' as const : 'HELD' as const }));
    if (deliveries.length) {
      await tx.eventDelivery.createMany({ data: deliveries.map((d) => ({ ...d, eventId, workspaceId: e.workspaceId, updatedAt: now })) });
      const db = txExecutor(tx);
      for (const d of deliveries) if (d.status === 'PENDING') await queue.send(d.id, db);
    }
    return { eventId, deliveries };
  }
  return {
    enqueue,
    // maxWait: under delivery load the pool is busy; waiting beats failing the caller's event.
    record: (e) => prisma.$transaction((tx) => enqueue(tx, e), { maxWait: 10_000, timeout: 10_000 }),
  };
}
