import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MemoryStore, RedisStore, type SharedStore } from '@svc/core';
import { BudgetLedger, type LedgerLeaseQuery } from './budget-ledger.ts';

const url = process.env.REDIS_URL;

// One contract, run against the Lua in real Redis (whenever the run has REDIS_URL; CI always
// does) and against the in-process twins.
const stores: [string, () => Promise<SharedStore>][] = [['in-process', async () => new MemoryStore()]];
if (url) stores.push(['redis', () => new RedisStore({ url, prefix: 'svc-test:' }).connect().ready()]);

for (const [name, factory] of stores) {
  describe(`budget ledger: ${name}`, () => {
    let store: SharedStore;
    let ledger: BudgetLedger;
    let ns: string;
    beforeEach(async () => {
      store = await factory();
      ledger = new BudgetLedger(store);
      ns = `t:${randomUUID()}:`;
    });
    afterEach(() => store.close());

    it('a hold needs an open account; settling commits the actual and frees the hold', async () => {
      const a = `${ns}budget-a`;
      expect(
        await ledger.hold({ accounts: [{ key: a, limit: 1000 }], holdId: 'h1', amount: 100, holdTtlMs: 60_000 }),
      ).toEqual({ outcome: 'missing', index: 0 });
      await ledger.open(a, 250, 60_000);
      await ledger.open(a, 999, 60_000); // already open: unchanged
      expect(
        await ledger.hold({ accounts: [{ key: a, limit: 1000 }], holdId: 'h1', amount: 100, holdTtlMs: 60_000 }),
      ).toEqual({ outcome: 'held' });
      expect(await ledger.read([a, `${ns}never`])).toEqual([
        { committed: 250, held: 100 },
        { committed: null, held: 0 },
      ]);
      expect(await ledger.settle({ keys: [a], holdId: 'h1', commit: [37] })).toEqual([{ committed: 287, held: 0 }]);
      // Settling twice frees nothing more and commits again only what it is told.
      expect(await ledger.settle({ keys: [a], holdId: 'h1', commit: [0] })).toEqual([{ committed: 287, held: 0 }]);
    });

    it('refuses past a limit, in every account or none; a null limit never refuses', async () => {
      const [org, ws] = [`${ns}org`, `${ns}ws`];
      await ledger.open(org, 900, 60_000);
      await ledger.open(ws, 0, 60_000);
      const q = (holdId: string, amount: number) =>
        ledger.hold({
          accounts: [
            { key: ws, limit: null },
            { key: org, limit: 1000 },
          ],
          holdId,
          amount,
          holdTtlMs: 60_000,
        });
      expect(await q('h1', 60)).toEqual({ outcome: 'held' });
      expect(await q('h2', 60)).toEqual({ outcome: 'refused', index: 1, committed: 900, held: 60, leased: 0 });
      // The refused hold was placed nowhere, not even in the account that had room.
      expect(await ledger.read([ws, org])).toEqual([
        { committed: 0, held: 60 },
        { committed: 900, held: 60 },
      ]);
      expect(await q('h3', 40)).toEqual({ outcome: 'held' });
      expect(await ledger.read([org])).toEqual([{ committed: 900, held: 100 }]);
    });

    it('parallel holds never pass the limit, exactly', async () => {
      const key = `${ns}exact`;
      await ledger.open(key, 10, 60_000);
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          ledger.hold({ accounts: [{ key, limit: 1000 }], holdId: `h${i}`, amount: 30, holdTtlMs: 60_000 }),
        ),
      );
      expect(results.filter((r) => r.outcome === 'held')).toHaveLength(33); // 10 + 33 × 30 = 1000
      expect(await ledger.read([key])).toEqual([{ committed: 10, held: 990 }]);
    });

    it('an expired hold stops counting (its caller died mid-call)', async () => {
      const key = `${ns}expiry`;
      const now = Date.now();
      await ledger.open(key, 0, 60_000);
      expect(
        await ledger.hold({
          accounts: [{ key, limit: 100 }],
          holdId: 'dead',
          amount: 100,
          holdTtlMs: 1_000,
          nowMs: now,
        }),
      ).toEqual({ outcome: 'held' });
      expect(
        await ledger.hold({
          accounts: [{ key, limit: 100 }],
          holdId: 'next',
          amount: 100,
          holdTtlMs: 1_000,
          nowMs: now + 500,
        }),
      ).toMatchObject({ outcome: 'refused' });
      expect(
        await ledger.hold({
          accounts: [{ key, limit: 100 }],
          holdId: 'next',
          amount: 100,
          holdTtlMs: 1_000,
          nowMs: now + 1_001,
        }),
      ).toEqual({ outcome: 'held' });
      expect(await ledger.read([key], now + 1_001)).toEqual([{ committed: 0, held: 100 }]);
    });

    const lease = (key: string, leaseId: string, over: Partial<LedgerLeaseQuery> = {}) =>
      ledger.lease({ key, leaseId, limit: 1000, commit: 0, release: 0, add: 0, reserve: 0, ttlMs: 60_000, ...over });

    it('lease: needs an open account; grows only while committed + holds + add + reserve fit; a hold counts it', async () => {
      const key = `${ns}lease`;
      expect(await lease(key, 'lease:r1', { add: 100 })).toEqual({ outcome: 'missing' });
      await ledger.open(key, 100, 60_000);
      expect(await lease(key, 'lease:r1', { add: 300, reserve: 600 })).toEqual({
        outcome: 'done',
        granted: true,
        committed: 100,
        held: 300,
        leased: 300,
      });
      // 100 + 300 + 300 + reserve 600 > 1000: refused, the lease unchanged.
      expect(await lease(key, 'lease:r2', { add: 300, reserve: 600 })).toEqual({
        outcome: 'done',
        granted: false,
        committed: 100,
        held: 300,
        leased: 0,
      });
      expect(await lease(key, 'lease:r2', { add: 300, reserve: 300 })).toEqual({
        outcome: 'done',
        granted: true,
        committed: 100,
        held: 600,
        leased: 300,
      });
      // Leases are holds: an ordinary hold sees them, and says which part of the refusal they are.
      expect(
        await ledger.hold({ accounts: [{ key, limit: 1000 }], holdId: 'h1', amount: 301, holdTtlMs: 60_000 }),
      ).toEqual({ outcome: 'refused', index: 0, committed: 100, held: 600, leased: 600 });
      expect(
        await ledger.hold({ accounts: [{ key, limit: 1000 }], holdId: 'h1', amount: 300, holdTtlMs: 60_000 }),
      ).toEqual({ outcome: 'held' });
      expect(
        await ledger.hold({ accounts: [{ key, limit: 1000 }], holdId: 'h2', amount: 1, holdTtlMs: 60_000 }),
      ).toEqual({ outcome: 'refused', index: 0, committed: 100, held: 900, leased: 600 });
      expect(await ledger.read([key])).toEqual([{ committed: 100, held: 900 }]);
    });

    it('lease: settles calls into the lease (commit and release in one step), gives back, never below 0', async () => {
      const key = `${ns}lease-settle`;
      await ledger.open(key, 0, 60_000);
      await lease(key, 'lease:r1', { add: 500 });
      // Two calls of estimate 100 settled at 70 and 80: committed 150, the lease 300.
      expect(await lease(key, 'lease:r1', { commit: 150, release: 200 })).toEqual({
        outcome: 'done',
        granted: false,
        committed: 150,
        held: 300,
        leased: 300,
      });
      // Settle and top up in the same step: the check sees the committed spend and the released lease.
      expect(await lease(key, 'lease:r1', { commit: 60, release: 100, add: 590 })).toEqual({
        outcome: 'done',
        granted: true,
        committed: 210,
        held: 790,
        leased: 790,
      });
      expect(await lease(key, 'lease:r1', { add: 1 })).toMatchObject({ granted: false, leased: 790 });
      // Giving back more than is leased removes the lease, never goes negative.
      expect(await lease(key, 'lease:r1', { release: 10_000 })).toEqual({
        outcome: 'done',
        granted: false,
        committed: 210,
        held: 0,
        leased: 0,
      });
      expect(await ledger.read([key])).toEqual([{ committed: 210, held: 0 }]);
      // A SOFT account (no limit) always grants.
      expect(await lease(key, 'lease:r2', { limit: null, add: 10_000, reserve: 10_000 })).toMatchObject({
        granted: true,
        leased: 10_000,
      });
    });

    it('lease: expires by its TTL (a replica that died) unless renewed', async () => {
      const key = `${ns}lease-ttl`;
      const now = Date.now();
      await ledger.open(key, 0, 60_000);
      await lease(key, 'lease:dead', { add: 600, ttlMs: 1_000, nowMs: now });
      await lease(key, 'lease:alive', { add: 400, ttlMs: 1_000, nowMs: now });
      expect(await lease(key, 'lease:alive', { ttlMs: 1_000, nowMs: now + 900 })).toMatchObject({
        leased: 400,
        held: 1000,
      }); // renewed
      expect(
        await ledger.hold({
          accounts: [{ key, limit: 1000 }],
          holdId: 'h',
          amount: 600,
          holdTtlMs: 60_000,
          nowMs: now + 950,
        }),
      ).toMatchObject({ outcome: 'refused' });
      expect(
        await ledger.hold({
          accounts: [{ key, limit: 1000 }],
          holdId: 'h',
          amount: 600,
          holdTtlMs: 60_000,
          nowMs: now + 1_001,
        }),
      ).toEqual({ outcome: 'held' });
      expect(await ledger.read([key], now + 1_500)).toEqual([{ committed: 0, held: 1000 }]);
      expect(await ledger.read([key], now + 1_901)).toEqual([{ committed: 0, held: 600 }]);
    });

    it('lease: parallel leases and holds never pass the limit, exactly', async () => {
      const key = `${ns}lease-exact`;
      await ledger.open(key, 10, 60_000);
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          i % 2
            ? lease(key, `lease:r${i}`, { add: 30 }).then((r) => r.outcome === 'done' && r.granted)
            : ledger
                .hold({ accounts: [{ key, limit: 1000 }], holdId: `h${i}`, amount: 30, holdTtlMs: 60_000 })
                .then((r) => r.outcome === 'held'),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(33); // 10 + 33 × 30 = 1000
      expect(await ledger.read([key])).toEqual([{ committed: 10, held: 990 }]);
    });
  });
}
