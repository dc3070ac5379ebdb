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
 *      atomic step in the shared store (BudgetLedger.hold, @svc/budget-ledger): a HARD budget whose committed +
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
 * Headroom leases (`lease` option, ADR 005 "Headroom leases"): with Redis, the hold in step 2 is a
 * round trip on every call's path. Instead each replica leases a slice of each account's headroom
 * (BudgetLedger.lease: a hold of its own, with a TTL, granted only while committed + every
 * hold + the lease + a reserve of `reserve` leases fit under the ceiling) and holds calls against
 * its leases in memory, with no round trip, while every applicable account's lease covers the
 * estimate. Settles go to the ledger in batches, one lease step per lease (commit the actual
 * cost, release the estimate), off the call's path. A lease is topped up in the background when
 * half used, renewed while in use, given back when idle (`ttlMs / 2` without a call), when a
 * top-up is refused near the ceiling, when another replica asks (a hold refused by leases alone
 * publishes LEASE_RETURN_CHANNEL and tries again), and on close; it expires by its TTL if the
 * replica dies. Any call the leases do not cover takes the synchronous hold above, which is exact.
 * Exactness is unchanged: leases are holds, so committed + holds (leases included) never passes a
 * HARD ceiling, and a call draws from a lease only what the lease still has undrawn.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { AppError, type Logger, type SharedStore } from '@svc/core';
import { BudgetLedger, budgetLedgerKey, LEDGER_LEASE_PREFIX } from '@svc/budget-ledger';

export const MICROCENTS_PER_CENT = 1_000_000n;

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

/** Headroom leasing (ADR 005, "Headroom leases"). */
export interface LeaseOptions {
  /** A lease is this many times the estimate of the call that asked for it. */
  calls: number;
  /** A lease is asked for in an account once this many calls held there synchronously within half a TTL (a one-off call takes none). */
  after: number;
  /** A lease is granted only while this many more leases' worth of headroom stays free after it. */
  reserve: number;
  /** A lease lives this long unless renewed (a replica that died frees its leases then). */
  ttlMs: number;
}

/**
 * Published with an account's ledger key when a hold was refused only because of leases: every
 * replica gives back the undrawn part of its lease in that account and leases none there for a TTL.
 */
export const LEASE_RETURN_CHANNEL = 'billing.budget.lease-return';

/** One replica's lease in one account (one budget, one period, one ceiling). */
interface Lease {
  key: string;
  id: string;
  budget: BudgetDefinition;
  limit: number | null;
  orgId: string;
  period: { start: Date; end: Date };
  /** The target size (microcents): topped up to it when less than half is undrawn. */
  size: number;
  /** The lease's amount in the ledger after the last step that landed. */
  granted: number;
  /** Estimates of calls in flight drawn from it. */
  drawn: number;
  /** Estimates of settled calls and their actual cost, not yet sent to the ledger. */
  release: number;
  commit: number;
  /** Released or given back by the step in flight: no longer drawable, still in `granted` until it lands. */
  releasing: number;
  lastCaller: BudgetCaller | null;
  waiters: (() => void)[];
  /** Draws only before this (ms): the ledger keeps the lease until then unless renewed. */
  validUntil: number;
  lastUsed: number;
  /** No growing (and what is undrawn is given back) before this. */
  deniedUntil: number;
  /** Synchronous holds in this account since `demandSince`: a lease is asked for at `after`. */
  demand: number;
  demandSince: number;
  running: Promise<void> | null;
  again: boolean;
  scheduled: boolean;
}

export interface BudgetHold {
  /** The providers the call may use (a PROVIDER budget that refused removed its provider). */
  readonly providers: readonly string[];
  /** Commits `actual` (microcents; null: the cost cannot be stated, nothing is committed) for the provider that served; releases every hold. Idempotent, never rejects. */
  settle(actual: bigint | null, provider: string | null): Promise<void>;
}

/** No budget applies: nothing held, nothing to settle. */
export const NO_HOLD = (providers: readonly string[]): BudgetHold => ({ providers, settle: async () => {} });

/** The calendar month (UTC) of `now`: the budgets' period, as the billing subgraph reports it. */
export function budgetPeriod(now: Date): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}


const refused = (code: 'SVC-BILLING-BUDGET-EXCEEDED' | 'SVC-BILLING-BUDGET-UNPRICED' | 'SVC-BILLING-BUDGET-UNAVAILABLE', message: string, budgetId?: string) =>
  new AppError(code, message, budgetId ? { budgetId } : undefined);

