/**
 * Models offered through configured OpenAI-compatible providers. The provider list comes from
 * INFERENCE_PROVIDERS (a JSON array); with none configured the catalogue is honestly empty and
 * every inference operation fails closed. Prices are fixed-point decimal strings per million
 * tokens, or absent (never zero-filled).
 *
 * Secrets: an entry names the environment variable that holds its API key (`apiKeyEnv`); the
 * key itself never appears in the JSON (an inline `apiKey` is refused) and never in these records.
 */
import { ConfigError } from '@svc/core';
import { DECIMAL_PRICE } from './pricing.ts';

export type ModelKind = 'CHAT' | 'EMBEDDING';

export interface ProviderModel {
  id: string;
  name: string;
  inputPerMillion: string | null;
  outputPerMillion: string | null;
  cacheReadPerMillion: string | null;
  /** `CHAT` (default) or `EMBEDDING`. */
  type?: ModelKind;
  /** The model id sent upstream when it differs from `id`. Default `id`. */
  upstreamId?: string;
  contextWindow?: number | null;
  maxOutputTokens?: number | null;
}

export interface ProviderConfig {
  id: string;
  baseUrl: string;
  currency: string;
  pricesAsOf: string | null;
  models: ProviderModel[];
  /** Shown in providerHealth and providerCatalog. Default `id`. */
  displayName?: string;
  /** Name of the environment variable holding the bearer key; unset for key-less upstreams. */
  apiKeyEnv?: string | null;
  /** Routing weight 0–100 when no model preference names this provider. Default 100. */
  weight?: number;
  /**
   * Per-attempt timeout (to response headers, and between stream chunks), ms. Default 300000: a
   * model may think for minutes. Connecting is bounded separately (INFERENCE_CONNECT_TIMEOUT_MS).
   */
  timeoutMs?: number;
  /** Retries on the same provider before falling back to the next. Default 2. */
  maxRetries?: number;
  /** Base of the exponential backoff between retries, ms. Default 200. */
  retryBackoffMs?: number;
  /** Upstream HTTP statuses that are retried. Default 429, 500, 502, 503, 504. */
  retryOnStatus?: number[];
}

/** A provider with every default applied; what the router and client use. */
export interface ResolvedProvider extends Required<Omit<ProviderConfig, 'apiKeyEnv' | 'models'>> {
  apiKeyEnv: string | null;
  models: Required<ProviderModel>[];
}

