import { describe, it, expect } from 'vitest';
import { MemoryStore } from '@svc/core';
import { VerifiedKeyCache, API_KEY_CHANGED_CHANNEL, type VerifiedKey } from './verified-key-cache.ts';
import { KeyInvalidation } from './key-invalidation.ts';

const key = (id: string, expiresAtMs: number | null = null): VerifiedKey => ({
  id,
  kind: 'api_key',
  organizationId: 'o',
  workspaceId: 'w',
  ownerUserId: 'u',
  keyClass: 'LIVE',
  scopes: [],
  expiresAtMs,
});
const silent = { error() {}, warn() {}, info() {} } as never;

describe('VerifiedKeyCache', () => {
  it('serves a record until its TTL and never past the key expiry', () => {
    const c = new VerifiedKeyCache(1000);
    c.put('m1', key('k1'), c.begin(), 0);
    c.put('m2', key('k2', 500), c.begin(), 0);
    expect(c.get('m1', 999)?.id).toBe('k1');
    expect(c.get('m1', 1000)).toBeUndefined();
    expect(c.get('m2', 499)?.id).toBe('k2');
    expect(c.get('m2', 500)).toBeUndefined();
  });

  it('drops a key on invalidation, and a lookup that started before the invalidation cannot re-cache it', () => {
    const c = new VerifiedKeyCache(60_000);
    c.put('m1', key('k1'), c.begin(), 0);
    const inFlight = c.begin(); // a lookup reads the row while the key is being revoked
    c.invalidate('k1');
    expect(c.get('m1', 1)).toBeUndefined();
    c.put('m1', key('k1'), inFlight, 2);
    expect(c.get('m1', 3)).toBeUndefined();
    // A lookup that started after the revocation reads the revoked row and is not cached by the
    // exchange; an active key loaded afterwards (another key) is cached normally.
    c.put('m9', key('k9'), c.begin(), 4);
    expect(c.get('m9', 5)?.id).toBe('k9');
  });

  it('a full flush also stops every lookup in flight from caching', () => {
    const c = new VerifiedKeyCache(60_000);
    const inFlight = c.begin();
    c.onMessage('not json');
    c.put('m1', key('k1'), inFlight, 1);
    expect(c.size).toBe(0);
  });

  it('invalidations reach another replica through the shared store channel', async () => {
    const store = new MemoryStore();
    const a = new VerifiedKeyCache(60_000),
      b = new VerifiedKeyCache(60_000);
    await store.subscribe(API_KEY_CHANGED_CHANNEL, (m) => b.onMessage(m));
    a.put('m1', key('k1'), a.begin(), 0);
    b.put('m1', key('k1'), b.begin(), 0);
    await new KeyInvalidation(a, store, silent, { revokeKeyTokens: async () => {} }).keyChanged('k1');
    await expect.poll(() => b.get('m1', 1)).toBeUndefined();
    expect(a.get('m1', 1)).toBeUndefined();
    await store.close();
  });

  it('stays bounded, dropping the least recently used record and keeping the id index in step', () => {
    const c = new VerifiedKeyCache(60_000);
    const start = c.begin();
    for (let i = 0; i < 100_000; i++) c.put(`m${i}`, key(`k${i}`), start, 0);
    expect(c.get('m0', 1)?.id).toBe('k0'); // used: now the most recent
    c.put('m-new', key('k-new'), start, 1);
    expect(c.size).toBe(100_000);
    expect(c.get('m1', 2)).toBeUndefined();
    expect(c.get('m0', 2)?.id).toBe('k0');
    // invalidating the evicted key touches nothing else; invalidating a cached one drops it
    c.invalidate('k1');
    expect(c.size).toBe(100_000);
    c.invalidate('k0');
    expect(c.get('m0', 3)).toBeUndefined();
    expect(c.size).toBe(99_999);
  });

  it('when the oldest tombstone is dropped, lookups already in flight can no longer cache', () => {
    const c = new VerifiedKeyCache(60_000);
    c.invalidate('k0');
    const inFlight = c.begin(); // a lookup of k0 that started after its invalidation: allowed
    for (let i = 1; i <= 100_000; i++) c.invalidate(`x${i}`); // pushes k0's tombstone out
    c.put('m0', key('k0'), inFlight, 1);
    expect(c.get('m0', 2)).toBeUndefined();
    c.put('m0', key('k0'), c.begin(), 3);
    expect(c.get('m0', 4)?.id).toBe('k0');
  });
});
