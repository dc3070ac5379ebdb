/** events.event_deliveries as the dispatcher and the dead-letter list see them. */
import { txExecutor, type SqlExecutor } from '../events/outbox/delivery-jobs.ts';
import type { AuditStep } from './subscription-repository.ts';
import type { PrismaClient } from '../db.ts';

export interface DispatchUnit {
  delivery: { id: string; status: string };
  /** True when this fetch counted an attempt: the delivery is PENDING and its subscription an enabled, live webhook. */
  due: boolean;
  subscription: { id: string; destinationUrl: string };
  event: { id: string; type: string; workspaceId: string; payload: unknown; occurredAt: Date };
  /** Sealed signing secrets still valid now, newest first. */
  secrets: string[];
}

interface DispatchRow {
  id: string;
  status: string;
  due: boolean;
  subscriptionId: string;
  destinationUrl: string;
  eventId: string;
  type: string;
  workspaceId: string;
  payload: unknown;
  occurredAt: Date;
  secrets: string[];
}

export interface DeliveryRow {
  id: string;
  eventId: string;
  subscriptionId: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt: Date | null;
}

export class DeliveryRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Everything a fetched batch of deliveries needs, in one statement: delivery, subscription,
   * event and the valid sealed secrets. The same statement counts an attempt for every delivery
   * that is due (PENDING, subscription an enabled live webhook), so a dispatcher killed
   * mid-attempt still leaves its trace; a delivery handed back unsent gives it back (`defer`).
   * Timestamps are stored as UTC without a zone (Prisma's convention), hence `AT TIME ZONE 'UTC'`.
   */
  async loadForDispatch(deliveryIds: string[]): Promise<Map<string, DispatchUnit>> {
    if (deliveryIds.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<DispatchRow[]>`
      WITH due AS (
        UPDATE events.event_deliveries d SET attempts = d.attempts + 1, updated_at = now() AT TIME ZONE 'UTC'
          FROM events.event_subscriptions s
         WHERE d.id = ANY(${deliveryIds}::text[]) AND d.status = 'PENDING' AND s.id = d.subscription_id
           AND s.enabled AND s.deleted_at IS NULL AND s.transport = 'WEBHOOK'
        RETURNING d.id
      )
      SELECT d.id, d.status, due.id IS NOT NULL AS due, d.subscription_id AS "subscriptionId", s.destination_url AS "destinationUrl",
             e.id AS "eventId", e.type, e.workspace_id AS "workspaceId", e.payload, e.occurred_at AT TIME ZONE 'UTC' AS "occurredAt",
             COALESCE((SELECT json_agg(k.secret_ciphertext ORDER BY k.created_at DESC) FROM events.event_signing_secrets k
                        WHERE k.subscription_id = d.subscription_id AND (k.expires_at IS NULL OR k.expires_at > now() AT TIME ZONE 'UTC')), '[]'::json) AS secrets
        FROM events.event_deliveries d
        JOIN events.event_subscriptions s ON s.id = d.subscription_id
        JOIN events.outbox_events e ON e.id = d.event_id
        LEFT JOIN due ON due.id = d.id
       WHERE d.id = ANY(${deliveryIds}::text[])`;
    return new Map(
      rows.map((r) => [
        r.id,
        {
          delivery: { id: r.id, status: r.status },
          due: r.due,
          subscription: { id: r.subscriptionId, destinationUrl: r.destinationUrl },
          event: {
            id: r.eventId,
            type: r.type,
            workspaceId: r.workspaceId,
            payload: r.payload,
            occurredAt: new Date(r.occurredAt),
          },
          secrets: r.secrets,
        },
      ]),
    );
  }

  /**
   * Marks a batch delivered and runs `alsoInTransaction` (the queue's completion of their jobs)
   * in the same transaction: one commit for many deliveries.
   */
  async markDelivered(
    batch: { id: string; statusCode: number }[],
    alsoInTransaction: (db: SqlExecutor) => Promise<void>,
  ): Promise<void> {
    const ids = batch.map((b) => b.id);
    const codes = batch.map((b) => b.statusCode);
    await this.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`
        UPDATE events.event_deliveries d
           SET status = 'DELIVERED', last_status_code = v.code, last_error = NULL,
               delivered_at = now() AT TIME ZONE 'UTC', updated_at = now() AT TIME ZONE 'UTC'
          FROM unnest(${ids}::text[], ${codes}::int[]) AS v(id, code)
         WHERE d.id = v.id`;
        await alsoInTransaction(txExecutor(tx));
      },
      { maxWait: 10_000, timeout: 10_000 },
    );
  }

  /** An attempt counted at fetch that was not made (the destination had no free slot). */
  async uncountAttempt(db: SqlExecutor, id: string): Promise<void> {
    await db.executeSql(`UPDATE events.event_deliveries SET attempts = attempts - 1 WHERE id = $1 AND attempts > 0`, [
      id,
    ]);
  }

  async markAttemptFailed(id: string, error: string, statusCode: number | null): Promise<void> {
    await this.prisma.eventDelivery.update({
      where: { id },
      data: { lastError: error.slice(0, 500), lastStatusCode: statusCode, updatedAt: new Date() },
    });
  }

  async markStatus(ids: string[], status: 'DEAD' | 'SKIPPED'): Promise<void> {
    // A delivery that succeeded meanwhile (an expired lease's late answer) stays DELIVERED.
    await this.prisma.eventDelivery.updateMany({
      where: { id: { in: ids }, status: 'PENDING' },
      data: { status, updatedAt: new Date() },
    });
  }

  listDead(workspaceId: string, limit: number): Promise<DeliveryRow[]> {
    return this.prisma.eventDelivery.findMany({
      where: { workspaceId, status: 'DEAD' },
      orderBy: { updatedAt: 'desc' },
      take: limit,
    });
  }

  /** One subscription's deliveries in a workspace, newest first (any status). */
  listForSubscription(workspaceId: string, subscriptionId: string, limit: number): Promise<DeliveryRow[]> {
    return this.prisma.eventDelivery.findMany({
      where: { workspaceId, subscriptionId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  /** DEAD → PENDING for a replay (only in the caller's workspace); null when not dead there. */
  async reopenDead(
    workspaceId: string,
    id: string,
    enqueue: (db: SqlExecutor) => Promise<void>,
    audit?: AuditStep,
  ): Promise<DeliveryRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.eventDelivery.updateMany({
        where: { id, workspaceId, status: 'DEAD' },
        data: { status: 'PENDING', updatedAt: new Date() },
      });
      if (count !== 1) return null;
      await enqueue(txExecutor(tx));
      const reopened = await tx.eventDelivery.findUnique({ where: { id } });
      await audit?.(tx);
      return reopened;
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
