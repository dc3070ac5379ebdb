/**
 * The billing stage: budgets that hold. Every inference call (the `/v1` routes, GraphQL queries
 * and mutations, subscriptions: they all reach InferenceService) is held against the budgets
 * that apply to it before any provider is called, and settled after the answer.
 *
 *   1. The caller's organization's enabled budgets (cached `cacheMs`) that apply: its
 *      ORGANIZATION budget, its WORKSPACE's, its API_KEY's, and a PROVIDER budget of every
 *      provider the router may use for this call.
 *   2. The estimate (the most expensive candidate's price × the prompt's estimated tokens and the
 *      output limit) is held in every applicable budget's ledger account for the period, in one
 *      atomic step in the shared store (SharedStore.ledgerHold): a HARD budget whose committed +
 *      held + estimate would pass its ceiling refuses the call with SVC-BILLING-BUDGET-EXCEEDED.
 *      A refusing PROVIDER budget only removes that provider from the candidates while others
 *      remain. A HARD budget and a model without a USD price is SVC-BILLING-BUDGET-UNPRICED.
 *   3. After the answer the hold is settled: the actual cost is committed to the accounts of the
 *      budgets that apply to the provider that served, every hold is released. A failed call
 *      commits nothing; an aborted stream commits what it streamed (the usage recorder's cost).
 *      A SOFT or HARD budget whose committed spend crosses one of its alert thresholds records a
 *      `billing.budget.threshold_crossed` event once per threshold per period (setIfAbsent).
 *
 * Accounts open lazily: the first hold of a period (or after Redis lost its data) opens the
 * account with the period's committed spend summed from the usage records. Holds expire on
 * their own (`holdTtlMs`), so a process that died mid-call frees its holds.
 *
 * Exact across replicas: every inference replica holds in the same Redis; N parallel calls
 * never commit past a HARD ceiling by more than what their estimates under-stated (the estimate
 * caps output at the request's max_tokens, so only a provider that ignores it can pass it).
 * Without Redis (REDIS_URL unset) the store is this process's: exact for one inference replica.
 *
 * Fails closed: when budgets apply and the store or the database cannot be reached, the call is
 * refused (SVC-BILLING-BUDGET-UNAVAILABLE) before any provider is called. Settling never fails a
 * call that already happened: a settle error is logged and the hold expires.
 *
 * Headroom leases (`lease` option, ADR 005 "Headroom leases"): with Redis, a call is held in
 * memory against this replica's lease of each applicable account's headroom, without a round
 * trip, while the leases cover it (budget-lease-pool.ts); any other call takes the synchronous
 * hold above, which is exact.
 */
import { randomUUID } from 'node:crypto';
import { AppError, type Logger, type SharedStore, boundedCache, type LRUCache } from '@svc/core';
import { BudgetLedger, budgetLedgerKey } from '@svc/budget-ledger';
import { budgetPeriod, MICROCENTS_PER_CENT } from './budget-period.ts';
import { BudgetLeasePool, LEASE_RETURN_CHANNEL, type BudgetStats, type LeaseOptions } from './budget-lease-pool.ts';

export { budgetPeriod, MICROCENTS_PER_CENT } from './budget-period.ts';
export { LEASE_RETURN_CHANNEL, type BudgetStats, type LeaseOptions } from './budget-lease-pool.ts';

export interface BudgetDefinition {
  id: string;
  scopeType: string;
  scopeId: string;
  mode: string;
  ceilingCents: bigint;
  alertThresholdPcts: number[];
}

export interface BudgetSource {
  /** The organization's enabled budgets. */
  enabledBudgets(orgId: string): Promise<BudgetDefinition[]>;
  /** The priced usage of the budget's subject in [from, to), in microcents. */
  committedMicrocents(orgId: string, budget: BudgetDefinition, from: Date, to: Date): Promise<bigint>;
}

export interface BudgetCaller {
  orgId: string;
  workspaceId: string;
  apiKeyId: string | null;
  requestId: string;
}

export interface ThresholdCrossed {
  type: 'billing.budget.threshold_crossed';
  budgetId: string;
  orgId: string;
  workspaceId: string;
  mode: string;
  thresholdPct: number;
  periodStart: string;
  committedCents: string;
  ceilingCents: string;
}

