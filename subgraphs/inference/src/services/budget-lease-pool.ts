/**
 * Headroom leases (ADR 005 "Headroom leases"), the budget guard's `lease` option: with Redis, the
 * synchronous hold (budget-guard.ts, step 2) is a round trip on every call's path. Instead each
 * replica leases a slice of each account's headroom (SharedStore.ledgerLease: a hold of its own,
 * with a TTL, granted only while committed + every hold + the lease + a reserve of `reserve` leases
 * fit under the ceiling) and holds calls against its leases in memory, with no round trip, while every applicable account's lease covers the
 * estimate. Settles go to the ledger in batches, one ledgerLease step per lease (commit the actual
 * cost, release the estimate), off the call's path. A lease is topped up in the background when
 * half used, renewed while in use, given back when idle (`ttlMs / 2` without a call), when a
 * top-up is refused near the ceiling, when another replica asks (a hold refused by leases alone
 * publishes LEASE_RETURN_CHANNEL and tries again), and on close; it expires by its TTL if the
 * replica dies. Any call the leases do not cover takes the synchronous hold, which is exact.
 * Exactness is unchanged: leases are holds, so committed + holds (leases included) never passes a
 * HARD ceiling, and a call draws from a lease only what the lease still has undrawn.
 *
 * This module is the pool of one replica's leases; the budget policy (which budgets apply, the
 * synchronous hold, opening accounts, alert thresholds) is budget-guard.ts, which owns the pool.
 */
import { randomUUID } from 'node:crypto';
import type { Logger, SharedStore } from '@svc/core';
import { BudgetLedger, budgetLedgerKey, LEDGER_LEASE_PREFIX } from '@svc/budget-ledger';
import type { BudgetCaller, BudgetDefinition, BudgetHold } from './budget-guard.ts';
import { budgetPeriod, MICROCENTS_PER_CENT } from './budget-period.ts';

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

/** Counters for tests and the bench: calls held from leases, calls held in the ledger, lease steps. */
export interface BudgetStats {
  local: number;
  synchronous: number;
  granted: number;
  denied: number;
  returnsAsked: number;
  lost: number;
}

/** What the pool takes from the budget policy. */
export interface LeasePoolDeps {
  store: SharedStore;
  log: Logger;
  options: LeaseOptions;
  /** The guard's counters (the pool counts leases granted, denied, lost and calls held locally). */
  stats: BudgetStats;
  now: () => number;
  applies(b: BudgetDefinition, caller: BudgetCaller, providers: readonly string[]): boolean;
  /** Opens an account that is missing in the ledger (the policy's step, with its refusal). */
  open(caller: BudgetCaller, b: BudgetDefinition, period: { start: Date; end: Date }, key: string): Promise<void>;
  /** Records the alert thresholds a commit crossed. */
  crossed(caller: BudgetCaller, b: BudgetDefinition, before: number, after: number, periodStart: Date): Promise<void>;
}

const undrawn = (l: Lease) => l.granted - l.drawn - l.release - l.releasing;

export class BudgetLeasePool {
  /** This replica's leases by account key and ceiling (a changed ceiling is another lease). */
  private readonly leases = new Map<string, Lease>();
  private listening: Promise<(() => Promise<void>) | null> | null = null;
  private readonly timer: NodeJS.Timeout;
  private readonly ledger: BudgetLedger;
  private closing = false;

  constructor(private readonly deps: LeasePoolDeps) {
    this.ledger = new BudgetLedger(deps.store);
    this.timer = setInterval(() => this.tick(), Math.max(50, Math.floor(deps.options.ttlMs / 4)));
    this.timer.unref();
  }

  private leaseKey(key: string, limit: number | null) {
    return `${key}\u0000${limit ?? 'none'}`;
  }

