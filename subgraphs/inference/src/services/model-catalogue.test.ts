import { describe, it, expect } from 'vitest';
import { ConfigError } from '@svc/core';
import { listModels, parseProviders, resolveProviders } from './model-catalogue.ts';
import { parseRoutingConfig } from './routing-config.ts';

const entry = (extra: Record<string, unknown> = {}) => ({
  id: 'p1',
  baseUrl: 'https://llm.example.com/v1/',
  models: [{ id: 'm1', inputPerMillion: '1.5', outputPerMillion: '2' }],
  ...extra,
});
const parse = (v: unknown, env: NodeJS.ProcessEnv = {}) => parseProviders(JSON.stringify(v), env);

describe('INFERENCE_PROVIDERS', () => {
  it('applies defaults and keeps the secret out of the config', () => {
    const [p] = resolveProviders(parse([entry({ apiKeyEnv: 'P1_KEY' })], { P1_KEY: 'sk-secret' }));
    expect(p).toMatchObject({
      id: 'p1',
      baseUrl: 'https://llm.example.com/v1',
      apiKeyEnv: 'P1_KEY',
      weight: 100,
      timeoutMs: 300000,
      maxRetries: 2,
      retryOnStatus: [429, 500, 502, 503, 504],
    });
    expect(JSON.stringify(p)).not.toContain('sk-secret');
    expect(p.models[0]).toMatchObject({ type: 'CHAT', upstreamId: 'm1' });
  });

  it.each([
    [[entry({ apiKey: 'sk-inline' })], /must not contain the secret/],
    [[entry({ apiKeyEnv: 'MISSING_KEY' })], /MISSING_KEY, which is not set/],
    [[entry({ models: [{ id: 'm1', inputPerMillion: 1.5 }] })], /decimal string/],
    [[entry({ weight: 101 })], /weight/],
    [[entry({ retryOnStatus: [200] })], /retryOnStatus/],
    [[entry(), entry()], /duplicate provider id/],
    [[entry({ baseUrl: 'ftp://x' })], /http or https/],
  ])('refuses %j', (v, message) => {
    expect(() => parse(v)).toThrow(ConfigError);
    expect(() => parse(v)).toThrow(message);
  });

  it('lists per-1K microcent prices only when exact', () => {
    const [m] = listModels(
      parse([entry({ models: [{ id: 'm1', inputPerMillion: '0.15', outputPerMillion: '0.0000001' }] })]),
    );
    expect(m.inputCostPer1K).toBe(15000);
    expect(m.outputCostPer1K).toBeNull();
  });
});

describe('INFERENCE_ROUTING', () => {
  it('parses blocks and preferences, and refuses bad weights', () => {
    expect(
      parseRoutingConfig('{"blockedModels":["x"],"modelPrefs":[{"modelId":"m","providerId":"p","weight":50}]}'),
    ).toEqual({
      blockedModels: ['x'],
      blockedProviders: [],
      modelPrefs: [{ modelId: 'm', providerId: 'p', weight: 50 }],
      defaultModel: null,
    });
    expect(() => parseRoutingConfig('{"modelPrefs":[{"modelId":"m","providerId":"p","weight":500}]}')).toThrow(
      ConfigError,
    );
    expect(() => parseRoutingConfig('[]')).toThrow(ConfigError);
  });
});
