/**
 * State every gateway replica must share: counters, sliding windows, sets and values with TTL,
 * publish/subscribe. Two implementations (Redis and in-process) pass one contract suite
 * (shared-store.contract.ts). Every method is atomic with respect to concurrent callers.
 */
export interface WindowResult {
  /** Whether this hit was admitted (counted). A rejected hit is not recorded. */
  allowed: boolean;
  /** Hits inside the window after this call. */
  count: number;
  /** Milliseconds until the oldest counted hit leaves the window (when a slot frees up). */
  retryAfterMs: number;
}

export interface SharedStore {
  readonly kind: 'redis' | 'memory';
  /** Adds `by` to a counter; a new counter expires `ttlMs` after creation. Returns the new value. */
  incr(key: string, by: number, ttlMs: number): Promise<number>;
  /** Rolling window of `windowMs` admitting at most `limit` hits; exact under concurrency. */
  hitWindow(key: string, windowMs: number, limit: number, nowMs?: number): Promise<WindowResult>;
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
