/**
 * Issues a user session: an access token carrying the session's family id (`fid`, so logout or
 * reuse detection can revoke everything the session minted) and, where the grant and client
 * allow it, a rotating opaque refresh token stored only as its SHA-256. Every user-session
 * grant (password, authorization_code, device_code, refresh_token) ends here.
 */
import { randomUUID } from 'node:crypto';
import { OAuthError } from '@svc/core';
import type { RefreshTokenRepository } from '../repositories/refresh-token-repository.ts';
import type { TokenService } from './token-service.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

export interface SessionInput {
  clientId: string;
  userId: string;
  orgId: string;
  workspaceId: string;
  roles: string[];
  /** What the access token carries (possibly narrower than `grantedScope`). */
  permissions: string[];
  /** What the refresh token keeps for later refreshes; defaults to `permissions`. */
  grantedScope?: string[];
  familyId: string;
  /** When set, a refresh token is issued that expires then (a family's absolute end). */
  refreshExpiresAt?: Date;
  /** error_description when the family was revoked meanwhile (a grant may need its own fixed text). */
  revokedDescription?: string;
}

export interface SessionTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

export class SessionIssuer {
  constructor(private tokens: TokenService, private refreshTokens: RefreshTokenRepository, private accessTtlSeconds: number) {}

  static newFamilyId(): string {
    return `fam_${randomUUID()}`;
  }

  /**
   * Stores a new refresh token in the session's family, unless the family has been revoked
   * (then invalid_grant). Returns the plaintext, which exists nowhere else.
   */
  async newRefreshToken(s: SessionInput & { refreshExpiresAt: Date }): Promise<{ token: string; id: string }> {
    const token = newOpaqueToken();
    const id = randomUUID();
    const stored = await this.refreshTokens.createInLiveFamily({
      id, familyId: s.familyId, tokenHash: hashOpaqueToken(token), clientId: s.clientId, userId: s.userId,
      workspaceId: s.workspaceId, scope: (s.grantedScope ?? s.permissions).join(' '), expiresAt: s.refreshExpiresAt,
    });
    if (!stored) throw new OAuthError('invalid_grant', s.revokedDescription ?? 'the grant has been revoked');
    return { token, id };
  }

  /** The response body: a fresh access token in the family, plus the refresh token if any. */
  respond(s: SessionInput, refreshToken: string | undefined, now = Date.now()): SessionTokens {
    const at = this.tokens.issueAccessToken({
      sub: s.userId, orgId: s.orgId, workspaceId: s.workspaceId, roles: s.roles, permissions: s.permissions,
      clientId: s.clientId, sessionType: 'user', familyId: s.familyId, ttlSeconds: this.accessTtlSeconds,
    }, now);
    return { access_token: at.token, token_type: 'Bearer', expires_in: at.expiresIn, scope: s.permissions.join(' '), ...(refreshToken ? { refresh_token: refreshToken } : {}) };
  }

  /** Both, for grants that start a session (the refresh row first: a failed write issues nothing). */
  async issue(s: SessionInput, now = Date.now()): Promise<SessionTokens> {
    const refresh = s.refreshExpiresAt ? await this.newRefreshToken({ ...s, refreshExpiresAt: s.refreshExpiresAt }) : undefined;
    return this.respond(s, refresh?.token, now);
  }
}
