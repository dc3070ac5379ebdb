import type { Step } from '../index.ts';

/** Local ES256 validation against the cached JWKS: signature, iss, aud, exp, nbf, claims. */
export const verifyToken: Step = async (ctx, deps) => {
  const cred = ctx.credential;
  if (!cred) return;
  if (cred.kind === 'jwt') ctx.token = cred.token;
  ctx.claims = await deps.validator.validate(ctx.token!);
};
