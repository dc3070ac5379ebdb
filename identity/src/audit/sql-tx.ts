/**
 * The statements of an audit batch (head locks, sealed-event inserts, the changes committed with
 * them, the append hook) are written as Prisma tagged templates against `SqlTx`. The group-commit
 * appender runs them either in a Prisma interactive transaction or, when it is given a
 * node-postgres pool (identity's hot path, repositories/hot-path-sql.ts), in a plain node-postgres
 * transaction: a batch is then four round trips with little client CPU each, instead of Prisma's
 * several times larger per-statement cost (docs/benchmarks.md, "Token endpoint").
 */
import type pg from 'pg';
import type { Prisma } from '../db.ts';

/** The raw-SQL surface an audit batch uses: the same calls on both drivers. */
export type SqlTx = Pick<Prisma.TransactionClient, '$queryRaw' | '$executeRaw' | '$executeRawUnsafe'>;

/** A tagged template's text with `$1…$n` placeholders; every interpolation is a parameter, as in Prisma. */
function toQuery(strings: TemplateStringsArray, values: readonly unknown[]): { text: string; values: unknown[] } {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    // Prisma's composable fragments (Prisma.sql, join) are not understood here: refuse, never inline.
    if (v && typeof v === 'object' && 'strings' in v && 'values' in v)
      throw new TypeError('SQL fragments are not supported in an audit batch statement');
    text += `$${i + 1}${strings[i + 1]}`;
  }
  return { text, values: values.map((v) => (typeof v === 'bigint' ? v.toString() : v)) };
}

/** `SqlTx` over one checked-out node-postgres client (inside BEGIN … COMMIT). */
export function pgSqlTx(client: pg.PoolClient): SqlTx {
  const tx = {
    async $queryRaw(strings: TemplateStringsArray, ...values: unknown[]) {
      const q = toQuery(strings, values);
      return (await client.query(q.text, q.values)).rows;
    },
    async $executeRaw(strings: TemplateStringsArray, ...values: unknown[]) {
      const q = toQuery(strings, values);
      return (await client.query(q.text, q.values)).rowCount ?? 0;
    },
    async $executeRawUnsafe(text: string, ...values: unknown[]) {
      return (await client.query(text, values)).rowCount ?? 0;
    },
  };
  return tx as unknown as SqlTx;
}

/** Runs `f` in a node-postgres transaction on a client of `pool`: COMMIT when it resolves, ROLLBACK when it throws. */
export async function inPgTransaction<T>(pool: pg.Pool, f: (tx: SqlTx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const out = await f(pgSqlTx(client));
    await client.query('COMMIT');
    return out;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw e;
  } finally {
    // A connection whose ROLLBACK failed is in an unknown state: dropped, not reused.
    client.release(broken);
  }
}
