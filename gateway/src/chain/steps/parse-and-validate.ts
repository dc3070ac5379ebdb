import { AppError, assertJsonDepth } from '@svc/core';
import type { Step } from '../index.ts';
import { catalogued } from '../../graphql/errors.ts';
import { credential } from './credential.ts';
import { apiKeyExchange } from './api-key-exchange.ts';
import { verifyToken } from './verify-token.ts';
import { revocation } from './revocation.ts';

/**
 * The envelope's shape, then the document: parsed (token limit) and validated against the API
 * schema once per distinct document (graphql/document-cache.ts). A document that does not parse
 * or validate is answered with its errors, coded as Apollo's clients expect, on every transport.
 */
export const parseAndValidate: Step = async (ctx, deps) => {
  const gql = ctx.gql!;
  const p = gql.payload;
  const query = gql.query !== undefined ? gql.query : p.query;
  if (typeof query !== 'string' || !query) throw new AppError('SVC-VALID-4000', 'query must be a non-empty string');
  const { variables, operationName } = p;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) throw new AppError('SVC-VALID-4000', 'variables must be an object');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') throw new AppError('SVC-VALID-4000', 'operationName must be a string');
  gql.query = query;
  gql.variables = (variables as Record<string, unknown> | null | undefined) ?? {};
  // HTTP bodies were bounded when parsed; WebSocket frames are parsed by the protocol library.
  if (gql.method === 'SUBSCRIBE') assertJsonDepth(p, 'the subscribe payload', deps.maxJsonDepth);
  gql.operationName = (operationName as string | null | undefined) ?? undefined;
  // Each caller (user, or client address when anonymous) may hold only a share of the cache.
  const cached = deps.documents.get(query, ctx.claims?.sub ?? ctx.clientAddress);
  if (!cached.document) {
    const code = cached.kind === 'parse' ? 'SVC-GQL-4100' : 'SVC-GQL-4101';
    // A body that claimed the anonymous exception but is not a valid document is a protected
    // request (spec: GraphQL error shape): it runs the credential steps it skipped, so without a
    // credential it is refused 401 and never sees the validation errors' field suggestions.
    if (ctx.anonymous) {
      ctx.anonymous = false;
      for (const step of [credential, apiKeyExchange, verifyToken, revocation]) await step(ctx, deps);
    }
    ctx.answer = { status: 400, documentError: true, body: { errors: cached.errors.map((e) => catalogued(e.toJSON(), ctx.requestId, code)) } };
    return;
  }
  gql.document = cached;
};
