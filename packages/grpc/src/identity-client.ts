/**
 * Typed client for identity.v1.IdentityService. Every call has a deadline; transport failures
 * become typed AppErrors (SVC-SERVER-9001 by default), so callers can fail closed.
 */
import * as grpc from '@grpc/grpc-js';
import { SpanKind, inSpanUntilDone, traceContextEntries, tracingEnabled, type SvcCode } from '@svc/core';
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
export interface ProtoOrganization { id: string; name: string; status: string; created_at: string; updated_at: string; slug: string; plan: string; description: string; logo_url: string; owner_user_id?: string }
export interface ProtoWorkspace { id: string; organization_id: string; name: string; status: string; created_at: string; updated_at: string }

/** The validated identity of a request (the gateway's SVC-* headers); identity authorizes against it. */
export interface ProtoCaller { user_id: string; org_id: string; workspace_id: string; token_id?: string; request_id?: string }
/** Timestamps are RFC 3339 UTC; empty string means absent. */
export interface ProtoApiKey {
  id: string; org_id: string; workspace_id: string; user_id: string; name: string; key_class: string; prefix: string; key_hint: string;
  quota_per_day: number; created_at: string; updated_at: string; expires_at: string; last_used_at: string; revoked_at: string; status: string;
  owner: { user_id: string; display_name: string } | null;
}
export interface ProtoCreateApiKeyResponse { api_key: ProtoApiKey; plaintext_key: string; idempotent_replay: boolean }
export interface ProtoMember { id: string; user_id: string; workspace_id: string; organization_id: string; role: string; joined_at: string; built_in_roles: string[]; user: ProtoUser | null }
export interface ProtoInvitation { id: string; organization_id: string; workspace_id: string; email: string; role: string; invited_by: string; status: string; created_at: string; expires_at: string; inviter: ProtoUser | null }
export interface ProtoSession { id: string; created_at: string; expires_at: string; last_active_at: string; is_current: boolean; browser: string; device: string; coarse_ip: string; coarse_location: string }
export interface ProtoPolicyBundleManifest {
  abi_version: string; bundle_version: number; cascade_level: string; compiler_toolchain: string; created_at: string; ds_tag: string; encoded_cbor_b64: string;
  key_version: number; parent_layer_sha256: string; scope_id: string; sig: string; signer_pub: string; source_sha256: string; wasm_sha256: string;
}
export interface ProtoPolicy { policy_id: string; version: number; author_principal: string; created_at: string; level: string; scope_id: string; source: string; source_format: string }
export interface ProtoSsoGroupMapping { idp_group: string; role: string }
export interface ProtoOwnershipTransfer { transfer_id: string; org_id: string; previous_owner_id: string; new_owner_id: string; status: string; created_at: string }
export interface ProtoSignupProfile { company_size: string; use_case: string; updated_at: string }
export interface ProtoDomainVerification {
  verification_id: string; domain: string; registrable_domain: string; method: string; status: string;
  dns_record_name: string; dns_record_value: string; role_email: string; expires_at: string; verified_at: string;
}
export interface ProtoContentBoundEnablement {
  enablement_id: string; org_id: string; workspace_id: string; dlp_profile_id: string; dpa_reference: string; legal_signoff_ref: string;
  residency_region: string; status: string; approver_maker: string; approver_checker: string; enabled_at: string;
}
export interface ProtoImpersonationOp {
  op_id: string; access_mode: string; justification: string; requested_by_orn: string; target_org_id: string; target_workspace_id: string;
  quorum_collected: number; quorum_required: number; status: string; requested_at: string; expires_at: string;
}
export interface ProtoImpersonationNotice {
  op_id: string; access_mode: string; justification: string; operator_orn: string; target_org_id: string; target_workspace_id: string; active_since: string; expires_at: string;
}
export interface ProtoImpersonationRevokeReceipt { op_id: string; revoked_at: string; status: string }
export interface ProtoSsoConfig {
  entity_id: string; sso_url: string; certificate_pem: string; certificate_sha256: string; default_role: string;
  group_mappings: ProtoSsoGroupMapping[]; status: string; last_login_at: string; updated_at: string;
}
export interface ProtoSignUpResponse {
  access_token: string; refresh_token: string; expires_in: number; organization: ProtoOrganization; workspace: ProtoWorkspace; user: ProtoUser; email_verified: boolean;
}

