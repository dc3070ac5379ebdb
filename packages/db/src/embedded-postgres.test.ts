/**
 * The embedded database serves several connections over PGlite's one session: each connection's
 * extended-protocol batch (Parse, Bind, Describe, Execute … Sync) must run whole, or one client's
 * Bind lands on another's Parse and a query answers with someone else's parameters.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS_DIR } from './paths.ts';

describe('embedded PostgreSQL (PGlite over the wire protocol)', () => {
  it("never mixes two connections' parameterised queries, and keeps serving after a failed one", async () => {
    const db = await startEmbeddedPostgres({ port: 0 });
    const clients = Array.from({ length: 6 }, () => new pg.Client({ connectionString: db.url }));
    try {
      await Promise.all(clients.map((c) => c.connect()));
      const wrong: string[] = [];
      await Promise.all(
        clients.map(async (c, n) => {
          for (let i = 0; i < 150; i++) {
            const v = `${n}:${i}`;
            const r = await c.query('SELECT $1::text AS v, $2::int AS n', [v, n]);
            if (r.rows[0].v !== v || r.rows[0].n !== n) wrong.push(`${v} got ${r.rows[0].v}/${r.rows[0].n}`);
            if (i % 50 === 0)
              await expect(c.query('SELECT $1::int / 0 AS boom', [n])).rejects.toThrow(/division by zero/);
          }
        }),
      );
      expect(wrong).toEqual([]);
      // A transaction on one connection still sees only its own statements.
      await clients[0].query('BEGIN');
      await clients[0].query('CREATE TEMP TABLE t (v int)');
      await clients[0].query('INSERT INTO t VALUES ($1)', [7]);
      const other = clients[1].query('SELECT $1::int AS v', [9]);
      expect((await clients[0].query('SELECT v FROM t')).rows).toEqual([{ v: 7 }]);
      await clients[0].query('COMMIT');
      expect((await other).rows).toEqual([{ v: 9 }]);
    } finally {
      await Promise.all(clients.map((c) => c.end().catch(() => {})));
      await db.stop();
    }
    // 900 round trips through PGlite: over a minute when another worker is starting a platform.
  }, 180_000);

  it('runs with buffers sized for its one session and still applies the whole migration history', async () => {
    const db = await startEmbeddedPostgres({ port: 0 });
    const c = new pg.Client({ connectionString: db.url });
    try {
      await c.connect();
      const setting = async (name: string) =>
        (await c.query<{ v: string }>('SELECT current_setting($1) AS v', [name])).rows[0].v;
      expect(await setting('shared_buffers')).toBe('16MB');
      expect(await setting('max_connections')).toBe('20');
      // The lock table is sized by max_connections: the history, each migration in one transaction, fits.
      const m = await migrate({ url: db.url, dir: MIGRATIONS_DIR });
      expect(m.applied.length).toBeGreaterThan(20);
      expect(m.skipped).toEqual([]);
      expect((await migrate({ url: db.url, dir: MIGRATIONS_DIR })).applied).toEqual([]);
    } finally {
      await c.end().catch(() => {});
      await db.stop();
    }
  }, 180_000);
});
