/**
 * Legacy `Int` money fields and their `...Exact` twins, derived on read from the exact integer the
 * services return. A value that does not fit answers SVC-GQL-4111 on that field only (a nullable
 * field becomes null, a non-null one nulls its parent as GraphQL requires); a client that reads
 * the `...Exact` twins never meets it.
 */
import { exact, legacyInt, legacyIntOrNull } from '../services/money.ts';
import type {
  AIUsageRecord,
  CacheSavingsPointRecord,
  CacheSavingsRecord,
  CostedUsage,
  CostSavingsRecord,
} from '../services/usage-report-service.ts';
import type { BillingPlanRecord } from '../services/subscription-service.ts';
import type { InvoiceRow, LineItemRow } from '../repositories/invoice-repository.ts';
import type { InvoiceConnectionRecord } from '../services/invoice-service.ts';
import type { Plan } from '../services/plan-catalogue.ts';
import type { QuotaStatusRecord } from '../services/quota-service.ts';

type Amount = bigint | number;

/** `name` (legacy Int, non-null) and `nameExact` (decimal string) of one exact amount. */
function money<P>(type: string, name: string, of: (p: P) => Amount) {
  return {
    [name]: (p: P) => legacyInt(of(p), `${type}.${name}`),
    [`${name}Exact`]: (p: P) => String(of(p)),
  };
}

/** The same for a nullable amount: absent stays null in both fields, never zero. */
function optionalMoney<P>(type: string, name: string, of: (p: P) => Amount | null) {
  return {
    [name]: (p: P) => legacyIntOrNull(of(p), `${type}.${name}`),
    [`${name}Exact`]: (p: P) => exact(of(p)),
  };
}

const costed = (type: string) => money(type, 'costMicrocents', (p: CostedUsage) => p.cost);

export const moneyFieldResolvers = {
  AIUsage: money('AIUsage', 'totalCostMicrocents', (p: AIUsageRecord) => p.cost),
  ModelUsage: costed('ModelUsage'),
  ProviderUsage: costed('ProviderUsage'),
  ModelUsageBreakdown: costed('ModelUsageBreakdown'),
  CostSavings: {
    ...money('CostSavings', 'actualMicrocents', (p: CostSavingsRecord) => p.actual),
    ...money('CostSavings', 'baselineMicrocents', (p: CostSavingsRecord) => p.baseline),
    ...money('CostSavings', 'savedMicrocents', (p: CostSavingsRecord) => p.saved),
  },
  CacheSavingsTimeseries: money('CacheSavingsTimeseries', 'totalSavedMicrocents', (p: CacheSavingsRecord) => p.saved),
  CacheSavingsPoint: money('CacheSavingsPoint', 'savedMicrocents', (p: CacheSavingsPointRecord) => p.saved),
  BillingPlan: {
    ...money('BillingPlan', 'basePriceMicrocents', (p: BillingPlanRecord) => p.basePrice),
    ...optionalMoney(
      'BillingPlan',
      'requestOveragePriceMicrocents',
      (p: BillingPlanRecord) => p.requestOveragePriceMicrocents,
    ),
    ...optionalMoney(
      'BillingPlan',
      'tokenOveragePriceMicrocents',
      (p: BillingPlanRecord) => p.tokenOveragePriceMicrocents,
    ),
  },
  PublicPlan: money('PublicPlan', 'priceCents', (p: Plan) => p.priceCents),
  QuotaStatus: {
    ...money('QuotaStatus', 'currentSpendMicrocents', (p: QuotaStatusRecord) => p.currentSpend),
    ...optionalMoney('QuotaStatus', 'monthlyLimitMicrocents', (p: QuotaStatusRecord) => p.monthlyLimit),
  },
  Invoice: {
    ...money('Invoice', 'subtotalMicrocents', (p: InvoiceRow) => p.subtotalMicrocents),
    ...money('Invoice', 'discountMicrocents', (p: InvoiceRow) => p.discountMicrocents),
    ...money('Invoice', 'taxMicrocents', (p: InvoiceRow) => p.taxMicrocents),
    ...money('Invoice', 'totalMicrocents', (p: InvoiceRow) => p.totalMicrocents),
    // No PDF is rendered and no card is on file without a payment provider: honestly absent.
    pdfUrl: () => null,
    paymentMethodLast4: () => null,
  },
  InvoiceLineItem: {
    quantity: (p: LineItemRow) => legacyInt(p.quantity, 'InvoiceLineItem.quantity', ''),
    ...money('InvoiceLineItem', 'unitPriceMicrocents', (p: LineItemRow) => p.unitPriceMicrocents),
    ...money('InvoiceLineItem', 'totalMicrocents', (p: LineItemRow) => p.totalMicrocents),
  },
  InvoiceConnection: money('InvoiceConnection', 'totalAmount', (p: InvoiceConnectionRecord) => p.total),
};
