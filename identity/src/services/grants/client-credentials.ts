/**
 * client_credentials (RFC 6749 §4.4): the requested scope must be covered by the client's granted
 * scopes (wildcards per the scope grammar), else invalid_scope. The token acts as the client's
 * owner in the client's workspace, carrying only the granted (or requested) scopes. No refresh.
 */
import { OAuthError, SPEC_LIMITS, anyScopeCovers, isValidScope, parseScopeParam } from '@svc/core';
import type { ClientAuthenticator } from '../client-authenticator.ts';
import type { TokenService } from '../token-service.ts';
import type { TokenRequest } from './grant.ts';
import type { AuditRecorder } from '../../audit/index.ts';

/** Every issued token appends token.issued (the token itself is a JWT: the event is the only write). */
export function clientCredentialsGrant(deps: { clients: ClientAuthenticator; tokens: TokenService; audit: AuditRecorder; rolesOf: (userId: string, workspaceId: string) => Promise<string[]> }) {
  return async (req: TokenRequest) => {
    if (!req.credentials || req.credentials.clientSecret === null) throw new OAuthError('invalid_client', 'client authentication required', 'SVC-AUTH-1002');
    const client = await deps.clients.authenticate(req.credentials);
    if (!client.grantTypes.includes('client_credentials')) throw new OAuthError('unauthorized_client', 'client may not use client_credentials');
    const scopeParam = req.form.get('scope');
    let scopes: string[];
    if (scopeParam === undefined || scopeParam.trim() === '') {
      scopes = client.scopes;
    } else {
      scopes = parseScopeParam(scopeParam);
      for (const s of scopes) {
        if (!isValidScope(s)) throw new OAuthError('invalid_scope', `malformed scope ${s}`);
        if (!anyScopeCovers(client.scopes, s)) throw new OAuthError('invalid_scope', `scope ${s} exceeds the client's grant`);
      }
    }
    const roles = await deps.rolesOf(client.ownerUserId, client.workspaceId);
    const t = deps.tokens.issueAccessToken({
      sub: client.ownerUserId,
      orgId: client.organizationId,
      workspaceId: client.workspaceId,
      roles,
      permissions: scopes,
      clientId: client.id,
      sessionType: 'client',
      ttlSeconds: SPEC_LIMITS.clientCredentialsExpiresInSeconds,
    });
    await deps.audit.record({
      organizationId: client.organizationId, workspaceId: client.workspaceId, category: 'AUTHENTICATION', action: 'token.issued', outcome: 'SUCCESS',
      actorPrincipal: `client/${client.id}`, resourceOrn: `client/${client.id}`, correlationKey: req.requestId, emitterService: 'identity',
      details: { grant: 'client_credentials', scopes: scopes.length },
    });
    return { access_token: t.token, token_type: 'Bearer', expires_in: t.expiresIn, scope: scopes.join(' ') };
  };
}
