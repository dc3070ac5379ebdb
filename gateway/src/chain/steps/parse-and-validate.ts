import { AppError, assertJsonDepth } from '@svc/core';
import type { Step } from '../step.ts';
import { catalogued } from '../../graphql/errors.ts';
import type { DocumentCache } from '../../graphql/document-cache.ts';

/**
 * The envelope's shape, then the document: parsed (token limit) and validated against the API
 * schema once per distinct document (graphql/document-cache.ts). A document that does not parse
 * or validate is kept as `gql.documentError`, answered by documentErrors below.
 * `documents` is read per request: a supergraph reload replaces the cache.
 */
export const parseAndValidate =
  (documents: () => DocumentCache, maxJsonDepth: number): Step =>
  (ctx) => {
    const gql = ctx.gql!;
    const p = gql.payload;
    const query = gql.query !== undefined ? gql.query : p.query;
    if (typeof query !== 'string' || !query) throw new AppError('SVC-VALID-4000', 'query must be a non-empty string');
    const { variables, operationName } = p;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
      throw new AppError('SVC-VALID-4000', 'variables must be an object');
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      throw new AppError('SVC-VALID-4000', 'operationName must be a string');
    gql.query = query;
    gql.variables = (variables as Record<string, unknown> | null | undefined) ?? {};
    // HTTP bodies were bounded when parsed; WebSocket frames are parsed by the protocol library.
    if (gql.method === 'SUBSCRIBE') assertJsonDepth(p, 'the subscribe payload', maxJsonDepth);
    gql.operationName = (operationName as string | null | undefined) ?? undefined;
    // Each caller (user, or client address when anonymous) may hold only a share of the cache.
    const cached = documents().get(query, ctx.claims?.sub ?? ctx.clientAddress);
    if (!cached.document)
      gql.documentError = { code: cached.kind === 'parse' ? 'SVC-GQL-4100' : 'SVC-GQL-4101', errors: cached.errors };
    else gql.document = cached;
  };

/**
 * A body that claimed the anonymous exception but is not a valid document is a protected request
 * (spec: GraphQL error shape): it runs the credential rows it skipped, so without a credential it
 * is refused 401 and never sees the validation errors' field suggestions.
 */
export const invalidAnonymousDocument = (): Step => (ctx) => {
  if (ctx.anonymous && ctx.gql!.documentError) ctx.anonymous = false;
};

/** The document's parse or validation errors, coded as Apollo's clients expect, on every transport. */
export const documentErrors = (): Step => (ctx) => {
  const failed = ctx.gql!.documentError;
  if (failed)
    ctx.answer = {
      status: 400,
      documentError: true,
      body: { errors: failed.errors.map((e) => catalogued(e.toJSON(), ctx.requestId, failed.code)) },
    };
};
