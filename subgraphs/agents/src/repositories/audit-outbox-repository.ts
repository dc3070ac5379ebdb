/**
 * events.audit_outbox: the agents subgraph's audit events waiting to be appended by identity
 * (written by audit-event.ts in the change's transaction). The same design as billing's outbox
 * (docs/adr/007-service-audit-appends.md, point 5): the relay claims due rows in one statement
 * (FOR UPDATE SKIP LOCKED, pushing their next attempt a lease ahead), so replicas never send the
 * same row at once, and calls identity with no transaction open. A row is deleted once identity has
 * appended it, or pushed back with its attempt count; a relay that dies mid-send leaves its rows
 * due again when the lease ends, and the idempotency key (the row id) keeps the second send from
 * appending twice.
 */
import type { PrismaClient } from '../db.ts';
import type { AgentsAuditEvent } from '../events/audit-event.ts';

export interface OutboxRow extends AgentsAuditEvent {
  id: string;
  attempts: number;
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
      UPDATE "events"."audit_outbox" SET "next_attempt_at" = now() + make_interval(secs => ${this.opts.leaseMs / 1000})
      WHERE "id" IN (
        SELECT "id" FROM "events"."audit_outbox" WHERE "next_attempt_at" <= now()
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
      const error = String((e as Error)?.message ?? e).slice(0, 500);
      await this.prisma.$executeRaw`UPDATE "events"."audit_outbox" SET "attempts" = "attempts" + 1,
        "next_attempt_at" = now() + make_interval(secs => ${retryInMs(attempts) / 1000}), "last_error" = ${error} WHERE "id" = ANY(${ids})`;
      return { sent: 0, failed: rows.length };
    }
    await this.prisma.$executeRaw`DELETE FROM "events"."audit_outbox" WHERE "id" = ANY(${ids})`;
    return { sent: rows.length, failed: 0 };
  }

  async pending(): Promise<number> {
    const [{ n }] = await this.prisma.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM "events"."audit_outbox"`;
    return n;
  }
}
