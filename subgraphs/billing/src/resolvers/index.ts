import {
  DateTimeScalar, createCursorCodec, failClosedOperation, opaqueId, pageLimit, servedOperation, timeWindow,
  type ArgCheck, type Args, type CursorCodec, type OperationDeps, type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { PlanCatalogue } from '../services/plan-catalogue.ts';
import type { QuotaService } from '../services/quota-service.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

/**
 * Billing operations the platform owns but has not built yet: each fails closed with
 * SVC-SERVER-9001 after the caller and argument checks and returns no data. `publicPlans` is
 * served from the enforced plan catalogue. `quotaStatus` and `orgQuotaStatus` are listed because
 * they fail closed when the subgraph has no database (DATABASE_URL unset); with one they are
 * served from billing.usage_records and the plan catalogue (services/quota-service.ts).
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

const id = (name: string) => (a: Args) => void opaqueId(a[name], name);
const usageWindow = (a: Args) => timeWindow(a.since, a.until);

export function createResolvers(deps: { plans: PlanCatalogue; cursors?: CursorCodec; quota?: QuotaService | null }): Resolvers<SubgraphContext> {
  const ops: OperationDeps = { cursors: deps.cursors ?? createCursorCodec() };
  /** Fails closed after the checks: the operation is the platform's own but not built yet. */
  const notYet = (op: string, check?: ArgCheck) => failClosedOperation(ops, 'SVC-SERVER-9001', check, `billing operation ${op} is not available yet`);
  return {
    DateTime: DateTimeScalar,
    Query: {
      // Public by design: the gateway lets this field through anonymously when sent alone.
      publicPlans: () => deps.plans.publicPlans(),
      billingPlans: notYet('billingPlans'),
      subscription: notYet('subscription'),
      invoices: notYet('invoices', (a) => ({ ...a, first: pageLimit(a.first, 'first') })),
      invoice: notYet('invoice', id('id')),
      paymentMethods: notYet('paymentMethods'),
      budgets: notYet('budgets'),
      budget: notYet('budget', id('id')),
      quotaStatus: deps.quota ? servedOperation(ops, undefined, (_a, caller) => deps.quota!.quotaStatus(caller)) : notYet('quotaStatus'),
      orgQuotaStatus: deps.quota ? servedOperation(ops, undefined, (_a, caller) => deps.quota!.orgQuotaStatus(caller)) : notYet('orgQuotaStatus'),
      aiUsage: notYet('aiUsage', usageWindow),
      usageReport: notYet('usageReport', usageWindow),
      costBreakdown: notYet('costBreakdown'),
      costSavings: notYet('costSavings'),
      cacheSavings: notYet('cacheSavings', usageWindow),
      checkoutSessionStatus: notYet('checkoutSessionStatus', id('sessionId')),
    },
    Mutation: {
      createCheckoutSession: notYet('createCheckoutSession'),
      createBillingPortalSession: notYet('createBillingPortalSession'),
      cancelSubscription: notYet('cancelSubscription'),
      resumeSubscription: notYet('resumeSubscription'),
      createBudget: notYet('createBudget', (a) => void opaqueId(a.input.scopeId, 'input.scopeId')),
      updateBudget: notYet('updateBudget', id('id')),
      deleteBudget: notYet('deleteBudget', id('id')),
      setDefaultPaymentMethod: notYet('setDefaultPaymentMethod', id('id')),
      removePaymentMethod: notYet('removePaymentMethod', id('id')),
    },
  };
}
