/**
 * Identity data for the iam subgraph, through identity's gRPC API. Knows nothing of GraphQL: it
 * takes the caller and returns plain records. The tenant always comes from the caller (the SVC-*
 * headers the gateway injected), which is passed to identity on every call; identity authorizes
 * each operation against the caller's roles and enforces workspace isolation (SVC-AUTH-1005).
 */
import { AppError } from '@svc/core';
import type {
  IdentityApi, ProtoApiKey, ProtoCaller, ProtoContentBoundEnablement, ProtoImpersonationNotice, ProtoImpersonationOp, ProtoCreateApiKeyResponse, ProtoDomainVerification, ProtoInvitation, ProtoMember, ProtoOrganization, ProtoSession, ProtoSignupProfile, ProtoSsoConfig, ProtoUser, ProtoWorkspace,
} from '@svc/grpc';
import type { CallerIdentity } from '@svc/subgraph-kit';

export interface UserRecord { id: string; email: string; givenName: string; familyName: string; status: string; rootScope: string; organizationId: string; createdAt: string }
export interface OrganizationRecord {
  id: string; name: string; plan: string; slug: string; status: string; createdAt: string; updatedAt: string; description: string | null; logoUrl: string | null;
  /** Not a GraphQL field: resolves Organization.owner. */
  ownerUserId: string | null;
}
export interface WorkspaceRecord { id: string; name: string; status: string; organizationId: string; createdAt: string; updatedAt: string }

export type KeyClass = 'SANDBOX' | 'TEST' | 'LIVE';
export type StepUpScope = 'CONFIGURE_OCAR_TRUST_MODE' | 'MANAGE_API_KEYS' | 'BULK_REVOKE_API_KEYS' | 'CONFIGURE_SSO' | 'TRANSFER_OWNERSHIP' | 'APPROVE_IMPERSONATION' | 'APPROVE_CONTENT_BOUND_ENABLEMENT';
export interface ApiKeyRecord {
  id: string; keyId: string; orgId: string; userId: string; workspaceId: string; name: string; prefix: string; keyHint: string; quotaPerDay: number;
  scope: KeyClass; createdAt: string; updatedAt: string; expiresAt: string | null; lastUsedAt: string | null; revokedAt: string | null;
  owner: { userId: string; displayName: string } | null;
}
export interface CreateApiKeyRecord { apiKey: ApiKeyRecord; plaintextKey: string; idempotentReplay: boolean }
export type MemberRole = 'ADMIN' | 'DEVELOPER' | 'BILLING' | 'VIEWER';
export interface MemberRecord { id: string; userId: string; workspaceId: string; organizationId: string; role: MemberRole; joinedAt: string; user: UserRecord | null }
export type InvitationStatus = 'PENDING' | 'ACCEPTED' | 'EXPIRED' | 'REVOKED';
export interface InvitationRecord { id: string; email: string; role: MemberRole; status: InvitationStatus; invitedBy: string; inviter: UserRecord | null; createdAt: string; expiresAt: string; workspaceId: string }
export interface SessionRecord {
  id: string; createdAt: string; expiresAt: string; lastActiveAt: string; isCurrent: boolean; browser: string | null; device: string | null; coarseIp: string | null; coarseLocation: string | null;
}

export type SsoRole = 'ADMIN' | 'DEVELOPER' | 'VIEWER' | 'BILLING';
export interface SsoConfigRecord {
  entityId: string; ssoUrl: string; certificatePem: string; defaultRole: SsoRole; groupMappings: { idpGroup: string; role: SsoRole }[];
  status: 'DRAFT' | 'ACTIVE' | 'DISABLED'; lastLoginAt: string | null; updatedAt: string;
}
export interface SsoConfigInputRecord { entityId: string; ssoUrl: string; certificatePem: string; defaultRole: SsoRole; groupMappings?: { idpGroup: string; role: SsoRole }[] | null }

const orNull = (s: string | undefined) => (s ? s : null);

const toSsoConfig = (c: ProtoSsoConfig): SsoConfigRecord => ({
  entityId: c.entity_id, ssoUrl: c.sso_url, certificatePem: c.certificate_pem, defaultRole: c.default_role as SsoRole,
  groupMappings: (c.group_mappings ?? []).map((m) => ({ idpGroup: m.idp_group, role: m.role as SsoRole })),
  status: c.status as SsoConfigRecord['status'], lastLoginAt: orNull(c.last_login_at), updatedAt: c.updated_at,
});

