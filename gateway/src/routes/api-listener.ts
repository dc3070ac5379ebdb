/**
 * The {base_url} listener: /graphql, native /api/v1 operations, the SCIM proxy, the
 * OpenAI-compatible /v1 routes, and health and readiness (metrics are on the internal metrics
 * listener, never here). Every protected route runs the
 * credential chain first; client-sent SVC-* identity headers never pass; every request the edge
 * observes is recorded as activity.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AppError,
  CLIENT_ADDRESS_HEADER,
  createHttpServer,
  type LingerBounds,
  IDENTITY_HEADER_NAMES,
  logAccess,
  tracedListener,
  lookupSvc,
  requestTraceId,
  renderHttp,
  renderScim,
  requestIdFrom,
  sendJson,
  svcCodeForGraphQL,
  toAppError,
  writeIdentityHeaders,
  type Logger,
  type Readiness,
} from '@svc/core';
import { graphqlErrorResponse, writeGraphQL, type createGraphQLHandler } from '../graphql/graphql-handler.ts';
import { proxyTo } from './auth-listener.ts';
import { NATIVE_OPERATIONS } from './native-operations.ts';
import { newContext, type EdgeContext } from '../context.ts';
import type { EdgeChain, EntryPoint } from '../chain/index.ts';
import { clientAddress } from './client-address.ts';
import type { Metrics } from '../metrics.ts';
import type { ActivityRecorder } from '../audit/activity-recorder.ts';
/**
 * Presigned audit-export and subject-access-bundle downloads (identity presigns them; the URL is
 * the credential). Identity verifies and serves them; this edge only proxies. Must equal
 * identity's EXPORT_PATH_PREFIX (identity/src/audit/export/presigned-url.ts; a test checks).
 */
export const EXPORT_PATH_PREFIX = '/audit/exports/';
import type { CorsHandler } from './cors.ts';
import type { UpstreamTimeouts } from './upstream-timeouts.ts';
import type { GraphiQLRoutes } from '../graphql/graphiql.ts';
import type { LandingPage } from './landing-page.ts';

export interface ApiListenerDeps {
  log: Logger;
  readiness: Readiness;
  metrics: Metrics;
  chain: EdgeChain;
  graphql: ReturnType<typeof createGraphQLHandler>;
  audit: ActivityRecorder;
  /** Identity's HTTP listener: SCIM and the presigned audit-export downloads are proxied to it. */
  identityUrl: string;
  inferenceUrl: string;
  /** How a connection refused while its client still sends is drained before it closes. */
  refusalDrain: LingerBounds;
  /** Deadlines of the identity (SCIM, export downloads) and inference (/v1) proxies. */
  identityTimeouts: UpstreamTimeouts;
  inferenceTimeouts: UpstreamTimeouts;
  trustedProxyHops: number;
  /** CORS headers and preflight answers (cors.ts); runs before routing, so before the chain. */
  cors: CorsHandler;
  /** The GraphiQL IDE (graphiql.ts), present only while introspection is enabled. */
  graphiql: GraphiQLRoutes | null;
  /** GET / (landing-page.ts): what this origin is, with its links. */
  landing: LandingPage;
}

/** Which chain column a path runs (null: not a protected route). */
function entryOf(path: string): EntryPoint | null {
  if (path === '/graphql') return 'graphql';
  if (path.startsWith('/api/v1/iam/scim/v2/')) return 'scim';
  if (path.startsWith('/api/v1/')) return 'native';
  if (path.startsWith('/v1/')) return 'openai';
  return null;
}

function routeClass(path: string): string {
  if (path === '/graphql') return '/graphql';
  if (path.startsWith(EXPORT_PATH_PREFIX)) return EXPORT_PATH_PREFIX;
  if (path.startsWith('/api/v1/iam/scim/v2/')) return '/api/v1/iam/scim/v2';
  if (path.startsWith('/api/v1/')) return '/api/v1';
  if (path.startsWith('/v1/')) return '/v1';
  return path === '/healthz' || path === '/readyz' || path === '/' ? path : 'other';
}

/** Replaces identity headers with the validated ones (headers/identity-headers) before a request is proxied. */
function injectIdentity(req: IncomingMessage, ctx: EdgeContext) {
  for (const h of IDENTITY_HEADER_NAMES) delete req.headers[h];
  delete req.headers[CLIENT_ADDRESS_HEADER];
  delete req.headers['x-api-key'];
  // An API key presented as a bearer value must not travel further either.
  delete req.headers.authorization;
  Object.assign(req.headers, writeIdentityHeaders(ctx.claims!, ctx.apiKey?.id ?? null));
  req.headers['x-request-id'] = ctx.requestId;
}

