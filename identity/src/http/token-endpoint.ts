/**
 * POST /oauth/token. The endpoint is a pipeline of named steps, each a check that either passes
 * or throws an OAuthError (rendered per RFC 6749 §5.2 with Cache-Control: no-store). Grants are
 * a table from grant_type to handler; a grant behind a disabled feature flag is absent from it
 * and so answers unsupported_grant_type. A refusal is handed to `denials` (token.grant.denied)
 * after its answer is sent, never awaited (services/token-denial-audit.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthError, sendJson, type Logger } from '@svc/core';
import { ClientAuthenticator } from '../services/client-authenticator.ts';
import type { GrantHandler } from '../services/grants/grant.ts';
import type { TokenDenialAudit } from '../services/token-denial-audit.ts';
import type { ClientCredentials } from '../services/client-authenticator.ts';
import { NO_STORE, readOAuthForm, sendOAuthError } from './oauth-form.ts';

export type { TokenRequest, GrantHandler } from '../services/grants/grant.ts';
export { parseForm, isStoreDown } from './oauth-form.ts';

export function createTokenEndpoint(opts: {
  grants: Record<string, GrantHandler>;
  bodyLimit: number;
  log: Logger;
  denials?: TokenDenialAudit;
}) {
  return async function tokenEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    // Known once the grant is found and the credentials extracted: what a refusal's event names.
    let grantType = '';
    let credentials: ClientCredentials | null = null;
    try {
      // 1–3. form-encoded only, bounded body, parameters each at most once
      const form = await readOAuthForm(req, opts.bodyLimit);
      // 4. grant type present and supported
      const requested = form.get('grant_type');
      if (!requested) throw new OAuthError('invalid_request', 'grant_type is required');
      const grant = Object.hasOwn(opts.grants, requested) ? opts.grants[requested] : undefined;
      if (!grant) throw new OAuthError('unsupported_grant_type', `grant_type ${requested} is not supported`);
      grantType = requested;
      // 5. client credentials extracted (authentication itself is per grant)
      const authorization = req.headers.authorization;
      credentials = ClientAuthenticator.extract(authorization, form);
      // 6. grant
      const body = await grant({ form, credentials, authorization, requestId });
      sendJson(res, 200, body, NO_STORE);
    } catch (e) {
      sendOAuthError(res, e, opts.log, requestId);
      if (opts.denials && grantType && credentials) opts.denials.report(e, { grantType, credentials, requestId });
    }
  };
}
