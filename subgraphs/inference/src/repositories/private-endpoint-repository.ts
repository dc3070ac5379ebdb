/**
 * The workspace's ACTIVE OpenAI-compatible private endpoints, read through the agents subgraph's
 * events API (ListPrivateEndpoints, ADR 011): the agents subgraph owns the registry and its
 * four-eyes lifecycle; inference never reads its tables. Answers are cached per tenant in
 * process (lru-cache) for `ttlMs`, so a warm workspace costs no call per request; agents
 * announces every register/approve/retire on PRIVATE_ENDPOINTS_CHANGED_CHANNEL and the tenant's
 * entry is dropped at once. When that message is lost (no shared Redis, a dropped connection) an
 * endpoint retired in agents may still be routed to for at most `ttlMs`. A read that started
 * before a change announced is not cached. The secret reference goes to the secret store only.
 */
import { boundedCache, type LRUCache } from '@svc/core';
import type { Logger, SharedStore } from '@svc/core';
import { PRIVATE_ENDPOINTS_CHANGED_CHANNEL, type EventsApi } from '@svc/grpc';

export interface ActivePrivateEndpoint {
  id: string;
  displayName: string;
  baseUrl: string;
  authKind: string;
  authSecretRef: string | null;
  caCertFingerprint: string | null;
  modelIds: string[];
}

export interface PrivateEndpointRepositoryOptions {
  events: Pick<EventsApi, 'listPrivateEndpoints'>;
  /** 0: no cache (a call per request). */
  ttlMs: number;
  /** Tenants kept at most (least recently used dropped first). */
  maxTenants?: number;
}

export class PrivateEndpointRepository {
  private readonly cache: LRUCache<string, ActivePrivateEndpoint[]> | null;
  /** One read per tenant at a time; a change message drops it, so a read older than the change is not cached. */
  private readonly inFlight = new Map<string, Promise<ActivePrivateEndpoint[]>>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(private readonly o: PrivateEndpointRepositoryOptions) {
    this.cache = o.ttlMs > 0 ? boundedCache(o.maxTenants ?? 10_000, { ttl: o.ttlMs }) : null;
  }

  /** Drops cached tenants when agents announces a change on `store`; resolves once listening. */
  async listen(store: SharedStore, log?: Logger): Promise<void> {
    this.unsubscribe = await store.subscribe(PRIVATE_ENDPOINTS_CHANGED_CHANNEL, (message) => this.invalidate(message));
    log?.debug({ channel: PRIVATE_ENDPOINTS_CHANGED_CHANNEL }, 'private endpoint cache listens for changes');
  }

  /** `key` is `<orgId>/<workspaceId>`. */
  invalidate(key: string): void {
    this.cache?.delete(key);
    this.inFlight.delete(key);
  }

  activeFor(orgId: string, workspaceId: string): Promise<ActivePrivateEndpoint[]> {
    const key = `${orgId}/${workspaceId}`;
    const hit = this.cache?.get(key);
    if (hit) return Promise.resolve(hit);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const read = this.o.events
      .listPrivateEndpoints(orgId, workspaceId)
      .then((rows) => {
        const endpoints = rows.map((r) => ({
          id: r.id,
          displayName: r.display_name,
          baseUrl: r.base_url,
          authKind: r.auth_kind,
          authSecretRef: r.auth_secret_ref || null,
          caCertFingerprint: r.ca_cert_fingerprint || null,
          modelIds: r.model_ids ?? [],
        }));
        if (this.inFlight.get(key) === read) this.cache?.set(key, endpoints);
        return endpoints;
      })
      .finally(() => {
        if (this.inFlight.get(key) === read) this.inFlight.delete(key);
      });
    this.inFlight.set(key, read);
    return read;
  }

  async close(): Promise<void> {
    await this.unsubscribe?.().catch(() => {});
  }
}
