/**
 * Authorization of administration operations: the caller's permission in the workspace the
 * operation touches (roles never carry across workspaces), and tenant isolation (spec Identity
 * hierarchy rule 2): another workspace's resource is SVC-AUTH-1005 unless the caller's
 * root_scope is ORGANIZATION and the workspace belongs to the caller's organization.
 */
import { AppError, anyScopeCovers } from '@svc/core';
import type { PermissionService, UserAccess } from './permission-service.ts';
import type { Caller } from './caller.ts';
import { permissionsOf } from './roles.ts';

export interface WorkspaceOrgLookup {
  /** The organization a workspace belongs to, or null for an unknown workspace. */
  organizationOf(workspaceId: string): Promise<string | null>;
}

export class AccessGuard {
  constructor(
    private permissions: PermissionService,
    private workspaces: WorkspaceOrgLookup,
  ) {}

  /** The caller's roles, permissions and root scope in `workspaceId` (default: the caller's own). */
  access(caller: Caller, workspaceId = caller.workspaceId): Promise<UserAccess> {
    return this.permissions.access(caller.userId, workspaceId);
  }

  /**
   * Throws SVC-AUTH-1008 unless the caller's roles in `workspaceId` grant `permission`
   * (directly or by wildcard). Returns the caller's access there.
   */
  async require(caller: Caller, permission: string, workspaceId = caller.workspaceId): Promise<UserAccess> {
    const a = await this.access(caller, workspaceId);
    if (!a.exists || !a.active || !anyScopeCovers(a.permissions, permission)) {
      throw new AppError('SVC-AUTH-1008', `the caller's roles do not grant ${permission}`, {
        requiredPermission: permission,
      });
    }
    return a;
  }

  /**
   * Role escalation guard: the caller may grant (or take away) a built-in role only when their
   * own permissions in the workspace cover every permission of that role.
   */
  assertCanGrant(access: UserAccess, roles: readonly string[]): void {
    const missing = permissionsOf(roles).filter((p) => !anyScopeCovers(access.permissions, p));
    if (missing.length > 0)
      throw new AppError('SVC-AUTH-1008', `granting ${roles.join(', ')} needs permissions the caller does not hold`);
  }

  /**
   * Tenant isolation for a resource in `workspaceId`: the caller's own workspace, or (root scope
   * ORGANIZATION only) another workspace of the caller's organization. Otherwise SVC-AUTH-1005.
   */
  async assertWorkspaceReachable(caller: Caller, workspaceId: string): Promise<void> {
    if (workspaceId === caller.workspaceId) return;
    const a = await this.access(caller);
    if (
      a.exists &&
      a.rootScope === 'ORGANIZATION' &&
      a.organizationId === caller.orgId &&
      (await this.workspaces.organizationOf(workspaceId)) === caller.orgId
    )
      return;
    throw new AppError('SVC-AUTH-1005');
  }

  /** Whether the caller's tokens reach every workspace of the organization. */
  async organizationWide(caller: Caller): Promise<boolean> {
    const a = await this.access(caller);
    return a.exists && a.rootScope === 'ORGANIZATION' && a.organizationId === caller.orgId;
  }
}
