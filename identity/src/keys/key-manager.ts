/**
 * Key management. Identity signs with ES256 keys and derives API-key verifiers with an HMAC key;
 * both sit behind this interface so a cloud KMS can replace the file provider. Public keys are
 * published (JWKS) from `publishedKeys()`; `signingKey()` is the one that signs now.
 *
 * Rotation (issue: keys): a new key is published `publishAheadSeconds` before it signs, so every
 * edge cache has it first; a retired key stays published until every token it signed expired.
 */
import type { KeyObject, JsonWebKey } from 'node:crypto';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JsonWebKey & { kid: string; alg: 'ES256'; use: 'sig' };
  /** When this key starts signing (Unix ms). */
  activatesAt: number;
  /** When this key stopped signing, or null while it may still sign (Unix ms). */
  retiredAt: number | null;
}

export interface KeyManager {
  /** The key that signs at `now`. */
  signingKey(now?: number): SigningKey;
  /** Every key that must be in the JWKS at `now`. */
  publishedKeys(now?: number): SigningKey[];
  /** HMAC-SHA256 under the key-management HMAC key, or null when none is configured. */
  hmac(data: string): string | null;
  /**
   * Schedules a new key `publishAheadSeconds` ahead; returns its kid. `immediate` makes it sign at
   * once (emergency rotation after a compromise: edges learn it through their unknown-kid refetch).
   */
  rotate(now?: number, opts?: { immediate?: boolean }): Promise<string>;
  /** Re-reads the key material when its source changed (another process rotated); true if it did. */
  reloadIfChanged?(): boolean;
}
