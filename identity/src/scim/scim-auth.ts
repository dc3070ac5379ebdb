/**
 * SCIM callers authenticate here, not at the gateway alone (defence in depth): identity verifies
 * the forwarded bearer access token itself and ignores the SVC-* headers, takes organization and
 * workspace from the token, and requires the SCIM scope of the method. It also refuses a token
 * whose subject is no longer active, or a just-suspended admin could reactivate themselves with a
 * token issued before the suspension. SCIM accepts only an OAuth access token (spec): the token an
 * API key is exchanged for (`session_type=api_key`) is refused like any other invalid credential.
 */
import { ScimError, anyScopeCovers } from '@svc/core';
import type { AccessClaims, AccessTokenVerifier } from '../services/access-token-verifier.ts';
import type { PermissionService } from '../services/permission-service.ts';
import { bearerToken } from '../http/oauth-form.ts';

/** A 401/403 with the RFC 6750 §3 challenge to send in WWW-Authenticate. */
export class ScimAuthError extends ScimError {
  constructor(
    status: 401 | 403,
    detail: string,
    readonly challenge: string,
  ) {
    super(status, undefined, detail);
  }
}

const unauthenticated = (detail: string, error?: string) =>
  new ScimAuthError(401, detail, error ? `Bearer realm="scim", error="${error}"` : 'Bearer realm="scim"');

export class ScimAuthenticator {
  constructor(
    private verifier: AccessTokenVerifier,
    private permissions: PermissionService,
  ) {}

  /** The verified claims of an active caller holding `scope` (directly or by wildcard). */
  async authenticate(authorization: string | undefined, scope: string): Promise<AccessClaims> {
    if (!authorization) throw unauthenticated('a bearer access token is required');
    const token = bearerToken(authorization);
    if (!token) throw unauthenticated('the Authorization header must be Bearer <access token>', 'invalid_request');
    const v = await this.verifier.verify(token);
    if (!v.ok) throw unauthenticated('the access token is invalid, expired or revoked', 'invalid_token');
    const c = v.claims;
    if (c.session_type === 'api_key')
      throw unauthenticated('SCIM accepts only an OAuth access token, not an API key', 'invalid_token');
    const caller = await this.permissions.access(c.sub, c.workspace_id);
    if (!caller.active) throw unauthenticated("the access token's subject is not active", 'invalid_token');
    if (!anyScopeCovers(c.permissions, scope)) {
      throw new ScimAuthError(
        403,
        `the access token lacks the scope ${scope}`,
        `Bearer realm="scim", error="insufficient_scope", scope="${scope}"`,
      );
    }
    // Defence in depth for a READ_ONLY impersonation token (the edge refuses it first): no changes.
    if (c.imp?.mode === 'READ_ONLY' && !scope.endsWith(':read')) {
      throw new ScimAuthError(
        403,
        'a READ_ONLY impersonation token cannot change anything',
        `Bearer realm="scim", error="insufficient_scope", scope="${scope}"`,
      );
    }
    return c;
  }
}
