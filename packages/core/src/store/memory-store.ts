import { EventEmitter } from 'node:events';
import type { SharedStore } from './shared-store.ts';
import type { MemoryEntry as Entry, MemoryKeyspace, ScriptRunner, StoreScript } from './store-script.ts';

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

  /** What the owners' in-process twins see (store-script.ts). */
  private readonly space: MemoryKeyspace = {
    now: () => this.clock(),
    entry: (key) => this.live(key),
    put: (key, entry) => void this.data.set(key, entry),
    delete: (key) => void this.data.delete(key),
  };

  script<I, O>(def: StoreScript<I, O>): ScriptRunner<I, O> {
    return async (input) => def.memory(this.space, input);
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
