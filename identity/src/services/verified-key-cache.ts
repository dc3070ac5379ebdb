/**
 * In-memory cache of verified, currently usable API-key (and virtual-key) records for the
 * exchange hot path. Keyed by the key's HMAC verifier, never by the plaintext. Only usable
 * records are cached: every failing key (unknown, revoked, expired) always costs the same HMAC
 * plus one indexed lookup, so failures are indistinguishable in timing as well as in answer.
 *
 * Invalidation: `invalidate(keyId)` drops the record at once and also stops a lookup that was
 * already in flight when the key was revoked from caching the stale row (a sequence number taken
 * before each lookup is compared with the key's invalidation sequence). Other identity replicas
 * learn it through the shared store's API_KEY_CHANGED_CHANNEL.
 */
import { boundedCache } from '@svc/core';

/** Shared-store channel: JSON `{ "keyId"?: string }`; no keyId = drop everything. */
export const API_KEY_CHANGED_CHANNEL = 'identity:api-key-changed';

export interface VerifiedKey {
  /** API-key id or vkid. */
  id: string;
  kind: 'api_key' | 'virtual_key';
  organizationId: string;
  workspaceId: string;
  ownerUserId: string;
  keyClass: string;
  scopes: readonly string[];
  /** Unix ms, or null for no expiry. */
  expiresAtMs: number | null;
  /** Memo of the last permission intersection: recomputed only when the owner's access changes. */
  memo?: { access: object; permissions: string[] };
}

const MAX_ENTRIES = 100_000;
const MAX_TOMBSTONES = 100_000;

export class VerifiedKeyCache {
  /** Records by verifier, least recently used dropped first; `macOfId` follows every removal. */
  private byMac = boundedCache<string, { at: number; key: VerifiedKey }>(MAX_ENTRIES, {
    dispose: (hit, mac) => {
      if (this.macOfId.get(hit.key.id) === mac) this.macOfId.delete(hit.key.id);
    },
  });
  private macOfId = new Map<string, string>();
  /**
   * Invalidation sequence per key id. Dropping the oldest tombstone raises the floor, so a lookup
   * that started before it can no longer cache what that tombstone would have stopped.
   */
  private invalidatedAt = boundedCache<string, number>(MAX_TOMBSTONES, {
    dispose: (_seq, _id, reason) => {
      if (reason === 'evict') this.floor = this.seq;
    },
  });
  private seq = 0;
  /** Lookups started before this sequence may not be cached (after a full flush). */
  private floor = 0;

  constructor(private ttlMs: number) {}

  /** Sequence to pass to `put` for a lookup starting now. */
  begin(): number {
    return this.seq;
  }

  /** A cached record that is still usable at `now`, or undefined. An expired record is dropped. */
  get(mac: string, now: number): VerifiedKey | undefined {
    const hit = this.byMac.get(mac);
    if (!hit) return undefined;
    if (now - hit.at >= this.ttlMs || (hit.key.expiresAtMs !== null && hit.key.expiresAtMs <= now)) {
      this.byMac.delete(mac);
      return undefined;
    }
    return hit.key;
  }

  put(mac: string, key: VerifiedKey, startedAt: number, now: number): void {
    if (this.ttlMs <= 0 || startedAt < this.floor) return;
    const inv = this.invalidatedAt.get(key.id);
    if (inv !== undefined && inv > startedAt) return;
    this.byMac.set(mac, { at: now, key });
    this.macOfId.set(key.id, mac);
  }

  invalidate(keyId?: string): void {
    this.seq++;
    if (!keyId) {
      this.byMac.clear();
      this.invalidatedAt.clear();
      this.floor = this.seq;
      return;
    }
    this.invalidatedAt.set(keyId, this.seq);
    const mac = this.macOfId.get(keyId);
    if (mac) this.byMac.delete(mac);
  }

  /** Handles a message from API_KEY_CHANGED_CHANNEL; a malformed one flushes everything. */
  onMessage(message: string): void {
    try {
      const m = JSON.parse(message) as { keyId?: unknown };
      this.invalidate(typeof m.keyId === 'string' ? m.keyId : undefined);
    } catch {
      this.invalidate();
    }
  }

  get size(): number {
    return this.byMac.size;
  }
}
