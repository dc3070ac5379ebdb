/**
 * Drops a key from every identity replica's exchange cache: locally at once, then on the shared
 * store's channel. A failed publish is logged and not thrown: the key is already revoked in the
 * database and other replicas' caches expire within API_KEY_CACHE_TTL_MS.
 */
import type { Logger, SharedStore } from '@svc/core';
import { API_KEY_CHANGED_CHANNEL, type VerifiedKeyCache } from './verified-key-cache.ts';

export class KeyInvalidation {
  constructor(
    private cache: VerifiedKeyCache,
    private store: SharedStore,
    private log: Logger,
  ) {}

  async keyChanged(keyId: string): Promise<void> {
    this.cache.invalidate(keyId);
    try {
      await this.store.publish(API_KEY_CHANGED_CHANNEL, JSON.stringify({ keyId }));
    } catch (e) {
      this.log.error(
        { err: (e as Error).message },
        'api-key invalidation not published; other replicas drop it on cache expiry',
      );
    }
  }
}
