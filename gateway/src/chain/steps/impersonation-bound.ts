import { AppError } from '@svc/core';
import type { Step } from '../index.ts';

/**
 * A READ_ONLY impersonation token (claim `imp.mode`, issued by identity's token exchange) changes
 * nothing: a GraphQL mutation (over HTTP or as a native operation) and any SCIM or OpenAI-route
 * request other than GET are SVC-IMPERSONATION-4333. Queries and subscriptions pass. READ_WRITE
 * tokens and ordinary tokens are not affected; the token's expiry and its operation's revocation
 * are the JWT and revocation steps' business.
 */
export const impersonationBound: Step = (ctx) => {
  if (ctx.claims?.imp?.mode !== 'READ_ONLY') return;
  const changes = ctx.gql ? ctx.gql.prepared?.operation.operation === 'mutation' : (ctx.http?.method ?? 'GET') !== 'GET';
  if (changes) throw new AppError('SVC-IMPERSONATION-4333', 'this impersonation is READ_ONLY', { opId: ctx.claims.imp.op });
};
