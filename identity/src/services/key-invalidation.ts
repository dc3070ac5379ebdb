/**
 * Drops a key from every identity replica's exchange cache: locally at once, then on the shared
 * store's channel. A failed publish is logged and not thrown: the key is already revoked in the
 * database and other replicas' caches expire within API_KEY_CACHE_TTL_MS. A revoked key's minted
 * access tokens are revoked too (their token family), so the edge refuses them at once rather than
 * when they expire; that one does throw when it cannot be published, and is safe to repeat.
 */
import type { Logger, SharedStore } from '@svc/core';
import type { RevocationService } from './revocation-service.ts';
import { API_KEY_CHANGED_CHANNEL, type VerifiedKeyCache } from './verified-key-cache.ts';

export class KeyInvalidation {
  constructor(
    private cache: VerifiedKeyCache,
    private store: SharedStore,
    private log: Logger,
    private revocations: Pick<RevocationService, 'revokeKeyTokens'>,
  ) {}

  /** The key is revoked: its cache entries go, and every access token minted from it. */
  async keyRevoked(keyId: string): Promise<void> {
    await this.keyChanged(keyId);
    await this.revocations.revokeKeyTokens(keyId);
  }

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
