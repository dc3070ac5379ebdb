import DataLoader from 'dataloader';
import { AppError } from '@svc/core';
import {
  DateTimeScalar,
  createCursorCodec,
  maxLength,
  opaqueId,
  pageLimit,
  requireCaller,
  rfc3339,
  servedOperation,
  text,
  type Args,
  type CallerIdentity,
  type CursorCodec,
  type OperationDeps,
  type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type {
  IamService,
  InvitationRecord,
  MemberRecord,
  OrganizationRecord,
  UserRecord,
} from '../clients/identity.ts';

type Ctx = SubgraphContext & {
  userLoader?: DataLoader<string, UserRecord | null>;
  ownOrganization?: Promise<OrganizationRecord>;
};

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

/**
 * iam operations the platform owns but has not built yet: each would fail closed with
 * SVC-SERVER-9001 and return no data. None is left.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [];

/** Root fields served with identity's data (everything not in NOT_WIRED_OPERATIONS). */
export const SERVED_OPERATIONS = [
  'me',
  'workspace',
  'organization',
  'apiKeys',
  'workspaceApiKeys',
  'apiKeyBulkRevocationPreview',
  'members',
  'invitations',
  'pendingInvitations',
  'sessions',
  'signUp',
  'createApiKey',
  'rotateApiKey',
  'revokeApiKey',
  'bulkRevokeApiKeys',
  'issueVirtualKey',
  'rotateVirtualKey',
  'revokeVirtualKey',
  'inviteMember',
  'revokeInvitation',
  'acceptInvitation',
  'updateMemberRole',
  'removeMember',
  'revokeSession',
  'revokeOtherSessions',
  'enrollMfa',
  'confirmMfaEnrollment',
  'requestStepUp',
  'ssoConfig',
  'upsertSsoConfig',
  'resendVerificationEmail',
  'initiateEmailChange',
  'confirmEmailChange',
  'cancelEmailChange',
  'updateOrganization',
  'transferOrgOwnership',
  'slugAvailability',
  'signupProfile',
  'updateSignupProfile',
  'requestDomainVerification',
  'checkDomainVerification',
  'domainVerifications',
  'requestContentBoundEnablement',
  'approveContentBoundEnablement',
  'rejectContentBoundEnablement',
  'revokeContentBoundEnablement',
  'virtualKeys',
  'contentBoundEnablement',
  'requestImpersonation',
  'approveImpersonation',
  'revokeImpersonation',
  'impersonationOps',
  'impersonationNotices',
] as const;

/**
 * Client headers the iam subgraph needs from the gateway, read from the request context:
 * `Idempotency-Key` (createApiKey) and `X-Step-Up-Token` (bulkRevokeApiKeys, transferOrgOwnership). The subgraph kit
 * puts them on the context as `idempotencyKey` and `stepUpToken`; absent means none was sent.
 */
export function forwardedHeader(ctx: SubgraphContext, field: 'idempotencyKey' | 'stepUpToken'): string | null {
  const v = ctx[field];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

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
  ctx.userLoader ??= new DataLoader((ids: readonly string[]) => svc.usersByIds(requireCaller(ctx), ids), {
    maxBatchSize,
  });
  return ctx.userLoader;
}

/** Identity mints its ids as `<prefix>_…` (prefixedId in @svc/core): `ws_`, `usr_`, `org_`. */
const id = (name: string, prefix?: string) => (a: Args) => void opaqueId(a[name], name, { prefix });

export function createResolvers(svc: IamService, opts: IamResolverOptions = {}): Resolvers<Ctx> {
  const ops: OperationDeps = { cursors: opts.cursors ?? createCursorCodec() };
  const batch = opts.userBatchMax ?? DEFAULT_USER_BATCH_MAX;
  /** The caller's organization, once per request (Member.organization). */
  const ownOrg = (ctx: Ctx, caller: CallerIdentity) =>
    (ctx.ownOrganization ??= svc.organization(caller, caller.orgId).then((o) => {
      if (!o) throw new AppError('SVC-AUTH-1005');
      return o;
    }));
  const members = async (ctx: Ctx, caller: CallerIdentity, list: MemberRecord[]) => {
    const organization = await ownOrg(ctx, caller);
    // A member whose user record identity could not return is left out rather than invented.
    return list
      .filter((m) => m.user)
      .map((m) => ({ id: m.id, joinedAt: m.joinedAt, role: m.role, user: m.user!, organization }));
  };
  const invitations = (list: InvitationRecord[]) =>
    list
      .filter((i) => i.inviter)
      .map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        status: i.status,
        createdAt: i.createdAt,
        expiresAt: i.expiresAt,
        invitedBy: i.inviter!,
      }));
  const member = async (ctx: Ctx, caller: CallerIdentity, m: MemberRecord) => {
    const [one] = await members(ctx, caller, [m]);
    if (!one) throw new AppError('SVC-VALID-4041', 'member not found');
    return one;
  };
  return {
    DateTime: DateTimeScalar,
    Query: {
      me: (_r, _a, ctx) => svc.me(requireCaller(ctx)),
      workspace: servedOperation(ops, id('id', 'ws'), (a, caller) => svc.workspace(caller, a.id)),
      organization: (_r, _a, ctx) => {
        const caller = requireCaller(ctx);
        return svc.organization(caller, caller.orgId);
      },
      apiKeys: servedOperation(ops, undefined, (_a, caller) => svc.apiKeys(caller, false)),
      workspaceApiKeys: servedOperation(ops, undefined, (_a, caller) => svc.apiKeys(caller, true)),
      virtualKeys: servedOperation(ops, undefined, (_a, caller) => svc.virtualKeys(caller)),
      apiKeyBulkRevocationPreview: servedOperation(ops, undefined, (a, caller) =>
        svc.bulkRevocationPreview(caller, a.scope),
      ),
      members: servedOperation(ops, undefined, async (_a, caller, ctx) =>
        members(ctx, caller, await svc.members(caller)),
      ),
      invitations: servedOperation(ops, undefined, async (_a, caller) => invitations(await svc.invitations(caller))),
      pendingInvitations: servedOperation(ops, undefined, async (_a, caller) =>
        (await svc.invitations(caller, { addressedToCaller: true })).map((i) => ({
          invitationId: i.id,
          createdAt: i.createdAt,
          expiresAt: i.expiresAt,
          email: i.email,
          invitedBy: i.invitedBy,
          role: i.role,
        })),
      ),
      sessions: servedOperation(
        ops,
        (a) => ({ ...a, first: pageLimit(a.first, 'first') }),
        async (a, caller) => {
          const offset = a.after === undefined ? 0 : Number(a.after);
          if (!Number.isSafeInteger(offset) || offset < 0)
            throw new AppError('SVC-VALID-4003', undefined, { argument: 'after' });
          const page = await svc.sessions(caller, offset, a.first);
          const cursor = (position: number) => ops.cursors.mint(caller.workspaceId, 'Query.sessions', String(position));
          const end = offset + page.nodes.length;
          return {
            nodes: page.nodes,
            pageInfo: {
              startCursor: page.nodes.length ? cursor(offset) : null,
              endCursor: page.nodes.length ? cursor(end) : null,
              hasNextPage: end < page.totalCount,
              hasPreviousPage: offset > 0,
              totalCount: page.totalCount,
            },
          };
        },
      ),
      ssoConfig: servedOperation(ops, undefined, (_a, caller) => svc.ssoConfig(caller)),
      checkDomainVerification: servedOperation(ops, id('verificationId', 'dv'), (a, caller) =>
        svc.checkDomainVerification(caller, a.verificationId),
      ),
      domainVerifications: servedOperation(ops, undefined, (_a, caller) => svc.domainVerifications(caller)),
      impersonationNotices: servedOperation(ops, undefined, (_a, caller) => svc.impersonationNotices(caller)),
      impersonationOps: servedOperation(ops, undefined, (_a, caller) => svc.impersonationOps(caller)),
      signupProfile: servedOperation(ops, undefined, (_a, caller) => svc.signupProfile(caller)),
      slugAvailability: servedOperation(
        ops,
        (a) => void maxLength(a.slug, 'slug', 256),
        (a, caller) => svc.slugAvailability(caller, a.slug),
      ),
      contentBoundEnablement: servedOperation(ops, undefined, (_a, caller) => svc.contentBoundEnablement(caller)),
    },
    Mutation: {
      // Anonymous by specification and enumeration-neutral: no caller check; identity limits it
      // per address and per client address (the edge's, for anonymous operations only).
      resendVerificationEmail: (_r, a, ctx) => {
        maxLength(a.email, 'email', 320);
        return svc.resendVerificationEmail(a.email, typeof ctx.clientAddress === 'string' ? ctx.clientAddress : null);
      },
      // Runs before the user has any credential: no caller check. Identity validates the input.
      signUp: (_r, a) => svc.signUp(a.input),
      createApiKey: servedOperation(
        ops,
        (a) => void text(a.input.name, 'input.name', 100),
        (a, caller, ctx) =>
          svc.createApiKey(
            caller,
            {
              name: a.input.name,
              scope: a.input.scope,
              expiresAt: a.input.expiresAt ? new Date(a.input.expiresAt).toISOString() : undefined,
            },
            forwardedHeader(ctx, 'idempotencyKey'),
          ),
      ),
      rotateApiKey: servedOperation(ops, id('id'), (a, caller) => svc.rotateApiKey(caller, a.id)),
      revokeApiKey: servedOperation(ops, id('id'), (a, caller) => svc.revokeApiKey(caller, a.id)),
      bulkRevokeApiKeys: servedOperation(
        ops,
        (a) => {
          text(a.input.confirmationText, 'input.confirmationText', 200);
          text(a.input.operationBinding, 'input.operationBinding', 200);
        },
        (a, caller, ctx) => svc.bulkRevoke(caller, a.input, forwardedHeader(ctx, 'stepUpToken')),
      ),
      issueVirtualKey: servedOperation(
        ops,
        (a) => void rfc3339(a.input.notAfter, 'input.notAfter'),
        (a, caller) => svc.issueVirtualKey(caller, a.input),
      ),
      rotateVirtualKey: servedOperation(ops, id('vkid'), (a, caller) =>
        svc.rotateVirtualKey(caller, a.vkid, !!a.rotateAlias),
      ),
      revokeVirtualKey: servedOperation(ops, id('vkid'), (a, caller) => svc.revokeVirtualKey(caller, a.vkid)),
      inviteMember: servedOperation(
        ops,
        (a) => void text(a.input.email, 'input.email', 254),
        async (a, caller) => {
          const [inv] = invitations([await svc.inviteMember(caller, a.input.email, a.input.role)]);
          if (!inv) throw new AppError('SVC-SERVER-9004', 'identity returned an invitation without its inviter');
          return inv;
        },
      ),
      revokeInvitation: servedOperation(ops, id('id'), async (a, caller) => {
        const [inv] = invitations([await svc.revokeInvitation(caller, a.id)]);
        if (!inv) throw new AppError('SVC-SERVER-9004', 'identity returned an invitation without its inviter');
        return inv;
      }),
      acceptInvitation: servedOperation(
        ops,
        (a) => void text(a.token, 'token', 128),
        async (a, caller, ctx) => member(ctx, caller, await svc.acceptInvitation(caller, a.token)),
      ),
      updateMemberRole: servedOperation(ops, id('memberId'), async (a, caller, ctx) =>
        member(ctx, caller, await svc.updateMemberRole(caller, a.memberId, a.role)),
      ),
      removeMember: servedOperation(ops, id('memberId'), (a, caller) => svc.removeMember(caller, a.memberId)),
      revokeSession: servedOperation(ops, id('id'), (a, caller) => svc.revokeSession(caller, a.id)),
      revokeOtherSessions: servedOperation(ops, undefined, (_a, caller) => svc.revokeOtherSessions(caller)),
      enrollMfa: servedOperation(ops, undefined, (_a, caller) => svc.enrollMfa(caller)),
      confirmMfaEnrollment: servedOperation(
        ops,
        (a) => void text(a.code, 'code', 32),
        (a, caller) => svc.confirmMfa(caller, a.code),
      ),
      requestStepUp: servedOperation(
        ops,
        (a) => {
          text(a.code, 'code', 32);
          if (a.operationBinding != null) maxLength(a.operationBinding, 'operationBinding', 256);
        },
        (a, caller) => svc.requestStepUp(caller, a.scope, a.code, a.operationBinding ?? null),
      ),
      initiateEmailChange: servedOperation(
        ops,
        (a) => void maxLength(a.newEmail, 'newEmail', 320),
        (a, caller) => svc.initiateEmailChange(caller, a.newEmail),
      ),
      confirmEmailChange: servedOperation(
        ops,
        (a) => void text(a.token, 'token', 128),
        (a, caller) => svc.confirmEmailChange(caller, a.token),
      ),
      cancelEmailChange: servedOperation(ops, undefined, (_a, caller) => svc.cancelEmailChange(caller)),
      updateOrganization: servedOperation(
        ops,
        (a) => {
          if (a.input.name != null) maxLength(a.input.name, 'input.name', 100);
          if (a.input.description != null) maxLength(a.input.description, 'input.description', 1000);
          if (a.input.logoUrl != null) maxLength(a.input.logoUrl, 'input.logoUrl', 2048);
        },
        (a, caller) => svc.updateOrganization(caller, a.input),
      ),
      // Needs a TRANSFER_OWNERSHIP step-up bound to `transferOrgOwnership:<newOwnerId>` (X-Step-Up-Token).
      transferOrgOwnership: servedOperation(ops, id('newOwnerId', 'usr'), (a, caller, ctx) =>
        svc.transferOrgOwnership(caller, a.newOwnerId, forwardedHeader(ctx, 'stepUpToken')),
      ),
      // Identity validates the input (https URL, one X.509 certificate, roles) and stores nothing when it is refused.
      upsertSsoConfig: servedOperation(
        ops,
        (a) => {
          maxLength(a.input.entityId, 'input.entityId', 1024);
          maxLength(a.input.ssoUrl, 'input.ssoUrl', 2048);
          maxLength(a.input.certificatePem, 'input.certificatePem', 16_384);
        },
        (a, caller) => svc.saveSsoConfig(caller, a.input),
      ),
      requestDomainVerification: servedOperation(
        ops,
        (a) => {
          maxLength(a.domain, 'domain', 253);
          maxLength(a.method, 'method', 16);
        },
        (a, caller) => svc.requestDomainVerification(caller, a.domain, a.method),
      ),
      // Identity validates the rest (justification 10–1000 characters, duration bounds) and stores nothing when it is refused.
      requestImpersonation: servedOperation(
        ops,
        (a) => {
          opaqueId(a.input.targetOrgId, 'input.targetOrgId', { prefix: 'org' });
          maxLength(a.input.justification, 'input.justification', 4000);
        },
        (a, caller) => svc.requestImpersonation(caller, a.input),
      ),
      // Needs an APPROVE_IMPERSONATION step-up bound to `approveImpersonation:<opId>` (X-Step-Up-Token).
      approveImpersonation: servedOperation(ops, id('opId', 'imp'), (a, caller, ctx) =>
        svc.approveImpersonation(caller, a.opId, forwardedHeader(ctx, 'stepUpToken')),
      ),
      revokeImpersonation: servedOperation(ops, id('opId', 'imp'), (a, caller) =>
        svc.revokeImpersonation(caller, a.opId),
      ),
      updateSignupProfile: servedOperation(ops, undefined, (a, caller) => svc.updateSignupProfile(caller, a.input)),
      requestContentBoundEnablement: servedOperation(
        ops,
        (a) => {
          for (const k of ['dlpProfileId', 'dpaReference', 'legalSignoffRef', 'residencyRegion', 'kmsKeyRef'] as const)
            maxLength(a.input[k], `input.${k}`, 256);
        },
        (a, caller) => svc.requestContentBoundEnablement(caller, a.input),
      ),
      // Needs an APPROVE_CONTENT_BOUND_ENABLEMENT step-up bound to `approveContentBoundEnablement:<enablementId>` (X-Step-Up-Token).
      approveContentBoundEnablement: servedOperation(ops, id('enablementId', 'cbe'), (a, caller, ctx) =>
        svc.approveContentBoundEnablement(caller, a.enablementId, forwardedHeader(ctx, 'stepUpToken')),
      ),
      rejectContentBoundEnablement: servedOperation(ops, id('enablementId', 'cbe'), (a, caller) =>
        svc.rejectContentBoundEnablement(caller, a.enablementId),
      ),
      revokeContentBoundEnablement: servedOperation(ops, id('enablementId', 'cbe'), (a, caller) =>
        svc.revokeContentBoundEnablement(caller, a.enablementId),
      ),
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
      // Relations are nullable so that one failing relation does not null the organization.
      // Organization-wide for a caller whose root_scope is ORGANIZATION, else the caller's workspace.
      invitations: async (_o, _a, ctx) =>
        invitations(await svc.invitations(requireCaller(ctx), { organizationWide: true })),
      members: async (_o, _a, ctx) => {
        const caller = requireCaller(ctx);
        return members(ctx, caller, await svc.members(caller, true));
      },
      owner: async (o, _a, ctx) => (o.ownerUserId ? userLoader(ctx, svc, batch).load(o.ownerUserId) : null),
      workspaces: (_o, _a, ctx) => svc.workspaces(requireCaller(ctx)),
    },
  };
}
