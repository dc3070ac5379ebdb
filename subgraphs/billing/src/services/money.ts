/**
 * Money conventions of Document 2: 1 USD = 100,000,000 microcents, so 1 cent = 1,000,000
 * microcents. Sums are BigInt end to end; int64 figures leave as decimal strings. A legacy GraphQL
 * `Int` field that cannot hold its value answers SVC-GQL-4111 on that field, never a truncated
 * number; the `...Exact` twin is authoritative.
 */
import { AppError } from '@svc/core';

export const MICROCENTS_PER_CENT = 1_000_000n;
const INT_MAX = 2_147_483_647n;
const INT_MIN = -2_147_483_648n;

/**
 * A legacy `Int` field's value, or SVC-GQL-4111 when it does not fit. `field` is `Type.field`;
 * money fields name their `...Exact` twin in the message so the caller knows what to read instead.
 */
export function legacyInt(v: bigint | number, field: string, twin = `${field}Exact`): number {
  const n = BigInt(v);
  if (n > INT_MAX || n < INT_MIN)
    throw new AppError('SVC-GQL-4111', `${field} does not fit a GraphQL Int${twin ? `; read ${twin}` : ''}`);
  return Number(n);
}

/** A nullable legacy `Int` field: null stays null (absent is never zero). */
export const legacyIntOrNull = (v: bigint | number | null, field: string): number | null =>
  v === null ? null : legacyInt(v, field);

/** The `...Exact` twin: the exact integer as a decimal string, null when the value is absent. */
export const exact = (v: bigint | number | null): string | null => (v === null ? null : BigInt(v).toString());

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
