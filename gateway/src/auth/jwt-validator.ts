/**
 * Step 3 of the chain: local JWT validation. ES256 only; key by `kid` from the JWKS cache; `exp`,
 * `nbf`, `iss`, `aud` and `token_type` checked; the signature is verified with node:crypto. A
 * verified token's claims are remembered until it expires (bounded cache), so a repeated token
 * costs a map lookup instead of an ECDSA verify; revocation is still checked on every request.
 */
import { verify } from 'node:crypto';
import { AppError } from '@svc/core';
import type { JwksCache } from './jwks-cache.ts';

export interface AccessClaims {
  iss: string; sub: string; aud: string; exp: number; iat: number; nbf?: number; jti: string;
  token_type: 'access'; org_id: string; workspace_id: string; roles: string[]; permissions: string[];
  client_id?: string; act?: { sub: string }; session_type?: string; fid?: string;
}

const CLOCK_SKEW_S = 30;

export class JwtValidator {
  private verified = new Map<string, AccessClaims>();

  constructor(private jwks: JwksCache, private opts: { issuer: string; audience: string; maxCached?: number }) {}

  async validate(token: string, nowMs = Date.now()): Promise<AccessClaims> {
    const nowS = Math.floor(nowMs / 1000);
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.exp + CLOCK_SKEW_S > nowS) return hit;
      this.verified.delete(token);
      throw new AppError('SVC-AUTH-1006', 'token expired');
    }
    const parts = token.split('.');
    if (parts.length !== 3 || token.length > 8192) throw new AppError('SVC-AUTH-1006', 'malformed token');
    let header: Record<string, unknown>, claims: Record<string, unknown>;
    try {
      header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    } catch {
      throw new AppError('SVC-AUTH-1006', 'malformed token');
    }
    if (header.alg !== 'ES256') throw new AppError('SVC-AUTH-1006', 'unsupported algorithm');
    if (typeof header.kid !== 'string') throw new AppError('SVC-AUTH-1006', 'missing kid');
    const key = await this.jwks.get(header.kid);
    if (!key) throw new AppError('SVC-AUTH-1006', 'unknown signing key');
    const sig = Buffer.from(parts[2], 'base64url');
    if (sig.length !== 64 || !verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), { key, dsaEncoding: 'ieee-p1363' }, sig)) {
      throw new AppError('SVC-AUTH-1006', 'bad signature');
    }
    if (claims.iss !== this.opts.issuer) throw new AppError('SVC-AUTH-1006', 'wrong issuer');
    if (claims.aud !== this.opts.audience) throw new AppError('SVC-AUTH-1006', 'wrong audience');
    if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S <= nowS) throw new AppError('SVC-AUTH-1006', 'token expired');
    if (typeof claims.nbf === 'number' && claims.nbf - CLOCK_SKEW_S > nowS) throw new AppError('SVC-AUTH-1006', 'token not yet valid');
    if (claims.token_type !== 'access') throw new AppError('SVC-AUTH-1006', 'not an access token');
    for (const f of ['sub', 'jti', 'org_id', 'workspace_id'] as const) {
      if (typeof claims[f] !== 'string' || !claims[f]) throw new AppError('SVC-AUTH-1006', `missing ${f}`);
    }
    if (!Array.isArray(claims.permissions) || !Array.isArray(claims.roles)) throw new AppError('SVC-AUTH-1006', 'missing permissions');
    const c = claims as unknown as AccessClaims;
    if (this.verified.size >= (this.opts.maxCached ?? 50_000)) this.verified.clear();
    this.verified.set(token, c);
    return c;
  }
}
