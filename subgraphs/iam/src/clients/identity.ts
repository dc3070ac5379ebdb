/**
 * Identity data for the iam subgraph, through identity's gRPC API. Knows nothing of GraphQL: it
 * takes the caller and returns plain records. The tenant always comes from the caller (the SVC-*
 * headers the gateway injected), which is passed to identity on every call; identity authorizes
 * each operation against the caller's roles and enforces workspace isolation (SVC-AUTH-1005).
 */
import { AppError } from '@svc/core';
import type { IdentityApi, ProtoCaller } from '@svc/grpc';
import type { User__Output as ProtoUser } from '@svc/grpc/generated/identity/v1/User.ts';
import type { Organization__Output as ProtoOrganization } from '@svc/grpc/generated/identity/v1/Organization.ts';
import type { Workspace__Output as ProtoWorkspace } from '@svc/grpc/generated/identity/v1/Workspace.ts';
import type { ApiKey__Output as ProtoApiKey } from '@svc/grpc/generated/identity/v1/ApiKey.ts';
import type { CreateApiKeyResponse__Output as ProtoCreateApiKeyResponse } from '@svc/grpc/generated/identity/v1/CreateApiKeyResponse.ts';
import type { Member__Output as ProtoMember } from '@svc/grpc/generated/identity/v1/Member.ts';
import type { Invitation__Output as ProtoInvitation } from '@svc/grpc/generated/identity/v1/Invitation.ts';
import type { Session__Output as ProtoSession } from '@svc/grpc/generated/identity/v1/Session.ts';
import type { SsoConfig__Output as ProtoSsoConfig } from '@svc/grpc/generated/identity/v1/SsoConfig.ts';
import type { DomainVerification__Output as ProtoDomainVerification } from '@svc/grpc/generated/identity/v1/DomainVerification.ts';
import type { ContentBoundEnablement__Output as ProtoContentBoundEnablement } from '@svc/grpc/generated/identity/v1/ContentBoundEnablement.ts';
import type { ImpersonationOp__Output as ProtoImpersonationOp } from '@svc/grpc/generated/identity/v1/ImpersonationOp.ts';
import type { ImpersonationNotice__Output as ProtoImpersonationNotice } from '@svc/grpc/generated/identity/v1/ImpersonationNotice.ts';
import type { OwnershipTransfer__Output as ProtoOwnershipTransfer } from '@svc/grpc/generated/identity/v1/OwnershipTransfer.ts';
import type { SignupProfile__Output as ProtoSignupProfile } from '@svc/grpc/generated/identity/v1/SignupProfile.ts';
import { present, protoRecord, type CamelCased, type WithAbsent } from '@svc/subgraph-kit';
import type { CallerIdentity } from '@svc/subgraph-kit';

// The records are the generated messages in camelCase (proto-record.ts). Written by hand below is
// only what differs from GraphQL: '' that means "none" (null), renamed fields, and enums, which
// identity's contract carries as strings and the schema narrows.

export type UserRecord = CamelCased<ProtoUser>;
export type OrganizationRecord = WithAbsent<CamelCased<ProtoOrganization>, 'description' | 'logoUrl' | 'ownerUserId'>;
export type WorkspaceRecord = CamelCased<ProtoWorkspace>;

export type KeyClass = 'SANDBOX' | 'TEST' | 'LIVE';
export type StepUpScope =
  | 'CONFIGURE_OCAR_TRUST_MODE'
  | 'MANAGE_API_KEYS'
  | 'BULK_REVOKE_API_KEYS'
  | 'CONFIGURE_SSO'
  | 'TRANSFER_OWNERSHIP'
  | 'APPROVE_IMPERSONATION'
  | 'APPROVE_CONTENT_BOUND_ENABLEMENT';
export type ApiKeyRecord = Omit<
  WithAbsent<CamelCased<ProtoApiKey>, 'expiresAt' | 'lastUsedAt' | 'revokedAt'>,
  'keyClass' | 'status'
> & { keyId: string; scope: KeyClass };
export interface CreateApiKeyRecord {
  apiKey: ApiKeyRecord;
  plaintextKey: string;
  idempotentReplay: boolean;
}
export type MemberRole = 'ADMIN' | 'DEVELOPER' | 'BILLING' | 'VIEWER';
export type MemberRecord = Omit<CamelCased<ProtoMember>, 'role' | 'builtInRoles'> & { role: MemberRole };
export type InvitationStatus = 'PENDING' | 'ACCEPTED' | 'EXPIRED' | 'REVOKED';
export type InvitationRecord = Omit<CamelCased<ProtoInvitation>, 'role' | 'status'> & {
  role: MemberRole;
  status: InvitationStatus;
};
export type SessionRecord = WithAbsent<CamelCased<ProtoSession>, 'browser' | 'device' | 'coarseIp' | 'coarseLocation'>;

