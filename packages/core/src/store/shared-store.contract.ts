/**
 * One contract for every SharedStore implementation. Each implementation's test file calls
 * `sharedStoreContract(name, factory)`; the same assertions run against Redis and in-process.
 */
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SharedStore } from './shared-store.ts';

export function sharedStoreContract(name: string, factory: () => Promise<SharedStore>) {
  describe(`SharedStore contract: ${name}`, () => {
    let store: SharedStore;
    let ns: string;
    beforeEach(async () => {
      store = await factory();
      ns = `t:${randomUUID()}:`;
    });
    afterEach(() => store.close());

    it('increments atomically and expires the counter', async () => {
      const results = await Promise.all(Array.from({ length: 100 }, () => store.incr(`${ns}c`, 1, 300)));
      expect(results.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(await store.get(`${ns}c`)).toBe('100');
      await new Promise((r) => setTimeout(r, 400));
      expect(await store.get(`${ns}c`)).toBeNull();
      expect(await store.incr(`${ns}c`, 5, 1000)).toBe(5);
    });

    const hit = (key: string, windowMs: number, limit: number, nowMs?: number) => store.admit({ windows: [{ key, windowMs, limit }], nowMs });

    it('admits exactly the limit in a sliding window under concurrency', async () => {
      const res = await Promise.all(Array.from({ length: 200 }, () => hit(`${ns}w`, 60_000, 100)));
      expect(res.filter((r) => r.outcome === 'admitted').length).toBe(100);
      const rejected = res.find((r) => r.outcome === 'limited');
      if (rejected?.outcome !== 'limited') throw new Error('expected a limited answer');
      expect(rejected.windows[0]).toMatchObject({ allowed: false, count: 100 });
      expect(rejected.windows[0].retryAfterMs).toBeGreaterThan(0);
      expect(rejected.windows[0].retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('slides: hits older than the window stop counting', async () => {
      const t = Date.now();
      expect(await hit(`${ns}s`, 1000, 2, t)).toEqual({ outcome: 'admitted', windows: [{ allowed: true, count: 1, retryAfterMs: 0 }] });
      expect((await hit(`${ns}s`, 1000, 2, t + 10)).outcome).toBe('admitted');
      expect(await hit(`${ns}s`, 1000, 2, t + 20)).toEqual({ outcome: 'limited', windows: [{ allowed: false, count: 2, retryAfterMs: 980 }] });
      expect(await hit(`${ns}s`, 1000, 2, t + 1001)).toEqual({ outcome: 'admitted', windows: [{ allowed: true, count: 2, retryAfterMs: 0 }] });
    });

    it('records a hit in every window or in none', async () => {
      const t = Date.now();
      const both = (nowMs: number) => store.admit({ windows: [{ key: `${ns}minute`, windowMs: 60_000, limit: 10 }, { key: `${ns}day`, windowMs: 86_400_000, limit: 2 }], nowMs });
      expect(await both(t)).toEqual({ outcome: 'admitted', windows: [{ allowed: true, count: 1, retryAfterMs: 0 }, { allowed: true, count: 1, retryAfterMs: 0 }] });
      expect((await both(t + 1)).outcome).toBe('admitted');
      // The day window is full: the minute window, which had room, must not count this refused hit.
      expect(await both(t + 2)).toEqual({ outcome: 'limited', windows: [{ allowed: true, count: 2, retryAfterMs: 0 }, { allowed: false, count: 2, retryAfterMs: 86_399_998 }] });
      expect(await hit(`${ns}minute`, 60_000, 10, t + 3)).toMatchObject({ outcome: 'admitted', windows: [{ count: 3 }] });
      // A zero limit refuses even an empty window, with the whole window to wait.
      expect(await hit(`${ns}zero`, 5000, 0, t)).toEqual({ outcome: 'limited', windows: [{ allowed: false, count: 0, retryAfterMs: 5000 }] });
    });

    it('refuses on a set member or a missing key before counting anything', async () => {
      const q = (member: string) => store.admit({ refuseIfMember: [{ set: `${ns}a`, member }, { set: `${ns}b`, member: 'fam' }], requireKey: `${ns}marker`, windows: [{ key: `${ns}rl`, windowMs: 60_000, limit: 5 }] });
      expect(await q('j1')).toEqual({ outcome: 'missing-key' });
      await store.set(`${ns}marker`, '1');
      expect(await q('j1')).toMatchObject({ outcome: 'admitted', windows: [{ count: 1 }] });
      await store.setAdd(`${ns}a`, 'j2');
      expect(await q('j2')).toEqual({ outcome: 'member' });
      await store.setAdd(`${ns}b`, 'fam');
      expect(await q('j1')).toEqual({ outcome: 'member' });
      await store.setRemove(`${ns}b`, 'fam');
      // Neither refusal was counted.
      expect(await q('j1')).toMatchObject({ outcome: 'admitted', windows: [{ count: 2 }] });
      // Preconditions alone, no windows: a pure check.
      expect(await store.admit({ refuseIfMember: [{ set: `${ns}a`, member: 'j1' }], windows: [] })).toEqual({ outcome: 'admitted', windows: [] });
    });

    it('gets, sets with TTL, set-if-absent once, deletes', async () => {
      await store.set(`${ns}v`, 'a', 300);
      expect(await store.get(`${ns}v`)).toBe('a');
      const ttl = await store.ttlMs(`${ns}v`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(300);
      const once = await Promise.all(Array.from({ length: 20 }, (_, i) => store.setIfAbsent(`${ns}once`, String(i), 10_000)));
      expect(once.filter(Boolean).length).toBe(1);
      await store.del(`${ns}once`);
      expect(await store.get(`${ns}once`)).toBeNull();
      await new Promise((r) => setTimeout(r, 400));
      expect(await store.get(`${ns}v`)).toBeNull();
      await store.set(`${ns}p`, 'persist');
      expect(await store.ttlMs(`${ns}p`)).toBeNull();
    });

    it('keeps sets with membership and expiry', async () => {
      await store.setAdd(`${ns}set`, 'x', 300);
      await store.setAdd(`${ns}set`, 'y');
      expect(await store.setHas(`${ns}set`, 'x')).toBe(true);
      expect(await store.setHas(`${ns}set`, 'z')).toBe(false);
      expect((await store.setMembers(`${ns}set`)).sort()).toEqual(['x', 'y']);
      await store.setRemove(`${ns}set`, 'x');
      expect(await store.setHas(`${ns}set`, 'x')).toBe(false);
    });

    it('publishes to subscribers until they unsubscribe', async () => {
      const got: string[] = [];
      const unsubscribe = await store.subscribe(`${ns}ch`, (m) => got.push(m));
      await store.publish(`${ns}ch`, 'one');
      await store.publish(`${ns}other`, 'ignored');
      await expect.poll(() => got, { timeout: 2000 }).toEqual(['one']);
      await unsubscribe();
      await store.publish(`${ns}ch`, 'two');
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toEqual(['one']);
    });

    it('ledger: a hold needs an open account; settling commits the actual and frees the hold', async () => {
      const a = `${ns}budget-a`;
      expect(await store.ledgerHold({ accounts: [{ key: a, limit: 1000 }], holdId: 'h1', amount: 100, holdTtlMs: 60_000 })).toEqual({ outcome: 'missing', index: 0 });
      await store.ledgerOpen(a, 250, 60_000);
      await store.ledgerOpen(a, 999, 60_000); // already open: unchanged
      expect(await store.ledgerHold({ accounts: [{ key: a, limit: 1000 }], holdId: 'h1', amount: 100, holdTtlMs: 60_000 })).toEqual({ outcome: 'held' });
      expect(await store.ledgerRead([a, `${ns}never`])).toEqual([{ committed: 250, held: 100 }, { committed: null, held: 0 }]);
      expect(await store.ledgerSettle({ keys: [a], holdId: 'h1', commit: [37] })).toEqual([{ committed: 287, held: 0 }]);
      // Settling twice frees nothing more and commits again only what it is told.
      expect(await store.ledgerSettle({ keys: [a], holdId: 'h1', commit: [0] })).toEqual([{ committed: 287, held: 0 }]);
    });

    it('ledger: refuses past a limit, in every account or none; a null limit never refuses', async () => {
      const [org, ws] = [`${ns}org`, `${ns}ws`];
      await store.ledgerOpen(org, 900, 60_000);
      await store.ledgerOpen(ws, 0, 60_000);
      const q = (holdId: string, amount: number) => store.ledgerHold({ accounts: [{ key: ws, limit: null }, { key: org, limit: 1000 }], holdId, amount, holdTtlMs: 60_000 });
      expect(await q('h1', 60)).toEqual({ outcome: 'held' });
      expect(await q('h2', 60)).toEqual({ outcome: 'refused', index: 1, committed: 900, held: 60, leased: 0 });
      // The refused hold was placed nowhere, not even in the account that had room.
      expect(await store.ledgerRead([ws, org])).toEqual([{ committed: 0, held: 60 }, { committed: 900, held: 60 }]);
      expect(await q('h3', 40)).toEqual({ outcome: 'held' });
      expect(await store.ledgerRead([org])).toEqual([{ committed: 900, held: 100 }]);
    });

    it('ledger: parallel holds never pass the limit, exactly', async () => {
      const key = `${ns}exact`;
      await store.ledgerOpen(key, 10, 60_000);
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => store.ledgerHold({ accounts: [{ key, limit: 1000 }], holdId: `h${i}`, amount: 30, holdTtlMs: 60_000 })));
      expect(results.filter((r) => r.outcome === 'held')).toHaveLength(33); // 10 + 33 × 30 = 1000
      expect(await store.ledgerRead([key])).toEqual([{ committed: 10, held: 990 }]);
    });

    it('ledger: an expired hold stops counting (its caller died mid-call)', async () => {
      const key = `${ns}expiry`;
      const now = Date.now();
      await store.ledgerOpen(key, 0, 60_000);
      expect(await store.ledgerHold({ accounts: [{ key, limit: 100 }], holdId: 'dead', amount: 100, holdTtlMs: 1_000, nowMs: now })).toEqual({ outcome: 'held' });
      expect(await store.ledgerHold({ accounts: [{ key, limit: 100 }], holdId: 'next', amount: 100, holdTtlMs: 1_000, nowMs: now + 500 })).toMatchObject({ outcome: 'refused' });
      expect(await store.ledgerHold({ accounts: [{ key, limit: 100 }], holdId: 'next', amount: 100, holdTtlMs: 1_000, nowMs: now + 1_001 })).toEqual({ outcome: 'held' });
      expect(await store.ledgerRead([key], now + 1_001)).toEqual([{ committed: 0, held: 100 }]);
    });

    const lease = (key: string, leaseId: string, over: Partial<Parameters<SharedStore['ledgerLease']>[0]> = {}) =>
      store.ledgerLease({ key, leaseId, limit: 1000, commit: 0, release: 0, add: 0, reserve: 0, ttlMs: 60_000, ...over });

    it('ledger lease: needs an open account; grows only while committed + holds + add + reserve fit; a hold counts it', async () => {
      const key = `${ns}lease`;
      expect(await lease(key, 'lease:r1', { add: 100 })).toEqual({ outcome: 'missing' });
      await store.ledgerOpen(key, 100, 60_000);
      expect(await lease(key, 'lease:r1', { add: 300, reserve: 600 })).toEqual({ outcome: 'done', granted: true, committed: 100, held: 300, leased: 300 });
      // 100 + 300 + 300 + reserve 600 > 1000: refused, the lease unchanged.
      expect(await lease(key, 'lease:r2', { add: 300, reserve: 600 })).toEqual({ outcome: 'done', granted: false, committed: 100, held: 300, leased: 0 });
      expect(await lease(key, 'lease:r2', { add: 300, reserve: 300 })).toEqual({ outcome: 'done', granted: true, committed: 100, held: 600, leased: 300 });
      // Leases are holds: an ordinary hold sees them, and says which part of the refusal they are.
      expect(await store.ledgerHold({ accounts: [{ key, limit: 1000 }], holdId: 'h1', amount: 301, holdTtlMs: 60_000 })).toEqual({ outcome: 'refused', index: 0, committed: 100, held: 600, leased: 600 });
      expect(await store.ledgerHold({ accounts: [{ key, limit: 1000 }], holdId: 'h1', amount: 300, holdTtlMs: 60_000 })).toEqual({ outcome: 'held' });
      expect(await store.ledgerHold({ accounts: [{ key, limit: 1000 }], holdId: 'h2', amount: 1, holdTtlMs: 60_000 })).toEqual({ outcome: 'refused', index: 0, committed: 100, held: 900, leased: 600 });
      expect(await store.ledgerRead([key])).toEqual([{ committed: 100, held: 900 }]);
    });

    it('ledger lease: settles calls into the lease (commit and release in one step), gives back, never below 0', async () => {
      const key = `${ns}lease-settle`;
      await store.ledgerOpen(key, 0, 60_000);
      await lease(key, 'lease:r1', { add: 500 });
      // Two calls of estimate 100 settled at 70 and 80: committed 150, the lease 300.
      expect(await lease(key, 'lease:r1', { commit: 150, release: 200 })).toEqual({ outcome: 'done', granted: false, committed: 150, held: 300, leased: 300 });
      // Settle and top up in the same step: the check sees the committed spend and the released lease.
      expect(await lease(key, 'lease:r1', { commit: 60, release: 100, add: 590 })).toEqual({ outcome: 'done', granted: true, committed: 210, held: 790, leased: 790 });
      expect(await lease(key, 'lease:r1', { add: 1 })).toMatchObject({ granted: false, leased: 790 });
      // Giving back more than is leased removes the lease, never goes negative.
      expect(await lease(key, 'lease:r1', { release: 10_000 })).toEqual({ outcome: 'done', granted: false, committed: 210, held: 0, leased: 0 });
      expect(await store.ledgerRead([key])).toEqual([{ committed: 210, held: 0 }]);
      // A SOFT account (no limit) always grants.
      expect(await lease(key, 'lease:r2', { limit: null, add: 10_000, reserve: 10_000 })).toMatchObject({ granted: true, leased: 10_000 });
    });

    it('ledger lease: expires by its TTL (a replica that died) unless renewed', async () => {
      const key = `${ns}lease-ttl`;
      const now = Date.now();
      await store.ledgerOpen(key, 0, 60_000);
      await lease(key, 'lease:dead', { add: 600, ttlMs: 1_000, nowMs: now });
      await lease(key, 'lease:alive', { add: 400, ttlMs: 1_000, nowMs: now });
      expect(await lease(key, 'lease:alive', { ttlMs: 1_000, nowMs: now + 900 })).toMatchObject({ leased: 400, held: 1000 }); // renewed
      expect(await store.ledgerHold({ accounts: [{ key, limit: 1000 }], holdId: 'h', amount: 600, holdTtlMs: 60_000, nowMs: now + 950 })).toMatchObject({ outcome: 'refused' });
      expect(await store.ledgerHold({ accounts: [{ key, limit: 1000 }], holdId: 'h', amount: 600, holdTtlMs: 60_000, nowMs: now + 1_001 })).toEqual({ outcome: 'held' });
      expect(await store.ledgerRead([key], now + 1_500)).toEqual([{ committed: 0, held: 1000 }]);
      expect(await store.ledgerRead([key], now + 1_901)).toEqual([{ committed: 0, held: 600 }]);
    });

    it('ledger lease: parallel leases and holds never pass the limit, exactly', async () => {
      const key = `${ns}lease-exact`;
      await store.ledgerOpen(key, 10, 60_000);
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2
        ? lease(key, `lease:r${i}`, { add: 30 }).then((r) => r.outcome === 'done' && r.granted)
        : store.ledgerHold({ accounts: [{ key, limit: 1000 }], holdId: `h${i}`, amount: 30, holdTtlMs: 60_000 }).then((r) => r.outcome === 'held'))));
      expect(results.filter(Boolean)).toHaveLength(33); // 10 + 33 × 30 = 1000
      expect(await store.ledgerRead([key])).toEqual([{ committed: 10, held: 990 }]);
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
