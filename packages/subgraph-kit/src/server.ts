/**
 * A federation subgraph server: the schema is built with @apollo/subgraph from the subgraph's
 * own schema.graphql and served over GraphQL-over-HTTP by graphql-http (the reference
 * implementation of the spec), plus /healthz and /readyz. Errors are rendered through the
 * catalogue so `extensions.code` and `extensions.svc` are the same in every subgraph.
 */
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { parse, GraphQLError, type GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { createHandler } from 'graphql-http/lib/use/http';
import { AppError, assertStorableInput, createReadiness, createServiceMetrics, listen, graphqlExtensions, isAppError, sendMetrics, tracedListener, createHttpServer, type Logger, type Readiness, type RunningService, type ServiceMetrics } from '@svc/core';
import { contextFromRequest, type SubgraphContext } from './context.ts';
import { boundedParse } from './document-depth.ts';
import { observeRequest } from './request-observer.ts';

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
const isGraphQLError = (e: unknown) => e instanceof GraphQLError || (e as { [Symbol.toStringTag]?: string })?.[Symbol.toStringTag] === 'GraphQLError';

/** Maps resolver errors to catalogue extensions; unknown errors never leak their message. */
export function formatSubgraphError(err: GraphQLError, requestId: string, log: Logger): GraphQLError {
  const original = err.originalError;
  if (!original || isGraphQLError(original)) {
    // graphql-js's own request errors (a variable of the wrong type or shape) carry no code: they
    // are the caller's mistake, SVC-VALID-4000, never left for a client to read as internal.
    if (err.extensions?.code !== undefined || err.path) return err;
    return new GraphQLError(err.message, {
      nodes: err.nodes, source: err.source, positions: err.positions, extensions: graphqlExtensions(new AppError('SVC-VALID-4000'), { requestId }),
    });
  }
  if (!isAppError(original)) log.error({ err: original, path: err.path }, 'resolver failed');
  const ext = graphqlExtensions(original, { requestId });
  return new GraphQLError(isAppError(original) ? original.publicMessage : 'Internal error.', {
    nodes: err.nodes, source: err.source, positions: err.positions, path: err.path, extensions: ext,
  });
}

export interface SubgraphServerOptions {
  name: string;
  schema: GraphQLSchema;
  host: string;
  port: number;
  log: Logger;
  /** Extra readiness checks (backends this subgraph needs). */
  readiness?: Readiness;
  /** Released on stop (gRPC clients, pools). */
  onStop?: () => Promise<void>;
  /** The process's metrics (served on this internal listener's /metrics); one is made if absent. */
  metrics?: ServiceMetrics;
}

export async function startSubgraphServer(opts: SubgraphServerOptions): Promise<RunningService & { server: Server; port: number }> {
  const { log } = opts;
  const readiness = opts.readiness ?? createReadiness(log);
  const graphql = createHandler<SubgraphContext>({
    schema: opts.schema,
    parse: boundedParse as typeof import('graphql').parse,
    context: (req) => contextFromRequest(req.raw),
    onOperation: (_req, args, result) => {
      if (!result.errors) return;
      const requestId = args.contextValue?.requestId ?? 'unknown';
      return { ...result, errors: result.errors.map((e) => formatSubgraphError(e, requestId, log)) };
    },
  });
  const metrics = opts.metrics ?? createServiceMetrics(`subgraph-${opts.name}`);
  const server = createHttpServer(tracedListener((req) => `${req.method} ${(req.url ?? '/').split('?')[0] === '/graphql' ? '/graphql' : 'other'}`, (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    observeRequest(req, res, { log, metrics, route: path === '/graphql' || path === '/healthz' || path === '/readyz' || path === '/metrics' ? path : 'other' });
    if (path === '/metrics' && req.method === 'GET') return sendMetrics(metrics, res);
    if (path === '/graphql') {
      graphql(req, res).catch((err) => {
        log.error({ err }, 'graphql handler failed');
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', service: opts.name }));
      return;
    }
    if (path === '/readyz') {
      readiness.evaluate().then(({ ready, checks }) => {
        res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ ready, checks }));
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'SVC-VALID-4041', message: 'Not found.' } }));
  }));
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, opts.port, opts.host);
  log.info({ port }, `${opts.name} subgraph listening`);
  return {
    server,
    port,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await opts.onStop?.();
    },
  };
}
