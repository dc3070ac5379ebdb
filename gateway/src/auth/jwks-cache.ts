/**
 * The identity service's public keys, cached (default 5 minutes) and refreshed in the background
 * at 80 percent of that. An unknown `kid` triggers one refetch shared by all waiting requests
 * (single flight) and at most one per `minUnknownKidIntervalMs`.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Logger } from '@svc/core';

export interface JwksSource {
  fetch(): Promise<{ keys: (Record<string, unknown> & { kid?: string })[] }>;
}

export class JwksCache {
  private keys = new Map<string, KeyObject>();
  private fetchedAt = 0;
  private inflight: Promise<void> | null = null;
  private lastUnknownKidFetch = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private source: JwksSource,
    private opts: { ttlMs: number; minUnknownKidIntervalMs: number; log: Logger },
  ) {}

  /** Loads once and schedules background refreshes. A failed first load is retried lazily. */
  async start() {
    await this.refresh().catch((e) => this.opts.log.warn({ err: (e as Error).message }, 'initial JWKS fetch failed'));
    this.timer = setInterval(
      () => void this.refresh().catch((e) => this.opts.log.warn({ err: (e as Error).message }, 'JWKS refresh failed')),
      Math.floor(this.opts.ttlMs * 0.8),
    );
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }

  refresh(): Promise<void> {
    this.inflight ??= (async () => {
      try {
        const { keys } = await this.source.fetch();
        const next = new Map<string, KeyObject>();
        for (const jwk of keys) {
          if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.kid !== 'string') continue;
          if (jwk.alg !== undefined && jwk.alg !== 'ES256') continue;
          next.set(jwk.kid, createPublicKey({ key: jwk as import('node:crypto').JsonWebKey, format: 'jwk' }));
        }
        this.keys = next;
        this.fetchedAt = Date.now();
      } finally {
        this.inflight = null;
      }
    })();
    return this.inflight;
  }

  /** The key for `kid`, refetching once (rate-limited) when it is unknown or the cache is stale. */
  async get(kid: string): Promise<KeyObject | null> {
    const stale = Date.now() - this.fetchedAt > this.opts.ttlMs;
    if (stale) await this.refresh().catch(() => {});
    const k = this.keys.get(kid);
    if (k) return k;
    const now = Date.now();
    if (this.inflight) {
      await this.inflight.catch(() => {});
    } else if (now - this.lastUnknownKidFetch >= this.opts.minUnknownKidIntervalMs) {
      this.lastUnknownKidFetch = now;
      await this.refresh().catch(() => {});
    }
    return this.keys.get(kid) ?? null;
  }

  get loaded() {
    return this.fetchedAt > 0;
  }
}
