import { MemoryStore } from './memory-store.ts';
import { RedisStore } from './redis-store.ts';
import type { SharedStore } from './shared-store.ts';

/** Redis when a URL is configured, otherwise the in-process store (embedded default). */
export async function createSharedStore(opts: { redisUrl?: string; prefix?: string; onError?: (e: Error) => void }): Promise<SharedStore> {
  if (!opts.redisUrl) return new MemoryStore();
  return new RedisStore({ url: opts.redisUrl, prefix: opts.prefix, onError: opts.onError }).connect();
}
