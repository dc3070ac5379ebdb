/**
 * billing.audit_outbox: audit events waiting to be appended by identity. `writeAuditEvent` runs
 * inside the transaction of the change it records, so a change that rolls back leaves no row and
 * a committed change always has one. The relay claims due rows in one statement (FOR UPDATE SKIP
 * LOCKED, pushing their next attempt a lease ahead), so several billing replicas never send the
 * same row at once, and calls identity with no transaction open: on the embedded single-connection
 * database an open transaction would stall every other query of the platform while identity (which
 * needs that database too) appends. A row is deleted once identity has appended it, or pushed back
 * with its attempt count; a relay that dies mid-send leaves its rows due again when the lease ends,
 * and the idempotency key makes that second send append nothing twice.
 */
import { randomUUID } from 'node:crypto';
import type { BillingAuditEvent } from '../events/audit-event.ts';
import type { Prisma, PrismaClient } from '../db.ts';

export interface OutboxRow extends BillingAuditEvent {
  id: string;
  attempts: number;
}

export async function writeAuditEvent(tx: Prisma.TransactionClient, e: BillingAuditEvent): Promise<void> {
  await tx.billingAuditOutbox.create({
    data: {
      id: `billing:${randomUUID()}`,
      organizationId: e.organizationId,
      workspaceId: e.workspaceId,
      action: e.action,
      actorPrincipal: e.actorPrincipal,
      resourceOrn: e.resourceOrn,
      details: e.details,
    },
  });
}

/** What a relay round did: rows appended, rows pushed back. */
export interface RelayRound {
  sent: number;
  failed: number;
}

export class AuditOutboxRepository {
  /** `leaseMs`: how long claimed rows stay off other relays while one sends them (longer than identity's deadline). */
  constructor(
    private prisma: PrismaClient,
    private opts: { leaseMs: number },
  ) {}

  /**
   * Claims up to `limit` due rows (oldest first, skipping rows another replica is claiming) for the
   * lease, hands them to `send`, then deletes them when it resolves, else sets their next attempt
   * `retryInMs(attempts)` from now and records the error.
   */
  async relay(
    limit: number,
    send: (rows: OutboxRow[]) => Promise<void>,
    retryInMs: (attempts: number) => number,
  ): Promise<RelayRound> {
    const leaseMs = this.opts.leaseMs;
    const rows = await this.prisma.$queryRaw<
      {
        id: string;
        organization_id: string;
        workspace_id: string;
        action: string;
        actor_principal: string;
        resource_orn: string;
        details: unknown;
        attempts: number;
        created_at: Date;
      }[]
    >`
      UPDATE "billing"."audit_outbox" SET "next_attempt_at" = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE "id" IN (
        SELECT "id" FROM "billing"."audit_outbox" WHERE "next_attempt_at" <= now()
        ORDER BY "next_attempt_at", "created_at" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING "id", "organization_id", "workspace_id", "action", "actor_principal", "resource_orn", "details", "attempts", "created_at"`;
    if (rows.length === 0) return { sent: 0, failed: 0 };
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    const ids = rows.map((r) => r.id);
    try {
      await send(
        rows.map((r) => ({
          id: r.id,
          organizationId: r.organization_id,
          workspaceId: r.workspace_id,
          action: r.action as OutboxRow['action'],
          actorPrincipal: r.actor_principal,
          resourceOrn: r.resource_orn,
          details: (r.details ?? {}) as OutboxRow['details'],
          attempts: r.attempts,
        })),
      );
    } catch (e) {
      const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
      await this.prisma.billingAuditOutbox.updateMany({
        where: { id: { in: ids } },
        data: {
          attempts: { increment: 1 },
          nextAttemptAt: new Date(Date.now() + retryInMs(attempts)),
          lastError: String((e as Error)?.message ?? e).slice(0, 500),
        },
      });
      return { sent: 0, failed: rows.length };
    }
    await this.prisma.billingAuditOutbox.deleteMany({ where: { id: { in: ids } } });
    return { sent: rows.length, failed: 0 };
  }

  pending(): Promise<number> {
    return this.prisma.billingAuditOutbox.count();
  }
}
