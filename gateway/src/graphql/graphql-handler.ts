/**
 * /graphql over HTTP, and the execution of native /api/v1 operations: read the request, run the
 * chain's column for the entry point (chain/matrix.ts: credential, revocation, persisted query,
 * parse and validate, operation, limits, variables, policy, rate limit), then execute.
 *
 * Execution calls @apollo/gateway's executor directly (ADR 002), behind the root-fetch fast path
 * (plan-executor.ts). What depends only on the document is worked out once and cached with it
 * (document-cache.ts, prepared-operation.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, renderHttp } from '@svc/core';
import type { LoadedSupergraph } from './supergraph.ts';
import { edgeError, enrichError, type WireError } from './errors.ts';
import { readGraphQLRequest } from './http-request.ts';
import type { EdgeChain } from '../chain/index.ts';
import type { EdgeDenialSink } from '../audit/edge-denial-reporter.ts';
import type { EdgeContext, EarlyAnswer } from '../context.ts';
import { recordUsage } from '../usage/usage-recorder.ts';
import type { UsageAggregator } from '../usage/usage-aggregator.ts';

export interface GraphQLHandlerDeps {
  supergraph: LoadedSupergraph;
  chain: EdgeChain;
  /** Where a subgraph's cross-workspace refusal is reported (audit trail); absent: nowhere. */
  denials?: EdgeDenialSink;
  /** Bound on the nesting of JSON in a request (query-string variables, multipart fields). */
  maxJsonDepth: number;
  bodyLimit: number;
  /** Usage reporting (usage/): each executed operation is counted here; absent: off. */
  usage?: UsageAggregator | null;
}

/** Apollo only reads these (for its query-plan debugging headers): none, shared by every request. */
const NO_HEADERS: ReadonlyMap<string, string> = new Map();
const NOOP_LOGGER = { debug() {}, info() {}, warn() {}, error() {} };

export function createGraphQLHandler(deps: GraphQLHandlerDeps) {
  /** Runs the chain for a GraphQL request in `ctx` (entry graphql or native), then executes it. */
  async function run(ctx: EdgeContext): Promise<EarlyAnswer> {
    const started = deps.usage ? performance.now() : 0;
    await deps.chain.run(ctx);
    if (ctx.answer) return ctx.answer;
    const gql = ctx.gql!;
    const op = gql.prepared!.operation;
    const requestContext = {
      request: {
        query: gql.query,
        variables: gql.variables,
        operationName: gql.operationName,
        http: { method: gql.method, headers: NO_HEADERS, url: '/graphql' },
      },
      document: gql.document!.document,
      operation: op,
      operationName: op.name?.value ?? null,
      queryHash: gql.document!.hash,
      // Read per request: a supergraph reload (supergraph-reloader.ts) swaps schema and executor.
      schema: deps.supergraph.schema,
      context: ctx,
      logger: NOOP_LOGGER,
      metrics: {},
    };
    const result = await deps.supergraph.executor(requestContext as never);
    if (deps.usage)
      recordUsage(deps.usage, ctx, requestContext.schema, !!result.errors?.length, performance.now() - started);
    const body: Record<string, unknown> = {};
    if (result.errors?.length) {
      body.errors = result.errors.map((e) => enrichError(e as WireError, ctx.requestId, 'SVC-SERVER-9000'));
      // A subgraph refused another workspace's resource: an attempt worth keeping (audit trail).
      if (deps.denials && (body.errors as WireError[]).some((e) => e.extensions.code === 'SVC-AUTH-1005'))
        deps.denials.report(ctx, 'CROSS_WORKSPACE');
    }
    if ('data' in result) body.data = result.data;
    return { status: 200, body };
  }

  async function handleHttp(req: IncomingMessage, res: ServerResponse, ctx: EdgeContext, url: URL): Promise<void> {
    ctx.action = 'graphql';
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST');
      throw new AppError('SVC-VALID-4050');
    }
    // CSRF prevention for GET and multipart happens while reading.
    const raw = await readGraphQLRequest(req, url, deps.bodyLimit, deps.maxJsonDepth);
    ctx.gql = { method: req.method, rawBody: raw.rawBody, payload: raw.payload };
    const out = await run(ctx);
    for (const [k, v] of Object.entries(ctx.responseHeaders)) res.setHeader(k, v);
    writeGraphQL(res, req, out.status, out.body, { documentError: out.documentError });
  }

  return { handleHttp, run };
}

export function writeGraphQL(
  res: ServerResponse,
  req: IncomingMessage,
  status: number,
  body: unknown,
  opts: { documentError?: boolean } = {},
) {
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
