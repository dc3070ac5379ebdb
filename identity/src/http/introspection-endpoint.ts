/**
 * POST /oauth/introspect (RFC 7662) for authenticated confidential clients (resource servers and
 * first-party services). `active: false` for anything invalid, revoked or expired.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthError, sendJson, type Logger } from '@svc/core';
import { ClientAuthenticator } from '../services/client-authenticator.ts';
import { requireConfidentialClient } from '../services/grants/client-auth.ts';
import type { TokenIntrospection } from '../services/token-introspection.ts';
import { NO_STORE, readOAuthForm, sendOAuthError } from './oauth-form.ts';

export function createIntrospectionEndpoint(opts: {
  clients: ClientAuthenticator;
  tokens: TokenIntrospection;
  bodyLimit: number;
  log: Logger;
}) {
  return async function introspectionEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    try {
      // 1–3. form-encoded, bounded, parameters once
      const form = await readOAuthForm(req, opts.bodyLimit);
      // 4. an authenticated confidential client
      const client = await requireConfidentialClient(
        opts.clients,
        ClientAuthenticator.extract(req.headers.authorization, form),
      );
      // 5. the token
      const token = form.get('token');
      if (!token) throw new OAuthError('invalid_request', 'token is required');
      // 6. its state
      sendJson(res, 200, await opts.tokens.introspect(token, client), NO_STORE);
    } catch (e) {
      sendOAuthError(res, e, opts.log, requestId);
    }
  };
}
