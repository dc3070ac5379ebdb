import type { Step } from '../step.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';

/** The anonymous operations have no user: they are limited per client address. */
export const anonymousRateLimit =
  (limiter: RateLimiter): Step =>
  async (ctx) => {
    if (!ctx.anonymous) return;
    Object.assign(ctx.responseHeaders, await limiter.hitAnonymous(ctx.clientAddress));
  };

/**
 * The rate limit per user per plan tier per minute and the SANDBOX allowance, counted once and
 * only after revocation and policy passed, in all windows or none. A deferred revocation check
 * rides in the same atomic script and is evaluated first (a revoked token counts nothing).
 */
export const rateLimit =
  (limiter: RateLimiter): Step =>
  async (ctx) => {
    if (ctx.anonymous) return;
    const c = ctx.claims!;
    const pending = ctx.pendingRevocation;
    ctx.pendingRevocation = null;
    Object.assign(
      ctx.responseHeaders,
      await limiter.hit(
        { sub: c.sub, orgId: c.org_id, workspaceId: c.workspace_id, apiKeyClass: ctx.apiKey?.keyClass },
        pending,
      ),
    );
  };
