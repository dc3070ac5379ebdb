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
import type { AuditEventInput, AuditRecorder } from '../audit/index.ts';
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
  /** OpenID Connect scopes of an authorization-code sign-in (access token `scope` only, see oidc.ts). */
  oidcScopes?: string[];
  /** error_description when the family was revoked meanwhile (a grant may need its own fixed text). */
  revokedDescription?: string;
  /** The server request id (the audit event's correlationKey). */
  requestId?: string;
}

/** The token.issued event of a session (the user is the actor, the client the resource). */
export function sessionAuditEvent(s: SessionInput, action: 'token.issued' | 'token.refreshed'): AuditEventInput {
  return {
    organizationId: s.orgId,
    workspaceId: s.workspaceId,
    category: 'AUTHENTICATION',
    action,
    outcome: 'SUCCESS',
    actorPrincipal: `user/${s.userId}`,
    resourceOrn: `client/${s.clientId}`,
    correlationKey: s.requestId ?? '',
    emitterService: 'identity',
    details: { familyId: s.familyId, scopes: s.permissions.length },
  };
}

export interface SessionTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

export class SessionIssuer {
  constructor(
    private tokens: TokenService,
    private refreshTokens: RefreshTokenRepository,
    private accessTtlSeconds: number,
    private audit: AuditRecorder,
  ) {}

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
    const stored = await this.refreshTokens.createInLiveFamily(
      {
        id,
        familyId: s.familyId,
        tokenHash: hashOpaqueToken(token),
        clientId: s.clientId,
        userId: s.userId,
        workspaceId: s.workspaceId,
        scope: (s.grantedScope ?? s.permissions).join(' '),
        expiresAt: s.refreshExpiresAt,
      },
      sessionAuditEvent(s, 'token.issued'),
    );
    if (!stored) throw new OAuthError('invalid_grant', s.revokedDescription ?? 'the grant has been revoked');
    return { token, id };
  }

  /** The response body: a fresh access token in the family, plus the refresh token if any. */
  respond(s: SessionInput, refreshToken: string | undefined, now = Date.now()): SessionTokens {
    const at = this.tokens.issueAccessToken(
      {
        sub: s.userId,
        orgId: s.orgId,
        workspaceId: s.workspaceId,
        roles: s.roles,
        permissions: s.permissions,
        clientId: s.clientId,
        sessionType: 'user',
        familyId: s.familyId,
        oidcScopes: s.oidcScopes,
        ttlSeconds: this.accessTtlSeconds,
      },
      now,
    );
    return {
      access_token: at.token,
      token_type: 'Bearer',
      expires_in: at.expiresIn,
      scope: [...(s.oidcScopes ?? []), ...s.permissions].join(' '),
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    };
  }

  /**
   * Both, for grants that start a session (the refresh row first: a failed write issues nothing).
   * token.issued commits with the refresh row, or on its own when the session has none.
   */
  async issue(s: SessionInput, now = Date.now()): Promise<SessionTokens> {
    const refresh = s.refreshExpiresAt
      ? await this.newRefreshToken(s as SessionInput & { refreshExpiresAt: Date })
      : undefined;
    if (!refresh) await this.audit.record(sessionAuditEvent(s, 'token.issued'));
    return this.respond(s, refresh?.token, now);
  }
}
