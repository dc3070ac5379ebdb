/**
 * The shapes the inference service answers in, shared by its modules and its transports (`/v1`,
 * GraphQL, WebSocket subscriptions).
 */
import type { AppError } from '@svc/core';
import type { CostView, TokenCounts } from './pricing.ts';
import type { HealthStatus } from './provider-health.ts';

/** Who is calling, for attribution. Identity comes from the transport's trusted headers. */
export interface Caller {
  userId: string;
  orgId: string;
  workspaceId: string;
  apiKeyId: string | null;
  requestId: string;
}

export interface Usage extends TokenCounts {
  totalTokens: number;
  /** True when the provider reported no usage and the counts are this service's estimate. */
  estimated: boolean;
}

export interface ChatResult {
  /** OpenAI `chat.completion` object, `model` set to the configured model id. */
  body: Record<string, any>;
  modelId: string;
  provider: string;
  usage: Usage;
  cost: CostView;
  latencyMs: number;
}

/** One event of a chat stream, in order: chunks, then exactly one `usage` or `error`. */
export type StreamEvent =
  | { type: 'chunk'; chunk: Record<string, any> }
  | { type: 'usage'; usage: Usage; cost: CostView }
  | { type: 'error'; error: AppError };

export interface ChatStream extends AsyncIterableIterator<StreamEvent> {
  /** Stops the stream: aborts the upstream request at once (partial usage is recorded). */
  return(): Promise<IteratorResult<StreamEvent>>;
  id: string;
  created: number;
  modelId: string;
  provider: string;
}

export interface EmbeddingResult {
  id: string;
  body: Record<string, any>;
  modelId: string;
  provider: string;
  usage: Usage;
  cost: CostView;
  latencyMs: number;
}

export interface ProviderHealthView {
  providerId: string;
  displayName: string;
  avgLatencyMs: number;
  successRate: number;
  errorCount: number;
  requestCount: number;
  lastCheck: Date | null;
  lastError: string | null;
  status: HealthStatus;
  supportedModels: string[];
}

export interface EstimateInput {
  model: string | null;
  messages: { role?: unknown; content?: unknown; name?: unknown }[];
  maxTokens: number | null;
}
