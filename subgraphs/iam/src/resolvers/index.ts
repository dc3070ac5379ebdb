import DataLoader from 'dataloader';
import { AppError } from '@svc/core';
import {
  DateTimeScalar, createCursorCodec, failClosedOperation, opaqueId, pageLimit, requireCaller, rfc3339, servedOperation,
  type ArgCheck, type Args, type CursorCodec, type OperationDeps, type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { IamService, UserRecord } from '../services/iam-service.ts';

type Ctx = SubgraphContext & { userLoader?: DataLoader<string, UserRecord | null> };

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

/**
 * iam operations the platform owns but has not built yet: each fails closed with SVC-SERVER-9001
 * and returns no data. Protected ones check the caller and then their arguments first;
 * `resendVerificationEmail` (anonymous by specification) and `signUp` (before any credential
 * exists) do not.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'apiKeys', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'workspaceApiKeys', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'apiKeyBulkRevocationPreview', code: 'SVC-SERVER-9001', sampleArgs: '(scope: SELF)' },
  { kind: 'query', field: 'members', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'invitations', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'pendingInvitations', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'sessions', code: 'SVC-SERVER-9001', sampleArgs: '(first: 10)' },
  { kind: 'query', field: 'ssoConfig', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'checkDomainVerification', code: 'SVC-SERVER-9001', sampleArgs: '(verificationId: "dv_1")' },
  { kind: 'query', field: 'domainVerifications', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'impersonationNotices', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'impersonationOps', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'signupProfile', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'slugAvailability', code: 'SVC-SERVER-9001', sampleArgs: '(slug: "acme")' },
  { kind: 'query', field: 'contentBoundEnablement', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'mutation', field: 'resendVerificationEmail', code: 'SVC-SERVER-9001', sampleArgs: '(email: "someone@example.com")' },
  { kind: 'mutation', field: 'signUp', code: 'SVC-SERVER-9001', sampleArgs: '(input: {email: "someone@example.com", password: "correct horse battery staple", firstName: "A", lastName: "B", organizationName: "Acme"})' },
  { kind: 'mutation', field: 'createApiKey', code: 'SVC-SERVER-9001', sampleArgs: '(input: {name: "ci", scope: TEST})' },
  { kind: 'mutation', field: 'rotateApiKey', code: 'SVC-SERVER-9001', sampleArgs: '(id: "key_1")' },
  { kind: 'mutation', field: 'revokeApiKey', code: 'SVC-SERVER-9001', sampleArgs: '(id: "key_1")' },
  { kind: 'mutation', field: 'bulkRevokeApiKeys', code: 'SVC-SERVER-9001', sampleArgs: '(input: {scope: SELF, confirmationText: "REVOKE", operationBinding: "op_1"})' },
  { kind: 'mutation', field: 'issueVirtualKey', code: 'SVC-SERVER-9001', sampleArgs: '(input: {scope: TEST, notAfter: "2026-12-31T00:00:00Z"})' },
  { kind: 'mutation', field: 'rotateVirtualKey', code: 'SVC-SERVER-9001', sampleArgs: '(vkid: "vk_1")' },
  { kind: 'mutation', field: 'revokeVirtualKey', code: 'SVC-SERVER-9001', sampleArgs: '(vkid: "vk_1")' },
  { kind: 'mutation', field: 'inviteMember', code: 'SVC-SERVER-9001', sampleArgs: '(input: {email: "someone@example.com", role: DEVELOPER})' },
  { kind: 'mutation', field: 'revokeInvitation', code: 'SVC-SERVER-9001', sampleArgs: '(id: "inv_1")' },
  { kind: 'mutation', field: 'acceptInvitation', code: 'SVC-SERVER-9001', sampleArgs: '(token: "t")' },
  { kind: 'mutation', field: 'updateMemberRole', code: 'SVC-SERVER-9001', sampleArgs: '(memberId: "m_1", role: VIEWER)' },
  { kind: 'mutation', field: 'removeMember', code: 'SVC-SERVER-9001', sampleArgs: '(memberId: "m_1")' },
  { kind: 'mutation', field: 'revokeSession', code: 'SVC-SERVER-9001', sampleArgs: '(id: "s_1")' },
  { kind: 'mutation', field: 'revokeOtherSessions', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'mutation', field: 'enrollMfa', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'mutation', field: 'confirmMfaEnrollment', code: 'SVC-SERVER-9001', sampleArgs: '(code: "123456")' },
  { kind: 'mutation', field: 'requestStepUp', code: 'SVC-SERVER-9001', sampleArgs: '(scope: MANAGE_API_KEYS, code: "123456")' },
  { kind: 'mutation', field: 'initiateEmailChange', code: 'SVC-SERVER-9001', sampleArgs: '(newEmail: "new@example.com")' },
  { kind: 'mutation', field: 'confirmEmailChange', code: 'SVC-SERVER-9001', sampleArgs: '(token: "t")' },
  { kind: 'mutation', field: 'cancelEmailChange', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'mutation', field: 'updateOrganization', code: 'SVC-SERVER-9001', sampleArgs: '(input: {name: "Acme"})' },
  { kind: 'mutation', field: 'transferOrgOwnership', code: 'SVC-SERVER-9001', sampleArgs: '(newOwnerId: "usr_2")' },
  { kind: 'mutation', field: 'upsertSsoConfig', code: 'SVC-SERVER-9001', sampleArgs: '(input: {entityId: "e", ssoUrl: "https://idp.example.com/sso", certificatePem: "pem", defaultRole: VIEWER})' },
  { kind: 'mutation', field: 'requestDomainVerification', code: 'SVC-SERVER-9001', sampleArgs: '(domain: "example.com", method: "DNS_TXT")' },
  { kind: 'mutation', field: 'requestImpersonation', code: 'SVC-SERVER-9001', sampleArgs: '(input: {targetOrgId: "org_2", accessMode: READ_ONLY, justification: "ticket 1", durationSeconds: 900})' },
  { kind: 'mutation', field: 'approveImpersonation', code: 'SVC-SERVER-9001', sampleArgs: '(opId: "op_1")' },
  { kind: 'mutation', field: 'revokeImpersonation', code: 'SVC-SERVER-9001', sampleArgs: '(opId: "op_1")' },
  { kind: 'mutation', field: 'updateSignupProfile', code: 'SVC-SERVER-9001', sampleArgs: '(input: {useCase: AGENTS})' },
  { kind: 'mutation', field: 'requestContentBoundEnablement', code: 'SVC-SERVER-9001', sampleArgs: '(input: {dlpProfileId: "d", dpaReference: "p", legalSignoffRef: "l", residencyRegion: "eu", kmsKeyRef: "k"})' },
  { kind: 'mutation', field: 'approveContentBoundEnablement', code: 'SVC-SERVER-9001', sampleArgs: '(enablementId: "e_1")' },
];

const notAvailable = (op: string) => new AppError('SVC-SERVER-9001', `iam operation ${op} is not available yet`);

/** Fails closed after the caller check, for operations and relations with no argument to check. */
const notYet = (op: string) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  throw notAvailable(op);
};

