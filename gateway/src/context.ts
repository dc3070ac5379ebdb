import type { AccessClaims } from './auth/jwt-validator.ts';
import type { DeferredRevocation } from './auth/revocation.ts';

/** Per-request state, created by the listener and passed down; never module-level. */
export interface EdgeContext {
  requestId: string;
  /** Where the request came from (routes/client-address.ts): the key for anonymous rate limits. */
  clientAddress: string;
  claims: AccessClaims | null;
  /** The validated access JWT; forwarded to identity only (SCIM verifies it itself). */
  token: string | null;
  /** Set when the credential was an API key. */
  apiKey: { id: string; keyClass: string } | null;
  /** Client headers the subgraphs act on: `Idempotency-Key` (createApiKey) and `X-Step-Up-Token`. */
  forwarded: { idempotencyKey: string | null; stepUpToken: string | null };
  /** What the audit record calls this request (e.g. `graphql.query`). */
  action: string;
  /** Set when the chain denied the request (audit outcome `denied`). */
  denied: boolean;
  /** A revocation check still owed for `claims` (see DeferredRevocation); null once made. */
  pendingRevocation: DeferredRevocation | null;
  /** Wall time spent in the chain's own steps so far (see chainStep). */
  chainMs: number;
}

/**
 * Runs one step of the chain (credential, revocation, policy, rate limit) and adds its wall time
 * to `ctx.chainMs`, which the listener reports as svc_gateway_chain_duration_seconds: the latency
 * the chain itself adds to a request, apart from parsing, planning and the subgraphs.
 */
export async function chainStep<T>(ctx: EdgeContext, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    ctx.chainMs += performance.now() - started;
  }
}

export function newContext(requestId: string, clientAddress: string): EdgeContext {
  return { requestId, clientAddress, claims: null, token: null, apiKey: null, forwarded: { idempotencyKey: null, stepUpToken: null }, action: 'request', denied: false, pendingRevocation: null, chainMs: 0 };
}
