/**
 * Checkout, billing portal and payment methods: the caller's role and the arguments are checked
 * here, then the configured PaymentProvider is called (payment-provider.ts; without one every call
 * answers SVC-BILLING-PAYMENT-NOT-WIRED). A checkout must echo the plan's current price version
 * from publicPlans, so a client never buys at a price it was not shown.
 */
import { AppError } from '@svc/core';
import type { CallerIdentity } from '@svc/subgraph-kit';
import type { Authorize } from './authorize.ts';
import type { PlanCatalogue } from './plan-catalogue.ts';
import type { CheckoutRequest, PaymentProvider } from './payment-provider.ts';

const MAX_URL_LENGTH = 2048;
const invalid = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });

/** An absolute https URL (http only for loopback, for local development). */
export function returnUrl(v: string, argument: string): string {
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw invalid(argument, `${argument} must be an absolute URL.`);
  }
  const loopback = u.hostname === 'localhost' || u.hostname === '127.0.0.1' || u.hostname === '[::1]';
  if (
    v.length > MAX_URL_LENGTH ||
    !(u.protocol === 'https:' || (u.protocol === 'http:' && loopback)) ||
    u.username ||
    u.password
  ) {
    throw invalid(
      argument,
      `${argument} must be an https URL of at most ${MAX_URL_LENGTH} characters without credentials.`,
    );
  }
  return v;
}

export type CheckoutInput = Omit<CheckoutRequest, 'organizationId' | 'product'> & {
  product?: CheckoutRequest['product'] | null;
};

/** Argument checks of createCheckoutSession (run before the caller's role and the provider). */
export function checkCheckout(plans: PlanCatalogue, input: CheckoutInput): void {
  const plan = plans.publicPlans().find((p) => p.code === input.planCode);
  if (!plan || plan.priceVersionId === null)
    throw invalid('input.planCode', 'planCode must name a paid plan of publicPlans.');
  if (input.billingPeriod !== plan.billingPeriod)
    throw invalid('input.billingPeriod', `billingPeriod of ${plan.code} is ${plan.billingPeriod}.`);
  if (input.priceVersionId !== plan.priceVersionId || input.pricingVersion !== plan.pricingVersion) {
    throw invalid('input.priceVersionId', 'priceVersionId and pricingVersion must echo the current publicPlans entry.');
  }
  returnUrl(input.successUrl, 'input.successUrl');
  returnUrl(input.cancelUrl, 'input.cancelUrl');
}

export class PaymentService {
  constructor(
    private deps: {
      provider: PaymentProvider;
      plans: PlanCatalogue;
      authorize: {
        checkoutCreate: Authorize;
        checkoutRead: Authorize;
        portal: Authorize;
        methodsRead: Authorize;
        methodsWrite: Authorize;
        methodsDelete: Authorize;
      };
    },
  ) {}

  async createCheckoutSession(caller: CallerIdentity, input: CheckoutInput) {
    checkCheckout(this.deps.plans, input);
    await this.deps.authorize.checkoutCreate(caller);
    return this.deps.provider.createCheckoutSession({
      ...input,
      product: input.product ?? 'SUBSCRIPTION',
      organizationId: caller.orgId,
    });
  }

  async checkoutSessionStatus(caller: CallerIdentity, sessionId: string) {
    await this.deps.authorize.checkoutRead(caller);
    return this.deps.provider.checkoutSessionStatus(caller.orgId, sessionId);
  }

  async createPortalSession(caller: CallerIdentity, url: string | null | undefined) {
    if (url != null) returnUrl(url, 'returnUrl');
    await this.deps.authorize.portal(caller);
    return this.deps.provider.createPortalSession(caller.orgId, url ?? null);
  }

  async paymentMethods(caller: CallerIdentity) {
    await this.deps.authorize.methodsRead(caller);
    return this.deps.provider.paymentMethods(caller.orgId);
  }

  async setDefaultPaymentMethod(caller: CallerIdentity, id: string) {
    await this.deps.authorize.methodsWrite(caller);
    return this.deps.provider.setDefaultPaymentMethod(caller.orgId, id);
  }

  async removePaymentMethod(caller: CallerIdentity, id: string) {
    await this.deps.authorize.methodsDelete(caller);
    return this.deps.provider.removePaymentMethod(caller.orgId, id);
  }
}
