/**
 * Password grant (RFC 6749 §4.3), first-party sign-in only: a confidential client with 'password'
 * among its grant types authenticates, then the user (username = email) signs in to the client's
 * workspace. The access token carries the user's role permissions in that workspace met with the
 * client's registered scopes, narrowed by `scope`; a refresh token starts a new family when the client may hold refresh tokens.
 *
 * MFA, backup-code and workspace-switch grants are deliberately absent from the grants table: this
 * deployment has no second factor enrolled anywhere, so they fail closed as unsupported_grant_type
 * rather than issuing a session with a factor unchecked.
 */
import { OAuthError } from '@svc/core';
import type { ClientAuthenticator } from '../client-authenticator.ts';
import type { PermissionService } from '../permission-service.ts';
import type { UserAuthenticator } from '../user-authenticator.ts';
import { SessionIssuer } from '../session-issuer.ts';
import { grantable, requestedWithin } from '../scope-narrowing.ts';
import { mayHoldRefreshTokens, requireConfidentialClient } from './client-auth.ts';
import { requireParam, type TokenRequest } from './grant.ts';

export function passwordGrant(deps: {
  clients: ClientAuthenticator;
  users: UserAuthenticator;
  permissions: PermissionService;
  sessions: SessionIssuer;
  refreshTtlSeconds: number;
}) {
  return async (req: TokenRequest) => {
    const client = await requireConfidentialClient(deps.clients, req.credentials, 'password');
    const username = requireParam(req.form, 'username');
    const password = requireParam(req.form, 'password');
    const user = await deps.users.authenticate(username, password, client, req.requestId);
    const access = await deps.permissions.access(user.id, client.workspaceId);
    if (!access.active || access.roles.length === 0)
      throw new OAuthError('invalid_grant', 'invalid login credentials', 'SVC-AUTH-1001');
    const permissions = requestedWithin(
      req.form.get('scope'),
      grantable(access.permissions, client),
      "the user's permissions within the client's scopes",
    );
    const now = Date.now();
    return {
      ...(await deps.sessions.issue(
        {
          requestId: req.requestId,
          clientId: client.id,
          userId: user.id,
          orgId: user.organizationId,
          workspaceId: client.workspaceId,
          roles: access.roles,
          permissions,
          familyId: SessionIssuer.newFamilyId(),
          refreshExpiresAt: mayHoldRefreshTokens(client) ? new Date(now + deps.refreshTtlSeconds * 1000) : undefined,
        },
        now,
      )),
    };
  };
}