export interface IdentityApi {
  validateToken(req: { token: string }): Promise<{ valid: boolean; claims: Claims | null; reason_code: string }>;
  introspectToken(req: { token: string }): Promise<{ active: boolean; claims: Claims | null; token_type: string; scope: string }>;
  isRevoked(req: { jti?: string; family_id?: string }): Promise<{ revoked: boolean }>;
  recordEdgeDenial(req: { token: string; reason: string; request_id?: string; entry?: string; required_scopes?: string; field?: string }): Promise<{ recorded: boolean; skipped: string }>;
  checkPermission(req: { user_id: string; workspace_id: string; permission: string; resource_orn?: string }): Promise<{ allowed: boolean; reason: string }>;
  getJwks(req: Record<string, never>): Promise<{ jwks_json: string }>;
  exchangeApiKey(req: { api_key: string }): Promise<{ access_token: string; expires_in: number; key_id: string; key_class: string; expires_at: string }>;
  getUsers(req: { ids: string[]; workspace_id: string; caller?: ProtoCaller }): Promise<{ users: ProtoUser[] }>;
  getOrganization(req: { id: string; caller?: ProtoCaller }): Promise<ProtoOrganization>;
  getWorkspace(req: { id: string; caller?: ProtoCaller }): Promise<ProtoWorkspace>;
  // administration (identity/README.md "Administration")
  listWorkspaces(req: { caller: ProtoCaller }): Promise<{ workspaces: ProtoWorkspace[] }>;
  createApiKey(req: { caller: ProtoCaller; name: string; key_class: string; expires_at?: string; idempotency_key?: string }): Promise<ProtoCreateApiKeyResponse>;
  rotateApiKey(req: { caller: ProtoCaller; id: string }): Promise<ProtoCreateApiKeyResponse>;
  revokeApiKey(req: { caller: ProtoCaller; id: string }): Promise<ProtoApiKey>;
  listApiKeys(req: { caller: ProtoCaller; inventory?: boolean }): Promise<{ api_keys: ProtoApiKey[] }>;
  previewBulkRevocation(req: { caller: ProtoCaller; scope: string }): Promise<{ affected_count: number; confirmation_text: string; operation_binding: string; scope: string }>;
  bulkRevokeApiKeys(req: { caller: ProtoCaller; scope: string; confirmation_text: string; operation_binding: string; step_up_token?: string }): Promise<{ affected_count: number; idempotent_replay: boolean; operation_id: string }>;
  issueVirtualKey(req: { caller: ProtoCaller; key_class: string; not_after: string; allowed_models?: string[] }): Promise<{ alias: string; alias_hint: string; not_after: string; vkid: string }>;
  rotateVirtualKey(req: { caller: ProtoCaller; vkid: string; rotate_alias?: boolean }): Promise<{ vkid: string; grant_serial: string; alias: string }>;
  revokeVirtualKey(req: { caller: ProtoCaller; vkid: string }): Promise<{ vkid: string; revoked_at: string }>;
  listMembers(req: { caller: ProtoCaller; organization_wide?: boolean }): Promise<{ members: ProtoMember[] }>;
  updateMemberRole(req: { caller: ProtoCaller; member_id: string; role: string }): Promise<ProtoMember>;
  removeMember(req: { caller: ProtoCaller; member_id: string }): Promise<{ removed: boolean }>;
  createInvitation(req: { caller: ProtoCaller; email: string; role: string }): Promise<{ invitation: ProtoInvitation; accept_token: string }>;
  listInvitations(req: { caller: ProtoCaller; organization_wide?: boolean; addressed_to_caller?: boolean }): Promise<{ invitations: ProtoInvitation[] }>;
  revokeInvitation(req: { caller: ProtoCaller; id: string }): Promise<ProtoInvitation>;
  acceptInvitation(req: { caller: ProtoCaller; token: string }): Promise<ProtoMember>;
  listSessions(req: { caller: ProtoCaller; offset?: number; limit?: number }): Promise<{ sessions: ProtoSession[]; total_count: number }>;
  revokeSessions(req: { caller: ProtoCaller; session_id?: string; others?: boolean }): Promise<{ success: boolean; revoked_current: boolean; revoked_count: number }>;
  signUp(req: { email: string; password: string; first_name: string; last_name: string; organization_name: string }): Promise<ProtoSignUpResponse>;
  enrollMfa(req: { caller: ProtoCaller }): Promise<{ secret: string; qr_code_url: string; backup_codes: string[] }>;
  confirmMfa(req: { caller: ProtoCaller; code: string }): Promise<{ confirmed: boolean }>;
  requestStepUp(req: { caller: ProtoCaller; scope: string; code: string; operation_binding?: string }): Promise<{ jti: string; scope: string; expires_at: string; token: string }>;
  savePolicy(req: { caller: ProtoCaller; policy_id?: string; level: string; source: string; source_format: string }): Promise<ProtoPolicy>;
  listPolicies(req: { caller: ProtoCaller }): Promise<{ policies: ProtoPolicy[] }>;
  previewPolicyDecision(req: { caller: ProtoCaller; action: string; resource: string; draft_source?: string }): Promise<{ decision: string; matched: string[]; reason: string }>;
  getPolicy(req: { caller: ProtoCaller; policy_id: string; version?: number }): Promise<{ found: boolean; policy: ProtoPolicy | null }>;
  lintPolicy(req: { caller: ProtoCaller; source: string; source_format: string }): Promise<{ findings: { code: string; message: string; severity: string; source_span: string }[] }>;
  publishPolicyBundle(req: { caller: ProtoCaller; level: string }): Promise<{ from_version: number; to_version: number; published_at: string; level: string; scope_id: string }>;
  listPolicyBundles(req: { caller: ProtoCaller; level: string }): Promise<{ active_version: number; versions: ProtoPolicyBundleManifest[] }>;
  getSsoConfig(req: { caller: ProtoCaller }): Promise<{ found: boolean; config: ProtoSsoConfig | null }>;
  saveSsoConfig(req: { caller: ProtoCaller; entity_id: string; sso_url: string; certificate_pem: string; default_role: string; group_mappings?: ProtoSsoGroupMapping[] }): Promise<ProtoSsoConfig>;
  getOrganizationCounts(req: { caller: ProtoCaller }): Promise<{ users: number; workspaces: number }>;
  setOrganizationPlan(req: { org_id: string; plan: string; subscription_id: string; reason: string; request_id?: string }): Promise<ProtoOrganization>;
  resendVerificationEmail(req: { email: string; client_address?: string }): Promise<{ success: boolean }>;
  initiateEmailChange(req: { caller: ProtoCaller; new_email: string }): Promise<{ success: boolean }>;
  confirmEmailChange(req: { caller: ProtoCaller; token: string }): Promise<{ success: boolean }>;
  cancelEmailChange(req: { caller: ProtoCaller }): Promise<{ success: boolean }>;
  updateOrganization(req: { caller: ProtoCaller; set_name?: boolean; name?: string; set_description?: boolean; description?: string; set_logo_url?: boolean; logo_url?: string }): Promise<ProtoOrganization>;
  transferOrgOwnership(req: { caller: ProtoCaller; new_owner_id: string; step_up_token?: string }): Promise<ProtoOwnershipTransfer>;
  slugAvailability(req: { caller: ProtoCaller; slug: string }): Promise<{ available: boolean }>;
  getSignupProfile(req: { caller: ProtoCaller }): Promise<ProtoSignupProfile>;
  updateSignupProfile(req: { caller: ProtoCaller; set_company_size?: boolean; company_size?: string; set_use_case?: boolean; use_case?: string }): Promise<ProtoSignupProfile>;
  requestDomainVerification(req: { caller: ProtoCaller; domain: string; method: string }): Promise<ProtoDomainVerification>;
  checkDomainVerification(req: { caller: ProtoCaller; verification_id: string }): Promise<ProtoDomainVerification>;
  listDomainVerifications(req: { caller: ProtoCaller }): Promise<{ verifications: ProtoDomainVerification[] }>;
  requestContentBoundEnablement(req: { caller: ProtoCaller; dlp_profile_id: string; dpa_reference: string; legal_signoff_ref: string; residency_region: string; kms_key_ref: string }): Promise<ProtoContentBoundEnablement>;
  approveContentBoundEnablement(req: { caller: ProtoCaller; enablement_id: string; step_up_token?: string }): Promise<ProtoContentBoundEnablement>;
  getContentBoundEnablement(req: { caller: ProtoCaller }): Promise<{ found: boolean; enablement: ProtoContentBoundEnablement | null }>;
  requestImpersonation(req: { caller: ProtoCaller; target_org_id: string; target_workspace_id?: string; access_mode: string; justification: string; duration_seconds: number }): Promise<ProtoImpersonationOp>;
  approveImpersonation(req: { caller: ProtoCaller; op_id: string; step_up_token?: string }): Promise<ProtoImpersonationOp>;
  revokeImpersonation(req: { caller: ProtoCaller; op_id: string }): Promise<ProtoImpersonationRevokeReceipt>;
  listImpersonationOps(req: { caller: ProtoCaller }): Promise<{ ops: ProtoImpersonationOp[] }>;
  listImpersonationNotices(req: { caller: ProtoCaller }): Promise<{ notices: ProtoImpersonationNotice[] }>;
  close(): void;
}

