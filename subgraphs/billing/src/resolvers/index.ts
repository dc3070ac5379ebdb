import {
  DateTimeScalar,
  createCursorCodec,
  failClosedOperation,
  opaqueId,
  pageLimit,
  servedOperation,
  timeWindow,
  type ArgCheck,
  type Args,
  type CallerIdentity,
  type CursorCodec,
  type OperationDeps,
  type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { PlanCatalogue } from '../services/plan-catalogue.ts';
import type { QuotaService } from '../services/quota-service.ts';
import { dimensionOf, windowDays, type UsageReportService } from '../services/usage-report-service.ts';
import { MAX_REASON_LENGTH, type SubscriptionService } from '../services/subscription-service.ts';
import type { InvoiceService } from '../services/invoice-service.ts';
import { checkCheckout, returnUrl, type PaymentService } from '../services/payment-service.ts';
import { checkBudgetInput, checkBudgetUpdate, type BudgetService } from '../services/budget-service.ts';
import { moneyFieldResolvers } from './money-fields.ts';
import { AppError } from '@svc/core';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

/**
 * Billing operations as they fail closed when the subgraph has no database (DATABASE_URL unset):
 * SVC-SERVER-9001 after the caller and argument checks, no data. Checkout, billing portal and
 * payment methods need a payment provider, which is never configured without a database either:
 * SVC-BILLING-PAYMENT-NOT-WIRED. `publicPlans` is always served from the plan catalogue. With a
 * database every operation is served (services/*), the payment ones through the PaymentProvider.
 */
const PAYMENT = 'SVC-BILLING-PAYMENT-NOT-WIRED';
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'billingPlans', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'subscription', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'invoices', code: 'SVC-SERVER-9001', sampleArgs: '(first: 10)' },
  { kind: 'query', field: 'invoice', code: 'SVC-SERVER-9001', sampleArgs: '(id: "inv_1")' },
  { kind: 'query', field: 'paymentMethods', code: PAYMENT, sampleArgs: '' },
  { kind: 'query', field: 'budgets', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'budget', code: 'SVC-SERVER-9001', sampleArgs: '(id: "budget_1")' },
  { kind: 'query', field: 'quotaStatus', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'orgQuotaStatus', code: 'SVC-SERVER-9001', sampleArgs: '' },
  {
    kind: 'query',
    field: 'aiUsage',
    code: 'SVC-SERVER-9001',
    sampleArgs: '(since: "2026-01-01T00:00:00Z", until: "2026-01-31T23:59:59Z")',
  },
  { kind: 'query', field: 'usageReport', code: 'SVC-SERVER-9001', sampleArgs: '(since: "2026-01-01T00:00:00Z")' },
  {
    kind: 'query',
    field: 'costBreakdown',
    code: 'SVC-SERVER-9001',
    sampleArgs: '(dimension: "provider", window: "30d")',
  },
  { kind: 'query', field: 'costSavings', code: 'SVC-SERVER-9001', sampleArgs: '(window: "30d")' },
  { kind: 'query', field: 'cacheSavings', code: 'SVC-SERVER-9001', sampleArgs: '(granularity: DAY)' },
  { kind: 'query', field: 'checkoutSessionStatus', code: PAYMENT, sampleArgs: '(sessionId: "cs_1")' },
  {
    kind: 'mutation',
    field: 'createCheckoutSession',
    code: PAYMENT,
    sampleArgs:
      '(input: {planCode: "PRO", billingPeriod: "MONTHLY", priceVersionId: "pv_pro_2026_11_v1", pricingVersion: 1, successUrl: "https://example.com/ok", cancelUrl: "https://example.com/cancel"})',
  },
  { kind: 'mutation', field: 'createBillingPortalSession', code: PAYMENT, sampleArgs: '' },
  { kind: 'mutation', field: 'cancelSubscription', code: 'SVC-SERVER-9001', sampleArgs: '(reason: "test")' },
  { kind: 'mutation', field: 'resumeSubscription', code: 'SVC-SERVER-9001', sampleArgs: '' },
  {
    kind: 'mutation',
    field: 'createBudget',
    code: 'SVC-SERVER-9001',
    sampleArgs:
      '(input: {scopeType: ORGANIZATION, scopeId: "org_1", mode: SOFT, usdCeilingCents: "10000", alertThresholdPcts: [80]})',
  },
  {
    kind: 'mutation',
    field: 'updateBudget',
    code: 'SVC-SERVER-9001',
    sampleArgs: '(id: "budget_1", input: {enabled: false})',
  },
  { kind: 'mutation', field: 'deleteBudget', code: 'SVC-SERVER-9001', sampleArgs: '(id: "budget_1")' },
  { kind: 'mutation', field: 'setDefaultPaymentMethod', code: PAYMENT, sampleArgs: '(id: "pm_1")' },
  { kind: 'mutation', field: 'removePaymentMethod', code: PAYMENT, sampleArgs: '(id: "pm_1")' },
];

const id = (name: string) => (a: Args) => void opaqueId(a[name], name);
const usageWindow = (a: Args) => timeWindow(a.since, a.until);
const reason = (a: Args) => {
  if (a.reason != null && a.reason.length > MAX_REASON_LENGTH)
    throw new AppError('SVC-VALID-4000', `reason must be at most ${MAX_REASON_LENGTH} characters.`, {
      argument: 'reason',
    });
};

