/**
 * Verifies the JWTs identity itself issued that are not access tokens (step-up tokens): the
 * platform's shared ES256 checks (@svc/core: canonical base64url, alg, typ, no `crit`, signature)
 * with the key by `kid` among the published keys, then `iss`, `exp`, `nbf` and, when given,
 * `aud`. Access tokens go through AccessTokenVerifier. Returns the claims or null; the caller
 * decides which error that becomes.
 */
import { checkTimeAndParties, decodeEs256Jws, es256SignatureValid } from '@svc/core';
import type { KeyManager } from './key-manager.ts';
import { publicKeyFor } from './public-keys.ts';

export interface VerifyOptions {
  typ: string;
  issuer: string;
  audience?: string;
  now?: number;
  clockSkewSeconds?: number;
}

export function verifyJwt(keys: KeyManager, token: string, opts: VerifyOptions): Record<string, unknown> | null {
  const now = opts.now ?? Date.now();
  try {
    const jws = decodeEs256Jws(token, opts.typ);
    const key = publicKeyFor(keys, jws.kid, now);
    if (!key || !es256SignatureValid(jws, key)) return null;
    checkTimeAndParties(jws.payload, {
      issuer: opts.issuer,
      audience: opts.audience,
      nowMs: now,
      clockSkewSeconds: opts.clockSkewSeconds,
    });
    return jws.payload;
  } catch {
    return null;
  }
}