export interface BudgetHold {
  /** The providers the call may use (a PROVIDER budget that refused removed its provider). */
  readonly providers: readonly string[];
  /** Commits `actual` (microcents; null: the cost cannot be stated, nothing is committed) for the provider that served; releases every hold. Idempotent, never rejects. */
  settle(actual: bigint | null, provider: string | null): Promise<void>;
}

/** No budget applies: nothing held, nothing to settle. */
export const NO_HOLD = (providers: readonly string[]): BudgetHold => ({ providers, settle: async () => {} });

const refused = (
  code: 'SVC-BILLING-BUDGET-EXCEEDED' | 'SVC-BILLING-BUDGET-UNPRICED' | 'SVC-BILLING-BUDGET-UNAVAILABLE',
  message: string,
  budgetId?: string,
) => new AppError(code, message, budgetId ? { budgetId } : undefined);

export class BudgetGuard {
  private readonly cache: LRUCache<string, BudgetDefinition[]>;
  /** This replica's headroom leases; null: every call holds in the ledger. */
  private readonly leases: BudgetLeasePool | null;
  /** Counters for tests and the bench: calls held from leases, calls held in the ledger, lease steps. */
  readonly stats: BudgetStats = { local: 0, synchronous: 0, granted: 0, denied: 0, returnsAsked: 0, lost: 0 };
  private readonly ledger: BudgetLedger;

  constructor(
    private readonly deps: {
      store: SharedStore;
      source: BudgetSource;
      log: Logger;
      /** How long a hold lives if it is never settled (the longest a call may take). */
      holdTtlMs: number;
      /** How long an organization's budget definitions are reused (a change applies within this). */
      cacheMs: number;
      now?: () => Date;
      /** Headroom leasing; null or absent: every call holds in the ledger (one round trip). */
      lease?: LeaseOptions | null;
      onThreshold?: (e: ThresholdCrossed) => void;
      /** Durable delivery of a crossing to webhook subscribers (the outbox; idempotent per crossing). */
      recordThreshold?: (e: ThresholdCrossed) => Promise<void>;
    },
  ) {
    this.cache = boundedCache(10_000, { ttl: Math.max(1, deps.cacheMs) });
    this.ledger = new BudgetLedger(deps.store);
    this.leases = deps.lease
      ? new BudgetLeasePool({
          store: deps.store,
          log: deps.log,
          options: deps.lease,
          stats: this.stats,
          now: () => this.nowMs(),
          applies: BudgetGuard.applies,
          open: (c, b, period, key) => this.open(c, b, period, key),
          crossed: (c, b, before, after, start) => this.crossed(c, b, before, after, start),
        })
      : null;
  }

  private nowMs() {
    return (this.deps.now?.() ?? new Date()).getTime();
  }

  private async budgetsOf(orgId: string): Promise<BudgetDefinition[]> {
    const hit = this.cache.get(orgId);
    if (hit) return hit;
    const list = await this.deps.source.enabledBudgets(orgId);
    this.cache.set(orgId, list);
    return list;
  }

  private static applies(b: BudgetDefinition, caller: BudgetCaller, providers: readonly string[]): boolean {
    switch (b.scopeType) {
      case 'ORGANIZATION':
        return b.scopeId === caller.orgId;
      case 'WORKSPACE':
        return b.scopeId === caller.workspaceId;
      case 'API_KEY':
        return caller.apiKeyId !== null && b.scopeId === caller.apiKeyId;
      case 'PROVIDER':
        return providers.includes(b.scopeId);
      default:
        return false;
    }
  }

