/** events.event_deliveries as the dispatcher and the dead-letter list see them. */
import type { PrismaClient } from '@svc/db';
import type { SqlExecutor } from './delivery-queue.ts';
import { txExecutor } from './outbox-repository.ts';

export interface DispatchUnit {
  delivery: { id: string; status: string; attempts: number; createdAt: Date };
  subscription: { id: string; destinationUrl: string; transport: string; enabled: boolean; deletedAt: Date | null };
  event: { id: string; type: string; workspaceId: string; payload: unknown; occurredAt: Date };
  /** Sealed signing secrets still valid now, newest first. */
  secrets: { id: string; sealed: string }[];
}

export interface DeliveryRow {
  id: string; eventId: string; subscriptionId: string; status: string; attempts: number;
  lastStatusCode: number | null; lastError: string | null; createdAt: Date; updatedAt: Date; deliveredAt: Date | null;
}

export class DeliveryRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async loadForDispatch(deliveryId: string, now = new Date()): Promise<DispatchUnit | null> {
    const delivery = await this.prisma.eventDelivery.findUnique({ where: { id: deliveryId } });
    if (!delivery) return null;
    const [subscription, event, secrets] = await Promise.all([
      this.prisma.eventSubscription.findUnique({ where: { id: delivery.subscriptionId } }),
      this.prisma.outboxEvent.findUnique({ where: { id: delivery.eventId } }),
      this.prisma.eventSigningSecret.findMany({
        where: { subscriptionId: delivery.subscriptionId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
        orderBy: { createdAt: 'desc' },
      }),
    ]);
    if (!subscription || !event) return null;
    return { delivery, subscription, event, secrets: secrets.map((s) => ({ id: s.id, sealed: s.secretCiphertext })) };
  }

  /** Counts an attempt as it starts, so a dispatcher killed mid-attempt still leaves its trace. */
  async startAttempt(id: string): Promise<void> {
    await this.prisma.eventDelivery.update({ where: { id }, data: { attempts: { increment: 1 }, updatedAt: new Date() } });
  }

  async markDelivered(id: string, statusCode: number): Promise<void> {
    const now = new Date();
    await this.prisma.eventDelivery.update({ where: { id }, data: { status: 'DELIVERED', lastStatusCode: statusCode, lastError: null, deliveredAt: now, updatedAt: now } });
  }

  async markAttemptFailed(id: string, error: string, statusCode: number | null): Promise<void> {
    await this.prisma.eventDelivery.update({ where: { id }, data: { lastError: error.slice(0, 500), lastStatusCode: statusCode, updatedAt: new Date() } });
  }

  async markStatus(ids: string[], status: 'DEAD' | 'SKIPPED'): Promise<void> {
    // A delivery that succeeded meanwhile (an expired lease's late answer) stays DELIVERED.
    await this.prisma.eventDelivery.updateMany({ where: { id: { in: ids }, status: 'PENDING' }, data: { status, updatedAt: new Date() } });
  }

  listDead(workspaceId: string, limit: number): Promise<DeliveryRow[]> {
    return this.prisma.eventDelivery.findMany({ where: { workspaceId, status: 'DEAD' }, orderBy: { updatedAt: 'desc' }, take: limit });
  }

  /** DEAD → PENDING for a replay (only in the caller's workspace); null when not dead there. */
  async reopenDead(workspaceId: string, id: string, enqueue: (db: SqlExecutor) => Promise<void>): Promise<DeliveryRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.eventDelivery.updateMany({ where: { id, workspaceId, status: 'DEAD' }, data: { status: 'PENDING', updatedAt: new Date() } });
      if (count !== 1) return null;
      await enqueue(txExecutor(tx));
      return tx.eventDelivery.findUnique({ where: { id } });
    });
  }

  /** Runs queue statements in one database transaction. */
  inTransaction(fn: (db: SqlExecutor) => Promise<void>): Promise<void> {
    return this.prisma.$transaction((tx) => fn(txExecutor(tx)));
  }

  find(workspaceId: string, id: string): Promise<DeliveryRow | null> {
    return this.prisma.eventDelivery.findFirst({ where: { id, workspaceId } });
  }
}
