/**
 * The embedded server multiplexes every connection over PGlite's one session. A connection's
 * exchange (from its first message to the ReadyForQuery that leaves the session idle) must run
 * whole, or one client's Bind lands on another's Parse. These tests drive the wire protocol
 * directly so that the interleaving is forced, not left to timing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { ReadyForQueryTracker } from './pglite-session-queue.ts';
import { WireClient, dataRow, errorText, wire, type BackendMessage } from './testing/wire-client.ts';

const rows = (out: BackendMessage[]) => out.filter((m) => m.type === 'D').map(dataRow);
const errors = (out: BackendMessage[]) => out.filter((m) => m.type === 'E').map(errorText);
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

let db: EmbeddedPostgres;
beforeAll(async () => {
  db = await startEmbeddedPostgres({ port: 0 });
});
afterAll(async () => {
  await db?.stop();
});

describe('embedded PostgreSQL: one session, many connections', () => {
  it("does not let another connection's Parse in between a connection's Parse and its Bind", async () => {
    const a = await WireClient.open(db.port);
    const b = await WireClient.open(db.port);
    try {
      await a.write(Buffer.concat([wire.parse('SELECT $1::int AS a'), wire.flush()]));
      await a.until((m) => m.type === '1');
      // b's Parse arrives while a's extended query is open: it must wait for a's Sync.
      const bParsed = b.write(Buffer.concat([wire.parse('SELECT $1::text AS b, $2::text AS c'), wire.flush()]));
      await bParsed;
      await expect
        .poll(() => db.stats().queuedQueries > 0 || b.received.some((m) => m.type === '1'), { interval: 5 })
        .toBe(true);
      await a.write(Buffer.concat([wire.bind(['41']), wire.describePortal(), wire.execute(), wire.sync()]));
      const aOut = await a.until((m) => m.type === 'Z');
      expect(aOut.filter((m) => m.type === 'E').map(errorText)).toEqual([]);
      expect(aOut.filter((m) => m.type === 'D').map(dataRow)).toEqual([['41']]);
      await b.write(Buffer.concat([wire.bind(['x', 'y']), wire.describePortal(), wire.execute(), wire.sync()]));
      const bOut = await b.until((m) => m.type === 'Z');
      expect(bOut.filter((m) => m.type === 'E').map(errorText)).toEqual([]);
      expect(bOut.filter((m) => m.type === 'D').map(dataRow)).toEqual([['x', 'y']]);
    } finally {
      a.close();
      b.close();
    }
  });

  it('keeps pipelined and split extended queries of many connections apart, beside transactions', async () => {
    const raw = await Promise.all(Array.from({ length: 6 }, () => WireClient.open(db.port)));
    const pool = new pg.Pool({ connectionString: db.url, max: 6 });
    const wrong: string[] = [];
    try {
      await pool.query('CREATE TABLE IF NOT EXISTS session_t (conn int, v int)');
      const pipelined = raw.slice(0, 3).map(async (c, n) => {
        for (let round = 0; round < 10; round++) {
          // Twenty extended queries of two shapes in one write, as a pipelining driver sends them.
          const batch = Array.from({ length: 20 }, (_, i) =>
            i % 2
              ? wire.extended('SELECT $1::int AS n', [`${n * 1000 + i}`])
              : wire.extended('SELECT $1::text AS a, $2::text AS b', [`${n}`, `${i}`]),
          );
          await c.write(Buffer.concat(batch));
          const out = await c.exchanges(20);
          out.forEach((o, i) => {
            const want = i % 2 ? [[`${n * 1000 + i}`]] : [[`${n}`, `${i}`]];
            if (JSON.stringify(rows(o)) !== JSON.stringify(want) || errors(o).length)
              wrong.push(`pipelined ${n}/${round}/${i}: ${JSON.stringify(rows(o))} ${errors(o)}`);
          });
        }
      });
      const split = raw.slice(3).map(async (c, n) => {
        for (let i = 0; i < 40; i++) {
          // One message per write, yielding in between: every message is a separate arrival.
          const parts = [
            wire.parse(i % 3 ? 'SELECT $1::int + 1 AS n' : 'SELECT $1::text || $2::text AS s'),
            wire.bind(i % 3 ? [`${i}`] : [`${n}`, `-${i}`]),
            wire.describePortal(),
            wire.execute(),
            wire.sync(),
          ];
          for (const part of parts) {
            await c.write(part);
            await tick();
          }
          const [o] = await c.exchanges(1);
          const want = i % 3 ? [[`${i + 1}`]] : [[`${n}-${i}`]];
          if (JSON.stringify(rows(o)) !== JSON.stringify(want) || errors(o).length)
            wrong.push(`split ${n}/${i}: ${JSON.stringify(rows(o))} ${errors(o)}`);
        }
      });
      const transactions = Array.from({ length: 4 }, async (_, n) => {
        for (let i = 0; i < 10; i++) {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            await client.query('INSERT INTO session_t VALUES ($1, $2)', [n, i]);
            const seen = await client.query('SELECT count(*)::int AS c FROM session_t WHERE conn = $1 AND v = $2', [
              n,
              i,
            ]);
            if (seen.rows[0].c !== 1) wrong.push(`tx ${n}/${i} saw ${seen.rows[0].c}`);
            if (i % 3 === 0) {
              await expect(client.query('SELECT $1::int / 0', [n])).rejects.toThrow(/division by zero/);
              await client.query('ROLLBACK');
            } else await client.query('COMMIT');
          } finally {
            client.release();
          }
        }
      });
      await Promise.all([...pipelined, ...split, ...transactions]);
      expect(wrong).toEqual([]);
      // Rolled back: rounds 0, 3, 6 and 9 of every transaction loop.
      const kept = await pool.query('SELECT conn, count(*)::int AS c FROM session_t GROUP BY conn ORDER BY conn');
      expect(kept.rows).toEqual([0, 1, 2, 3].map((conn) => ({ conn, c: 6 })));
    } finally {
      raw.forEach((c) => c.close());
      await pool.query('DROP TABLE IF EXISTS session_t').catch(() => {});
      await pool.end();
    }
  });

  it('rolls back and releases the session when a connection leaves mid extended query or mid transaction', async () => {
    const other = await WireClient.open(db.port);
    try {
      await other.write(wire.query('CREATE TABLE IF NOT EXISTS session_left (v int)'));
      await other.until((m) => m.type === 'Z');
      // Executed but never synced: on PostgreSQL the implicit transaction dies with the connection.
      const midQuery = await WireClient.open(db.port);
      await midQuery.write(
        Buffer.concat([
          wire.parse('INSERT INTO session_left VALUES ($1)'),
          wire.bind(['1']),
          wire.execute(),
          wire.flush(),
        ]),
      );
      await midQuery.until((m) => m.type === 'C');
      midQuery.close();
      // Inside an explicit transaction block.
      const midTx = await WireClient.open(db.port);
      await midTx.write(wire.query('BEGIN; INSERT INTO session_left VALUES (2)'));
      await midTx.until((m) => m.type === 'Z');
      midTx.close();
      // A failed extended query that skips to a Sync that never comes.
      const failed = await WireClient.open(db.port);
      await failed.write(
        Buffer.concat([wire.query('BEGIN'), wire.parse('SELECT 1/0'), wire.bind([]), wire.execute(), wire.flush()]),
      );
      await failed.until((m) => m.type === 'E');
      failed.close();
      await other.write(wire.extended('SELECT count(*)::text AS c FROM session_left', []));
      const [o] = await other.exchanges(1);
      expect(errors(o)).toEqual([]);
      expect(rows(o)).toEqual([['0']]);
      // The session is idle again: a new connection's transaction starts cleanly.
      await other.write(wire.query('BEGIN; SELECT 1; COMMIT'));
      const after = await other.until((m) => m.type === 'Z');
      expect(errors(after)).toEqual([]);
      expect(after.at(-1)?.body.toString()).toBe('I');
      expect(db.stats().queuedQueries).toBe(0);
    } finally {
      await other.write(wire.query('DROP TABLE IF EXISTS session_left')).catch(() => {});
      other.close();
    }
  });

  it('survives garbage on one connection and serves the others', async () => {
    const bad = await WireClient.open(db.port);
    const good = await WireClient.open(db.port);
    try {
      // An unknown message type, a length that claims far more than is sent, then a bare close.
      await bad.write(Buffer.from([0x7e, 0, 0, 0, 8, 1, 2, 3, 4]));
      await bad.write(Buffer.from([0x51, 0x7f, 0xff, 0xff, 0xff, 0x41]));
      bad.close();
      const half = await WireClient.open(db.port);
      await half.write(wire.parse('SELECT $1::int').subarray(0, 7));
      half.close();
      await good.write(wire.extended('SELECT $1::text AS v', ['still here']));
      const [o] = await good.exchanges(1);
      expect(rows(o)).toEqual([['still here']]);
    } finally {
      good.close();
    }
  });
});

describe('ReadyForQueryTracker', () => {
  it('finds the last ReadyForQuery status however the output is split', () => {
    const z = (s: string) => Buffer.from([0x5a, 0, 0, 0, 5, s.charCodeAt(0)]);
    const other = Buffer.from([0x43, 0, 0, 0, 9, 0x5a, 0x5a, 0x5a, 0x5a, 0]);
    const stream = Buffer.concat([z('T'), other, z('E'), other, z('I'), other]);
    for (let size = 1; size <= stream.length; size++) {
      const t = new ReadyForQueryTracker();
      for (let at = 0; at < stream.length; at += size) t.feed(stream.subarray(at, at + size));
      expect(t.status).toBe('I');
    }
    const t = new ReadyForQueryTracker();
    t.feed(other);
    expect(t.status).toBeNull();
  });
});
