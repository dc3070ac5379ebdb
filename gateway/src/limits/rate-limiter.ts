/**
 * The chain's rate-limit step: limits in the shared store, exact across replicas (a sliding-window
 * log evaluated atomically by Redis, see admission.ts).
 * - Per user per tier per minute: FREE 1,000, PRO 3,000, ENTERPRISE 10,000 (config). The tier is
 *   the organization's plan, read from identity and cached; unknown → FREE, the strictest. The plan
 *   follows the billing subscription; identity announces a change on ORG_PLAN_CHANGED_CHANNEL
 *   (@svc/contracts) and
 *   the cached tier is dropped at once (planChanged), not on expiry.
 * - SANDBOX API keys: 100 requests per rolling 24 hours keyed to organization, workspace and user.
 * - Anonymous GraphQL: per client address per minute (ANONYMOUS_RATE_LIMIT_PER_MINUTE, default
 *   600; the specification sets no figure), so the two public operations cannot be used to flood
 *   a subgraph or, once wired, someone's mailbox.
 * A request counts once, after revocation and policy have passed (the specification's order); a
 * request refused by one window counts in none. On /graphql the revocation check rides in the
 * same atomic script as the windows (one round trip), evaluated before them.
 * Over the limit: SVC-RATE-2001 with `retryAfter` seconds (and a Retry-After header). Headers on
 * every protected response: X-RateLimit-Limit, X-RateLimit-Remaining, X-Quota-Reset (epoch
 * seconds), X-Quota-Warning at 80 percent. The store being down fails an authenticated request
 * closed (SVC-SERVER-9003), as the revocation check does; see hitAnonymous for the anonymous ones.
 */
import { AppError, MemoryStore, SPEC_LIMITS, type SharedStore, boundedCache } from '@svc/core';
import type { OrgPlanChangedMessage } from '@svc/contracts';
import type { IdentityApi } from '@svc/grpc';
import { admission, type Admit, type AdmissionQuery, type AdmissionResult, type WindowSpec } from './admission.ts';

export type Tier = 'FREE' | 'PRO' | 'ENTERPRISE';

/** Organizations whose tier is remembered at most. */
const MAX_CACHED_TIERS = 100_000;

export interface Caller {
  sub: string;
  orgId: string;
  workspaceId: string;
  apiKeyClass?: string;
}

/** Store preconditions evaluated before the windows, with the error for a refused one. */
export interface Preconditions {
  conditions: Pick<AdmissionQuery, 'refuseIfMember' | 'requireKey'>;
  refuse(outcome: 'member' | 'missing-key'): never;
}

export interface RateDecisionHeaders {
  [name: string]: string;
}

export interface RateLimiterOptions {
  perMinute: Record<Tier, number>;
  anonymousPerMinute: number;
  sandboxPerWindow: number;
  sandboxWindowMs: number;
  tierCacheMs: number;
}

export class RateLimiter {
  /**
   * Each organization's tier until `until`; an expired entry is kept as the fallback while identity
   * cannot answer. Bounded: the least recently used organizations are dropped first.
   */
  private tiers = boundedCache<string, { tier: Tier; until: number }>(MAX_CACHED_TIERS);
  private readonly admit: Admit;
  private readonly localFallback: Admit = admission(new MemoryStore());
  /** Bumped by every plan-change announcement: a tier read that began before one is not cached. */
  private generation = 0;

  constructor(
    store: SharedStore,
    private identity: IdentityApi,
    private opts: RateLimiterOptions,
  ) {
    this.admit = admission(store);
  }

  private async tierOf(orgId: string): Promise<Tier> {
    const hit = this.tiers.get(orgId);
    if (hit && hit.until > Date.now()) return hit.tier;
    let tier: Tier = hit?.tier ?? 'FREE';
    const generation = this.generation;
    try {
      const plan = (await this.identity.getOrganization({ id: orgId })).plan;
      tier = plan === 'PRO' || plan === 'ENTERPRISE' ? plan : 'FREE';
    } catch {
      // keep the last known tier (or FREE) and retry after a short pause
      this.tiers.set(orgId, { tier, until: Date.now() + 5_000 });
      return tier;
    }
    // A plan change announced while identity answered may not be in this answer: use it once only.
    if (generation === this.generation) this.tiers.set(orgId, { tier, until: Date.now() + this.opts.tierCacheMs });
    return tier;
  }

