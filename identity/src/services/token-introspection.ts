/**
 * Introspection (RFC 7662) and revocation (RFC 7009) of presented tokens, shared by the HTTP
 * endpoints and gRPC. Access tokens are recognised by verifying them; opaque strings are looked up
 * as refresh tokens, which only the client they were issued to may introspect or revoke (they
 * are that client's secrets). Anything invalid, revoked, expired or unknown is `active: false`,
 * with nothing else said.
 */
import { AUDIT_ACTIONS, type AuditEventInput } from '../audit/index.ts';
import type { RefreshTokenRepository } from '../repositories/refresh-token-repository.ts';
import type { AccessClaims, AccessTokenVerifier } from './access-token-verifier.ts';
import type { ClientRecord } from './client-authenticator.ts';
import type { RevocationService } from './revocation-service.ts';
import { hashOpaqueToken, isOpaqueToken } from './opaque-token.ts';

export type Introspection = { active: false } | ({ active: true } & Record<string, unknown>);

export function accessTokenIntrospection(c: AccessClaims): Introspection {
  return {
    active: true,
    token_type: 'Bearer',
    scope: c.permissions.join(' '),
    client_id: c.client_id,
    sub: c.sub,
    aud: c.aud,
    iss: c.iss,
    exp: c.exp,
    iat: c.iat,
    nbf: c.nbf,
    jti: c.jti,
    org_id: c.org_id,
    workspace_id: c.workspace_id,
    roles: c.roles,
    permissions: c.permissions,
    session_type: c.session_type,
    act: c.act,
    fid: c.fid,
  };
}

export class TokenIntrospection {
  constructor(
    private verifier: AccessTokenVerifier,
    private refreshTokens: RefreshTokenRepository,
    private revocations: RevocationService,
  ) {}

  async introspect(token: string, client: ClientRecord | null, now = Date.now()): Promise<Introspection> {
    if (isOpaqueToken(token)) {
      if (!client) return { active: false };
      const row = await this.refreshTokens.byHash(hashOpaqueToken(token));
      if (!row || row.clientId !== client.id || row.spentAt || row.revokedAt || row.expiresAt.getTime() <= now)
        return { active: false };
      if (await this.revocations.isRevoked({ fid: row.familyId })) return { active: false };
      return {
        active: true,
        token_type: 'refresh_token',
        scope: row.scope,
        client_id: row.clientId,
        sub: row.userId,
        exp: Math.floor(row.expiresAt.getTime() / 1000),
        iat: Math.floor(row.createdAt.getTime() / 1000),
        workspace_id: row.workspaceId,
        fid: row.familyId,
      };
    }
    const v = await this.verifier.verify(token, now);
    return v.ok ? accessTokenIntrospection(v.claims) : { active: false };
  }

  /**
   * RFC 7009 revocation by the client the token was issued to: a refresh token revokes its whole
   * family (RFC 7009 §2.1 lets it take the grant's access tokens along; that is logout); an access
   * token revokes its `jti`. Unknown, invalid or foreign tokens are a silent no-op (RFC 7009 §2.2).
   *
   * Audit: `token.revoked` (actor the client) in the transaction of the revocation record, only
   * when this call revoked something: an unknown, foreign or already revoked token records
   * nothing, so replaying a revocation cannot flood the trail. The event names the family
   * (`token-family/<fid>`) or the access token's id (`token/<jti>`), never the token.
   */
  async revoke(token: string, client: ClientRecord, now = Date.now(), requestId = ''): Promise<void> {
    if (isOpaqueToken(token)) {
      const row = await this.refreshTokens.byHash(hashOpaqueToken(token));
      if (row && row.clientId === client.id) {
        await this.revocations.revokeFamily(
          row.familyId,
          'revoked',
          now,
          revokedEvent({
            organizationId: client.organizationId,
            workspaceId: row.workspaceId,
            actorPrincipal: `client/${client.id}`,
            resourceOrn: `token-family/${row.familyId}`,
            correlationKey: requestId,
            details: { tokenType: 'refresh_token', reason: 'revoked', userId: row.userId },
          }),
        );
      }
      return;
    }
    const claims = await this.verifier.parse(token, now);
    if (claims && claims.client_id === client.id) {
      await this.revocations.revokeJti(
        claims.jti,
        'revoked',
        now,
        revokedEvent({
          organizationId: claims.org_id,
          workspaceId: claims.workspace_id,
          actorPrincipal: `client/${client.id}`,
          resourceOrn: `token/${claims.jti}`,
          correlationKey: requestId,
          details: { tokenType: 'access_token', reason: 'revoked', familyId: claims.fid ?? null },
        }),
      );
    }
  }

  /**
   * Logout with the session's own access token: its family when it has one, else the token itself.
   * Recorded like a revocation (`token.revoked`, reason logout, actor the token's subject).
   */
  async logout(token: string, now = Date.now(), requestId = ''): Promise<boolean> {
    const claims = await this.verifier.parse(token, now);
    if (!claims) return false;
    const actorPrincipal =
      claims.session_type === 'client' && claims.client_id ? `client/${claims.client_id}` : `user/${claims.sub}`;
    const base = {
      organizationId: claims.org_id,
      workspaceId: claims.workspace_id,
      actorPrincipal,
      correlationKey: requestId,
    };
    // A token acting for the user (token exchange) may end only itself, not the user's session.
    if (claims.fid && claims.session_type === 'user' && !claims.act) {
      await this.revocations.revokeFamily(
        claims.fid,
        'logout',
        now,
        revokedEvent({
          ...base,
          resourceOrn: `token-family/${claims.fid}`,
          details: { tokenType: 'session', reason: 'logout' },
        }),
      );
    } else {
      await this.revocations.revokeJti(
        claims.jti,
        'logout',
        now,
        revokedEvent({
          ...base,
          resourceOrn: `token/${claims.jti}`,
          details: { tokenType: 'access_token', reason: 'logout' },
        }),
      );
    }
    return true;
  }
}

function revokedEvent(
  e: Pick<
    AuditEventInput,
    'organizationId' | 'workspaceId' | 'actorPrincipal' | 'resourceOrn' | 'correlationKey' | 'details'
  >,
): AuditEventInput {
  return {
    ...e,
    category: AUDIT_ACTIONS['token.revoked'].category,
    action: 'token.revoked',
    outcome: 'SUCCESS',
    emitterService: 'identity',
  };
}
