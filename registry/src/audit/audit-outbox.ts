/**
 * registry.audit_outbox, relayed to identity's AppendServiceEvents (docs/adr/007): rows are
 * written in the transaction of the change they record (registry-repository.ts); a relay round
 * claims due rows in one statement (FOR UPDATE SKIP LOCKED, a lease ahead, so replicas never send
 * the same row at once), sends them with no transaction open, then deletes them or pushes them
 * back with exponential backoff. The row id is the idempotency key identity dedupes on.
 */
import type { Logger } from '@svc/core';
import type { AuditIngestApi, ProtoServiceAuditEvent } from '@svc/grpc';
import type { PrismaClient } from '../store/prisma.ts';

export interface AuditRelayOptions {
  batchSize: number;
  intervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
}

export const retryDelayMs = (attempts: number, o: Pick<AuditRelayOptions, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(o.retryMaxMs, o.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));

interface Claimed {
  id: string;
  organization_id: string;
  workspace_id: string;
  action: string;
  actor_principal: string;
  resource_orn: string;
  details: unknown;
  attempts: number;
  created_at: Date;
}

export class AuditRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private lastWarnAt = 0;

  constructor(
    private deps: {
      prisma: PrismaClient;
      identity: Pick<AuditIngestApi, 'appendServiceEvents'>;
      log: Logger;
      opts: AuditRelayOptions;
    },
  ) {}

  /** One batch: claimed, sent, deleted (or pushed back). */
  async runOnce(): Promise<{ sent: number; failed: number }> {
    const { prisma, opts } = this.deps;
    // Two integers from the validated config, written into the statement: on the embedded PGlite,
    // whose one session multiplexes every connection, the bound parameters of this statement were
    // seen mixed up with another connection's. (A later statement can still meet that there; the
    // round is then retried, and identity's idempotency keys make a resend harmless.)
    const lease = Math.trunc(opts.leaseMs),
      limit = Math.trunc(opts.batchSize);
    const rows = await prisma.$queryRawUnsafe<Claimed[]>(`
      UPDATE "registry"."audit_outbox" SET "next_attempt_at" = now() + interval '${lease} milliseconds'
      WHERE "id" IN (
        SELECT "id" FROM "registry"."audit_outbox" WHERE "next_attempt_at" <= now()
        ORDER BY "next_attempt_at", "created_at" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING "id", "organization_id", "workspace_id", "action", "actor_principal", "resource_orn", "details", "attempts", "created_at"`);
    if (rows.length === 0) return { sent: 0, failed: 0 };
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    const ids = rows.map((r) => r.id);
    const events: ProtoServiceAuditEvent[] = rows.map((r) => ({
      idempotency_key: r.id,
      org_id: r.organization_id,
      workspace_id: r.workspace_id,
      action: r.action,
      outcome: 'SUCCESS',
      actor_principal: r.actor_principal,
      resource_orn: r.resource_orn,
      correlation_key: '',
      details_json: r.details && Object.keys(r.details as object).length ? JSON.stringify(r.details) : '',
    }));
    try {
      await this.deps.identity.appendServiceEvents(events);
    } catch (e) {
      const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
      await prisma.registryAuditOutbox.updateMany({
        where: { id: { in: ids } },
        data: {
          attempts: { increment: 1 },
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts, opts)),
          lastError: String((e as Error)?.message ?? e).slice(0, 500),
        },
      });
      return { sent: 0, failed: rows.length };
    }
    await prisma.registryAuditOutbox.deleteMany({ where: { id: { in: ids } } });
    return { sent: rows.length, failed: 0 };
  }

  async drain(): Promise<void> {
    for (;;) {
      const r = await this.runOnce();
      if (r.failed) {
        // Identity down is a state, not an event per round: warn at most once a minute.
        if (Date.now() - this.lastWarnAt > 60_000) {
          this.lastWarnAt = Date.now();
          this.deps.log.warn(
            { failed: r.failed },
            'audit events not appended yet; they stay in registry.audit_outbox and are retried',
          );
        }
        return;
      }
      if (r.sent < this.deps.opts.batchSize || this.stopped) return;
    }
  }

  start(): void {
    const tick = () => {
      this.running = this.drain()
        .catch((e: Error) => this.deps.log.error({ err: e.message }, 'audit relay round failed; retried next round'))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(tick, this.deps.opts.intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  pending(): Promise<number> {
    return this.deps.prisma.registryAuditOutbox.count();
  }
}
