/**
 * A transactional outbox table, as a relay (`OutboxRelay` in @svc/core) reads it: rows written in
 * the transaction of the change they record, then sent to another service. The owners' tables
 * (billing's, the agents subgraph's and the registry's audit outboxes, identity's webhook relay)
 * share the columns this needs: `id`, `attempts`, `next_attempt_at`, `last_error`, `created_at`.
 *
 * A round claims due rows in one statement (FOR UPDATE SKIP LOCKED, pushing their next attempt a
 * lease ahead), so replicas never send the same row at once, and calls `send` with no transaction
 * open: on the embedded single-connection database an open transaction would stall every other
 * query of the platform while the receiver (which needs that database too) records them. A row is
 * deleted once sent, or pushed back with its attempt count and error; a relay that dies mid-send
 * leaves its rows due again when the lease ends, and the receiver dedupes on the row id.
 */

/** The part of any generated Prisma client an outbox uses. */
export interface RawSqlClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
}

type Claimed = Record<string, unknown> & { id: string; attempts: number; created_at: Date };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export class SqlOutbox<Row> {
  private readonly table: string;
  private readonly returning: string;

  /**
   * `columns`: the payload columns `toRow` reads (besides id, attempts, created_at). `leaseMs`:
   * how long claimed rows stay off other relays while one sends them (longer than the send's deadline).
   */
  constructor(
    private db: RawSqlClient,
    schema: string,
    tableName: string,
    columns: readonly string[],
    private toRow: (claimed: Claimed) => Row,
    private opts: { leaseMs: number },
  ) {
    for (const name of [schema, tableName, ...columns])
      if (!IDENTIFIER.test(name)) throw new Error(`not an identifier: ${name}`);
    this.table = `"${schema}"."${tableName}"`;
    this.returning = ['id', 'attempts', 'created_at', ...columns].map((c) => `"${c}"`).join(', ');
  }

  /**
   * Claims up to `limit` due rows (oldest first), hands them to `send`, then deletes them when it
   * resolves, else sets their next attempt `retryInMs(attempts)` from now and records the error.
   */
  async relay(
    limit: number,
    send: (rows: Row[]) => Promise<void>,
    retryInMs: (attempts: number) => number,
  ): Promise<{ sent: number; failed: number }> {
    // Integers from validated configuration are written into the statement; ids and the error
    // text are bound.
    const rows = await this.db.$queryRawUnsafe<Claimed[]>(`
      UPDATE ${this.table} SET "next_attempt_at" = now() + interval '${Math.trunc(this.opts.leaseMs)} milliseconds'
      WHERE "id" IN (
        SELECT "id" FROM ${this.table} WHERE "next_attempt_at" <= now()
        ORDER BY "next_attempt_at", "created_at" LIMIT ${Math.trunc(limit)} FOR UPDATE SKIP LOCKED)
      RETURNING ${this.returning}`);
    if (rows.length === 0) return { sent: 0, failed: 0 };
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    const ids = rows.map((r) => r.id);
    try {
      await send(rows.map(this.toRow));
    } catch (e) {
      const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
      await this.db.$executeRawUnsafe(
        `UPDATE ${this.table} SET "attempts" = "attempts" + 1,
          "next_attempt_at" = now() + interval '${Math.trunc(retryInMs(attempts))} milliseconds',
          "last_error" = $1 WHERE "id" = ANY($2::text[])`,
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
