/**
 * A service's transactional audit outbox table (docs/adr/007-service-audit-appends.md, point 5),
 * as the relay in `@svc/grpc` (AuditRelay) reads it. Billing, the agents subgraph and the registry
 * each own one table of this shape in their own schema; this is the one implementation of the
 * claim/send/settle round over it, in plain SQL so it works with each owner's generated client.
 *
 * A round claims due rows in one statement (FOR UPDATE SKIP LOCKED, pushing their next attempt a
 * lease ahead), so replicas never send the same row at once, and calls `send` with no transaction
 * open: on the embedded single-connection database an open transaction would stall every other
 * query of the platform while identity (which needs that database too) appends. A row is deleted
 * once sent, or pushed back with its attempt count and error; a relay that dies mid-send leaves its
 * rows due again when the lease ends, and the row id (the idempotency key identity dedupes on)
 * keeps the second send from appending twice.
 */

/** What the relay sends: one pending event; its id is the idempotency key. */
export interface OutboxEvent {
  id: string;
  organizationId: string;
  workspaceId: string;
  action: string;
  actorPrincipal: string;
  resourceOrn: string;
  details: Record<string, unknown>;
  attempts: number;
}

/** The part of any generated Prisma client the outbox uses. */
export interface RawSqlClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: any[]): PromiseLike<T>;
  $executeRawUnsafe(query: string, ...values: any[]): PromiseLike<number>;
}

interface ClaimedRow {
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

export class SqlAuditOutbox {
  private readonly table: string;

  /**
   * `schema`: the owner's PostgreSQL schema holding `audit_outbox`. `leaseMs`: how long claimed
   * rows stay off other relays while one sends them (longer than identity's deadline).
   */
  constructor(
    private db: RawSqlClient,
    schema: string,
    private opts: { leaseMs: number },
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
    this.table = `"${schema}"."audit_outbox"`;
  }

  /**
   * Claims up to `limit` due rows (oldest first), hands them to `send`, then deletes them when it
   * resolves, else sets their next attempt `retryInMs(attempts)` from now and records the error.
   */
  async relay(
    limit: number,
    send: (rows: OutboxEvent[]) => Promise<void>,
    retryInMs: (attempts: number) => number,
  ): Promise<{ sent: number; failed: number }> {
    // Integers from validated configuration are written into the statement; ids and the error
    // text are bound.
    const lease = Math.trunc(this.opts.leaseMs);
    const rows = await this.db.$queryRawUnsafe<ClaimedRow[]>(`
      UPDATE ${this.table} SET "next_attempt_at" = now() + interval '${lease} milliseconds'
      WHERE "id" IN (
        SELECT "id" FROM ${this.table} WHERE "next_attempt_at" <= now()
        ORDER BY "next_attempt_at", "created_at" LIMIT ${Math.trunc(limit)} FOR UPDATE SKIP LOCKED)
      RETURNING "id", "organization_id", "workspace_id", "action", "actor_principal", "resource_orn", "details", "attempts", "created_at"`);
    if (rows.length === 0) return { sent: 0, failed: 0 };
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    const ids = rows.map((r) => r.id);
    try {
      await send(
        rows.map((r) => ({
          id: r.id,
          organizationId: r.organization_id,
          workspaceId: r.workspace_id,
          action: r.action,
          actorPrincipal: r.actor_principal,
          resourceOrn: r.resource_orn,
          details: (r.details ?? {}) as Record<string, unknown>,
          attempts: r.attempts,
        })),
      );
    } catch (e) {
      const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
      const retry = Math.trunc(retryInMs(attempts));
      await this.db.$executeRawUnsafe(
        `UPDATE ${this.table} SET "attempts" = "attempts" + 1,
          "next_attempt_at" = now() + interval '${retry} milliseconds', "last_error" = $1 WHERE "id" = ANY($2::text[])`,
        String((e as Error)?.message ?? e).slice(0, 500),
        ids,
      );
      return { sent: 0, failed: rows.length };
    }
    await this.db.$executeRawUnsafe(`DELETE FROM ${this.table} WHERE "id" = ANY($1::text[])`, ids);
    return { sent: rows.length, failed: 0 };
  }

  async pending(): Promise<number> {
    const [{ n }] = await this.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${this.table}`);
    return n;
  }
}
