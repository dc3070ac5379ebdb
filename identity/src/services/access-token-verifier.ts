/**
 * Verifies access tokens identity issued: ES256 signature by a published key, `typ: at+jwt`,
 * `iss`, `aud`, `exp`/`nbf`, `token_type: access` and the claims every access token carries; then
 * revocation by `jti` and `fid`. Refresh tokens are opaque and never parse as JWTs; any other JWT
 * kind identity might mint has its own `typ`, so nothing but an access token passes here.
 */
import type { KeyManager } from '../keys/key-manager.ts';
import { verifyJwt } from '../keys/jwt-verifier.ts';
import type { RevocationService } from './revocation-service.ts';

export interface AccessClaims {
  iss: string; sub: string; aud: string; exp: number; iat: number; nbf?: number; jti: string;
  token_type: 'access'; org_id: string; workspace_id: string; roles: string[]; permissions: string[];
  scope?: string; client_id?: string; act?: { sub: string; client_id?: string }; session_type?: string; fid?: string;
}

export type Verified = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'revoked' };

export const ACCESS_TOKEN_TYP = 'at+jwt';

export class AccessTokenVerifier {
  constructor(private keys: KeyManager, private issuer: string, private audience: string, private revocations: RevocationService) {}

  /** Signature and claims only (no revocation check); null when not a valid access token. */
  parse(token: string, now = Date.now()): AccessClaims | null {
    const c = verifyJwt(this.keys, token, { typ: ACCESS_TOKEN_TYP, issuer: this.issuer, audience: this.audience, now });
    if (!c || c.token_type !== 'access') return null;
    for (const f of ['sub', 'jti', 'org_id', 'workspace_id'] as const) if (typeof c[f] !== 'string' || !c[f]) return null;
    if (!Array.isArray(c.permissions) || !Array.isArray(c.roles) || typeof c.iat !== 'number') return null;
    return c as unknown as AccessClaims;
  }

  async verify(token: string, now = Date.now()): Promise<Verified> {
    const claims = this.parse(token, now);
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
