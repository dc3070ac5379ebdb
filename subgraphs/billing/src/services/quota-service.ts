/**
 * Quota status of the caller's organization for the current calendar month (UTC), from data the
 * platform owns: billing.usage_records (UsageRepository) and the plan allowances of the plan
 * catalogue for the organization's plan (identity GetOrganization over gRPC). Seats and
 * workspaces are identity's counts (GetOrganizationCounts). The caller needs
 * `svc:billing:usage:read` in its workspace (identity CheckPermission; every built-in role).
 *
 * - QuotaUsage: `limit` -1 = unlimited (plan allowance null); `percentage` = used / limit * 100
 *   (0 when unlimited, rounded to 2 decimals); `warning` at >= 80 percent, `exceeded` above 100.
 * - QuotaStatus: the plan catalogue has no monetary ceiling, so `monthlyLimitMicrocents` is null
 *   (never 0), `percentageUsed` 0 and `exceeded` false. The spend is the exact sum of the priced
 *   rows; its legacy Int field answers SVC-GQL-4111 beyond 2^31-1 microcents (resolvers/money-fields.ts).
 * - `resetDate` / `periodEnd` = the first instant of next month (UTC), exclusive.
 */
import { AppError } from '@svc/core';
import type { IdentityApi, ProtoCaller } from '@svc/grpc';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { legacyInt } from './money.ts';
import type { PlanCatalogue } from './plan-catalogue.ts';
import type { UsageReader } from '../repositories/usage-repository.ts';

export const WARNING_PERCENT = 80;

export interface QuotaUsage {
  used: number;
  limit: number;
  percentage: number;
  exceeded: boolean;
  warning: boolean;
}

/** Spend and ceiling are exact microcents; their legacy Int fields are derived on read. */
export interface QuotaStatusRecord {
  currentSpend: bigint;
  monthlyLimit: bigint | null;
  percentageUsed: number;
  exceeded: boolean;
  resetDate: string;
}

export function monthWindow(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** One allowance: `allowance` null = unlimited (-1). */
export function quotaUsage(used: number, allowance: number | null): QuotaUsage {
  if (allowance === null) return { used, limit: -1, percentage: 0, exceeded: false, warning: false };
  const percentage = allowance === 0 ? (used > 0 ? 100 : 0) : Math.round((used / allowance) * 10_000) / 100;
  const exceeded = used > allowance;
  return {
    used,
    limit: allowance,
    percentage,
    exceeded,
    warning: allowance === 0 ? used > 0 : used * 100 >= allowance * WARNING_PERCENT,
  };
}

const protoCaller = (c: CallerIdentity): ProtoCaller => ({
  user_id: c.userId,
  org_id: c.orgId,
  workspace_id: c.workspaceId,
  token_id: c.tokenId ?? '',
});

export class QuotaService {
  constructor(private deps: { usage: UsageReader; identity: IdentityApi; plans: PlanCatalogue; now?: () => Date }) {}

  private async authorize(caller: CallerIdentity): Promise<void> {
    const r = await this.deps.identity.checkPermission({
      user_id: caller.userId,
      workspace_id: caller.workspaceId,
      permission: 'svc:billing:usage:read',
    });
    if (!r.allowed)
      throw new AppError('SVC-AUTH-1008', "the caller's roles do not grant svc:billing:usage:read", {
        requiredPermission: 'svc:billing:usage:read',
      });
  }

  private window() {
    return monthWindow(this.deps.now?.() ?? new Date());
  }

  async quotaStatus(caller: CallerIdentity): Promise<QuotaStatusRecord> {
    await this.authorize(caller);
    const { start, end } = this.window();
    const u = await this.deps.usage.organizationUsage(caller.orgId, caller.workspaceId, start, end);
    return {
      currentSpend: u.spendMicrocents,
      monthlyLimit: null,
      percentageUsed: 0,
      exceeded: false,
      resetDate: end.toISOString(),
    };
  }

  async orgQuotaStatus(caller: CallerIdentity) {
    await this.authorize(caller);
    const { start, end } = this.window();
    const [org, counts, u] = await Promise.all([
      this.deps.identity.getOrganization({ id: caller.orgId, caller: protoCaller(caller) }),
      this.deps.identity.getOrganizationCounts({ caller: protoCaller(caller) }),
      this.deps.usage.organizationUsage(caller.orgId, caller.workspaceId, start, end),
    ]);
    const plan = this.deps.plans.publicPlans().find((p) => p.code === org.plan);
    // An organization on a plan the catalogue does not know: no allowance is invented.
    if (!plan) throw new AppError('SVC-SERVER-9004', `plan ${org.plan} is not in the plan catalogue`);
    return {
      plan: plan.code,
      planName: plan.name,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      requests: quotaUsage(legacyInt(u.requests, 'QuotaUsage.used', ''), plan.includedRequests),
      users: quotaUsage(counts.users, plan.includedUsers),
      workspaces: quotaUsage(counts.workspaces, plan.includedWorkspaces),
    };
  }
}
