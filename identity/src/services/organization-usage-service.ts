/**
 * Seat and workspace counts of the caller's organization for billing's plan allowances
 * (OrgQuotaStatus.users / .workspaces). Counts ACTIVE users and ACTIVE workspaces of the caller's
 * organization only (never another one), and needs `svc:billing:usage:read` in the caller's
 * workspace (every built-in role grants it).
 */
import type { AccessGuard } from './access-guard.ts';
import type { Caller } from './caller.ts';
import type { OrganizationAdminRepository } from '../repositories/organization-admin-repository.ts';

export const USAGE_READ = 'svc:billing:usage:read';

export class OrganizationUsageService {
  constructor(
    private repo: Pick<OrganizationAdminRepository, 'activeCounts'>,
    private guard: AccessGuard,
  ) {}

  async counts(caller: Caller): Promise<{ users: number; workspaces: number }> {
    await this.guard.require(caller, USAGE_READ);
    return this.repo.activeCounts(caller.orgId);
  }
}
