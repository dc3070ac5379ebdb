import type { AccessClaims } from './auth/jwt-validator.ts';

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
}

export function newContext(requestId: string, clientAddress: string): EdgeContext {
  return { requestId, clientAddress, claims: null, token: null, apiKey: null, forwarded: { idempotencyKey: null, stepUpToken: null }, action: 'request', denied: false };
}
