/**
 * A federation subgraph server: the schema is built with @apollo/subgraph from the subgraph's
 * own schema.graphql and served over GraphQL-over-HTTP by graphql-http (the reference
 * implementation of the spec), plus /healthz, /readyz, /metrics and, when the subgraph has them,
 * extra routes beside /graphql and a WebSocket endpoint on /graphql. Errors are rendered through the
 * catalogue so `extensions.code` and `extensions.svc` are the same in every subgraph.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { readFileSync } from 'node:fs';
import { parse, GraphQLError, type GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { createHandler } from 'graphql-http';
import {
  AppError,
  assertStorableInput,
  createReadiness,
  createServiceMetrics,
  listen,
  graphqlExtensions,
  isAppError,
  renderHttp,
  requestIdFrom,
  sendJson,
  sendMetrics,
  toAppError,
  tracedListener,
  createHttpServer,
  type Logger,
  type Readiness,
  type RunningService,
  type ServiceMetrics,
} from '@svc/core';
import { contextFromRequest, type SubgraphContext } from './context.ts';
import { boundedParse } from './document-depth.ts';
import { observeRequest } from './request-observer.ts';
import { readJsonBody } from './json-body.ts';

export function buildSchemaFromFile(sdlPath: string, resolvers: GraphQLResolverMap<SubgraphContext>): GraphQLSchema {
  return guardRootArguments(buildSubgraphSchema([{ typeDefs: parse(readFileSync(sdlPath, 'utf8')), resolvers }]));
}

/**
 * The one place every root field's arguments are checked before its resolver runs: text the
 * database cannot store (NUL, unpaired surrogates) is SVC-VALID-4007 and nesting beyond
 * MAX_INPUT_DEPTH is SVC-VALID-4008, whichever subgraph and resolver factory serves the field.
 * Wraps `resolve` and `subscribe` of Query, Mutation and Subscription fields in place.
 */
export function guardRootArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      for (const key of ['resolve', 'subscribe'] as const) {
        const inner = field[key];
        if (!inner) continue;
        field[key] = (parent, args, ctx, info) => {
          assertStorableInput(args);
          return inner(parent, args, ctx, info);
        };
      }
    }
  }
  return schema;
}

/**
 * By tag, not instanceof: graphql-js may be loaded twice (CommonJS by @apollo/subgraph and
 * graphql-http, ESM elsewhere, e.g. under vitest), and a variable-coercion error from one copy
 * must still pass through with its own extensions (SVC-VALID-4004 from the DateTime scalar).
 */
const isGraphQLError = (e: unknown) =>
  e instanceof GraphQLError || (e as { [Symbol.toStringTag]?: string })?.[Symbol.toStringTag] === 'GraphQLError';

/** Maps resolver errors to catalogue extensions; unknown errors never leak their message. */
export function formatSubgraphError(err: GraphQLError, requestId: string, log: Logger): GraphQLError {
  const original = err.originalError;
  if (!original || isGraphQLError(original)) {
    // graphql-js's own request errors (a variable of the wrong type or shape) carry no code: they
    // are the caller's mistake, SVC-VALID-4000, never left for a client to read as internal.
    if (err.extensions?.code !== undefined || err.path) return err;
    return new GraphQLError(err.message, {
      nodes: err.nodes,
      source: err.source,
      positions: err.positions,
      extensions: graphqlExtensions(new AppError('SVC-VALID-4000'), { requestId }),
    });
  }
  if (!isAppError(original)) log.error({ err: original, path: err.path }, 'resolver failed');
  const ext = graphqlExtensions(original, { requestId });
  return new GraphQLError(isAppError(original) ? original.publicMessage : 'Internal error.', {
    nodes: err.nodes,
    source: err.source,
    positions: err.positions,
    path: err.path,
    extensions: ext,
  });
}

/**
 * Routes a subgraph serves beside /graphql on the same listener (inference's `/v1`). The kit
 * gives them what /graphql has: the request id (`x-request-id` set before `handle` runs), the
 * access log and request metrics under the label `match` returns, tracing, and `readJsonBody`
 * for bounded body parsing. An error `handle` throws synchronously is rendered through the
 * catalogue (`renderHttp`); errors after that are the routes' to render, in their own shape.
 */
export interface SubgraphRoutes {
  /** A bounded label for `path` when these routes serve it (metrics, spans, access log), else null. */
  match(path: string): string | null;
  handle(req: IncomingMessage, res: ServerResponse, path: string, requestId: string): void;
  /** On stop, after the listener stops accepting: ends requests still in flight (streams). */
  abortAll?(): void;
}

/** A WebSocket endpoint at /graphql (GraphQL subscriptions), handed every upgrade to that path. */
export interface SubgraphWebSocket {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** On stop, first: completes what is open over it. */
  close(): Promise<void>;
}

export interface SubgraphServerOptions {
  name: string;
  schema: GraphQLSchema;
  host: string;
  port: number;
  log: Logger;
  /** Extra readiness checks (backends this subgraph needs). */
  readiness?: Readiness;
  /** Released on stop (gRPC clients, pools), after in-flight requests ended. */
  onStop?: () => Promise<void>;
  /** The process's metrics (served on this internal listener's /metrics); one is made if absent. */
  metrics?: ServiceMetrics;
  /** Largest /graphql request body, bytes (SVC-VALID-4001 above). */
  maxBodyBytes?: number;
  /** The GraphQL context of an HTTP request (default: contextFromRequest). */
  context?: (req: IncomingMessage) => SubgraphContext;
  routes?: SubgraphRoutes;
  websocket?: (schema: GraphQLSchema) => SubgraphWebSocket;
  /** Node's whole-request deadline; 0 for routes that stream for as long as the answer takes. */
  requestTimeoutMs?: number;
}

