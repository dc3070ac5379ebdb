/**
 * Local routing rules from INFERENCE_ROUTING (a JSON object; optional):
 *
 *   { "blockedModels": ["gpt-4o", "p2/big-model"], "blockedProviders": ["p3"],
 *     "modelPrefs": [{ "modelId": "m1", "providerId": "p1", "weight": 80 }, …],
 *     "defaultModel": "m1" }
 *
 * A blocked model is named bare (blocked on every provider) or as `<provider>/<model>`.
 * `modelPrefs` weights (0–100) order the providers of a model, overriding the provider's own
 * weight; they also choose the model when a request leaves it to routing (`defaultModel` wins).
 * This is configuration of this process, not the signed, cascade-published routing config of the
 * specification: `activeRoutingConfig` stays fail-closed.
 */
import { ConfigError } from '@svc/core';

export interface ModelPref {
  modelId: string;
  providerId: string;
  weight: number | null;
}

export interface RoutingConfig {
  blockedModels: string[];
  blockedProviders: string[];
  modelPrefs: ModelPref[];
  defaultModel: string | null;
}

export const EMPTY_ROUTING: RoutingConfig = {
  blockedModels: [],
  blockedProviders: [],
  modelPrefs: [],
  defaultModel: null,
};

export function parseRoutingConfig(raw: string | undefined): RoutingConfig {
  if (!raw || raw.trim() === '') return EMPTY_ROUTING;
  let v: any;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new ConfigError('INFERENCE_ROUTING', 'is not valid JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new ConfigError('INFERENCE_ROUTING', 'must be a JSON object');
  const strings = (x: unknown, f: string): string[] => {
    if (x === undefined || x === null) return [];
    if (!Array.isArray(x) || x.some((s) => typeof s !== 'string' || s === ''))
      throw new ConfigError('INFERENCE_ROUTING', `${f} must be an array of strings`);
    return x as string[];
  };
  const prefs = v.modelPrefs ?? [];
  if (!Array.isArray(prefs)) throw new ConfigError('INFERENCE_ROUTING', 'modelPrefs must be an array');
  return {
    blockedModels: strings(v.blockedModels, 'blockedModels'),
    blockedProviders: strings(v.blockedProviders, 'blockedProviders'),
    modelPrefs: prefs.map((p: any, i: number) => {
      if (typeof p?.modelId !== 'string' || typeof p?.providerId !== 'string')
        throw new ConfigError('INFERENCE_ROUTING', `modelPrefs[${i}] needs modelId and providerId`);
      const w = p.weight ?? null;
      if (w !== null && (!Number.isInteger(w) || w < 0 || w > 100))
        throw new ConfigError('INFERENCE_ROUTING', `modelPrefs[${i}].weight must be an integer from 0 to 100`);
      return { modelId: p.modelId, providerId: p.providerId, weight: w };
    }),
    defaultModel: typeof v.defaultModel === 'string' && v.defaultModel !== '' ? v.defaultModel : null,
  };
}
