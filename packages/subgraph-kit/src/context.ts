/**
 * The request context every subgraph resolver receives. Identity comes only from the SVC-*
 * headers the gateway injects after validating the credential (the gateway strips any such
 * header a client sends). A request without them is anonymous.
 */
import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER, readIdentityHeaders, requestIdFrom, type EdgeIdentity } from '@svc/core';

/** The caller as the gateway validated it (the header contract's identity, less what subgraphs need not see). */
export type CallerIdentity = Pick<
  EdgeIdentity,
  'userId' | 'orgId' | 'workspaceId' | 'clientId' | 'tokenId' | 'actingUserId'
>;

export interface SubgraphContext extends Record<PropertyKey, unknown> {
  requestId: string;
  caller: CallerIdentity | null;
  /** The client's `Idempotency-Key` header, forwarded by the gateway (createApiKey). */
  idempotencyKey?: string | null;
  /** The client's `X-Step-Up-Token` header, forwarded by the gateway (step-up-bound mutations). */
  stepUpToken?: string | null;
  /** The client's address, for anonymous operations only (the edge's `svc-client-address`). */
  clientAddress?: string | null;
}

function header(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** `requestId`: when the listener already derived it from `x-request-id`. */
export function contextFromRequest(
  req: IncomingMessage,
  requestId = requestIdFrom(req.headers['x-request-id']),
): SubgraphContext {
  // The caller, through the one SVC-* header contract (packages/core/src/identity-headers.ts).
  const id = readIdentityHeaders(req.headers);
  return {
    requestId,
    idempotencyKey: header(req, 'idempotency-key'),
    stepUpToken: header(req, 'x-step-up-token'),
    clientAddress: id ? null : header(req, CLIENT_ADDRESS_HEADER),
    caller: id
      ? {
          userId: id.userId,
          orgId: id.orgId,
          workspaceId: id.workspaceId,
          clientId: id.clientId,
          tokenId: id.tokenId,
          actingUserId: id.actingUserId,
        }
      : null,
  };
}
