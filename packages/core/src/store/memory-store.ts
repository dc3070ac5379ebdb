import { EventEmitter } from 'node:events';
import { LEDGER_LEASE_PREFIX, type AdmissionQuery, type AdmissionResult, type LedgerBalance, type LedgerHoldQuery, type LedgerHoldResult, type LedgerLeaseQuery, type LedgerLeaseResult, type SharedStore, type WindowResult } from './shared-store.ts';

/** A ledger account: committed microcents and the live holds (id → amount and expiry). */
interface Account { committed: number; holds: Map<string, { amount: number; expiresAt: number }> }

interface Entry { value: unknown; expiresAt: number | null }

/**
 * In-process store for a single replica (REDIS_URL unset). Node runs these methods to completion
 * without interleaving, so each is atomic. Expired entries are dropped lazily and by a sweep.
 */
export class MemoryStore implements SharedStore {
  readonly kind = 'memory' as const;
  private data = new Map<string, Entry>();
  private bus = new EventEmitter();
  private sweeper: NodeJS.Timeout;

  constructor(private clock: () => number = Date.now) {
    this.bus.setMaxListeners(0);
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const e = this.data.get(key);
    if (e && e.expiresAt !== null && e.expiresAt <= this.clock()) {
      this.data.delete(key);
      return undefined;
    }
    return e;
  }

  private sweep() {
    const now = this.clock();
    for (const [k, e] of this.data) if (e.expiresAt !== null && e.expiresAt <= now) this.data.delete(k);
  }

  async incr(key: string, by: number, ttlMs: number) {
    const e = this.live(key);
    if (!e) {
      this.data.set(key, { value: by, expiresAt: this.clock() + ttlMs });
      return by;
    }
    e.value = (e.value as number) + by;
    return e.value as number;
  }

  async admit(q: AdmissionQuery): Promise<AdmissionResult> {
    for (const { set, member } of q.refuseIfMember ?? []) if (this.setHasNow(set, member)) return { outcome: 'member' };
    if (q.requireKey !== undefined && !this.live(q.requireKey)) return { outcome: 'missing-key' };
    const now = q.nowMs ?? this.clock();
    const logs = q.windows.map((w) => {
      let e = this.live(w.key);
      if (!e) {
        e = { value: [] as number[], expiresAt: null };
        this.data.set(w.key, e);
      }
      // Hits are appended in time order, so expired ones are a prefix: drop it without scanning the rest.
      const hits = e.value as number[];
      let expired = 0;
      while (expired < hits.length && hits[expired] <= now - w.windowMs) expired++;
      if (expired) hits.splice(0, expired);
      e.expiresAt = now + w.windowMs;
      return hits;
    });
    const full = q.windows.map((w, i) => logs[i].length >= w.limit);
    const admitted = !full.includes(true);
    const windows = q.windows.map((w, i): WindowResult => {
      const hits = logs[i];
      if (admitted) hits.push(now);
      return { allowed: !full[i], count: hits.length, retryAfterMs: full[i] ? (hits.length ? Math.max(0, hits[0] + w.windowMs - now) : w.windowMs) : 0 };
    });
    return { outcome: admitted ? 'admitted' : 'limited', windows };
  }

  async get(key: string) {
    const e = this.live(key);
    return e ? String(e.value) : null;
  }

  async set(key: string, value: string, ttlMs?: number) {
    this.data.set(key, { value, expiresAt: ttlMs ? this.clock() + ttlMs : null });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    this.data.set(key, { value, expiresAt: this.clock() + ttlMs });
    return true;
  }

  async del(key: string) {
    this.data.delete(key);
  }

  async ttlMs(key: string) {
    const e = this.live(key);
    if (!e || e.expiresAt === null) return null;
    return e.expiresAt - this.clock();
  }

  async setAdd(key: string, member: string, ttlMs?: number) {
    let e = this.live(key);
    if (!e) {
      e = { value: new Set<string>(), expiresAt: null };
      this.data.set(key, e);
    }
    (e.value as Set<string>).add(member);
    if (ttlMs) e.expiresAt = this.clock() + ttlMs;
  }

  async setHas(key: string, member: string) {
    return this.setHasNow(key, member);
  }

  // Synchronous on purpose: admit() must not yield between its checks, or it would stop being atomic.
  private setHasNow(key: string, member: string) {
    const e = this.live(key);
    return !!e && (e.value as Set<string>).has(member);
  }

