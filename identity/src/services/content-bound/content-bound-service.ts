/**
 * Content-bound enablement of the caller's workspace (issue 14; the specification: ACTIVE only when
 * all six gates are clear and the checker differs from the maker). The six gates, our design:
 *
 * 1. a DLP profile id, 2. a data-processing agreement reference, 3. a legal sign-off reference,
 * 4. a residency region (`eu`, `us-east`, …), 5. a key-management key reference — each present and
 * well-formed when the maker requests (SVC-VALID-4000 naming the gate otherwise, nothing stored) —
 * and 6. the checker's step-up of scope APPROVE_CONTENT_BOUND_ENABLEMENT bound to
 * `approveContentBoundEnablement:<enablement id>` (SVC-AUTH-1013 otherwise).
 *
 * The maker (svc:iam:content_bound:create) requests: PENDING. A distinct checker
 * (svc:iam:content_bound:approve) approves: ACTIVE with enabledAt. The maker approving is
 * SVC-AUTH-1008. Parallel approvals activate it exactly once. The checker may reject instead
 * (REJECTED; same permission and maker-checker rule, no step-up). The key reference is accepted and
 * kept only as its SHA-256: no answer ever carries it.
 */
import { createHash } from 'node:crypto';
import { AppError, prefixedId, type Logger } from '@svc/core';
import type { ContentBoundRepository, ContentBoundRow } from '../../repositories/content-bound-repository.ts';
import type { AccessGuard } from '../access-guard.ts';
import type { Caller } from '../caller.ts';
import type { StepUpService } from '../step-up-service.ts';
import { invalidArgument } from '../admin-values.ts';
import { userPrincipal, type GovernanceAudit } from '../governance-audit.ts';

export const CONTENT_BOUND_PERMISSIONS = {
  create: 'svc:iam:content_bound:create',
  approve: 'svc:iam:content_bound:approve',
  read: 'svc:iam:content_bound:read',
} as const;

export const approvalBinding = (enablementId: string) => `approveContentBoundEnablement:${enablementId}`;

/** A reference into another system (profile id, document number, key ARN/URI): printable, no spaces. */
const REFERENCE = /^[\x21-\x7e]{1,256}$/;
const REGION = /^[a-z]{2}(?:-[a-z0-9]{1,16}){0,3}$/;

export interface ContentBoundInput {
  dlpProfileId: string;
  dpaReference: string;
  legalSignoffRef: string;
  residencyRegion: string;
  kmsKeyRef: string;
}

function gate(value: string, argument: string, pattern: RegExp, what: string): string {
  const v = (value ?? '').trim();
  if (!pattern.test(v)) throw invalidArgument(argument, `${argument} must be ${what}`);
  return v;
}

export class ContentBoundService {
  constructor(
    private d: {
      repo: ContentBoundRepository;
      guard: AccessGuard;
      stepUps: StepUpService;
      audit: GovernanceAudit;
      log: Logger;
      clock?: () => number;
    },
  ) {}

  async request(caller: Caller, input: ContentBoundInput) {
    const g = {
      dlpProfileId: gate(input.dlpProfileId, 'dlpProfileId', REFERENCE, 'a reference of 1 to 256 printable characters'),
      dpaReference: gate(input.dpaReference, 'dpaReference', REFERENCE, 'a reference of 1 to 256 printable characters'),
      legalSignoffRef: gate(
        input.legalSignoffRef,
        'legalSignoffRef',
        REFERENCE,
        'a reference of 1 to 256 printable characters',
      ),
      residencyRegion: gate(input.residencyRegion, 'residencyRegion', REGION, 'a region such as eu or us-east'),
      kmsKeyRef: gate(input.kmsKeyRef, 'kmsKeyRef', REFERENCE, 'a key reference of 1 to 256 printable characters'),
    };
    await this.d.guard.require(caller, CONTENT_BOUND_PERMISSIONS.create);
    const id = prefixedId('cbe');
    const { kmsKeyRef, ...stored } = g;
    const row = await this.d.repo.request(
      {
        id,
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        ...stored,
        kmsKeyRefSha256: createHash('sha256').update(kmsKeyRef).digest('hex'),
        makerUserId: caller.userId,
      },
      this.d.audit.hook({
        action: 'governance.content_bound.requested',
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        actorPrincipal: userPrincipal(caller.userId),
        resourceOrn: `content-bound-enablement/${id}`,
        details: { residencyRegion: stored.residencyRegion },
      }),
    );
    if (!row) throw invalidArgument('input', 'the workspace already has an active content-bound enablement');
    this.d.log.info(
      { event: 'content_bound.requested', id, workspaceId: caller.workspaceId, by: caller.userId },
      'content-bound enablement requested',
    );
    return view(row);
  }

