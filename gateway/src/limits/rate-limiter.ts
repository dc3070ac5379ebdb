/**
 * Step 6 of the chain: rate limits in the shared store, exact across replicas (a sliding-window
 * log evaluated atomically by Redis, see packages/core/src/store/redis-store.ts).
 * - Per user per tier per minute: FREE 1,000, PRO 3,000, ENTERPRISE 10,000 (config). The tier is
 *   the organization's plan, read from identity and cached; unknown → FREE, the strictest.
 * - SANDBOX API keys: 100 requests per rolling 24 hours keyed to organization, workspace and user.
 * Over the limit: SVC-RATE-2001 with `retryAfter` seconds (and a Retry-After header). Headers on
 * every protected response: X-RateLimit-Limit, X-RateLimit-Remaining, X-Quota-Reset (epoch
 * seconds), X-Quota-Warning at 80 percent. The store being down fails the request closed
 * (SVC-SERVER-9003), the same as the revocation check before it.
 */
import { AppError, SPEC_LIMITS, type SharedStore } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';

export type Tier = 'FREE' | 'PRO' | 'ENTERPRISE';

export interface RateDecisionHeaders { [name: string]: string }

export interface RateLimiterOptions {
  perMinute: Record<Tier, number>;
  sandboxPerWindow: number;
  sandboxWindowMs: number;
  tierCacheMs: number;
}

export class RateLimiter {
  private tiers = new Map<string, { tier: Tier; until: number }>();

  constructor(private store: SharedStore, private identity: IdentityApi, private opts: RateLimiterOptions) {}

  private async tierOf(orgId: string): Promise<Tier> {
    const hit = this.tiers.get(orgId);
    if (hit && hit.until > Date.now()) return hit.tier;
    let tier: Tier = hit?.tier ?? 'FREE';
    try {
      const plan = (await this.identity.getOrganization({ id: orgId })).plan;
      tier = plan === 'PRO' || plan === 'ENTERPRISE' ? plan : 'FREE';
    } catch {
      // keep the last known tier (or FREE) and retry after a short pause
      this.tiers.set(orgId, { tier, until: Date.now() + 5_000 });
      return tier;
    }
    this.tiers.set(orgId, { tier, until: Date.now() + this.opts.tierCacheMs });
    return tier;
  }

  /** Counts one request; throws SVC-RATE-2001 when over a limit. Returns the quota headers. */
  async hit(caller: { sub: string; orgId: string; workspaceId: string; apiKeyClass?: string }): Promise<RateDecisionHeaders> {
    const tier = await this.tierOf(caller.orgId);
    const limit = this.opts.perMinute[tier];
    const now = Date.now();
    const checks = [{ key: `rl:${tier}:${caller.sub}`, windowMs: 60_000, limit }];
    if (caller.apiKeyClass === 'SANDBOX') {
      checks.push({ key: `sbx:${caller.orgId}:${caller.workspaceId}:${caller.sub}`, windowMs: this.opts.sandboxWindowMs, limit: this.opts.sandboxPerWindow });
    }
    const headers: RateDecisionHeaders = {};
    for (const c of checks) {
      let r;
      try {
        r = await this.store.hitWindow(c.key, c.windowMs, c.limit, now);
      } catch {
        throw new AppError('SVC-SERVER-9003', 'the rate limiter is unavailable');
      }
      const resetEpoch = Math.ceil((now + (r.allowed ? c.windowMs : r.retryAfterMs)) / 1000);
      if (!r.allowed) {
        const retryAfter = Math.max(1, Math.ceil(r.retryAfterMs / 1000));
        throw new AppError('SVC-RATE-2001', undefined, { retryAfter, limit: c.limit, window: c.windowMs === 60_000 ? 'minute' : '24h', resetAt: resetEpoch });
      }
      // The tighter of the two limits decides what the client sees.
      const remaining = c.limit - r.count;
      if (headers['x-ratelimit-remaining'] === undefined || remaining < Number(headers['x-ratelimit-remaining'])) {
        headers['x-ratelimit-limit'] = String(c.limit);
        headers['x-ratelimit-remaining'] = String(remaining);
        headers['x-quota-reset'] = String(resetEpoch);
        if (r.count >= c.limit * SPEC_LIMITS.quotaWarningFraction) headers['x-quota-warning'] = `${Math.round((r.count / c.limit) * 100)}% of ${c.limit} used`;
        else delete headers['x-quota-warning'];
      }
    }
    return headers;
  }
}