export interface BillingServices {
  quota: QuotaService;
  usage: UsageReportService;
  subscriptions: SubscriptionService;
  invoices: InvoiceService;
  payments: PaymentService;
  budgets: BudgetService;
}

export function createResolvers(deps: {
  plans: PlanCatalogue;
  cursors?: CursorCodec;
  services?: BillingServices | null;
}): Resolvers<SubgraphContext> {
  const ops: OperationDeps = { cursors: deps.cursors ?? createCursorCodec() };
  /** Fails closed after the checks: the operation is the platform's own but not built yet. */
  const notYet = (op: string, check?: ArgCheck) =>
    failClosedOperation(ops, 'SVC-SERVER-9001', check, `billing operation ${op} is not available yet`);
  const svc = deps.services ?? null;
  const payments = svc?.payments ?? null;
  const checkout = (a: Args) => checkCheckout(deps.plans, a.input);
  /** Served through the PaymentProvider, or SVC-BILLING-PAYMENT-NOT-WIRED (after the checks) without a database. */
  const paid = <R>(
    check: ArgCheck | undefined,
    run: (p: PaymentService, a: Args, caller: CallerIdentity) => Promise<R>,
  ) =>
    payments
      ? servedOperation(ops, check, (a, caller) => run(payments, a, caller))
      : failClosedOperation(ops, PAYMENT, check);
  /** Served from the database, or SVC-SERVER-9001 (after the same checks) when the subgraph has none. */
  const served = <R>(
    op: string,
    check: ArgCheck | undefined,
    run: (s: BillingServices, a: Args, caller: CallerIdentity) => Promise<R>,
  ) => (svc ? servedOperation(ops, check, (a, caller) => run(svc, a, caller)) : notYet(op, check));
  return {
    DateTime: DateTimeScalar,
    ...moneyFieldResolvers,
    Query: {
      // Public by design: the gateway lets this field through anonymously when sent alone.
      publicPlans: () => deps.plans.publicPlans(),
      billingPlans: served('billingPlans', undefined, (s, _a, caller) => s.subscriptions.billingPlans(caller)),
      subscription: served('subscription', undefined, (s, _a, caller) => s.subscriptions.subscription(caller)),
      invoices: served(
        'invoices',
        (a) => ({ ...a, first: pageLimit(a.first, 'first') }),
        (s, a, caller) => s.invoices.list(caller, a.first, a.after),
      ),
      invoice: served('invoice', id('id'), (s, a, caller) => s.invoices.invoice(caller, a.id)),
      paymentMethods: paid(undefined, (p, _a, caller) => p.paymentMethods(caller)),
      budgets: served('budgets', undefined, (s, _a, caller) => s.budgets.budgets(caller)),
      budget: served('budget', id('id'), (s, a, caller) => s.budgets.budget(caller, a.id)),
      quotaStatus: served('quotaStatus', undefined, (s, _a, caller) => s.quota.quotaStatus(caller)),
      orgQuotaStatus: served('orgQuotaStatus', undefined, (s, _a, caller) => s.quota.orgQuotaStatus(caller)),
      aiUsage: served('aiUsage', usageWindow, (s, a, caller) => s.usage.aiUsage(caller, a.since, a.until)),
      usageReport: served('usageReport', usageWindow, (s, a, caller) => s.usage.usageReport(caller, a.since, a.until)),
      costBreakdown: served(
        'costBreakdown',
        (a) => void (dimensionOf(a.dimension), windowDays(a.window)),
        (s, a, caller) => s.usage.costBreakdown(caller, a.dimension, a.window),
      ),
      costSavings: served(
        'costSavings',
        (a) => void windowDays(a.window),
        (s, a, caller) => s.usage.costSavings(caller, a.window),
      ),
      cacheSavings: served('cacheSavings', usageWindow, (s, a, caller) =>
        s.usage.cacheSavings(caller, a.granularity, a.since, a.until),
      ),
      checkoutSessionStatus: paid(id('sessionId'), (p, a, caller) => p.checkoutSessionStatus(caller, a.sessionId)),
    },
    Mutation: {
      createCheckoutSession: paid(checkout, (p, a, caller) => p.createCheckoutSession(caller, a.input)),
      createBillingPortalSession: paid(
        (a) => void (a.returnUrl != null && returnUrl(a.returnUrl, 'returnUrl')),
        (p, a, caller) => p.createPortalSession(caller, a.returnUrl),
      ),
      cancelSubscription: served('cancelSubscription', reason, (s, a, caller) =>
        s.subscriptions.cancel(caller, a.reason),
      ),
      resumeSubscription: served('resumeSubscription', undefined, (s, _a, caller) => s.subscriptions.resume(caller)),
      createBudget: served(
        'createBudget',
        (a) => checkBudgetInput(a.input),
        (s, a, caller) => s.budgets.create(caller, a.input),
      ),
      updateBudget: served(
        'updateBudget',
        (a) => (opaqueId(a.id, 'id'), checkBudgetUpdate(a.input)),
        (s, a, caller) => s.budgets.update(caller, a.id, a.input),
      ),
      deleteBudget: served('deleteBudget', id('id'), (s, a, caller) => s.budgets.delete(caller, a.id)),
      setDefaultPaymentMethod: paid(id('id'), (p, a, caller) => p.setDefaultPaymentMethod(caller, a.id)),
      removePaymentMethod: paid(id('id'), (p, a, caller) => p.removePaymentMethod(caller, a.id)),
    },
  };
}
