/** What the ledger's steps take and answer (budget-ledger.ts says what a ledger is). */
export interface LedgerAccount {
  key: string;
  /** Refuse a hold that would take committed + held + amount past this (microcents); null: never refuse (a SOFT budget). */
  limit: number | null;
}
export interface LedgerHoldQuery {
  accounts: LedgerAccount[];
  holdId: string;
  amount: number;
  holdTtlMs: number;
  nowMs?: number;
}
/**
 * `missing`: that account has no committed figure yet (open it, then hold again).
 * `refused`: `held` counts every live hold of the account, `leased` the part of it held by
 * headroom leases (ids starting with LEDGER_LEASE_PREFIX): when committed + held - leased + amount
 * fits, the refusal is caused by leases alone.
 */
export type LedgerHoldResult =
  | { outcome: 'held' }
  | { outcome: 'missing'; index: number }
  | { outcome: 'refused'; index: number; committed: number; held: number; leased: number };

/** Hold ids starting with this are headroom leases (a replica's slice of an account, `lease`). */
export const LEDGER_LEASE_PREFIX = 'lease:';

/**
 * One step on a replica's headroom lease in one account, in one atomic step (one round trip):
 *   1. reduce the lease by `release` (the estimates of settled calls, then any unused part given back;
 *      never below 0) and add `commit` to the committed spend;
 *   2. when `add` > 0, grow the lease by `add` only if committed + every live hold (this lease
 *      included) + add + `reserve` ≤ `limit` (null: a SOFT account, always granted): the reserve
 *      is headroom that must stay free for other replicas' holds after this lease;
 *   3. a lease left above 0 lives `ttlMs` from `nowMs` again; at 0 it is removed.
 * A lease is a hold like any other (same hash, same expiry), so `hold` counts it and a replica
 * that died frees its lease when it expires.
 */
export interface LedgerLeaseQuery {
  key: string;
  /** Starts with LEDGER_LEASE_PREFIX. */
  leaseId: string;
  limit: number | null;
  commit: number;
  release: number;
  add: number;
  reserve: number;
  ttlMs: number;
  nowMs?: number;
}
/** `missing`: the account is not open; nothing was changed (open it, then lease again). */
export type LedgerLeaseResult =
  | { outcome: 'missing' }
  | { outcome: 'done'; granted: boolean; committed: number; held: number; leased: number };
export interface LedgerBalance {
  /** Null when the account is not open (never opened, or expired). */
  committed: number | null;
  /** Live holds (expired ones are not counted). */
  held: number;
}
export interface LedgerSettleQuery {
  keys: string[];
  holdId: string;
  commit: number[];
  nowMs?: number;
}

/** The ledger account of a budget in the period starting at `periodStart`. */
export const budgetLedgerKey = (budgetId: string, periodStart: Date) =>
  `budget:${budgetId}:${Math.floor(periodStart.getTime() / 1000)}`;
