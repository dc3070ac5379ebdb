/**
 * Headroom leases (budget-guard.ts, ADR 005 "Headroom leases"): calls held in memory against a
 * replica's lease in the shared ledger, settled in batches. Against the in-process store and, when
 * the run has REDIS_URL, against real Redis with three guards (three replicas) on it: a HARD
 * ceiling is never passed, a dead replica's lease frees its headroom when it expires, an idle
 * lease is given back, and a hold refused only because of other replicas' leases gets them back.
 */
import { describe, it, expect, afterEach } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createLogger, MemoryStore, RedisStore, type SharedStore } from '@svc/core';
import { BudgetLedger, budgetLedgerKey } from '@svc/budget-ledger';
import {
  BudgetGuard,
  budgetPeriod,
  type BudgetDefinition,
  type LeaseOptions,
  type ThresholdCrossed,
} from './budget-guard.ts';

const redisUrl = process.env.REDIS_URL;
const silent = createLogger('test', { level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const c of opened.splice(0).reverse()) await c.close().catch(() => {});
});

function budgetOf(over: Partial<BudgetDefinition> = {}): BudgetDefinition {
  const org = `org_${randomUUID().slice(0, 8)}`;
  return {
    id: `budget_${randomUUID()}`,
    scopeType: 'ORGANIZATION',
    scopeId: org,
    mode: 'HARD',
    ceilingCents: 1n,
    alertThresholdPcts: [],
    ...over,
  };
}
const callerOf = (b: BudgetDefinition) => ({
  orgId: b.scopeId,
  workspaceId: 'ws_1',
  apiKeyId: null,
  requestId: randomUUID(),
});

function guardOn(
  store: SharedStore,
  budgets: BudgetDefinition[],
  lease: LeaseOptions | null,
  onThreshold?: (e: ThresholdCrossed) => void,
) {
  const g = new BudgetGuard({
    store,
    log: silent,
    holdTtlMs: 60_000,
    cacheMs: 60_000,
    lease,
    onThreshold,
    source: { enabledBudgets: async () => budgets, committedMicrocents: async () => 0n },
  });
  opened.push(g);
  return g;
}
const keyOf = (b: BudgetDefinition) => budgetLedgerKey(b.id, budgetPeriod(new Date()).start);
const stores: [string, () => Promise<SharedStore>][] = [['in-process', async () => new MemoryStore()]];
if (redisUrl) stores.push(['redis', () => new RedisStore({ url: redisUrl, prefix: 'svc-test:' }).connect().ready()]);
async function open(factory: () => Promise<SharedStore>) {
  const s = await factory();
  opened.unshift(s); // closed after the guards
  return s;
}

