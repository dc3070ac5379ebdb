/**
 * What every subgraph listener does when a request finishes: one request-duration observation and,
 * for the API routes, one access-log line. The gateway is the only caller of a subgraph's API, so
 * the principal and workspace come from the SVC-* identity headers it sets.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IDENTITY_HEADERS, logAccess, requestTraceId, type Logger, type ServiceMetrics } from '@svc/core';

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  opts: { log: Logger; metrics: ServiceMetrics; route: string },
): void {
  const started = performance.now();
  res.on('finish', () => {
    const ms = performance.now() - started;
    opts.metrics.observeRequest('http', opts.route, res.statusCode, ms / 1000);
    if (PROBES.has(opts.route)) return;
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
    logAccess(opts.log, {
      listener: 'http',
      method: req.method ?? 'GET',
      route: opts.route,
      status: res.statusCode,
      durationMs: ms,
      requestId: header('x-request-id') ?? '',
      traceId: requestTraceId(req),
      principal: header(IDENTITY_HEADERS.userId) ?? header(IDENTITY_HEADERS.clientId),
      workspace: header(IDENTITY_HEADERS.workspaceId),
    });
  });
}
