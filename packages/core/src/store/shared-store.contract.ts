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

    it('admits exactly the limit in a sliding window under concurrency', async () => {
      const res = await Promise.all(Array.from({ length: 200 }, () => store.hitWindow(`${ns}w`, 60_000, 100)));
      expect(res.filter((r) => r.allowed).length).toBe(100);
      const rejected = res.find((r) => !r.allowed)!;
      expect(rejected.count).toBe(100);
      expect(rejected.retryAfterMs).toBeGreaterThan(0);
      expect(rejected.retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('slides: hits older than the window stop counting', async () => {
      const t = Date.now();
      expect((await store.hitWindow(`${ns}s`, 1000, 2, t)).allowed).toBe(true);
      expect((await store.hitWindow(`${ns}s`, 1000, 2, t + 10)).allowed).toBe(true);
      const third = await store.hitWindow(`${ns}s`, 1000, 2, t + 20);
      expect(third.allowed).toBe(false);
      expect(third.retryAfterMs).toBe(980);
      expect((await store.hitWindow(`${ns}s`, 1000, 2, t + 1001)).allowed).toBe(true);
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

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
