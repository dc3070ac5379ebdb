/**
 * A small node-postgres pool for the token endpoint's hottest single statements (the refresh
 * grant's successor insert), on the same database and role as the Prisma client. A raw statement
 * through Prisma costs about four times the CPU of the same statement through node-postgres
 * (docs/benchmarks.md, "Token endpoint"), and that per-statement cost, not PostgreSQL, bounds a
 * grant's rate. Only plain parameterised SQL runs here; anything in a transaction or an audit
 * batch stays on Prisma.
 */
import pg from 'pg';

export type HotPathSql = Pick<pg.Pool, 'query'>;

export function createHotPathPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // As Prisma's interactive transactions bound a batch: a statement (a head lock wait included)
    // fails after 30 s instead of holding its callers, and a free connection is waited for 10 s.
    statement_timeout: 30_000,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server drops must not become an uncaught 'error' event.
  pool.on('error', () => {});
  return pool;
}