  /**
   * Holds the call's estimate (microcents; null when the model has no price) for a call that may be
   * served by any of `providers`. Throws a typed AppError when a HARD budget refuses it. `estimate`
   * may be a function: it is called only once a budget applies, so a call no budget covers does not
   * pay for working out its estimate.
   */
  async hold(
    caller: BudgetCaller,
    providers: readonly string[],
    estimateOf: bigint | null | (() => bigint | null),
  ): Promise<BudgetHold> {
    let all: BudgetDefinition[];
    try {
      all = await this.budgetsOf(caller.orgId);
    } catch (e) {
      this.deps.log.error(
        { err: (e as Error).message, requestId: caller.requestId },
        'budgets could not be read; the call is refused',
      );
      throw refused('SVC-BILLING-BUDGET-UNAVAILABLE', 'The budgets of this organization cannot be read right now.');
    }
    if (all.length === 0 || !all.some((b) => BudgetGuard.applies(b, caller, providers))) return NO_HOLD(providers);
    const estimate = typeof estimateOf === 'function' ? estimateOf() : estimateOf;
    let candidates = [...providers];
    const now = this.deps.now?.() ?? new Date();
    const period = budgetPeriod(now);
    if (this.leases && estimate !== null) {
      const local = this.leases.draw(caller, all, providers, Number(estimate), period.start, now.getTime());
      if (local) return local;
    }
    const holdId = `${caller.requestId}:${randomUUID()}`;
    let waits = 0;
    for (let round = 0; round < 8 + providers.length; round++) {
      const applicable = all.filter((b) => BudgetGuard.applies(b, caller, candidates));
      if (applicable.length === 0) return NO_HOLD(candidates);
      const hard = applicable.filter((b) => b.mode === 'HARD');
      if (estimate === null && hard.length > 0) {
        throw refused(
          'SVC-BILLING-BUDGET-UNPRICED',
          'A HARD budget applies and this model has no published USD price, so the call cannot be held against it.',
          hard[0].id,
        );
      }
      const amount = Number(estimate ?? 0n);
      const accounts = applicable.map((b) => ({
        key: budgetLedgerKey(b.id, period.start),
        limit: b.mode === 'HARD' ? Number(b.ceilingCents * MICROCENTS_PER_CENT) : null,
      }));
      let r;
      try {
        r = await this.ledger.hold({ accounts, holdId, amount, holdTtlMs: this.deps.holdTtlMs, nowMs: now.getTime() });
      } catch (e) {
        this.deps.log.error(
          { err: (e as Error).message, requestId: caller.requestId },
          'budget hold failed in the shared store; the call is refused',
        );
        throw refused('SVC-BILLING-BUDGET-UNAVAILABLE', 'The budget ledger cannot be reached right now.');
      }
      if (r.outcome === 'held') {
        this.stats.synchronous++;
        if (this.leases && estimate !== null && amount > 0)
          this.leases.want(caller, applicable, accounts, amount, period, now.getTime());
        return this.heldFor(
          caller,
          applicable,
          accounts.map((a) => a.key),
          holdId,
          candidates,
          period.start,
        );
      }
      const b = applicable[r.index];
      if (r.outcome === 'missing') {
        await this.open(caller, b, period, accounts[r.index].key);
        continue;
      }
      const limit = accounts[r.index].limit;
      if (r.leased > 0 && limit !== null && r.committed + r.held - r.leased + amount <= limit && waits < 5) {
        // Refused only because of leases (this replica's or others'): ask their holders to give
        // back what they have not drawn, and try again shortly (about 155 ms at most in all).
        if (waits === 0) await this.askReturn(accounts[r.index].key, caller);
        await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** waits));
        waits++;
        round--;
        continue;
      }
      if (b.scopeType === 'PROVIDER' && candidates.length > 1) {
        candidates = candidates.filter((p) => p !== b.scopeId);
        continue;
      }
      throw refused(
        'SVC-BILLING-BUDGET-EXCEEDED',
        `This call would exceed the HARD budget ${b.id} (${b.scopeType} ${b.scopeId}): its ceiling is ${b.ceilingCents} cents for the period.`,
        b.id,
      );
    }
    throw refused('SVC-BILLING-BUDGET-UNAVAILABLE', 'The budget ledger did not settle on an answer.');
  }

  /** A hold refused only because of leases: every replica is asked to give back its lease in the account. */
  private async askReturn(key: string, caller: BudgetCaller) {
    this.stats.returnsAsked++;
    try {
      await this.deps.store.publish(LEASE_RETURN_CHANNEL, key);
    } catch (e) {
      this.deps.log.warn(
        { err: (e as Error).message, requestId: caller.requestId },
        'budget lease return could not be asked',
      );
    }
  }

  /** Gives back every lease's undrawn part and sends pending settles (shutdown: before the store closes). */
  async close(timeoutMs = 2_000): Promise<void> {
    await this.leases?.close(timeoutMs);
  }

  private async open(caller: BudgetCaller, b: BudgetDefinition, period: { start: Date; end: Date }, key: string) {
    try {
      const committed = await this.deps.source.committedMicrocents(caller.orgId, b, period.start, period.end);
      // Kept a day past the period so a late settle still finds it; then the records are the truth.
      await this.ledger.open(key, Number(committed), Math.max(60_000, period.end.getTime() - Date.now() + 86_400_000));
    } catch (e) {
      this.deps.log.error(
        { err: (e as Error).message, requestId: caller.requestId, budgetId: b.id },
        'budget account could not be opened; the call is refused',
      );
      throw refused('SVC-BILLING-BUDGET-UNAVAILABLE', 'The budget ledger cannot be reached right now.', b.id);
    }
  }

  private heldFor(
    caller: BudgetCaller,
    budgets: BudgetDefinition[],
    keys: string[],
    holdId: string,
    providers: string[],
    periodStart: Date,
  ): BudgetHold {
    let settled = false;
    return {
      providers,
      settle: async (actual, provider) => {
        if (settled) return;
        settled = true;
        const commit = budgets.map((b) =>
          actual !== null && (b.scopeType !== 'PROVIDER' || b.scopeId === provider) ? Number(actual) : 0,
        );
        try {
          const after = await this.ledger.settle({ keys, holdId, commit });
          budgets.forEach((b, i) => {
            const committed = after[i]?.committed;
            if (committed === null || committed === undefined || commit[i] === 0) return;
            void this.crossed(caller, b, committed - commit[i], committed, periodStart);
          });
        } catch (e) {
          this.deps.log.error(
            { err: (e as Error).message, requestId: caller.requestId, holdId, commit },
            'budget settle failed; the hold expires on its own and the usage record keeps the cost',
          );
        }
      },
    };
  }

  /** Records each alert threshold the committed spend crossed, once per threshold per period. */
  private async crossed(caller: BudgetCaller, b: BudgetDefinition, before: number, after: number, periodStart: Date) {
    const ceiling = Number(b.ceilingCents * MICROCENTS_PER_CENT);
    for (const t of b.alertThresholdPcts) {
      const mark = (ceiling * t) / 100;
      if (!(before < mark && after >= mark)) continue;
      const event: ThresholdCrossed = {
        type: 'billing.budget.threshold_crossed',
        budgetId: b.id,
        orgId: caller.orgId,
        workspaceId: caller.workspaceId,
        mode: b.mode,
        thresholdPct: t,
        periodStart: String(Math.floor(periodStart.getTime() / 1000)),
        committedCents: String(BigInt(Math.floor(after)) / MICROCENTS_PER_CENT),
        ceilingCents: String(b.ceilingCents),
      };
      // The outbox first and on its own: it deduplicates the crossing itself, so a shared-store
      // failure below cannot cost the subscribers their event.
      try {
        await this.deps.recordThreshold?.(event);
      } catch (e) {
        this.deps.log.error(
          { err: (e as Error).message, budgetId: b.id, thresholdPct: t },
          'budget threshold event could not be written to the outbox; subscribers will not receive it',
        );
      }
      try {
        const first = await this.deps.store.setIfAbsent(
          `budget-alert:${b.id}:${event.periodStart}:${t}`,
          '1',
          40 * 86_400_000,
        );
        if (!first) continue;
        this.deps.log.warn({ event, requestId: caller.requestId }, 'budget alert threshold crossed');
        this.deps.onThreshold?.(event);
        await this.deps.store.publish('billing.budget.threshold_crossed', JSON.stringify(event));
      } catch (e) {
        this.deps.log.error(
          { err: (e as Error).message, budgetId: b.id, thresholdPct: t },
          'budget threshold event could not be recorded',
        );
      }
    }
  }
}
