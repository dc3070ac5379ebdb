import type { EdgeContext } from '../context.ts';

/** Makes a deferred revocation check now, alone: before any answer other than the rate limiter's. */
export async function settleRevocation(ctx: EdgeContext): Promise<void> {
  const pending = ctx.pendingRevocation;
  if (!pending) return;
  ctx.pendingRevocation = null;
  const started = performance.now();
  try {
    await pending.settle();
  } finally {
    ctx.chainMs += performance.now() - started;
  }
}
