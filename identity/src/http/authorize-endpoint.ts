/**
 * GET and POST /oauth/authorize (RFC 6749 §4.1.1, PKCE S256, OpenID Connect's scope=openid and
 * nonce; only registered when FEATURE_AUTHORIZATION_CODE is on). Pipeline:
 *   1. query parameters, each at most once                    → 400 JSON, no redirect
 *   2. client known and active, redirect_uri registered exactly → 400 JSON, no redirect
 *   3. response_type, grant allowed, PKCE S256, scope          → redirect with error
 *   4. the user: GET with a session (bearer user access token for the client's workspace), or
 *      POST of the sign-in form: same-origin only, with the form token of this request and this
 *      browser (sign-in-form-guard.ts; else 403 access_denied SVC-AUTH-1015, audited, no code),
 *      then email and password, with lockout as for the password grant;
 *      a browser (Accept: text/html) without either gets the sign-in form (login-form.ts)
 *                                                              → 401 JSON or the form again, no code
 *   5. code issued for the user's roles in the workspace        → 302 to redirect_uri with code,
 *      state and iss (RFC 9207), Cache-Control: no-store
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthError, isStorableText, renderOAuth, sendJson, type Logger } from '@svc/core';
import type { AccessTokenVerifier } from '../services/access-token-verifier.ts';
import { UntrustedRedirectError, type AuthorizationCodeService } from '../services/authorization-codes.ts';
import { NO_STORE, bearerToken, readOAuthForm, sendOAuthError, toOAuthError } from './oauth-form.ts';
import type { UserAuthenticator } from '../services/user-authenticator.ts';
import { sendLoginForm } from './login-form.ts';
import { SignInFormRefused, type SignInFormGuard } from './sign-in-form-guard.ts';

function parseQuery(url: string): Map<string, string> {
  const q = new Map<string, string>();
  const params = new URL(url, 'http://x').searchParams;
  for (const [k, v] of params)
    if (!isStorableText(k) || !isStorableText(v))
      throw new UntrustedRedirectError(
        'invalid_request',
        'a parameter contains text that cannot be stored',
        'SVC-VALID-4007',
      );
  for (const [k, v] of params) {
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

const wantsHtml = (req: IncomingMessage) => /\btext\/html\b/.test(req.headers.accept ?? '');

export function createAuthorizeEndpoint(opts: {
  codes: AuthorizationCodeService;
  verifier: AccessTokenVerifier;
  users: UserAuthenticator;
  formGuard: SignInFormGuard;
  issuer: string;
  formBodyLimit: number;
  log: Logger;
}) {
  return async function authorizeEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    let target: { redirectUri: string; state: string | undefined } | null = null;
    try {
      const query = (req.url ?? '/').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?') + 1) : '';
      const q = parseQuery(req.url ?? '/');
      const trusted = await opts.codes.trustedRedirect(q);
      target = { redirectUri: trusted.redirectUri, state: q.get('state') };
      const request = opts.codes.validate(q, trusted);
      const form = () => ({
        status: 200,
        query,
        clientName: trusted.client.id,
        redirectOrigin: new URL(trusted.redirectUri).origin,
        formToken: opts.formGuard.issue(query),
      });
      let user: { sub: string; authTime: Date | null };
      if (req.method === 'POST') {
        const body = await readOAuthForm(req, opts.formBodyLimit);
        try {
          opts.formGuard.check(req, query, body);
        } catch (e) {
          if (e instanceof SignInFormRefused) await opts.users.recordRefusedForm(trusted.client, requestId, e.reason);
          throw e;
        }
        const email = body.get('email') ?? '';
        try {
          const signedIn = await opts.users.authenticate(email, body.get('password') ?? '', trusted.client, requestId);
          user = { sub: signedIn.id, authTime: new Date() };
        } catch (e) {
          // Wrong password, unknown user, locked or suspended: one message, the form again, no code.
          if (!(e instanceof OAuthError) || e.error !== 'invalid_grant') throw e;
          return sendLoginForm(res, {
            ...form(),
            status: 401,
            error: 'The email or password is not correct, or the account cannot sign in now.',
            email,
          });
        }
      } else {
        const session = await opts.verifier.verifyUserSession(bearerToken(req.headers.authorization));
        if (!session || session.workspace_id !== trusted.client.workspaceId) {
          if (!req.headers.authorization && wantsHtml(req)) return sendLoginForm(res, form());
          const r = renderOAuth(new OAuthError('access_denied', 'user authentication required'));
          sendJson(res, 401, r.body, {
            ...NO_STORE,
            'www-authenticate': 'Bearer realm="oauth", error="invalid_token"',
          });
          return;
        }
        user = { sub: session.sub, authTime: null };
      }
      const code = await opts.codes.issue(request, user);
      redirect(res, request.redirectUri, { code, state: request.state, iss: opts.issuer });
    } catch (e) {
      const err = toOAuthError(e, opts.log, requestId);
      // A refused form post is answered here, never sent on to the client's redirect URI.
      if (
        !target ||
        err instanceof UntrustedRedirectError ||
        err instanceof SignInFormRefused ||
        err.error === 'temporarily_unavailable' ||
        err.error === 'server_error'
      ) {
        sendOAuthError(res, err, opts.log, requestId);
        return;
      }
      redirect(res, target.redirectUri, {
        error: err.error,
        error_description: err.description,
        state: target.state,
        iss: opts.issuer,
      });
    }
  };
}
