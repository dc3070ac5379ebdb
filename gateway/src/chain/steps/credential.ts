import { AppError } from '@svc/core';
import type { Step } from '../step.ts';
import { extractCredential } from '../../auth/credential.ts';
import { tokenFromInitPayload } from '../../ws/connection-auth.ts';

/** WebSocket: the access JWT in connection_init; API keys are refused in every form there. */
export const wsInitToken = (): Step => (ctx) => {
  const token = tokenFromInitPayload(ctx.initPayload);
  if (!token) throw new AppError('SVC-AUTH-1000', 'connection_init must carry an access token');
  if (token.startsWith('svc_'))
    throw new AppError('SVC-AUTH-1011', 'API keys are not accepted on the WebSocket transport');
  ctx.credential = { kind: 'jwt', token };
};

/** HTTP: exactly one credential, `X-Api-Key` or `Authorization: Bearer` (the rules per route are in auth/credential.ts). */
export const httpCredential = (): Step => (ctx) => {
  // Anonymous, or already read: this row can appear twice in a column (matrix.ts).
  if (ctx.anonymous || ctx.credential) return;
  const cred = extractCredential(ctx.http!, ctx.routeKey);
  if (!cred) throw new AppError('SVC-AUTH-1000');
  ctx.credential = cred;
};

/** Spec (SCIM authentication): an OAuth bearer access JWT, never an API key. */
export const scimBearerOnly = (): Step => (ctx) => {
  if (ctx.credential?.kind !== 'jwt')
    throw new AppError('SVC-AUTH-1011', 'SCIM accepts only an OAuth bearer access token');
};
