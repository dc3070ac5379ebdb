/**
 * Legacy `Int` money fields, derived on read from the exact BigInt the services return: a value
 * that does not fit answers SVC-SERVER-9000 on that field only, and a client that reads the
 * `...Exact` twins never meets it.
 */
import { legacyInt } from '../services/money.ts';
import type { CacheSavingsPointRecord, CacheSavingsRecord, CostedUsage, CostSavingsRecord } from '../services/usage-report-service.ts';
import type { BillingPlanRecord } from '../services/subscription-service.ts';
import type { InvoiceRow, LineItemRow } from '../services/invoice-repository.ts';
import type { InvoiceConnectionRecord } from '../services/invoice-service.ts';

const costed = (type: string) => ({ costMicrocents: (p: CostedUsage) => legacyInt(p.cost, `${type}.costMicrocents`) });

export const moneyFieldResolvers = {
  AIUsage: { totalCostMicrocents: (p: { cost: bigint }) => legacyInt(p.cost, 'AIUsage.totalCostMicrocents') },
  ModelUsage: costed('ModelUsage'),
  ProviderUsage: costed('ProviderUsage'),
  ModelUsageBreakdown: { ...costed('ModelUsageBreakdown'), costMicrocentsExact: (p: CostedUsage) => String(p.cost) },
  CostSavings: {
    actualMicrocents: (p: CostSavingsRecord) => legacyInt(p.actual, 'CostSavings.actualMicrocents'),
    actualMicrocentsExact: (p: CostSavingsRecord) => String(p.actual),
    baselineMicrocents: (p: CostSavingsRecord) => legacyInt(p.baseline, 'CostSavings.baselineMicrocents'),
    baselineMicrocentsExact: (p: CostSavingsRecord) => String(p.baseline),
    savedMicrocents: (p: CostSavingsRecord) => legacyInt(p.saved, 'CostSavings.savedMicrocents'),
    savedMicrocentsExact: (p: CostSavingsRecord) => String(p.saved),
  },
  CacheSavingsTimeseries: {
    totalSavedMicrocents: (p: CacheSavingsRecord) => legacyInt(p.saved, 'CacheSavingsTimeseries.totalSavedMicrocents'),
    totalSavedMicrocentsExact: (p: CacheSavingsRecord) => String(p.saved),
  },
  CacheSavingsPoint: {
    savedMicrocents: (p: CacheSavingsPointRecord) => legacyInt(p.saved, 'CacheSavingsPoint.savedMicrocents'),
    savedMicrocentsExact: (p: CacheSavingsPointRecord) => String(p.saved),
  },
  BillingPlan: { basePriceMicrocents: (p: BillingPlanRecord) => legacyInt(p.basePrice, 'BillingPlan.basePriceMicrocents') },
  Invoice: {
    subtotalMicrocents: (p: InvoiceRow) => legacyInt(p.subtotalMicrocents, 'Invoice.subtotalMicrocents'),
    discountMicrocents: (p: InvoiceRow) => legacyInt(p.discountMicrocents, 'Invoice.discountMicrocents'),
    taxMicrocents: (p: InvoiceRow) => legacyInt(p.taxMicrocents, 'Invoice.taxMicrocents'),
    totalMicrocents: (p: InvoiceRow) => legacyInt(p.totalMicrocents, 'Invoice.totalMicrocents'),
    // No PDF is rendered and no card is on file without a payment provider: honestly absent.
    pdfUrl: () => null,
    paymentMethodLast4: () => null,
  },
  InvoiceLineItem: {
    quantity: (p: LineItemRow) => legacyInt(p.quantity, 'InvoiceLineItem.quantity'),
    unitPriceMicrocents: (p: LineItemRow) => legacyInt(p.unitPriceMicrocents, 'InvoiceLineItem.unitPriceMicrocents'),
    totalMicrocents: (p: LineItemRow) => legacyInt(p.totalMicrocents, 'InvoiceLineItem.totalMicrocents'),
  },
  InvoiceConnection: { totalAmount: (p: InvoiceConnectionRecord) => legacyInt(p.total, 'InvoiceConnection.totalAmount') },
};