describe.each(stores)('BudgetGuard with headroom leases: %s store', (_, factory) => {
  it('holds calls from the lease once one is granted, settles them into it in one step, and gives it back on close', async () => {
    const store = await open(factory);
    const b = budgetOf({ alertThresholdPcts: [50] });
    const crossed: number[] = [];
    const g = guardOn(store, [b], { calls: 10, reserve: 2, ttlMs: 60_000, after: 1 }, (e) =>
      crossed.push(e.thresholdPct),
    );
    const c = callerOf(b);
    // The first call holds in the ledger (no lease yet) and asks for one: 10 × 10,000.
    const first = await g.hold(c, ['p1'], 10_000n);
    expect(g.stats).toMatchObject({ synchronous: 1, local: 0 });
    await expect.poll(() => g.stats.granted).toBe(1);
    expect(await new BudgetLedger(store).read([keyOf(b)])).toEqual([{ committed: 0, held: 110_000 }]);
    await first.settle(9_000n, 'p1');
    // The next ones draw from the lease: no ledger hold of their own.
    const holds = await Promise.all(Array.from({ length: 5 }, () => g.hold(callerOf(b), ['p1'], 10_000n)));
    expect(g.stats).toMatchObject({ synchronous: 1, local: 5 });
    expect(await new BudgetLedger(store).read([keyOf(b)])).toEqual([{ committed: 9_000, held: 100_000 }]);
    await Promise.all(holds.map((h) => h.settle(8_000n, 'p1')));
    // Settled: each commits its actual cost and releases its estimate from the lease (then topped up to 100,000).
    await expect.poll(async () => (await new BudgetLedger(store).read([keyOf(b)]))[0].committed).toBe(49_000);
    // The 50% threshold (500,000) is not crossed yet; crossing it through leased settles is announced once.
    const many = await Promise.all(Array.from({ length: 8 }, () => g.hold(callerOf(b), ['p1'], 10_000n)));
    await Promise.all(many.map((h) => h.settle(60_000n, 'p1')));
    await expect.poll(() => crossed).toEqual([50]);
    await g.close();
    expect(await new BudgetLedger(store).read([keyOf(b)])).toEqual([{ committed: 529_000, held: 0 }]);
  });

  it('a PROVIDER budget is drawn for every candidate provider and committed only against the one that served', async () => {
    const store = await open(factory);
    const org = budgetOf();
    const p1 = budgetOf({ scopeType: 'PROVIDER', scopeId: 'p1', mode: 'SOFT' });
    const p2 = budgetOf({ scopeType: 'PROVIDER', scopeId: 'p2', mode: 'SOFT' });
    const g = guardOn(store, [org, p1, p2], { calls: 10, reserve: 2, ttlMs: 60_000, after: 1 });
    const c = callerOf(org);
    await (await g.hold(c, ['p1', 'p2'], 1_000n)).settle(700n, 'p2');
    // The SOFT provider budgets take no lease (they refuse nothing); the HARD organization budget does.
    await expect.poll(() => g.stats.granted).toBe(1);
    expect((await new BudgetLedger(store).read([keyOf(p1), keyOf(p2)])).map((x) => x.held)).toEqual([0, 0]);
    const h = await g.hold(callerOf(org), ['p1', 'p2'], 1_000n);
    expect(h.providers).toEqual(['p1', 'p2']);
    expect(g.stats.local).toBe(1);
    await h.settle(600n, 'p1');
    await g.close();
    expect(await new BudgetLedger(store).read([keyOf(org), keyOf(p1), keyOf(p2)])).toEqual([
      { committed: 1_300, held: 0 },
      { committed: 600, held: 0 },
      { committed: 700, held: 0 },
    ]);
  });

  it('near a HARD ceiling grants no lease (the reserve would not stay free) and holds synchronously, exactly', async () => {
    const store = await open(factory);
    const b = budgetOf(); // 1,000,000
    const g = guardOn(store, [b], { calls: 10, reserve: 4, ttlMs: 60_000, after: 1 });
    // A lease of 10 × 30,000 needs 300,000 + 4 × 300,000 free: more than the ceiling.
    const holds = [];
    for (let i = 0; i < 40; i++) {
      const h = await g.hold(callerOf(b), ['p1'], 30_000n).catch((e) => e);
      holds.push(h);
      await sleep(1);
    }
    const ok = holds.filter((h) => !(h instanceof Error));
    expect(ok).toHaveLength(33); // 33 × 30,000 ≤ 1,000,000 < 34 × 30,000
    expect(
      holds
        .filter((h) => h instanceof Error)
        .every((e) => (e as { code?: string }).code === 'SVC-BILLING-BUDGET-EXCEEDED'),
    ).toBe(true);
    expect(g.stats).toMatchObject({ local: 0, granted: 0 });
    expect(g.stats.denied).toBeGreaterThan(0);
    expect(await new BudgetLedger(store).read([keyOf(b)])).toEqual([{ committed: 0, held: 990_000 }]);
  });

  it("at the period rollover calls hold in the new period's account, and the old period's lease is given back", async () => {
    const store = await open(factory);
    const b = budgetOf();
    let now = new Date(Date.UTC(2026, 0, 31, 23, 59, 59));
    const g = new BudgetGuard({
      store,
      log: silent,
      holdTtlMs: 60_000,
      cacheMs: 60_000,
      lease: { calls: 5, reserve: 1, ttlMs: 400, after: 1 },
      now: () => now,
      source: { enabledBudgets: async () => [b], committedMicrocents: async () => 0n },
    });
    opened.push(g);
    const jan = budgetLedgerKey(b.id, new Date(Date.UTC(2026, 0, 1)));
    const feb = budgetLedgerKey(b.id, new Date(Date.UTC(2026, 1, 1)));
    await (await g.hold(callerOf(b), ['p1'], 10_000n)).settle(10_000n, 'p1');
    await expect.poll(() => g.stats.granted).toBe(1);
    now = new Date(Date.UTC(2026, 1, 1, 0, 0, 1));
    await (await g.hold(callerOf(b), ['p1'], 10_000n)).settle(7_000n, 'p1');
    expect(g.stats).toMatchObject({ synchronous: 2, local: 0 }); // January's lease does not serve February
    await expect
      .poll(async () => new BudgetLedger(store).read([jan, feb], now.getTime()), { timeout: 3_000 })
      .toEqual([
        { committed: 10_000, held: 0 },
        { committed: 7_000, held: 50_000 },
      ]);
  });

  it('gives an idle lease back, and takes a new one when calls come again', async () => {
    const store = await open(factory);
    const b = budgetOf();
    const g = guardOn(store, [b], { calls: 5, reserve: 1, ttlMs: 1_000, after: 1 });
    await (await g.hold(callerOf(b), ['p1'], 10_000n)).settle(10_000n, 'p1');
    await expect
      .poll(async () => (await new BudgetLedger(store).read([keyOf(b)]))[0])
      .toEqual({ committed: 10_000, held: 50_000 });
    // No call for half the TTL: given back (well before the TTL would have freed it).
    await expect
      .poll(async () => (await new BudgetLedger(store).read([keyOf(b)]))[0], { timeout: 3_000 })
      .toEqual({ committed: 10_000, held: 0 });
    await (await g.hold(callerOf(b), ['p1'], 10_000n)).settle(10_000n, 'p1');
    await expect
      .poll(async () => (await new BudgetLedger(store).read([keyOf(b)]))[0])
      .toEqual({ committed: 20_000, held: 50_000 });
  });
});

