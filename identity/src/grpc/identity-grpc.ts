/**
 * gRPC transport for identity.v1.IdentityService. Handlers translate messages to service calls;
 * errors render through the catalogue (status code + `svc-code` metadata).
 */
import { AppError, type Logger } from '@svc/core';
import { unary } from '@svc/grpc';
import type { KeyManager } from '../keys/key-manager.ts';
import { jwks } from '../http/discovery.ts';
import type { TenantRepository } from '../repositories/tenant-repository.ts';

const iso = (d: Date) => d.toISOString();

export function identityGrpcHandlers(deps: { log: Logger; keys: KeyManager; tenants: TenantRepository }) {
  const { log, keys, tenants } = deps;
  return {
    GetJwks: unary(log, async () => ({ jwks_json: JSON.stringify(jwks(keys)) })),
    GetUsers: unary(log, async (req: { ids: string[]; workspace_id: string }) => {
      if (!req.workspace_id) throw new AppError('SVC-VALID-4000', 'workspace_id is required');
      if (req.ids.length > 1000) throw new AppError('SVC-VALID-4000', 'at most 1000 ids per call');
      const users = await tenants.usersByIdsInWorkspace(req.ids, req.workspace_id);
      return {
        users: users.map((u) => ({
          id: u.id, email: u.email, given_name: u.givenName, family_name: u.familyName, organization_id: u.organizationId,
          primary_workspace_id: u.primaryWorkspaceId, status: u.status, root_scope: u.rootScope, created_at: iso(u.createdAt),
        })),
      };
    }),
    GetOrganization: unary(log, async (req: { id: string }) => {
      const o = await tenants.organization(req.id);
      if (!o) throw new AppError('SVC-VALID-4041', 'organization not found');
      return { id: o.id, name: o.name, status: o.status, created_at: iso(o.createdAt), updated_at: iso(o.updatedAt), slug: o.slug, plan: o.plan, description: o.description ?? '', logo_url: o.logoUrl ?? '' };
    }),
    GetWorkspace: unary(log, async (req: { id: string }) => {
      const w = await tenants.workspace(req.id);
      if (!w) throw new AppError('SVC-VALID-4041', 'workspace not found');
      return { id: w.id, organization_id: w.organizationId, name: w.name, status: w.status, created_at: iso(w.createdAt), updated_at: iso(w.updatedAt) };
    }),
  };
}
