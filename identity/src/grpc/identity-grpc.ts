/**
 * gRPC transport for identity.v1.IdentityService. Handlers translate messages to service calls;
 * errors render through the catalogue (status code + `svc-code` metadata). ExchangeApiKey is left
 * unimplemented here (its own issue): grpc-js answers UNIMPLEMENTED.
 */
import { AppError, type Logger } from '@svc/core';
import { unary } from '@svc/grpc';
import type { KeyManager } from '../keys/key-manager.ts';
import { jwks } from '../http/discovery.ts';
import type { TenantRepository } from '../repositories/tenant-repository.ts';
import type { AccessClaims, AccessTokenVerifier } from '../services/access-token-verifier.ts';
import type { PermissionService } from '../services/permission-service.ts';
import type { RevocationService } from '../services/revocation-service.ts';

const iso = (d: Date) => d.toISOString();

function protoClaims(c: AccessClaims) {
  return {
    sub: c.sub, org_id: c.org_id, workspace_id: c.workspace_id, roles: c.roles, permissions: c.permissions, client_id: c.client_id ?? '',
    jti: c.jti, act_sub: c.act?.sub ?? '', session_type: c.session_type ?? '', exp: c.exp, iat: c.iat, family_id: c.fid ?? '',
  };
}

export function identityGrpcHandlers(deps: {
  log: Logger; keys: KeyManager; tenants: TenantRepository; verifier: AccessTokenVerifier; revocations: RevocationService; permissions: PermissionService;
}) {
  const { log, keys, tenants, verifier, revocations, permissions } = deps;
  return {
    ValidateToken: unary(log, async (req: { token: string }) => {
      const v = await verifier.verify(req.token ?? '');
      if (v.ok) return { valid: true, claims: protoClaims(v.claims), reason_code: '' };
      return { valid: false, claims: null, reason_code: v.reason === 'revoked' ? 'SVC-AUTH-1007' : 'SVC-AUTH-1006' };
    }),
    // Access tokens only: refresh tokens are their client's secrets and are introspected over
    // HTTP with that client's authentication.
    IntrospectToken: unary(log, async (req: { token: string }) => {
      const v = await verifier.verify(req.token ?? '');
      if (!v.ok) return { active: false, claims: null, token_type: '', scope: '' };
      return { active: true, claims: protoClaims(v.claims), token_type: 'Bearer', scope: v.claims.permissions.join(' ') };
    }),
    IsRevoked: unary(log, async (req: { jti: string; family_id: string }) => {
      if (!req.jti && !req.family_id) throw new AppError('SVC-VALID-4000', 'jti or family_id is required');
      return { revoked: await revocations.isRevoked({ jti: req.jti || undefined, fid: req.family_id || undefined }) };
    }),
    CheckPermission: unary(log, async (req: { user_id: string; workspace_id: string; permission: string; resource_orn: string }) =>
      permissions.check(req.user_id, req.workspace_id, req.permission, req.resource_orn || undefined),
    ),
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
