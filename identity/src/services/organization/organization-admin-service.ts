/**
 * Administration of the caller's own organization (issue 14): its profile (name, description,
 * logo), slug availability, ownership transfer, and the caller's sign-up questionnaire. The
 * organization is always the caller's (the credential's), never an argument.
 *
 * Ownership moves only to an ACTIVE administrator of the organization, needs
 * svc:iam:organization:admin and a step-up of scope TRANSFER_OWNERSHIP bound to
 * `transferOrgOwnership:<new owner id>`: the binding is re-derived here from the request's own
 * input, so a step-up minted for another transfer (or none) is SVC-AUTH-1013.
 */
import { AppError, prefixedId, type Logger } from '@svc/core';
import type { OrganizationAdminRepository } from '../../repositories/organization-admin-repository.ts';
import type { TenantRepository } from '../../repositories/tenant-repository.ts';
import type { AccessGuard } from '../access-guard.ts';
import type { Caller } from '../caller.ts';
import type { StepUpService } from '../step-up-service.ts';
import { displayText, invalidArgument, iso } from '../admin-values.ts';
import { organizationView } from '../tenancy-service.ts';
import { userPrincipal, type GovernanceAudit } from '../governance-audit.ts';

export const ORGANIZATION_PERMISSIONS = {
  write: 'svc:iam:organization:write',
  admin: 'svc:iam:organization:admin',
  read: 'svc:iam:workspace:read',
  self: 'svc:iam:user:write',
  selfRead: 'svc:iam:user:read',
} as const;

/** Roles that make a user an administrator of the organization (a possible owner). */
const OWNER_ELIGIBLE_ROLES = ['SUPER_ADMIN', 'ORG_ADMIN', 'WORKSPACE_ADMIN'];
/** Slugs no organization may claim: they would read as the platform's own pages or addresses. */
const RESERVED_SLUGS = new Set([
  'admin',
  'api',
  'app',
  'auth',
  'billing',
  'console',
  'docs',
  'help',
  'login',
  'oauth',
  'root',
  'security',
  'settings',
  'signup',
  'status',
  'support',
  'svc',
  'system',
  'www',
]);
const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,46}[a-z0-9])$/;
export const COMPANY_SIZES = [
  'SIZE_1',
  'SIZE_2_10',
  'SIZE_11_50',
  'SIZE_51_200',
  'SIZE_201_1000',
  'SIZE_1001_PLUS',
] as const;
export const SIGNUP_USE_CASES = ['CHAT_ASSISTANT', 'AGENTS', 'RETRIEVAL', 'CODE', 'EVALUATION', 'OTHER'] as const;

/** The step-up binding of a transfer, derived from its input only. */
export const transferBinding = (newOwnerId: string) => `transferOrgOwnership:${newOwnerId}`;

export interface OrganizationUpdate {
  name?: string;
  description?: string;
  logoUrl?: string;
}

function logoUrl(v: string): string | null {
  const t = v.trim();
  if (!t) return null;
  let u: URL;
  try {
    u = new URL(t);
  } catch {
    throw invalidArgument('logoUrl', 'logoUrl must be an https URL');
  }
  if (u.protocol !== 'https:' || t.length > 2048 || u.username || u.password)
    throw invalidArgument('logoUrl', 'logoUrl must be an https URL of at most 2048 characters without credentials');
  return t;
}

function description(v: string): string | null {
  const t = v.trim();
  if (!t) return null;
  // eslint-disable-next-line no-control-regex
  if (t.length > 1000 || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(t))
    throw invalidArgument('description', 'description must be at most 1000 characters of text');
  return t;
}

export class OrganizationAdminService {
  constructor(
    private d: {
      repo: OrganizationAdminRepository;
      tenants: TenantRepository;
      guard: AccessGuard;
      stepUps: StepUpService;
      audit: GovernanceAudit;
      log: Logger;
      clock?: () => number;
    },
  ) {}

  private now() {
    return this.d.clock?.() ?? Date.now();
  }

  /** Applies the present fields (every one validated before anything is written). */
  async update(caller: Caller, input: OrganizationUpdate) {
    const data: { name?: string; description?: string | null; logoUrl?: string | null } = {};
    if (input.name !== undefined) data.name = displayText(input.name, 'name', 100);
    if (input.description !== undefined) data.description = description(input.description);
    if (input.logoUrl !== undefined) data.logoUrl = logoUrl(input.logoUrl);
    await this.d.guard.require(caller, ORGANIZATION_PERMISSIONS.write);
    if (Object.keys(data).length === 0) {
      const o = await this.d.tenants.organization(caller.orgId);
      if (!o) throw new AppError('SVC-VALID-4041', 'organization not found');
      return organizationView(o);
    }
    const o = await this.d.repo.update(
      caller.orgId,
      data,
      this.d.audit.hook({
        action: 'governance.organization.updated',
        organizationId: caller.orgId,
        actorPrincipal: userPrincipal(caller.userId),
        resourceOrn: `organization/${caller.orgId}`,
        details: { fields: Object.keys(data).sort().join(',') },
      }),
    );
    this.d.log.info(
      { event: 'organization.updated', orgId: caller.orgId, fields: Object.keys(data), by: caller.userId },
      'organization updated',
    );
    return organizationView(o);
  }

