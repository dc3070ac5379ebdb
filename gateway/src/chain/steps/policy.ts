import type { Step } from '../index.ts';
import type { ScopeRequirement } from '../../policy/authorizer.ts';

/** SCIM's scopes by method (spec: SCIM 2.0 table); discovery reads need read. */
const SCIM_SCOPES: Record<string, string> = { GET: 'svc:iam:scim:read', POST: 'svc:iam:scim:write', PUT: 'svc:iam:scim:write', PATCH: 'svc:iam:scim:write', DELETE: 'svc:iam:scim:delete' };

/**
 * Policy: the token's own permissions must cover what the operation requires (SVC-AUTH-1010), and
 * identity's RBAC must agree that the caller's roles grant it in the token's workspace. GraphQL
 * (and native operations, and subscriptions) require what each selected root field declares with
 * @requiresScopes in its subgraph's SDL (policy/scope-requirements.ts);
 * SCIM what the spec gives each method; the OpenAI routes model read or invoke. The anonymous
 * operations need nothing.
 */
export const policy: Step = async (ctx, deps) => {
  const claims = ctx.claims;
  if (ctx.anonymous || !claims) return;
  let required: readonly ScopeRequirement[];
  if (ctx.gql) {
    const prepared = ctx.gql.prepared!;
    prepared.requiredScopes ??= deps.authorizer.requiredScopes(prepared.rootFields);
    required = prepared.requiredScopes;
  } else if (ctx.entry === 'scim') required = [SCIM_SCOPES[ctx.http!.method ?? 'GET'] ?? 'svc:iam:scim:write'];
  else required = [ctx.http!.method === 'GET' ? 'svc:llm:model:read' : 'svc:llm:model:invoke'];
  await deps.authorizer.authorize(claims, required);
};
