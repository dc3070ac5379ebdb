/**
 * OpenID Connect on the authorization-code flow (Core 1.0 §3.1): the OIDC scopes of an
 * authorization request, the id_token minted at the token endpoint, and the claims userinfo
 * answers. OIDC scopes grant no API access: they are kept apart from the `svc:*` scopes, recorded
 * on the code, and appear in the access token's `scope` claim only (never in `permissions`, which
 * is all the edge authorizes by).
 */
import { createHash } from 'node:crypto';
import { OAuthError } from '@svc/core';
import type { KeyManager } from '../keys/key-manager.ts';
import { signJwt } from '../keys/jwt-signer.ts';
import type { UserRepository } from '../repositories/user-repository.ts';

export const OIDC_SCOPES = ['openid', 'profile', 'email'] as const;
export const ID_TOKEN_TYP = 'JWT';
/** Longer than any nonce a client library generates (openid-client: 43 characters). */
export const MAX_NONCE_LENGTH = 255;

/** The claims the userinfo endpoint and id_token can carry (discovery's claims_supported). */
export const CLAIMS_SUPPORTED = [
  'sub',
  'iss',
  'aud',
  'exp',
  'iat',
  'auth_time',
  'nonce',
  'at_hash',
  'azp',
  'email',
  'email_verified',
  'name',
  'given_name',
  'family_name',
];

const isOidcScope = (s: string) => (OIDC_SCOPES as readonly string[]).includes(s);

/**
 * Splits a `scope` parameter into OIDC scopes and the API scope parameter. With `openid` and no
 * API scope the API part is empty (sign-in only), not "everything the client may have".
 * `profile` or `email` without `openid` is invalid_scope: outside OIDC they mean nothing here.
 */
export function splitOidcScope(scopeParam: string | undefined): {
  oidc: string[];
  api: string | undefined;
  apiNone: boolean;
} {
  if (scopeParam === undefined) return { oidc: [], api: undefined, apiNone: false };
  const parts = scopeParam.split(' ').filter(Boolean);
  const oidc = [...new Set(parts.filter(isOidcScope))];
  if (oidc.length && !oidc.includes('openid'))
    throw new OAuthError('invalid_scope', 'profile and email need the openid scope');
  const api = parts.filter((s) => !isOidcScope(s));
  return {
    oidc,
    api: api.length ? api.join(' ') : oidc.length ? undefined : scopeParam,
    apiNone: oidc.length > 0 && api.length === 0,
  };
}

/** A nonce as the code stores it, or invalid_request. */
export function checkNonce(nonce: string | undefined): string | undefined {
  if (nonce === undefined) return undefined;
  if (nonce.length === 0 || nonce.length > MAX_NONCE_LENGTH)
    throw new OAuthError('invalid_request', `nonce must be 1 to ${MAX_NONCE_LENGTH} characters`);
  return nonce;
}

/** at_hash (Core §3.1.3.6): base64url of the left half of SHA-256 over the access token (ES256). */
export function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16).toString('base64url');
}

export class IdTokenIssuer {
  constructor(
    private keys: KeyManager,
    private issuer: string,
    private ttlSeconds: number,
    private userInfo: UserInfoService,
  ) {}

  /**
   * `typ: JWT`, never `at+jwt`: an id_token is refused wherever an access token is expected. It
   * carries the standard claims its scopes ask for (Core §5.4: `email` → email, email_verified;
   * `profile` → name, given_name, family_name), the same userinfo answers, so a client needs no
   * second request to show who signed in.
   */
  async issue(
    i: {
      clientId: string;
      userId: string;
      nonce: string | null;
      authTime: Date | null;
      accessToken: string;
      scopes: readonly string[];
    },
    now = Date.now(),
  ): Promise<string> {
    const claims = await this.userInfo.claims(i.userId, i.scopes);
    // The user was suspended or removed between the code and its exchange: no identity to assert.
    if (!claims) throw new OAuthError('invalid_grant', 'authorization code is invalid, expired or already used');
    const iat = Math.floor(now / 1000);
    return signJwt(
      this.keys,
      {
        ...claims,
        iss: this.issuer,
        sub: i.userId,
        aud: i.clientId,
        azp: i.clientId,
        iat,
        exp: iat + this.ttlSeconds,
        ...(i.authTime ? { auth_time: Math.floor(i.authTime.getTime() / 1000) } : {}),
        ...(i.nonce ? { nonce: i.nonce } : {}),
        at_hash: atHash(i.accessToken),
      },
      ID_TOKEN_TYP,
      now,
    );
  }
}

export class UserInfoService {
  constructor(private users: UserRepository) {}

  /** The claims `scopes` release about an active user; null when the user is gone or not active. */
  async claims(userId: string, scopes: readonly string[]): Promise<Record<string, unknown> | null> {
    const u = await this.users.profile(userId);
    if (!u || u.status !== 'ACTIVE') return null;
    return {
      sub: userId,
      ...(scopes.includes('email') ? { email: u.email, email_verified: u.emailVerified } : {}),
      ...(scopes.includes('profile')
        ? { name: `${u.givenName} ${u.familyName}`.trim(), given_name: u.givenName, family_name: u.familyName }
        : {}),
    };
  }
}
