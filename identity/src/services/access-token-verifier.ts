/**
 * Verifies access tokens identity issued with the platform's one access-token verifier (@svc/core
 * AccessJwtVerifier, the same rules as the gateway's: ES256, `typ: at+jwt`, canonical base64url,
 * no `crit`, `iss`, `aud`, `exp`/`nbf`, `token_type: access` and the required claims) with keys
 * from the KeyManager; then revocation by `jti` and `fid`. Refresh tokens are opaque and never
 * parse as JWTs; any other JWT kind identity mints has its own `typ`, so nothing but an access
 * token passes here.
 */
import { AccessJwtVerifier, ACCESS_TOKEN_TYP, type AccessClaims } from '@svc/core';
import type { KeyManager } from '../keys/key-manager.ts';
import { publicKeyFor } from '../keys/public-keys.ts';
import type { RevocationService } from './revocation-service.ts';

export type { AccessClaims } from '@svc/core';
export { ACCESS_TOKEN_TYP };

export type Verified = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'revoked' };

export class AccessTokenVerifier {
  private jwt: AccessJwtVerifier;

  /** `clockSkewSeconds`: leeway on `exp`/`nbf` (default and bound in @svc/core's AccessJwtVerifier). */
  constructor(
    keys: KeyManager,
    issuer: string,
    audience: string,
    private revocations: RevocationService,
    clockSkewSeconds?: number,
  ) {
    this.jwt = new AccessJwtVerifier({ issuer, audience, key: (kid) => publicKeyFor(keys, kid), clockSkewSeconds });
  }

  /** Signature and claims only (no revocation check); null when not a valid access token. */
  async parse(token: string, now = Date.now()): Promise<AccessClaims | null> {
    return this.jwt.verify(token, now).catch(() => null);
  }

  async verify(token: string, now = Date.now()): Promise<Verified> {
    const claims = await this.parse(token, now);
    if (!claims) return { ok: false, reason: 'invalid' };
    if (await this.revocations.isRevoked({ jti: claims.jti, fid: claims.fid })) return { ok: false, reason: 'revoked' };
    return { ok: true, claims };
  }

  /**
   * A user's own sign-in session: a valid, unrevoked access token from a user grant (not a
   * client-credentials, API-key or token-exchange token), used to authenticate the user at the
   * authorization and device-approval endpoints.
   */
  async verifyUserSession(token: string | null, now = Date.now()): Promise<AccessClaims | null> {
    if (!token) return null;
    const v = await this.verify(token, now);
    if (!v.ok || v.claims.session_type !== 'user' || v.claims.act) return null;
    return v.claims;
  }
}
