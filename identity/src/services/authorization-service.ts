/**
 * CheckPermission and the policy dry run share one decision (spec "Authorization"):
 *  1. roles: the caller's roles in the resource's workspace, flattened, must grant the permission
 *     (PermissionService, cached, invalidated on role changes);
 *  2. with a resource ORN, the IAM-JSON policies of the organization and that workspace:
 *     explicit Deny wins, then a matching Allow; an Allow-list that does not match is an implicit
 *     deny; no applicable policy leaves the role decision standing (evaluate.ts).
 * A resource in another workspace is reachable only for a user whose root_scope is ORGANIZATION
 * (same organization), and then the user's roles in THAT workspace decide (roles never carry).
 */
import { AppError, isValidScope } from '@svc/core';
import type { WorkspaceOrgLookup } from './access-guard.ts';
import type { Caller } from './caller.ts';
import type { PermissionService } from './permission-service.ts';
import { POLICY_PERMISSIONS, type PolicyService } from './policy/policy-service.ts';
import { compilePolicySource, type CompiledStatement } from './policy/iam-json.ts';
import { evaluatePolicies } from './policy/evaluate.ts';
import { parseOrn } from './policy/orn.ts';
import type { AccessGuard } from './access-guard.ts';

export interface Decision {
  allowed: boolean;
  decision: 'ALLOW' | 'DENY' | 'IMPLICIT_DENY';
  matched: string[];
  reason: string;
}

const deny = (
  reason: string,
  decision: 'DENY' | 'IMPLICIT_DENY' = 'IMPLICIT_DENY',
  matched: string[] = [],
): Decision => ({ allowed: false, decision, matched, reason });

export class AuthorizationService {
  constructor(
    private permissions: PermissionService,
    private policies: PolicyService,
    private workspaces: WorkspaceOrgLookup,
    private guard: AccessGuard,
  ) {}

  async decide(
    userId: string,
    workspaceId: string,
    permission: string,
    resourceOrn?: string,
    draft: readonly CompiledStatement[] = [],
  ): Promise<Decision> {
    if (!userId || !workspaceId || !permission)
      throw new AppError('SVC-VALID-4000', 'user_id, workspace_id and permission are required');
    if (!isValidScope(permission))
      throw new AppError('SVC-VALID-4000', `permission ${permission} is not a valid scope`);
    if (!resourceOrn) {
      const r = await this.permissions.check(userId, workspaceId, permission);
      return r.allowed ? { allowed: true, decision: 'ALLOW', matched: [], reason: r.reason } : deny(r.reason);
    }
    const orn = parseOrn(resourceOrn);
    if (!orn) throw new AppError('SVC-VALID-4000', 'resource_orn is malformed');
    const a = await this.permissions.access(userId, workspaceId);
    if (!a.exists) return deny('unknown user');
    let evalWs = workspaceId;
    if (orn.workspaceId !== workspaceId) {
      const reachable =
        a.rootScope === 'ORGANIZATION' &&
        a.organizationId === orn.organizationId &&
        (await this.workspaces.organizationOf(orn.workspaceId)) === orn.organizationId;
      if (!reachable) return deny('resource belongs to another workspace');
      evalWs = orn.workspaceId;
    } else if (a.organizationId !== orn.organizationId) return deny('resource belongs to another organization');
    const rbac = await this.permissions.check(userId, evalWs, permission);
    if (!rbac.allowed) return deny(rbac.reason);
    const roles = evalWs === workspaceId ? a.roles : (await this.permissions.access(userId, evalWs)).roles;
    const stored = await this.policies.statementsFor(orn.organizationId, evalWs);
    const outcome = evaluatePolicies(draft.length ? [...stored, ...draft] : stored, {
      userId,
      roles,
      action: permission,
      resource: resourceOrn,
    });
    switch (outcome.decision) {
      case 'DENY':
        return deny(`explicitly denied by ${outcome.matched.join(', ')}`, 'DENY', outcome.matched);
      case 'IMPLICIT_DENY':
        return deny('policies allow this action only on other resources (implicit deny)');
      case 'ALLOW':
        return {
          allowed: true,
          decision: 'ALLOW',
          matched: outcome.matched,
          reason: `allowed by ${outcome.matched.join(', ')}; ${rbac.reason}`,
        };
      default:
        return { allowed: true, decision: 'ALLOW', matched: [], reason: `${rbac.reason}; no policy applies` };
    }
  }

  /** CheckPermission's answer. */
  async check(
    userId: string,
    workspaceId: string,
    permission: string,
    resourceOrn?: string,
  ): Promise<{ allowed: boolean; reason: string }> {
    const d = await this.decide(userId, workspaceId, permission, resourceOrn);
    return { allowed: d.allowed, reason: d.reason };
  }

  /** Dry run for the caller, optionally with a draft IAM-JSON policy added at workspace level. */
  async preview(caller: Caller, action: string, resource: string, draftSource?: string) {
    await this.guard.require(caller, POLICY_PERMISSIONS.read);
    if (!isValidScope(action ?? ''))
      throw new AppError('SVC-VALID-4000', 'action must be a scope such as svc:llm:model:invoke', {
        argument: 'action',
      });
    if (!parseOrn(resource ?? ''))
      throw new AppError(
        'SVC-VALID-4000',
        'resource must be an ORN (orn:svc:<service>:<org>:workspace:<ws>:<type>/<id>)',
        { argument: 'resource' },
      );
    const draft = draftSource ? compilePolicySource(draftSource, 'IAM_JSON', 'draft') : [];
    const d = await this.decide(caller.userId, caller.workspaceId, action, resource, draft);
    return { decision: d.decision, matched: d.matched, reason: d.reason };
  }
}
