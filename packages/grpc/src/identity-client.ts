/**
 * Typed client for identity.v1.IdentityService. Every call has a deadline; transport failures
 * become typed AppErrors (SVC-SERVER-9001 by default), so callers can fail closed.
 */
import * as grpc from '@grpc/grpc-js';
import { loadProto, serviceDef } from './load.ts';
import { fromGrpcError } from './errors.ts';

export interface Claims {
  sub: string; org_id: string; workspace_id: string; roles: string[]; permissions: string[];
  client_id: string; jti: string; act_sub: string; session_type: string; exp: string; iat: string; family_id: string;
}
export interface ProtoUser {
  id: string; email: string; given_name: string; family_name: string; organization_id: string;
  primary_workspace_id: string; status: string; root_scope: string; created_at: string;
}
export interface ProtoOrganization { id: string; name: string; status: string; created_at: string; updated_at: string; slug: string; plan: string; description: string; logo_url: string }
export interface ProtoWorkspace { id: string; organization_id: string; name: string; status: string; created_at: string; updated_at: string }

export interface IdentityApi {
  validateToken(req: { token: string }): Promise<{ valid: boolean; claims: Claims | null; reason_code: string }>;
  introspectToken(req: { token: string }): Promise<{ active: boolean; claims: Claims | null; token_type: string; scope: string }>;
  isRevoked(req: { jti?: string; family_id?: string }): Promise<{ revoked: boolean }>;
  checkPermission(req: { user_id: string; workspace_id: string; permission: string; resource_orn?: string }): Promise<{ allowed: boolean; reason: string }>;
  getJwks(req: Record<string, never>): Promise<{ jwks_json: string }>;
  exchangeApiKey(req: { api_key: string }): Promise<{ access_token: string; expires_in: number; key_id: string; key_class: string; expires_at: string }>;
  getUsers(req: { ids: string[]; workspace_id: string }): Promise<{ users: ProtoUser[] }>;
  getOrganization(req: { id: string }): Promise<ProtoOrganization>;
  getWorkspace(req: { id: string }): Promise<ProtoWorkspace>;
  close(): void;
}

export function identityServiceDefinition(): grpc.ServiceDefinition {
  return serviceDef(loadProto('identity/v1/identity.proto'), 'identity.v1.IdentityService').service;
}

export function createIdentityClient(target: string, opts: { deadlineMs?: number; unavailableCode?: string } = {}): IdentityApi {
  const Ctor = serviceDef(loadProto('identity/v1/identity.proto'), 'identity.v1.IdentityService');
  const client = new Ctor(target, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    'grpc.enable_retries': 0,
  }) as unknown as grpc.Client & Record<string, Function>;
  const deadlineMs = opts.deadlineMs ?? 2000;
  const call = (method: string) => (req: unknown) =>
    new Promise((resolve, reject) => {
      client[method](req, { deadline: Date.now() + deadlineMs }, (err: grpc.ServiceError | null, res: unknown) =>
        err ? reject(fromGrpcError(err, opts.unavailableCode)) : resolve(res),
      );
    });
  return {
    validateToken: call('ValidateToken'),
    introspectToken: call('IntrospectToken'),
    isRevoked: call('IsRevoked'),
    checkPermission: call('CheckPermission'),
    getJwks: call('GetJwks'),
    exchangeApiKey: call('ExchangeApiKey'),
    getUsers: call('GetUsers'),
    getOrganization: call('GetOrganization'),
    getWorkspace: call('GetWorkspace'),
    close: () => client.close(),
  } as IdentityApi;
}
