import type { Step } from '../index.ts';

/**
 * The rate limit per user per plan tier per minute and the SANDBOX allowance, counted once and
 * only after revocation and policy passed, in all windows or none. A deferred revocation check
 * rides in the same atomic script and is evaluated first (a revoked token counts nothing).
 * Anonymous operations are limited per client address.
 */
export const rateLimit: Step = async (ctx, deps) => {
  const c = ctx.claims;
  if (!c) {
    Object.assign(ctx.responseHeaders, await deps.rateLimiter.hitAnonymous(ctx.clientAddress));
    return;
  }
  const pending = ctx.pendingRevocation;
  ctx.pendingRevocation = null;
  Object.assign(ctx.responseHeaders, await deps.rateLimiter.hit({ sub: c.sub, orgId: c.org_id, workspaceId: c.workspace_id, apiKeyClass: ctx.apiKey?.keyClass }, pending));
};
