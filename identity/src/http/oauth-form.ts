/**
 * Steps shared by identity's form-encoded OAuth endpoints (token, revoke, introspect, device):
 * the content type, a bounded body, parameters at most once each; and one way to turn any failure
 * into an RFC 6749 §5.2 error with Cache-Control: no-store. A database that cannot be reached is
 * temporarily_unavailable (503), never a 500 or a wrong answer. Every name and value must be text
 * the database can store (no NUL, no unpaired surrogate): anything else is invalid_request
 * (SVC-VALID-4007) here, before a client id or password reaches a query.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  OAuthError,
  AppError,
  renderOAuth,
  readBody,
  BodyTooLargeError,
  mediaType,
  sendJson,
  unstorableReason,
  describeInputProblem,
  type Logger,
} from '@svc/core';

export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

/** invalid_request (SVC-VALID-4007) unless every name and value is storable text. */
export function assertStorableParams(params: Iterable<[string, string]>): void {
  for (const [k, v] of params) {
    const reason = unstorableReason(k) ?? unstorableReason(v);
    if (reason) {
      const name = unstorableReason(k) ? '?' : k;
      throw new OAuthError(
        'invalid_request',
        describeInputProblem({ kind: 'unstorable', reason, path: `parameter ${name}` }),
        'SVC-VALID-4007',
      );
    }
  }
}

/** Parses an x-www-form-urlencoded body, rejecting repeated parameters (RFC 6749 §3.2) and unstorable text. */
export function parseForm(body: string): Map<string, string> {
  const params = new URLSearchParams(body);
  assertStorableParams(params);
  const form = new Map<string, string>();
  for (const [k, v] of params) {
    if (form.has(k)) throw new OAuthError('invalid_request', `parameter ${k} is repeated`);
    form.set(k, v);
  }
  return form;
}

/** Steps 1–3 of every form endpoint: form-encoded only, bounded body, each parameter once. */
export async function readOAuthForm(req: IncomingMessage, bodyLimit: number): Promise<Map<string, string>> {
  if (mediaType(req) !== 'application/x-www-form-urlencoded')
    throw new OAuthError('invalid_request', 'content type must be application/x-www-form-urlencoded');
  let raw: Buffer;
  try {
    raw = await readBody(req, bodyLimit);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw new OAuthError('invalid_request', 'request body too large');
    throw e;
  }
  return parseForm(raw.toString('utf8'));
}

/** Database connection failures (pg pool, Prisma adapter) mean the store is down, not a bug. */
export function isStoreDown(e: unknown): boolean {
  const msg = String((e as Error)?.message ?? '') + String((e as { code?: string })?.code ?? '');
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|timeout exceeded when trying to connect|Connection terminated|DatabaseNotReachable|P1001|57P01|connect/i.test(
    msg,
  );
}

export function toOAuthError(e: unknown, log: Logger, requestId: string): OAuthError {
  if (e instanceof OAuthError) return e;
  if ((e instanceof AppError && e.def.http === 503) || isStoreDown(e))
    return new OAuthError('temporarily_unavailable', 'identity store unavailable');
  log.error({ err: e, requestId }, 'OAuth endpoint failed');
  return new OAuthError('server_error');
}

export function sendOAuthError(res: ServerResponse, e: unknown, log: Logger, requestId: string): void {
  const r = renderOAuth(toOAuthError(e, log, requestId));
  if (r.status === 503) r.headers['retry-after'] = '1';
  sendJson(res, r.status, r.body, r.headers);
}

/** The bearer token of an Authorization header, or null (one token, Bearer scheme only). */
export function bearerToken(authorization: string | undefined): string | null {
  const m = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i.exec(authorization?.trim() ?? '');
  return m ? m[1] : null;
}
