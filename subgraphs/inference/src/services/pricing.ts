/**
 * Completion cost in integer microcents (1 USD = 100,000,000 microcents), computed with BigInt
 * from fixed-point decimal prices per million tokens. No floating point touches money.
 *
 *   microcents = round_half_up( Σ tokens_d × price_d(USD per 1M) × 10^8 / 10^6 )
 *
 * computed exactly as Σ tokens_d × price_d×10^9 then one division by 10^7 (one rounding, at the
 * end). A dimension with tokens but no published price makes the whole cost unavailable; so does
 * a currency other than USD (microcents are USD) or an unpriced model. Unavailable is never zero.
 */
export const DECIMAL_PRICE = /^\d{1,12}(\.\d{1,9})?$/;
const SCALE_DIGITS = 9;
/** Σ tokens × price×10^9 → microcents: × 10^8 / 10^6 / 10^9 = / 10^7. */
const DIVISOR = 10_000_000n;

/** Identifies the formula above in CompletionCost.formulaId. */
export const COST_FORMULA_ID = 'svc.cost.per-million-tokens.round-half-up.v1';
export const INT32_MAX = 2_147_483_647;

/** A decimal string as an integer scaled by 10^9. */
export function parseDecimalPrice(s: string): bigint {
  if (!DECIMAL_PRICE.test(s)) throw new RangeError(`not a decimal price: ${s}`);
  const [int, frac = ''] = s.split('.');
  return BigInt(int) * 10n ** BigInt(SCALE_DIGITS) + BigInt(frac.padEnd(SCALE_DIGITS, '0'));
}

export interface PriceInput {
  currency: string;
  inputPerMillion: string | null;
  outputPerMillion: string | null;
  cacheReadPerMillion: string | null;
}

export interface TokenCounts {
  inputTokens: number;
  outputTokens: number;
  /** Part of inputTokens served from the provider's prompt cache (billed at the cache-read price when published). */
  cachedInputTokens?: number;
}

/** Cost in microcents, or null when it cannot be stated factually. */
export function costMicrocents(tokens: TokenCounts, price: PriceInput | null): bigint | null {
  if (!price || price.currency !== 'USD') return null;
  const cached = Math.min(tokens.cachedInputTokens ?? 0, tokens.inputTokens);
  const useCacheRate = cached > 0 && price.cacheReadPerMillion !== null;
  const dims: [number, string | null][] = [
    [useCacheRate ? tokens.inputTokens - cached : tokens.inputTokens, price.inputPerMillion],
    [useCacheRate ? cached : 0, price.cacheReadPerMillion],
    [tokens.outputTokens, price.outputPerMillion],
  ];
  let sum = 0n;
  for (const [n, p] of dims) {
    if (n === 0) continue;
    if (p === null) return null;
    sum += BigInt(n) * parseDecimalPrice(p);
  }
  if (price.inputPerMillion === null && price.outputPerMillion === null) return null;
  return (sum + DIVISOR / 2n) / DIVISOR;
}

/**
 * What the provider's prompt cache saved on one request at the configured prices, in microcents:
 * the cost with every input token at the input price minus the cost billed (cached tokens at the
 * cache-read price), so billed + saved is the uncached cost exactly. 0 with no cached tokens; null
 * when either cost cannot be stated (no cache-read price: the request was billed at the full input
 * price and the saving is unknown, never a substituted zero).
 */
export function cacheSavedMicrocents(tokens: TokenCounts, price: PriceInput | null): bigint | null {
  if (Math.min(tokens.cachedInputTokens ?? 0, tokens.inputTokens) === 0) return 0n;
  if (!price || price.cacheReadPerMillion === null) return null;
  const full = costMicrocents({ inputTokens: tokens.inputTokens, outputTokens: tokens.outputTokens }, price);
  const billed = costMicrocents(tokens, price);
  return full === null || billed === null ? null : full - billed;
}

/** The CompletionCost projection (GraphQL and usage records share it). */
export interface CostView {
  status: 'COST_AVAILABLE' | 'COST_UNAVAILABLE';
  microcents: string | null;
  formulaId: string | null;
  /** No signed pricing key is served by configuration. */
  pricingKeyVersion: null;
  /** Set only for a verified row; configured prices are not. */
  source: null;
  signatureVerified: false;
}

export function costView(microcents: bigint | null): CostView {
  return microcents === null
    ? {
        status: 'COST_UNAVAILABLE',
        microcents: null,
        formulaId: null,
        pricingKeyVersion: null,
        source: null,
        signatureVerified: false,
      }
    : {
        status: 'COST_AVAILABLE',
        microcents: microcents.toString(),
        formulaId: COST_FORMULA_ID,
        pricingKeyVersion: null,
        source: null,
        signatureVerified: false,
      };
}

/** Legacy `Int` money fields saturate at the Int range instead of failing serialization. */
export function toLegacyInt(microcents: bigint): number {
  return microcents > BigInt(INT32_MAX) ? INT32_MAX : Number(microcents);
}
