/**
 * gRPC transport for identity.v1.IdentityService. Handlers translate messages to service calls;
 * errors render through the catalogue (status code + `svc-code` metadata). The administration
 * RPCs live in admin-grpc.ts; ExchangeApiKey, CheckPermission and the tenancy reads go through
 * the administration services (API-key exchange, policies, caller scoping). Every request first
 * passes the storable-input guard (storable-requests.ts).
 */
import { AppError, type Logger } from '@svc/core';
import { unary, type ServiceHandlers } from '@svc/grpc';
import type { IdentityServiceHandlers } from '@svc/grpc/generated/identity/v1/IdentityService.ts';
import type { KeyManager } from '../keys/key-manager.ts';
import { jwks } from '../http/discovery.ts';
import type { TenantRepository } from '../repositories/tenant-repository.ts';
import type { AccessClaims, AccessTokenVerifier } from '../services/access-token-verifier.ts';
import type { PermissionService } from '../services/permission-service.ts';
import type { RevocationService } from '../services/revocation-service.ts';
import type { EdgeDenialAudit } from '../services/edge-denial-audit.ts';
import type { Administration } from '../administration.ts';
import { optionalCaller } from '../services/caller.ts';
import { adminGrpcHandlers } from './admin-grpc.ts';
import { withStorableRequests } from './storable-requests.ts';

function protoClaims(c: AccessClaims) {
  return {
    sub: c.sub,
    org_id: c.org_id,
    workspace_id: c.workspace_id,
    roles: c.roles,
    permissions: c.permissions,
    client_id: c.client_id ?? '',
    jti: c.jti,
    act_sub: c.act?.sub ?? '',
    session_type: c.session_type ?? '',
    exp: c.exp,
    iat: c.iat,
    family_id: c.fid ?? '',
  };
}

export function identityGrpcHandlers(deps: {
  log: Logger;
  keys: KeyManager;
  tenants: TenantRepository;
  verifier: AccessTokenVerifier;
  revocations: RevocationService;
  permissions: PermissionService;
  admin: Administration;
  edgeDenials: EdgeDenialAudit;
}) {
  const { log, keys, verifier, revocations, admin } = deps;
  // Typed with the generated handlers: a missing or mistyped RPC does not compile.
  const handlers: ServiceHandlers<IdentityServiceHandlers> = {
    ...adminGrpcHandlers(log, admin),
    ExchangeApiKey: unary(log, (req) => admin.exchange.exchange(req.api_key ?? '')),
    ValidateToken: unary(log, async (req) => {
      const v = await verifier.verify(req.token ?? '');
      if (v.ok) return { valid: true, claims: protoClaims(v.claims), reason_code: '' };
      return { valid: false, claims: null, reason_code: v.reason === 'revoked' ? 'SVC-AUTH-1007' : 'SVC-AUTH-1006' };
    }),
    // Access tokens only: refresh tokens are their client's secrets and are introspected over
    // HTTP with that client's authentication.
    IntrospectToken: unary(log, async (req) => {
      const v = await verifier.verify(req.token ?? '');
      if (!v.ok) return { active: false, claims: null, token_type: '', scope: '' };
      return {
        active: true,
        claims: protoClaims(v.claims),
        token_type: 'Bearer',
        scope: v.claims.permissions.join(' '),
      };
    }),
    IsRevoked: unary(log, async (req) => {
      if (!req.jti && !req.family_id) throw new AppError('SVC-VALID-4000', 'jti or family_id is required');
      return { revoked: await revocations.isRevoked({ jti: req.jti || undefined, fid: req.family_id || undefined }) };
    }),
    RecordEdgeDenial: unary(log, (req) => deps.edgeDenials.record(req)),
    CheckPermission: unary(log, async (req) =>
      admin.authorization.check(req.user_id, req.workspace_id, req.permission, req.resource_orn || undefined),
    ),
    GetJwks: unary(log, async () => ({ jwks_json: JSON.stringify(jwks(keys)) })),
    GetUsers: unary(log, async (req) => ({
      users: await admin.tenancy.users(req.ids ?? [], req.workspace_id ?? '', optionalCaller(req.caller)),
    })),
    GetOrganization: unary(log, (req) => admin.tenancy.organization(req.id, optionalCaller(req.caller))),
    GetWorkspace: unary(log, (req) => admin.tenancy.workspace(req.id, optionalCaller(req.caller))),
  };
  return withStorableRequests(handlers);
}
