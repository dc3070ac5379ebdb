/**
 * /graphql over HTTP. The request runs as a table of named steps, each of which passes or throws a
 * typed AppError:
 *
 *   read request → anonymous exception? → credential chain → persisted query → parse & validate
 *   (cached) → operation selection → safety limits → policy → rate limit → execute
 *
 * The revocation check of the credential chain is made in the rate limiter's atomic script (one
 * round trip to the store for both), or alone before any earlier answer: see run().
 *
 * Execution calls @apollo/gateway's executor directly (ADR 002), behind the root-fetch fast path
 * (plan-executor.ts). What depends only on the document is worked out once and cached with it
 * (document-cache.ts, prepared-operation.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { AppError, renderHttp, type Logger } from '@svc/core';
import type { LoadedSupergraph } from './supergraph.ts';
import { DocumentCache } from './document-cache.ts';
import { selectOperation } from './prepared-operation.ts';
import { edgeError, enrichError, type WireError } from './errors.ts';
import { readGraphQLRequest } from './http-request.ts';
import { PersistedQueries, PersistedQueryNotFound, PersistedQueryNotSupported } from './persisted-queries.ts';
import { checkComplexity, checkStaticLimits, type OperationLimits } from './operation-limits.ts';
import { isAnonymousOperation } from '../auth/anonymous-operation.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Authorizer } from '../policy/authorizer.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { chainStep, type EdgeContext } from '../context.ts';

export interface GraphQLHandlerDeps {
  supergraph: LoadedSupergraph;
  auth: Authenticator;
  authorizer: Authorizer;
  rateLimiter: RateLimiter;
  apq: PersistedQueries;
  limits: OperationLimits & { maxTokens: number; documentCacheSize: number };
  bodyLimit: number;
  anonymousBodyLimit: number;
  log: Logger;
}

/** Apollo only reads these (for its query-plan debugging headers): none, shared by every request. */
const NO_HEADERS: ReadonlyMap<string, string> = new Map();

interface Params { query: string; variables: Record<string, unknown>; operationName: string | undefined }

function checkParams(p: Record<string, unknown>, query: string | undefined): Params {
  if (typeof query !== 'string' || !query) throw new AppError('SVC-VALID-4000', 'query must be a non-empty string');
  const { variables, operationName } = p;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) throw new AppError('SVC-VALID-4000', 'variables must be an object');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') throw new AppError('SVC-VALID-4000', 'operationName must be a string');
  return { query, variables: (variables as Record<string, unknown>) ?? {}, operationName: (operationName as string) ?? undefined };
}