export type SsoRole = 'ADMIN' | 'DEVELOPER' | 'VIEWER' | 'BILLING';
export interface SsoConfigRecord {
  entityId: string;
  ssoUrl: string;
  certificatePem: string;
  defaultRole: SsoRole;
  groupMappings: { idpGroup: string; role: SsoRole }[];
  status: 'DRAFT' | 'ACTIVE' | 'DISABLED';
  lastLoginAt: string | null;
  updatedAt: string;
}
export interface SsoConfigInputRecord {
  entityId: string;
  ssoUrl: string;
  certificatePem: string;
  defaultRole: SsoRole;
  groupMappings?: { idpGroup: string; role: SsoRole }[] | null;
}

const toSsoConfig = (c: ProtoSsoConfig): SsoConfigRecord => {
  const { certificateSha256: _fingerprint, ...r } = protoRecord(c, ['lastLoginAt']);
  return {
    ...r,
    defaultRole: c.default_role as SsoRole,
    status: c.status as SsoConfigRecord['status'],
    groupMappings: c.group_mappings.map((m) => ({ idpGroup: m.idp_group, role: m.role as SsoRole })),
  };
};

export const toUser = (u: ProtoUser): UserRecord => protoRecord(u);
export const toOrg = (o: ProtoOrganization): OrganizationRecord =>
  protoRecord(o, ['description', 'logoUrl', 'ownerUserId']);
export const toWorkspace = (w: ProtoWorkspace): WorkspaceRecord => protoRecord(w);
const toApiKey = (k: ProtoApiKey): ApiKeyRecord => {
  const { keyClass: _keyClass, status: _status, ...r } = protoRecord(k, ['expiresAt', 'lastUsedAt', 'revokedAt']);
  return { ...r, keyId: k.id, scope: k.key_class as KeyClass };
};
const toCreated = (r: ProtoCreateApiKeyResponse): CreateApiKeyRecord => ({
  apiKey: toApiKey(present(r.api_key, 'CreateApiKeyResponse.api_key')),
  plaintextKey: r.plaintext_key,
  idempotentReplay: r.idempotent_replay,
});
const toMember = (m: ProtoMember): MemberRecord => {
  const { builtInRoles: _roles, ...r } = protoRecord(m);
  return { ...r, role: m.role as MemberRole };
};
const toInvitation = (i: ProtoInvitation): InvitationRecord => ({
  ...protoRecord(i),
  role: i.role as MemberRole,
  status: i.status as InvitationStatus,
});
const toSession = (s: ProtoSession): SessionRecord =>
  protoRecord(s, ['browser', 'device', 'coarseIp', 'coarseLocation']);

export const protoCaller = (c: CallerIdentity): ProtoCaller => ({
  user_id: c.userId,
  org_id: c.orgId,
  workspace_id: c.workspaceId,
  token_id: c.tokenId ?? '',
});

export class IamService {
  constructor(private identity: IdentityApi) {}

