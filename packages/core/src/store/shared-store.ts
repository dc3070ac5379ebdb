/**
 * State every replica must share: counters, values and sets with TTL, publish/subscribe, and
 * the owners' atomic scripts (store-script.ts). Two implementations (Redis and in-process) pass
 * one contract suite (shared-store.contract.ts). Every method is atomic with respect to
 * concurrent callers. Domain algorithms are not here: each lives with its owner as a script.
 */
import type { ScriptRunner, StoreScript } from './store-script.ts';

export interface SharedStore {
  readonly kind: 'redis' | 'memory';
  /** Adds `by` to a counter; a new counter expires `ttlMs` after creation. Returns the new value. */
  incr(key: string, by: number, ttlMs: number): Promise<number>;
  /** The owner's script as a function: one atomic step (one round trip to Redis) per call. */
  script<I, O>(def: StoreScript<I, O>): ScriptRunner<I, O>;
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