  async setRemove(key: string, member: string) {
    const e = this.live(key);
    if (e) (e.value as Set<string>).delete(member);
  }

  async setMembers(key: string) {
    const e = this.live(key);
    return e ? [...(e.value as Set<string>)] : [];
  }

  private account(key: string, now: number): Account | undefined {
    const e = this.live(key);
    if (!e) return undefined;
    const a = e.value as Account;
    for (const [id, h] of a.holds) if (h.expiresAt <= now) a.holds.delete(id);
    return a;
  }

  private static heldIn(a: Account | undefined) {
    let sum = 0;
    for (const h of a?.holds.values() ?? []) sum += h.amount;
    return sum;
  }

  async ledgerOpen(key: string, committed: number, ttlMs: number) {
    if (this.live(key)) return;
    this.data.set(key, { value: { committed, holds: new Map() } satisfies Account, expiresAt: this.clock() + ttlMs });
  }

  // Synchronous from the first check to the last write: a hold is atomic like Redis's script.
  async ledgerHold(q: LedgerHoldQuery): Promise<LedgerHoldResult> {
    const now = q.nowMs ?? this.clock();
    const accounts: Account[] = [];
    for (const [index, { key, limit }] of q.accounts.entries()) {
      const a = this.account(key, now);
      if (!a) return { outcome: 'missing', index };
      const held = MemoryStore.heldIn(a);
      if (limit !== null && a.committed + held + q.amount > limit) {
        let leased = 0;
        for (const [id, h] of a.holds) if (id.startsWith(LEDGER_LEASE_PREFIX)) leased += h.amount;
        return { outcome: 'refused', index, committed: a.committed, held, leased };
      }
      accounts.push(a);
    }
    for (const a of accounts) a.holds.set(q.holdId, { amount: q.amount, expiresAt: now + q.holdTtlMs });
    return { outcome: 'held' };
  }

  async ledgerSettle(q: { keys: string[]; holdId: string; commit: number[]; nowMs?: number }): Promise<LedgerBalance[]> {
    const now = q.nowMs ?? this.clock();
    return q.keys.map((key, i) => {
      const a = this.account(key, now);
      if (!a) return { committed: null, held: 0 };
      a.holds.delete(q.holdId);
      a.committed += q.commit[i] ?? 0;
      return { committed: a.committed, held: MemoryStore.heldIn(a) };
    });
  }

  // Synchronous throughout, like ledgerHold: atomic like Redis's script.
  async ledgerLease(q: LedgerLeaseQuery): Promise<LedgerLeaseResult> {
    const now = q.nowMs ?? this.clock();
    const a = this.account(q.key, now);
    if (!a) return { outcome: 'missing' };
    const int = (n: number) => Math.max(0, Math.trunc(n));
    const current = a.holds.get(q.leaseId)?.amount ?? 0;
    let lease = Math.max(0, current - int(q.release));
    a.committed += int(q.commit);
    const others = MemoryStore.heldIn(a) - current;
    let granted = false;
    const add = int(q.add);
    if (add > 0 && (q.limit === null || a.committed + others + lease + add + int(q.reserve) <= q.limit)) {
      lease += add;
      granted = true;
    }
    if (lease > 0) a.holds.set(q.leaseId, { amount: lease, expiresAt: now + q.ttlMs });
    else a.holds.delete(q.leaseId);
    return { outcome: 'done', granted, committed: a.committed, held: others + lease, leased: lease };
  }

  async ledgerRead(keys: string[], nowMs?: number): Promise<LedgerBalance[]> {
    const now = nowMs ?? this.clock();
    return keys.map((key) => {
      const a = this.account(key, now);
      return { committed: a ? a.committed : null, held: MemoryStore.heldIn(a) };
    });
  }

  async publish(channel: string, message: string) {
    // Deliver asynchronously, as Redis would: a publisher never runs subscribers inline.
    setImmediate(() => this.bus.emit(channel, message));
  }

  async subscribe(channel: string, onMessage: (message: string) => void) {
    this.bus.on(channel, onMessage);
    return async () => {
      this.bus.off(channel, onMessage);
    };
  }

  async ping() {}

  onConnected(fn: () => void) {
    // Always connected, never loses data on its own.
    setImmediate(fn);
  }

  async close() {
    clearInterval(this.sweeper);
    this.bus.removeAllListeners();
    this.data.clear();
  }
}
