import type { Step } from '../step.ts';
import type { Authenticator } from '../../auth/authenticate.ts';

/** An API key is exchanged through identity for a short-lived JWT (cached by a hash of the key). */
export const apiKeyExchange =
  (auth: Authenticator): Step =>
  async (ctx) => {
    const cred = ctx.credential;
    // Already exchanged: this row can appear twice in a column (matrix.ts).
    if (!cred || cred.kind !== 'api_key' || ctx.apiKey) return;
    const ex = await auth.exchangeApiKey(cred.key);
    ctx.token = ex.token;
    ctx.apiKey = { id: ex.keyId, keyClass: ex.keyClass };
  };
