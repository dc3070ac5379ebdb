/**
 * What the development provider offers, and the INFERENCE_PROVIDERS entry that points the
 * inference subgraph at it: the one list both sides read, so they cannot disagree. Model ids
 * carry the provider's name (`local-dev/echo-1`), so every answer that names a model says it came
 * from the development provider. The prices are made up and small, but real decimal prices: with
 * them usage rows carry a cost and budgets hold against it, as with a real provider.
 */
// The module itself, not @svc/core: scripts/platform.ts (and so the `npm start` supervisor) loads this file.
import { LOCAL_DEV_PROVIDER_ID } from '../../packages/core/src/config/limits.ts';

export interface DevModel {
  id: string;
  name: string;
  type: 'CHAT' | 'EMBEDDING';
  inputPerMillion: string;
  outputPerMillion?: string;
  contextWindow?: number;
}

export const DEV_CHAT_MODEL = `${LOCAL_DEV_PROVIDER_ID}/echo-1`;
export const DEV_EMBEDDING_MODEL = `${LOCAL_DEV_PROVIDER_ID}/embed-1`;

export const DEV_MODELS: readonly DevModel[] = [
  {
    id: DEV_CHAT_MODEL,
    name: 'local-dev echo (development provider, not a model)',
    type: 'CHAT',
    inputPerMillion: '1.00',
    outputPerMillion: '2.00',
    contextWindow: 128_000,
  },
  {
    id: DEV_EMBEDDING_MODEL,
    name: 'local-dev embeddings (development provider, not a model)',
    type: 'EMBEDDING',
    inputPerMillion: '0.10',
  },
];

/** The INFERENCE_PROVIDERS entry for a development provider listening at `baseUrl` (ending in /v1). */
export function devProviderEntry(baseUrl: string) {
  return {
    id: LOCAL_DEV_PROVIDER_ID,
    displayName: 'Local development provider (deterministic answers, no model)',
    baseUrl,
    currency: 'USD',
    // It answers at once on loopback: fail fast instead of waiting minutes as for a real model.
    timeoutMs: 10_000,
    maxRetries: 1,
    models: DEV_MODELS.map((m) => ({ ...m })),
  };
}