/** Default most user ids per identity GetUsers call; IAM_USER_BATCH_MAX overrides it (1 disables batching). */
export const DEFAULT_USER_BATCH_MAX = 500;

export interface IamResolverOptions {
  /** The process's cursor codec (a random-key one when absent, e.g. in tests). */
  cursors?: CursorCodec;
  /** Most user ids per GetUsers call. Default DEFAULT_USER_BATCH_MAX. */
  userBatchMax?: number;
}

/** Entity references for many users in one query become one identity call per request. */
function userLoader(ctx: Ctx, svc: IamService, maxBatchSize: number) {
  ctx.userLoader ??= new DataLoader((ids: readonly string[]) => svc.usersByIds(requireCaller(ctx), ids), { maxBatchSize });
  return ctx.userLoader;
}

/** Identity mints its ids as `<prefix>_…` (prefixedId in @svc/core): `ws_`, `usr_`, `org_`. */
const id = (name: string, prefix?: string) => (a: Args) => void opaqueId(a[name], name, { prefix });

export function createResolvers(svc: IamService, opts: IamResolverOptions = {}): Resolvers<Ctx> {
  const ops: OperationDeps = { cursors: opts.cursors ?? createCursorCodec() };
  const batch = opts.userBatchMax ?? DEFAULT_USER_BATCH_MAX;
  /** Fails closed after the caller and argument checks: the platform's own operation, not built yet. */
  const notYetChecked = (op: string, check?: ArgCheck) => failClosedOperation(ops, 'SVC-SERVER-9001', check, `iam operation ${op} is not available yet`);
  return {
    DateTime: DateTimeScalar,
    Query: {
      me: (_r, _a, ctx) => svc.me(requireCaller(ctx)),
      workspace: servedOperation(ops, id('id', 'ws'), (a, caller) => svc.workspace(caller, a.id)),
      organization: (_r, _a, ctx) => {
        const caller = requireCaller(ctx);
        return svc.organization(caller, caller.orgId);
      },
      apiKeys: notYet('apiKeys'),
      workspaceApiKeys: notYet('workspaceApiKeys'),
      apiKeyBulkRevocationPreview: notYet('apiKeyBulkRevocationPreview'),
      members: notYet('members'),
      invitations: notYet('invitations'),
      pendingInvitations: notYet('pendingInvitations'),
      sessions: notYetChecked('sessions', (a) => ({ ...a, first: pageLimit(a.first, 'first') })),
      ssoConfig: notYet('ssoConfig'),
      checkDomainVerification: notYetChecked('checkDomainVerification', id('verificationId')),
      domainVerifications: notYet('domainVerifications'),
      impersonationNotices: notYet('impersonationNotices'),
      impersonationOps: notYet('impersonationOps'),
      signupProfile: notYet('signupProfile'),
      slugAvailability: notYet('slugAvailability'),
      contentBoundEnablement: notYet('contentBoundEnablement'),
    },
    Mutation: {
      // Anonymous by specification (and enumeration-neutral once built): no caller check.
      resendVerificationEmail: () => {
        throw notAvailable('resendVerificationEmail');
      },
      // Runs before the user has any credential: no caller check.
      signUp: () => {
        throw notAvailable('signUp');
      },
      createApiKey: notYet('createApiKey'),
      rotateApiKey: notYetChecked('rotateApiKey', id('id')),
      revokeApiKey: notYetChecked('revokeApiKey', id('id')),
      bulkRevokeApiKeys: notYet('bulkRevokeApiKeys'),
      issueVirtualKey: notYetChecked('issueVirtualKey', (a) => void rfc3339(a.input.notAfter, 'input.notAfter')),
      rotateVirtualKey: notYetChecked('rotateVirtualKey', id('vkid')),
      revokeVirtualKey: notYetChecked('revokeVirtualKey', id('vkid')),
      inviteMember: notYet('inviteMember'),
      revokeInvitation: notYetChecked('revokeInvitation', id('id')),
      acceptInvitation: notYet('acceptInvitation'),
      updateMemberRole: notYetChecked('updateMemberRole', id('memberId')),
      removeMember: notYetChecked('removeMember', id('memberId')),
      revokeSession: notYetChecked('revokeSession', id('id')),
      revokeOtherSessions: notYet('revokeOtherSessions'),
      enrollMfa: notYet('enrollMfa'),
      confirmMfaEnrollment: notYet('confirmMfaEnrollment'),
      requestStepUp: notYet('requestStepUp'),
      initiateEmailChange: notYet('initiateEmailChange'),
      confirmEmailChange: notYet('confirmEmailChange'),
      cancelEmailChange: notYet('cancelEmailChange'),
      updateOrganization: notYet('updateOrganization'),
      transferOrgOwnership: notYetChecked('transferOrgOwnership', id('newOwnerId', 'usr')),
      upsertSsoConfig: notYet('upsertSsoConfig'),
      requestDomainVerification: notYet('requestDomainVerification'),
      requestImpersonation: notYetChecked('requestImpersonation', (a) => void opaqueId(a.input.targetOrgId, 'input.targetOrgId', { prefix: 'org' })),
      approveImpersonation: notYetChecked('approveImpersonation', id('opId')),
      revokeImpersonation: notYetChecked('revokeImpersonation', id('opId')),
      updateSignupProfile: notYet('updateSignupProfile'),
      requestContentBoundEnablement: notYet('requestContentBoundEnablement'),
      approveContentBoundEnablement: notYetChecked('approveContentBoundEnablement', id('enablementId')),
    },
    User: {
      __resolveReference: (ref, ctx) => userLoader(ctx, svc, batch).load(ref.id),
      organization: (u, _a, ctx) => svc.organization(requireCaller(ctx), u.organizationId),
    },
    Workspace: {
      __resolveReference: (ref, ctx) => svc.workspace(requireCaller(ctx), ref.id),
      organization: (w, _a, ctx) => svc.organization(requireCaller(ctx), w.organizationId),
    },
    Organization: {
      __resolveReference: (ref, ctx) => svc.organization(requireCaller(ctx), ref.id),
      // Relations are nullable so one unwired relation does not null the organization: each
      // fails closed on its own (null with a SVC-SERVER-9001 error) until identity serves it.
      invitations: notYet('Organization.invitations'),
      members: notYet('Organization.members'),
      owner: notYet('Organization.owner'),
      workspaces: notYet('Organization.workspaces'),
    },
  };
}
