/**
 * The chain's API-key exchange (spec: API-key exchange): the edge sends the presented key to
 * identity, which answers a 5-minute JWT for the key's bound identity. Minted JWTs are cached by
 * a hash of the key, never the plaintext, until shortly before they expire.
 */
import { createHash } from 'node:crypto';
import { AppError, boundedCache, type LRUCache } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';

/** Minted JWTs are reused until this long before their expiry. */
const EXCHANGE_REUSE_MARGIN_MS = 30_000;
/** Exchanged keys remembered at most (least recently used dropped first). */
const MAX_EXCHANGED_KEYS = 100_000;

export interface Exchanged {
  token: string;
  keyId: string;
  keyClass: string;
}

export class Authenticator {
  /**
   * Minted JWTs by a hash of the API key, never the plaintext (which reaches the exchange only as
   * the fetch's context). lru-cache's fetch gives single flight: concurrent requests with the same
   * key share one exchange; a failed exchange is not remembered.
   */
  private exchanged = boundedCache<string, Exchanged, string>(MAX_EXCHANGED_KEYS, {
    fetchMethod: async (_id, _stale, { options, context: key }) => {
      this.stats.exchanges++;
      const r = await this.identity.exchangeApiKey({ api_key: key });
      // Reused until shortly before the JWT expires; at least 1 ms, since a ttl of 0 means forever.
      options.ttl = Math.max(1, r.expires_in * 1000 - EXCHANGE_REUSE_MARGIN_MS);
      return { token: r.access_token, keyId: r.key_id, keyClass: r.key_class };
    },
  });
  /** Exchange calls made and answered from cache, for the hit-rate figure. */
  readonly stats = { exchanges: 0, cacheHits: 0 };

  constructor(private identity: IdentityApi) {}

  /** An API key's minted JWT, from cache or through identity's ExchangeApiKey (single flight). */
  async exchangeApiKey(key: string): Promise<Exchanged> {
    const id = createHash('sha256').update(key).digest('base64url');
    const status: LRUCache.Status<string, Exchanged, string> = {};
    const ex = await this.exchanged.fetch(id, { context: key, status });
    if (status.fetch === 'hit') this.stats.cacheHits++;
    // Only when the pending exchange was evicted by 100,000 others meanwhile.
    if (!ex) throw new AppError('SVC-SERVER-9001', 'the API-key exchange was interrupted');
    return ex;
  }
}
