/** The public KeyObject of a published signing key by `kid` (derived once per key, then cached). */
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { KeyManager, SigningKey } from './key-manager.ts';

const publicKeyCache = new WeakMap<SigningKey, KeyObject>();

export function publicKeyFor(keys: KeyManager, kid: string, now = Date.now()): KeyObject | null {
  const key = keys.publishedKeys(now).find((k) => k.kid === kid);
  if (!key) return null;
  let pub = publicKeyCache.get(key);
  if (!pub) {
    pub = createPublicKey(key.privateKey);
    publicKeyCache.set(key, pub);
  }
  return pub;
}
