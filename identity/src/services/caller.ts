/**
 * The caller of an administration RPC: the identity the gateway validated and injected (SVC-*
 * headers), passed on by the subgraph. It is never client input, so identity trusts its fields,
 * and still re-checks permissions for every operation (roles can change after a token is minted).
 */
import { AppError } from '@svc/core';
import { currentRequestId } from './request-context.ts';

export interface Caller {
  userId: string;
  orgId: string;
  workspaceId: string;
  /** The access token's `jti`; user-session tokens carry their family (see sessionFamilyOfJti). */
  tokenId: string;
  /** The server request id of the call (empty when none): the audit events' correlationKey. */
  requestId: string;
}

export interface ProtoCallerMessage {
  user_id?: string;
  org_id?: string;
  workspace_id?: string;
  token_id?: string;
}

/** The caller of a request, or SVC-AUTH-1000 when the message carries none. */
export function callerFrom(m: ProtoCallerMessage | null | undefined): Caller {
  if (!m?.user_id || !m.org_id || !m.workspace_id) throw new AppError('SVC-AUTH-1000', 'the request carries no caller');
  return {
    userId: m.user_id,
    orgId: m.org_id,
    workspaceId: m.workspace_id,
    tokenId: m.token_id ?? '',
    requestId: currentRequestId(),
  };
}

/** The caller when one is present (reads that service callers also make without one). */
export function optionalCaller(m: ProtoCallerMessage | null | undefined): Caller | null {
  return m?.user_id || m?.org_id || m?.workspace_id ? callerFrom(m) : null;
}
