/**
 * Which (workspace, event type) pairs have a webhook subscriber, as the agents subgraph answers
 * SubscribedTypes (ADR 011), cached per workspace so the audit append's hook asks nothing remote:
 * `mayWant` answers from the cache at once. A workspace not cached (or expired) answers true (the
 * event is relayed; agents drops one nobody wants) and is fetched in the background, batched with
 * the other misses of the moment. Agents announces each subscription change on
 * SUBSCRIPTIONS_CHANGED_CHANNEL and the workspace is dropped at once; when that message is lost,
 * `ttlMs` bounds the window. Within it an event whose type a new subscription names may be missed,
 * and one whose subscription was removed is relayed needlessly. Without an events API (`source`
 * null, e.g. a CLI) or with `ttlMs` 0 nothing is cached: every workspace event is relayed.
 */
import { boundedCache, type LRUCache } from '@svc/core';
import type { Logger, SharedStore } from '@svc/core';
import { SUBSCRIPTIONS_CHANGED_CHANNEL, type EventsApi } from '@svc/grpc';

export interface SubscribedTypesOptions {
  source: Pick<EventsApi, 'subscribedTypes'> | null;
  ttlMs: number;
  log?: Logger;
  maxWorkspaces?: number;
}

const BATCH = 500;

export class SubscribedTypes {
  private readonly cache: LRUCache<string, ReadonlySet<string>>;
  private readonly wanted = new Set<string>();
  /** Being fetched, and changed since the fetch began: its answer may predate the change. */
  private readonly inFlight = new Set<string>();
  private readonly changedInFlight = new Set<string>();
  private retryAt = 0;
  private fetching: Promise<void> | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private lastWarnAt = 0;

  constructor(private readonly o: SubscribedTypesOptions) {
    this.cache = boundedCache(o.maxWorkspaces ?? 50_000, { ttl: Math.max(1, o.ttlMs) });
  }

  /** Drops a workspace when agents announces a change on `store`; resolves once listening. */
  async listen(store: SharedStore): Promise<void> {
    this.unsubscribe = await store.subscribe(SUBSCRIPTIONS_CHANGED_CHANNEL, (workspaceId) =>
      this.invalidate(workspaceId),
    );
  }

  invalidate(workspaceId: string): void {
    this.cache.delete(workspaceId);
    if (this.inFlight.has(workspaceId)) this.changedInFlight.add(workspaceId);
    this.request(workspaceId);
  }

  /** False only when the cache knows the workspace has no subscriber for `type`. */
  mayWant(workspaceId: string, type: string): boolean {
    if (this.o.ttlMs === 0) return true;
    const types = this.cache.get(workspaceId);
    if (types) return types.has(type);
    this.request(workspaceId);
    return true;
  }

  /** The cached types of a workspace, undefined when not cached. */
  known(workspaceId: string): ReadonlySet<string> | undefined {
    return this.cache.get(workspaceId);
  }

  /** Settles when the fetches asked for so far are done (tests, start-up). */
  async settled(): Promise<void> {
    while (this.fetching) await this.fetching;
  }

  private request(workspaceId: string): void {
    if (!this.o.source) return;
    this.wanted.add(workspaceId);
    if (Date.now() < this.retryAt) return;
    this.fetching ??= this.drain().finally(() => {
      this.fetching = null;
    });
  }

  private async drain(): Promise<void> {
    await Promise.resolve(); // gathers the misses of the same tick into one call
    while (this.wanted.size) {
      const ids = [...this.wanted].slice(0, BATCH);
      for (const id of ids) {
        this.wanted.delete(id);
        this.inFlight.add(id);
      }
      try {
        const answer = await this.o.source!.subscribedTypes(ids);
        for (const w of answer) {
          if (this.inFlight.has(w.workspace_id) && !this.changedInFlight.has(w.workspace_id))
            this.cache.set(w.workspace_id, new Set(w.types));
        }
      } catch (e) {
        // Asked again on a miss after a second, not on every event while agents is down.
        this.retryAt = Date.now() + 1000;
        // Left uncached: their events are relayed meanwhile; the next miss asks again.
        if (Date.now() - this.lastWarnAt > 60_000) {
          this.lastWarnAt = Date.now();
          this.o.log?.warn(
            { err: (e as Error).message },
            'subscribed event types unavailable; workspace audit events are relayed until the events API answers',
          );
        }
        return;
      } finally {
        this.inFlight.clear();
        this.changedInFlight.clear();
      }
    }
  }

  async close(): Promise<void> {
    await this.unsubscribe?.().catch(() => {});
  }
}
