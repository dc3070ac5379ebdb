import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache.ts';

describe('boundedCache', () => {
  it('holds at most its bound, dropping the least recently used entry first', () => {
    const c = boundedCache<string, number>(3);
    c.set('a', 1).set('b', 2).set('c', 3);
    expect(c.get('a')).toBe(1); // now b is the least recently used
    c.set('d', 4);
    expect([...c.keys()].sort()).toEqual(['a', 'c', 'd']);
    for (let i = 0; i < 1000; i++) c.set(`k${i}`, i);
    expect(c.size).toBe(3);
    expect([...c.keys()].sort()).toEqual(['k997', 'k998', 'k999']);
  });

  it('passes the other options through: time to live and fetch', async () => {
    let now = 5000;
    const c = boundedCache<string, string>(10, { ttl: 1000, ttlResolution: 0, perf: { now: () => now } });
    c.set('a', 'x');
    now = 5999;
    expect(c.get('a')).toBe('x');
    now = 6001;
    expect(c.get('a')).toBeUndefined();

    let calls = 0;
    const f = boundedCache<string, string, number>(10, {
      fetchMethod: async (key, _stale, { context }) => `${key}:${context}:${++calls}`,
    });
    const [one, two] = await Promise.all([f.fetch('k', { context: 7 }), f.fetch('k', { context: 7 })]);
    expect([one, two, calls]).toEqual(['k:7:1', 'k:7:1', 1]);
  });

  it('takes no storage for entries it does not hold', () => {
    // lru-cache's own `max` would allocate seven arrays of a million slots for each of these
    // (tens of MiB apiece); live arrays cannot be collected, so the heap would grow by that much.
    const before = getHeapStatistics().used_heap_size;
    const kept = Array.from({ length: 4 }, () => boundedCache(1_000_000, { ttl: 60_000 }));
    expect(getHeapStatistics().used_heap_size - before).toBeLessThan(1024 * 1024);
    expect(kept.map((c) => [c.max, c.maxSize])).toEqual(Array(4).fill([0, 1_000_000]));
  });

  it('refuses a bound that is not a positive whole number', () => {
    for (const n of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => boundedCache(n)).toThrow(RangeError);
  });
});
