/**
 * Policy evaluation (spec "Authorization" rule 2): explicit Deny wins, then explicit Allow,
 * otherwise implicit deny. Allow statements form an allow-list: once an Allow statement names the
 * requested action for this principal (whatever its resources), only a matching Allow admits the
 * request and anything else is IMPLICIT_DENY. Deny statements only deny. When no Allow statement
 * names the action and no Deny matches, no policy applies (NOT_APPLICABLE) and the role check
 * alone decides. Policies never widen roles: CheckPermission requires the role grant as well
 * (AuthorizationService).
 */
import { scopeCovers } from '@svc/core';
import type { CompiledStatement } from './iam-json.ts';

export type PolicyDecision = 'ALLOW' | 'DENY' | 'IMPLICIT_DENY' | 'NOT_APPLICABLE';

export interface PolicyRequest {
  userId: string;
  roles: readonly string[];
  action: string;
  resource: string;
}

export interface PolicyOutcome {
  decision: PolicyDecision;
  matched: string[];
}

export function evaluatePolicies(statements: readonly CompiledStatement[], req: PolicyRequest): PolicyOutcome {
  const allows: string[] = [];
  const denies: string[] = [];
  let applies = false;
  for (const s of statements) {
    if (!s.actions.some((a) => scopeCovers(a, req.action))) continue;
    if (s.users && !s.users.has(req.userId)) continue;
    if (s.roles && !req.roles.some((r) => s.roles!.has(r))) continue;
    if (s.effect === 'Allow') applies = true;
    if (!s.resources.some((r) => r.test(req.resource))) continue;
    (s.effect === 'Deny' ? denies : allows).push(s.ref);
  }
  if (denies.length > 0) return { decision: 'DENY', matched: denies };
  if (allows.length > 0) return { decision: 'ALLOW', matched: allows };
  return { decision: applies ? 'IMPLICIT_DENY' : 'NOT_APPLICABLE', matched: [] };
}
