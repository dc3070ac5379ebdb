/**
 * Step 3 of the chain: local JWT validation, by the platform's one access-token verifier
 * (@svc/core AccessJwtVerifier: ES256 only, typ at+jwt, canonical base64url, no `crit`, iss, aud,
 * exp/nbf, token_type and required claims; verified claims remembered until expiry in a bounded
 * LRU) with keys from the JWKS cache. Revocation is still checked on every request by the chain.
 */
import { AccessJwtVerifier, type AccessClaims } from '@svc/core';
import type { JwksCache } from './jwks-cache.ts';

export type { AccessClaims } from '@svc/core';

export class JwtValidator {
  private verifier: AccessJwtVerifier;

  constructor(
    jwks: JwksCache,
    opts: { issuer: string; audience: string; maxCached?: number; clockSkewSeconds?: number },
  ) {
    this.verifier = new AccessJwtVerifier({ ...opts, key: (kid) => jwks.get(kid) });
  }

  /** The token's claims, or SVC-AUTH-1006. */
  validate(token: string, nowMs = Date.now()): Promise<AccessClaims> {
    return this.verifier.verify(token, nowMs);
  }
}
