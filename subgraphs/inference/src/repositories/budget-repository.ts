/**
 * The budgets of the billing stage, read from billing, which owns them (billing.v1.BillingService:
 * ListBudgets, CommittedSpend; ADR 012), and cached here so that a warm call makes no round trip.
 *
 * An organization's enabled budgets (an empty list too) are kept for `ttlMs` in an LRU cache.
 * Billing publishes the organization's id on the shared store's BUDGETS_CHANGED_CHANNEL after a
 * budget of it was created, changed or deleted; that drops the entry at once. A lost message (no
 * Redis, a reconnect) is bounded by the TTL: a change applies within `ttlMs` at the latest.
 * A read in flight when a change is announced is not cached, so it cannot bring the old list back.
 */
import { boundedCache, type LRUCache } from '@svc/core';
import type { Logger, SharedStore } from '@svc/core';
import { BUDGETS_CHANGED_CHANNEL, type BillingApi } from '@svc/grpc';
import type { BudgetDefinition, BudgetSource } from '../services/budget-guard.ts';

export class BudgetRepository implements BudgetSource {
  private readonly cache: LRUCache<string, BudgetDefinition[]>;
  private readonly reading = new Map<string, Promise<BudgetDefinition[]>>();
  /** Counts announcements: a read that saw one while in flight is not cached. */
  private changes = 0;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly deps: {
      billing: Pick<BillingApi, 'listBudgets' | 'committedSpend'>;
      ttlMs: number;
      log: Logger;
      max?: number;
    },
  ) {
    this.cache = boundedCache(deps.max ?? 10_000, { ttl: Math.max(1, deps.ttlMs) });
  }

  /** Listens to billing's announcements; without them the TTL alone bounds a change. */
  async listen(store: SharedStore): Promise<void> {
    try {
      this.unsubscribe = await store.subscribe(BUDGETS_CHANGED_CHANNEL, (orgId) => this.invalidate(orgId));
    } catch (e) {
      this.deps.log.warn(
        { err: (e as Error).message, ttlMs: this.deps.ttlMs },
        'budget change announcements could not be subscribed; a budget change applies when the cache entry expires',
      );
    }
  }

  private invalidate(orgId: string) {
    this.changes++;
    this.cache.delete(orgId);
    this.reading.delete(orgId);
  }

  enabledBudgets(orgId: string): Promise<BudgetDefinition[]> {
    const hit = this.cache.get(orgId);
    if (hit) return Promise.resolve(hit);
    const pending = this.reading.get(orgId);
    if (pending) return pending;
    const seen = this.changes;
    const read = this.deps.billing
      .listBudgets(orgId)
      .then((list) => {
        const defs = list.map(
          (b): BudgetDefinition => ({
            id: b.id,
            scopeType: b.scope_type,
            scopeId: b.scope_id,
            mode: b.mode,
            ceilingCents: BigInt(b.ceiling_cents || '0'),
            alertThresholdPcts: b.alert_threshold_pcts ?? [],
          }),
        );
        if (this.changes === seen) this.cache.set(orgId, defs);
        return defs;
      })
      .finally(() => {
        if (this.reading.get(orgId) === read) this.reading.delete(orgId);
      });
    this.reading.set(orgId, read);
    return read;
  }

  committedMicrocents(orgId: string, b: BudgetDefinition, from: Date, to: Date): Promise<bigint> {
    return this.deps.billing.committedSpend({
      org_id: orgId,
      scope_type: b.scopeType,
      scope_id: b.scopeId,
      from_ms: String(from.getTime()),
      to_ms: String(to.getTime()),
    });
  }

  async close(): Promise<void> {
    await this.unsubscribe?.().catch(() => {});
    this.unsubscribe = null;
  }
}
