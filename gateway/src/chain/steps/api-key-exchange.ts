import type { Step } from '../index.ts';

/** An API key is exchanged through identity for a short-lived JWT (cached by a hash of the key). */
export const apiKeyExchange: Step = async (ctx, deps) => {
  const cred = ctx.credential;
  if (!cred || cred.kind !== 'api_key') return;
  const ex = await deps.auth.exchangeApiKey(cred.key);
  ctx.token = ex.token;
  ctx.apiKey = { id: ex.keyId, keyClass: ex.keyClass };
};
