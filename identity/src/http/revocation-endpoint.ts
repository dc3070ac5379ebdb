/**
 * POST /oauth/revoke (RFC 7009) and POST /oauth/logout. Revocation: the client identifies itself
 * (confidential clients authenticate), then the token is revoked if it was issued to that client;
 * the answer is 200 either way so the endpoint reveals nothing about foreign or unknown tokens.
 * Logout: the user's own access token as a bearer revokes its whole family (every access and
 * refresh token of that sign-in); 204. A revocation that could not be published to the edge is
 * temporarily_unavailable, so the caller retries (both are idempotent). Each appends `token.revoked`
 * when it revoked something (TokenIntrospection), with the server request id as correlation key.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthError, sendJson, type Logger } from '@svc/core';
import { ClientAuthenticator } from '../services/client-authenticator.ts';
import { identifyClient } from '../services/grants/client-auth.ts';
import type { TokenIntrospection } from '../services/token-introspection.ts';
import { NO_STORE, bearerToken, readOAuthForm, sendOAuthError } from './oauth-form.ts';

export function createRevocationEndpoint(opts: {
  clients: ClientAuthenticator;
  tokens: TokenIntrospection;
  bodyLimit: number;
  log: Logger;
}) {
  return async function revocationEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    try {
      // 1–3. form-encoded, bounded, parameters once
      const form = await readOAuthForm(req, opts.bodyLimit);
      // 4. the client
      const client = await identifyClient(opts.clients, ClientAuthenticator.extract(req.headers.authorization, form));
      // 5. the token
      const token = form.get('token');
      if (!token) throw new OAuthError('invalid_request', 'token is required');
      // 6. revoke if it is this client's (token_type_hint is only a hint: both kinds are tried)
      await opts.tokens.revoke(token, client, Date.now(), requestId);
      res.writeHead(200, { ...NO_STORE, 'content-length': 0 });
      res.end();
    } catch (e) {
      sendOAuthError(res, e, opts.log, requestId);
    }
  };
}

export function createLogoutEndpoint(opts: { tokens: TokenIntrospection; log: Logger }) {
  return async function logoutEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    try {
      const token = bearerToken(req.headers.authorization);
      if (!token || !(await opts.tokens.logout(token, Date.now(), requestId))) {
        sendJson(
          res,
          401,
          { error: 'invalid_token', error_description: 'a valid access token is required' },
          { ...NO_STORE, 'www-authenticate': 'Bearer error="invalid_token"' },
        );
        return;
      }
      res.writeHead(204, NO_STORE);
      res.end();
    } catch (e) {
      sendOAuthError(res, e, opts.log, requestId);
    }
  };
}