export const DEFAULT_SUBGRAPH_MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface RunningSubgraph extends RunningService {
  server: Server;
  port: number;
}

const PLAIN_ROUTES = new Set(['/graphql', '/healthz', '/readyz', '/metrics']);

function sendGraphQLError(res: ServerResponse, e: unknown, requestId: string) {
  const err = toAppError(e);
  sendJson(res, err.def.http, {
    errors: [{ message: err.publicMessage, extensions: graphqlExtensions(err, { requestId }) }],
  });
}

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The GraphQL-over-HTTP envelope graphql-http expects, refused with a typed code (it would answer untyped). */
function assertGraphQLParams(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw new AppError('SVC-VALID-4000', 'The request body must be a JSON object.');
  const { query, variables, operationName, extensions } = body as Record<string, unknown>;
  if (typeof query !== 'string') throw new AppError('SVC-VALID-4000', 'query must be a string.');
  if (variables != null && !isObject(variables)) throw new AppError('SVC-VALID-4000', 'variables must be an object.');
  if (operationName != null && typeof operationName !== 'string')
    throw new AppError('SVC-VALID-4000', 'operationName must be a string.');
  if (extensions != null && !isObject(extensions))
    throw new AppError('SVC-VALID-4000', 'extensions must be an object.');
  return body as Record<string, unknown>;
}

export async function startSubgraphServer(opts: SubgraphServerOptions): Promise<RunningSubgraph> {
  const { log, routes } = opts;
  const readiness = opts.readiness ?? createReadiness(log);
  const bodyLimits = { maxBytes: opts.maxBodyBytes ?? DEFAULT_SUBGRAPH_MAX_BODY_BYTES };
  const contextOf = opts.context ?? contextFromRequest;
  const handleGraphQL = createHandler<IncomingMessage, { res: ServerResponse }, SubgraphContext>({
    schema: opts.schema,
    parse: boundedParse as typeof import('graphql').parse,
    context: (req) => contextOf(req.raw),
    onOperation: (_req, args, result) => {
      if (!result.errors) return;
      const requestId = args.contextValue?.requestId ?? 'unknown';
      return { ...result, errors: result.errors.map((e) => formatSubgraphError(e, requestId, log)) };
    },
  });
  // graphql-http would read a body of any size and depth: the kit reads it (bounded) and hands
  // graphql-http the parsed value.
  async function graphql(req: IncomingMessage, res: ServerResponse) {
    let body: unknown = null;
    if (req.method === 'POST') {
      try {
        body = assertGraphQLParams(await readJsonBody(req, bodyLimits));
      } catch (e) {
        return sendGraphQLError(res, e, requestIdFrom(req.headers['x-request-id']));
      }
    }
    const [payload, init] = await handleGraphQL({
      url: req.url ?? '/graphql',
      method: req.method ?? 'GET',
      headers: req.headers,
      body: body as Record<string, unknown> | null,
      raw: req,
      context: { res },
    });
    res.writeHead(init.status, init.statusText, init.headers).end(payload);
  }
  const routeOf = (path: string) => (PLAIN_ROUTES.has(path) ? path : (routes?.match(path) ?? 'other'));
  const metrics = opts.metrics ?? createServiceMetrics(`subgraph-${opts.name}`);
  const server = createHttpServer(
    tracedListener(
      (req) => `${req.method} ${routeOf((req.url ?? '/').split('?')[0])}`,
      (req, res) => {
        const path = (req.url ?? '/').split('?')[0];
        const route = routeOf(path);
        observeRequest(req, res, { log, metrics, route });
        if (path === '/metrics' && req.method === 'GET') return sendMetrics(metrics, res);
        if (path === '/graphql') {
          graphql(req, res).catch((err) => {
            log.error({ err }, 'graphql handler failed');
            if (!res.headersSent) res.writeHead(500).end();
          });
          return;
        }
        if (path === '/healthz') return sendJson(res, 200, { status: 'ok', service: opts.name });
        if (path === '/readyz') {
          void readiness.evaluate().then(({ ready, checks }) => sendJson(res, ready ? 200 : 503, { ready, checks }));
          return;
        }
        if (routes && route !== 'other') {
          const requestId = requestIdFrom(req.headers['x-request-id']);
          res.setHeader('x-request-id', requestId);
          try {
            routes.handle(req, res, path, requestId);
          } catch (e) {
            if (!isAppError(e)) log.error({ err: e, requestId }, 'route failed');
            const r = renderHttp(e, { requestId });
            if (!res.headersSent) sendJson(res, r.status, r.body);
          }
          return;
        }
        sendJson(res, 404, { error: { code: 'SVC-VALID-4041', message: 'Not found.' } });
      },
    ),
  );
  server.keepAliveTimeout = 65_000;
  if (opts.requestTimeoutMs !== undefined) server.requestTimeout = opts.requestTimeoutMs;
  const ws = opts.websocket?.(opts.schema) ?? null;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (ws && (req.url ?? '/').split('?')[0] === '/graphql') return ws.handleUpgrade(req, socket, head);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  const port = await listen(server, opts.port, opts.host);
  log.info({ port }, `${opts.name} subgraph listening`);
  let stopped: Promise<void> | null = null;
  return {
    server,
    port,
    stop() {
      stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        await ws?.close();
        routes?.abortAll?.();
        server.closeIdleConnections();
        // A route's request that outlives its abort (a stream still flushing) is cut after a grace
        // period; GraphQL requests in flight finish as before.
        const force = routes ? setTimeout(() => server.closeAllConnections(), 2_000) : undefined;
        await closed;
        clearTimeout(force);
        await opts.onStop?.();
      })();
      return stopped;
    },
  };
}
