/**
 * The transactional outbox (ADR 004), shared by every emitter: `enqueue(tx, event)` records the
 * event and one delivery per matching subscription, and puts each webhook delivery on the job
 * queue, all inside the caller's transaction, so an event is delivered if and only if the
 * transaction that recorded it commits. SLACK and EMAIL deliveries are recorded HELD (accepted,
 * not dispatched); disabled and deleted subscriptions get no delivery.
 */
import { prefixedId } from '@svc/core';
import type { Prisma, PrismaClient } from '../../db.ts';
import { sendDeliveryJobs, txExecutor } from './delivery-jobs.ts';

export type Tx = Prisma.TransactionClient;

export interface OutboxEventInput {
  orgId: string;
  workspaceId: string;
  type: string;
  data: Record<string, unknown>;
  occurredAt?: Date;
  /**
   * The event's id when the emitter must record it at most once (e.g. a budget threshold per
   * period): a second enqueue with the same id writes nothing. Default: a fresh `evt_…`.
   */
  eventId?: string;
  /** Deliver to this subscription only, whatever its event types (sendTestEvent). */
  onlySubscriptionId?: string;
  /** Write nothing when no subscription wants the event (audit actions: most have none). */
  onlyWhenSubscribed?: boolean;
}

export interface EnqueuedEvent {
  /** null when nothing was written (onlyWhenSubscribed and no subscriber). */
  eventId: string | null;
  deliveries: { id: string; subscriptionId: string; status: 'PENDING' | 'HELD' }[];
  /** false when `eventId` was given and that event was already recorded (nothing written now). */
  recorded: boolean;
}

export interface Outbox {
  enqueue(tx: Tx, event: OutboxEventInput): Promise<EnqueuedEvent>;
  /** The same in a transaction of its own. */
  record(event: OutboxEventInput): Promise<EnqueuedEvent>;
  /** The event types each of these workspaces' enabled subscriptions listen to (one query). */
  subscribedTypes(tx: Tx, workspaceIds: readonly string[]): Promise<Map<string, Set<string>>>;
}

export function createOutbox(prisma: PrismaClient): Outbox {
  async function enqueue(tx: Tx, e: OutboxEventInput): Promise<EnqueuedEvent> {
    const eventId = e.eventId ?? prefixedId('evt');
    const occurredAt = e.occurredAt ?? new Date();
    const subs = await tx.eventSubscription.findMany({
      where: {
        workspaceId: e.workspaceId,
        deletedAt: null,
        enabled: true,
        ...(e.onlySubscriptionId ? { id: e.onlySubscriptionId } : { eventTypes: { has: e.type } }),
      },
      select: { id: true, transport: true },
    });
    if (subs.length === 0 && e.onlyWhenSubscribed) return { eventId: null, deliveries: [], recorded: false };
    const { count } = await tx.outboxEvent.createMany({
      data: [
        {
          id: eventId,
          orgId: e.orgId,
          workspaceId: e.workspaceId,
          type: e.type,
          payload: e.data as Prisma.InputJsonObject,
          occurredAt,
        },
      ],
      skipDuplicates: e.eventId !== undefined,
    });
    if (count === 0) return { eventId, deliveries: [], recorded: false };
    const now = new Date();
    const deliveries = subs.map((s) => ({
      id: prefixedId('msg'),
      subscriptionId: s.id,
      status: s.transport === 'WEBHOOK' ? ('PENDING' as const) : ('HELD' as const),
    }));
    if (deliveries.length) {
      await tx.eventDelivery.createMany({
        data: deliveries.map((d) => ({ ...d, eventId, workspaceId: e.workspaceId, updatedAt: now })),
      });
      await sendDeliveryJobs(
        txExecutor(tx),
        deliveries.filter((d) => d.status === 'PENDING').map((d) => d.id),
      );
    }
    return { eventId, deliveries, recorded: true };
  }
  async function subscribedTypes(tx: Tx, workspaceIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const subs = await tx.eventSubscription.findMany({
      where: { workspaceId: { in: [...workspaceIds] }, deletedAt: null, enabled: true },
      select: { workspaceId: true, eventTypes: true },
    });
    const out = new Map<string, Set<string>>();
    for (const s of subs) {
      const types = out.get(s.workspaceId) ?? new Set<string>();
      for (const t of s.eventTypes) types.add(t);
      out.set(s.workspaceId, types);
    }
    return out;
  }
  return {
    enqueue,
    subscribedTypes,
    // maxWait: under delivery load the pool is busy; waiting beats failing the caller's event.
    record: (e) => prisma.$transaction((tx) => enqueue(tx, e), { maxWait: 10_000, timeout: 10_000 }),
  };
}
