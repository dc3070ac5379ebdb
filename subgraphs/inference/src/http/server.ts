/**
 * The inference subgraph's one listener:
 *
 *   /graphql   GraphQL over HTTP (graphql-http, as every subgraph) and, on upgrade, GraphQL
 *              subscriptions over WebSocket (graphql-transport-ws)
 *   /v1/*      the OpenAI-compatible subset
 *   /healthz, /readyz, /metrics (this listener is internal: only the gateway and scrapers reach it)
 *
 * Why not subgraph-kit's startSubgraphServer: it owns its request listener and answers every
 * other path with 404 and has no upgrade hook, so `/v1` and WebSocket could only be bolted on by
 * swapping its listener after it is already listening. This server reuses the kit's parts
 * (schema building, context from the SVC-* headers, the catalogue error formatter) and adds the
 * two transports; if the kit grows `routes`/`onUpgrade` options, this file shrinks to a call.
 */
import type { Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/http';
import { createServiceMetrics, listen, sendJson, sendMetrics, tracedListener, createHttpServer, type Logger, type Readiness, type RunningService, type ServiceMetrics } from '@svc/core';
import { formatSubgraphError, observeRequest } from '@svc/subgraph-kit';
import { httpContext, type InferenceContext } from '../context.ts';
import { attachSubscriptions, type SubscriptionServer } from '../ws/subscriptions.ts';
import type { OpenAIRoutes } from './openai-routes.ts';

export interface InferenceServerOptions {
  schema: GraphQLSchema;
  routes: OpenAIRoutes;
  host: string;
  port: number;
  log: Logger;
  readiness: Readiness;
  ws: { keepAliveMs: number; connectionInitMs: number; maxPayloadBytes: number };
  /** Released on stop, after in-flight requests ended (usage flush, database pool). */
  onStop?: () => Promise<void>;
  /** The process's metrics, served on /metrics (this listener is internal); one is made if absent. */
  metrics?: ServiceMetrics;
}

/** A bounded route label for /v1 paths: the known OpenAI routes by name, anything else `/v1/other`. */
function v1Route(path: string): string {
  return path === '/v1/chat/completions' || path === '/v1/chat/completions/stream' || path === '/v1/embeddings' || path === '/v1/models' ? path : '/v1/other';
}

export interface InferenceServer extends RunningService {
  server: Server;
  port: number;
  subscriptions: SubscriptionServer;
}

export async function startInferenceServer(opts: InferenceServerOptions): Promise<InferenceServer> {
  const { log } = opts;
  const graphql = createHandler<InferenceContext>({
    schema: opts.schema,
    context: (req) => httpContext(req.raw),
    onOperation: (_req, args, result) => {
      if (!result.errors) return;
      const requestId = args.contextValue?.requestId ?? 'unknown';
      return { ...result, errors: result.errors.map((e) => formatSubgraphError(e, requestId, log)) };
    },
  });

  const metrics = opts.metrics ?? createServiceMetrics('subgraph-inference');
  const server = createHttpServer(tracedListener((req) => `${req.method} ${(req.url ?? '/').split('?')[0] === '/graphql' ? '/graphql' : (req.url ?? '/').startsWith('/v1') ? '/v1' : 'other'}`, (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const route = path === '/graphql' || path === '/healthz' || path === '/readyz' || path === '/metrics' ? path : path === '/v1' || path.startsWith('/v1/') ? v1Route(path) : 'other';
    observeRequest(req, res, { log, metrics, route });
    if (path === '/metrics' && req.method === 'GET') return sendMetrics(metrics, res);
    if (path === '/graphql') {
      graphql(req, res).catch((err) => {
        log.error({ err }, 'graphql handler failed');
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    if (path === '/v1' || path.startsWith('/v1/')) return opts.routes.handle(req, res, path);
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok', service: 'inference' });
    if (path === '/readyz') {
      void opts.readiness.evaluate().then(({ ready, checks }) => sendJson(res, ready ? 200 : 503, { ready, checks }));
      return;
    }
    sendJson(res, 404, { error: { code: 'SVC-VALID-4041', message: 'Not found.' } });
  }));
  server.keepAliveTimeout = 65_000;
  // Streams can be long: no whole-request deadline (the per-chunk upstream timeout applies).
  server.requestTimeout = 0;
  const subscriptions = attachSubscriptions({ server, schema: opts.schema, log, ...opts.ws });
  const port = await listen(server, opts.port, opts.host);
  log.info({ port }, 'inference subgraph listening (/graphql HTTP+WebSocket, /v1)');

  let stopped: Promise<void> | null = null;
  return {
    server,
    port,
    subscriptions,
    stop() {
      stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        await subscriptions.close(); // completes subscriptions: their upstream requests abort
        opts.routes.abortAll(); // in-flight /v1 requests and streams; partial usage is recorded
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), 2_000);
        await closed;
        clearTimeout(force);
        await opts.onStop?.();
      })();
      return stopped;
    },
  };
}
