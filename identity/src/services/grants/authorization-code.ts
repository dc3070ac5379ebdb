/**
 * authorization_code grant (RFC 6749 §4.1.3 with RFC 7636): the code must be this client's,
 * unexpired and unused; redirect_uri must equal the one in the authorization request; and
 * BASE64URL(SHA256(code_verifier)) must equal the stored challenge. Every check runs before the
 * code is consumed, so a failed request changes nothing. A code presented after it was used is a
 * replay: per the Security BCP everything issued from it (its family) is revoked. A refresh token
 * is issued only to a confidential client whose registration allows it (allow_refresh).
 */
import { OAuthError, type Logger } from '@svc/core';
import type { AuthorizationCodeRepository } from '../../repositories/authorization-code-repository.ts';
import type { ClientAuthenticator, ClientRecord } from '../client-authenticator.ts';
import type { PermissionService } from '../permission-service.ts';
import type { RevocationService } from '../revocation-service.ts';
import type { SessionIssuer } from '../session-issuer.ts';
import { hashOpaqueToken, isOpaqueToken } from '../opaque-token.ts';
import { isValidCodeVerifier, verifierMatches } from '../pkce.ts';
import { grantable, intersectScopes, splitScope } from '../scope-narrowing.ts';
import { identifyClient, mayHoldRefreshTokens } from './client-auth.ts';
import { replayRevocationEvent, requireParam, type TokenRequest } from './grant.ts';
import type { IdTokenIssuer } from '../oidc.ts';

const invalidCode = () => new OAuthError('invalid_grant', 'authorization code is invalid, expired or already used');

export function authorizationCodeGrant(deps: {
  clients: ClientAuthenticator;
  codes: AuthorizationCodeRepository;
  permissions: PermissionService;
  sessions: SessionIssuer;
  revocations: RevocationService;
  refreshTtlSeconds: number;
  log: Logger;
  idTokens: IdTokenIssuer;
}) {
  return async (req: TokenRequest) => {
    const client = await identifyClient(deps.clients, req.credentials, 'authorization_code');
    const code = requireParam(req.form, 'code');
    const redirectUri = requireParam(req.form, 'redirect_uri');
    const verifier = req.form.get('code_verifier');
    if (verifier === undefined) throw new OAuthError('invalid_request', 'code_verifier is required');
    if (!isValidCodeVerifier(verifier))
      throw new OAuthError('invalid_request', 'code_verifier must be 43 to 128 unreserved characters');
    if (!isOpaqueToken(code)) throw invalidCode();
    const hash = hashOpaqueToken(code);
    const row = await deps.codes.byHash(hash);
    if (!row || row.clientId !== client.id) throw invalidCode();
    const now = Date.now();
    if (row.consumedAt) return replay(row, client, req.requestId);
    if (row.expiresAt.getTime() <= now) throw invalidCode();
    if (row.redirectUri !== redirectUri)
      throw new OAuthError('invalid_grant', 'redirect_uri does not match the authorization request');
    if (!verifierMatches(verifier, row.codeChallenge))
      throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge');
    if (!(await deps.codes.consume(hash, client.id, new Date(now)))) return replay(row, client, req.requestId);

    const access = await deps.permissions.access(row.userId, row.workspaceId);
    if (!access.active || access.roles.length === 0 || !access.organizationId) throw invalidCode();
    // The code's scope was already narrowed at the authorization request; the client's registration
    // and the user's roles may have narrowed since.
    const permissions = intersectScopes(splitScope(row.scope), grantable(access.permissions, client));
    const oidcScopes = splitScope(row.oidcScope ?? '');
    const tokens = await deps.sessions.issue(
      {
        requestId: req.requestId,
        clientId: client.id,
        userId: row.userId,
        orgId: access.organizationId,
        workspaceId: row.workspaceId,
        roles: access.roles,
        permissions,
        grantedScope: splitScope(row.scope),
        familyId: row.familyId,
        oidcScopes,
        refreshExpiresAt:
          mayHoldRefreshTokens(client) && client.allowRefresh
            ? new Date(now + deps.refreshTtlSeconds * 1000)
            : undefined,
      },
      now,
    );
    // OpenID Connect (the request had scope=openid): an id_token for this client, bound to the access token.
    if (!oidcScopes.includes('openid')) return { ...tokens };
    return {
      ...tokens,
      id_token: await deps.idTokens.issue(
        {
          clientId: client.id,
          userId: row.userId,
          nonce: row.nonce,
          authTime: row.authTime,
          accessToken: tokens.access_token,
          scopes: oidcScopes,
        },
        now,
      ),
    };
  };

  async function replay(
    row: { familyId: string; userId: string; workspaceId: string },
    client: ClientRecord,
    requestId: string,
  ): Promise<never> {
    try {
      await deps.revocations.revokeFamily(
        row.familyId,
        'code_replay',
        Date.now(),
        replayRevocationEvent(client, row, 'authorization_code', requestId),
      );
    } catch (e) {
      deps.log.error({ err: (e as Error).message }, 'family revocation after code replay did not complete');
    }
    deps.log.warn(
      { event: 'authorization_code_replay' },
      'used authorization code presented again; tokens issued from it revoked',
    );
    throw invalidCode();
  }
}
