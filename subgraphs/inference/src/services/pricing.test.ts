import { describe, it, expect } from 'vitest';
import { costMicrocents, costView, parseDecimalPrice, toLegacyInt } from './pricing.ts';

const usd = (input: string | null, output: string | null, cacheRead: string | null = null) => ({
  currency: 'USD',
  inputPerMillion: input,
  outputPerMillion: output,
  cacheReadPerMillion: cacheRead,
});

describe('cost in integer microcents from decimal prices', () => {
  it('parses fixed-point decimals exactly (no floats)', () => {
    expect(parseDecimalPrice('0.1')).toBe(100_000_000n);
    expect(parseDecimalPrice('2.50')).toBe(2_500_000_000n);
    expect(parseDecimalPrice('0.000000001')).toBe(1n);
    expect(() => parseDecimalPrice('1e-3')).toThrow();
  });

  it('computes Σ tokens × price, one rounding (half up) at the end', () => {
    // 12 × $2.50/M + 4 × $10/M = $0.00007 = 7,000 microcents
    expect(costMicrocents({ inputTokens: 12, outputTokens: 4 }, usd('2.50', '10'))).toBe(7000n);
    // 1 token at $0.15/M = 15 microcents; 0.1 + 0.2 float traps do not apply
    expect(costMicrocents({ inputTokens: 1, outputTokens: 0 }, usd('0.15', '0.60'))).toBe(15n);
    expect(costMicrocents({ inputTokens: 1, outputTokens: 1 }, usd('0.1', '0.2'))).toBe(30n);
    // 1 token × $0.000005/M = 0.0005 microcents → rounds to 0; 0.5 rounds up
    expect(costMicrocents({ inputTokens: 1, outputTokens: 0 }, usd('0.000005', '0'))).toBe(0n);
    expect(costMicrocents({ inputTokens: 1, outputTokens: 0 }, usd('0.005', '0'))).toBe(1n);
    // a huge request stays exact beyond 2^53
    expect(
      costMicrocents(
        { inputTokens: 2_000_000_000, outputTokens: 2_000_000_000 },
        usd('123456.123456789', '999999.999999999'),
      ),
    ).toBe(224691224691357600n);
  });

  it('uses the cache-read price for cached input tokens when published', () => {
    expect(costMicrocents({ inputTokens: 100, outputTokens: 0, cachedInputTokens: 40 }, usd('1', '2', '0.5'))).toBe(
      60n * 100n + 40n * 50n,
    );
    expect(costMicrocents({ inputTokens: 100, outputTokens: 0, cachedInputTokens: 40 }, usd('1', '2'))).toBe(10_000n);
  });

  it('is unavailable (null, never 0) when a used dimension, the model or USD is missing', () => {
    expect(costMicrocents({ inputTokens: 1, outputTokens: 1 }, null)).toBeNull();
    expect(costMicrocents({ inputTokens: 1, outputTokens: 1 }, usd('1', null))).toBeNull();
    expect(costMicrocents({ inputTokens: 5, outputTokens: 0 }, usd('1', null))).toBe(500n);
    expect(costMicrocents({ inputTokens: 1, outputTokens: 1 }, { ...usd('1', '1'), currency: 'EUR' })).toBeNull();
    expect(costMicrocents({ inputTokens: 3, outputTokens: 3 }, usd('0', '0'))).toBe(0n);
    expect(costView(null)).toMatchObject({ status: 'COST_UNAVAILABLE', microcents: null, formulaId: null });
    expect(costView(0n)).toMatchObject({ status: 'COST_AVAILABLE', microcents: '0' });
    expect(toLegacyInt(10n ** 12n)).toBe(2_147_483_647);
  });
});
