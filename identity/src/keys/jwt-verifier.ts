/**
 * Verifies tokens identity itself issued (introspection, token exchange, revocation): ES256 only,
 * key by `kid` among the published keys, then `typ`, `iss`, `exp`, `nbf` and, for access tokens,
 * `aud`. Returns the claims or null; the caller decides which error that becomes.
 */
import { verify } from 'node:crypto';
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { KeyManager } from './key-manager.ts';

export interface VerifyOptions { typ: string; issuer: string; audience?: string; now?: number; clockSkewSeconds?: number }

const publicKeyCache = new WeakMap<object, KeyObject>();

export function verifyJwt(keys: KeyManager, token: string, opts: VerifyOptions): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > 8192) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  let header: Record<string, unknown>, payload: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (header.alg !== 'ES256' || header.typ !== opts.typ || typeof header.kid !== 'string') return null;
  const now = opts.now ?? Date.now();
  const key = keys.publishedKeys(now).find((k) => k.kid === header.kid);
  if (!key) return null;
  let pub = publicKeyCache.get(key);
  if (!pub) {
    pub = createPublicKey(key.privateKey);
    publicKeyCache.set(key, pub);
  }
  const ok = verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), { key: pub, dsaEncoding: 'ieee-p1363' }, Buffer.from(parts[2], 'base64url'));
  if (!ok) return null;
  const skew = opts.clockSkewSeconds ?? 30;
  const nowS = Math.floor(now / 1000);
  if (payload.iss !== opts.issuer) return null;
  if (typeof payload.exp !== 'number' || payload.exp + skew <= nowS) return null;
  if (typeof payload.nbf === 'number' && payload.nbf - skew > nowS) return null;
  if (opts.audience !== undefined && payload.aud !== opts.audience) return null;
  return payload;
}
