/**
 * The one interface to a payment provider (hosted checkout, billing portal, payment methods).
 * Which provider is wired is a deployment decision; until one is, `notWiredPaymentProvider`
 * answers every call with SVC-BILLING-PAYMENT-NOT-WIRED: no URL, session or card is ever invented.
 * The billing service checks the caller and the arguments (plan, price version, URLs) before it
 * calls the provider, so a bad request gets its validation code whether a provider is wired or not.
 */
import { AppError } from '@svc/core';

export interface CheckoutRequest {
  organizationId: string;
  planCode: string;
  billingPeriod: string;
  priceVersionId: string;
  pricingVersion: number;
  product: 'SUBSCRIPTION' | 'CREDIT_PACK';
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentMethodView {
  id: string;
  type: 'CARD' | 'BANK_ACCOUNT';
  isDefault: boolean;
  createdAt: Date;
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpMonth: number | null;
  cardExpYear: number | null;
  bankName: string | null;
  bankLast4: string | null;
}

export interface PaymentProvider {
  createCheckoutSession(
    req: CheckoutRequest,
  ): Promise<{ sessionId: string; sessionUrl: string; expiresAt: Date | null }>;
  checkoutSessionStatus(
    organizationId: string,
    sessionId: string,
  ): Promise<{
    status: 'OPEN' | 'COMPLETE' | 'EXPIRED';
    expiresAt: Date | null;
    targetPlanCode: string;
    targetBillingPeriod: string;
    targetProduct: 'SUBSCRIPTION' | 'CREDIT_PACK';
  }>;
  createPortalSession(
    organizationId: string,
    returnUrl: string | null,
  ): Promise<{ url: string; expiresAt: Date | null }>;
  paymentMethods(organizationId: string): Promise<PaymentMethodView[]>;
  setDefaultPaymentMethod(organizationId: string, id: string): Promise<PaymentMethodView>;
  removePaymentMethod(organizationId: string, id: string): Promise<boolean>;
}

const notWired = (): never => {
  throw new AppError('SVC-BILLING-PAYMENT-NOT-WIRED', 'no payment provider is configured in this deployment');
};

export const notWiredPaymentProvider: PaymentProvider = {
  createCheckoutSession: async () => notWired(),
  checkoutSessionStatus: async () => notWired(),
  createPortalSession: async () => notWired(),
  paymentMethods: async () => notWired(),
  setDefaultPaymentMethod: async () => notWired(),
  removePaymentMethod: async () => notWired(),
};