  /** The caller's workspace's PENDING enablement, for a checker who is not its maker. */
  private async pendingForChecker(caller: Caller, enablementId: string) {
    await this.d.guard.require(caller, CONTENT_BOUND_PERMISSIONS.approve);
    const row = enablementId ? await this.d.repo.byId(enablementId) : null;
    if (!row || row.workspaceId !== caller.workspaceId)
      throw new AppError('SVC-VALID-4041', 'content-bound enablement not found');
    if (row.makerUserId === caller.userId)
      throw new AppError('SVC-AUTH-1008', 'the checker must be someone other than the maker');
    if (row.status !== 'PENDING') throw invalidArgument('enablementId', `the enablement is ${row.status}, not PENDING`);
    return row;
  }

  /** The audit record of a decision on an enablement, written in the decision's transaction. */
  private decisionAudit(
    caller: Caller,
    row: { id: string; makerUserId: string },
    action:
      | 'governance.content_bound.approved'
      | 'governance.content_bound.rejected'
      | 'governance.content_bound.revoked',
  ) {
    return this.d.audit.hook({
      action,
      organizationId: caller.orgId,
      workspaceId: caller.workspaceId,
      actorPrincipal: userPrincipal(caller.userId),
      resourceOrn: `content-bound-enablement/${row.id}`,
      details: { makerUserId: row.makerUserId },
    });
  }

  async approve(caller: Caller, enablementId: string, stepUpToken: string) {
    const row = await this.pendingForChecker(caller, enablementId);
    await this.d.stepUps.consume(caller, stepUpToken, 'APPROVE_CONTENT_BOUND_ENABLEMENT', approvalBinding(row.id));
    const ok = await this.d.repo.activate(
      row.id,
      caller.userId,
      new Date(this.d.clock?.() ?? Date.now()),
      this.decisionAudit(caller, row, 'governance.content_bound.approved'),
    );
    if (!ok) throw invalidArgument('enablementId', 'the enablement is no longer PENDING');
    this.d.log.info(
      { event: 'content_bound.approved', id: row.id, workspaceId: caller.workspaceId, by: caller.userId },
      'content-bound enablement active',
    );
    return view((await this.d.repo.byId(row.id))!);
  }

  /**
   * The checker declines: PENDING → REJECTED, with the approve permission and the maker-checker
   * rule, but no step-up (a rejection grants nothing). The maker may request again afterwards.
   */
  async reject(caller: Caller, enablementId: string) {
    const row = await this.pendingForChecker(caller, enablementId);
    const ok = await this.d.repo.reject(
      row.id,
      caller.userId,
      this.decisionAudit(caller, row, 'governance.content_bound.rejected'),
    );
    if (!ok) throw invalidArgument('enablementId', 'the enablement is no longer PENDING');
    this.d.log.info(
      { event: 'content_bound.rejected', id: row.id, workspaceId: caller.workspaceId, by: caller.userId },
      'content-bound enablement rejected',
    );
    return view((await this.d.repo.byId(row.id))!);
  }

  /**
   * ACTIVE → REVOKED by anyone holding the approve permission, the maker included, with no step-up:
   * turning content-bound mode off takes a capability away. A new request may follow.
   */
  async revoke(caller: Caller, enablementId: string) {
    await this.d.guard.require(caller, CONTENT_BOUND_PERMISSIONS.approve);
    const row = enablementId ? await this.d.repo.byId(enablementId) : null;
    if (!row || row.workspaceId !== caller.workspaceId)
      throw new AppError('SVC-VALID-4041', 'content-bound enablement not found');
    if (row.status !== 'ACTIVE') throw invalidArgument('enablementId', `the enablement is ${row.status}, not ACTIVE`);
    const ok = await this.d.repo.revoke(row.id, this.decisionAudit(caller, row, 'governance.content_bound.revoked'));
    if (!ok) throw invalidArgument('enablementId', 'the enablement is no longer ACTIVE');
    this.d.log.info(
      { event: 'content_bound.revoked', id: row.id, workspaceId: caller.workspaceId, by: caller.userId },
      'content-bound enablement revoked',
    );
    return view((await this.d.repo.byId(row.id))!);
  }

  async get(caller: Caller) {
    await this.d.guard.require(caller, CONTENT_BOUND_PERMISSIONS.read);
    const row = await this.d.repo.ofWorkspace(caller.workspaceId);
    return row ? { found: true, enablement: view(row) } : { found: false };
  }
}

/** Never the key reference (not even its hash). */
function view(r: ContentBoundRow) {
  return {
    enablement_id: r.id,
    org_id: r.organizationId,
    workspace_id: r.workspaceId,
    dlp_profile_id: r.dlpProfileId,
    dpa_reference: r.dpaReference,
    legal_signoff_ref: r.legalSignoffRef,
    residency_region: r.residencyRegion,
    status: r.status,
    approver_maker: r.makerUserId,
    approver_checker: r.checkerUserId ?? '',
    enabled_at: r.enabledAt ? String(Math.floor(r.enabledAt.getTime() / 1000)) : '0',
  };
}
