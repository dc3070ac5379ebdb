import { AppError } from '@svc/core';
import type { Step } from '../index.ts';
import { extractCredential } from '../../auth/credential.ts';
import { tokenFromInitPayload } from '../../ws/connection-auth.ts';

/**
 * Exactly one credential. Over HTTP: `X-Api-Key` or `Authorization: Bearer` (the rules per route
 * are in auth/credential.ts). On WebSocket: the access JWT in connection_init; API keys are
 * refused in every form there.
 */
export const credential: Step = (ctx) => {
  if (ctx.anonymous) return;
  if (ctx.entry === 'wsInit') {
    const token = tokenFromInitPayload(ctx.initPayload);
    if (!token) throw new AppError('SVC-AUTH-1000', 'connection_init must carry an access token');
    if (token.startsWith('svc_')) throw new AppError('SVC-AUTH-1011', 'API keys are not accepted on the WebSocket transport');
    ctx.credential = { kind: 'jwt', token };
    return;
  }
  const cred = extractCredential(ctx.http!, ctx.routeKey);
  if (!cred) throw new AppError('SVC-AUTH-1000');
  // Spec (SCIM authentication): an OAuth bearer access JWT, never an API key.
  if (ctx.entry === 'scim' && cred.kind !== 'jwt') throw new AppError('SVC-AUTH-1011', 'SCIM accepts only an OAuth bearer access token');
  ctx.credential = cred;
};