  /**
   * True only when the caller's organization could claim `slug` now: well-formed, not reserved,
   * not another organization's. Every other case is the same false (no existence oracle).
   */
  async slugAvailable(caller: Caller, slugArg: string): Promise<boolean> {
    await this.d.guard.require(caller, ORGANIZATION_PERMISSIONS.read);
    const slug = (slugArg ?? '').trim().toLowerCase();
    if (!SLUG.test(slug) || RESERVED_SLUGS.has(slug)) return false;
    const own = await this.d.tenants.organization(caller.orgId);
    if (own?.slug === slug) return true;
    return !(await this.d.repo.slugTaken(slug));
  }

  async transferOwnership(caller: Caller, newOwnerId: string, stepUpToken: string) {
    if (!/^usr_[A-Za-z0-9_-]{1,64}$/.test(newOwnerId ?? ''))
      throw new AppError('SVC-VALID-4005', 'newOwnerId is not a valid identifier', { argument: 'newOwnerId' });
    await this.d.guard.require(caller, ORGANIZATION_PERMISSIONS.admin);
    const org = await this.d.tenants.organization(caller.orgId);
    if (!org) throw new AppError('SVC-VALID-4041', 'organization not found');
    if (org.ownerUserId === newOwnerId) throw invalidArgument('newOwnerId', 'newOwnerId already owns the organization');
    // One answer for unknown users, other organizations' users and non-administrators.
    if (!(await this.d.repo.holdsRoleInOrganization(newOwnerId, caller.orgId, OWNER_ELIGIBLE_ROLES)))
      throw invalidArgument('newOwnerId', 'newOwnerId must be an active administrator of the organization');
    await this.d.stepUps.consume(caller, stepUpToken, 'TRANSFER_OWNERSHIP', transferBinding(newOwnerId));
    const transferId = prefixedId('otr');
    const t = await this.d.repo.transfer(
      {
        id: transferId,
        organizationId: caller.orgId,
        previousOwnerId: org.ownerUserId,
        newOwnerId,
        now: new Date(this.now()),
      },
      this.d.audit.hook({
        action: 'governance.organization.ownership_transferred',
        organizationId: caller.orgId,
        actorPrincipal: userPrincipal(caller.userId),
        resourceOrn: `organization/${caller.orgId}`,
        details: { transferId, previousOwnerId: org.ownerUserId, newOwnerId },
      }),
    );
    if (!t)
      throw new AppError('SVC-VALID-4000', 'the ownership changed meanwhile; read the organization again', {
        argument: 'newOwnerId',
      });
    this.d.log.info(
      {
        event: 'organization.ownership_transferred',
        orgId: caller.orgId,
        transferId: t.id,
        from: t.previousOwnerId,
        to: newOwnerId,
        by: caller.userId,
      },
      'ownership transferred',
    );
    return {
      transfer_id: t.id,
      org_id: t.organizationId,
      previous_owner_id: t.previousOwnerId,
      new_owner_id: t.newOwnerId,
      status: t.status,
      created_at: iso(t.createdAt),
    };
  }

  async signupProfile(caller: Caller) {
    await this.d.guard.require(caller, ORGANIZATION_PERMISSIONS.selfRead);
    return profileView(await this.d.repo.signupProfile(caller.userId));
  }

  async updateSignupProfile(caller: Caller, input: { companySize?: string | null; useCase?: string | null }) {
    const data: { companySize?: string | null; useCase?: string | null } = {};
    if (input.companySize !== undefined) {
      if (input.companySize !== null && !(COMPANY_SIZES as readonly string[]).includes(input.companySize))
        throw invalidArgument('companySize', 'companySize is not a CompanySize');
      data.companySize = input.companySize;
    }
    if (input.useCase !== undefined) {
      if (input.useCase !== null && !(SIGNUP_USE_CASES as readonly string[]).includes(input.useCase))
        throw invalidArgument('useCase', 'useCase is not a SignupUseCase');
      data.useCase = input.useCase;
    }
    await this.d.guard.require(caller, ORGANIZATION_PERMISSIONS.self);
    return profileView(
      await this.d.repo.upsertSignupProfile(
        caller.userId,
        data,
        this.d.audit.hook({
          action: 'governance.signup_profile.updated',
          organizationId: caller.orgId,
          workspaceId: caller.workspaceId,
          actorPrincipal: userPrincipal(caller.userId),
          resourceOrn: userPrincipal(caller.userId),
        }),
      ),
    );
  }
}

const profileView = (p: { companySize: string | null; useCase: string | null; updatedAt: Date } | null) => ({
  company_size: p?.companySize ?? '',
  use_case: p?.useCase ?? '',
  updated_at: iso(p?.updatedAt),
});