  /**
   * Holds the call in memory against this replica's leases when every applicable account (with
   * every candidate provider's PROVIDER budget) has a live lease with `amount` undrawn; null
   * otherwise (the caller takes the synchronous hold). Synchronous from the first check to the last
   * draw, so concurrent calls in this process never draw the same microcent twice.
   */
  draw(
    caller: BudgetCaller,
    all: BudgetDefinition[],
    providers: readonly string[],
    amount: number,
    periodStart: Date,
    now: number,
  ): BudgetHold | null {
    if (this.closing) return null;
    const lease = this.deps.options;
    const applicable = all.filter((b) => this.deps.applies(b, caller, providers));
    const drawn: Lease[] = [];
    for (const b of applicable) {
      const limit = b.mode === 'HARD' ? Number(b.ceilingCents * MICROCENTS_PER_CENT) : null;
      const l = this.leases.get(this.leaseKey(budgetLedgerKey(b.id, periodStart), limit));
      // A quarter of the TTL to spare: a renewal that is late does not leave a drawn call unheld.
      if (!l) return null;
      // A SOFT account refuses nothing, so nothing is leased or drawn there: its entry only batches
      // the commits of the calls served from the HARD accounts' leases.
      if (l.limit !== null && (now >= l.validUntil - lease.ttlMs / 4 || undrawn(l) < amount)) return null;
      drawn.push(l);
    }
    for (const l of drawn) {
      if (l.limit === null) continue;
      l.drawn += amount;
      l.lastUsed = now;
      if (undrawn(l) < l.size / 2) this.schedule(l);
    }
    this.deps.stats.local++;
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
  want(
    caller: BudgetCaller,
    budgets: BudgetDefinition[],
    accounts: { key: string; limit: number | null }[],
    amount: number,
    period: { start: Date; end: Date },
    now: number,
  ) {
    const opts = this.deps.options;
    budgets.forEach((b, i) => {
      const { key, limit } = accounts[i];
      const k = this.leaseKey(key, limit);
      let l = this.leases.get(k);
      if (!l) {
        l = {
          key,
          id: `${LEDGER_LEASE_PREFIX}${randomUUID()}`,
          budget: b,
          limit,
          orgId: caller.orgId,
          period,
          size: 0,
          granted: 0,
          drawn: 0,
          release: 0,
          commit: 0,
          releasing: 0,
          demand: 0,
          demandSince: now,
          lastCaller: null,
          waiters: [],
          validUntil: 0,
          lastUsed: now,
          deniedUntil: 0,
          running: null,
          again: false,
          scheduled: false,
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
      if (now >= l.deniedUntil && undrawn(l) < l.size / 2) this.schedule(l);
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
    const opts = this.deps.options;
    for (let round = 0; round < 4; round++) {
      l.again = false;
      const now = this.deps.now();
      const release = l.release;
      const commit = l.commit;
      const waiters = l.waiters.splice(0);
      const caller = l.lastCaller;
      const undrawn = l.granted - l.drawn - release;
      const idle =
        now - l.lastUsed >= opts.ttlMs / 2 || budgetPeriod(new Date(now)).start.getTime() !== l.period.start.getTime();
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
        r = await this.ledger.lease({
          key: l.key,
          leaseId: l.id,
          limit: l.limit,
          commit,
          release: release + back,
          add,
          reserve: Math.round(l.size * opts.reserve),
          ttlMs: opts.ttlMs,
          nowMs: now,
        });
      } catch (e) {
        // Landed or not, unknown: no draws until a step lands (the lease expires on its own if none
        // does), and the settled calls are sent again (a cost counted twice refuses earlier, never later).
        l.release += release;
        l.commit += commit;
        l.releasing = 0;
        l.validUntil = 0;
        for (const w of waiters) w();
        this.deps.log.error(
          { err: (e as Error).message, budgetId: l.budget.id },
          'budget lease step failed in the shared store; calls hold synchronously until it lands',
        );
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
            await this.deps.open(
              { orgId: l.orgId, workspaceId: '', apiKeyId: null, requestId: `lease:${l.budget.id}` },
              l.budget,
              l.period,
              l.key,
            );
            l.again = true;
          } catch {
            /* logged by open(); the next synchronous hold opens it */
          }
        }
      } else {
        const expected = Math.max(0, l.granted - release - back) + (r.granted ? add : 0);
        if (r.leased !== expected) {
          // Expired or lost (Redis restarted): what this replica drew since was not held in the ledger.
          this.deps.stats.lost++;
          this.deps.log.warn(
            { budgetId: l.budget.id, expected, leased: r.leased },
            'budget lease was not in the ledger as expected (expired or lost)',
          );
        }
        l.granted = r.leased;
        l.validUntil = r.leased > 0 ? now + opts.ttlMs : 0;
        if (r.granted) this.deps.stats.granted++;
        if (add > 0 && !r.granted) {
          // Near the ceiling: give back what is undrawn and hold synchronously (exact) for a TTL.
          this.deps.stats.denied++;
          l.deniedUntil = now + opts.ttlMs;
          l.again = true;
        }
        if (commit > 0 && caller)
          void this.deps.crossed(caller, l.budget, r.committed - commit, r.committed, l.period.start);
      }
      for (const w of waiters) w();
      if (!l.again) return;
    }
  }

  /** Renews leases in use, gives back idle ones, retries steps that failed. */
  private tick() {
    const ttl = this.deps.options.ttlMs;
    const now = this.deps.now();
    for (const l of this.leases.values()) {
      const idle = now - l.lastUsed >= ttl / 2;
      if (
        l.release > 0 ||
        l.commit > 0 ||
        (l.granted > 0 && (idle || l.validUntil - now < ttl / 2)) ||
        (idle && l.granted === 0 && l.drawn === 0)
      )
        this.schedule(l);
    }
  }

  /** Subscribes once to return requests; false when the store cannot (then no leases are taken). */
  private async listen(): Promise<boolean> {
    this.listening ??= this.deps.store
      .subscribe(LEASE_RETURN_CHANNEL, (key) => this.returnRequested(key))
      .catch((e) => {
        this.deps.log.error(
          { err: (e as Error).message },
          'budget lease return channel could not be subscribed; no leases are taken',
        );
        this.listening = null;
        return null;
      });
    return (await this.listening) !== null;
  }

  private returnRequested(key: string) {
    const until = this.deps.now() + this.deps.options.ttlMs;
    for (const l of this.leases.values()) {
      if (l.key !== key) continue;
      l.deniedUntil = Math.max(l.deniedUntil, until);
      if (l.granted > 0) this.schedule(l);
    }
  }

  /** Gives back every lease's undrawn part and sends pending settles (shutdown: before the store closes). */
  async close(timeoutMs = 2_000): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    // Bounded: a store that cannot answer must not hold up shutdown (the leases then expire by their TTL).
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
      timer.unref();
    });
    const work = (async () => {
      for (
        let round = 0;
        round < 3 && [...this.leases.values()].some((l) => l.granted > 0 || l.release > 0 || l.commit > 0 || l.running);
        round++
      ) {
        await Promise.all([...this.leases.values()].map((l) => this.sync(l)));
      }
      const unsubscribe = await this.listening;
      this.listening = null;
      await unsubscribe?.().catch(() => {});
    })();
    await Promise.race([work, deadline]);
    clearTimeout(timer);
  }
}
