/**
 * Reads of users, workspaces and organizations, scoped by the caller (spec Identity hierarchy):
 * the caller's workspace, or for a user whose root_scope is ORGANIZATION every workspace of the
 * caller's organization; anything else is SVC-AUTH-1005. A read without a caller is a service
 * call (the gateway's plan lookup) and is not widened beyond what it names.
 */
import { AppError, boundedCache } from '@svc/core';
import type { TenantRepository } from '../repositories/tenant-repository.ts';
import type { AccessGuard, WorkspaceOrgLookup } from './access-guard.ts';
import type { Caller } from './caller.ts';
import { iso } from './admin-values.ts';

type UserRow = NonNullable<Awaited<ReturnType<TenantRepository['userById']>>>;
type OrgRow = NonNullable<Awaited<ReturnType<TenantRepository['organization']>>>;
type WsRow = NonNullable<Awaited<ReturnType<TenantRepository['workspace']>>>;

export const userView = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  given_name: u.givenName,
  family_name: u.familyName,
  organization_id: u.organizationId,
  primary_workspace_id: u.primaryWorkspaceId,
  status: u.status,
  root_scope: u.rootScope,
  created_at: iso(u.createdAt),
});
export const organizationView = (o: OrgRow) => ({
  id: o.id,
  name: o.name,
  status: o.status,
  created_at: iso(o.createdAt),
  updated_at: iso(o.updatedAt),
  slug: o.slug,
  plan: o.plan,
  description: o.description ?? '',
  logo_url: o.logoUrl ?? '',
  owner_user_id: o.ownerUserId ?? '',
});
export const workspaceView = (w: WsRow) => ({
  id: w.id,
  organization_id: w.organizationId,
  name: w.name,
  status: w.status,
  created_at: iso(w.createdAt),
  updated_at: iso(w.updatedAt),
});

/**
 * Workspace → organization, cached without expiry (a workspace never moves between organizations)
 * for the 100,000 most recently used workspaces. An unknown workspace is not remembered.
 */
export class WorkspaceOrganizations implements WorkspaceOrgLookup {
  private cache = boundedCache<string, string>(100_000);
  constructor(private tenants: TenantRepository) {}

  async organizationOf(workspaceId: string): Promise<string | null> {
    const hit = this.cache.get(workspaceId);
    if (hit) return hit;
    const w = await this.tenants.workspace(workspaceId);
    if (!w) return null;
    this.cache.set(workspaceId, w.organizationId);
    return w.organizationId;
  }
}

export class TenancyService {
  constructor(
    private tenants: TenantRepository,
    private guard: AccessGuard,
  ) {}

  async users(ids: string[], workspaceId: string, caller: Caller | null) {
    if (ids.length > 1000) throw new AppError('SVC-VALID-4000', 'at most 1000 ids per call');
    if (!caller) {
      if (!workspaceId) throw new AppError('SVC-VALID-4000', 'workspace_id is required');
      return (await this.tenants.usersByIdsInWorkspace(ids, workspaceId)).map(userView);
    }
    if (workspaceId && workspaceId !== caller.workspaceId)
      await this.guard.assertWorkspaceReachable(caller, workspaceId);
    const rows = (await this.guard.organizationWide(caller))
      ? await this.tenants.usersByIdsInOrganization(ids, caller.orgId)
      : await this.tenants.usersByIdsInWorkspace(ids, caller.workspaceId);
    return rows.map(userView);
  }

  async organization(id: string, caller: Caller | null) {
    if (caller && id !== caller.orgId) throw new AppError('SVC-AUTH-1005');
    const o = await this.tenants.organization(id);
    if (!o) throw new AppError('SVC-VALID-4041', 'organization not found');
    return organizationView(o);
  }

  async workspace(id: string, caller: Caller | null) {
    if (caller) await this.guard.assertWorkspaceReachable(caller, id);
    const w = await this.tenants.workspace(id);
    if (!w || (caller && w.organizationId !== caller.orgId))
      throw new AppError(caller ? 'SVC-AUTH-1005' : 'SVC-VALID-4041', caller ? undefined : 'workspace not found');
    return workspaceView(w);
  }

  async workspaces(caller: Caller) {
    if (await this.guard.organizationWide(caller))
      return (await this.tenants.workspacesOfOrganization(caller.orgId)).map(workspaceView);
    const w = await this.tenants.workspace(caller.workspaceId);
    return w ? [workspaceView(w)] : [];
  }
}
