/**
 * Spending ledgers (budgets that hold, ADR 005): an account is one budget in one period, with its
 * committed spend and the holds of the calls in flight, in integer microcents (exact below 2^53,
 * about 90 million USD). A hold is placed in every account of a call or in none; each hold
 * expires on its own (`holdTtlMs`), so a caller that died mid-call does not keep the money held
 * for ever. Billing owns budgets and this library; inference holds and settles, billing reads.
 * Each step is one atomic script in the shared store (ledger-scripts.ts).
 */
import type { ScriptRunner, SharedStore } from '@svc/core';
import { LEDGER_HOLD, LEDGER_LEASE, LEDGER_OPEN, LEDGER_READ, LEDGER_SETTLE } from './ledger-scripts.ts';
import type {
  LedgerBalance,
  LedgerHoldQuery,
  LedgerHoldResult,
  LedgerLeaseQuery,
  LedgerLeaseResult,
  LedgerSettleQuery,
} from './ledger-types.ts';

export * from './ledger-types.ts';

export class BudgetLedger {
  /** Opens an account with its committed spend unless it is open already (then nothing changes). */
  readonly open: (key: string, committed: number, ttlMs: number) => Promise<void>;
  /** Checks every account's limit and places the hold in all of them, in one atomic step. */
  readonly hold: ScriptRunner<LedgerHoldQuery, LedgerHoldResult>;
  /**
   * Removes the hold `holdId` from each account and adds `commit[i]` to account i's committed
   * spend (an account that is not open is left alone: its next opening counts from the records).
   * Returns each account's balance after, in one atomic step.
   */
  readonly settle: ScriptRunner<LedgerSettleQuery, LedgerBalance[]>;
  /** Settles into, grows, renews or gives back a headroom lease (LedgerLeaseQuery), in one atomic step. */
  readonly lease: ScriptRunner<LedgerLeaseQuery, LedgerLeaseResult>;
  readonly read: (keys: string[], nowMs?: number) => Promise<LedgerBalance[]>;

  constructor(store: SharedStore) {
    const open = store.script(LEDGER_OPEN);
    const read = store.script(LEDGER_READ);
    this.open = (key, committed, ttlMs) => open({ key, committed, ttlMs });
    this.hold = store.script(LEDGER_HOLD);
    this.settle = store.script(LEDGER_SETTLE);
    this.lease = store.script(LEDGER_LEASE);
    this.read = async (keys, nowMs) => (keys.length === 0 ? [] : read({ keys, nowMs }));
  }
}
