/**
 * Reads a GraphQL-over-HTTP request into parameters: POST application/json, GET query strings,
 * and multipart/form-data per the GraphQL multipart request convention (`operations`, `map`,
 * file parts). CSRF prevention as Apollo Server does it: GET and multipart requests must carry a
 * header a browser cannot send cross-origin without a preflight (`content-type` other than the
 * three "simple" ones, or a non-empty `x-apollo-operation-name` / `apollo-require-preflight`).
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError, BodyTooLargeError, mediaType, parseClientJson, readBody } from '@svc/core';

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
  if (
    !SIMPLE_TYPES.has(type) ||
    (typeof opName === 'string' && opName) ||
    (typeof requirePreflight === 'string' && requirePreflight)
  )
    return;
  throw new AppError(
    'SVC-GQL-4107',
    "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header (with a type that is not one of application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty value for one of the following headers: x-apollo-operation-name, apollo-require-preflight",
  );
}

function parseJsonParam(v: string | null, name: string, maxDepth: number): unknown {
  if (v === null || v === '') return undefined;
  return parseClientJson(v, name, maxDepth);
}

/** `limit`: body bytes; `maxJsonDepth`: nesting of any JSON the request carries (bounded-json.ts). */
export async function readGraphQLRequest(
  req: IncomingMessage,
  url: URL,
  limit: number,
  maxJsonDepth: number,
): Promise<RawGraphQLRequest> {
  if (req.method === 'GET') {
    assertPreflighted(req);
    return {
      rawBody: null,
      payload: {
        query: url.searchParams.get('query') ?? undefined,
        operationName: url.searchParams.get('operationName') ?? undefined,
        variables: parseJsonParam(url.searchParams.get('variables'), 'variables', maxJsonDepth),
        extensions: parseJsonParam(url.searchParams.get('extensions'), 'extensions', maxJsonDepth),
      },
    };
  }
  const type = mediaType(req);
  if (type === 'multipart/form-data') {
    assertPreflighted(req);
    return { rawBody: null, payload: await readMultipart(req, limit, maxJsonDepth) };
  }
  if (type !== 'application/json' && type !== 'application/graphql-response+json')
    throw new AppError('SVC-VALID-4002', 'POST /graphql requires application/json or multipart/form-data');
  let body: Buffer;
  try {
    body = await readBody(req, limit);
  } catch (e) {
    throw e instanceof BodyTooLargeError ? new AppError('SVC-VALID-4001') : e;
  }
  const payload = parseClientJson(body.toString('utf8'), 'the request body', maxJsonDepth);
  if (Array.isArray(payload)) throw new AppError('SVC-VALID-4000', 'batched operations are not supported');
  if (!payload || typeof payload !== 'object')
    throw new AppError('SVC-VALID-4000', 'the request body must be a JSON object');
  return { rawBody: body, payload: payload as Record<string, unknown> };
}

/**
 * Multipart: `operations` (the JSON envelope) and `map` (file field → variable paths) come first.
 * No operation in this schema takes an Upload, so a request that maps files is rejected; file
 * parts are drained within the size limit and never buffered.
 */
function readMultipart(req: IncomingMessage, limit: number, maxJsonDepth: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { fieldSize: limit, fields: 2, files: 10, fileSize: limit, parts: 12 },
      });
    } catch {
      reject(new AppError('SVC-VALID-4000', 'malformed multipart request'));
      return;
    }
    const fields: Record<string, string> = {};
    let failed: AppError | null = null;
    const fail = (e: AppError) => {
      failed ??= e;
    };
    // Every callback below runs on busboy's stream events, outside any request promise: an
    // exception escaping one would be uncaught and stop the process. So each is guarded and
    // turns what it throws into the request's rejection (settling twice is a no-op).
    const guard =
      <A extends unknown[]>(fn: (...a: A) => void) =>
      (...a: A) => {
        try {
          fn(...a);
        } catch (e) {
          reject(e instanceof AppError ? e : new AppError('SVC-VALID-4000', 'malformed multipart request'));
          req.unpipe(bb);
          req.resume();
        }
      };
    bb.on(
      'field',
      guard((name: string, value: string, info: busboy.FieldInfo) => {
        if (info.valueTruncated) fail(new AppError('SVC-VALID-4001'));
        fields[name] = value;
      }),
    );
    bb.on(
      'file',
      guard((_name: string, stream: NodeJS.ReadableStream) => {
        stream.on('limit', () => fail(new AppError('SVC-VALID-4001')));
        stream.on('error', () => fail(new AppError('SVC-VALID-4000', 'malformed multipart request')));
        stream.resume();
      }),
    );
    bb.on('partsLimit', () => fail(new AppError('SVC-VALID-4000', 'too many multipart parts')));
    bb.on('filesLimit', () => fail(new AppError('SVC-VALID-4000', 'too many files')));
    bb.on('fieldsLimit', () => fail(new AppError('SVC-VALID-4000', 'too many multipart fields')));
    bb.on('error', () => reject(new AppError('SVC-VALID-4000', 'malformed multipart request')));
    req.on('error', () => reject(new AppError('SVC-VALID-4000', 'the request was aborted')));
    bb.on(
      'close',
      guard(() => {
        if (failed) throw failed;
        if (fields.operations === undefined)
          throw new AppError('SVC-VALID-4000', 'multipart request without an operations field');
        const ops = parseJsonParam(fields.operations, 'operations', maxJsonDepth);
        const map = parseJsonParam(fields.map ?? '{}', 'map', maxJsonDepth);
        if (!ops || typeof ops !== 'object' || Array.isArray(ops))
          throw new AppError('SVC-VALID-4000', 'operations must be a JSON object');
        if (!map || typeof map !== 'object' || Array.isArray(map))
          throw new AppError('SVC-VALID-4000', 'map must be a JSON object');
        if (Object.keys(map).length)
          throw new AppError('SVC-VALID-4000', 'no operation of this API accepts file uploads');
        resolve(ops as Record<string, unknown>);
      }),
    );
    req.pipe(bb);
  });
}
