/**
 * One access-log line per request on every listener: method, route template, status, duration,
 * request id, trace id, and the principal and workspace when the request carried them. Never a
 * credential, a header value other than these, a query string or a body: the route is the
 * template the listener matched, not the raw URL (a query string can carry a token). A 304 (a
 * conditional poll that found nothing new) is logged at debug, everything else at info.
 */
import type { Logger } from '../log/logger.ts';
import { requestSpanTraceId } from '../tracing/tracing.ts';

export interface AccessEntry {
  listener: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  requestId: string;
  traceId?: string | null;
  principal?: string | null;
  workspace?: string | null;
}

let enabled = true;

/** ACCESS_LOG=false turns the lines off for the whole process (runService reads it at start). */
export function setAccessLog(on: boolean): void {
  enabled = on;
}

export function logAccess(log: Logger, e: AccessEntry): void {
  if (!enabled) return;
  // 304 answers a conditional poll that found nothing new (a gateway asks the registry every few
  // seconds): at debug, so a quiet platform's log stays quiet.
  log[e.status === 304 ? 'debug' : 'info'](
    {
      listener: e.listener,
      method: e.method,
      route: e.route,
      status: e.status,
      durationMs: Math.round(e.durationMs * 1000) / 1000,
      requestId: e.requestId,
      ...(e.traceId ? { traceId: e.traceId } : {}),
      ...(e.principal ? { principal: e.principal } : {}),
      ...(e.workspace ? { workspace: e.workspace } : {}),
    },
    'request',
  );
}

/** The trace id to log for a request: its server span's when tracing is on, else its traceparent's. */
export function requestTraceId(req: import('node:http').IncomingMessage): string | null {
  return requestSpanTraceId(req) ?? traceIdFrom(req.headers.traceparent);
}

const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The trace id of a W3C `traceparent` header, or null when absent or malformed (or all zeros). */
export function traceIdFrom(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || header.length !== 55) return null;
  const m = TRACEPARENT.exec(header);
  return m && m[1] !== '00000000000000000000000000000000' ? m[1] : null;
}
