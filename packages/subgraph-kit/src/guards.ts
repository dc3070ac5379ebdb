import { AppError, type SvcCode } from '@svc/core';
import type { CallerIdentity, SubgraphContext } from './context.ts';

/** The caller's identity, or SVC-AUTH-1000 when the request carries none. */
export function requireCaller(ctx: SubgraphContext): CallerIdentity {
  if (!ctx.caller) throw new AppError('SVC-AUTH-1000');
  return ctx.caller;
}

/**
 * Fail-closed helper for operations whose data lives in a backend this repository does not
 * contain: while the backend is not configured, the operation raises its typed NOT-WIRED code
 * and returns no data.
 */
export function notWired(code: Extract<SvcCode, `SVC-${string}-NOT-WIRED`>): never {
  throw new AppError(code);
}