export const PROVIDER_DEFAULTS = {
  weight: 100,
  timeoutMs: 300_000,
  maxRetries: 2,
  retryBackoffMs: 200,
  retryOnStatus: [429, 500, 502, 503, 504],
} as const;

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Parses INFERENCE_PROVIDERS. With `env`, also checks that each `apiKeyEnv` variable is set. */
export function parseProviders(raw: string | undefined, env?: NodeJS.ProcessEnv): ProviderConfig[] {
  if (!raw || raw.trim() === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new ConfigError('INFERENCE_PROVIDERS', 'is not valid JSON');
  }
  if (!Array.isArray(list)) throw new ConfigError('INFERENCE_PROVIDERS', 'must be a JSON array');
  const seen = new Set<string>();
  return list.map((p: any, i): ProviderConfig => {
    const fail = (reason: string): never => {
      throw new ConfigError(
        'INFERENCE_PROVIDERS',
        `entry ${i}${typeof p?.id === 'string' ? ` (${p.id})` : ''}: ${reason}`,
      );
    };
    if (typeof p?.id !== 'string' || typeof p?.baseUrl !== 'string' || !Array.isArray(p?.models))
      fail('needs id, baseUrl and models');
    if (!ID.test(p.id)) fail('id must be 1-64 letters, digits, ".", "_" or "-"');
    if (seen.has(p.id)) fail('duplicate provider id');
    seen.add(p.id);
    if ('apiKey' in p || 'api_key' in p)
      fail('must not contain the secret; name its environment variable in apiKeyEnv');
    let base: URL;
    try {
      base = new URL(p.baseUrl);
    } catch {
      return fail('baseUrl is not a URL');
    }
    if (base.protocol !== 'http:' && base.protocol !== 'https:') fail('baseUrl must use http or https');
    const apiKeyEnv = p.apiKeyEnv ?? null;
    if (apiKeyEnv !== null) {
      if (typeof apiKeyEnv !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(apiKeyEnv))
        fail('apiKeyEnv must be an environment variable name');
      if (env && !env[apiKeyEnv]) fail(`apiKeyEnv names ${apiKeyEnv}, which is not set`);
    }
    const intIn = (v: unknown, f: string, min: number, max: number): number | undefined => {
      if (v === undefined || v === null) return undefined;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
        fail(`${f} must be an integer from ${min} to ${max}`);
      return v as number;
    };
    const price = (v: unknown, f: string) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string' || !DECIMAL_PRICE.test(v))
        fail(`${f} must be a decimal string (at most 9 decimals), not a number`);
      return v as string;
    };
    let retryOnStatus: number[] | undefined;
    if (p.retryOnStatus !== undefined) {
      if (!Array.isArray(p.retryOnStatus)) fail('retryOnStatus must be an array of HTTP statuses');
      retryOnStatus = p.retryOnStatus.map((s: unknown) => intIn(s, 'retryOnStatus[]', 400, 599)!);
    }
    const modelIds = new Set<string>();
    const models = p.models.map((m: any, j: number): ProviderModel => {
      if (typeof m?.id !== 'string' || m.id === '') fail(`models[${j}] needs an id`);
      if (modelIds.has(m.id)) fail(`models[${j}]: duplicate model id ${m.id}`);
      modelIds.add(m.id);
      if (m.type !== undefined && m.type !== 'CHAT' && m.type !== 'EMBEDDING')
        fail(`models[${j}].type must be CHAT or EMBEDDING`);
      const model: ProviderModel = {
        id: m.id,
        name: String(m.name ?? m.id),
        inputPerMillion: price(m.inputPerMillion, `models[${j}].inputPerMillion`),
        outputPerMillion: price(m.outputPerMillion, `models[${j}].outputPerMillion`),
        cacheReadPerMillion: price(m.cacheReadPerMillion, `models[${j}].cacheReadPerMillion`),
      };
      if (m.type !== undefined) model.type = m.type;
      if (m.upstreamId !== undefined) model.upstreamId = String(m.upstreamId);
      const cw = intIn(m.contextWindow, `models[${j}].contextWindow`, 1, 100_000_000);
      const mo = intIn(m.maxOutputTokens, `models[${j}].maxOutputTokens`, 1, 100_000_000);
      if (cw !== undefined) model.contextWindow = cw;
      if (mo !== undefined) model.maxOutputTokens = mo;
      return model;
    });
    const cfg: ProviderConfig = {
      id: p.id,
      baseUrl: p.baseUrl.replace(/\/+$/, ''),
      currency: p.currency ?? 'USD',
      pricesAsOf: p.pricesAsOf ?? null,
      models,
      displayName: typeof p.displayName === 'string' ? p.displayName : p.id,
      apiKeyEnv,
    };
    const weight = intIn(p.weight, 'weight', 0, 100);
    const timeoutMs = intIn(p.timeoutMs, 'timeoutMs', 1, 600_000);
    const maxRetries = intIn(p.maxRetries, 'maxRetries', 0, 10);
    const retryBackoffMs = intIn(p.retryBackoffMs, 'retryBackoffMs', 0, 60_000);
    if (weight !== undefined) cfg.weight = weight;
    if (timeoutMs !== undefined) cfg.timeoutMs = timeoutMs;
    if (maxRetries !== undefined) cfg.maxRetries = maxRetries;
    if (retryBackoffMs !== undefined) cfg.retryBackoffMs = retryBackoffMs;
    if (retryOnStatus) cfg.retryOnStatus = retryOnStatus;
    return cfg;
  });
}

