import { AppError } from '@svc/core';
import type { Step } from '../index.ts';

/**
 * Revocation by `jti` and token family. Deferred into the rate limiter's atomic script when the
 * store can take it (runChain settles it on every other way out). A WebSocket subscribe re-checks
 * the connection's token: its expiry too, since a connection outlives the moment it was opened.
 */
export const revocation: Step = async (ctx, deps) => {
  const c = ctx.claims;
  if (!c) return;
  if (ctx.entry === 'wsSubscribe' && c.exp * 1000 <= Date.now()) throw new AppError('SVC-AUTH-1006', 'the connection token has expired');
  if (deps.revocation.defer) ctx.pendingRevocation = deps.revocation.defer(c.jti, c.fid);
  else await deps.revocation.assertNotRevoked(c.jti, c.fid);
};
