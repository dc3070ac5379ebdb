import { AppError } from '@svc/core';
import { DateTimeScalar, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { PlanCatalogue } from '../services/plan-catalogue.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

/**
 * Billing operations the platform owns but has not built yet: each fails closed with
 * SVC-SERVER-9001 after the caller check and returns no data. `publicPlans` is served from the
 * enforced plan catalogue.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'billingPlans', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'subscription', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'invoices', code: 'SVC-SERVER-9001', sampleArgs: '(first: 10)' },
  { kind: 'query', field: 'invoice', code: 'SVC-SERVER-9001', sampleArgs: '(id: "inv_1")' },
  { kind: 'query', field: 'paymentMethods', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'budgets', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'budget', code: 'SVC-SERVER-9001', sampleArgs: '(id: "budget_1")' },
  { kind: 'query', field: 'quotaStatus', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'orgQuotaStatus', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'aiUsage', code: 'SVC-SERVER-9001', sampleArgs: '(since: "2026-01-01T00:00:00Z", until: "2026-01-31T23:59:59Z")' },
  { kind: 'query', field: 'usageReport', code: 'SVC-SERVER-9001', sampleArgs: '(since: "2026-01-01T00:00:00Z")' },
  { kind: 'query', field: 'costBreakdown', code: 'SVC-SERVER-9001', sampleArgs: '(dimension: "provider", window: "30d")' },
  { kind: 'query', field: 'costSavings', code: 'SVC-SERVER-9001', sampleArgs: '(window: "30d")' },
  { kind: 'query', field: 'cacheSavings', code: 'SVC-SERVER-9001', sampleArgs: '(granularity: DAY)' },
  { kind: 'query', field: 'checkoutSessionStatus', code: 'SVC-SERVER-9001', sampleArgs: '(sessionId: "cs_1")' },
  { kind: 'mutation', field: 'createCheckoutSession', code: 'SVC-SERVER-9001', sampleArgs: '(input: {planCode: "PRO", billingPeriod: "monthly", priceVersionId: "pv_1", pricingVersion: 1, successUrl: "https://example.com/ok", cancelUrl: "https://example.com/cancel"})' },
  { kind: 'mutation', field: 'createBillingPortalSession', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'mutation', field: 'cancelSubscription', code: 'SVC-SERVER-9001', sampleArgs: '(reason: "test")' },
  { kind: 'mutation', field: 'resumeSubscription', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'mutation', field: 'createBudget', code: 'SVC-SERVER-9001', sampleArgs: '(input: {scopeType: ORGANIZATION, scopeId: "org_1", mode: SOFT, usdCeilingCents: "10000", alertThresholdPcts: [80]})' },
  { kind: 'mutation', field: 'updateBudget', code: 'SVC-SERVER-9001', sampleArgs: '(id: "budget_1", input: {enabled: false})' },
  { kind: 'mutation', field: 'deleteBudget', code: 'SVC-SERVER-9001', sampleArgs: '(id: "budget_1")' },
  { kind: 'mutation', field: 'setDefaultPaymentMethod', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pm_1")' },
  { kind: 'mutation', field: 'removePaymentMethod', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pm_1")' },
];

/** Fails closed: the operation is the platform's own but not built yet. */
const notYet = (op: string) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  throw new AppError('SVC-SERVER-9001', `billing operation ${op} is not available yet`);
};

export function createResolvers(deps: { plans: PlanCatalogue }): Resolvers<SubgraphContext> {
  return {
    DateTime: DateTimeScalar,
    Query: {
      // Public by design: the gateway lets this field through anonymously when sent alone.
      publicPlans: () => deps.plans.publicPlans(),
      billingPlans: notYet('billingPlans'),
      subscription: notYet('subscription'),
      invoices: notYet('invoices'),
      invoice: notYet('invoice'),
      paymentMethods: notYet('paymentMethods'),
      budgets: notYet('budgets'),
      budget: notYet('budget'),
      quotaStatus: notYet('quotaStatus'),
      orgQuotaStatus: notYet('orgQuotaStatus'),
      aiUsage: notYet('aiUsage'),
      usageReport: notYet('usageReport'),
      costBreakdown: notYet('costBreakdown'),
      costSavings: notYet('costSavings'),
      cacheSavings: notYet('cacheSavings'),
      checkoutSessionStatus: notYet('checkoutSessionStatus'),
    },
    Mutation: {
      createCheckoutSession: notYet('createCheckoutSession'),
      createBillingPortalSession: notYet('createBillingPortalSession'),
      cancelSubscription: notYet('cancelSubscription'),
      resumeSubscription: notYet('resumeSubscription'),
      createBudget: notYet('createBudget'),
      updateBudget: notYet('updateBudget'),
      deleteBudget: notYet('deleteBudget'),
      setDefaultPaymentMethod: notYet('setDefaultPaymentMethod'),
      removePaymentMethod: notYet('removePaymentMethod'),
    },
  };
}