  /** Users by id the caller may see (its workspace, or its organization for root scope ORGANIZATION), in the order asked; others give null. One gRPC call. */
  async usersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<(UserRecord | null)[]> {
    const { users } = await this.identity.getUsers({
      ids: [...ids],
      workspace_id: caller.workspaceId,
      caller: protoCaller(caller),
    });
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

  async createApiKey(
    caller: CallerIdentity,
    input: { name: string; scope: KeyClass; expiresAt?: string },
    idempotencyKey: string | null,
  ): Promise<CreateApiKeyRecord> {
    return toCreated(
      await this.identity.createApiKey({
        caller: protoCaller(caller),
        name: input.name,
        key_class: input.scope,
        expires_at: input.expiresAt ?? '',
        idempotency_key: idempotencyKey ?? '',
      }),
    );
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
    return {
      affectedCount: p.affected_count,
      confirmationText: p.confirmation_text,
      operationBinding: p.operation_binding,
      scope: p.scope as 'SELF' | 'WORKSPACE',
    };
  }

  async bulkRevoke(
    caller: CallerIdentity,
    input: { scope: string; confirmationText: string; operationBinding: string },
    stepUpToken: string | null,
  ) {
    const r = await this.identity.bulkRevokeApiKeys({
      caller: protoCaller(caller),
      scope: input.scope,
      confirmation_text: input.confirmationText,
      operation_binding: input.operationBinding,
      step_up_token: stepUpToken ?? '',
    });
    return { affectedCount: r.affected_count, idempotentReplay: r.idempotent_replay, operationId: r.operation_id };
  }

  async issueVirtualKey(
    caller: CallerIdentity,
    input: { scope: KeyClass; notAfter: string; allowedModels?: string[] | null },
  ) {
    const r = await this.identity.issueVirtualKey({
      caller: protoCaller(caller),
      key_class: input.scope,
      not_after: input.notAfter,
      allowed_models: input.allowedModels ?? [],
    });
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

  async virtualKeys(caller: CallerIdentity) {
    const r = await this.identity.listVirtualKeys({ caller: protoCaller(caller) });
    return (r.virtual_keys ?? []).map((k) => ({
      vkid: k.vkid,
      scope: k.key_class as KeyClass,
      aliasHint: k.alias_hint,
      allowedModels: k.allowed_models ?? [],
      grantSerial: k.grant_serial,
      status: k.status as VirtualKeyStatus,
      notAfter: k.not_after,
      createdAt: k.created_at,
      revokedAt: k.revoked_at || null,
    }));
  }

  // ---- members and invitations ----

  async members(caller: CallerIdentity, organizationWide = false): Promise<MemberRecord[]> {
    return (
      await this.identity.listMembers({ caller: protoCaller(caller), organization_wide: organizationWide })
    ).members.map(toMember);
  }

  async updateMemberRole(caller: CallerIdentity, memberId: string, role: MemberRole): Promise<MemberRecord> {
    return toMember(await this.identity.updateMemberRole({ caller: protoCaller(caller), member_id: memberId, role }));
  }

  async removeMember(caller: CallerIdentity, memberId: string): Promise<boolean> {
    return (await this.identity.removeMember({ caller: protoCaller(caller), member_id: memberId })).removed;
  }

  /** The invitation; its acceptance token goes to the delivery channel only, never to the client. */
  async inviteMember(caller: CallerIdentity, email: string, role: MemberRole): Promise<InvitationRecord> {
    return toInvitation(
      present(
        (await this.identity.createInvitation({ caller: protoCaller(caller), email, role })).invitation,
        'CreateInvitationResponse.invitation',
      ),
    );
  }

  async invitations(
    caller: CallerIdentity,
    opts: { organizationWide?: boolean; addressedToCaller?: boolean } = {},
  ): Promise<InvitationRecord[]> {
    const r = await this.identity.listInvitations({
      caller: protoCaller(caller),
      organization_wide: !!opts.organizationWide,
      addressed_to_caller: !!opts.addressedToCaller,
    });
    return r.invitations.map(toInvitation);
  }

  async revokeInvitation(caller: CallerIdentity, id: string): Promise<InvitationRecord> {
    return toInvitation(await this.identity.revokeInvitation({ caller: protoCaller(caller), id }));
  }

  async acceptInvitation(caller: CallerIdentity, token: string): Promise<MemberRecord> {
    return toMember(await this.identity.acceptInvitation({ caller: protoCaller(caller), token }));
  }

  // ---- sessions, sign-up, MFA, step-up ----

  async sessions(
    caller: CallerIdentity,
    offset: number,
    limit: number,
  ): Promise<{ nodes: SessionRecord[]; totalCount: number }> {
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

  async signUp(input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    organizationName: string;
  }) {
    const r = await this.identity.signUp({
      email: input.email,
      password: input.password,
      first_name: input.firstName,
      last_name: input.lastName,
      organization_name: input.organizationName,
    });
    const organization = present(r.organization, 'SignUpResponse.organization');
    const workspace = present(r.workspace, 'SignUpResponse.workspace');
    const user = present(r.user, 'SignUpResponse.user');
    return {
      accessToken: r.access_token,
      refreshToken: r.refresh_token,
      expiresIn: r.expires_in,
      organization: {
        id: organization.id,
        name: organization.name,
        orgCode: organization.slug,
        status: organization.status as 'ACTIVE' | 'SUSPENDED' | 'DELETED',
      },
      workspace: {
        id: workspace.id,
        name: workspace.name,
        workspaceCode: workspace.id,
        status: workspace.status as 'ACTIVE' | 'SUSPENDED' | 'ARCHIVED',
      },
      user: {
        id: user.id,
        email: user.email,
        firstName: user.given_name,
        lastName: user.family_name,
        userCode: user.id,
        emailVerified: r.email_verified,
        status: user.status as 'ACTIVE' | 'SUSPENDED',
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
    const r = await this.identity.requestStepUp({
      caller: protoCaller(caller),
      scope,
      code,
      operation_binding: operationBinding ?? '',
    });
    return { jti: r.jti, scope: r.scope as StepUpScope, expiresAt: r.expires_at };
  }

  // ---- SSO (organization-wide; identity checks svc:iam:sso:{read,write}) ----

  async ssoConfig(caller: CallerIdentity): Promise<SsoConfigRecord | null> {
    const r = await this.identity.getSsoConfig({ caller: protoCaller(caller) });
    return r.found && r.config ? toSsoConfig(r.config) : null;
  }

  async saveSsoConfig(caller: CallerIdentity, input: SsoConfigInputRecord): Promise<SsoConfigRecord> {
    return toSsoConfig(
      await this.identity.saveSsoConfig({
        caller: protoCaller(caller),
        entity_id: input.entityId,
        sso_url: input.ssoUrl,
        certificate_pem: input.certificatePem,
        default_role: input.defaultRole,
        group_mappings: (input.groupMappings ?? []).map((m) => ({ idp_group: m.idpGroup, role: m.role })),
      }),
    );
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
  async updateOrganization(
    caller: CallerIdentity,
    input: { name?: string | null; description?: string | null; logoUrl?: string | null },
  ): Promise<OrganizationRecord> {
    const set = (v: string | null | undefined) => v !== undefined && v !== null;
    return toOrg(
      await this.identity.updateOrganization({
        caller: protoCaller(caller),
        set_name: set(input.name),
        name: input.name ?? '',
        set_description: set(input.description),
        description: input.description ?? '',
        set_logo_url: set(input.logoUrl),
        logo_url: input.logoUrl ?? '',
      }),
    );
  }

  async transferOrgOwnership(
    caller: CallerIdentity,
    newOwnerId: string,
    stepUpToken: string | null,
  ): Promise<OwnershipTransferRecord> {
    return protoRecord(
      await this.identity.transferOrgOwnership({
        caller: protoCaller(caller),
        new_owner_id: newOwnerId,
        step_up_token: stepUpToken ?? '',
      }),
    );
  }

  async slugAvailability(caller: CallerIdentity, slug: string) {
    return this.identity.slugAvailability({ caller: protoCaller(caller), slug });
  }

  // ---- domain verification (organization-wide; identity checks svc:iam:domain:{create,read}) ----

  async requestDomainVerification(
    caller: CallerIdentity,
    domain: string,
    method: string,
  ): Promise<DomainVerificationRecord> {
    return toDomainVerification(
      await this.identity.requestDomainVerification({ caller: protoCaller(caller), domain, method }),
    );
  }

  async checkDomainVerification(caller: CallerIdentity, id: string): Promise<DomainVerificationRecord> {
    return toDomainVerification(
      await this.identity.checkDomainVerification({ caller: protoCaller(caller), verification_id: id }),
    );
  }

  async domainVerifications(caller: CallerIdentity): Promise<DomainVerificationRecord[]> {
    return (await this.identity.listDomainVerifications({ caller: protoCaller(caller) })).verifications.map(
      toDomainVerification,
    );
  }

  // ---- content-bound enablement (the caller's workspace; identity checks svc:iam:content_bound:*) ----

  async requestContentBoundEnablement(
    caller: CallerIdentity,
    input: {
      dlpProfileId: string;
      dpaReference: string;
      legalSignoffRef: string;
      residencyRegion: string;
      kmsKeyRef: string;
    },
  ) {
    return toContentBound(
      await this.identity.requestContentBoundEnablement({
        caller: protoCaller(caller),
        dlp_profile_id: input.dlpProfileId,
        dpa_reference: input.dpaReference,
        legal_signoff_ref: input.legalSignoffRef,
        residency_region: input.residencyRegion,
        kms_key_ref: input.kmsKeyRef,
      }),
    );
  }

  async approveContentBoundEnablement(caller: CallerIdentity, id: string, stepUpToken: string | null) {
    return toContentBound(
      await this.identity.approveContentBoundEnablement({
        caller: protoCaller(caller),
        enablement_id: id,
        step_up_token: stepUpToken ?? '',
      }),
    );
  }

  async rejectContentBoundEnablement(caller: CallerIdentity, id: string) {
    return toContentBound(
      await this.identity.rejectContentBoundEnablement({ caller: protoCaller(caller), enablement_id: id }),
    );
  }

  async revokeContentBoundEnablement(caller: CallerIdentity, id: string) {
    return toContentBound(
      await this.identity.revokeContentBoundEnablement({ caller: protoCaller(caller), enablement_id: id }),
    );
  }

  async contentBoundEnablement(caller: CallerIdentity) {
    const r = await this.identity.getContentBoundEnablement({ caller: protoCaller(caller) });
    return r.found && r.enablement ? toContentBound(r.enablement) : null;
  }

  // ---- impersonation (platform operators request and approve; identity checks roles and quorum) ----

  async requestImpersonation(
    caller: CallerIdentity,
    input: { targetOrgId: string; accessMode: string; justification: string; durationSeconds: number },
  ) {
    return toImpersonationOp(
      await this.identity.requestImpersonation({
        caller: protoCaller(caller),
        target_org_id: input.targetOrgId,
        access_mode: input.accessMode,
        justification: input.justification,
        duration_seconds: input.durationSeconds,
      }),
    );
  }

  async approveImpersonation(caller: CallerIdentity, opId: string, stepUpToken: string | null) {
    return toImpersonationOp(
      await this.identity.approveImpersonation({
        caller: protoCaller(caller),
        op_id: opId,
        step_up_token: stepUpToken ?? '',
      }),
    );
  }

  async revokeImpersonation(caller: CallerIdentity, opId: string) {
    const r = await this.identity.revokeImpersonation({ caller: protoCaller(caller), op_id: opId });
    return { opId: r.op_id, revokedAt: r.revoked_at, status: r.status as ImpersonationStatus };
  }

  async impersonationOps(caller: CallerIdentity) {
    return (await this.identity.listImpersonationOps({ caller: protoCaller(caller) })).ops.map(toImpersonationOp);
  }

  async impersonationNotices(caller: CallerIdentity) {
    return (await this.identity.listImpersonationNotices({ caller: protoCaller(caller) })).notices.map(
      toImpersonationNotice,
    );
  }

  async signupProfile(caller: CallerIdentity): Promise<SignupProfileRecord> {
    return toSignupProfile(await this.identity.getSignupProfile({ caller: protoCaller(caller) }));
  }

  async updateSignupProfile(
    caller: CallerIdentity,
    input: { companySize?: string | null; useCase?: string | null },
  ): Promise<SignupProfileRecord> {
    // An explicit null clears the answer; an absent field is left unchanged.
    return toSignupProfile(
      await this.identity.updateSignupProfile({
        caller: protoCaller(caller),
        set_company_size: input.companySize !== undefined,
        company_size: input.companySize ?? '',
        set_use_case: input.useCase !== undefined,
        use_case: input.useCase ?? '',
      }),
    );
  }
}

export type DomainVerificationRecord = WithAbsent<
  CamelCased<ProtoDomainVerification>,
  'dnsRecordName' | 'dnsRecordValue' | 'roleEmail' | 'expiresAt' | 'verifiedAt'
>;
const toDomainVerification = (v: ProtoDomainVerification): DomainVerificationRecord =>
  protoRecord(v, ['dnsRecordName', 'dnsRecordValue', 'roleEmail', 'expiresAt', 'verifiedAt']);
export type VirtualKeyStatus = 'ACTIVE' | 'REVOKED' | 'EXPIRED';
export type ContentBoundStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'REVOKED';
const toContentBound = (e: ProtoContentBoundEnablement) => ({
  ...protoRecord(e),
  status: e.status as ContentBoundStatus,
});
export type ImpersonationStatus = 'REQUESTED' | 'ACTIVE' | 'EXPIRED' | 'REVOKED';
export type ImpersonationMode = 'READ_ONLY' | 'READ_WRITE';
const toImpersonationOp = (o: ProtoImpersonationOp) => ({
  ...protoRecord(o, ['targetWorkspaceId']),
  accessMode: o.access_mode as ImpersonationMode,
  status: o.status as ImpersonationStatus,
});
const toImpersonationNotice = (n: ProtoImpersonationNotice) => ({
  ...protoRecord(n, ['targetWorkspaceId']),
  accessMode: n.access_mode as ImpersonationMode,
});
export type OwnershipTransferRecord = CamelCased<ProtoOwnershipTransfer>;
export interface SignupProfileRecord {
  companySize: CompanySize | null;
  useCase: SignupUseCase | null;
  updatedAt: string;
}
export type CompanySize = 'SIZE_1' | 'SIZE_2_10' | 'SIZE_11_50' | 'SIZE_51_200' | 'SIZE_201_1000' | 'SIZE_1001_PLUS';
export type SignupUseCase = 'CHAT_ASSISTANT' | 'AGENTS' | 'RETRIEVAL' | 'CODE' | 'EVALUATION' | 'OTHER';
const toSignupProfile = (p: ProtoSignupProfile): SignupProfileRecord => ({
  companySize: (p.company_size || null) as CompanySize | null,
  useCase: (p.use_case || null) as SignupUseCase | null,
  updatedAt: p.updated_at,
});
