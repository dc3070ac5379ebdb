import { AppError } from '@svc/core';
import type { Step } from '../step.ts';
import type { Authorizer } from '../../policy/authorizer.ts';

/**
 * What the operation requires, one row per kind of entry point (ctx.requiredScopes), then the
 * policy row: the token's own permissions must cover it (SVC-AUTH-1010), and identity's RBAC must
 * agree that the caller's roles grant it in the token's workspace. The anonymous operations need
 * nothing.
 */

/** GraphQL (and native operations, and subscriptions): what each selected root field declares with @requiresScopes in its subgraph's SDL. */
export const documentScopes =
  (authorizer: Authorizer): Step =>
  (ctx) => {
    if (ctx.anonymous || !ctx.claims) return;
    const prepared = ctx.gql!.prepared!;
    prepared.requiredScopes ??= authorizer.requiredScopes(prepared.rootFields);
    ctx.requiredScopes = prepared.requiredScopes;
  };

/** SCIM's scopes by method (spec: SCIM 2.0 table); discovery reads need read. */
const SCIM_SCOPES: Record<string, string> = {
  GET: 'svc:iam:scim:read',
  POST: 'svc:iam:scim:write',
  PUT: 'svc:iam:scim:write',
  PATCH: 'svc:iam:scim:write',
  DELETE: 'svc:iam:scim:delete',
};

export const scimScopes = (): Step => (ctx) => {
  ctx.requiredScopes = [SCIM_SCOPES[ctx.http!.method ?? 'GET'] ?? 'svc:iam:scim:write'];
};

/** The OpenAI routes: model read (GET) or invoke. */
export const modelScopes = (): Step => (ctx) => {
  ctx.requiredScopes = [ctx.http!.method === 'GET' ? 'svc:llm:model:read' : 'svc:llm:model:invoke'];
};

export const policy =
  (authorizer: Authorizer): Step =>
  async (ctx) => {
    const claims = ctx.claims;
    if (ctx.anonymous || !claims) return;
    // A column without a requirement row would authorize nothing: fail closed.
    if (!ctx.requiredScopes) throw new AppError('SVC-SERVER-9000', 'no scope requirement for this entry point');
    await authorizer.authorize(claims, ctx.requiredScopes);
  };
