/**
 * Token exchange (RFC 8693) for a service acting for a user: an authenticated confidential client
 * with this grant type presents the user's access token as `subject_token` and gets a narrowed,
 * non-refreshable child access token.
 *
 * - The subject must be a valid, unrevoked user access token identity issued
 *   (`subject_token_type` access_token; session_type `user`; not itself an exchange result, so
 *   delegation does not chain). Anything else, including a refresh token, is invalid_request,
 *   which is what RFC 8693 §2.2.2 prescribes for an unacceptable subject token.
 * - Requested scopes must be within the subject's permissions, the user's current ones and the
 *   exchanging client's registered scopes (else invalid_scope); none means all of that.
 * - `act.sub` is the client's owner user id, the same identity the client's own client-credentials
 *   tokens carry as `sub`, so the edge's SVC-Acting-User-ID always names a user; `act.client_id`
 *   names the client itself.
 * - It lives at most min(the subject's remaining life, TOKEN_EXCHANGE_TTL_SECONDS) and inherits the
 *   subject's `fid`, so logging the user out also ends every token acting for them.
 *
 * With `subject_token_type` urn:svc:params:oauth:token-type:impersonation-op the request is an
 * impersonation instead (impersonation-exchange.ts): the subject is an ACTIVE impersonation
 * operation and the operator's own access token is the `actor_token`.
 */
import { OAuthError } from '@svc/core';
import type { ClientAuthenticator } from '../client-authenticator.ts';
import type { AccessTokenVerifier } from '../access-token-verifier.ts';
import type { PermissionService } from '../permission-service.ts';
import type { TokenService } from '../token-service.ts';
import { grantable, intersectScopes, requestedWithin } from '../scope-narrowing.ts';
import { requireConfidentialClient } from './client-auth.ts';
import { requireParam, type TokenRequest } from './grant.ts';
import {
  impersonationExchange,
  IMPERSONATION_OP_TOKEN_TYPE,
  type ImpersonationExchangeDeps,
} from './impersonation-exchange.ts';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

export function tokenExchangeGrant(deps: {
  clients: ClientAuthenticator;
  verifier: AccessTokenVerifier;
  permissions: PermissionService;
  tokens: TokenService;
  maxTtlSeconds: number;
  impersonation: Omit<ImpersonationExchangeDeps, 'verifier' | 'permissions' | 'tokens' | 'maxTtlSeconds'>;
}) {
  return async (req: TokenRequest) => {
    const client = await requireConfidentialClient(deps.clients, req.credentials, TOKEN_EXCHANGE_GRANT);
    const subjectToken = requireParam(req.form, 'subject_token');
    const subjectType = requireParam(req.form, 'subject_token_type');
    const rt = req.form.get('requested_token_type');
    if (rt !== undefined && rt !== ACCESS_TOKEN_TYPE)
      throw new OAuthError('invalid_request', 'only access tokens can be requested');
    if (req.form.has('resource') || req.form.has('audience'))
      throw new OAuthError('invalid_target', 'the audience is fixed');
    if (subjectType === IMPERSONATION_OP_TOKEN_TYPE)
      return impersonationExchange(
        {
          ...deps.impersonation,
          verifier: deps.verifier,
          permissions: deps.permissions,
          tokens: deps.tokens,
          maxTtlSeconds: deps.maxTtlSeconds,
        },
        client,
        req,
      );
    if (subjectType !== ACCESS_TOKEN_TYPE)
      throw new OAuthError(
        'invalid_request',
        'subject_token_type must be urn:ietf:params:oauth:token-type:access_token',
      );
    for (const p of ['actor_token', 'actor_token_type'])
      if (req.form.has(p)) throw new OAuthError('invalid_request', `${p} is only accepted for an impersonation`);

    const now = Date.now();
    const subject = await deps.verifier.verifyUserSession(subjectToken, now);
    if (!subject) throw new OAuthError('invalid_request', 'subject_token is not a valid user access token');
    // Still the user's own rights: a suspension or a removed role since the subject was issued counts.
    const access = await deps.permissions.access(subject.sub, subject.workspace_id);
    if (!access.active || access.roles.length === 0)
      throw new OAuthError('invalid_request', 'subject_token is not a valid user access token');
    const available = intersectScopes(subject.permissions, grantable(access.permissions, client));
    const permissions = requestedWithin(
      req.form.get('scope'),
      available,
      "the subject token's permissions within the client's scopes",
    );
    const remaining = subject.exp - Math.floor(now / 1000);
    if (remaining < 1) throw new OAuthError('invalid_request', 'subject_token is not a valid user access token');

    const t = deps.tokens.issueAccessToken(
      {
        sub: subject.sub,
        orgId: subject.org_id,
        workspaceId: subject.workspace_id,
        roles: subject.roles,
        permissions,
        clientId: client.id,
        act: { sub: client.ownerUserId, client_id: client.id },
        sessionType: 'user',
        familyId: subject.fid,
        ttlSeconds: Math.min(remaining, deps.maxTtlSeconds),
      },
      now,
    );
    return {
      access_token: t.token,
      issued_token_type: ACCESS_TOKEN_TYPE,
      token_type: 'Bearer',
      expires_in: t.expiresIn,
      scope: permissions.join(' '),
    };
  };
}
