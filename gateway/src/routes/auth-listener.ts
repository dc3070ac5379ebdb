/**
 * The {auth_url} listener: OAuth, discovery and JWKS, proxied to identity with the body streamed
 * and status and headers kept. Identity down answers 503 temporarily_unavailable.
 */
import { request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  requestIdFrom,
  renderOAuth,
  OAuthError,
  sendJson,
  renderHttp,
  AppError,
  injectTraceContext,
  logAccess,
  requestTraceId,
  tracedListener,
  createHttpServer,
  type LingerBounds,
  type Logger,
} from '@svc/core';
import type { Metrics } from '../metrics.ts';
import type { CorsHandler } from './cors.ts';
import { UpstreamTimeoutError, watchUpstream, type UpstreamTimeouts } from './upstream-timeouts.ts';

const PUBLIC_DOCUMENT = /^\/\.well-known\/(oauth-authorization-server|openid-configuration|jwks\.json)$/;
const PROXIED = [/^\/oauth\/[a-z_]+$/, /^\/email\/verify$/, PUBLIC_DOCUMENT];
// Hop-by-hop headers (RFC 9110 §7.6.1) never cross a proxy.
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
]);

// One keep-alive pool for every proxied request: a new TCP connection per request costs more than
// the rest of the hop (measured in bench/gateway-streaming.ts).
const upstreamAgent = new Agent({ keepAlive: true, maxSockets: 1024, keepAliveMsecs: 10_000 });

/**
 * `service` names the upstream in the log and the error (identity, inference). `onUnavailable` is
 * told whether the upstream could not be reached or did not answer in time (upstream-timeouts.ts).
 */
export function proxyTo(
  target: URL,
  req: IncomingMessage,
  res: ServerResponse,
  opts: {
    service: string;
    requestId: string;
    timeouts: UpstreamTimeouts;
    log: Logger;
    onUnavailable: (failure: { timedOut: boolean; message: string }) => void;
  },
) {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP.has(k)) headers[k] = v;
  headers['x-request-id'] = opts.requestId;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  injectTraceContext(headers);
  const upstream = httpRequest(
    { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers, agent: upstreamAgent },
    (up) => {
      deadlines.responded(up);
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && !HOP.has(k)) out[k] = v;
      res.writeHead(up.statusCode ?? 502, out);
      // An upstream that resets mid-body ends this response; it must not raise an unhandled 'error'.
      up.on('error', () => res.destroy());
      up.pipe(res);
      // An upstream may answer before it has read the whole body (identity refuses a wrong content
      // type or an oversized form at once). Node's client stops relaying the socket's 'drain' once
      // the response is complete, so the pipe below would wait for it forever and the client's
      // connection would stall with its next request unread. That upstream connection cannot be
      // reused (its body was cut short): it is closed, and the rest of the body is drained below.
      up.on('end', () => {
        answered = true;
        if (!req.complete) upstream.destroy();
      });
    },
  );
  const deadlines = watchUpstream(upstream, opts.timeouts);
  let answered = false;
  // A client that goes away aborts the upstream request (a stream stops costing tokens).
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', (err) => {
    // Once the answer is complete, closing that upstream connection (above) is not a failure.
    if (answered) return;
    const timedOut = err instanceof UpstreamTimeoutError;
    // After the headers a deadline can only be the idle one: the answer is cut where it stands.
    const what = timedOut
      ? res.headersSent
        ? `${opts.service} went silent mid-answer`
        : `${opts.service} did not answer in time`
      : `${opts.service} unreachable`;
    opts.log.warn(
      {
        err: err.message,
        requestId: opts.requestId,
        upstream: opts.service,
        ...(timedOut ? { phase: err.phase } : {}),
      },
      what,
    );
    if (!res.headersSent) opts.onUnavailable({ timedOut: timedOut && err.phase !== 'connect', message: err.message });
    else res.destroy();
  });
  req.on('error', () => upstream.destroy());
  // Once the upstream exchange is over (answered early, failed, timed out), whatever the client is
  // still sending is read and dropped, as Node's own server does with a body its handler never
  // read: left unread, it would stall the client's keep-alive connection, the next request on it
  // never parsed. Once the answer is written the connection closes after a bounded drain
  // (createHttpServer), so a client cannot go on sending for long.
  upstream.on('close', () => {
    if (req.complete || req.destroyed) return;
    req.unpipe(upstream);
    req.resume();
  });
  req.pipe(upstream);
}

/**
 * `cors.endpoints` applies to the OAuth endpoints (the allow-list), `cors.publicDocuments` to
 * discovery and JWKS (any origin).
 */
export function createAuthListener(opts: {
  identityUrl: string;
  timeouts: UpstreamTimeouts;
  log: Logger;
  metrics: Metrics;
  refusalDrain: LingerBounds;
  cors: { endpoints: CorsHandler; publicDocuments: CorsHandler };
}) {
  const target = new URL(opts.identityUrl);
  return createHttpServer(
    tracedListener(
      (req) =>
        `${req.method} ${(req.url ?? '/').split('?')[0].startsWith('/.well-known/') ? '/.well-known' : '/oauth'}`,
      (req, res) => {
        const started = process.hrtime.bigint();
        const requestId = requestIdFrom(req.headers['x-request-id']);
        const path = (req.url ?? '/').split('?')[0];
        res.on('finish', () => {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          // A path identity does not know (404) is `other`, so no client can mint label values.
          const route = res.statusCode !== 404 && PROXIED.some((r) => r.test(path)) ? path : 'other';
          opts.metrics.observe('auth', route, res.statusCode, seconds);
          if (path !== '/healthz')
            logAccess(opts.log, {
              listener: 'auth',
              method: req.method ?? 'GET',
              route,
              status: res.statusCode,
              durationMs: seconds * 1000,
              requestId,
              traceId: requestTraceId(req),
            });
        });
        res.setHeader('x-request-id', requestId);
        if ((PUBLIC_DOCUMENT.test(path) ? opts.cors.publicDocuments : opts.cors.endpoints)(req, res)) return;
        if (path === '/healthz') return sendJson(res, 200, { status: 'ok', service: 'gateway-auth' });
        if (!PROXIED.some((r) => r.test(path))) {
          const r = renderHttp(new AppError('SVC-VALID-4041'), { requestId });
          return sendJson(res, r.status, r.body);
        }
        proxyTo(target, req, res, {
          service: 'identity',
          requestId,
          timeouts: opts.timeouts,
          log: opts.log,
          onUnavailable: () => {
            const r = renderOAuth(new OAuthError('temporarily_unavailable', 'the identity service is unavailable'));
            sendJson(res, r.status, r.body, r.headers);
          },
        });
      },
    ),
    opts.refusalDrain,
  );
}