export function identityServiceDefinition(): grpc.ServiceDefinition {
  return serviceDef(loadProto('identity/v1/identity.proto'), 'identity.v1.IdentityService').service;
}

export function createIdentityClient(target: string, opts: { deadlineMs?: number; unavailableCode?: SvcCode } = {}): IdentityApi {
  const Ctor = serviceDef(loadProto('identity/v1/identity.proto'), 'identity.v1.IdentityService');
  const client = new Ctor(target, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    'grpc.enable_retries': 0,
  }) as unknown as grpc.Client & Record<string, Function>;
  const deadlineMs = opts.deadlineMs ?? 2000;
  const call = (method: string) => (req: unknown) =>
    new Promise((resolve, reject) => {
      if (!tracingEnabled()) {
        client[method](req, { deadline: Date.now() + deadlineMs }, (err: grpc.ServiceError | null, res: unknown) =>
          err ? reject(fromGrpcError(err, opts.unavailableCode)) : resolve(res),
        );
        return;
      }
      // A CLIENT span per call; its context travels to identity in the call's metadata.
      inSpanUntilDone(`grpc identity.v1.IdentityService/${method}`, { kind: SpanKind.CLIENT, attributes: { 'rpc.system': 'grpc', 'rpc.method': method } }, (done) => {
        const metadata = new grpc.Metadata();
        for (const [k, v] of traceContextEntries()) metadata.set(k, v);
        client[method](req, metadata, { deadline: Date.now() + deadlineMs }, (err: grpc.ServiceError | null, res: unknown) => {
          done(err);
          if (err) reject(fromGrpcError(err, opts.unavailableCode));
          else resolve(res);
        });
      });
    });
  return {
    validateToken: call('ValidateToken'),
    introspectToken: call('IntrospectToken'),
    isRevoked: call('IsRevoked'),
    recordEdgeDenial: call('RecordEdgeDenial'),
    checkPermission: call('CheckPermission'),
    getJwks: call('GetJwks'),
    exchangeApiKey: call('ExchangeApiKey'),
    getUsers: call('GetUsers'),
    getOrganization: call('GetOrganization'),
    getWorkspace: call('GetWorkspace'),
    listWorkspaces: call('ListWorkspaces'),
    createApiKey: call('CreateApiKey'),
    rotateApiKey: call('RotateApiKey'),
    revokeApiKey: call('RevokeApiKey'),
    listApiKeys: call('ListApiKeys'),
    previewBulkRevocation: call('PreviewBulkRevocation'),
    bulkRevokeApiKeys: call('BulkRevokeApiKeys'),
    issueVirtualKey: call('IssueVirtualKey'),
    rotateVirtualKey: call('RotateVirtualKey'),
    revokeVirtualKey: call('RevokeVirtualKey'),
    listMembers: call('ListMembers'),
    updateMemberRole: call('UpdateMemberRole'),
    removeMember: call('RemoveMember'),
    createInvitation: call('CreateInvitation'),
    listInvitations: call('ListInvitations'),
    revokeInvitation: call('RevokeInvitation'),
    acceptInvitation: call('AcceptInvitation'),
    listSessions: call('ListSessions'),
    revokeSessions: call('RevokeSessions'),
    signUp: call('SignUp'),
    enrollMfa: call('EnrollMfa'),
    confirmMfa: call('ConfirmMfa'),
    requestStepUp: call('RequestStepUp'),
    savePolicy: call('SavePolicy'),
    listPolicies: call('ListPolicies'),
    previewPolicyDecision: call('PreviewPolicyDecision'),
    getPolicy: call('GetPolicy'),
    lintPolicy: call('LintPolicy'),
    publishPolicyBundle: call('PublishPolicyBundle'),
    listPolicyBundles: call('ListPolicyBundles'),
    getSsoConfig: call('GetSsoConfig'),
    saveSsoConfig: call('SaveSsoConfig'),
    getOrganizationCounts: call('GetOrganizationCounts'),
    setOrganizationPlan: call('SetOrganizationPlan'),
    resendVerificationEmail: call('ResendVerificationEmail'),
    initiateEmailChange: call('InitiateEmailChange'),
    confirmEmailChange: call('ConfirmEmailChange'),
    cancelEmailChange: call('CancelEmailChange'),
    updateOrganization: call('UpdateOrganization'),
    transferOrgOwnership: call('TransferOrgOwnership'),
    slugAvailability: call('SlugAvailability'),
    getSignupProfile: call('GetSignupProfile'),
    updateSignupProfile: call('UpdateSignupProfile'),
    requestDomainVerification: call('RequestDomainVerification'),
    checkDomainVerification: call('CheckDomainVerification'),
    listDomainVerifications: call('ListDomainVerifications'),
    requestContentBoundEnablement: call('RequestContentBoundEnablement'),
    approveContentBoundEnablement: call('ApproveContentBoundEnablement'),
    getContentBoundEnablement: call('GetContentBoundEnablement'),
    requestImpersonation: call('RequestImpersonation'),
    approveImpersonation: call('ApproveImpersonation'),
    revokeImpersonation: call('RevokeImpersonation'),
    listImpersonationOps: call('ListImpersonationOps'),
    listImpersonationNotices: call('ListImpersonationNotices'),
    close: () => client.close(),
  } as IdentityApi;
}

/** audit.v1.AuditService, which identity serves from the platform's own audit trail. */
export function auditServiceDefinition(): grpc.ServiceDefinition {
  return serviceDef(loadProto('audit/v1/audit.proto'), 'audit.v1.AuditService').service;
}

/** compliance.v1.ComplianceService, whose data-subject requests identity serves (the rest answer UNIMPLEMENTED). */
export function complianceServiceDefinition(): grpc.ServiceDefinition {
  return serviceDef(loadProto('compliance/v1/compliance.proto'), 'compliance.v1.ComplianceService').service;
}
