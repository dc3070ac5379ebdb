/**
 * POST /oauth/token. The endpoint is a pipeline of named steps, each a check that either passes
 * or throws an OAuthError (rendered per RFC 6749 §5.2 with Cache-Control: no-store). Grants are
 * a table from grant_type to handler; a grant behind a disabled feature flag is absent from it
 * and so answers unsupported_grant_type.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthError, renderOAuth, AppError, type Logger } from '@svc/core';
import { readBody, BodyTooLargeError, sendJson, mediaType } from '@svc/core';
import { ClientAuthenticator, type ClientCredentials } from '../services/client-authenticator.ts';

export interface TokenRequest {
  form: Map<string, string>;
  credentials: ClientCredentials | null;
  authorization: string | undefined;
  requestId: string;
}

export type GrantHandler = (req: TokenRequest) => Promise<Record<string, unknown>>;

/** Parses an x-www-form-urlencoded body, rejecting repeated parameters (RFC 6749 §3.2). */
export function parseForm(body: string): Map<string, string> {
  const params = new URLSearchParams(body);
  const form = new Map<string, string>();
  for (const [k, v] of params) {
    if (form.has(k)) throw new OAuthError('invalid_request', `parameter ${k} is repeated`);
    form.set(k, v);
  }
  return form;
}

export function createTokenEndpoint(opts: { grants: Record<string, GrantHandler>; bodyLimit: number; log: Logger }) {
  return async function tokenEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    try {
      // 1. form-encoded only
      if (mediaType(req) !== 'application/x-www-form-urlencoded') throw new OAuthError('invalid_request', 'content type must be application/x-www-form-urlencoded');
      // 2. bounded body
      let raw: Buffer;
      try {
        raw = await readBody(req, opts.bodyLimit);
      } catch (e) {
        if (e instanceof BodyTooLargeError) throw new OAuthError('invalid_request', 'request body too large');
        throw e;
      }
      // 3. parameters, each at most once
      const form = parseForm(raw.toString('utf8'));
      // 4. grant type present and supported
      const grantType = form.get('grant_type');
      if (!grantType) throw new OAuthError('invalid_request', 'grant_type is required');
      const grant = Object.hasOwn(opts.grants, grantType) ? opts.grants[grantType] : undefined;
      if (!grant) throw new OAuthError('unsupported_grant_type', `grant_type ${grantType} is not supported`);
      // 5. client credentials extracted (authentication itself is per grant)
      const authorization = req.headers.authorization;
      const credentials = ClientAuthenticator.extract(authorization, form);
      // 6. grant
      const body = await grant({ form, credentials, authorization, requestId });
      sendJson(res, 200, body, { 'cache-control': 'no-store', pragma: 'no-cache' });
    } catch (e) {
      let err: OAuthError;
      if (e instanceof OAuthError) err = e;
      else if (e instanceof AppError && e.def.http === 503) err = new OAuthError('temporarily_unavailable', 'identity store unavailable');
      else if (isStoreDown(e)) err = new OAuthError('temporarily_unavailable', 'identity store unavailable');
      else {
        opts.log.error({ err: e, requestId }, 'token endpoint failed');
        err = new OAuthError('server_error');
      }
      const r = renderOAuth(err);
      sendJson(res, r.status, r.body, r.headers);
    }
  };
}

/** Database connection failures (pg pool, Prisma adapter) mean the store is down, not a bug. */
export function isStoreDown(e: unknown): boolean {
  const msg = String((e as Error)?.message ?? '') + String((e as { code?: string })?.code ?? '');
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|timeout exceeded when trying to connect|Connection terminated|DatabaseNotReachable|P1001|57P01|connect/i.test(msg);
}
