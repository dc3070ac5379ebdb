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
      expect(await q('h2', 60)).toEqual({ outcome: 'refused', index: 1, committed: 900, held: 60 });
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

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
