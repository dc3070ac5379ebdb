/**
 * The inference config's budget lease variables (ADR 005 "Headroom leases"): defaults, 0 turns
 * leasing off, and any other value is either a valid setting or a ConfigError naming the variable.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ConfigError } from '@svc/core';
import { loadInferenceConfig } from './config.ts';

describe('inference config: budget leases', () => {
  it('leases by default, sized and timed by the four variables; BUDGET_LEASE_CALLS=0 turns them off', () => {
    expect(loadInferenceConfig({}).budgetLease).toEqual({ calls: 16, reserve: 4, ttlMs: 30_000, after: 4 });
    expect(
      loadInferenceConfig({
        BUDGET_LEASE_CALLS: '64',
        BUDGET_LEASE_RESERVE: '0',
        BUDGET_LEASE_TTL_MS: '5000',
        BUDGET_LEASE_AFTER: '1',
      }).budgetLease,
    ).toEqual({ calls: 64, reserve: 0, ttlMs: 5_000, after: 1 });
    expect(loadInferenceConfig({ BUDGET_LEASE_CALLS: '0' }).budgetLease).toBeNull();
  });

  it('refuses a bad value with a ConfigError naming the variable', () => {
    for (const [name, value] of [
      ['BUDGET_LEASE_CALLS', '-1'],
      ['BUDGET_LEASE_CALLS', 'many'],
      ['BUDGET_LEASE_RESERVE', '1.5'],
      ['BUDGET_LEASE_TTL_MS', '999'],
      ['BUDGET_LEASE_AFTER', '0'],
    ]) {
      expect(() => loadInferenceConfig({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
      expect(() => loadInferenceConfig({ [name]: value })).toThrow(name);
    }
  });

  it('any value of the four is a valid setting or a ConfigError, never anything else', () => {
    const vars = ['BUDGET_LEASE_CALLS', 'BUDGET_LEASE_RESERVE', 'BUDGET_LEASE_TTL_MS', 'BUDGET_LEASE_AFTER'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...vars),
        fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)),
        (name, value) => {
          try {
            const lease = loadInferenceConfig({ [name]: value }).budgetLease;
            if (lease) for (const v of Object.values(lease)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          } catch (e) {
            expect(e).toBeInstanceOf(ConfigError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('inference config: the local-dev development provider', () => {
  const devEntry = (id: string) =>
    JSON.stringify([
      {
        id,
        baseUrl: 'http://127.0.0.1:4290/v1',
        models: [{ id: `${id}/echo-1`, inputPerMillion: '1.00', outputPerMillion: '2.00' }],
      },
    ]);

  it('is refused with NODE_ENV=production, with a ConfigError naming INFERENCE_PROVIDERS', () => {
    expect(() => loadInferenceConfig({ NODE_ENV: 'production', INFERENCE_PROVIDERS: devEntry('local-dev') })).toThrow(
      ConfigError,
    );
    expect(() => loadInferenceConfig({ NODE_ENV: 'production', INFERENCE_PROVIDERS: devEntry('local-dev') })).toThrow(
      /^INFERENCE_PROVIDERS: names the local-dev development provider/,
    );
  });

  it('is an ordinary provider outside production, and other providers are accepted in production', () => {
    expect(loadInferenceConfig({ INFERENCE_PROVIDERS: devEntry('local-dev') }).providers.map((p) => p.id)).toEqual([
      'local-dev',
    ]);
    expect(
      loadInferenceConfig({ NODE_ENV: 'development', INFERENCE_PROVIDERS: devEntry('local-dev') }).providers,
    ).toHaveLength(1);
    expect(
      loadInferenceConfig({ NODE_ENV: 'production', INFERENCE_PROVIDERS: devEntry('openai') }).providers.map(
        (p) => p.id,
      ),
    ).toEqual(['openai']);
  });
});
