/**
 * gRPC transport of the administration RPCs (proto/identity/v1/identity.proto, "Administration"):
 * each handler reads the Caller, calls one service method and returns its message. Errors render
 * through the catalogue (unary()).
 */
import type { Logger } from '@svc/core';
import { unary, type ServiceHandlers } from '@svc/grpc';
import type { IdentityServiceHandlers } from '@svc/grpc/generated/identity/v1/IdentityService.ts';
import type { Administration } from '../administration.ts';
import { withCallRequestId } from '../services/request-context.ts';
import { callerFrom } from '../services/caller.ts';

export function adminGrpcHandlers(log: Logger, a: Administration) {
  // Each call runs with its x-request-id in scope: Caller.requestId, the audit events' correlationKey.
  const rpc = <Req, Res>(fn: (req: Req) => Promise<Res>) =>
    unary<Req, Res>(log, (req, call) => withCallRequestId(call, () => fn(req)));
  return {
    ListWorkspaces: rpc(async (r) => ({ workspaces: await a.tenancy.workspaces(callerFrom(r.caller)) })),

    CreateApiKey: rpc((r) =>
      a.apiKeys.create(callerFrom(r.caller), {
        name: r.name,
        keyClass: r.key_class,
        expiresAt: r.expires_at || undefined,
        idempotencyKey: r.idempotency_key || undefined,
      }),
    ),
    RotateApiKey: rpc((r) => a.apiKeys.rotate(callerFrom(r.caller), r.id)),
    RevokeApiKey: rpc((r) => a.apiKeys.revoke(callerFrom(r.caller), r.id)),
    ListApiKeys: rpc(async (r) => ({ api_keys: await a.apiKeys.list(callerFrom(r.caller), !!r.inventory) })),
    PreviewBulkRevocation: rpc(async (r) => {
      const { ids: _ids, ...preview } = await a.apiKeys.preview(callerFrom(r.caller), r.scope);
      return preview;
    }),
    BulkRevokeApiKeys: rpc((r) =>
      a.apiKeys.bulkRevoke(callerFrom(r.caller), {
        scope: r.scope,
        confirmationText: r.confirmation_text,
        operationBinding: r.operation_binding,
        stepUpToken: r.step_up_token,
      }),
    ),
    IssueVirtualKey: rpc((r) =>
      a.virtualKeys.issue(callerFrom(r.caller), {
        keyClass: r.key_class,
        notAfter: r.not_after,
        allowedModels: r.allowed_models ?? [],
      }),
    ),
    RotateVirtualKey: rpc((r) => a.virtualKeys.rotate(callerFrom(r.caller), r.vkid, !!r.rotate_alias)),
    RevokeVirtualKey: rpc((r) => a.virtualKeys.revoke(callerFrom(r.caller), r.vkid)),
    ListVirtualKeys: rpc(async (r) => ({ virtual_keys: await a.virtualKeys.list(callerFrom(r.caller)) })),

    ListMembers: rpc(async (r) => ({ members: await a.members.list(callerFrom(r.caller), !!r.organization_wide) })),
    UpdateMemberRole: rpc((r) => a.members.updateRole(callerFrom(r.caller), r.member_id, r.role)),
    RemoveMember: rpc(async (r) => ({ removed: await a.members.remove(callerFrom(r.caller), r.member_id) })),
    CreateInvitation: rpc((r) => a.members.invite(callerFrom(r.caller), r.email, r.role)),
    ListInvitations: rpc(async (r) => ({
      invitations: await a.members.listInvitations(callerFrom(r.caller), {
        organizationWide: !!r.organization_wide,
        addressedToCaller: !!r.addressed_to_caller,
      }),
    })),
    RevokeInvitation: rpc((r) => a.members.revokeInvitation(callerFrom(r.caller), r.id)),
    AcceptInvitation: rpc((r) => a.members.accept(callerFrom(r.caller), r.token)),

    ListSessions: rpc((r) => a.sessions.list(callerFrom(r.caller), r.offset, r.limit)),
    RevokeSessions: rpc((r) => {
      const c = callerFrom(r.caller);
      return r.others ? a.sessions.revokeOthers(c) : a.sessions.revoke(c, r.session_id);
    }),

    SignUp: rpc((r) =>
      a.signup.signUp({
        email: r.email,
        password: r.password,
        firstName: r.first_name,
        lastName: r.last_name,
        organizationName: r.organization_name,
      }),
    ),
    EnrollMfa: rpc((r) => a.mfa.enroll(callerFrom(r.caller))),
    ConfirmMfa: rpc(async (r) => ({ confirmed: await a.mfa.confirm(callerFrom(r.caller), r.code) })),
    RequestStepUp: rpc((r) => a.stepUps.request(callerFrom(r.caller), r.scope, r.code, r.operation_binding ?? '')),

    SavePolicy: rpc((r) =>
      a.policies.save(callerFrom(r.caller), {
        policyId: r.policy_id || undefined,
        level: r.level,
        source: r.source,
        sourceFormat: r.source_format,
      }),
    ),
    ListPolicies: rpc(async (r) => ({ policies: await a.policies.list(callerFrom(r.caller)) })),
    GetPolicy: rpc(async (r) => {
      const policy = await a.policies.get(callerFrom(r.caller), r.policy_id ?? '', r.version ?? 0);
      return policy ? { found: true, policy } : { found: false };
    }),
    PublishPolicyBundle: rpc((r) => a.policyBundles.publish(callerFrom(r.caller), r.level ?? '')),
    ListPolicyBundles: rpc((r) => a.policyBundles.versions(callerFrom(r.caller), r.level ?? '')),
    LintPolicy: rpc(async (r) => ({
      findings: await a.policies.lint(callerFrom(r.caller), r.source ?? '', r.source_format ?? ''),
    })),
    PreviewPolicyDecision: rpc((r) =>
      a.authorization.preview(callerFrom(r.caller), r.action, r.resource, r.draft_source || undefined),
    ),

    GetSsoConfig: rpc(async (r) => {
      const config = await a.sso.get(callerFrom(r.caller));
      return config ? { found: true, config } : { found: false };
    }),
    GetOrganizationCounts: rpc((r) => a.organizationUsage.counts(callerFrom(r.caller))),
    // Service-to-service (billing): no Caller; see organization-plan-service.ts.
    SetOrganizationPlan: rpc((r) =>
      a.organizationPlans.set({
        orgId: r.org_id,
        plan: r.plan,
        subscriptionId: r.subscription_id,
        reason: r.reason,
        requestId: r.request_id || undefined,
      }),
    ),
    SaveSsoConfig: rpc((r) =>
      a.sso.save(callerFrom(r.caller), {
        entityId: r.entity_id,
        ssoUrl: r.sso_url,
        certificatePem: r.certificate_pem,
        defaultRole: r.default_role,
        groupMappings: (r.group_mappings ?? []).map((m) => ({ idpGroup: m.idp_group, role: m.role })),
      }),
    ),

    // ---- governance (issue 14) ----
    // Anonymous: no caller. The edge passes the client's address for the per-client limit.
    ResendVerificationEmail: unary(log, (r) => a.email.resendVerification(r.email ?? '', r.client_address ?? '')),
    InitiateEmailChange: unary(log, (r) => a.email.initiateChange(callerFrom(r.caller), r.new_email ?? '')),
    ConfirmEmailChange: unary(log, (r) => a.email.confirmChange(callerFrom(r.caller), r.token ?? '')),
    CancelEmailChange: unary(log, (r) => a.email.cancelChange(callerFrom(r.caller))),
    UpdateOrganization: unary(log, (r) =>
      a.organizations.update(callerFrom(r.caller), {
        name: r.set_name ? (r.name ?? '') : undefined,
        description: r.set_description ? (r.description ?? '') : undefined,
        logoUrl: r.set_logo_url ? (r.logo_url ?? '') : undefined,
      }),
    ),
    TransferOrgOwnership: unary(log, (r) =>
      a.organizations.transferOwnership(callerFrom(r.caller), r.new_owner_id ?? '', r.step_up_token ?? ''),
    ),
    SlugAvailability: unary(log, async (r) => ({
      available: await a.organizations.slugAvailable(callerFrom(r.caller), r.slug ?? ''),
    })),
    GetSignupProfile: unary(log, (r) => a.organizations.signupProfile(callerFrom(r.caller))),
    UpdateSignupProfile: unary(log, (r) =>
      a.organizations.updateSignupProfile(callerFrom(r.caller), {
        companySize: r.set_company_size ? r.company_size || null : undefined,
        useCase: r.set_use_case ? r.use_case || null : undefined,
      }),
    ),
    RequestDomainVerification: unary(log, (r) =>
      a.domains.request(callerFrom(r.caller), r.domain ?? '', r.method ?? ''),
    ),
    CheckDomainVerification: unary(log, (r) => a.domains.check(callerFrom(r.caller), r.verification_id ?? '')),
    ListDomainVerifications: unary(log, async (r) => ({ verifications: await a.domains.list(callerFrom(r.caller)) })),
    RequestContentBoundEnablement: unary(log, (r) =>
      a.contentBound.request(callerFrom(r.caller), {
        dlpProfileId: r.dlp_profile_id ?? '',
        dpaReference: r.dpa_reference ?? '',
        legalSignoffRef: r.legal_signoff_ref ?? '',
        residencyRegion: r.residency_region ?? '',
        kmsKeyRef: r.kms_key_ref ?? '',
      }),
    ),
    ApproveContentBoundEnablement: unary(log, (r) =>
      a.contentBound.approve(callerFrom(r.caller), r.enablement_id ?? '', r.step_up_token ?? ''),
    ),
    RejectContentBoundEnablement: unary(log, (r) => a.contentBound.reject(callerFrom(r.caller), r.enablement_id ?? '')),
    RevokeContentBoundEnablement: unary(log, (r) => a.contentBound.revoke(callerFrom(r.caller), r.enablement_id ?? '')),
    GetContentBoundEnablement: unary(log, (r) => a.contentBound.get(callerFrom(r.caller))),
    RequestImpersonation: unary(log, (r) =>
      a.impersonation.request(callerFrom(r.caller), {
        targetOrgId: r.target_org_id ?? '',
        targetWorkspaceId: r.target_workspace_id ?? '',
        accessMode: r.access_mode ?? '',
        justification: r.justification ?? '',
        durationSeconds: r.duration_seconds ?? 0,
      }),
    ),
    ApproveImpersonation: unary(log, (r) =>
      a.impersonation.approve(callerFrom(r.caller), r.op_id ?? '', r.step_up_token ?? ''),
    ),
    RevokeImpersonation: unary(log, (r) => a.impersonation.revoke(callerFrom(r.caller), r.op_id ?? '')),
    ListImpersonationOps: unary(log, (r) => a.impersonation.list(callerFrom(r.caller))),
    ListImpersonationNotices: unary(log, (r) => a.impersonation.notices(callerFrom(r.caller))),
  } satisfies Partial<ServiceHandlers<IdentityServiceHandlers>>;
}
