/** What a grant handler receives from the token endpoint, and what it returns (the JSON body). */
import { OAuthError } from '@svc/core';
import type { ClientCredentials } from '../client-authenticator.ts';

export interface TokenRequest {
  /** Form parameters, each present at most once. */
  form: Map<string, string>;
  /** Extracted client credentials (not yet authenticated), or null when none were sent. */
  credentials: ClientCredentials | null;
  authorization: string | undefined;
  requestId: string;
}

export type GrantHandler = (req: TokenRequest) => Promise<Record<string, unknown>>;

/** A required form parameter, else invalid_request. */
export function requireParam(form: Map<string, string>, name: string): string {
  const v = form.get(name);
  if (v === undefined || v === '') throw new OAuthError('invalid_request', `${name} is required`);
  return v;
}
