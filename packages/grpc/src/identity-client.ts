/**
 * Client of identity.v1.IdentityService and the definitions of the services identity serves.
 * Messages and RPCs are the generated ones (src/generated, from proto/identity/v1/identity.proto):
 * every call has a deadline; transport failures become typed AppErrors (SVC-SERVER-9001 by
 * default), so callers can fail closed.
 */
import type { SvcCode } from '@svc/core';
import { loadProto } from './load.ts';
import { createUnaryClient, type UnaryApi } from './unary-client.ts';
import type { ProtoGrpcType as IdentityProto } from './generated/identity.ts';
import type { ProtoGrpcType as AuditProto } from './generated/audit.ts';
import type { ProtoGrpcType as ComplianceProto } from './generated/compliance.ts';
import type { IdentityServiceDefinition } from './generated/identity/v1/IdentityService.ts';
import type { Caller } from './generated/identity/v1/Caller.ts';

/**
 * The validated identity of a request (the gateway's SVC-* headers); identity authorizes against
 * it, and refuses a caller without its user, organization and workspace (SVC-AUTH-1000).
 */
export type ProtoCaller = Caller & Required<Pick<Caller, 'user_id' | 'org_id' | 'workspace_id'>>;

export type IdentityApi = UnaryApi<IdentityServiceDefinition>;

export function identityServiceDefinition(): IdentityServiceDefinition {
  return loadProto<IdentityProto>('identity/v1/identity.proto').identity.v1.IdentityService.service;
}

export function createIdentityClient(
  target: string,
  opts: { deadlineMs?: number; unavailableCode?: SvcCode } = {},
): IdentityApi {
  return createUnaryClient(identityServiceDefinition(), target, {
    deadlineMs: opts.deadlineMs ?? 2000,
    unavailableCode: opts.unavailableCode,
    channelOptions: { 'grpc.keepalive_time_ms': 30_000 },
  });
}

/** audit.v1.AuditService, which identity serves from the platform's own audit trail. */
export function auditServiceDefinition() {
  return loadProto<AuditProto>('audit/v1/audit.proto').audit.v1.AuditService.service;
}

/** compliance.v1.ComplianceService, whose data-subject requests identity serves (the rest answer UNIMPLEMENTED). */
export function complianceServiceDefinition() {
  return loadProto<ComplianceProto>('compliance/v1/compliance.proto').compliance.v1.ComplianceService.service;
}