export const toUser = (u: ProtoUser): UserRecord => ({
  id: u.id, email: u.email, givenName: u.given_name, familyName: u.family_name, status: u.status,
  rootScope: u.root_scope, organizationId: u.organization_id, createdAt: u.created_at,
});
export const toOrg = (o: ProtoOrganization): OrganizationRecord => ({
  id: o.id, name: o.name, plan: o.plan, slug: o.slug, status: o.status, createdAt: o.created_at,
  updatedAt: o.updated_at, description: o.description || null, logoUrl: o.logo_url || null, ownerUserId: o.owner_user_id || null,
});
export const toWorkspace = (w: ProtoWorkspace): WorkspaceRecord => ({
  id: w.id, name: w.name, status: w.status, organizationId: w.organization_id, createdAt: w.created_at, updatedAt: w.updated_at,
});
const toApiKey = (k: ProtoApiKey): ApiKeyRecord => ({
  id: k.id, keyId: k.id, orgId: k.org_id, userId: k.user_id, workspaceId: k.workspace_id, name: k.name, prefix: k.prefix, keyHint: k.key_hint,
  quotaPerDay: k.quota_per_day, scope: k.key_class as KeyClass, createdAt: k.created_at, updatedAt: k.updated_at, expiresAt: orNull(k.expires_at),
  lastUsedAt: orNull(k.last_used_at), revokedAt: orNull(k.revoked_at), owner: k.owner ? { userId: k.owner.user_id, displayName: k.owner.display_name } : null,
});
const toCreated = (r: ProtoCreateApiKeyResponse): CreateApiKeyRecord => ({ apiKey: toApiKey(r.api_key), plaintextKey: r.plaintext_key, idempotentReplay: r.idempotent_replay });
const toMember = (m: ProtoMember): MemberRecord => ({
  id: m.id, userId: m.user_id, workspaceId: m.workspace_id, organizationId: m.organization_id, role: m.role as MemberRole, joinedAt: m.joined_at, user: m.user ? toUser(m.user) : null,
});
const toInvitation = (i: ProtoInvitation): InvitationRecord => ({
  id: i.id, email: i.email, role: i.role as MemberRole, status: i.status as InvitationStatus, invitedBy: i.invited_by, inviter: i.inviter ? toUser(i.inviter) : null,
  createdAt: i.created_at, expiresAt: i.expires_at, workspaceId: i.workspace_id,
});
const toSession = (s: ProtoSession): SessionRecord => ({
  id: s.id, createdAt: s.created_at, expiresAt: s.expires_at, lastActiveAt: s.last_active_at, isCurrent: s.is_current,
  browser: orNull(s.browser), device: orNull(s.device), coarseIp: orNull(s.coarse_ip), coarseLocation: orNull(s.coarse_location),
});

export const protoCaller = (c: CallerIdentity): ProtoCaller => ({ user_id: c.userId, org_id: c.orgId, workspace_id: c.workspaceId, token_id: c.tokenId ?? '' });

export class IamService {
  constructor(private identity: IdentityApi) {}

