/**
 * Impersonation operations (issue 14; specification "States and transitions: Impersonation
 * operation": REQUESTED → ACTIVE once 2 distinct approvals for READ_ONLY, 3 for READ_WRITE; any →
 * REVOKED on revoke). Our design where the specification says "not shown":
 *
 * - Who: requesting and approving are platform-operator acts. The caller's roles in their own
 *   workspace must include SUPER_ADMIN (the platform super-grant `svc:*`), on top of
 *   svc:iam:impersonation:create / :approve; an ORG_ADMIN's `svc:iam:*` alone is not enough,
 *   since the operation reaches into another organization. An operator cannot target their own
 *   organization.
 * - Approvals: by operators other than the requester (SVC-IMPERSONATION-4330), each presenting a
 *   step-up of scope APPROVE_IMPERSONATION bound to `approveImpersonation:<op id>` (SVC-AUTH-1013).
 *   A second approval by the same approver is SVC-IMPERSONATION-4331 and counts once. An
 *   operation that is not REQUESTED (ACTIVE, REVOKED, EXPIRED) cannot be approved
 *   (SVC-IMPERSONATION-4332). The approval completing the quorum makes it ACTIVE until now +
 *   durationSeconds.
 * - Expiry: REQUESTED past IMPERSONATION_APPROVAL_WINDOW_SECONDS, or ACTIVE past its expiresAt,
 *   becomes EXPIRED the next time the operation is touched (approved, revoked, exchanged, listed).
 * - Revocation: by the requester, any operator, or an admin of the target organization
 *   (svc:iam:impersonation:revoke in their workspace). It also revokes the token family
 *   `imp.<op id>` that every token of the operation carries, so the edge refuses them at once.
 *
 * Every transition appends one `governance.impersonation.*` audit event on the target
 * organization's chain, in the transition's transaction.
 */
import { AppError, prefixedId, type Logger } from '@svc/core';
import {
  isPastDeadline,
  type AccessMode,
  type ImpersonationRepository,
  type ImpersonationRow,
} from '../../repositories/impersonation-repository.ts';
import type { TenantRepository } from '../../repositories/tenant-repository.ts';
import type { AccessGuard } from '../access-guard.ts';
import type { Caller } from '../caller.ts';
import type { RevocationService } from '../revocation-service.ts';
import type { StepUpService } from '../step-up-service.ts';
import { invalidArgument } from '../admin-values.ts';
import { userPrincipal, type GovernanceAudit, type GovernanceStep } from '../governance-audit.ts';

export const IMPERSONATION_PERMISSIONS = {
  create: 'svc:iam:impersonation:create',
  approve: 'svc:iam:impersonation:approve',
  revoke: 'svc:iam:impersonation:revoke',
  read: 'svc:iam:impersonation:read',
} as const;
export const QUORUM: Record<AccessMode, number> = { READ_ONLY: 2, READ_WRITE: 3 };
export const OPERATOR_ROLE = 'SUPER_ADMIN';
export const MIN_DURATION_SECONDS = 60;
export const JUSTIFICATION_MAX = 1000;
const LIST_MAX = 100;

export const approvalBinding = (opId: string) => `approveImpersonation:${opId}`;
/** The token family of every token an operation's exchange issues (revoked with the operation). */
export const impersonationFamily = (opId: string) => `imp.${opId}`;

export interface ImpersonationRequest {
  targetOrgId: string;
  targetWorkspaceId: string;
  accessMode: string;
  justification: string;
  durationSeconds: number;
}

