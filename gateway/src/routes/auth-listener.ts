/**
 * The {auth_url} listener: OAuth, discovery and JWKS, proxied to identity with the body streamed
 * and status and headers kept. Identity down answers 503 temporarily_unavailable.
 */
import { createServer, request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { requestIdFrom, renderOAuth, OAuthError, sendJson, renderHttp, AppError, type Logger } from '@svc/core';
import type { Metrics } from '../metrics.ts';

const PROXIED = [/^\/oauth\/[a-z_]+$/, /^\/\.well-known\/(oauth-authorization-server|openid-configuration|jwks\.json)$/];
// Hop-by-hop headers (RFC 9110 §7.6.1) never cross a proxy.
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate']);

// One keep-alive pool for every proxied request: a new TCP connection per request costs more than
// the rest of the hop (measured in bench/gateway-streaming.ts).
const upstreamAgent = new Agent({ keepAlive: true, maxSockets: 1024, keepAliveMsecs: 10_000 });

export function proxyTo(target: URL, req: IncomingMessage, res: ServerResponse, opts: { requestId: string; timeoutMs: number; log: Logger; onUnavailable: () => void }) {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP.has(k)) headers[k] = v;
  headers['x-request-id'] = opts.requestId;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  const upstream = httpRequest(
    { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers, timeout: opts.timeoutMs, agent: upstreamAgent },
    (up) => {
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && !HOP.has(k)) out[k] = v;
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
  // A client that goes away aborts the upstream request (a stream stops costing tokens).
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', (err) => {
    opts.log.warn({ err: err.message, requestId: opts.requestId }, 'identity unreachable');
    if (!res.headersSent) opts.onUnavailable();
    else res.destroy();
  });
  req.pipe(upstream);
}

export function createAuthListener(opts: { identityUrl: string; timeoutMs: number; log: Logger; metrics: Metrics }) {
  const target = new URL(opts.identityUrl);
  return createServer((req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const path = (req.url ?? '/').split('?')[0];
    res.on('finish', () => opts.metrics.observe('auth', PROXIED.some((r) => r.test(path)) ? path : 'other', res.statusCode, Number(process.hrtime.bigint() - started) / 1e9));
    res.setHeader('x-request-id', requestId);
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok', service: 'gateway-auth' });
    if (!PROXIED.some((r) => r.test(path))) {
      const r = renderHttp(new AppError('SVC-VALID-4041'), { requestId });
      return sendJson(res, r.status, r.body);
    }
    proxyTo(target, req, res, {
      requestId,
      timeoutMs: opts.timeoutMs,
      log: opts.log,
      onUnavailable: () => {
        const r = renderOAuth(new OAuthError('temporarily_unavailable', 'the identity service is unavailable'));
        sendJson(res, r.status, r.body, r.headers);
      },
    });
  });
}
