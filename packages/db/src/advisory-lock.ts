/**
 * Runs a job on at most one process at a time across every replica sharing the database: a
 * session-level PostgreSQL advisory lock taken with pg_try_advisory_lock on a dedicated connection
 * (a pooled client could hand the lock's session to someone else). A process that does not get
 * the lock skips the run instead of waiting; the lock goes with the connection if the process dies.
 */
import pg from 'pg';

export async function withTryAdvisoryLock<T>(
  url: string,
  lockId: bigint,
  fn: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
      lockId.toString(),
    ]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await fn() };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [lockId.toString()]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
