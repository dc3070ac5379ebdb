import { MemoryStore } from './memory-store.ts';
import { RedisStore } from './redis-store.ts';
import type { SharedStore } from './shared-store.ts';

/** Redis when a URL is configured, otherwise the in-process store (embedded default). */
export async function createSharedStore(opts: {
  redisUrl?: string;
  prefix?: string;
  onError?: (e: Error) => void;
}): Promise<SharedStore> {
  if (!opts.redisUrl) return new MemoryStore();
  const store = new RedisStore({ url: opts.redisUrl, prefix: opts.prefix, onError: opts.onError }).connect();
  // Give a healthy Redis a moment so the first requests find it connected; a down one is not awaited.
  await store.ready(1000).catch(() => {});
  return store;
}
