/**
 * The one way a subgraph listener reads a JSON request body (/graphql and any extra route):
 * JSON media type (SVC-VALID-4002), at most `maxBytes` (SVC-VALID-4001, refused as soon as the
 * limit is passed), nesting bounded before parsing (SVC-VALID-4008) and well-formed
 * (SVC-VALID-4000). Everything it throws is a typed AppError.
 */
import type { IncomingMessage } from 'node:http';
import { AppError, BodyTooLargeError, mediaType, parseClientJson, readBody } from '@svc/core';
import { MAX_DOCUMENT_NESTING } from './document-depth.ts';

export interface JsonBodyLimits {
  maxBytes: number;
  /** Object/array nesting of the whole body (default: as deep as a GraphQL document may nest). */
  maxDepth?: number;
  /** Turns a refusal into the route's own error (its wire shape's codes); default: the AppError as is. */
  refuse?: (e: AppError) => Error;
}

/** Build `limits` once per route, not per request. */
export async function readJsonBody(req: IncomingMessage, limits: JsonBodyLimits): Promise<unknown> {
  try {
    if (mediaType(req) !== 'application/json')
      throw new AppError('SVC-VALID-4002', 'Content-Type must be application/json.');
    let raw: Buffer;
    try {
      raw = await readBody(req, limits.maxBytes);
    } catch (e) {
      if (e instanceof BodyTooLargeError)
        throw new AppError('SVC-VALID-4001', `The request body exceeds ${limits.maxBytes} bytes.`);
      throw new AppError('SVC-VALID-4000', 'The request body could not be read.');
    }
    return parseClientJson(raw.toString('utf8'), 'the request body', limits.maxDepth ?? MAX_DOCUMENT_NESTING);
  } catch (e) {
    throw limits.refuse && e instanceof AppError ? limits.refuse(e) : e;
  }
}
