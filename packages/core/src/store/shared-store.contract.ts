/**
 * One contract for every SharedStore implementation. Each implementation's test file calls
 * `sharedStoreContract(name, factory)`; the same assertions run against Redis and in-process.
 */
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SharedStore } from './shared-store.ts';
import type { StoreScript } from './store-script.ts';

/** A test script written twice, as an owner would: set `key` to `value` only while it holds `expect`. */
export const COMPARE_AND_SET: StoreScript<{ key: string; expect: string; value: string }, boolean> = {
  name: 'test-compare-and-set',
  lua: `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL') return 1 end return 0`,
  encode: (q) => ({ keys: [q.key], args: [q.expect, q.value] }),
  decode: (reply) => Number(reply) === 1,
  memory(space, q) {
    const e = space.entry(q.key);
    if (!e || e.value !== q.expect) return false;
    e.value = q.value;
    return true;
  },
};

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

    it('gets, sets with TTL, set-if-absent once, deletes', async () => {
      await store.set(`${ns}v`, 'a', 300);
      expect(await store.get(`${ns}v`)).toBe('a');
      const ttl = await store.ttlMs(`${ns}v`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(300);
      const once = await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.setIfAbsent(`${ns}once`, String(i), 10_000)),
      );
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

    it("runs an owner's script atomically: a compare-and-set over primitives' keys", async () => {
      const swap = store.script(COMPARE_AND_SET);
      await store.set(`${ns}cas`, 'v0');
      // 20 callers race from the same expected value: exactly one wins, in both implementations.
      const won = await Promise.all(
        Array.from({ length: 20 }, (_, i) => swap({ key: `${ns}cas`, expect: 'v0', value: `v${i + 1}` })),
      );
      expect(won.filter(Boolean)).toHaveLength(1);
      expect(await store.get(`${ns}cas`)).toBe(`v${won.indexOf(true) + 1}`);
      expect(await swap({ key: `${ns}absent`, expect: 'x', value: 'y' })).toBe(false);
      expect(await store.get(`${ns}absent`)).toBeNull();
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
