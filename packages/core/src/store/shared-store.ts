/**
 * State every gateway replica must share: counters, sliding windows, sets and values with TTL,
 * publish/subscribe. Two implementations (Redis and in-process) pass one contract suite
 * (shared-store.contract.ts). Every method is atomic with respect to concurrent callers.
 */
export interface WindowResult {
  /** Whether this window had room for the hit. */
  allowed: boolean;
  /** Hits inside the window after this call (the hit included when it was admitted). */
  count: number;
  /** When the window is full: milliseconds until its oldest hit leaves it (a slot frees up). */
  retryAfterMs: number;
}

/** A rolling window of `windowMs` admitting at most `limit` hits. */
export interface WindowSpec { key: string; windowMs: number; limit: number }

/**
 * One atomic admission decision: the preconditions are checked first, then every window. A hit is
 * recorded in all windows or in none, so a request refused by one window costs nothing in another.
 */
export interface AdmissionQuery {
  /** Refuse, recording nothing, when any of these members is in its set. */
  refuseIfMember?: { set: string; member: string }[];
  /** Refuse, recording nothing, when this key does not exist. */
  requireKey?: string;
  windows: WindowSpec[];
  nowMs?: number;
}

/** `windows[i]` answers `query.windows[i]`; `limited` when any window was full. */
export type AdmissionResult = { outcome: 'member' } | { outcome: 'missing-key' } | { outcome: 'admitted'; windows: WindowResult[] } | { outcome: 'limited'; windows: WindowResult[] };

/**
 * Spending ledgers (budgets that hold): an account is one budget in one period, with its committed
 * spend and the holds of the calls in flight, in integer microcents (exact below 2^53, about 90
 * million USD). A hold is placed in every account of a call or in none; each hold expires on its
 * own (`holdTtlMs`), so a caller that died mid-call does not keep the money held for ever.
 */
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
/** `missing`: that account has no committed figure yet (open it with ledgerOpen, then hold again). */
/**
 * `refused`: `held` counts every live hold of the account, `leased` the part of it held by
 * headroom leases (ids starting with LEDGER_LEASE_PREFIX): when committed + held - leased + amount
 * fits, the refusal is caused by leases alone.
 */
export type LedgerHoldResult =
  | { outcome: 'held' }
  | { outcome: 'missing'; index: number }
  | { outcome: 'refused'; index: number; committed: number; held: number; leased: number };

/** Hold ids starting with this are headroom leases (a replica's slice of an account, ledgerLease). */
export const LEDGER_LEASE_PREFIX = 'lease:';

/**
 * One step on a replica's headroom lease in one account, in one atomic step (one round trip):
 *   1. reduce the lease by `release` (the estimates of settled calls, then any unused part given back;
 *      never below 0) and add `commit` to the committed spend;
 *   2. when `add` > 0, grow the lease by `add` only if committed + every live hold (this lease
 *      included) + add + `reserve` ≤ `limit` (null: a SOFT account, always granted): the reserve
 *      is headroom that must stay free for other replicas' holds after this lease;
 *   3. a lease left above 0 lives `ttlMs` from `nowMs` again; at 0 it is removed.
 * A lease is a hold like any other (same hash, same expiry), so ledgerHold counts it and a replica
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

/** The ledger account of a budget in the period starting at `periodStart`: inference holds and settles it, billing reads it. */
export const budgetLedgerKey = (budgetId: string, periodStart: Date) => `budget:${budgetId}:${Math.floor(periodStart.getTime() / 1000)}`;

/**
 * Published by identity when an organization's plan changed (message: `{"orgId": …, "plan": …}`);
 * every gateway drops that organization's cached rate-limit tier on it.
 */
export const ORG_PLAN_CHANGED_CHANNEL = 'identity:org-plan-changed';

export interface SharedStore {
  readonly kind: 'redis' | 'memory';
  /** Adds `by` to a counter; a new counter expires `ttlMs` after creation. Returns the new value. */
  incr(key: string, by: number, ttlMs: number): Promise<number>;
  /**
   * Set-membership and key preconditions plus rolling windows, decided in one atomic step (one
   * round trip to Redis): exact under concurrency across replicas.
   */
  admit(query: AdmissionQuery): Promise<AdmissionResult>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only when absent; true when this call set it (a distributed once-only). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  del(key: string): Promise<void>;
  ttlMs(key: string): Promise<number | null>;
  setAdd(key: string, member: string, ttlMs?: number): Promise<void>;
  setHas(key: string, member: string): Promise<boolean>;
  setRemove(key: string, member: string): Promise<void>;
  setMembers(key: string): Promise<string[]>;
  /** Opens an account with its committed spend unless it is open already (then nothing changes). */
  ledgerOpen(key: string, committed: number, ttlMs: number): Promise<void>;
  /** Checks every account's limit and places the hold in all of them, in one atomic step. */
  ledgerHold(q: LedgerHoldQuery): Promise<LedgerHoldResult>;
  /**
   * Removes the hold `holdId` from each account and adds `commit[i]` to account i's committed
   * spend (an account that is not open is left alone: its next opening counts from the records).
   * Returns each account's balance after, in one atomic step.
   */
  ledgerSettle(q: { keys: string[]; holdId: string; commit: number[]; nowMs?: number }): Promise<LedgerBalance[]>;
  ledgerRead(keys: string[], nowMs?: number): Promise<LedgerBalance[]>;
  /** Settles into, grows, renews or gives back a headroom lease (LedgerLeaseQuery), in one atomic step. */
  ledgerLease(q: LedgerLeaseQuery): Promise<LedgerLeaseResult>;
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; returns the unsubscribe function. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  /**
   * Runs `fn` now if connected and again after every reconnect (a Redis that restarted without
   * persistence has lost its data; owners of shared state re-publish it here).
   */
  onConnected(fn: () => void): void;
  close(): Promise<void>;
}
