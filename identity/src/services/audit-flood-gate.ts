/**
 * The flood bound of refusals identity records itself (a wrong client secret, a spent code, a
 * step-up presented for another operation): a caller who repeats a refused request, or who needs no
 * credential to make one, must not be able to grow a tenant's audit chain without limit.
 *
 * Per subject (a client id, a user id) and fixed window: the first `limit` refusals are recorded,
 * the next one is recorded with `limitReached: true` (so the trail says that more followed), and
 * the rest of the window records nothing. The count is one atomic INCR in the shared store, so the
 * bound is exact under concurrency and across replicas. A store that does not answer admits
 * nothing (the refusal itself never depends on it).
 */
import type { SharedStore } from '@svc/core';

export type GateVerdict = 'record' | 'last' | 'skip';

export class AuditFloodGate {
  constructor(
    private store: SharedStore,
    private opts: { name: string; limit: number; windowSeconds: number },
  ) {}

  get limit() {
    return this.opts.limit;
  }

  get windowSeconds() {
    return this.opts.windowSeconds;
  }

  async admit(subject: string): Promise<GateVerdict> {
    if (this.opts.limit <= 0) return 'skip';
    const n = await this.store.incr(`audit-gate:${this.opts.name}:${subject}`, 1, this.opts.windowSeconds * 1000);
    if (n <= this.opts.limit) return 'record';
    return n === this.opts.limit + 1 ? 'last' : 'skip';
  }

  /** The details a `last` event adds. */
  limitDetails() {
    return { limitReached: true, limit: this.opts.limit, windowSeconds: this.opts.windowSeconds };
  }
}

/**
 * A per-process cap of `limit` a fixed minute, for the refusal recorders' totals (edge denials,
 * token denials): unlike AuditFloodGate it is not shared across replicas, because it bounds what
 * one process spends on recording, not what a subject can make the trail hold.
 */
export class PerMinuteCap {
  private windowStart = 0;
  private n = 0;

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the current minute has a slot left (a new minute starts empty). */
  hasRoom(): boolean {
    const t = this.now();
    if (t - this.windowStart >= 60_000) {
      this.windowStart = t;
      this.n = 0;
    }
    return this.n < this.limit;
  }

  /** Takes a slot; call after `hasRoom()` said yes. */
  take(): void {
    this.n++;
  }

  tryTake(): boolean {
    if (!this.hasRoom()) return false;
    this.take();
    return true;
  }
}
