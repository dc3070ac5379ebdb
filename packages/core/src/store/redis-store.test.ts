import { describe, it, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { RedisStore } from './redis-store.ts';
import { COMPARE_AND_SET, sharedStoreContract } from './shared-store.contract.ts';

const url = process.env.REDIS_URL;

// Against real Redis whenever the run has REDIS_URL (CI always does).
if (url) sharedStoreContract('redis', () => new RedisStore({ url, prefix: 'svc-test:' }).connect().ready());

describe.skipIf(!url)('RedisStore scripts', () => {
  it('runs its Lua by SHA and reloads it when Redis has forgotten its scripts (a restart)', async () => {
    const store = await new RedisStore({ url: url!, prefix: 'svc-test:' }).connect().ready();
    const admin = createClient({ url });
    await admin.connect();
    try {
      const key = `t:${randomUUID()}`;
      const swap = store.script(COMPARE_AND_SET);
      await store.set(key, 'a', 60_000);
      expect(await swap({ key, expect: 'a', value: 'b' })).toBe(true);
      await admin.scriptFlush();
      expect(await swap({ key, expect: 'b', value: 'c' })).toBe(true);
      expect(await store.get(key)).toBe('c');
      expect(await store.incr(`${key}:c`, 2, 1000)).toBe(2);
    } finally {
      await admin.quit();
      await store.close();
    }
  });
});

describe('RedisStore when Redis is unreachable', () => {
  it('starts anyway and rejects commands at once, so callers can fail closed', async () => {
    const store = new RedisStore({ url: 'redis://127.0.0.1:1', onError: () => {} }).connect();
    const started = Date.now();
    await expect(store.ping()).rejects.toThrow();
    await expect(store.setHas('revoked', 'x')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    await store.close();
  });
});
