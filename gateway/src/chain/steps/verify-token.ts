import type { Step } from '../step.ts';
import type { JwtValidator } from '../../auth/jwt-validator.ts';

/** Local ES256 validation against the cached JWKS: signature, iss, aud, exp, nbf, claims. */
export const verifyToken =
  (validator: JwtValidator): Step =>
  async (ctx) => {
    const cred = ctx.credential;
    // Already verified: this row can appear twice in a column (matrix.ts).
    if (!cred || ctx.claims) return;
    if (cred.kind === 'jwt') ctx.token = cred.token;
    ctx.claims = await validator.validate(ctx.token!);
  };
