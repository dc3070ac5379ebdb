/**
 * billing.audit_outbox: audit events waiting to be appended by identity. `writeAuditEvent` runs
 * inside the transaction of the change it records, so a change that rolls back leaves no row and
 * a committed change always has one. The relay claims due rows with FOR UPDATE SKIP LOCKED, so
 * several billing replicas never send the same row at once; a row is deleted in the claiming
 * transaction once identity has appended it, or pushed back with its attempt count.
 */
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '@svc/db';
import type { BillingAuditEvent } from './audit-event.ts';

export interface OutboxRow extends BillingAuditEvent { id: string; attempts: number }

export async function writeAuditEvent(tx: Prisma.TransactionClient, e: BillingAuditEvent): Promise<void> {
  await tx.billingAuditOutbox.create({
    data: { id: `billing:${randomUUID()}`, organizationId: e.organizationId, workspaceId: e.workspaceId, action: e.action, actorPrincipal: e.actorPrincipal, resourceOrn: e.resourceOrn, details: e.details },
  });
}

/** What a relay round did: rows appended, rows pushed back. */
export interface RelayRound { sent: number; failed: number }

export class AuditOutboxRepository {
  constructor(private prisma: PrismaClient, private opts: { transactionTimeoutMs: number }) {}

  /**
   * Claims up to `limit` due rows (oldest first, skipping rows another replica holds) and hands
   * them to `send` while holding them; deletes them when it resolves, else sets their next attempt
   * `retryInMs(attempts)` from now and records the error.
   */
  relay(limit: number, send: (rows: OutboxRow[]) => Promise<void>, retryInMs: (attempts: number) => number): Promise<RelayRound> {
    return this.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string; organization_id: string; workspace_id: string; action: string; actor_principal: string; resource_orn: string; details: unknown; attempts: number }[]>`
        SELECT "id", "organization_id", "workspace_id", "action", "actor_principal", "resource_orn", "details", "attempts"
        FROM "billing"."audit_outbox" WHERE "next_attempt_at" <= now()
        ORDER BY "next_attempt_at", "created_at" LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
      if (rows.length === 0) return { sent: 0, failed: 0 };
      const ids = rows.map((r) => r.id);
      try {
        await send(rows.map((r) => ({
          id: r.id, organizationId: r.organization_id, workspaceId: r.workspace_id, action: r.action as OutboxRow['action'], actorPrincipal: r.actor_principal,
          resourceOrn: r.resource_orn, details: (r.details ?? {}) as OutboxRow['details'], attempts: r.attempts,
        })));
      } catch (e) {
        const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
        await tx.billingAuditOutbox.updateMany({
          where: { id: { in: ids } },
          data: { attempts: { increment: 1 }, nextAttemptAt: new Date(Date.now() + retryInMs(attempts)), lastError: String((e as Error)?.message ?? e).slice(0, 500) },
        });
        return { sent: 0, failed: rows.length };
      }
      await tx.billingAuditOutbox.deleteMany({ where: { id: { in: ids } } });
      return { sent: rows.length, failed: 0 };
    }, { timeout: this.opts.transactionTimeoutMs, maxWait: this.opts.transactionTimeoutMs });
  }

  pending(): Promise<number> {
    return this.prisma.billingAuditOutbox.count();
  }
}
