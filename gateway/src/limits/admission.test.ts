import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { MemoryStore, RedisStore, type SharedStore } from '@svc/core';
import { admission, type Admit } from './admission.ts';

const url = process.env.REDIS_URL;

// One contract, run against the Lua in real Redis (whenever the run has REDIS_URL; CI always
// does) and against the in-process twin.
const stores: [string, () => Promise<SharedStore>][] = [['in-process', async () => new MemoryStore()]];
if (url) stores.push(['redis', () => new RedisStore({ url, prefix: 'svc-test:' }).connect().ready()]);

for (const [name, factory] of stores) {
  describe(`gateway admission: ${name}`, () => {
    let store: SharedStore;
    let admit: Admit;
    let ns: string;
    beforeEach(async () => {
      store = await factory();
      admit = admission(store);
      ns = `t:${randomUUID()}:`;
    });
    afterEach(() => store.close());

    const hit = (key: string, windowMs: number, limit: number, nowMs?: number) =>
      admit({ windows: [{ key, windowMs, limit }], nowMs });

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
      expect(await hit(`${ns}s`, 1000, 2, t)).toEqual({
        outcome: 'admitted',
        windows: [{ allowed: true, count: 1, retryAfterMs: 0 }],
      });
      expect((await hit(`${ns}s`, 1000, 2, t + 10)).outcome).toBe('admitted');
      expect(await hit(`${ns}s`, 1000, 2, t + 20)).toEqual({
        outcome: 'limited',
        windows: [{ allowed: false, count: 2, retryAfterMs: 980 }],
      });
      expect(await hit(`${ns}s`, 1000, 2, t + 1001)).toEqual({
        outcome: 'admitted',
        windows: [{ allowed: true, count: 2, retryAfterMs: 0 }],
      });
    });

    it('records a hit in every window or in none', async () => {
      const t = Date.now();
      const both = (nowMs: number) =>
        admit({
          windows: [
            { key: `${ns}minute`, windowMs: 60_000, limit: 10 },
            { key: `${ns}day`, windowMs: 86_400_000, limit: 2 },
          ],
          nowMs,
        });
      expect(await both(t)).toEqual({
        outcome: 'admitted',
        windows: [
          { allowed: true, count: 1, retryAfterMs: 0 },
          { allowed: true, count: 1, retryAfterMs: 0 },
        ],
      });
      expect((await both(t + 1)).outcome).toBe('admitted');
      // The day window is full: the minute window, which had room, must not count this refused hit.
      expect(await both(t + 2)).toEqual({
        outcome: 'limited',
        windows: [
          { allowed: true, count: 2, retryAfterMs: 0 },
          { allowed: false, count: 2, retryAfterMs: 86_399_998 },
        ],
      });
      expect(await hit(`${ns}minute`, 60_000, 10, t + 3)).toMatchObject({
        outcome: 'admitted',
        windows: [{ count: 3 }],
      });
      // A zero limit refuses even an empty window, with the whole window to wait.
      expect(await hit(`${ns}zero`, 5000, 0, t)).toEqual({
        outcome: 'limited',
        windows: [{ allowed: false, count: 0, retryAfterMs: 5000 }],
      });
    });

    it('refuses on a set member or a missing key before counting anything', async () => {
      const q = (member: string) =>
        admit({
          refuseIfMember: [
            { set: `${ns}a`, member },
            { set: `${ns}b`, member: 'fam' },
          ],
          requireKey: `${ns}marker`,
          windows: [{ key: `${ns}rl`, windowMs: 60_000, limit: 5 }],
        });
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
      expect(await admit({ refuseIfMember: [{ set: `${ns}a`, member: 'j1' }], windows: [] })).toEqual({
        outcome: 'admitted',
        windows: [],
      });
    });
  });
}

describe.skipIf(!url)('gateway admission in Redis', () => {
  it('runs by SHA and reloads its Lua when Redis has forgotten its scripts (a restart)', async () => {
    const store = await new RedisStore({ url: url!, prefix: 'svc-test:' }).connect().ready();
    const admit = admission(store);
    const admin = createClient({ url });
    await admin.connect();
    try {
      const key = `t:${randomUUID()}`;
      const q = { windows: [{ key, windowMs: 60_000, limit: 5 }] };
      expect(await admit(q)).toMatchObject({ outcome: 'admitted', windows: [{ count: 1 }] });
      await admin.scriptFlush();
      expect(await admit(q)).toMatchObject({ outcome: 'admitted', windows: [{ count: 2 }] });
      expect(await store.incr(`${key}:c`, 2, 1000)).toBe(2);
    } finally {
      await admin.quit();
      await store.close();
    }
  });
});
