/**
 * Reads a GraphQL-over-HTTP request into parameters: POST application/json, GET query strings,
 * and multipart/form-data per the GraphQL multipart request convention (`operations`, `map`,
 * file parts). CSRF prevention as Apollo Server does it: GET and multipart requests must carry a
 * header a browser cannot send cross-origin without a preflight (`content-type` other than the
 * three "simple" ones, or a non-empty `x-apollo-operation-name` / `apollo-require-preflight`).
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError, BodyTooLargeError, mediaType, readBody } from '@svc/core';

export interface RawGraphQLRequest {
  /** The JSON body as received (null for GET and multipart), for the anonymous-operation check. */
  rawBody: Buffer | null;
  payload: Record<string, unknown>;
}

const SIMPLE_TYPES = new Set(['', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

export function assertPreflighted(req: IncomingMessage) {
  const type = mediaType(req);
  const opName = req.headers['x-apollo-operation-name'];
  const requirePreflight = req.headers['apollo-require-preflight'];
  if (!SIMPLE_TYPES.has(type) || (typeof opName === 'string' && opName) || (typeof requirePreflight === 'string' && requirePreflight)) return;
  throw new AppError('SVC-GQL-4107', "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header (with a type that is not one of application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty value for one of the following headers: x-apollo-operation-name, apollo-require-preflight");
}

function parseJsonParam(v: string | null, name: string): unknown {
  if (v === null || v === '') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    throw new AppError('SVC-VALID-4000', `${name} is not valid JSON`);
  }
}

export async function readGraphQLRequest(req: IncomingMessage, url: URL, limit: number): Promise<RawGraphQLRequest> {
  if (req.method === 'GET') {
    assertPreflighted(req);
    return {
      rawBody: null,
      payload: {
        query: url.searchParams.get('query') ?? undefined,
        operationName: url.searchParams.get('operationName') ?? undefined,
        variables: parseJsonParam(url.searchParams.get('variables'), 'variables'),
        extensions: parseJsonParam(url.searchParams.get('extensions'), 'extensions'),
      },
    };
  }
  const type = mediaType(req);
  if (type === 'multipart/form-data') {
    assertPreflighted(req);
    return { rawBody: null, payload: await readMultipart(req, limit) };
  }
  if (type !== 'application/json' && type !== 'application/graphql-response+json') throw new AppError('SVC-VALID-4002', 'POST /graphql requires application/json or multipart/form-data');
  let body: Buffer;
  try {
    body = await readBody(req, limit);
  } catch (e) {
    throw e instanceof BodyTooLargeError ? new AppError('SVC-VALID-4001') : e;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    throw new AppError('SVC-VALID-4000', 'the request body is not valid JSON');
  }
  if (Array.isArray(payload)) throw new AppError('SVC-VALID-4000', 'batched operations are not supported');
  if (!payload || typeof payload !== 'object') throw new AppError('SVC-VALID-4000', 'the request body must be a JSON object');
  return { rawBody: body, payload: payload as Record<string, unknown> };
}

/**
 * Multipart: `operations` (the JSON envelope) and `map` (file field → variable paths) come first.
 * No operation in this schema takes an Upload, so a request that maps files is rejected; file
 * parts are drained within the size limit and never buffered.
 */
function readMultipart(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fieldSize: limit, fields: 2, files: 10, fileSize: limit, parts: 12 } });
    } catch {
      reject(new AppError('SVC-VALID-4000', 'malformed multipart request'));
      return;
    }
    const fields: Record<string, string> = {};
    let failed: AppError | null = null;
    const fail = (e: AppError) => {
      failed ??= e;
    };
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new AppError('SVC-VALID-4001'));
      fields[name] = value;
    });
    bb.on('file', (_name, stream) => {
      stream.on('limit', () => fail(new AppError('SVC-VALID-4001')));
      stream.resume();
    });
    bb.on('partsLimit', () => fail(new AppError('SVC-VALID-4000', 'too many multipart parts')));
    bb.on('error', () => reject(new AppError('SVC-VALID-4000', 'malformed multipart request')));
    bb.on('close', () => {
      if (failed) return reject(failed);
      if (fields.operations === undefined) return reject(new AppError('SVC-VALID-4000', 'multipart request without an operations field'));
      const ops = parseJsonParam(fields.operations, 'operations');
      const map = parseJsonParam(fields.map ?? '{}', 'map');
      if (!ops || typeof ops !== 'object' || Array.isArray(ops)) return reject(new AppError('SVC-VALID-4000', 'operations must be a JSON object'));
      if (!map || typeof map !== 'object' || Array.isArray(map)) return reject(new AppError('SVC-VALID-4000', 'map must be a JSON object'));
      if (Object.keys(map).length) return reject(new AppError('SVC-VALID-4000', 'no operation of this API accepts file uploads'));
      resolve(ops as Record<string, unknown>);
    });
    req.pipe(bb);
  });
}
