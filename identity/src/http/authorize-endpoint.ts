/**
 * GET /oauth/authorize (RFC 6749 §4.1.1, PKCE S256; only registered when
 * FEATURE_AUTHORIZATION_CODE is on). Pipeline:
 *   1. query parameters, each at most once                    → 400 JSON, no redirect
 *   2. client known and active, redirect_uri registered exactly → 400 JSON, no redirect
 *   3. response_type, grant allowed, PKCE S256, scope          → redirect with error
 *   4. the user's session (bearer user access token for the client's workspace)
 *                                                              → 401 JSON, no code, no redirect
 *   5. code issued for the user's roles in the workspace        → 302 to redirect_uri with code,
 *      state and iss (RFC 9207), Cache-Control: no-store
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthError, renderOAuth, sendJson, type Logger } from '@svc/core';
import type { AccessTokenVerifier } from '../services/access-token-verifier.ts';
import { UntrustedRedirectError, type AuthorizationCodeService } from '../services/authorization-codes.ts';
import { NO_STORE, bearerToken, sendOAuthError, toOAuthError } from './oauth-form.ts';

function parseQuery(url: string): Map<string, string> {
  const q = new Map<string, string>();
  for (const [k, v] of new URL(url, 'http://x').searchParams) {
    if (q.has(k)) throw new UntrustedRedirectError('invalid_request', `parameter ${k} is repeated`);
    q.set(k, v);
  }
  return q;
}

function redirect(res: ServerResponse, redirectUri: string, params: Record<string, string | undefined>) {
  const u = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  res.writeHead(302, { ...NO_STORE, location: u.toString(), 'content-length': 0 });
  res.end();
}

export function createAuthorizeEndpoint(opts: { codes: AuthorizationCodeService; verifier: AccessTokenVerifier; issuer: string; log: Logger }) {
  return async function authorizeEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    let target: { redirectUri: string; state: string | undefined } | null = null;
    try {
      const q = parseQuery(req.url ?? '/');
      const trusted = await opts.codes.trustedRedirect(q);
      target = { redirectUri: trusted.redirectUri, state: q.get('state') };
      const request = opts.codes.validate(q, trusted);
      const session = await opts.verifier.verifyUserSession(bearerToken(req.headers.authorization));
      if (!session || session.workspace_id !== trusted.client.workspaceId) {
        const r = renderOAuth(new OAuthError('access_denied', 'user authentication required'));
        sendJson(res, 401, r.body, { ...NO_STORE, 'www-authenticate': 'Bearer realm="oauth", error="invalid_token"' });
        return;
      }
      const code = await opts.codes.issue(request, session);
      redirect(res, request.redirectUri, { code, state: request.state, iss: opts.issuer });
    } catch (e) {
      const err = toOAuthError(e, opts.log, requestId);
      if (!target || err instanceof UntrustedRedirectError || err.error === 'temporarily_unavailable' || err.error === 'server_error') {
        sendOAuthError(res, err, opts.log, requestId);
        return;
      }
      redirect(res, target.redirectUri, { error: err.error, error_description: err.description, state: target.state, iss: opts.issuer });
    }
  };
}
