/**
 * The request context every subgraph resolver receives. Identity comes only from the SVC-*
 * headers the gateway injects after validating the credential (the gateway strips any such
 * header a client sends). A request without them is anonymous.
 */
import type { IncomingMessage } from 'node:http';
import { requestIdFrom } from '@svc/core';

export interface CallerIdentity {
  userId: string;
  orgId: string;
  workspaceId: string;
  clientId: string | null;
  tokenId: string | null;
  actingUserId: string | null;
}

export interface SubgraphContext extends Record<PropertyKey, unknown> {
  requestId: string;
  caller: CallerIdentity | null;
  /** The client's `Idempotency-Key` header, forwarded by the gateway (createApiKey). */
  idempotencyKey?: string | null;
  /** The client's `X-Step-Up-Token` header, forwarded by the gateway (step-up-bound mutations). */
  stepUpToken?: string | null;
}

function header(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

export function contextFromRequest(req: IncomingMessage): SubgraphContext {
  const userId = header(req, 'svc-user-id');
  const orgId = header(req, 'svc-org-id');
  const workspaceId = header(req, 'svc-workspace-id');
  return {
    requestId: requestIdFrom(req.headers['x-request-id']),
    idempotencyKey: header(req, 'idempotency-key'),
    stepUpToken: header(req, 'x-step-up-token'),
    caller:
      userId && orgId && workspaceId
        ? {
            userId,
            orgId,
            workspaceId,
            clientId: header(req, 'svc-client-id'),
            tokenId: header(req, 'svc-token-id'),
            actingUserId: header(req, 'svc-acting-user-id'),
          }
        : null,
  };
}
