/**
 * Budget threshold events to webhook subscribers (ADR 005, ADR 011): a crossed alert threshold
 * is published to the agents subgraph's events API, which records it once per crossing (the
 * event id is derived from (budget, period, threshold), so however many replicas or retries send
 * it, subscribers get it once) and only for a workspace with a subscriber.
 *
 * Inference keeps no table of its own for them: a threshold event is a notification, so one
 * agents does not take (down, a refusal) is retried in memory with exponential backoff and,
 * after `maxAttempts`, dropped, logged and counted (`svc_budget_threshold_events_dropped_total`).
 * A process that stops with attempts pending loses them the same way. Recording never waits
 * for agents: the call that crossed the threshold is not slowed by it.
 */
import { createHash } from 'node:crypto';
import type { Logger } from '@svc/core';
import type { EventsApi } from '@svc/grpc';
import type { ThresholdCrossed } from './budget-guard.ts';

export const THRESHOLD_EVENT_TYPE = 'billing.budget.threshold_crossed';

/** The emitter's id of a crossing: the same for the same (budget, period, threshold). */
export function thresholdEventKey(e: Pick<ThresholdCrossed, 'budgetId' | 'periodStart' | 'thresholdPct'>): string {
  return `threshold:${createHash('sha256').update(`${THRESHOLD_EVENT_TYPE}\n${e.budgetId}\n${e.periodStart}\n${e.thresholdPct}`).digest('hex').slice(0, 32)}`;
}

export interface ThresholdPublisherOptions {
  events: Pick<EventsApi, 'publishEvents'>;
  log: Logger;
  maxAttempts: number;
  /** First retry after this long, doubling up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Called once per event dropped after its last attempt. */
  onDropped?: () => void;
}

export class ThresholdPublisher {
  private readonly pending = new Map<string, NodeJS.Timeout | null>();
  private stopped = false;

  constructor(private readonly o: ThresholdPublisherOptions) {}

  /** Sends in the background; resolves at once. A crossing already being sent is not sent twice. */
  readonly record = async (e: ThresholdCrossed): Promise<void> => {
    const key = thresholdEventKey(e);
    if (this.pending.has(key) || this.stopped) return;
    this.pending.set(key, null);
    const event = {
      event_id: key,
      org_id: e.orgId,
      workspace_id: e.workspaceId,
      type: THRESHOLD_EVENT_TYPE,
      occurred_at: new Date().toISOString(),
      data_json: JSON.stringify({
        budgetId: e.budgetId,
        mode: e.mode,
        thresholdPct: e.thresholdPct,
        periodStart: e.periodStart,
        committedCents: e.committedCents,
        ceilingCents: e.ceilingCents,
      }),
    };
    void this.attempt(key, event, 1);
  };

  /** Crossings not yet taken by agents. */
  get inFlight(): number {
    return this.pending.size;
  }

  private async attempt(
    key: string,
    event: Parameters<EventsApi['publishEvents']>[0][number],
    n: number,
  ): Promise<void> {
    try {
      await this.o.events.publishEvents([event]);
      this.pending.delete(key);
      return;
    } catch (e) {
      if (n >= this.o.maxAttempts || this.stopped) {
        this.pending.delete(key);
        this.o.onDropped?.();
        this.o.log.error(
          { err: (e as Error).message, attempts: n, workspaceId: event.workspace_id },
          'budget threshold event dropped: the events API did not take it',
        );
        return;
      }
      const base = this.o.retryBaseMs ?? 500;
      const delay = Math.min(this.o.retryMaxMs ?? 30_000, base * 2 ** (n - 1));
      this.pending.set(key, setTimeout(() => void this.attempt(key, event, n + 1), delay).unref());
    }
  }

  /** Stops retrying: pending events are dropped (and counted). */
  close(): void {
    this.stopped = true;
    for (const [key, timer] of this.pending) {
      if (!timer) continue;
      clearTimeout(timer);
      this.pending.delete(key);
      this.o.onDropped?.();
    }
  }
}
