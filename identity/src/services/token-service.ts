/**
 * Mints access tokens (ES256 JWT, `typ: at+jwt`, RFC 9068 shape plus the specification's claims).
 * Every token carries `jti`; tokens from a refresh family also carry `fid` so the edge can
 * revoke a whole family.
 */
import { randomUUID } from 'node:crypto';
import { SPEC_LIMITS } from '@svc/core';
import type { KeyManager } from '../keys/key-manager.ts';
import { signJwt } from '../keys/jwt-signer.ts';
import { ACCESS_TOKEN_TYP } from './access-token-verifier.ts';

export interface AccessTokenInput {
  sub: string;
  orgId: string;
  workspaceId: string;
  roles: string[];
  permissions: string[];
  clientId?: string;
  /** RFC 8693 actor, for token-exchange tokens. */
  act?: { sub: string; client_id?: string };
  /** The impersonation a token acts under (claim `imp`); the edge refuses changes for READ_ONLY. */
  impersonation?: { op: string; mode: 'READ_ONLY' | 'READ_WRITE' };
  /** `user` for user sign-in grants and their refreshes and exchanges, `client` for client credentials. */
  sessionType?: 'api_key' | 'user' | 'client';
  familyId?: string;
  /** OpenID Connect scopes the token may present at userinfo: in `scope`, never in `permissions`. */
  oidcScopes?: string[];
  ttlSeconds: number;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresIn: number;
  exp: number;
}

/**
 * A user-session token's `jti` is `<family id>.<uuid>`, so a service that only sees the `jti`
 * (the edge injects it as SVC-Token-ID) can tell which session is the caller's own. Any other
 * token's `jti` is a bare UUID. The `jti` stays opaque to everyone else.
 */
export function sessionFamilyOfJti(jti: string | null | undefined): string | null {
  if (!jti) return null;
  const dot = jti.indexOf('.');
  return dot > 0 && jti.startsWith('fam_') ? jti.slice(0, dot) : null;
}

export class TokenService {
  constructor(
    private keys: KeyManager,
    private issuer: string,
    private audience: string,
  ) {}

  issueAccessToken(input: AccessTokenInput, now = Date.now()): IssuedToken {
    const ttl = Math.max(1, Math.min(Math.floor(input.ttlSeconds), SPEC_LIMITS.accessTokenMaxSeconds));
    const iat = Math.floor(now / 1000);
    const jti = input.familyId ? `${input.familyId}.${randomUUID()}` : randomUUID();
    const payload: Record<string, unknown> = {
      iss: this.issuer,
      sub: input.sub,
      aud: this.audience,
      exp: iat + ttl,
      iat,
      nbf: iat,
      jti,
      token_type: 'access',
      org_id: input.orgId,
      workspace_id: input.workspaceId,
      roles: input.roles,
      permissions: input.permissions,
      scope: [...(input.oidcScopes ?? []), ...input.permissions].join(' '),
    };
    if (input.clientId) payload.client_id = input.clientId;
    if (input.act) payload.act = input.act;
    if (input.impersonation) payload.imp = input.impersonation;
    if (input.sessionType) payload.session_type = input.sessionType;
    if (input.familyId) payload.fid = input.familyId;
    return { token: signJwt(this.keys, payload, ACCESS_TOKEN_TYP, now), jti, expiresIn: ttl, exp: iat + ttl };
  }
}
