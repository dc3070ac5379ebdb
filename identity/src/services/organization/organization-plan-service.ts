/**
 * The organization's plan, which is its rate-limit tier at the gateway, follows its billing
 * subscription (README "Billing", "The plan and the rate-limit tier"). The billing subgraph owns
 * the subscription and calls SetOrganizationPlan when the subscription's effective plan differs
 * from the organization's; identity stores it, audits the change in the same transaction
 * (`billing.plan.changed`, a system event of `system/billing`) and announces it on the shared
 * store so every gateway drops its cached tier at once instead of on expiry.
 *
 * Service-to-service: the request carries no Caller, as GetOrganization's unscoped read does not;
 * the gRPC port is the internal boundary every Caller-carrying RPC already trusts.
 */
import { AppError, type Logger, type SharedStore } from '@svc/core';
import { ORG_PLAN_CHANGED_CHANNEL, type OrgPlanChangedMessage } from '@svc/contracts';
import type { AuditTrail } from '../../audit/index.ts';
import { organizationView } from '../tenancy-service.ts';
import type { PrismaClient } from '../../db.ts';

/** The plans the gateway knows as rate-limit tiers. */
export const ORGANIZATION_PLANS = ['FREE', 'PRO', 'ENTERPRISE'] as const;

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const REASON = /^[a-z_]{1,64}$/;

export interface PlanChange {
  orgId: string;
  plan: string;
  subscriptionId: string;
  reason: string;
  requestId?: string;
}

export class OrganizationPlanService {
  constructor(private d: { prisma: PrismaClient; audit: AuditTrail; store: SharedStore; log: Logger }) {}

  async set(c: PlanChange) {
    if (!ID.test(c.orgId ?? ''))
      throw new AppError('SVC-VALID-4000', 'org_id is not an identifier', { argument: 'org_id' });
    if (!(ORGANIZATION_PLANS as readonly string[]).includes(c.plan))
      throw new AppError('SVC-VALID-4000', `plan must be one of ${ORGANIZATION_PLANS.join(', ')}`, {
        argument: 'plan',
      });
    if (!ID.test(c.subscriptionId ?? ''))
      throw new AppError('SVC-VALID-4000', 'subscription_id is not an identifier', { argument: 'subscription_id' });
    if (!REASON.test(c.reason ?? ''))
      throw new AppError('SVC-VALID-4000', 'reason must be a short snake_case code', { argument: 'reason' });
    const changed = await this.d.prisma.$transaction(async (tx) => {
      const before = await tx.organization.findUnique({ where: { id: c.orgId }, select: { plan: true } });
      if (!before) throw new AppError('SVC-VALID-4041', 'organization not found');
      if (before.plan === c.plan) return null;
      // Conditional on the plan read: of two concurrent changes only one records an event.
      const moved = await tx.organization.updateMany({
        where: { id: c.orgId, plan: before.plan },
        data: { plan: c.plan },
      });
      if (moved.count !== 1) return null;
      await this.d.audit.append(tx, {
        organizationId: c.orgId,
        category: 'BILLING',
        action: 'billing.plan.changed',
        outcome: 'SUCCESS',
        isSystem: true,
        actorPrincipal: 'system/billing',
        resourceOrn: `organization/${c.orgId}`,
        correlationKey: c.requestId ?? '',
        emitterService: 'identity',
        details: { from: before.plan, to: c.plan, subscriptionId: c.subscriptionId, reason: c.reason },
      });
      return before.plan;
    });
    if (changed !== null) {
      this.d.log.info(
        {
          event: 'organization.plan_changed',
          orgId: c.orgId,
          from: changed,
          to: c.plan,
          subscriptionId: c.subscriptionId,
          reason: c.reason,
        },
        'organization plan changed',
      );
      try {
        await this.d.store.publish(
          ORG_PLAN_CHANGED_CHANNEL,
          JSON.stringify({ orgId: c.orgId, plan: c.plan } satisfies OrgPlanChangedMessage),
        );
      } catch (e) {
        // The plan is stored; gateways pick it up when their cached tier expires (TIER_CACHE_MS).
        this.d.log.error(
          { err: (e as Error).message, orgId: c.orgId },
          'plan change not announced; gateways see it on tier-cache expiry',
        );
      }
    }
    const o = await this.d.prisma.organization.findUnique({ where: { id: c.orgId } });
    if (!o) throw new AppError('SVC-VALID-4041', 'organization not found');
    return organizationView(o);
  }
}