  /** Users by id the caller may see (its workspace, or its organization for root scope ORGANIZATION), in the order asked; others give null. One gRPC call. */
  async usersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<(UserRecord | null)[]> {
    const { users } = await this.identity.getUsers({ ids: [...ids], workspace_id: caller.workspaceId, caller: protoCaller(caller) });
    const byId = new Map(users.map((u) => [u.id, toUser(u)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async me(caller: CallerIdentity): Promise<UserRecord> {
    const [u] = await this.usersByIds(caller, [caller.userId]);
    if (!u) throw new AppError('SVC-AUTH-1006', 'The token subject no longer exists.');
    return u;
  }

  /** The caller's own organization; any other is null (an entity reference never widens the tenant). */
  async organization(caller: CallerIdentity, id: string): Promise<OrganizationRecord | null> {
    if (id !== caller.orgId) return null;
    return toOrg(await this.identity.getOrganization({ id, caller: protoCaller(caller) }));
  }

  /** Identity decides reachability: the caller's workspace, or one of its organization's for root scope ORGANIZATION (else SVC-AUTH-1005). */
  async workspace(caller: CallerIdentity, id: string): Promise<WorkspaceRecord> {
    return toWorkspace(await this.identity.getWorkspace({ id, caller: protoCaller(caller) }));
  }

  async workspaces(caller: CallerIdentity): Promise<WorkspaceRecord[]> {
    return (await this.identity.listWorkspaces({ caller: protoCaller(caller) })).workspaces.map(toWorkspace);
  }

  // ---- API keys and virtual keys ----

  async createApiKey(caller: CallerIdentity, input: { name: string; scope: KeyClass; expiresAt?: string }, idempotencyKey: string | null): Promise<CreateApiKeyRecord> {
    return toCreated(await this.identity.createApiKey({ caller: protoCaller(caller), name: input.name, key_class: input.scope, expires_at: input.expiresAt ?? '', idempotency_key: idempotencyKey ?? '' }));
  }

  async rotateApiKey(caller: CallerIdentity, id: string): Promise<CreateApiKeyRecord> {
    return toCreated(await this.identity.rotateApiKey({ caller: protoCaller(caller), id }));
  }

  async revokeApiKey(caller: CallerIdentity, id: string): Promise<ApiKeyRecord> {
    return toApiKey(await this.identity.revokeApiKey({ caller: protoCaller(caller), id }));
  }

  async apiKeys(caller: CallerIdentity, inventory: boolean): Promise<ApiKeyRecord[]> {
    return (await this.identity.listApiKeys({ caller: protoCaller(caller), inventory })).api_keys.map(toApiKey);
  }

  async bulkRevocationPreview(caller: CallerIdentity, scope: 'SELF' | 'WORKSPACE') {
    const p = await this.identity.previewBulkRevocation({ caller: protoCaller(caller), scope });
    return { affectedCount: p.affected_count, confirmationText: p.confirmation_text, operationBinding: p.operation_binding, scope: p.scope as 'SELF' | 'WORKSPACE' };
  }

  async bulkRevoke(caller: CallerIdentity, input: { scope: string; confirmationText: string; operationBinding: string }, stepUpToken: string | null) {
    const r = await this.identity.bulkRevokeApiKeys({
      caller: protoCaller(caller), scope: input.scope, confirmation_text: input.confirmationText, operation_binding: input.operationBinding, step_up_token: stepUpToken ?? '',
    });
    return { affectedCount: r.affected_count, idempotentReplay: r.idempotent_replay, operationId: r.operation_id };
  }

  async issueVirtualKey(caller: CallerIdentity, input: { scope: KeyClass; notAfter: string; allowedModels?: string[] | null }) {
    const r = await this.identity.issueVirtualKey({ caller: protoCaller(caller), key_class: input.scope, not_after: input.notAfter, allowed_models: input.allowedModels ?? [] });
    return { alias: r.alias, aliasHint: r.alias_hint, notAfter: r.not_after, vkid: r.vkid };
  }

  async rotateVirtualKey(caller: CallerIdentity, vkid: string, rotateAlias: boolean) {
    const r = await this.identity.rotateVirtualKey({ caller: protoCaller(caller), vkid, rotate_alias: rotateAlias });
    return { vkid: r.vkid, grantSerial: r.grant_serial, alias: r.alias || null };
  }

  async revokeVirtualKey(caller: CallerIdentity, vkid: string) {
    const r = await this.identity.revokeVirtualKey({ caller: protoCaller(caller), vkid });
    return { vkid: r.vkid, revokedAt: r.revoked_at };
  }

  // ---- members and invitations ----

  async members(caller: CallerIdentity, organizationWide = false): Promise<MemberRecord[]> {
    return (await this.identity.listMembers({ caller: protoCaller(caller), organization_wide: organizationWide })).members.map(toMember);
  }

  async updateMemberRole(caller: CallerIdentity, memberId: string, role: MemberRole): Promise<MemberRecord> {
    return toMember(await this.identity.updateMemberRole({ caller: protoCaller(caller), member_id: memberId, role }));
  }

  async removeMember(caller: CallerIdentity, memberId: string): Promise<boolean> {
    return (await this.identity.removeMember({ caller: protoCaller(caller), member_id: memberId })).removed;
  }

  /** The invitation; its acceptance token goes to the delivery channel only, never to the client. */
  async inviteMember(caller: CallerIdentity, email: string, role: MemberRole): Promise<InvitationRecord> {
    return toInvitation((await this.identity.createInvitation({ caller: protoCaller(caller), email, role })).invitation);
  }

  async invitations(caller: CallerIdentity, opts: { organizationWide?: boolean; addressedToCaller?: boolean } = {}): Promise<InvitationRecord[]> {
    const r = await this.identity.listInvitations({ caller: protoCaller(caller), organization_wide: !!opts.organizationWide, addressed_to_caller: !!opts.addressedToCaller });
    return r.invitations.map(toInvitation);
  }

  async revokeInvitation(caller: CallerIdentity, id: string): Promise<InvitationRecord> {
    return toInvitation(await this.identity.revokeInvitation({ caller: protoCaller(caller), id }));
  }

  async acceptInvitation(caller: CallerIdentity, token: string): Promise<MemberRecord> {
    return toMember(await this.identity.acceptInvitation({ caller: protoCaller(caller), token }));
  }

  // ---- sessions, sign-up, MFA, step-up ----

  async sessions(caller: CallerIdentity, offset: number, limit: number): Promise<{ nodes: SessionRecord[]; totalCount: number }> {
    const r = await this.identity.listSessions({ caller: protoCaller(caller), offset, limit });
    return { nodes: r.sessions.map(toSession), totalCount: r.total_count };
  }

  async revokeSession(caller: CallerIdentity, id: string) {
    const r = await this.identity.revokeSessions({ caller: protoCaller(caller), session_id: id });
    return { success: r.success, revokedCurrent: r.revoked_current };
  }

  async revokeOtherSessions(caller: CallerIdentity) {
    const r = await this.identity.revokeSessions({ caller: protoCaller(caller), others: true });
    return { success: r.success, revokedCurrent: r.revoked_current };
  }

  async signUp(input: { email: string; password: string; firstName: string; lastName: string; organizationName: string }) {
    const r = await this.identity.signUp({ email: input.email, password: input.password, first_name: input.firstName, last_name: input.lastName, organization_name: input.organizationName });
    return {
      accessToken: r.access_token, refreshToken: r.refresh_token, expiresIn: r.expires_in,
      organization: { id: r.organization.id, name: r.organization.name, orgCode: r.organization.slug, status: r.organization.status as 'ACTIVE' | 'SUSPENDED' | 'DELETED' },
      workspace: { id: r.workspace.id, name: r.workspace.name, workspaceCode: r.workspace.id, status: r.workspace.status as 'ACTIVE' | 'SUSPENDED' | 'ARCHIVED' },
      user: {
        id: r.user.id, email: r.user.email, firstName: r.user.given_name, lastName: r.user.family_name, userCode: r.user.id, emailVerified: r.email_verified,
        status: r.user.status as 'ACTIVE' | 'SUSPENDED',
      },
    };
  }

  async enrollMfa(caller: CallerIdentity) {
    const r = await this.identity.enrollMfa({ caller: protoCaller(caller) });
    return { secret: r.secret, qrCodeUrl: r.qr_code_url, backupCodes: r.backup_codes };
  }

  async confirmMfa(caller: CallerIdentity, code: string): Promise<boolean> {
    return (await this.identity.confirmMfa({ caller: protoCaller(caller), code })).confirmed;
  }

  async requestStepUp(caller: CallerIdentity, scope: string, code: string, operationBinding: string | null) {
    const r = await this.identity.requestStepUp({ caller: protoCaller(caller), scope, code, operation_binding: operationBinding ?? '' });
    return { jti: r.jti, scope: r.scope as StepUpScope, expiresAt: r.expires_at };
  }

  // ---- SSO (organization-wide; identity checks svc:iam:sso:{read,write}) ----

  async ssoConfig(caller: CallerIdentity): Promise<SsoConfigRecord | null> {
    const r = await this.identity.getSsoConfig({ caller: protoCaller(caller) });
    return r.found && r.config ? toSsoConfig(r.config) : null;
  }

  async saveSsoConfig(caller: CallerIdentity, input: SsoConfigInputRecord): Promise<SsoConfigRecord> {
    return toSsoConfig(await this.identity.saveSsoConfig({
      caller: protoCaller(caller), entity_id: input.entityId, sso_url: input.ssoUrl, certificate_pem: input.certificatePem, default_role: input.defaultRole,
      group_mappings: (input.groupMappings ?? []).map((m) => ({ idp_group: m.idpGroup, role: m.role })),
    }));
  }

  // ---- governance (issue 14): e-mail, organization administration ----

  /** Anonymous: identity limits it per address and per client address. Always `success: true` otherwise. */
  async resendVerificationEmail(email: string, clientAddress: string | null) {
    return this.identity.resendVerificationEmail({ email, client_address: clientAddress ?? '' });
  }

  async initiateEmailChange(caller: CallerIdentity, newEmail: string) {
    return this.identity.initiateEmailChange({ caller: protoCaller(caller), new_email: newEmail });
  }

  async confirmEmailChange(caller: CallerIdentity, token: string) {
    return this.identity.confirmEmailChange({ caller: protoCaller(caller), token });
  }

  async cancelEmailChange(caller: CallerIdentity) {
    return this.identity.cancelEmailChange({ caller: protoCaller(caller) });
  }

  /** Absent (undefined or null) fields are left unchanged. */
  async updateOrganization(caller: CallerIdentity, input: { name?: string | null; description?: string | null; logoUrl?: string | null }): Promise<OrganizationRecord> {
    const set = (v: string | null | undefined) => v !== undefined && v !== null;
    return toOrg(await this.identity.updateOrganization({
      caller: protoCaller(caller), set_name: set(input.name), name: input.name ?? '', set_description: set(input.description), description: input.description ?? '',
      set_logo_url: set(input.logoUrl), logo_url: input.logoUrl ?? '',
    }));
  }

  async transferOrgOwnership(caller: CallerIdentity, newOwnerId: string, stepUpToken: string | null): Promise<OwnershipTransferRecord> {
    const t = await this.identity.transferOrgOwnership({ caller: protoCaller(caller), new_owner_id: newOwnerId, step_up_token: stepUpToken ?? '' });
    return { transferId: t.transfer_id, orgId: t.org_id, previousOwnerId: t.previous_owner_id, newOwnerId: t.new_owner_id, status: t.status, createdAt: t.created_at };
  }

  async slugAvailability(caller: CallerIdentity, slug: string) {
    return this.identity.slugAvailability({ caller: protoCaller(caller), slug });
  }

  // ---- domain verification (organization-wide; identity checks svc:iam:domain:{create,read}) ----

  async requestDomainVerification(caller: CallerIdentity, domain: string, method: string): Promise<DomainVerificationRecord> {
    return toDomainVerification(await this.identity.requestDomainVerification({ caller: protoCaller(caller), domain, method }));
  }

  async checkDomainVerification(caller: CallerIdentity, id: string): Promise<DomainVerificationRecord> {
    return toDomainVerification(await this.identity.checkDomainVerification({ caller: protoCaller(caller), verification_id: id }));
  }

  async domainVerifications(caller: CallerIdentity): Promise<DomainVerificationRecord[]> {
    return (await this.identity.listDomainVerifications({ caller: protoCaller(caller) })).verifications.map(toDomainVerification);
  }

  // ---- content-bound enablement (the caller's workspace; identity checks svc:iam:content_bound:*) ----

  async requestContentBoundEnablement(caller: CallerIdentity, input: { dlpProfileId: string; dpaReference: string; legalSignoffRef: string; residencyRegion: string; kmsKeyRef: string }) {
    return toContentBound(await this.identity.requestContentBoundEnablement({
      caller: protoCaller(caller), dlp_profile_id: input.dlpProfileId, dpa_reference: input.dpaReference, legal_signoff_ref: input.legalSignoffRef,
      residency_region: input.residencyRegion, kms_key_ref: input.kmsKeyRef,
    }));
  }

  async approveContentBoundEnablement(caller: CallerIdentity, id: string, stepUpToken: string | null) {
    return toContentBound(await this.identity.approveContentBoundEnablement({ caller: protoCaller(caller), enablement_id: id, step_up_token: stepUpToken ?? '' }));
  }

  async contentBoundEnablement(caller: CallerIdentity) {
    const r = await this.identity.getContentBoundEnablement({ caller: protoCaller(caller) });
    return r.found && r.enablement ? toContentBound(r.enablement) : null;
  }

  // ---- impersonation (platform operators request and approve; identity checks roles and quorum) ----

  async requestImpersonation(caller: CallerIdentity, input: { targetOrgId: string; accessMode: string; justification: string; durationSeconds: number }) {
    return toImpersonationOp(await this.identity.requestImpersonation({
      caller: protoCaller(caller), target_org_id: input.targetOrgId, access_mode: input.accessMode, justification: input.justification, duration_seconds: input.durationSeconds,
    }));
  }

  async approveImpersonation(caller: CallerIdentity, opId: string, stepUpToken: string | null) {
    return toImpersonationOp(await this.identity.approveImpersonation({ caller: protoCaller(caller), op_id: opId, step_up_token: stepUpToken ?? '' }));
  }

  async revokeImpersonation(caller: CallerIdentity, opId: string) {
    const r = await this.identity.revokeImpersonation({ caller: protoCaller(caller), op_id: opId });
    return { opId: r.op_id, revokedAt: r.revoked_at, status: r.status as ImpersonationStatus };
  }

  async impersonationOps(caller: CallerIdentity) {
    return (await this.identity.listImpersonationOps({ caller: protoCaller(caller) })).ops.map(toImpersonationOp);
  }

  async impersonationNotices(caller: CallerIdentity) {
    return (await this.identity.listImpersonationNotices({ caller: protoCaller(caller) })).notices.map(toImpersonationNotice);
  }

  async signupProfile(caller: CallerIdentity): Promise<SignupProfileRecord> {
    return toSignupProfile(await this.identity.getSignupProfile({ caller: protoCaller(caller) }));
  }

  async updateSignupProfile(caller: CallerIdentity, input: { companySize?: string | null; useCase?: string | null }): Promise<SignupProfileRecord> {
    // An explicit null clears the answer; an absent field is left unchanged.
    return toSignupProfile(await this.identity.updateSignupProfile({
      caller: protoCaller(caller), set_company_size: input.companySize !== undefined, company_size: input.companySize ?? '',
      set_use_case: input.useCase !== undefined, use_case: input.useCase ?? '',
    }));
  }
}

export interface DomainVerificationRecord {
  verificationId: string; domain: string; registrableDomain: string; method: string; status: string;
  dnsRecordName: string | null; dnsRecordValue: string | null; roleEmail: string | null; expiresAt: string | null; verifiedAt: string | null;
}
const toDomainVerification = (v: ProtoDomainVerification): DomainVerificationRecord => ({
  verificationId: v.verification_id, domain: v.domain, registrableDomain: v.registrable_domain, method: v.method, status: v.status,
  dnsRecordName: orNull(v.dns_record_name), dnsRecordValue: orNull(v.dns_record_value), roleEmail: orNull(v.role_email), expiresAt: orNull(v.expires_at), verifiedAt: orNull(v.verified_at),
});
export type ContentBoundStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'REVOKED';
const toContentBound = (e: ProtoContentBoundEnablement) => ({
  enablementId: e.enablement_id, orgId: e.org_id, workspaceId: e.workspace_id, dlpProfileId: e.dlp_profile_id, dpaReference: e.dpa_reference,
  legalSignoffRef: e.legal_signoff_ref, residencyRegion: e.residency_region, status: e.status as ContentBoundStatus, approverMaker: e.approver_maker,
  approverChecker: e.approver_checker, enabledAt: e.enabled_at,
});
export type ImpersonationStatus = 'REQUESTED' | 'ACTIVE' | 'EXPIRED' | 'REVOKED';
export type ImpersonationMode = 'READ_ONLY' | 'READ_WRITE';
const toImpersonationOp = (o: ProtoImpersonationOp) => ({
  opId: o.op_id, accessMode: o.access_mode as ImpersonationMode, justification: o.justification, requestedByOrn: o.requested_by_orn, targetOrgId: o.target_org_id,
  targetWorkspaceId: orNull(o.target_workspace_id), quorumCollected: o.quorum_collected, quorumRequired: o.quorum_required, status: o.status as ImpersonationStatus,
  requestedAt: o.requested_at, expiresAt: o.expires_at,
});
const toImpersonationNotice = (n: ProtoImpersonationNotice) => ({
  opId: n.op_id, accessMode: n.access_mode as ImpersonationMode, justification: n.justification, operatorOrn: n.operator_orn, targetOrgId: n.target_org_id,
  targetWorkspaceId: orNull(n.target_workspace_id), activeSince: n.active_since, expiresAt: n.expires_at,
});
export interface OwnershipTransferRecord { transferId: string; orgId: string; previousOwnerId: string; newOwnerId: string; status: string; createdAt: string }
export interface SignupProfileRecord { companySize: CompanySize | null; useCase: SignupUseCase | null; updatedAt: string }
export type CompanySize = 'SIZE_1' | 'SIZE_2_10' | 'SIZE_11_50' | 'SIZE_51_200' | 'SIZE_201_1000' | 'SIZE_1001_PLUS';
export type SignupUseCase = 'CHAT_ASSISTANT' | 'AGENTS' | 'RETRIEVAL' | 'CODE' | 'EVALUATION' | 'OTHER';
const toSignupProfile = (p: ProtoSignupProfile): SignupProfileRecord => ({
  companySize: (p.company_size || null) as CompanySize | null, useCase: (p.use_case || null) as SignupUseCase | null, updatedAt: p.updated_at,
});
