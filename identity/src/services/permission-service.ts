/**
 * Role-based authorization (spec "Authorization" rule 1): a user's roles in ONE workspace,
 * flattened to permissions with roles.ts, tested directly or through a wildcard. Roles never
 * carry across workspaces: the cache key is the (user, workspace) pair and the query filters by
 * workspace. The flattening is cached in memory for `ttlMs` because every token grant and every
 * CheckPermission call needs it; `invalidate()` is the hook for role, membership and status changes
 * (also reachable from other replicas through the ACCESS_CHANGED_CHANNEL of the shared store).
 */
import { AppError, isValidScope, scopeCovers, boundedCache } from '@svc/core';
import type { UserRepository } from '../repositories/user-repository.ts';
import { BUILT_IN_ROLES, isBuiltInRole, permissionsOf } from './roles.ts';

/** Shared-store channel: JSON `{ "userId"?: string, "workspaceId"?: string }`; both absent = everything. */
export const ACCESS_CHANGED_CHANNEL = 'identity:access-changed';

export interface UserAccess {
  /** false when no such user exists. */
  exists: boolean;
  active: boolean;
  organizationId: string | null;
  /** WORKSPACE or ORGANIZATION: how far the user's workspace-scoped tokens reach. */
  rootScope: string;
  roles: string[];
  permissions: string[];
}

/** Publishes an access change so every identity replica drops its cached flattenings. */
export function accessChangedMessage(userId?: string, workspaceId?: string): string {
  return JSON.stringify({ ...(userId ? { userId } : {}), ...(workspaceId ? { workspaceId } : {}) });
}

export interface PermissionDecision {
  allowed: boolean;
  reason: string;
}

const ORN_RE = /^orn:svc:[a-z][a-z0-9_-]*:[^:]+:workspace:([^:]+):.+$/;
const MAX_ENTRIES = 50_000;

export class PermissionService {
  /** Least recently used dropped first; freshness by `at` against the injected clock. */
  private cache = boundedCache<string, { at: number; value: Promise<UserAccess> }>(MAX_ENTRIES);

  constructor(
    private users: UserRepository,
    private ttlMs: number,
    private clock: () => number = Date.now,
  ) {}

  /** Roles and permissions of `userId` in `workspaceId` (cached; concurrent misses share one query). */
  access(userId: string, workspaceId: string): Promise<UserAccess> {
    const key = `${userId}\u0000${workspaceId}`;
    const now = this.clock();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = this.load(userId, workspaceId);
    if (this.ttlMs > 0) {
      this.cache.set(key, { at: now, value });
      // A failed load must not be remembered.
      value.catch(() => this.cache.get(key)?.value === value && this.cache.delete(key));
    }
    return value;
  }

  private async load(userId: string, workspaceId: string): Promise<UserAccess> {
    const u = await this.users.accessIn(userId, workspaceId);
    if (!u)
      return { exists: false, active: false, organizationId: null, rootScope: 'WORKSPACE', roles: [], permissions: [] };
    const roles = [...new Set(u.memberships.map((m) => m.role))].sort();
    return {
      exists: true,
      active: u.status === 'ACTIVE',
      organizationId: u.organizationId,
      rootScope: u.rootScope,
      roles,
      permissions: permissionsOf(roles),
    };
  }

  /** Drops cached flattenings: one pair, every workspace of a user, or everything. */
  invalidate(userId?: string, workspaceId?: string): void {
    if (!userId) {
      this.cache.clear();
      return;
    }
    if (workspaceId) {
      this.cache.delete(`${userId}\u0000${workspaceId}`);
      return;
    }
    for (const k of [...this.cache.keys()]) if (k.startsWith(`${userId}\u0000`)) this.cache.delete(k);
  }

  /** Handles a message from ACCESS_CHANGED_CHANNEL; malformed messages flush everything (safe side). */
  onAccessChanged(message: string): void {
    try {
      const m = JSON.parse(message) as { userId?: unknown; workspaceId?: unknown };
      this.invalidate(
        typeof m.userId === 'string' ? m.userId : undefined,
        typeof m.workspaceId === 'string' ? m.workspaceId : undefined,
      );
    } catch {
      this.invalidate();
    }
  }

  async check(
    userId: string,
    workspaceId: string,
    permission: string,
    resourceOrn?: string,
  ): Promise<PermissionDecision> {
    if (!userId || !workspaceId || !permission)
      throw new AppError('SVC-VALID-4000', 'user_id, workspace_id and permission are required');
    if (!isValidScope(permission))
      throw new AppError('SVC-VALID-4000', `permission ${permission} is not a valid scope`);
    if (resourceOrn) {
      const m = ORN_RE.exec(resourceOrn);
      if (!m) throw new AppError('SVC-VALID-4000', 'resource_orn is malformed');
      // The role check is per workspace, so it cannot speak for a resource elsewhere.
      if (m[1] !== workspaceId) return { allowed: false, reason: 'resource belongs to another workspace' };
    }
    const a = await this.access(userId, workspaceId);
    if (!a.exists) return { allowed: false, reason: 'unknown user' };
    if (!a.active) return { allowed: false, reason: 'user is not active' };
    if (a.roles.length === 0) return { allowed: false, reason: 'no roles in this workspace' };
    let viaWildcard: { role: string; scope: string } | null = null;
    for (const role of a.roles) {
      if (!isBuiltInRole(role)) continue;
      for (const g of BUILT_IN_ROLES[role] as readonly string[]) {
        if (g === permission) return { allowed: true, reason: `granted directly by role ${role}` };
        if (!viaWildcard && scopeCovers(g, permission)) viaWildcard = { role, scope: g };
      }
    }
    if (viaWildcard)
      return { allowed: true, reason: `granted by wildcard ${viaWildcard.scope} of role ${viaWildcard.role}` };
    return { allowed: false, reason: `not granted by roles ${a.roles.join(', ')}` };
  }
}
