/**
 * Usage recording for billing: one event per completion (streams included, partial ones
 * flagged) and per embedding request, attributed to workspace, organization, user, API key,
 * model and provider, with the cost in integer microcents (null when it cannot be stated).
 * A failed request records nothing.
 *
 * Without billing's API (BILLING_API_SECRET unset) recording is disabled: the service logs one
 * warning at start and records nothing; it never pretends to have stored usage. The sink sends
 * records to billing off the call's path (repositories/usage-record-repository.ts, ADR 012); a
 * record it cannot deliver is logged at error level with the whole event (no prompt or completion
 * text is in it) so that it can be reconciled; the caller's response is never failed by it.
 */
import type { Logger } from '@svc/core';

export interface UsageEvent {
  id: string;
  requestId: string;
  workspaceId: string;
  orgId: string;
  userId: string;
  apiKeyId: string | null;
  model: string;
  provider: string;
  operation: 'chat.completions' | 'embeddings';
  inputTokens: number;
  outputTokens: number;
  costMicrocents: bigint | null;
  /** Input tokens the provider served from its prompt cache; null when the provider reported no usage (estimated). */
  cachedInputTokens: number | null;
  /** What the cache saved at the configured prices (pricing.ts cacheSavedMicrocents); null when unknown. */
  cacheSavedMicrocents: bigint | null;
  partial: boolean;
  usageEstimated: boolean;
  /** Provider round trip (ms) of a non-streamed request; null for streams. */
  latencyMs: number | null;
  occurredAt: Date;
}

export interface UsageSink {
  insert(e: UsageEvent): Promise<void>;
}

export class UsageRecorder {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly sink: UsageSink | null,
    private readonly log: Logger,
  ) {}

  get enabled(): boolean {
    return this.sink !== null;
  }

  /** Resolves once stored (or once the failure is logged); never rejects. */
  record(e: UsageEvent): Promise<void> {
    if (!this.sink) return Promise.resolve();
    const p = this.sink.insert(e).catch((err) => {
      this.log.error(
        {
          err,
          usage: {
            ...e,
            costMicrocents: e.costMicrocents?.toString() ?? null,
            cacheSavedMicrocents: e.cacheSavedMicrocents?.toString() ?? null,
          },
        },
        'usage record could not be stored',
      );
    });
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
    return p;
  }

  /** Waits for writes in flight (on stop). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