export function createApiListener(deps: ApiListenerDeps) {
  const { log } = deps;
  const identity = new URL(deps.identityUrl);
  const inference = new URL(deps.inferenceUrl);

  /** The typed answer when a proxied upstream cannot be reached or does not answer in time. */
  const unavailable =
    (service: string, res: ServerResponse, requestId: string) =>
    ({ timedOut, message }: { timedOut: boolean; message: string }) => {
      const e = timedOut
        ? new AppError('SVC-SERVER-9005', `the ${service} service did not answer in time (${message})`)
        : new AppError('SVC-SERVER-9001', `the ${service} service is unreachable`);
      const r = renderHttp(e, { requestId });
      sendJson(res, r.status, r.body);
    };

  function proxy(
    target: URL,
    service: 'identity' | 'inference',
    req: IncomingMessage,
    res: ServerResponse,
    ctx: EdgeContext,
    opts: { forwardToken?: boolean } = {},
  ) {
    injectIdentity(req, ctx);
    // Identity verifies SCIM callers itself (defence in depth): it gets the validated JWT, never an API key.
    if (opts.forwardToken && ctx.token) req.headers.authorization = `Bearer ${ctx.token}`;
    proxyTo(target, req, res, {
      service,
      requestId: ctx.requestId,
      timeouts: service === 'inference' ? deps.inferenceTimeouts : deps.identityTimeouts,
      log,
      onUnavailable: unavailable(service, res, ctx.requestId),
    });
  }

  /**
   * GET /audit/exports/…: no credential chain (the presigned URL is the credential, checked by
   * identity); no credential the client sent travels on, and nothing but GET is forwarded.
   */
  function exportDownload(req: IncomingMessage, res: ServerResponse, requestId: string) {
    if (req.method !== 'GET') throw new AppError('SVC-VALID-4041');
    for (const h of [...IDENTITY_HEADER_NAMES, CLIENT_ADDRESS_HEADER, 'authorization', 'x-api-key', 'cookie'])
      delete req.headers[h];
    proxyTo(identity, req, res, {
      service: 'identity',
      requestId,
      timeouts: deps.identityTimeouts,
      log,
      onUnavailable: unavailable('identity', res, requestId),
    });
  }

  /** POST /api/v1/<operation>: the chain's native column reads the request (chain/steps/native-request.ts); the reply is REST-shaped. */
  async function nativeOperation(res: ServerResponse, ctx: EdgeContext, name: string) {
    const out = await deps.graphql.run(ctx);
    for (const [k, v] of Object.entries(ctx.responseHeaders)) res.setHeader(k, v);
    const errors = out.body.errors as { message: string; extensions: { code: string } }[] | undefined;
    if (errors?.length) {
      // The REST shape names SVC codes (GraphQL's errors carry Apollo's for validation and variables).
      const code = svcCodeForGraphQL(errors[0].extensions.code);
      const status = lookupSvc(code)?.http ?? (out.status >= 400 ? out.status : 400);
      return sendJson(res, status, { error: { code, message: errors[0].message, request_id: ctx.requestId } });
    }
    sendJson(res, 200, { data: (out.body.data as Record<string, unknown>)[NATIVE_OPERATIONS[name].field] });
  }

  return createHttpServer(
    tracedListener(
      (req) => `${req.method} ${routeClass((req.url ?? '/').split('?')[0])}`,
      (req, res) => {
        const started = process.hrtime.bigint();
        const requestId = requestIdFrom(req.headers['x-request-id']);
        let url: URL;
        try {
          url = new URL(req.url ?? '/', 'http://edge');
        } catch {
          url = new URL('http://edge/');
        }
        const path = url.pathname;
        const routeKey = `${req.method} ${path}`;
        const entry = entryOf(path);
        const ctx = newContext(entry ?? 'graphql', requestId, clientAddress(req, deps.trustedProxyHops), req, routeKey);
        const oneHeader = (name: string) => {
          const v = req.headers[name];
          return typeof v === 'string' && v.length > 0 && v.length <= 256 ? v : null;
        };
        ctx.forwarded = { idempotencyKey: oneHeader('idempotency-key'), stepUpToken: oneHeader('x-step-up-token') };
        res.setHeader('x-request-id', requestId);
        let preflight = false;
        const observed = path !== '/healthz' && path !== '/readyz';
        res.on('finish', () => {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const route = routeClass(path);
          deps.metrics.observe('api', route, res.statusCode, seconds);
          if (!observed) return;
          logAccess(log, {
            listener: 'api',
            method: req.method ?? 'GET',
            route,
            status: res.statusCode,
            durationMs: seconds * 1000,
            requestId,
            traceId: requestTraceId(req),
            principal: ctx.claims?.sub ?? ctx.claims?.client_id ?? null,
            workspace: ctx.claims?.workspace_id ?? null,
          });
          // A preflight carries no credential and does nothing: it is counted and logged, not recorded as activity.
          if (preflight) return;
          const auditStarted = performance.now();
          deps.audit.record({
            requestId,
            actorId: ctx.claims?.sub ?? ctx.claims?.client_id ?? null,
            orgId: ctx.claims?.org_id ?? null,
            workspaceId: ctx.claims?.workspace_id ?? null,
            action: ctx.action,
            method: req.method ?? 'GET',
            path,
            status: res.statusCode,
            outcome: ctx.denied ? 'denied' : res.statusCode < 400 ? 'success' : 'failure',
            occurredAt: new Date(),
          });
          // Recording is part of the chain's cost; requests that ran no timed chain step are not timed.
          if (ctx.chainMs > 0) deps.metrics.observeChain((ctx.chainMs + performance.now() - auditStarted) / 1000);
        });

        preflight = deps.cors(req, res);
        if (preflight) return;
        // The IDE's page and assets, and the landing page, are public documents: served before the chain, like health.
        if (deps.graphiql?.serve(req, res, path)) return;
        if (deps.landing.serve(req, res, path)) return;

        const work = (async () => {
          if (routeKey === 'GET /healthz') return sendJson(res, 200, { status: 'ok', service: 'gateway' });
          if (routeKey === 'GET /readyz') {
            const r = await deps.readiness.evaluate();
            return sendJson(res, r.ready ? 200 : 503, r);
          }
          if (path.startsWith(EXPORT_PATH_PREFIX)) return exportDownload(req, res, requestId);
          switch (entry) {
            case 'graphql':
              return deps.graphql.handleHttp(req, res, ctx, url);
            case 'native':
              return nativeOperation(res, ctx, path.slice('/api/v1/'.length));
            case 'scim':
              ctx.action = `scim.${req.method?.toLowerCase()}`;
              await deps.chain.run(ctx);
              for (const [k, v] of Object.entries(ctx.responseHeaders)) res.setHeader(k, v);
              return proxy(identity, 'identity', req, res, ctx, { forwardToken: true });
            case 'openai':
              ctx.action = `openai.${path.slice(4)}`;
              await deps.chain.run(ctx);
              for (const [k, v] of Object.entries(ctx.responseHeaders)) res.setHeader(k, v);
              return proxy(inference, 'inference', req, res, ctx);
            default:
              throw new AppError('SVC-VALID-4041');
          }
        })();

        work.catch((e) => {
          if (!(e instanceof AppError)) log.error({ err: e, requestId, path }, 'request failed');
          const status = e instanceof AppError ? e.def.http : 500;
          ctx.denied = status === 401 || status === 403 || status === 429;
          if (res.headersSent) return void res.destroy();
          for (const [k, v] of Object.entries(ctx.responseHeaders)) res.setHeader(k, v);
          if (e instanceof AppError && e.code === 'SVC-RATE-2001')
            res.setHeader('retry-after', String(e.details?.retryAfter ?? 1));
          if (status === 401) res.setHeader('www-authenticate', 'Bearer');
          if (entry === 'graphql') {
            const r = graphqlErrorResponse(e, requestId);
            return writeGraphQL(res, req, r.status, r.body);
          }
          if (entry === 'scim') {
            // SCIM clients parse SCIM errors: the chain's refusals speak their format too.
            const r = renderScim(toAppError(e));
            return sendJson(
              res,
              r.status,
              { ...r.body, svc_code: toAppError(e).code, request_id: requestId },
              { 'content-type': 'application/scim+json; charset=utf-8' },
            );
          }
          const r = renderHttp(e, { requestId });
          sendJson(res, r.status, r.body);
        });
      },
    ),
    deps.refusalDrain,
  );
}
