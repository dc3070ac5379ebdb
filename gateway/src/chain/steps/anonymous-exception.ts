import type { Step } from '../index.ts';

/**
 * The spec's two anonymous GraphQL operations (`publicPlans`, `resendVerificationEmail` alone in
 * a POST body of at most 64 KiB) skip the credential steps and policy; they are rate limited per
 * client address. Decided on the raw body, before anything else reads it.
 */
export const anonymousException: Step = (ctx, deps) => {
  const gql = ctx.gql!;
  ctx.anonymous = deps.isAnonymous(gql.method, gql.rawBody);
};