/** No control characters (the gRPC layer already refuses NUL and lone surrogates: SVC-VALID-4007). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const ID = /^[a-z]{2,8}_[A-Za-z0-9_-]{1,64}$/;

export class ImpersonationService {
  constructor(
    private d: {
      repo: ImpersonationRepository;
      tenants: TenantRepository;
      guard: AccessGuard;
      stepUps: StepUpService;
      revocations: RevocationService;
      audit: GovernanceAudit;
      log: Logger;
      approvalWindowSeconds: number;
      maxDurationSeconds: number;
      clock?: () => number;
    },
  ) {}

  private now() {
    return new Date(this.d.clock?.() ?? Date.now());
  }

  /** The caller's access when they are a platform operator holding `permission`; SVC-AUTH-1008 otherwise. */
  private async requireOperator(caller: Caller, permission: string) {
    const a = await this.d.guard.require(caller, permission);
    if (!a.roles.includes(OPERATOR_ROLE))
      throw new AppError('SVC-AUTH-1008', 'impersonation is a platform-operator act (SUPER_ADMIN)', {
        requiredPermission: permission,
      });
    return a;
  }

  async request(caller: Caller, input: ImpersonationRequest) {
    const v = this.validate(input);
    await this.requireOperator(caller, IMPERSONATION_PERMISSIONS.create);
    if (v.targetOrgId === caller.orgId)
      throw invalidArgument('targetOrgId', "targetOrgId is the operator's own organization");
    const org = await this.d.tenants.organization(v.targetOrgId);
    if (!org || org.status !== 'ACTIVE') throw new AppError('SVC-VALID-4041', 'target organization not found');
    if (v.targetWorkspaceId) {
      const ws = await this.d.tenants.workspace(v.targetWorkspaceId);
      if (!ws || ws.organizationId !== org.id)
        throw new AppError('SVC-VALID-4041', 'target workspace not found in the target organization');
    }
    const id = prefixedId('imp');
    const now = this.now();
    const row = await this.d.repo.create(
      {
        id,
        requesterUserId: caller.userId,
        requesterOrgId: caller.orgId,
        requesterWorkspaceId: caller.workspaceId,
        targetOrgId: org.id,
        targetWorkspaceId: v.targetWorkspaceId,
        accessMode: v.accessMode,
        justification: v.justification,
        durationSeconds: v.durationSeconds,
        quorumRequired: QUORUM[v.accessMode],
        approvalDeadline: new Date(now.getTime() + this.d.approvalWindowSeconds * 1000),
      },
      this.d.audit.hook(
        this.step(
          'governance.impersonation.requested',
          caller.userId,
          { id, targetOrgId: org.id, targetWorkspaceId: v.targetWorkspaceId },
          {
            accessMode: v.accessMode,
            durationSeconds: v.durationSeconds,
            quorumRequired: QUORUM[v.accessMode],
          },
        ),
      ),
    );
    this.d.log.info(
      { event: 'impersonation.requested', opId: id, targetOrgId: org.id, mode: v.accessMode, by: caller.userId },
      'impersonation requested',
    );
    return opView(row);
  }

  async approve(caller: Caller, opId: string, stepUpToken: string) {
    await this.requireOperator(caller, IMPERSONATION_PERMISSIONS.approve);
    const row = await this.current(opId, caller.userId);
    if (!row) throw new AppError('SVC-VALID-4041', 'impersonation not found');
    if (row.requesterUserId === caller.userId)
      throw new AppError('SVC-IMPERSONATION-4330', 'the requester cannot approve their own impersonation');
    if (row.status !== 'REQUESTED')
      throw new AppError('SVC-IMPERSONATION-4332', `the impersonation is ${row.status}, not REQUESTED`, {
        status: row.status,
      });
    // Said before a step-up is spent on it; the repository decides again under the row lock.
    if (await this.d.repo.hasApproved(row.id, caller.userId)) throw duplicateApproval(row.quorumCollected);
    await this.d.stepUps.consume(caller, stepUpToken, 'APPROVE_IMPERSONATION', approvalBinding(row.id));
    const out = await this.d.repo.approve(row.id, caller.userId, this.now(), (r, activated) =>
      this.d.audit.hook(
        this.step(
          activated ? 'governance.impersonation.activated' : 'governance.impersonation.approved',
          caller.userId,
          r,
          {
            accessMode: r.accessMode,
            quorumCollected: r.quorumCollected,
            quorumRequired: r.quorumRequired,
          },
        ),
      ),
    );
    switch (out.kind) {
      case 'missing':
        throw new AppError('SVC-VALID-4041', 'impersonation not found');
      case 'duplicate':
        throw duplicateApproval(out.row.quorumCollected);
      case 'not_requested':
        throw new AppError(
          'SVC-IMPERSONATION-4332',
          `the impersonation is ${isPastDeadline(out.row, this.now()) ? 'EXPIRED' : out.row.status}, not REQUESTED`,
        );
      case 'counted':
        this.d.log.info(
          {
            event: out.activated ? 'impersonation.activated' : 'impersonation.approved',
            opId: row.id,
            by: caller.userId,
            collected: out.row.quorumCollected,
          },
          'impersonation approved',
        );
        return opView(out.row);
    }
  }

  async revoke(caller: Caller, opId: string) {
    const access = await this.d.guard.require(caller, IMPERSONATION_PERMISSIONS.revoke);
    const row = await this.current(opId, caller.userId);
    const operator = access.roles.includes(OPERATOR_ROLE);
    // Anyone who cannot revoke it learns nothing about it: the same answer as for a missing id.
    if (!row || !(operator || row.requesterUserId === caller.userId || row.targetOrgId === caller.orgId))
      throw new AppError('SVC-VALID-4041', 'impersonation not found');
    if (row.status === 'REVOKED') throw new AppError('SVC-IMPERSONATION-4332', 'the impersonation is already REVOKED');
    const now = this.now();
    // Its tokens first: should the transition then fail, the operation stays revocable and any token
    // it issues meanwhile carries the already-revoked family, so nothing outlives the request.
    await this.d.revocations.revokeFamily(impersonationFamily(row.id), 'revoked', now.getTime());
    const revoked = await this.d.repo.revoke(row.id, caller.userId, now, (r) =>
      this.d.audit.hook(
        this.step('governance.impersonation.revoked', caller.userId, r, { previousStatus: row.status }),
      ),
    );
    if (!revoked) throw new AppError('SVC-IMPERSONATION-4332', 'the impersonation is already REVOKED');
    this.d.log.info({ event: 'impersonation.revoked', opId: row.id, by: caller.userId }, 'impersonation revoked');
    return { op_id: revoked.id, revoked_at: String(Math.floor(now.getTime() / 1000)), status: 'REVOKED' };
  }

  /** Operators see every operation; anyone else those targeting their organization. */
  async list(caller: Caller) {
    const access = await this.d.guard.require(caller, IMPERSONATION_PERMISSIONS.read);
    const rows = await this.d.repo.list(
      access.roles.includes(OPERATOR_ROLE) ? {} : { targetOrgId: caller.orgId },
      LIST_MAX,
    );
    return { ops: (await Promise.all(rows.map((r) => this.settle(r, caller.userId)))).map(opView) };
  }

  /** Transparency: every impersonation of the caller's organization that became ACTIVE. */
  async notices(caller: Caller) {
    await this.d.guard.require(caller, IMPERSONATION_PERMISSIONS.read);
    const rows = await this.d.repo.list({ targetOrgId: caller.orgId, activatedOnly: true }, LIST_MAX);
    return {
      notices: (await Promise.all(rows.map((r) => this.settle(r, caller.userId)))).map((r) => ({
        op_id: r.id,
        access_mode: r.accessMode,
        justification: r.justification,
        operator_orn: operatorOrn(r),
        target_org_id: r.targetOrgId,
        target_workspace_id: r.targetWorkspaceId ?? '',
        active_since: unix(r.activatedAt),
        expires_at: unix(r.expiresAt),
      })),
    };
  }

  /**
   * The operation an ACTIVE token may be issued for: `operatorUserId` requested it, it is ACTIVE
   * and unexpired. null otherwise (the token exchange answers one uniform invalid_request).
   */
  async activeFor(opId: string, operatorUserId: string): Promise<ImpersonationRow | null> {
    if (!ID.test(opId)) return null;
    const row = await this.current(opId, operatorUserId);
    return row && row.status === 'ACTIVE' && row.requesterUserId === operatorUserId ? row : null;
  }

  /** Records that the operator obtained a token under the operation (the token itself is not stored). */
  async recordTokenIssued(op: ImpersonationRow, operatorUserId: string, tokenExp: number): Promise<void> {
    await this.d.repo.record(
      this.d.audit.hook(
        this.step('governance.impersonation.token_issued', operatorUserId, op, {
          accessMode: op.accessMode,
          tokenExpiresAt: tokenExp,
        }),
      ),
    );
  }

  /** The row with its expiry applied when its deadline has passed (recorded as seen by `byUserId`). */
  private async current(opId: string, byUserId: string): Promise<ImpersonationRow | null> {
    const row = ID.test(opId) ? await this.d.repo.byId(opId) : null;
    return row ? this.settle(row, byUserId) : null;
  }

  private async settle(row: ImpersonationRow, byUserId: string): Promise<ImpersonationRow> {
    if (!isPastDeadline(row, this.now())) return row;
    const after = await this.d.repo.expireIfDue(row.id, this.now(), (r) =>
      this.d.audit.hook(this.step('governance.impersonation.expired', byUserId, r, { previousStatus: row.status })),
    );
    return after ?? row;
  }

  private step(
    action: GovernanceStep['action'],
    actorUserId: string,
    r: { id: string; targetOrgId: string; targetWorkspaceId: string | null },
    details: GovernanceStep['details'],
  ): GovernanceStep {
    return {
      action,
      organizationId: r.targetOrgId,
      workspaceId: r.targetWorkspaceId,
      actorPrincipal: userPrincipal(actorUserId),
      resourceOrn: `impersonation/${r.id}`,
      details,
    };
  }

  private validate(input: ImpersonationRequest) {
    const targetOrgId = (input.targetOrgId ?? '').trim();
    if (!ID.test(targetOrgId) || !targetOrgId.startsWith('org_'))
      throw invalidArgument('targetOrgId', 'targetOrgId must be an organization id');
    const targetWorkspaceId = (input.targetWorkspaceId ?? '').trim() || null;
    if (targetWorkspaceId !== null && (!ID.test(targetWorkspaceId) || !targetWorkspaceId.startsWith('ws_')))
      throw invalidArgument('targetWorkspaceId', 'targetWorkspaceId must be a workspace id');
    const accessMode = input.accessMode;
    if (accessMode !== 'READ_ONLY' && accessMode !== 'READ_WRITE')
      throw invalidArgument('accessMode', 'accessMode must be READ_ONLY or READ_WRITE');
    const justification = (input.justification ?? '').trim();
    if (justification.length < 10 || justification.length > JUSTIFICATION_MAX || CONTROL.test(justification)) {
      throw invalidArgument('justification', `justification must be 10 to ${JUSTIFICATION_MAX} printable characters`);
    }
    const d = input.durationSeconds;
    if (!Number.isSafeInteger(d) || d < MIN_DURATION_SECONDS || d > this.d.maxDurationSeconds) {
      throw invalidArgument(
        'durationSeconds',
        `durationSeconds must be an integer from ${MIN_DURATION_SECONDS} to ${this.d.maxDurationSeconds}`,
      );
    }
    return { targetOrgId, targetWorkspaceId, accessMode, justification, durationSeconds: d } as const;
  }
}

const duplicateApproval = (quorumCollected: number) =>
  new AppError('SVC-IMPERSONATION-4331', 'you have already approved this impersonation; an approval counts once', {
    quorumCollected,
  });

const unix = (d: Date | null) => (d ? String(Math.floor(d.getTime() / 1000)) : '0');

/** The operator as a resource name: `orn:svc:iam:<org>:workspace:<workspace>:user/<id>`. */
const operatorOrn = (r: ImpersonationRow) =>
  `orn:svc:iam:${r.requesterOrgId}:workspace:${r.requesterWorkspaceId}:user/${r.requesterUserId}`;

function opView(r: ImpersonationRow) {
  return {
    op_id: r.id,
    access_mode: r.accessMode,
    justification: r.justification,
    requested_by_orn: operatorOrn(r),
    target_org_id: r.targetOrgId,
    target_workspace_id: r.targetWorkspaceId ?? '',
    quorum_collected: r.quorumCollected,
    quorum_required: r.quorumRequired,
    status: r.status,
    requested_at: unix(r.requestedAt),
    expires_at: unix(r.expiresAt),
  };
}
