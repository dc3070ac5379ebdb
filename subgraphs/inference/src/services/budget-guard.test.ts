import { describe, it, expect } from 'vitest';
import { createLogger, MemoryStore } from '@svc/core';
import { BudgetGuard, type BudgetDefinition } from './budget-guard.ts';

const caller = { orgId: 'org_1', workspaceId: 'ws_1', apiKeyId: null, requestId: 'r1' };
const budget = (over: Partial<BudgetDefinition>): BudgetDefinition => ({
  id: 'b1',
  scopeType: 'ORGANIZATION',
  scopeId: 'org_1',
  mode: 'HARD',
  ceilingCents: 1n,
  alertThresholdPcts: [],
  ...over,
});

function guard(budgets: BudgetDefinition[]) {
  return new BudgetGuard({
    store: new MemoryStore(),
    log: createLogger('test', { level: 'silent' }),
    holdTtlMs: 60_000,
    cacheMs: 60_000,
    source: { enabledBudgets: async () => budgets, committedMicrocents: async () => 0n },
  });
}

describe('BudgetGuard: the estimate is worked out only when a budget applies', () => {
  it('no budget, or only budgets of other subjects: the estimate function is never called and nothing is held', async () => {
    for (const budgets of [
      [],
      [budget({ scopeType: 'WORKSPACE', scopeId: 'ws_other' }), budget({ scopeType: 'PROVIDER', scopeId: 'p9' })],
    ]) {
      let calls = 0;
      const hold = await guard(budgets).hold(caller, ['p1'], () => {
        calls++;
        return 10n;
      });
      expect(calls).toBe(0);
      expect(hold.providers).toEqual(['p1']);
    }
  });

  it('an applicable budget: called once, and its answer is what is held (a HARD ceiling refuses past it)', async () => {
    let calls = 0;
    const g = guard([budget({})]); // 1 cent = 1,000,000 microcents
    const held = await g.hold(caller, ['p1'], () => {
      calls++;
      return 600_000n;
    });
    expect(calls).toBe(1);
    await expect(g.hold({ ...caller, requestId: 'r2' }, ['p1'], () => 600_000n)).rejects.toMatchObject({
      code: 'SVC-BILLING-BUDGET-EXCEEDED',
    });
    await held.settle(null, null);
    await expect(g.hold({ ...caller, requestId: 'r3' }, ['p1'], () => null)).rejects.toMatchObject({
      code: 'SVC-BILLING-BUDGET-UNPRICED',
    });
  });
});
