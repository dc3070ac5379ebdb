import type { AccessClaims } from './auth/jwt-validator.ts';

/** Per-request state, created by the listener and passed down; never module-level. */
export interface EdgeContext {
  requestId: string;
  claims: AccessClaims | null;
}
