/**
 * Money conventions of Document 2: 1 USD = 100,000,000 microcents, so 1 cent = 1,000,000
 * microcents. Sums are BigInt end to end; int64 figures leave as decimal strings. A legacy GraphQL
 * `Int` money field that cannot hold its value answers SVC-SERVER-9000 (as quotaStatus does),
 * never a truncated number; the `...Exact` twin, where one exists, is authoritative.
 */
import { AppError } from '@svc/core';

export const MICROCENTS_PER_CENT = 1_000_000n;
const INT_MAX = 2_147_483_647n;
const INT_MIN = -2_147_483_648n;

/** A legacy `Int` field's value, or SVC-SERVER-9000 when it does not fit. */
export function legacyInt(v: bigint, field: string): number {
  if (v > INT_MAX || v < INT_MIN) throw new AppError('SVC-SERVER-9000', `${field} does not fit a GraphQL Int; read its exact twin`);
  return Number(v);
}

/** Whether every legacy `Int` of these values fits (the `legacyMoneyAvailable` flags). */
export const fitsInt = (...vs: bigint[]) => vs.every((v) => v <= INT_MAX && v >= INT_MIN);

/**
 * Integer cents from integer microcents, rounded half away from zero once, on the exact sum (never
 * per row, so a breakdown's rows round the same way however the rows were grouped).
 */
export function centsFromMicrocents(micro: bigint): bigint {
  const half = MICROCENTS_PER_CENT / 2n;
  return micro >= 0n ? (micro + half) / MICROCENTS_PER_CENT : -((-micro + half) / MICROCENTS_PER_CENT);
}

/** Exact integer cents as input: a decimal string of at most 15 digits (under 10^13 USD). */
export const CENTS = /^(0|[1-9][0-9]{0,14})$/;
