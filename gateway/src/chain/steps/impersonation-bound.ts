import { AppError } from '@svc/core';
import type { Step } from '../step.ts';

/*
 * A READ_ONLY impersonation token (claim `imp.mode`, issued by identity's token exchange) changes
 * nothing. READ_WRITE tokens and ordinary tokens are not affected; the token's expiry and its
 * operation's revocation are the JWT and revocation steps' business.
 */
const refuse = (opId: string) => new AppError('SVC-IMPERSONATION-4333', 'this impersonation is READ_ONLY', { opId });

/** GraphQL (over HTTP or as a native operation): no mutation; queries and subscriptions pass. */
export const readOnlyByOperation = (): Step => (ctx) => {
  const imp = ctx.claims?.imp;
  if (imp?.mode === 'READ_ONLY' && ctx.gql!.prepared!.operation.operation === 'mutation') throw refuse(imp.op);
};

/** SCIM and the OpenAI routes: nothing but GET. */
export const readOnlyByMethod = (): Step => (ctx) => {
  const imp = ctx.claims?.imp;
  if (imp?.mode === 'READ_ONLY' && (ctx.http?.method ?? 'GET') !== 'GET') throw refuse(imp.op);
};
