/**
 * SCIM on the wire: `application/scim+json` replies, bounded JSON bodies (`application/scim+json`
 * or `application/json`), If-Match parsing, and one place that turns any failure into a SCIM
 * error (RFC 7644 §3.12) via renderScim. An unreachable database is 503, never a 500. Input the
 * database cannot store (NUL, unpaired surrogates) is 400 invalidValue wherever it arrives (path,
 * query, body); a body nested deeper than MAX_INPUT_DEPTH is 400 invalidSyntax before it is parsed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AppError,
  BodyTooLargeError,
  MAX_INPUT_DEPTH,
  ScimError,
  describeInputProblem,
  findInputProblem,
  jsonTextDepth,
  mediaType,
  readBody,
  renderScim,
  unstorableReason,
  type Logger,
} from '@svc/core';
import { isStoreDown } from '../http/oauth-form.ts';
import { SCIM_MEDIA_TYPE } from './scim-constants.ts';
import { ScimAuthError } from './scim-auth.ts';
import { isObject, type JsonObject } from './scim-values.ts';

const ACCEPTED_MEDIA_TYPES = new Set([SCIM_MEDIA_TYPE, 'application/json']);

export function sendScim(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': `${SCIM_MEDIA_TYPE}; charset=utf-8`,
    'content-length': String(Buffer.byteLength(payload)),
    ...headers,
  });
  res.end(payload);
}

/** 400 invalidValue unless every string (and key) in `value` is storable; too deep is invalidSyntax. */
export function assertStorableScim(value: unknown, where: string): void {
  const p = findInputProblem(value, { path: where });
  if (p) throw new ScimError(400, p.kind === 'too_deep' ? 'invalidSyntax' : 'invalidValue', describeInputProblem(p));
}

/** The same rule for one text (a path segment, a query parameter). */
export function assertStorableScimText(text: string, where: string): void {
  const reason = unstorableReason(text);
  if (reason)
    throw new ScimError(400, 'invalidValue', describeInputProblem({ kind: 'unstorable', reason, path: where }));
}

/**
 * The body as a JSON object: media type (415), size (413), nesting, syntax and shape (400
 * invalidSyntax), storable text (400 invalidValue).
 */
export async function readScimJson(req: IncomingMessage, limit: number): Promise<JsonObject> {
  if (!ACCEPTED_MEDIA_TYPES.has(mediaType(req)))
    throw new ScimError(415, undefined, `the body must be ${SCIM_MEDIA_TYPE} or application/json`);
  let raw: Buffer;
  try {
    raw = await readBody(req, limit);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw new ScimError(413, undefined, `the request body exceeds ${limit} bytes`);
    throw e;
  }
  const text = raw.toString('utf8');
  if (jsonTextDepth(text) > MAX_INPUT_DEPTH)
    throw new ScimError(400, 'invalidSyntax', `the request body is nested more than ${MAX_INPUT_DEPTH} levels deep`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ScimError(400, 'invalidSyntax', 'the request body is not valid JSON');
  }
  if (!isObject(body)) throw new ScimError(400, 'invalidSyntax', 'the request body must be a JSON object');
  assertStorableScim(body, 'body');
  return body;
}

/** If-Match entity tags (RFC 9110 §13.1.1), or undefined when the header is absent. */
export function ifMatchTags(req: IncomingMessage): string[] | undefined {
  const h = req.headers['if-match'];
  if (h === undefined) return undefined;
  const tags = h
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  // A present but empty header matches nothing, rather than being read as "no precondition".
  return tags.length ? tags : [''];
}

export function sendScimError(res: ServerResponse, e: unknown, log: Logger, requestId: string): void {
  let err: ScimError;
  if (e instanceof ScimError) err = e;
  else if ((e instanceof AppError && e.def.http === 503) || isStoreDown(e))
    err = new ScimError(503, undefined, 'the identity store is temporarily unavailable');
  else {
    log.error({ err: e, requestId }, 'SCIM request failed');
    err = new ScimError(500, undefined, 'internal error');
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const headers: Record<string, string> = {};
  if (err instanceof ScimAuthError) headers['www-authenticate'] = err.challenge;
  if (err.status === 503) headers['retry-after'] = '1';
  const r = renderScim(err);
  sendScim(res, r.status, r.body, headers);
}
