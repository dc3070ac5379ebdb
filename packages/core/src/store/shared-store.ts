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