/** Applies defaults (for configs built in code as well as parsed ones). */
export function resolveProviders(list: ProviderConfig[]): ResolvedProvider[] {
  return list.map((p) => ({
    id: p.id,
    baseUrl: p.baseUrl.replace(/\/+$/, ''),
    currency: p.currency,
    pricesAsOf: p.pricesAsOf,
    displayName: p.displayName ?? p.id,
    apiKeyEnv: p.apiKeyEnv ?? null,
    weight: p.weight ?? PROVIDER_DEFAULTS.weight,
    timeoutMs: p.timeoutMs ?? PROVIDER_DEFAULTS.timeoutMs,
    maxRetries: p.maxRetries ?? PROVIDER_DEFAULTS.maxRetries,
    retryBackoffMs: p.retryBackoffMs ?? PROVIDER_DEFAULTS.retryBackoffMs,
    retryOnStatus: p.retryOnStatus ?? [...PROVIDER_DEFAULTS.retryOnStatus],
    models: p.models.map((m) => ({
      id: m.id,
      name: m.name,
      inputPerMillion: m.inputPerMillion,
      outputPerMillion: m.outputPerMillion,
      cacheReadPerMillion: m.cacheReadPerMillion,
      type: m.type ?? 'CHAT',
      upstreamId: m.upstreamId ?? m.id,
      contextWindow: m.contextWindow ?? null,
      maxOutputTokens: m.maxOutputTokens ?? null,
    })),
  }));
}

export interface ModelPriceView {
  currency: string;
  inputPerMillion: string | null;
  outputPerMillion: string | null;
  cacheReadPerMillion: string | null;
  cacheWritePerMillion: null;
  asOf: string | null;
}

export interface ModelView {
  id: string;
  name: string;
  available: boolean;
  provider: string;
  price: ModelPriceView | null;
  type?: ModelKind | null;
  contextWindow?: number | null;
  maxOutputTokens?: number | null;
  inputCostPer1K?: number | null;
  outputCostPer1K?: number | null;
}

/** Price of one model, or null when it publishes none (never a fabricated zero). */
export function modelPrice(
  p: Pick<ProviderConfig, 'currency' | 'pricesAsOf'>,
  m: ProviderModel,
): ModelPriceView | null {
  if (m.inputPerMillion === null && m.outputPerMillion === null && m.cacheReadPerMillion === null) return null;
  return {
    currency: p.currency,
    inputPerMillion: m.inputPerMillion,
    outputPerMillion: m.outputPerMillion,
    cacheReadPerMillion: m.cacheReadPerMillion,
    cacheWritePerMillion: null,
    asOf: p.pricesAsOf,
  };
}

/** USD per million tokens → integer microcents per 1K tokens, only when exact and within Int. */
function per1K(currency: string, perMillion: string | null): number | null {
  if (currency !== 'USD' || perMillion === null) return null;
  const [int, frac = ''] = perMillion.split('.');
  if (frac.replace(/0+$/, '').length > 5) return null; // 1 USD/M = 100,000 microcents/1K
  const v = BigInt(int) * 100_000n + BigInt((frac + '00000').slice(0, 5));
  return v <= 2_147_483_647n ? Number(v) : null;
}

export function listModels(providers: ProviderConfig[]): ModelView[] {
  return providers.flatMap((p) =>
    p.models.map((m) => ({
      id: m.id,
      name: m.name,
      available: true,
      provider: p.id,
      price: modelPrice(p, m),
      type: m.type ?? null,
      contextWindow: m.contextWindow ?? null,
      maxOutputTokens: m.maxOutputTokens ?? null,
      inputCostPer1K: per1K(p.currency, m.inputPerMillion),
      outputCostPer1K: per1K(p.currency, m.outputPerMillion),
    })),
  );
}