export function createGraphQLHandler(deps: GraphQLHandlerDeps) {
  const schema: GraphQLSchema = deps.supergraph.schema;
  const docs = new DocumentCache(schema, { max: deps.limits.documentCacheSize, maxTokens: deps.limits.maxTokens });
  const noop = { debug() {}, info() {}, warn() {}, error() {} };
  // isAnonymousOperation is a pure function of the method and the body's bytes: its verdict on a
  // POST body is remembered (bounded; bodies up to 4 KiB), so a repeated body, which most clients
  // send, skips its second JSON parse and its GraphQL parse.
  const anonymousVerdicts = new Map<string, boolean>();
  const isAnonymous = (method: string, body: Buffer | null): boolean => {
    if (method !== 'POST' || !body || body.length > 4096) return isAnonymousOperation(method, body, deps.anonymousBodyLimit);
    const key = body.toString('latin1');
    let verdict = anonymousVerdicts.get(key);
    if (verdict === undefined) {
      verdict = isAnonymousOperation(method, body, deps.anonymousBodyLimit);
      if (anonymousVerdicts.size >= 1000) anonymousVerdicts.clear();
      anonymousVerdicts.set(key, verdict);
    }
    return verdict;
  };

  type Outcome = { status: number; body: Record<string, unknown>; documentError?: boolean; headers: Record<string, string> };

  /**
   * Makes a deferred revocation check now, alone (a second round trip): for answers that end the
   * request before the rate limiter's combined step, and before anything writes shared state.
   */
  async function settleRevocation(ctx: EdgeContext) {
    const pending = ctx.pendingRevocation;
    if (!pending) return;
    ctx.pendingRevocation = null;
    await chainStep(ctx, () => pending.settle());
  }

  /**
   * Steps 4–10 for an authenticated (or proven anonymous) request; also used by /api/v1. When the
   * revocation check was deferred, the request is answered only once it is made: in the rate
   * limiter's script on the way to execution, or alone before any other answer or error. So a
   * revoked token gets SVC-AUTH-1007 whatever else is wrong with its request, as if checked first.
   */
  async function run(ctx: EdgeContext, method: string, payload: Record<string, unknown>): Promise<Outcome> {
    let out: Outcome;
    try {
      out = await steps(ctx, method, payload);
    } catch (e) {
      await settleRevocation(ctx);
      throw e;
    }
    await settleRevocation(ctx);
    return out;
  }

  async function steps(ctx: EdgeContext, method: string, payload: Record<string, unknown>): Promise<Outcome> {
    const headers: Record<string, string> = {};
    // 4. automatic persisted queries (which may write the shared store: not for a revoked token)
    const ext = payload.extensions;
    if (ext && typeof ext === 'object' && 'persistedQuery' in ext) await settleRevocation(ctx);
    let query: string | undefined;
    try {
      query = await deps.apq.resolve(payload.query as string | undefined, payload.extensions);
    } catch (e) {
      if (e instanceof PersistedQueryNotFound) return { status: 200, headers, body: { errors: [enrichError({ message: 'PersistedQueryNotFound' }, ctx.requestId, 'PERSISTED_QUERY_NOT_FOUND')] } };
      if (e instanceof PersistedQueryNotSupported) return { status: 200, headers, body: { errors: [enrichError({ message: 'PersistedQueryNotSupported' }, ctx.requestId, 'PERSISTED_QUERY_NOT_SUPPORTED')] } };
      throw e;
    }
    const params = checkParams(payload, query);
    // 5. parse and validate, once per distinct document
    const cached = docs.get(params.query);
    if (!cached.document) {
      const code = cached.kind === 'parse' ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED';
      return { status: 400, documentError: true, headers, body: { errors: cached.errors.map((e) => enrichError(e.toJSON() as WireError, ctx.requestId, code)) } };
    }
    // 6. operation selection
    const prepared = selectOperation(cached, params.operationName);
    if (!prepared) throw new AppError('SVC-VALID-4000', 'operationName does not select exactly one operation');
    const op = prepared.operation;
    ctx.action = `graphql.${op.operation}`;
    if (method === 'GET' && op.operation !== 'query') {
      headers.allow = 'POST';
      throw new AppError('SVC-GQL-4109');
    }
    if (op.operation === 'subscription') throw new AppError('SVC-VALID-4000', 'subscriptions are served over WebSocket at /graphql');
    // 7. safety limits, each once per operation unless variables can change its answer
    if (!prepared.staticLimitsPassed) {
      checkStaticLimits(cached.document, op, deps.limits);
      prepared.staticLimitsPassed = true;
    }
    if (!prepared.complexityPassed) {
      checkComplexity(schema, cached.document, op, params.variables, deps.limits);
      prepared.complexityPassed = !op.variableDefinitions?.length;
    }
    // 8. policy (the proven-anonymous operations need none) and 9. rate limit
    const claims = ctx.claims;
    if (claims) {
      prepared.requiredScopes ??= deps.authorizer.requiredScopes(prepared.rootFields);
      const scopes = prepared.requiredScopes;
      await chainStep(ctx, async () => {
        await deps.authorizer.authorize(claims, scopes);
        // A deferred revocation check rides in the limiter's script, evaluated before its windows.
        const pending = ctx.pendingRevocation;
        ctx.pendingRevocation = null;
        Object.assign(headers, await deps.rateLimiter.hit({ sub: claims.sub, orgId: claims.org_id, workspaceId: claims.workspace_id, apiKeyClass: ctx.apiKey?.keyClass }, pending));
      });
    } else Object.assign(headers, await chainStep(ctx, () => deps.rateLimiter.hitAnonymous(ctx.clientAddress)));
    // 10. execute
    const requestContext = {
      request: { query: params.query, variables: params.variables, operationName: params.operationName, http: { method, headers: NO_HEADERS, url: '/graphql' } },
      document: cached.document,
      operation: op,
      operationName: op.name?.value ?? null,
      queryHash: cached.hash,
      schema,
      context: ctx,
      logger: noop,
      metrics: {},
    };
    const result = await deps.supergraph.executor(requestContext as never);
    const body: Record<string, unknown> = {};
    if (result.errors?.length) body.errors = result.errors.map((e) => enrichError(e as WireError, ctx.requestId, 'SVC-SERVER-9000'));
    if ('data' in result) body.data = result.data;
    return { status: 200, headers, body };
  }

  async function handleHttp(req: IncomingMessage, res: ServerResponse, ctx: EdgeContext, url: URL): Promise<void> {
    ctx.action = 'graphql';
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST');
      throw new AppError('SVC-VALID-4050');
    }
    // 1. read the request (CSRF prevention for GET and multipart happens here)
    const raw = await readGraphQLRequest(req, url, deps.bodyLimit);
    await chainStep(ctx, async () => {
      // 2. the anonymous exception is decided on the raw JSON body, before anything else reads it
      if (isAnonymous(req.method!, raw.rawBody)) return;
      // 3. credential chain for everything else
      const a = await deps.auth.authenticate(req, `${req.method} /graphql`, { deferRevocation: true });
      ctx.claims = a.claims;
      ctx.apiKey = a.apiKey;
      ctx.pendingRevocation = a.pendingRevocation;
    });
    const out = await run(ctx, req.method, raw.payload);
    for (const [k, v] of Object.entries(out.headers)) res.setHeader(k, v);
    writeGraphQL(res, req, out.status, out.body, { documentError: out.documentError });
  }

  return { handleHttp, run };
}

export function writeGraphQL(res: ServerResponse, req: IncomingMessage, status: number, body: unknown, opts: { documentError?: boolean } = {}) {
  const accept = req.headers.accept ?? '';
  const modern = accept.includes('application/graphql-response+json');
  const type = modern ? 'application/graphql-response+json' : 'application/json';
  const wireStatus = opts.documentError && !modern ? 200 : status;
  // encoded once: its length and the bytes written come from the same buffer
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(wireStatus, { 'content-type': `${type}; charset=utf-8`, 'content-length': payload.length });
  res.end(payload);
}

/** A chain or request error as a GraphQL response: status from the catalogue, no `data`. */
export function graphqlErrorResponse(e: unknown, requestId: string): { status: number; body: { errors: WireError[] } } {
  const r = renderHttp(e, { requestId });
  return { status: r.status, body: { errors: [edgeError(e, requestId)] } };
}
