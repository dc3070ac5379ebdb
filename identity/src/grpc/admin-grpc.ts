/**
 * gRPC transport of the administration RPCs (proto/identity/v1/identity.proto, "Administration"):
 * each handler reads the Caller, calls one service method and returns its message. Errors render
 * through the catalogue (unary()).
 */
import type { Logger } from '@svc/core';
import { unary } from '@svc/grpc';
import type { Administration } from '../administration.ts';
import { callerFrom, type ProtoCallerMessage } from '../services/caller.ts';

type WithCaller<T = object> = T & { caller?: ProtoCallerMessage | null };

export function adminGrpcHandlers(log: Logger, a: Administration) {
  return {
    ListWorkspaces: unary(log, async (r: WithCaller) => ({ workspaces: await a.tenancy.workspaces(callerFrom(r.caller)) })),

    CreateApiKey: unary(log, (r: WithCaller<{ name: string; key_class: string; expires_at: string; idempotency_key: string }>) =>
      a.apiKeys.create(callerFrom(r.caller), { name: r.name, keyClass: r.key_class, expiresAt: r.expires_at || undefined, idempotencyKey: r.idempotency_key || undefined })),
    RotateApiKey: unary(log, (r: WithCaller<{ id: string }>) => a.apiKeys.rotate(callerFrom(r.caller), r.id)),
    RevokeApiKey: unary(log, (r: WithCaller<{ id: string }>) => a.apiKeys.revoke(callerFrom(r.caller), r.id)),
    ListApiKeys: unary(log, async (r: WithCaller<{ inventory: boolean }>) => ({ api_keys: await a.apiKeys.list(callerFrom(r.caller), !!r.inventory) })),
    PreviewBulkRevocation: unary(log, async (r: WithCaller<{ scope: string }>) => {
      const { ids: _ids, ...preview } = await a.apiKeys.preview(callerFrom(r.caller), r.scope);
      return preview;
    }),
    BulkRevokeApiKeys: unary(log, (r: WithCaller<{ scope: string; confirmation_text: string; operation_binding: string; step_up_token: string }>) =>
      a.apiKeys.bulkRevoke(callerFrom(r.caller), { scope: r.scope, confirmationText: r.confirmation_text, operationBinding: r.operation_binding, stepUpToken: r.step_up_token })),
    IssueVirtualKey: unary(log, (r: WithCaller<{ key_class: string; not_after: string; allowed_models: string[] }>) =>
      a.virtualKeys.issue(callerFrom(r.caller), { keyClass: r.key_class, notAfter: r.not_after, allowedModels: r.allowed_models ?? [] })),
    RotateVirtualKey: unary(log, (r: WithCaller<{ vkid: string; rotate_alias: boolean }>) => a.virtualKeys.rotate(callerFrom(r.caller), r.vkid, !!r.rotate_alias)),
    RevokeVirtualKey: unary(log, (r: WithCaller<{ vkid: string }>) => a.virtualKeys.revoke(callerFrom(r.caller), r.vkid)),

    ListMembers: unary(log, async (r: WithCaller<{ organization_wide: boolean }>) => ({ members: await a.members.list(callerFrom(r.caller), !!r.organization_wide) })),
    UpdateMemberRole: unary(log, (r: WithCaller<{ member_id: string; role: string }>) => a.members.updateRole(callerFrom(r.caller), r.member_id, r.role)),
    RemoveMember: unary(log, async (r: WithCaller<{ member_id: string }>) => ({ removed: await a.members.remove(callerFrom(r.caller), r.member_id) })),
    CreateInvitation: unary(log, (r: WithCaller<{ email: string; role: string }>) => a.members.invite(callerFrom(r.caller), r.email, r.role)),
    ListInvitations: unary(log, async (r: WithCaller<{ organization_wide: boolean; addressed_to_caller: boolean }>) => ({
      invitations: await a.members.listInvitations(callerFrom(r.caller), { organizationWide: !!r.organization_wide, addressedToCaller: !!r.addressed_to_caller }),
    })),
    RevokeInvitation: unary(log, (r: WithCaller<{ id: string }>) => a.members.revokeInvitation(callerFrom(r.caller), r.id)),
    AcceptInvitation: unary(log, (r: WithCaller<{ token: string }>) => a.members.accept(callerFrom(r.caller), r.token)),

    ListSessions: unary(log, (r: WithCaller<{ offset: number; limit: number }>) => a.sessions.list(callerFrom(r.caller), r.offset, r.limit)),
    RevokeSessions: unary(log, (r: WithCaller<{ session_id: string; others: boolean }>) => {
      const c = callerFrom(r.caller);
      return r.others ? a.sessions.revokeOthers(c) : a.sessions.revoke(c, r.session_id);
    }),

    SignUp: unary(log, (r: { email: string; password: string; first_name: string; last_name: string; organization_name: string }) =>
      a.signup.signUp({ email: r.email, password: r.password, firstName: r.first_name, lastName: r.last_name, organizationName: r.organization_name })),
    EnrollMfa: unary(log, (r: WithCaller) => a.mfa.enroll(callerFrom(r.caller))),
    ConfirmMfa: unary(log, async (r: WithCaller<{ code: string }>) => ({ confirmed: await a.mfa.confirm(callerFrom(r.caller), r.code) })),
    RequestStepUp: unary(log, (r: WithCaller<{ scope: string; code: string; operation_binding: string }>) =>
      a.stepUps.request(callerFrom(r.caller), r.scope, r.code, r.operation_binding ?? '')),

    SavePolicy: unary(log, (r: WithCaller<{ policy_id: string; level: string; source: string; source_format: string }>) =>
      a.policies.save(callerFrom(r.caller), { policyId: r.policy_id || undefined, level: r.level, source: r.source, sourceFormat: r.source_format })),
    ListPolicies: unary(log, async (r: WithCaller) => ({ policies: await a.policies.list(callerFrom(r.caller)) })),
    PreviewPolicyDecision: unary(log, (r: WithCaller<{ action: string; resource: string; draft_source: string }>) =>
      a.authorization.preview(callerFrom(r.caller), r.action, r.resource, r.draft_source || undefined)),

    GetSsoConfig: unary(log, async (r: WithCaller) => {
      const config = await a.sso.get(callerFrom(r.caller));
      return config ? { found: true, config } : { found: false };
    }),
    GetOrganizationCounts: unary(log, (r: WithCaller) => a.organizationUsage.counts(callerFrom(r.caller))),
    SaveSsoConfig: unary(log, (r: WithCaller<{ entity_id: string; sso_url: string; certificate_pem: string; default_role: string; group_mappings: { idp_group: string; role: string }[] }>) =>
      a.sso.save(callerFrom(r.caller), {
        entityId: r.entity_id, ssoUrl: r.sso_url, certificatePem: r.certificate_pem, defaultRole: r.default_role,
        groupMappings: (r.group_mappings ?? []).map((m) => ({ idpGroup: m.idp_group, role: m.role })),
      })),
  };
}
