/**
 * The versioned public plan catalogue (catalogue/plans.json). It is data this platform owns:
 * a price change is a new pricingVersion in that file, reviewed like code. Loaded and validated
 * once at start; an invalid catalogue stops the subgraph rather than serving wrong prices.
 */
import { readFileSync } from 'node:fs';

export interface Plan {
  code: string;
  name: string;
  billingPeriod: string;
  currency: string;
  priceCents: number;
  annualSavingsBasisPoints: number | null;
  auditRetentionDays: number | null;
  includedRequests: number | null;
  includedUsers: number | null;
  includedWorkspaces: number | null;
  pricingVersion: number;
  priceVersionId: string | null;
  description: string | null;
  features: string[];
  /** Tokens per month included; null = no token allowance is metered. */
  includedTokens: number | null;
  /** Microcents per request beyond includedRequests; null = no overage is billed. */
  requestOveragePriceMicrocents: number | null;
  /** Microcents per token beyond includedTokens; null = no overage is billed. */
  tokenOveragePriceMicrocents: number | null;
}

export interface PlanCatalogue {
  version: number;
  publicPlans(): Plan[];
}

const intOrNull = (v: unknown, field: string) => {
  if (v === null) return null;
  if (!Number.isSafeInteger(v) || (v as number) < 0)
    throw new Error(`plan catalogue: ${field} must be a non-negative integer or null`);
  return v as number;
};

const strings = (v: unknown, field: string) => {
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
    throw new Error(`plan catalogue: ${field} must be a list of strings`);
  return Object.freeze([...v]) as string[];
};

export function loadPlanCatalogue(path: string): PlanCatalogue {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as { pricingVersion: number; plans: Record<string, unknown>[] };
  if (!Number.isSafeInteger(raw.pricingVersion) || raw.pricingVersion < 1)
    throw new Error('plan catalogue: pricingVersion must be a positive integer');
  const plans: Plan[] = raw.plans.map((p, i) => {
    for (const f of ['code', 'name', 'billingPeriod', 'currency']) {
      if (typeof p[f] !== 'string' || !p[f]) throw new Error(`plan catalogue: plans[${i}].${f} is required`);
    }
    if (!/^[A-Z]{3}$/.test(p.currency as string))
      throw new Error(`plan catalogue: plans[${i}].currency must be ISO 4217`);
    return {
      code: p.code as string,
      name: p.name as string,
      billingPeriod: p.billingPeriod as string,
      currency: p.currency as string,
      priceCents: intOrNull(p.priceCents, `plans[${i}].priceCents`) ?? 0,
      annualSavingsBasisPoints: intOrNull(p.annualSavingsBasisPoints ?? null, `plans[${i}].annualSavingsBasisPoints`),
      auditRetentionDays: intOrNull(p.auditRetentionDays ?? null, `plans[${i}].auditRetentionDays`),
      includedRequests: intOrNull(p.includedRequests ?? null, `plans[${i}].includedRequests`),
      includedUsers: intOrNull(p.includedUsers ?? null, `plans[${i}].includedUsers`),
      includedWorkspaces: intOrNull(p.includedWorkspaces ?? null, `plans[${i}].includedWorkspaces`),
      pricingVersion: raw.pricingVersion,
      priceVersionId: (p.priceVersionId as string | null) ?? null,
      description: typeof p.description === 'string' ? p.description : null,
      features: strings(p.features ?? [], `plans[${i}].features`),
      includedTokens: intOrNull(p.includedTokens ?? null, `plans[${i}].includedTokens`),
      requestOveragePriceMicrocents: intOrNull(
        p.requestOveragePriceMicrocents ?? null,
        `plans[${i}].requestOveragePriceMicrocents`,
      ),
      tokenOveragePriceMicrocents: intOrNull(
        p.tokenOveragePriceMicrocents ?? null,
        `plans[${i}].tokenOveragePriceMicrocents`,
      ),
    };
  });
  const frozen = Object.freeze(plans.map((p) => Object.freeze(p)));
  return { version: raw.pricingVersion, publicPlans: () => [...frozen] };
}
