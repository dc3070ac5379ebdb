/**
 * Models offered through configured OpenAI-compatible providers. The provider list comes from
 * INFERENCE_PROVIDERS (a JSON array); with none configured the catalogue is honestly empty.
 * Prices are fixed-point decimal strings per million tokens, or absent (never zero-filled).
 */
import { ConfigError } from '@svc/core';

export interface ProviderModel { id: string; name: string; inputPerMillion: string | null; outputPerMillion: string | null; cacheReadPerMillion: string | null }
export interface ProviderConfig { id: string; baseUrl: string; currency: string; pricesAsOf: string | null; models: ProviderModel[] }

const DECIMAL = /^\d+(\.\d{1,9})?$/;

export function parseProviders(raw: string | undefined): ProviderConfig[] {
  if (!raw) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new ConfigError('INFERENCE_PROVIDERS', 'is not valid JSON');
  }
  if (!Array.isArray(list)) throw new ConfigError('INFERENCE_PROVIDERS', 'must be a JSON array');
  return list.map((p: any, i) => {
    if (typeof p?.id !== 'string' || typeof p?.baseUrl !== 'string' || !Array.isArray(p?.models)) {
      throw new ConfigError('INFERENCE_PROVIDERS', `entry ${i} needs id, baseUrl and models`);
    }
    const price = (v: unknown, f: string) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string' || !DECIMAL.test(v)) throw new ConfigError('INFERENCE_PROVIDERS', `entry ${i}: ${f} must be a decimal string`);
      return v;
    };
    return {
      id: p.id,
      baseUrl: p.baseUrl,
      currency: p.currency ?? 'USD',
      pricesAsOf: p.pricesAsOf ?? null,
      models: p.models.map((m: any) => ({
        id: String(m.id),
        name: String(m.name ?? m.id),
        inputPerMillion: price(m.inputPerMillion, 'inputPerMillion'),
        outputPerMillion: price(m.outputPerMillion, 'outputPerMillion'),
        cacheReadPerMillion: price(m.cacheReadPerMillion, 'cacheReadPerMillion'),
      })),
    };
  });
}

export interface ModelView {
  id: string; name: string; available: boolean; provider: string;
  price: { currency: string; inputPerMillion: string | null; outputPerMillion: string | null; cacheReadPerMillion: string | null; cacheWritePerMillion: null; asOf: string | null } | null;
}

export function listModels(providers: ProviderConfig[]): ModelView[] {
  return providers.flatMap((p) =>
    p.models.map((m) => ({
      id: m.id,
      name: m.name,
      available: true,
      provider: p.id,
      price:
        m.inputPerMillion === null && m.outputPerMillion === null && m.cacheReadPerMillion === null
          ? null
          : { currency: p.currency, inputPerMillion: m.inputPerMillion, outputPerMillion: m.outputPerMillion, cacheReadPerMillion: m.cacheReadPerMillion, cacheWritePerMillion: null, asOf: p.pricesAsOf },
    })),
  );
}