describe.skipIf(!redisUrl)('headroom leases on three replicas sharing one Redis', () => {
  const replicas = async (budgets: BudgetDefinition[], lease: LeaseOptions) => {
    const guards = [];
    for (let i = 0; i < 3; i++)
      guards.push(
        guardOn(
          await open(() => new RedisStore({ url: redisUrl!, prefix: 'svc-test:' }).connect().ready()),
          budgets,
          lease,
        ),
      );
    return guards;
  };

  // With actual = estimate the count is exact: any microcent drawn twice would let one call more through.
  it.each([[7_000], [8_250]])(
    '200 parallel calls with leases active on every replica never pass the HARD ceiling (actual cost %i)',
    async (ACTUAL) => {
      const b = budgetOf(); // 1,000,000 microcents
      const ESTIMATE = 8_250;
      const guards = await replicas([b], { calls: 4, reserve: 2, ttlMs: 30_000, after: 1 });
      const reader = await open(() => new RedisStore({ url: redisUrl!, prefix: 'svc-test:' }).connect().ready());
      // Warm: one call on each replica, so each holds a lease before the burst.
      for (const g of guards) await (await g.hold(callerOf(b), ['p1'], BigInt(ESTIMATE))).settle(BigInt(ACTUAL), 'p1');
      await expect.poll(() => guards.map((g) => g.stats.granted > 0)).toEqual([true, true, true]);
      // Sampled all along: committed + every hold (leases included) stays under the ceiling.
      let sampling = true;
      let worst = 0;
      const sampler = (async () => {
        while (sampling) {
          const [x] = await new BudgetLedger(reader).read([keyOf(b)]);
          worst = Math.max(worst, (x.committed ?? 0) + x.held);
          await sleep(1);
        }
      })();
      const results = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const g = guards[i % 3];
          await sleep(i % 13); // arriving over time, so draws interleave with the lease steps in flight
          try {
            const h = await g.hold(callerOf(b), ['p1'], BigInt(ESTIMATE));
            await sleep(i % 7); // calls of varied length, settled in varied order
            await h.settle(BigInt(ACTUAL), 'p1');
            return 'ok';
          } catch (e) {
            return (e as { code?: string }).code;
          }
        }),
      );
      sampling = false;
      await sampler;
      const ok = results.filter((r) => r === 'ok').length;
      expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['SVC-BILLING-BUDGET-EXCEEDED']));
      // The warm-up committed 3 × 7,000: what is left fits at least 118 estimates at once, at most 138 actual costs.
      expect(ok).toBeGreaterThanOrEqual(Math.floor((1_000_000 - 3 * ACTUAL) / ESTIMATE));
      expect(ok).toBeLessThanOrEqual(Math.floor((1_000_000 - 3 * ACTUAL) / ACTUAL));
      expect(worst).toBeLessThanOrEqual(1_000_000);
      // Leases were in use on all three replicas during the burst.
      expect(guards.map((g) => g.stats.local > 0)).toEqual([true, true, true]);
      await Promise.all(guards.map((g) => g.close()));
      expect(await new BudgetLedger(reader).read([keyOf(b)])).toEqual([{ committed: (ok + 3) * ACTUAL, held: 0 }]);
    },
    60_000,
  );

  it("a hold refused only because of another replica's lease gets it given back; a dead replica's lease frees its headroom by its TTL", async () => {
    const b = budgetOf(); // 1,000,000
    const lease = { calls: 8, reserve: 0, ttlMs: 1_500, after: 1 };
    const [a, c] = await replicas([b], lease);
    // Replica a: one call committing 150,000, then a lease of 8 × 100,000 = 800,000 (150,000 + 800,000 ≤ 1,000,000).
    await (await a.hold(callerOf(b), ['p1'], 100_000n)).settle(150_000n, 'p1');
    await expect.poll(() => a.stats.granted).toBe(1);
    // Replica c needs 100,000: only a's undrawn lease is in the way. a gives it back when asked.
    const held = await c.hold(callerOf(b), ['p1'], 100_000n);
    expect(c.stats.returnsAsked).toBe(1);
    await held.settle(0n, 'p1');

    // Again, but replica a dies holding its lease (no goodbye: its timers stop, its connections drop).
    const b2 = budgetOf();
    const [x, y] = await replicas([b2], lease);
    await (await x.hold(callerOf(b2), ['p1'], 100_000n)).settle(150_000n, 'p1');
    await expect.poll(() => x.stats.granted).toBe(1);
    const xs = x as unknown as { timer: NodeJS.Timeout; deps: { store: SharedStore } };
    clearInterval(xs.timer);
    await xs.deps.store.close();
    await expect(y.hold(callerOf(b2), ['p1'], 100_000n)).rejects.toMatchObject({ code: 'SVC-BILLING-BUDGET-EXCEEDED' });
    // The dead replica's lease expires by its TTL; the headroom is free again.
    await sleep(lease.ttlMs);
    await expect(y.hold(callerOf(b2), ['p1'], 100_000n)).resolves.toMatchObject({ providers: ['p1'] });
  }, 30_000);
});
