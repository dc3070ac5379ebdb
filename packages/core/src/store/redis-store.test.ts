import { describe, it, expect } from 'vitest';
import { RedisStore } from './redis-store.ts';
import { sharedStoreContract } from './shared-store.contract.ts';

const url = process.env.REDIS_URL;

// Against real Redis whenever the run has REDIS_URL (CI always does).
if (url) sharedStoreContract('redis', () => new RedisStore({ url, prefix: 'svc-test:' }).connect().ready());

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
