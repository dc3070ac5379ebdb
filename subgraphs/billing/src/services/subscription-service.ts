/**
 * Billing plans and the organization's subscription, state the platform owns.
 *
 * - billingPlans: the versioned plan catalogue; `isCurrent` marks the plan identity records for the
 *   organization. `basePriceMicrocents` is the monthly base price (an annual price over 12, rounded
 *   half up); it is a legacy Int, so plans above 21.47 USD answer SVC-SERVER-9000 on that field.
 * - The subscription is materialized on first read from the organization's plan: ACTIVE, billed by
 *   calendar month (UTC). On every read a period that has ended rolls over: to the month holding
 *   now, or, when `cancelAtPeriodEnd` was set, to CANCELED (the period stays the last one paid for).
 * - The subscription is the single source of truth of the organization's plan once it exists:
 *   its effective plan (FREE once CANCELED, else its plan) is pushed to identity's organization
 *   plan (SetOrganizationPlan) whenever the two differ on a read, which is what the gateway reads as
 *   the rate-limit tier (identity audits the change and tells the gateways to drop their cached
 *   tier). Before the row exists identity's plan (sign-up, seed) is the starting value.
 * - cancelSubscription sets `cancelAtPeriodEnd` (idempotent); the free plan has nothing to cancel.
 *   resumeSubscription withdraws a pending cancellation (idempotent); a subscription already
 *   CANCELED cannot be resumed. Both answer SVC-BILLING-SUBSCRIPTION-STATE when refused.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@svc/core';
import type { IdentityApi, ProtoCaller } from '@svc/grpc';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { billingAuditEvent, type BillingAuditAction } from '../events/audit-event.ts';
import type { Authorize } from './authorize.ts';
import type { Plan, PlanCatalogue } from './plan-catalogue.ts';
import { monthWindow } from './quota-service.ts';
import type { SubscriptionRow, SubscriptionStore } from '../repositories/subscription-repository.ts';

export const FREE_PLAN = 'FREE';
export const MAX_REASON_LENGTH = 500;

export interface BillingPlanRecord {
  id: string;
  name: string;
  description: string | null;
  features: string[];
  isCurrent: boolean;
  billingInterval: 'MONTHLY' | 'ANNUAL';
  basePrice: bigint;
  includedRequests: number | null;
  includedTokens: number | null;
  includedUsers: number | null;
  includedWorkspaces: number | null;
  requestOveragePriceMicrocents: number | null;
  tokenOveragePriceMicrocents: number | null;
}

export interface SubscriptionRecord extends Omit<SubscriptionRow, 'planCode'> {
  plan: BillingPlanRecord;
}

/** Monthly base price in microcents (exact for monthly plans; an annual price over 12, half up). */
export function monthlyBaseMicrocents(p: Plan): bigint {
  const micro = BigInt(p.priceCents) * 1_000_000n;
  return p.billingPeriod === 'ANNUAL' ? (micro + 6n) / 12n : micro;
}

export function planRecord(p: Plan, isCurrent: boolean): BillingPlanRecord {
  return {
    id: p.code,
    name: p.name,
    description: p.description,
    features: p.features,
    isCurrent,
    billingInterval: p.billingPeriod === 'ANNUAL' ? 'ANNUAL' : 'MONTHLY',
    basePrice: monthlyBaseMicrocents(p),
    includedRequests: p.includedRequests,
    includedTokens: p.includedTokens,
    includedUsers: p.includedUsers,
    includedWorkspaces: p.includedWorkspaces,
    requestOveragePriceMicrocents: p.requestOveragePriceMicrocents,
    tokenOveragePriceMicrocents: p.tokenOveragePriceMicrocents,
  };
}

/** The plan the organization is entitled to now: a subscription that ended leaves it on FREE. */
export const effectivePlan = (row: Pick<SubscriptionRow, 'status' | 'planCode'>) =>
  row.status === 'CANCELED' ? FREE_PLAN : row.planCode;

const protoCaller = (c: CallerIdentity): ProtoCaller => ({
  user_id: c.userId,
  org_id: c.orgId,
  workspace_id: c.workspaceId,
  token_id: c.tokenId ?? '',
});
const stateError = (message: string) => new AppError('SVC-BILLING-SUBSCRIPTION-STATE', message);

