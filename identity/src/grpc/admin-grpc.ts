/**
 * gRPC transport of the administration RPCs (proto/identity/v1/identity.proto, "Administration"):
 * each handler reads the Caller, calls one service method and returns its message. Errors render
 * through the catalogue (unary()).
 */
import type { Logger } from '@svc/core';
import { unary } from '@svc/grpc';
import type { Administration } from '../administration.ts';
import { withCallRequestId } from '../services/request-context.ts';
import { callerFrom, type ProtoCallerMessage } from '../services/caller.ts';

type WithCaller<T = object> = T & { caller?: ProtoCallerMessage | null };

export function adminGrpcHandlers(log: Logger, a: Administration) {
  // Each call runs with its x-request-id in scope: Caller.requestId, the audit events' correlationKey.
  const rpc = <Req, Res>(fn: (req: Req) => Promise<Res>) => unary<Req, Res>(log, (req, call) => withCallRequestId(call, () => fn(req)));
  return {
    ListWorkspaces: rpc(async (r: WithCaller) => ({ workspaces: await a.tenancy.workspaces(callerFrom(r.caller)) })),

    CreateApiKey: rpc((r: WithCaller<{ name: string; key_class: string; expires_at: string; idempotency_key: string }>) =>
      a.apiKeys.create(callerFrom(r.caller), { name: r.name, keyClass: r.key_class, expiresAt: r.expires_at || undefined, idempotencyKey: r.idempotency_key || undefined })),
    RotateApiKey: rpc((r: WithCaller<{ id: string }>) => a.apiKeys.rotate(callerFrom(r.caller), r.id)),
    RevokeApiKey: rpc((r: WithCaller<{ id: string }>) => a.apiKeys.revoke(callerFrom(r.caller), r.id)),
    ListApiKeys: rpc(async (r: WithCaller<{ inventory: boolean }>) => ({ api_keys: await a.apiKeys.list(callerFrom(r.caller), !!r.inventory) })),
    PreviewBulkRevocation: rpc(async (r: WithCaller<{ scope: string }>) => {
      const { ids: _ids, ...preview } = await a.apiKeys.preview(callerFrom(r.caller), r.scope);
      return preview;
    }),
    BulkRevokeApiKeys: rpc((r: WithCaller<{ scope: string; confirmation_text: string; operation_binding: string; step_up_token: string }>) =>
      a.apiKeys.bulkRevoke(callerFrom(r.caller), { scope: r.scope, confirmationText: r.confirmation_text, operationBinding: r.operation_binding, stepUpToken: r.step_up_token })),
    IssueVirtualKey: rpc((r: WithCaller<{ key_class: string; not_after: string; allowed_models: string[] }>) =>
      a.virtualKeys.issue(callerFrom(r.caller), { keyClass: r.key_class, notAfter: r.not_after, allowedModels: r.allowed_models ?? [] })),
    RotateVirtualKey: rpc((r: WithCaller<{ vkid: string; rotate_alias: boolean }>) => a.virtualKeys.rotate(callerFrom(r.caller), r.vkid, !!r.rotate_alias)),
    RevokeVirtualKey: rpc((r: WithCaller<{ vkid: string }>) => a.virtualKeys.revoke(callerFrom(r.caller), r.vkid)),

    ListMembers: rpc(async (r: WithCaller<{ organization_wide: boolean }>) => ({ members: await a.members.list(callerFrom(r.caller), !!r.organization_wide) })),
    UpdateMemberRole: rpc((r: WithCaller<{ member_id: string; role: string }>) => a.members.updateRole(callerFrom(r.caller), r.member_id, r.role)),
    RemoveMember: rpc(async (r: WithCaller<{ member_id: string }>) => ({ removed: await a.members.remove(callerFrom(r.caller), r.member_id) })),
    CreateInvitation: rpc((r: WithCaller<{ email: string; role: string }>) => a.members.invite(callerFrom(r.caller), r.email, r.role)),
    ListInvitations: rpc(async (r: WithCaller<{ organization_wide: boolean; addressed_to_caller: boolean }>) => ({
      invitations: await a.members.listInvitations(callerFrom(r.caller), { organizationWide: !!r.organization_wide, addressedToCaller: !!r.addressed_to_caller }),
    })),
    RevokeInvitation: rpc((r: WithCaller<{ id: string }>) => a.members.revokeInvitation(callerFrom(r.caller), r.id)),
    AcceptInvitation: rpc((r: WithCaller<{ token: string }>) => a.members.accept(callerFrom(r.caller), r.token)),

    ListSessions: rpc((r: WithCaller<{ offset: number; limit: number }>) => a.sessions.list(callerFrom(r.caller), r.offset, r.limit)),
    RevokeSessions: rpc((r: WithCaller<{ session_id: string; others: boolean }>) => {
      const c = callerFrom(r.caller);
      return r.others ? a.sessions.revokeOthers(c) : a.sessions.revoke(c, r.session_id);
    }),

    SignUp: rpc((r: { email: string; password: string; first_name: string; last_name: string; organization_name: string }) =>
      a.signup.signUp({ email: r.email, password: r.password, firstName: r.first_name, lastName: r.last_name, organizationName: r.organization_name })),
    EnrollMfa: rpc((r: WithCaller) => a.mfa.enroll(callerFrom(r.caller))),
    ConfirmMfa: rpc(async (r: WithCaller<{ code: string }>) => ({ confirmed: await a.mfa.confirm(callerFrom(r.caller), r.code) })),
    RequestStepUp: rpc((r: WithCaller<{ scope: string; code: string; operation_binding: string }>) =>
      a.stepUps.request(callerFrom(r.caller), r.scope, r.code, r.operation_binding ?? '')),

    SavePolicy: rpc((r: WithCaller<{ policy_id: string; level: string; source: string; source_format: string }>) =>
      a.policies.save(callerFrom(r.caller), { policyId: r.policy_id || undefined, level: r.level, source: r.source, sourceFormat: r.source_format })),
    ListPolicies: rpc(async (r: WithCaller) => ({ policies: await a.policies.list(callerFrom(r.caller)) })),
    GetPolicy: rpc(async (r: WithCaller<{ policy_id: string; version: number }>) => {
      const policy = await a.policies.get(callerFrom(r.caller), r.policy_id ?? '', r.version ?? 0);
      return policy ? { found: true, policy } : { found: false };
    }),
    PublishPolicyBundle: rpc((r: WithCaller<{ level: string }>) => a.policyBundles.publish(callerFrom(r.caller), r.level ?? '')),
    ListPolicyBundles: rpc((r: WithCaller<{ level: string }>) => a.policyBundles.versions(callerFrom(r.caller), r.level ?? '')),
    LintPolicy: rpc(async (r: WithCaller<{ source: string; source_format: string }>) => ({ findings: await a.policies.lint(callerFrom(r.caller), r.source ?? '', r.source_format ?? '') })),
    PreviewPolicyDecision: rpc((r: WithCaller<{ action: string; resource: string; draft_source: string }>) =>
      a.authorization.preview(callerFrom(r.caller), r.action, r.resource, r.draft_source || undefined)),

    GetSsoConfig: rpc(async (r: WithCaller) => {
      const config = await a.sso.get(callerFrom(r.caller));
      return config ? { found: true, config } : { found: false };
    }),
    GetOrganizationCounts: rpc((r: WithCaller) => a.organizationUsage.counts(callerFrom(r.caller))),
    // Service-to-service (billing): no Caller; see organization-plan-service.ts.
    SetOrganizationPlan: rpc((r: { org_id: string; plan: string; subscription_id: string; reason: string; request_id: string }) =>
      a.organizationPlans.set({ orgId: r.org_id, plan: r.plan, subscriptionId: r.subscription_id, reason: r.reason, requestId: r.request_id || undefined })),
    SaveSsoConfig: rpc((r: WithCaller<{ entity_id: string; sso_url: string; certificate_pem: string; default_role: string; group_mappings: { idp_group: string; role: string }[] }>) =>
      a.sso.save(callerFrom(r.caller), {
        entityId: r.entity_id, ssoUrl: r.sso_url, certificatePem: r.certificate_pem, defaultRole: r.default_role,
        groupMappings: (r.group_mappings ?? []).map((m) => ({ idpGroup: m.idp_group, role: m.role })),
      })),

    // ---- governance (issue 14) ----
    // Anonymous: no caller. The edge passes the client's address for the per-client limit.
    ResendVerificationEmail: unary(log, (r: { email: string; client_address: string }) => a.email.resendVerification(r.email ?? '', r.client_address ?? '')),
    InitiateEmailChange: unary(log, (r: WithCaller<{ new_email: string }>) => a.email.initiateChange(callerFrom(r.caller), r.new_email ?? '')),
    ConfirmEmailChange: unary(log, (r: WithCaller<{ token: string }>) => a.email.confirmChange(callerFrom(r.caller), r.token ?? '')),
    CancelEmailChange: unary(log, (r: WithCaller) => a.email.cancelChange(callerFrom(r.caller))),
    UpdateOrganization: unary(log, (r: WithCaller<{ set_name: boolean; name: string; set_description: boolean; description: string; set_logo_url: boolean; logo_url: string }>) =>
      a.organizations.update(callerFrom(r.caller), {
        name: r.set_name ? r.name ?? '' : undefined, description: r.set_description ? r.description ?? '' : undefined, logoUrl: r.set_logo_url ? r.logo_url ?? '' : undefined,
      })),
    TransferOrgOwnership: unary(log, (r: WithCaller<{ new_owner_id: string; step_up_token: string }>) => a.organizations.transferOwnership(callerFrom(r.caller), r.new_owner_id ?? '', r.step_up_token ?? '')),
    SlugAvailability: unary(log, async (r: WithCaller<{ slug: string }>) => ({ available: await a.organizations.slugAvailable(callerFrom(r.caller), r.slug ?? '') })),
    GetSignupProfile: unary(log, (r: WithCaller) => a.organizations.signupProfile(callerFrom(r.caller))),
    UpdateSignupProfile: unary(log, (r: WithCaller<{ set_company_size: boolean; company_size: string; set_use_case: boolean; use_case: string }>) =>
      a.organizations.updateSignupProfile(callerFrom(r.caller), {
        companySize: r.set_company_size ? r.company_size || null : undefined, useCase: r.set_use_case ? r.use_case || null : undefined,
      })),
    RequestDomainVerification: unary(log, (r: WithCaller<{ domain: string; method: string }>) => a.domains.request(callerFrom(r.caller), r.domain ?? '', r.method ?? '')),
    CheckDomainVerification: unary(log, (r: WithCaller<{ verification_id: string }>) => a.domains.check(callerFrom(r.caller), r.verification_id ?? '')),
    ListDomainVerifications: unary(log, async (r: WithCaller) => ({ verifications: await a.domains.list(callerFrom(r.caller)) })),
    RequestContentBoundEnablement: unary(log, (r: WithCaller<{ dlp_profile_id: string; dpa_reference: string; legal_signoff_ref: string; residency_region: string; kms_key_ref: string }>) =>
      a.contentBound.request(callerFrom(r.caller), {
        dlpProfileId: r.dlp_profile_id ?? '', dpaReference: r.dpa_reference ?? '', legalSignoffRef: r.legal_signoff_ref ?? '', residencyRegion: r.residency_region ?? '', kmsKeyRef: r.kms_key_ref ?? '',
      })),
    ApproveContentBoundEnablement: unary(log, (r: WithCaller<{ enablement_id: string; step_up_token: string }>) => a.contentBound.approve(callerFrom(r.caller), r.enablement_id ?? '', r.step_up_token ?? '')),
    GetContentBoundEnablement: unary(log, (r: WithCaller) => a.contentBound.get(callerFrom(r.caller))),
    RequestImpersonation: unary(log, (r: WithCaller<{ target_org_id: string; target_workspace_id: string; access_mode: string; justification: string; duration_seconds: number }>) =>
      a.impersonation.request(callerFrom(r.caller), {
        targetOrgId: r.target_org_id ?? '', targetWorkspaceId: r.target_workspace_id ?? '', accessMode: r.access_mode ?? '', justification: r.justification ?? '', durationSeconds: r.duration_seconds ?? 0,
      })),
    ApproveImpersonation: unary(log, (r: WithCaller<{ op_id: string; step_up_token: string }>) => a.impersonation.approve(callerFrom(r.caller), r.op_id ?? '', r.step_up_token ?? '')),
    RevokeImpersonation: unary(log, (r: WithCaller<{ op_id: string }>) => a.impersonation.revoke(callerFrom(r.caller), r.op_id ?? '')),
    ListImpersonationOps: unary(log, (r: WithCaller) => a.impersonation.list(callerFrom(r.caller))),
    ListImpersonationNotices: unary(log, (r: WithCaller) => a.impersonation.notices(callerFrom(r.caller))),
  };
}
