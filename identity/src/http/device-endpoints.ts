/**
 * RFC 8628 endpoints, only registered when FEATURE_DEVICE_CODE is on.
 * - POST /oauth/device_authorization: the device's request (client identified as at the token
 *   endpoint; the client must hold the device_code grant). Answers device_code, user_code, …
 * - POST /oauth/device (the verification_uri): the user's decision, form `user_code` and
 *   `action=approve|deny`, authenticated by the user's own session as a bearer (a user access
 *   token for the requesting client's workspace, as at /oauth/authorize). No session, no decision.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthError, sendJson, type Logger } from '@svc/core';
import { ClientAuthenticator } from '../services/client-authenticator.ts';
import type { AccessTokenVerifier } from '../services/access-token-verifier.ts';
import { DEVICE_CODE_GRANT, type DeviceAuthorizationService } from '../services/device-authorizations.ts';
import { identifyClient } from '../services/grants/client-auth.ts';
import { NO_STORE, bearerToken, readOAuthForm, sendOAuthError } from './oauth-form.ts';

export function createDeviceAuthorizationEndpoint(opts: {
  clients: ClientAuthenticator;
  devices: DeviceAuthorizationService;
  bodyLimit: number;
  log: Logger;
}) {
  return async function deviceAuthorizationEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    try {
      // 1–3. form-encoded, bounded, parameters once
      const form = await readOAuthForm(req, opts.bodyLimit);
      // 4. the client, allowed the device grant
      const client = await identifyClient(
        opts.clients,
        ClientAuthenticator.extract(req.headers.authorization, form),
        DEVICE_CODE_GRANT,
      );
      // 5. scope within the client's grant; codes issued
      sendJson(res, 200, await opts.devices.start(client, form.get('scope')), NO_STORE);
    } catch (e) {
      sendOAuthError(res, e, opts.log, requestId);
    }
  };
}

export function createDeviceApprovalEndpoint(opts: {
  clients: ClientAuthenticator;
  devices: DeviceAuthorizationService;
  verifier: AccessTokenVerifier;
  bodyLimit: number;
  log: Logger;
}) {
  return async function deviceApprovalEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    try {
      // 1–3. form-encoded, bounded, parameters once
      const form = await readOAuthForm(req, opts.bodyLimit);
      // 4. the user's session
      const session = await opts.verifier.verifyUserSession(bearerToken(req.headers.authorization));
      if (!session) {
        sendJson(
          res,
          401,
          { error: 'access_denied', error_description: 'user authentication required' },
          { ...NO_STORE, 'www-authenticate': 'Bearer realm="oauth", error="invalid_token"' },
        );
        return;
      }
      // 5. the decision
      const userCode = form.get('user_code');
      const action = form.get('action');
      if (!userCode) throw new OAuthError('invalid_request', 'user_code is required');
      if (action !== 'approve' && action !== 'deny')
        throw new OAuthError('invalid_request', 'action must be approve or deny');
      const result = await opts.devices.decide(userCode, action === 'approve', session, (id) => opts.clients.load(id));
      sendJson(res, 200, result, NO_STORE);
    } catch (e) {
      sendOAuthError(res, e, opts.log, requestId);
    }
  };
}