export class SubscriptionService {
  constructor(
    private deps: {
      store: SubscriptionStore;
      identity: Pick<IdentityApi, 'getOrganization' | 'setOrganizationPlan'>;
      plans: PlanCatalogue;
      authorize: { planRead: Authorize; read: Authorize; write: Authorize };
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  plan(code: string): Plan {
    const plan = this.deps.plans.publicPlans().find((p) => p.code === code);
    // A plan the catalogue does not know: no price or allowance is invented.
    if (!plan) throw new AppError('SVC-SERVER-9004', `plan ${code} is not in the plan catalogue`);
    return plan;
  }

  private async orgPlan(caller: CallerIdentity): Promise<string> {
    return (await this.deps.identity.getOrganization({ id: caller.orgId, caller: protoCaller(caller) })).plan;
  }

  async billingPlans(caller: CallerIdentity): Promise<BillingPlanRecord[]> {
    await this.deps.authorize.planRead(caller);
    const current = await this.orgPlan(caller);
    return this.deps.plans.publicPlans().map((p) => planRecord(p, p.code === current));
  }

  /**
   * The organization's subscription row, materialized and rolled over to now, with identity's
   * organization plan brought in line with it (no permission check: callers check).
   */
  async current(caller: CallerIdentity): Promise<SubscriptionRow> {
    let row = await this.deps.store.find(caller.orgId);
    let identityPlan: string | null = null;
    if (!row) {
      identityPlan = await this.orgPlan(caller);
      this.plan(identityPlan);
      const { start, end } = monthWindow(this.now());
      row = await this.deps.store.createIfAbsent({
        id: `sub_${randomUUID()}`,
        organizationId: caller.orgId,
        planCode: identityPlan,
        status: 'ACTIVE',
        currentPeriodStart: start,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        cancellationReason: null,
        trialStart: null,
        trialEnd: null,
      });
    }
    row = await this.rolledOver(caller, row);
    await this.planFollows(caller, row, row.planCode === identityPlan ? identityPlan : null);
    return row;
  }

  private async rolledOver(caller: CallerIdentity, first: SubscriptionRow): Promise<SubscriptionRow> {
    let row = first;
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = this.now();
      if (row.status !== 'ACTIVE' || now < row.currentPeriodEnd) return row;
      const change = row.cancelAtPeriodEnd
        ? { status: 'CANCELED' }
        : { currentPeriodStart: monthWindow(now).start, currentPeriodEnd: monthWindow(now).end };
      const updated = await this.deps.store.update(caller.orgId, row.updatedAt, change);
      row = updated ?? (await this.deps.store.find(caller.orgId))!;
    }
    throw new AppError('SVC-SERVER-9001', 'the subscription kept changing while it was rolled over');
  }

  /**
   * Identity's organization plan (the gateway's rate-limit tier) follows the subscription's
   * effective plan. Checked on every read, so a change identity did not take (unreachable) is
   * retried by the next one; identity ignores a plan it already has.
   */
  private async planFollows(caller: CallerIdentity, row: SubscriptionRow, known: string | null): Promise<void> {
    const plan = effectivePlan(row);
    if ((known ?? (await this.orgPlan(caller))) === plan) return;
    await this.deps.identity.setOrganizationPlan({
      org_id: caller.orgId,
      plan,
      subscription_id: row.id,
      reason: row.status === 'CANCELED' ? 'subscription_ended' : 'subscription_plan',
    });
  }

  /**
   * Ends the subscriptions whose period ended with a cancellation pending, without waiting for
   * anyone to read them (billing runs this periodically): identity's plan first becomes FREE (the
   * tier), then the row CANCELED, so a failed identity call leaves the row for the next round.
   * Safe on several replicas at once: identity ignores a plan it already has, and the row changes
   * only if nobody changed it meanwhile. Returns how many it ended.
   */
  async endCanceled(limit = 100): Promise<number> {
    let ended = 0;
    for (const row of await this.deps.store.endedWithCancellation(this.now(), limit)) {
      await this.deps.identity.setOrganizationPlan({
        org_id: row.organizationId,
        plan: FREE_PLAN,
        subscription_id: row.id,
        reason: 'subscription_ended',
      });
      if (await this.deps.store.update(row.organizationId, row.updatedAt, { status: 'CANCELED' })) ended++;
    }
    return ended;
  }

  private record(row: SubscriptionRow): SubscriptionRecord {
    const { planCode, ...rest } = row;
    return { ...rest, plan: planRecord(this.plan(planCode), true) };
  }

  async subscription(caller: CallerIdentity): Promise<SubscriptionRecord> {
    await this.deps.authorize.read(caller);
    return this.record(await this.current(caller));
  }

  /** A change that applies appends `action` (through the audit outbox, in its transaction); a no-op appends nothing. */
  private async change(
    caller: CallerIdentity,
    action: BillingAuditAction,
    decide: (row: SubscriptionRow) => Parameters<SubscriptionStore['update']>[2] | null,
  ): Promise<SubscriptionRecord> {
    await this.deps.authorize.write(caller);
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.current(caller);
      const change = decide(row);
      if (!change) return this.record(row);
      // The reason is the customer's free text: recorded as given or not, never copied into the trail.
      const details: Record<string, string | boolean> =
        action === 'billing.subscription.canceled'
          ? { plan: row.planCode, reasonGiven: !!change.cancellationReason }
          : { plan: row.planCode };
      const updated = await this.deps.store.update(
        caller.orgId,
        row.updatedAt,
        change,
        billingAuditEvent(caller, action, `subscription/${row.id}`, details),
      );
      if (updated) return this.record(updated);
    }
    throw new AppError('SVC-SERVER-9001', 'the subscription kept changing; retry');
  }

  cancel(caller: CallerIdentity, reason: string | null | undefined): Promise<SubscriptionRecord> {
    if (reason != null && reason.length > MAX_REASON_LENGTH)
      throw new AppError('SVC-VALID-4000', `reason must be at most ${MAX_REASON_LENGTH} characters`, {
        argument: 'reason',
      });
    return this.change(caller, 'billing.subscription.canceled', (row) => {
      if (row.status === 'CANCELED') throw stateError('the subscription is already canceled');
      if (row.planCode === FREE_PLAN) throw stateError('the free plan has no subscription to cancel');
      if (row.cancelAtPeriodEnd) return null;
      return { cancelAtPeriodEnd: true, canceledAt: this.now(), cancellationReason: reason ?? null };
    });
  }

  resume(caller: CallerIdentity): Promise<SubscriptionRecord> {
    return this.change(caller, 'billing.subscription.resumed', (row) => {
      if (row.status === 'CANCELED') throw stateError('the subscription has ended; start a new one through checkout');
      if (!row.cancelAtPeriodEnd) return null;
      return { cancelAtPeriodEnd: false, canceledAt: null, cancellationReason: null };
    });
  }
}
