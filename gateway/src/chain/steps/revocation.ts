import { AppError } from '@svc/core';
import type { Step } from '../step.ts';
import type { RevocationChecker } from '../../auth/revocation.ts';

/** A WebSocket subscribe re-checks the connection's token's expiry: a connection outlives the moment it was opened. */
export const connectionExpiry = (): Step => (ctx) => {
  const c = ctx.claims;
  if (c && c.exp * 1000 <= Date.now()) throw new AppError('SVC-AUTH-1006', 'the connection token has expired');
};

/**
 * Revocation by `jti` and token family. Deferred into the rate limiter's atomic script when the
 * store can take it (the chain settles it on every other way out).
 */
export const revocation =
  (checker: RevocationChecker): Step =>
  async (ctx) => {
    const c = ctx.claims;
    // Checked already: this row can appear twice in a column (matrix.ts).
    if (!c || ctx.revocationChecked) return;
    ctx.revocationChecked = true;
    if (checker.defer) ctx.pendingRevocation = checker.defer(c.jti, c.fid);
    else await checker.assertNotRevoked(c.jti, c.fid);
  };
