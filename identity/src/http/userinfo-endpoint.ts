/**
 * GET/POST /oauth/userinfo (OpenID Connect Core §5.3): claims about the user of an access token
 * from an OpenID sign-in. The token comes in the Authorization header only (never the query or a
 * body). A missing, invalid, revoked or non-user token is 401 invalid_token; a user token without
 * the openid scope is 403 insufficient_scope (RFC 6750 §3.1). Claims are released per scope
 * (`email`, `profile`); `sub` always.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, type Logger } from '@svc/core';
import type { AccessTokenVerifier } from '../services/access-token-verifier.ts';
import type { UserInfoService } from '../services/oidc.ts';
import { NO_STORE, bearerToken, sendOAuthError } from './oauth-form.ts';
import { splitScope } from '../services/scope-narrowing.ts';

function refuse(
  res: ServerResponse,
  status: 401 | 403,
  error: 'invalid_token' | 'insufficient_scope',
  description: string,
) {
  sendJson(
    res,
    status,
    { error, error_description: description },
    {
      ...NO_STORE,
      'www-authenticate': `Bearer realm="userinfo", error="${error}", error_description="${description}"`,
    },
  );
}

export function createUserInfoEndpoint(opts: {
  verifier: AccessTokenVerifier;
  userInfo: UserInfoService;
  log: Logger;
}) {
  return async function userInfoEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    try {
      // A POST body is never read: the token is only accepted in the header.
      req.resume();
      const session = await opts.verifier.verifyUserSession(bearerToken(req.headers.authorization));
      if (!session) return refuse(res, 401, 'invalid_token', 'a valid user access token is required');
      const scopes = splitScope(session.scope ?? '');
      if (!scopes.includes('openid'))
        return refuse(res, 403, 'insufficient_scope', 'the token was not issued for OpenID Connect (scope openid)');
      const claims = await opts.userInfo.claims(session.sub, scopes);
      if (!claims) return refuse(res, 401, 'invalid_token', 'the user is no longer active');
      sendJson(res, 200, claims, NO_STORE);
    } catch (e) {
      sendOAuthError(res, e, opts.log, requestId);
    }
  };
}
