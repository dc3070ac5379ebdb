/**
 * audit.webhook_relay: subscribed workspace audit events waiting to be published to the agents
 * subgraph's events API (ADR 011), written by webhook-relay-hook.ts in the append's transaction.
 * The relay claims due rows in one statement (FOR UPDATE SKIP LOCKED, pushing their next attempt
 * a lease ahead), so several identity replicas never send the same row at once, and calls agents
 * with no transaction open (on the embedded single-connection database an open transaction would
 * stall every other query while agents, which needs that database too, records the events). A row
 * is deleted once agents took it, or pushed back with its attempt count; a relay that dies
 * mid-send leaves its rows due again when the lease ends, and agents records an event id once.
 */
import type { PrismaClient } from '../db.ts';

export interface RelayRow {
  id: string;
  organizationId: string;
  workspaceId: string;
  type: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}

/** What a relay round did: rows published, rows pushed back. */
export interface RelayRound {
  sent: number;
  failed: number;
}

export class WebhookRelayRepository {
  /** `leaseMs`: how long claimed rows stay off other relays while one sends them (longer than the call's deadline). */
  constructor(
    private prisma: PrismaClient,
    private opts: { leaseMs: number },
  ) {}

  async relay(
    limit: number,
    send: (rows: RelayRow[]) => Promise<void>,
    retryInMs: (attempts: number) => number,
  ): Promise<RelayRound> {
    const rows = await this.prisma.$queryRaw<
      {
        id: string;
        organization_id: string;
        workspace_id: string;
        type: string;
        occurred_at: Date;
        data: unknown;
        attempts: number;
        created_at: Date;
      }[]
    >`
      UPDATE "audit"."webhook_relay" SET "next_attempt_at" = now() + make_interval(secs => ${this.opts.leaseMs / 1000})
      WHERE "id" IN (
        SELECT "id" FROM "audit"."webhook_relay" WHERE "next_attempt_at" <= now()
        ORDER BY "next_attempt_at", "created_at" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING "id", "organization_id", "workspace_id", "type", "occurred_at", "data", "attempts", "created_at"`;
    if (rows.length === 0) return { sent: 0, failed: 0 };
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    const ids = rows.map((r) => r.id);
    try {
      await send(
        rows.map((r) => ({
          id: r.id,
          organizationId: r.organization_id,
          workspaceId: r.workspace_id,
          type: r.type,
          occurredAt: r.occurred_at,
          data: (r.data ?? {}) as Record<string, unknown>,
        })),
      );
    } catch (e) {
      const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
      await this.prisma.auditWebhookRelay.updateMany({
        where: { id: { in: ids } },
        data: {
          attempts: { increment: 1 },
          nextAttemptAt: new Date(Date.now() + retryInMs(attempts)),
          lastError: String((e as Error)?.message ?? e).slice(0, 500),
        },
      });
      return { sent: 0, failed: rows.length };
    }
    await this.prisma.auditWebhookRelay.deleteMany({ where: { id: { in: ids } } });
    return { sent: rows.length, failed: 0 };
  }

  pending(): Promise<number> {
    return this.prisma.auditWebhookRelay.count();
  }
}
