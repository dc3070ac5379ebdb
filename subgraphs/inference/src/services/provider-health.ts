/**
 * Provider health from a recent window of this process's own upstream attempts (every try,
 * retries included): success rate, average latency (to response headers for streams, to the
 * full body otherwise), error count and the last error. Per process: replicas do not share it.
 *
 * Status: UNKNOWN with no attempt in the window (the rate and latency are then 0 with
 * requestCount 0, since the schema makes them non-null); HEALTHY at a success rate of at least
 * `healthyRate`, DEGRADED at least `degradedRate`, else UNHEALTHY.
 */
export type HealthStatus = 'HEALTHY' | 'DEGRADED' | 'UNHEALTHY' | 'UNKNOWN';

export interface AttemptRecord {
  at: number;
  ok: boolean;
  latencyMs: number;
  error: string | null;
}

export interface HealthSnapshot {
  requestCount: number;
  errorCount: number;
  successRate: number;
  avgLatencyMs: number;
  lastCheck: Date | null;
  lastError: string | null;
  status: HealthStatus;
}

export interface ProviderHealthOptions {
  /** Length of the window, ms. Default 300000 (5 minutes). */
  windowMs?: number;
  /** Attempts kept per provider at most (bounds memory under load). Default 10000. */
  maxEntries?: number;
  /** Default 0.95. */
  healthyRate?: number;
  /** Default 0.5. */
  degradedRate?: number;
  now?: () => number;
}

export class ProviderHealthTracker {
  private readonly entries = new Map<string, AttemptRecord[]>();
  private readonly windowMs: number;
  private readonly maxEntries: number;
  private readonly healthyRate: number;
  private readonly degradedRate: number;
  private readonly now: () => number;

  constructor(opts: ProviderHealthOptions = {}) {
    this.windowMs = opts.windowMs ?? 300_000;
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.healthyRate = opts.healthyRate ?? 0.95;
    this.degradedRate = opts.degradedRate ?? 0.5;
    this.now = opts.now ?? Date.now;
  }

  /** Records one attempt; the returned record may later be marked failed (a stream that broke). */
  record(providerId: string, ok: boolean, latencyMs: number, error: string | null = null): AttemptRecord {
    let list = this.entries.get(providerId);
    if (!list) this.entries.set(providerId, (list = []));
    const rec: AttemptRecord = { at: this.now(), ok, latencyMs: Math.max(0, latencyMs), error };
    list.push(rec);
    if (list.length > this.maxEntries) list.splice(0, list.length - this.maxEntries);
    return rec;
  }

  /** A stream that started well and then failed counts as a failed attempt. */
  markFailed(rec: AttemptRecord, error: string) {
    rec.ok = false;
    rec.error = error;
    rec.at = this.now();
  }

  snapshot(providerId: string): HealthSnapshot {
    const cutoff = this.now() - this.windowMs;
    const list = (this.entries.get(providerId) ?? []).filter((e) => e.at >= cutoff);
    this.entries.set(providerId, list);
    const requestCount = list.length;
    const errors = list.filter((e) => !e.ok);
    const successRate = requestCount === 0 ? 0 : (requestCount - errors.length) / requestCount;
    const last = list.reduce<AttemptRecord | null>((a, e) => (!a || e.at >= a.at ? e : a), null);
    const lastErr = errors.reduce<AttemptRecord | null>((a, e) => (!a || e.at >= a.at ? e : a), null);
    return {
      requestCount,
      errorCount: errors.length,
      successRate,
      avgLatencyMs:
        requestCount === 0 ? 0 : Math.round((list.reduce((s, e) => s + e.latencyMs, 0) / requestCount) * 10) / 10,
      lastCheck: last ? new Date(last.at) : null,
      lastError: lastErr?.error ?? null,
      status:
        requestCount === 0
          ? 'UNKNOWN'
          : successRate >= this.healthyRate
            ? 'HEALTHY'
            : successRate >= this.degradedRate
              ? 'DEGRADED'
              : 'UNHEALTHY',
    };
  }
}
