/**
 * Identity's HTTP transport: a route table of exact method+path pairs. Only the gateway reaches
 * this listener (it proxies the OAuth, discovery, SCIM and audit-export download paths); it is
 * never exposed directly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  requestIdFrom,
  renderHttp,
  AppError,
  IDENTITY_HEADERS,
  logAccess,
  sendMetrics,
  requestTraceId,
  tracedListener,
  createHttpServer,
  type Logger,
  type Readiness,
  type ServiceMetrics,
} from '@svc/core';
import { sendJson } from '@svc/core';

export type Handler = (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<void> | void;

export function createIdentityHttpServer(opts: {
  routes: Record<string, Handler>;
  readiness: Readiness;
  log: Logger;
  metrics: ServiceMetrics;
  /** Routers for path families with parameters (SCIM): called when no exact route matches; true when handled. */
  fallback?: (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<boolean>;
}) {
  const routes: Record<string, Handler> = {
    'GET /healthz': (_q, res) => sendJson(res, 200, { status: 'ok', service: 'identity' }),
    'GET /readyz': async (_q, res) => {
      const r = await opts.readiness.evaluate();
      sendJson(res, r.ready ? 200 : 503, r);
    },
    // This listener is internal (only the gateway and scrapers reach it), so /metrics lives here.
    'GET /metrics': (_q, res) => sendMetrics(opts.metrics, res),
    ...opts.routes,
  };
  // Path families with parameters are one label each, so no client can mint label values.
  const family = (path: string) =>
    path.includes('/scim/v2/') ? '/scim/v2' : path.startsWith('/audit/exports/') ? '/audit/exports' : null;
  return createHttpServer(
    tracedListener(
      (req) => `${req.method} ${family((req.url ?? '/').split('?')[0]) ?? (req.url ?? '/').split('?')[0]}`,
      (req, res) => {
        const started = performance.now();
        const requestId = requestIdFrom(req.headers['x-request-id']);
        res.setHeader('x-request-id', requestId);
        const path = (req.url ?? '/').split('?')[0];
        const handler = routes[`${req.method} ${path}`];
        // A known path with another method is a 405 here, never a fallback's business.
        const known = !handler && Object.keys(routes).some((k) => k.endsWith(` ${path}`));
        // Route labels are bounded: an exact route, the SCIM family, or `other`.
        const route = handler !== undefined || known ? path : (family(path) ?? 'other');
        res.on('finish', () => {
          const ms = performance.now() - started;
          opts.metrics.observeRequest('http', route, res.statusCode, ms / 1000);
          if (path === '/healthz' || path === '/readyz' || path === '/metrics') return;
          // The gateway sets the SVC-* identity headers on the SCIM requests it proxies.
          const header = (name: string) =>
            typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null;
          logAccess(opts.log, {
            listener: 'http',
            method: req.method ?? 'GET',
            route,
            status: res.statusCode,
            durationMs: ms,
            requestId,
            traceId: requestTraceId(req),
            principal: header(IDENTITY_HEADERS.userId) ?? header(IDENTITY_HEADERS.clientId),
            workspace: header(IDENTITY_HEADERS.workspaceId),
          });
        });
        if (!handler && !known && opts.fallback) {
          opts.fallback(req, res, requestId).then(
            (handled) => {
              if (handled || res.headersSent) return;
              const r = renderHttp(new AppError('SVC-VALID-4041'), { requestId });
              sendJson(res, r.status, r.body);
            },
            (err) => {
              opts.log.error({ err, requestId, path }, 'handler failed');
              if (!res.headersSent) {
                const r = renderHttp(err, { requestId });
                sendJson(res, r.status, r.body);
              }
            },
          );
          return;
        }
        if (!handler) {
          const r = renderHttp(new AppError(known ? 'SVC-VALID-4050' : 'SVC-VALID-4041'), { requestId });
          sendJson(res, r.status, r.body);
          return;
        }
        Promise.resolve(handler(req, res, requestId)).catch((err) => {
          opts.log.error({ err, requestId, path }, 'handler failed');
          if (!res.headersSent) {
            const r = renderHttp(err, { requestId });
            sendJson(res, r.status, r.body);
          }
        });
      },
    ),
  );
}
