/**
 * Reads identity data for the iam subgraph through identity's gRPC API. Knows nothing of
 * GraphQL: it takes the caller and returns plain records. Tenant comes from the caller only.
 */
import { AppError } from '@svc/core';
import type { IdentityApi, ProtoOrganization, ProtoUser, ProtoWorkspace } from '@svc/grpc';
import type { CallerIdentity } from '@svc/subgraph-kit';

export interface UserRecord { id: string; email: string; givenName: string; familyName: string; status: string; rootScope: string; organizationId: string; createdAt: string }
export interface OrganizationRecord { id: string; name: string; plan: string; slug: string; status: string; createdAt: string; updatedAt: string; description: string | null; logoUrl: string | null }
export interface WorkspaceRecord { id: string; name: string; status: string; organizationId: string; createdAt: string; updatedAt: string }

const toUser = (u: ProtoUser): UserRecord => ({
  id: u.id, email: u.email, givenName: u.given_name, familyName: u.family_name, status: u.status,
  rootScope: u.root_scope, organizationId: u.organization_id, createdAt: u.created_at,
});
const toOrg = (o: ProtoOrganization): OrganizationRecord => ({
  id: o.id, name: o.name, plan: o.plan, slug: o.slug, status: o.status, createdAt: o.created_at,
  updatedAt: o.updated_at, description: o.description || null, logoUrl: o.logo_url || null,
});
const toWorkspace = (w: ProtoWorkspace): WorkspaceRecord => ({
  id: w.id, name: w.name, status: w.status, organizationId: w.organization_id, createdAt: w.created_at, updatedAt: w.updated_at,
});

export class IamService {
  constructor(private identity: IdentityApi) {}

  /** Users by id within the caller's workspace, in the order asked; unknown ids give null. One gRPC call. */
  async usersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<(UserRecord | null)[]> {
    const { users } = await this.identity.getUsers({ ids: [...ids], workspace_id: caller.workspaceId });
    const byId = new Map(users.map((u) => [u.id, toUser(u)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async me(caller: CallerIdentity): Promise<UserRecord> {
    const [u] = await this.usersByIds(caller, [caller.userId]);
    if (!u) throw new AppError('SVC-AUTH-1006', 'The token subject no longer exists.');
    return u;
  }

  async organization(caller: CallerIdentity, id: string): Promise<OrganizationRecord | null> {
    // An organization is readable only as the caller's own.
    if (id !== caller.orgId) return null;
    return toOrg(await this.identity.getOrganization({ id }));
  }

  async workspace(caller: CallerIdentity, id: string): Promise<WorkspaceRecord> {
    if (id !== caller.workspaceId) throw new AppError('SVC-AUTH-1005');
    return toWorkspace(await this.identity.getWorkspace({ id }));
  }
}
