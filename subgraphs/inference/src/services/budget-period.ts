/** The budgets' period and money unit, shared by the budget policy and the lease pool. */
export const MICROCENTS_PER_CENT = 1_000_000n;

/** The calendar month (UTC) of `now`: the budgets' period, as the billing subgraph reports it. */
export function budgetPeriod(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}
