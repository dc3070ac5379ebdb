/**
 * GraphQL error shape at the edge: every entry has `message`, flat `extensions.code`, and the
 * additive `extensions.svc` block with this request's id, a timestamp and the code.
 */
import { AppError, graphqlExtensions, isAppError, svcCatalogue, type SvcCode } from '@svc/core';

export interface WireError {
  message: string;
  locations?: unknown;
  path?: unknown;
  extensions: Record<string, unknown>;
}

export function edgeError(e: unknown, requestId: string): WireError {
  const err = isAppError(e) ? e : new AppError('SVC-SERVER-9000');
  return { message: err.publicMessage, extensions: graphqlExtensions(err, { requestId }) };
}

/** Adds the svc block to errors produced elsewhere (validation, subgraphs), keeping their code. */
export function enrichError(
  e: { message: string; locations?: unknown; path?: unknown; extensions?: Record<string, unknown> },
  requestId: string,
  fallbackCode: string,
): WireError {
  const ext = e.extensions ?? {};
  const code = typeof ext.code === 'string' ? ext.code : fallbackCode;
  const { svc: _ignored, ...rest } = ext;
  return {
    message: e.message,
    ...(e.locations ? { locations: e.locations } : {}),
    ...(e.path ? { path: e.path } : {}),
    extensions: { ...rest, code, svc: { request_id: requestId, timestamp: new Date().toISOString(), code } },
  };
}

/**
 * A GraphQL error graphql-js produced (parse, validation, variable coercion) under a code of the
 * catalogue: `extensions.code` (and the svc block's) is the catalogue's GraphQL code, Apollo's
 * GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED or BAD_USER_INPUT. Same on every transport.
 */
export function catalogued(
  e: { message: string; locations?: unknown; path?: unknown },
  requestId: string,
  code: SvcCode,
): WireError {
  return {
    message: e.message,
    ...(e.locations ? { locations: e.locations } : {}),
    ...(e.path ? { path: e.path } : {}),
    extensions: {
      code: svcCatalogue[code].graphql,
      svc: { request_id: requestId, timestamp: new Date().toISOString(), code: svcCatalogue[code].graphql },
    },
  };
}
