/**
 * /graphql over HTTP (GraphQL over HTTP): POST with JSON, GET as query transport (queries only).
 * Documents are parsed and validated once (document cache) and executed by @apollo/gateway's
 * executor directly, without an HTTP server framework in between.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getOperationAST, type GraphQLSchema } from 'graphql';
import { AppError, renderHttp, type Logger } from '@svc/core';
import type { LoadedSupergraph } from './supergraph.ts';
import { DocumentCache } from './document-cache.ts';
import { edgeError, enrichError, type WireError } from './errors.ts';
import type { EdgeContext } from '../context.ts';

export interface GraphQLParams { query: string; variables: Record<string, unknown> | null; operationName: string | null }

/** Reads params from a GET query string or a parsed POST body; malformed input is SVC-VALID-4000. */
export function readParams(method: string, url: URL, body: unknown): GraphQLParams {
  const src: Record<string, unknown> =
    method === 'GET'
      ? {
          query: url.searchParams.get('query') ?? undefined,
          operationName: url.searchParams.get('operationName') ?? undefined,
          variables: url.searchParams.has('variables') ? safeJson(url.searchParams.get('variables')!) : undefined,
        }
      : (body as Record<string, unknown>);
  if (!src || typeof src !== 'object' || Array.isArray(src)) throw new AppError('SVC-VALID-4000', 'the request body must be a JSON object');
  if (typeof src.query !== 'string' || !src.query) throw new AppError('SVC-VALID-4000', 'query must be a non-empty string');
  if (src.variables !== undefined && src.variables !== null && (typeof src.variables !== 'object' || Array.isArray(src.variables))) throw new AppError('SVC-VALID-4000', 'variables must be an object');
  if (src.operationName !== undefined && src.operationName !== null && typeof src.operationName !== 'string') throw new AppError('SVC-VALID-4000', 'operationName must be a string');
  return { query: src.query, variables: (src.variables as Record<string, unknown>) ?? null, operationName: (src.operationName as string) ?? null };
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    throw new AppError('SVC-VALID-4000', 'variables is not valid JSON');
  }
}

export function createGraphQLExecutor(opts: { supergraph: LoadedSupergraph; log: Logger; introspection: boolean }) {
  const schema: GraphQLSchema = opts.supergraph.schema;
  const docs = new DocumentCache(schema, { max: 1000, maxTokens: 10_000 });
  const noop = { debug() {}, info() {}, warn() {}, error() {} };

  return async function execute(params: GraphQLParams, ctx: EdgeContext, method: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const cached = docs.get(params.query);
    if (!cached.document) {
      const code = cached.kind === 'parse' ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED';
      return { status: 400, body: { errors: cached.errors.map((e) => enrichError(e.toJSON() as WireError, ctx.requestId, code)) } };
    }
    const operation = getOperationAST(cached.document, params.operationName ?? undefined);
    if (!operation) throw new AppError('SVC-VALID-4000', 'operationName does not select exactly one operation');
    if (method === 'GET' && operation.operation !== 'query') throw new AppError('SVC-GQL-4109');
    if (operation.operation === 'subscription') throw new AppError('SVC-VALID-4000', 'subscriptions are served over WebSocket');
    if (!opts.introspection && /__schema|__type\b/.test(params.query)) throw new AppError('SVC-GQL-4106');
    const requestContext = {
      request: { query: params.query, variables: params.variables ?? {}, operationName: params.operationName ?? undefined, http: { method, headers: new Map(), url: '/graphql' } },
      document: cached.document,
      operation,
      operationName: operation.name?.value ?? null,
      queryHash: createHash('sha256').update(params.query).digest('hex'),
      schema,
      context: ctx,
      logger: noop,
      metrics: {},
      cache: undefined,
      overallCachePolicy: { restrict() {}, replace() {}, policyIfCacheable: () => null },
    };
    const result = await opts.supergraph.executor(requestContext as never);
    const body: Record<string, unknown> = {};
    if (result.errors?.length) body.errors = result.errors.map((e) => enrichError(e as WireError, ctx.requestId, 'SVC-SERVER-9000'));
    if ('data' in result) body.data = result.data;
    return { status: 200, body };
  };
}

export function writeGraphQL(res: ServerResponse, req: IncomingMessage, status: number, body: unknown) {
  // GraphQL over HTTP: application/graphql-response+json when accepted, else application/json.
  const accept = req.headers.accept ?? '';
  const type = accept.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json';
  const wireStatus = type === 'application/json' && status === 400 && (body as { data?: unknown }).data === undefined ? 400 : status;
  const payload = JSON.stringify(body);
  res.writeHead(wireStatus, { 'content-type': `${type}; charset=utf-8`, 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

export function graphqlErrorResponse(e: unknown, requestId: string): { status: number; body: { errors: WireError[] } } {
  const r = renderHttp(e, { requestId });
  return { status: r.status, body: { errors: [edgeError(e, requestId)] } };
}
