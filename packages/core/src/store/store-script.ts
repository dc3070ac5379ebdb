/**
 * An owner's atomic operation on the shared store. The store itself offers only key-value
 * primitives; an algorithm that must read and write several keys in one step (a rate-limit
 * admission, a budget ledger) belongs to the service that owns it, which writes it twice, side by
 * side: Lua for Redis, and a synchronous twin for the in-process store. One contract test of the
 * owner runs against both. `store.script(def)` turns a definition into a function.
 */

/** An entry of the in-process store: primitives keep strings, counters (numbers) and sets (Set<string>). */
export interface MemoryEntry {
  value: unknown;
  /** Epoch milliseconds; null: no expiry. */
  expiresAt: number | null;
}

/** What an in-process twin may touch: the store's entries, expired ones already dropped. */
export interface MemoryKeyspace {
  /** The store's clock (epoch milliseconds). */
  now(): number;
  entry(key: string): MemoryEntry | undefined;
  put(key: string, entry: MemoryEntry): void;
  delete(key: string): void;
}

export interface StoreScript<I, O> {
  /** Names the script in errors. */
  readonly name: string;
  /** Runs in Redis (EVALSHA; loaded on first use and again after Redis forgot it). */
  readonly lua: string;
  /** KEYS and ARGV for the Lua; keys unprefixed (the store adds its prefix). */
  encode(input: I): { keys: string[]; args: string[] };
  /** The Lua's reply as the result. */
  decode(reply: unknown, input: I): O;
  /**
   * The in-process twin. It must not yield (no await, no callback): Node runs it to completion,
   * which is what makes it as atomic as the Lua.
   */
  memory(space: MemoryKeyspace, input: I): O;
}

export type ScriptRunner<I, O> = (input: I) => Promise<O>;