export class BudgetGuard {
  private readonly cache: LRUCache<string, BudgetDefinition[]>;
  /** This replica's leases by account key and ceiling (a changed ceiling is another lease). */
  private readonly leases = new Map<string, Lease>();
  private listening: Promise<(() => Promise<void>) | null> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closing = false;
  /** Counters for tests and the bench: calls held from leases, calls held in the ledger, lease steps. */
  readonly stats = { local: 0, synchronous: 0, granted: 0, denied: 0, returnsAsked: 0, lost: 0 };
  private readonly ledger: BudgetLedger;

  constructor(private readonly deps: {
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
  }) {
    this.cache = new LRUCache({ max: 10_000, ttl: Math.max(1, deps.cacheMs) });
    this.ledger = new BudgetLedger(deps.store);
    if (deps.lease) {
      this.timer = setInterval(() => this.tick(), Math.max(50, Math.floor(deps.lease.ttlMs / 4)));
      this.timer.unref();
    }
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
      case 'ORGANIZATION': return b.scopeId === caller.orgId;
      case 'WORKSPACE': return b.scopeId === caller.workspaceId;
      case 'API_KEY': return caller.apiKeyId !== null && b.scopeId === caller.apiKeyId;
      case 'PROVIDER': return providers.includes(b.scopeId);
      default: return false;
    }
  }

  /**
   * Holds the call's estimate (microcents; null when the model has no price) for a call that may be
   * served by any of `providers`. Throws a typed AppError when a HARD budget refuses it. `estimate`
   * may be a function: it is called only once a budget applies, so a call no budget covers does not
   * pay for working out its estimate.
   */
  async hold(caller: BudgetCaller, providers: readonly string[], estimateOf: bigint | null | (() => bigint | null)): Promise<BudgetHold> {
    let all: BudgetDefinition[];
    try {
      all = await this.budgetsOf(caller.orgId);
    } catch (e) {
      this.deps.log.error({ err: (e as Error).message, requestId: caller.requestId }, 'budgets could not be read; the call is refused');
      throw refused('SVC-BILLING-BUDGET-UNAVAILABLE', 'The budgets of this organization cannot be read right now.');
    }
    if (all.length === 0 || !all.some((b) => BudgetGuard.applies(b, caller, providers))) return NO_HOLD(providers);
    const estimate = typeof estimateOf === 'function' ? estimateOf() : estimateOf;
    let candidates = [...providers];
    const now = this.deps.now?.() ?? new Date();
    const period = budgetPeriod(now);
    if (this.deps.lease && estimate !== null && !this.closing) {
      const local = this.fromLeases(caller, all, providers, Number(estimate), period.start, now.getTime());
      if (local) return local;
    }
    const holdId = `${caller.requestId}:${randomUUID()}`;
    let waits = 0;
    for (let round = 0; round < 8 + providers.length; round++) {
      const applicable = all.filter((b) => BudgetGuard.applies(b, caller, candidates));
      if (applicable.length === 0) return NO_HOLD(candidates);
      const hard = applicable.filter((b) => b.mode === 'HARD');
      if (estimate === null && hard.length > 0) {
        throw refused('SVC-BILLING-BUDGET-UNPRICED', 'A HARD budget applies and this model has no published USD price, so the call cannot be held against it.', hard[0].id);
      }
      const amount = Number(estimate ?? 0n);
      const accounts = applicable.map((b) => ({ key: budgetLedgerKey(b.id, period.start), limit: b.mode === 'HARD' ? Number(b.ceilingCents * MICROCENTS_PER_CENT) : null }));
      let r;
      try {
        r = await this.ledger.hold({ accounts, holdId, amount, holdTtlMs: this.deps.holdTtlMs, nowMs: now.getTime() });
      } catch (e) {
        this.deps.log.error({ err: (e as Error).message, requestId: caller.requestId }, 'budget hold failed in the shared store; the call is refused');
        throw refused('SVC-BILLING-BUDGET-UNAVAILABLE', 'The budget ledger cannot be reached right now.');
      }
      if (r.outcome === 'held') {
        this.stats.synchronous++;
        if (this.deps.lease && estimate !== null && amount > 0) this.wantLeases(caller, applicable, accounts, amount, period, now.getTime());
        return this.heldFor(caller, applicable, accounts.map((a) => a.key), holdId, candidates, period.start);
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
      throw refused('SVC-BILLING-BUDGET-EXCEEDED', `This call would exceed the HARD budget ${b.id} (${b.scopeType} ${b.scopeId}): its ceiling is ${b.ceilingCents} cents for the period.`, b.id);
    }
    throw refused('SVC-BILLING-BUDGET-UNAVAILABLE', 'The budget ledger did not settle on an answer.');
  }

  private leaseKey(key: string, limit: number | null) {
    return `${key}\u0000${limit ?? 'none'}`;
  }

  private static undrawn(l: Lease) {
    return l.granted - l.drawn - l.release - l.releasing;
  }

  /**
   * Holds the call in memory against this replica's leases when every applicable account (with
   * every candidate provider's PROVIDER budget) has a live lease with `amount` undrawn; null
   * otherwise (the caller takes the synchronous hold). Synchronous from the first check to the last
   * draw, so concurrent calls in this process never draw the same microcent twice.
   */
  private fromLeases(caller: BudgetCaller, all: BudgetDefinition[], providers: readonly string[], amount: number, periodStart: Date, now: number): BudgetHold | null {
    const lease = this.deps.lease!;
    const applicable = all.filter((b) => BudgetGuard.applies(b, caller, providers));
    const drawn: Lease[] = [];
    for (const b of applicable) {
      const limit = b.mode === 'HARD' ? Number(b.ceilingCents * MICROCENTS_PER_CENT) : null;
      const l = this.leases.get(this.leaseKey(budgetLedgerKey(b.id, periodStart), limit));
      // A quarter of the TTL to spare: a renewal that is late does not leave a drawn call unheld.
      if (!l) return null;
      // A SOFT account refuses nothing, so nothing is leased or drawn there: its entry only batches
      // the commits of the calls served from the HARD accounts' leases.
      if (l.limit !== null && (now >= l.validUntil - lease.ttlMs / 4 || BudgetGuard.undrawn(l) < amount)) return null;
      drawn.push(l);
    }
    for (const l of drawn) {
      if (l.limit === null) continue;
      l.drawn += amount;
      l.lastUsed = now;
      if (BudgetGuard.undrawn(l) < l.size / 2) this.schedule(l);
    }
    this.stats.local++;
    let settled = false;
    return {
      providers,
      settle: async (actual, provider) => {
        if (settled) return;
        settled = true;
        const done = applicable.map((b, i) => {
          const l = drawn[i];
          if (l.limit !== null) {
            l.drawn -= amount;
            l.release += amount;
          }
          if (actual !== null && (b.scopeType !== 'PROVIDER' || b.scopeId === provider)) l.commit += Number(actual);
          l.lastCaller = caller;
          const landed = new Promise<void>((resolve) => l.waiters.push(resolve));
          this.schedule(l);
          return landed;
        });
        await Promise.all(done);
      },
    };
  }

  /** After a synchronous hold: asks for (or tops up) a lease in every account the call needed. */
  private wantLeases(caller: BudgetCaller, budgets: BudgetDefinition[], accounts: { key: string; limit: number | null }[], amount: number, period: { start: Date; end: Date }, now: number) {
    const opts = this.deps.lease!;
    budgets.forEach((b, i) => {
      const { key, limit } = accounts[i];
      const k = this.leaseKey(key, limit);
      let l = this.leases.get(k);
      if (!l) {
        l = {
          key, id: `${LEDGER_LEASE_PREFIX}${randomUUID()}`, budget: b, limit, orgId: caller.orgId, period, size: 0, granted: 0, drawn: 0, release: 0, commit: 0, releasing: 0, demand: 0, demandSince: now,
          lastCaller: null, waiters: [], validUntil: 0, lastUsed: now, deniedUntil: 0, running: null, again: false, scheduled: false,
        };
        this.leases.set(k, l);
      }
      if (now - l.demandSince >= opts.ttlMs / 2) {
        l.demand = 0;
        l.demandSince = now;
      }
      l.demand++;
      l.lastUsed = now;
      if (l.demand < opts.after) return;
      if (limit !== null) l.size = Math.max(l.size, Math.round(opts.calls * amount));
      if (now >= l.deniedUntil && BudgetGuard.undrawn(l) < l.size / 2) this.schedule(l);
    });
  }

  /** Steps on a lease soon (settles of the same tick go in one step). */
  private schedule(l: Lease) {
    if (l.scheduled) return;
    l.scheduled = true;
    setImmediate(() => {
      l.scheduled = false;
      void this.sync(l);
    });
  }

  /** One lease's steps run one at a time, so its amount here is always the ledger's after the last step. */
  private sync(l: Lease): Promise<void> {
    if (l.running) {
      l.again = true;
      return l.running;
    }
    l.running = this.step(l).finally(() => {
      l.running = null;
      if (l.again) this.schedule(l);
    });
    return l.running;
  }

  private async step(l: Lease): Promise<void> {
    const opts = this.deps.lease!;
    for (let round = 0; round < 4; round++) {
      l.again = false;
      const now = this.nowMs();
      const release = l.release;
      const commit = l.commit;
      const waiters = l.waiters.splice(0);
      const caller = l.lastCaller;
      const undrawn = l.granted - l.drawn - release;
      const idle = now - l.lastUsed >= opts.ttlMs / 2 || budgetPeriod(new Date(now)).start.getTime() !== l.period.start.getTime();
      const giveBack = this.closing || idle || now < l.deniedUntil;
      const back = giveBack ? Math.max(0, undrawn) : 0;
      let add = !giveBack && undrawn < l.size / 2 ? l.size - undrawn : 0;
      if (add > 0 && !(await this.listen())) add = 0; // never hold a lease it could not be asked to return
      const renew = l.granted > 0 && l.validUntil - now < opts.ttlMs / 2;
      if (release === 0 && commit === 0 && back === 0 && add === 0 && !renew) {
        for (const w of waiters) w();
        if (l.granted === 0 && l.drawn === 0 && idle && !l.again) this.leases.delete(this.leaseKey(l.key, l.limit));
        if (!l.again) return;
        continue;
      }
      l.release -= release;
      l.commit -= commit;
      l.releasing = release + back;
      let r;
      try {
        r = await this.ledger.lease({ key: l.key, leaseId: l.id, limit: l.limit, commit, release: release + back, add, reserve: Math.round(l.size * opts.reserve), ttlMs: opts.ttlMs, nowMs: now });
      } catch (e) {
        // Landed or not, unknown: no draws until a step lands (the lease expires on its own if none
        // does), and the settled calls are sent again (a cost counted twice refuses earlier, never later).
        l.release += release;
        l.commit += commit;
        l.releasing = 0;
        l.validUntil = 0;
        for (const w of waiters) w();
        this.deps.log.error({ err: (e as Error).message, budgetId: l.budget.id }, 'budget lease step failed in the shared store; calls hold synchronously until it lands');
        return;
      }
      l.releasing = 0;
      if (r.outcome === 'missing') {
        // The account is gone (Redis lost it, or its period ended): as for a settle, the usage
        // records keep the cost, and what was leased went with the account. Reopened to lease again.
        l.granted = 0;
        l.validUntil = 0;
        if (add > 0) {
          try {
            await this.open({ orgId: l.orgId, workspaceId: '', apiKeyId: null, requestId: `lease:${l.budget.id}` }, l.budget, l.period, l.key);
            l.again = true;
          } catch {
            /* logged by open(); the next synchronous hold opens it */
          }
        }
      } else {
        const expected = Math.max(0, l.granted - release - back) + (r.granted ? add : 0);
        if (r.leased !== expected) {
          // Expired or lost (Redis restarted): what this replica drew since was not held in the ledger.
          this.stats.lost++;
          this.deps.log.warn({ budgetId: l.budget.id, expected, leased: r.leased }, 'budget lease was not in the ledger as expected (expired or lost)');
        }
        l.granted = r.leased;
        l.validUntil = r.leased > 0 ? now + opts.ttlMs : 0;
        if (r.granted) this.stats.granted++;
        if (add > 0 && !r.granted) {
          // Near the ceiling: give back what is undrawn and hold synchronously (exact) for a TTL.
          this.stats.denied++;
          l.deniedUntil = now + opts.ttlMs;
          l.again = true;
        }
        if (commit > 0 && caller) void this.crossed(caller, l.budget, r.committed - commit, r.committed, l.period.start);
      }
      for (const w of waiters) w();
      if (!l.again) return;
    }
  }

  /** Renews leases in use, gives back idle ones, retries steps that failed. */
  private tick() {
    const ttl = this.deps.lease!.ttlMs;
    const now = this.nowMs();
    for (const l of this.leases.values()) {
      const idle = now - l.lastUsed >= ttl / 2;
      if (l.release > 0 || l.commit > 0 || (l.granted > 0 && (idle || l.validUntil - now < ttl / 2)) || (idle && l.granted === 0 && l.drawn === 0)) this.schedule(l);
    }
  }

  /** Subscribes once to return requests; false when the store cannot (then no leases are taken). */
  private async listen(): Promise<boolean> {
    this.listening ??= this.deps.store.subscribe(LEASE_RETURN_CHANNEL, (key) => this.returnRequested(key)).catch((e) => {
      this.deps.log.error({ err: (e as Error).message }, 'budget lease return channel could not be subscribed; no leases are taken');
      this.listening = null;
      return null;
    });
    return (await this.listening) !== null;
  }

  private returnRequested(key: string) {
    const until = this.nowMs() + this.deps.lease!.ttlMs;
    for (const l of this.leases.values()) {
      if (l.key !== key) continue;
      l.deniedUntil = Math.max(l.deniedUntil, until);
      if (l.granted > 0) this.schedule(l);
    }
  }

  private async askReturn(key: string, caller: BudgetCaller) {
    this.stats.returnsAsked++;
    try {
      await this.deps.store.publish(LEASE_RETURN_CHANNEL, key);
    } catch (e) {
      this.deps.log.warn({ err: (e as Error).message, requestId: caller.requestId }, 'budget lease return could not be asked');
    }
  }

  /** Gives back every lease's undrawn part and sends pending settles (shutdown: before the store closes). */
  async close(timeoutMs = 2_000): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    // Bounded: a store that cannot answer must not hold up shutdown (the leases then expire by their TTL).
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
      timer.unref();
    });
    const work = (async () => {
      for (let round = 0; round < 3 && [...this.leases.values()].some((l) => l.granted > 0 || l.release > 0 || l.commit > 0 || l.running); round++) {
        await Promise.all([...this.leases.values()].map((l) => this.sync(l)));
      }
      const unsubscribe = await this.listening;
      this.listening = null;
      await unsubscribe?.().catch(() => {});
    })();
    await Promise.race([work, deadline]);
    clearTimeout(timer);
  }

  private async open(caller: BudgetCaller, b: BudgetDefinition, period: { start: Date; end: Date }, key: string) {
    try {
      const committed = await this.deps.source.committedMicrocents(caller.orgId, b, period.start, period.end);
      // Kept a day past the period so a late settle still finds it; then the records are the truth.
      await this.ledger.open(key, Number(committed), Math.max(60_000, period.end.getTime() - Date.now() + 86_400_000));
    } catch (e) {
      this.deps.log.error({ err: (e as Error).message, requestId: caller.requestId, budgetId: b.id }, 'budget account could not be opened; the call is refused');
      throw refused('SVC-BILLING-BUDGET-UNAVAILABLE', 'The budget ledger cannot be reached right now.', b.id);
    }
  }

  private heldFor(caller: BudgetCaller, budgets: BudgetDefinition[], keys: string[], holdId: string, providers: string[], periodStart: Date): BudgetHold {
    let settled = false;
    return {
      providers,
      settle: async (actual, provider) => {
        if (settled) return;
        settled = true;
        const commit = budgets.map((b) => (actual !== null && (b.scopeType !== 'PROVIDER' || b.scopeId === provider) ? Number(actual) : 0));
        try {
          const after = await this.ledger.settle({ keys, holdId, commit });
          budgets.forEach((b, i) => {
            const committed = after[i]?.committed;
            if (committed === null || committed === undefined || commit[i] === 0) return;
            void this.crossed(caller, b, committed - commit[i], committed, periodStart);
          });
        } catch (e) {
          this.deps.log.error({ err: (e as Error).message, requestId: caller.requestId, holdId, commit }, 'budget settle failed; the hold expires on its own and the usage record keeps the cost');
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
        type: 'billing.budget.threshold_crossed', budgetId: b.id, orgId: caller.orgId, workspaceId: caller.workspaceId, mode: b.mode, thresholdPct: t,
        periodStart: String(Math.floor(periodStart.getTime() / 1000)), committedCents: String(BigInt(Math.floor(after)) / MICROCENTS_PER_CENT), ceilingCents: String(b.ceilingCents),
      };
      // The outbox first and on its own: it deduplicates the crossing itself, so a shared-store
      // failure below cannot cost the subscribers their event.
      try {
        await this.deps.recordThreshold?.(event);
      } catch (e) {
        this.deps.log.error({ err: (e as Error).message, budgetId: b.id, thresholdPct: t }, 'budget threshold event could not be written to the outbox; subscribers will not receive it');
      }
      try {
        const first = await this.deps.store.setIfAbsent(`budget-alert:${b.id}:${event.periodStart}:${t}`, '1', 40 * 86_400_000);
        if (!first) continue;
        this.deps.log.warn({ event, requestId: caller.requestId }, 'budget alert threshold crossed');
        this.deps.onThreshold?.(event);
        await this.deps.store.publish('billing.budget.threshold_crossed', JSON.stringify(event));
      } catch (e) {
        this.deps.log.error({ err: (e as Error).message, budgetId: b.id, thresholdPct: t }, 'budget threshold event could not be recorded');
      }
    }
  }
}
