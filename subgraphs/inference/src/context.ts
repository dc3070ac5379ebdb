/**
 * The inference request context: the subgraph-kit context (request id, caller from the
 * gateway's SVC-* headers) plus the API key the gateway exchanged (`SVC-Api-Key-Id`, for usage
 * attribution) and, on WebSocket connections, the caller's permissions (`svc-permissions` in
 * the `connection_init` headers). HTTP requests carry no permissions: the gateway authorizes
 * those before forwarding them.
 */
import type { IncomingMessage } from 'node:http';
import { contextFromRequest, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Caller } from './services/inference-service.ts';

export interface InferenceContext extends SubgraphContext {
  apiKeyId?: string | null;
  permissions?: readonly string[] | null;
}

export const API_KEY_ID_HEADER = 'svc-api-key-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The API-key id header, when present and well-formed (anything else is ignored, not trusted). */
export function apiKeyIdFrom(v: unknown): string | null {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && SAFE_ID.test(s) ? s : null;
}

export function httpContext(req: IncomingMessage, requestId?: string): InferenceContext {
  return {
    ...contextFromRequest(req, requestId),
    apiKeyId: apiKeyIdFrom(req.headers[API_KEY_ID_HEADER]),
    permissions: null,
  };
}

/** The caller for attribution; SVC-AUTH-1000 when the request carries no identity. */
export function callerOf(ctx: InferenceContext): Caller {
  const c = requireCaller(ctx);
  return {
    userId: c.userId,
    orgId: c.orgId,
    workspaceId: c.workspaceId,
    apiKeyId: ctx.apiKeyId ?? null,
    requestId: ctx.requestId,
  };
}
