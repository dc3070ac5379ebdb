/**
 * client_credentials (RFC 6749 §4.4): the token acts as the client's owner in the client's
 * workspace, so it carries the client's registered scopes met with the owner's current role
 * permissions there (wildcards per the scope grammar), narrowed by `scope`; a requested scope
 * outside that is invalid_scope, and so is a client whose owner holds none of its scopes (or is
 * suspended). No refresh.
 */
import { OAuthError, SPEC_LIMITS } from '@svc/core';
import type { ClientAuthenticator } from '../client-authenticator.ts';
import type { PermissionService } from '../permission-service.ts';
import type { TokenService } from '../token-service.ts';
import { grantable, requestedWithin } from '../scope-narrowing.ts';
import type { TokenRequest } from './grant.ts';
import type { AuditRecorder } from '../../audit/index.ts';

/** Every issued token appends token.issued (the token itself is a JWT: the event is the only write). */
export function clientCredentialsGrant(deps: {
  clients: ClientAuthenticator;
  tokens: TokenService;
  audit: AuditRecorder;
  permissions: PermissionService;
}) {
  return async (req: TokenRequest) => {
    if (!req.credentials || req.credentials.clientSecret === null)
      throw new OAuthError('invalid_client', 'client authentication required', 'SVC-AUTH-1002');
    const client = await deps.clients.authenticate(req.credentials);
    if (!client.grantTypes.includes('client_credentials'))
      throw new OAuthError('unauthorized_client', 'client may not use client_credentials');
    const owner = await deps.permissions.access(client.ownerUserId, client.workspaceId);
    const available = owner.active ? grantable(owner.permissions, client) : [];
    const scopes = requestedWithin(req.form.get('scope'), available, "the client's grant held by its owner");
    if (scopes.length === 0)
      throw new OAuthError('invalid_scope', "the client's owner holds none of the client's scopes");
    const roles = owner.roles;
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
      organizationId: client.organizationId,
      workspaceId: client.workspaceId,
      category: 'AUTHENTICATION',
      action: 'token.issued',
      outcome: 'SUCCESS',
      actorPrincipal: `client/${client.id}`,
      resourceOrn: `client/${client.id}`,
      correlationKey: req.requestId,
      emitterService: 'identity',
      details: { grant: 'client_credentials', scopes: scopes.length },
    });
    return { access_token: t.token, token_type: 'Bearer', expires_in: t.expiresIn, scope: scopes.join(' ') };
  };
}
