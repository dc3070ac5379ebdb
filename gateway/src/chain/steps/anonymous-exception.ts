import type { Step } from '../step.ts';

/**
 * The spec's two anonymous GraphQL operations (`publicPlans`, `resendVerificationEmail` alone in
 * a POST body of at most 64 KiB) skip the credential steps and policy; they are rate limited per
 * client address. Decided on the raw body, before anything else reads it.
 */
export const anonymousException =
  (isAnonymous: (method: string, body: Buffer | null) => boolean): Step =>
  (ctx) => {
    const gql = ctx.gql!;
    ctx.anonymous = isAnonymous(gql.method, gql.rawBody);
  };