  /** An ORG_PLAN_CHANGED_CHANNEL message (`{"orgId": …}`): the organization's tier is read again on its next request. */
  planChanged(message: string): void {
    let orgId: unknown;
    try {
      orgId = (JSON.parse(message) as Partial<Record<keyof OrgPlanChangedMessage, unknown>> | null)?.orgId;
    } catch {
      return;
    }
    if (typeof orgId !== 'string') return;
    this.generation++;
    this.tiers.delete(orgId);
  }

  /**
   * Counts one request in every window that applies to the caller, or in none; throws
   * SVC-RATE-2001 when a window is full, else returns the quota headers. `pre` adds
   * preconditions checked first in the same atomic step (the deferred revocation check): a
   * refused one counts nothing and `pre.refuse` throws its error.
   */
  async hit(caller: Caller, pre?: Preconditions | null): Promise<RateDecisionHeaders> {
    const tier = await this.tierOf(caller.orgId);
    const windows: WindowSpec[] = [
      { key: `rl:${tier}:${caller.sub}`, windowMs: 60_000, limit: this.opts.perMinute[tier] },
    ];
    if (caller.apiKeyClass === 'SANDBOX') {
      windows.push({
        key: `sbx:${caller.orgId}:${caller.workspaceId}:${caller.sub}`,
        windowMs: this.opts.sandboxWindowMs,
        limit: this.opts.sandboxPerWindow,
      });
    }
    return this.count(windows, pre ?? undefined);
  }

  /**
   * The anonymous operations have no user to key on: they are limited per client address. While
   * the shared store is down they stay available (they need nothing else from it), limited by a
   * window of the same size in this process's memory: per replica, but never unlimited.
   */
  async hitAnonymous(address: string): Promise<RateDecisionHeaders> {
    const windows = [{ key: `anon:${address}`, windowMs: 60_000, limit: this.opts.anonymousPerMinute }];
    const now = Date.now();
    const r = await this.admit({ windows, nowMs: now }).catch(() => this.localFallback({ windows, nowMs: now }));
    return this.decide(windows, r, now);
  }

  private async count(windows: WindowSpec[], pre?: Preconditions): Promise<RateDecisionHeaders> {
    const now = Date.now();
    // Fields written out, not spread: V8 adds properties after a spread on a slow path (per request).
    const query: AdmissionQuery = {
      refuseIfMember: pre?.conditions.refuseIfMember,
      requireKey: pre?.conditions.requireKey,
      windows,
      nowMs: now,
    };
    const r: AdmissionResult = await this.admit(query).catch((): never => {
      throw new AppError(
        'SVC-SERVER-9003',
        pre ? 'the shared store (revocation list, rate limits) is unavailable' : 'the rate limiter is unavailable',
      );
    });
    return this.decide(windows, r, now, pre);
  }

  private decide(windows: WindowSpec[], r: AdmissionResult, now: number, pre?: Preconditions): RateDecisionHeaders {
    if (r.outcome === 'member' || r.outcome === 'missing-key') {
      pre?.refuse(r.outcome);
      throw new AppError('SVC-SERVER-9003', `unexpected admission outcome ${r.outcome}`);
    }
    if (r.outcome === 'limited') {
      // Every full window must free a slot: the longest wait decides.
      let worst = 0;
      for (let i = 1; i < windows.length; i++) if (r.windows[i].retryAfterMs > r.windows[worst].retryAfterMs) worst = i;
      const w = windows[worst];
      const retryAfterMs = r.windows[worst].retryAfterMs;
      throw new AppError('SVC-RATE-2001', undefined, {
        retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
        limit: w.limit,
        window: w.windowMs === 60_000 ? 'minute' : '24h',
        resetAt: Math.ceil((now + retryAfterMs) / 1000),
      });
    }
    // The tighter of the windows (fewest remaining) decides what the client sees.
    let tight = 0;
    for (let i = 1; i < windows.length; i++)
      if (windows[i].limit - r.windows[i].count < windows[tight].limit - r.windows[tight].count) tight = i;
    const { limit, windowMs } = windows[tight];
    const count = r.windows[tight].count;
    const headers: RateDecisionHeaders = {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(limit - count),
      'x-quota-reset': String(Math.ceil((now + windowMs) / 1000)),
    };
    if (count >= limit * SPEC_LIMITS.quotaWarningFraction)
      headers['x-quota-warning'] = `${Math.round((count / limit) * 100)}% of ${limit} used`;
    return headers;
  }
}
