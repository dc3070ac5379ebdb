import { lazyRequire } from '../module/lazy-require.ts';
import type { RedisClientType } from 'redis';
import type { SharedStore } from './shared-store.ts';
import type { ScriptRunner, StoreScript } from './store-script.ts';

// INCRBY that sets the expiry only when the counter is created.
const INCR_TTL = `
local v = redis.call('INCRBY', KEYS[1], ARGV[1])
if v == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return v
`;

/**
 * The Redis client library, loaded when the first RedisStore is made rather than with this module:
 * every service imports the store module, and one on the in-process store (REDIS_URL unset,
 * `npm start`'s default) never needs the library, which is one of the larger loads at start.
 * Required synchronously, so a store is still made in one step.
 */
const redis = lazyRequire<typeof import('redis')>(import.meta.url, 'redis');

export interface RedisStoreOptions {
  url: string;
  /** Prefix for every key, so several deployments or test runs can share one Redis. Default "svc:". */
  prefix?: string;
  onError?: (err: Error) => void;
}

/**
 * Redis-backed store. Commands fail fast while disconnected (no offline queue) so callers can
 * fail closed; the client reconnects with capped backoff in the background.
 */
export class RedisStore implements SharedStore {
  readonly kind = 'redis' as const;
  private client: RedisClientType;
  private subscriber: RedisClientType | null = null;
  private prefix: string;
  private shas = new Map<string, string>();

  constructor(private opts: RedisStoreOptions) {
    this.prefix = opts.prefix ?? 'svc:';
    this.client = redis().createClient({
      url: opts.url,
      disableOfflineQueue: true,
      socket: { reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000), connectTimeout: 2000 },
    }) as RedisClientType;
    this.client.on('error', (err) => opts.onError?.(err));
  }

  /**
   * Starts connecting without waiting: a Redis that is down at start must not keep the service
   * from starting. Until connected (and during outages) commands reject at once, readiness
   * reports the store down, and the client keeps reconnecting with capped backoff.
   */
  connect(): this {
    this.client.connect().catch((err) => this.opts.onError?.(err));
    return this;
  }

  /** Resolves once connected (tests and scripts that need Redis before they go on). */
  async ready(timeoutMs = 5000): Promise<this> {
    const deadline = Date.now() + timeoutMs;
    while (!this.client.isReady) {
      if (Date.now() > deadline) throw new Error(`redis not ready after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return this;
  }

  private k(key: string) {
    return this.prefix + key;
  }

  /**
   * Runs a Lua script by its SHA1 (EVALSHA), so the hot path does not send the script's text on
   * every call; loads it on first use and again after a Redis restart forgot it (NOSCRIPT).
   */
  private async evalScript(source: string, keys: string[], args: string[]): Promise<unknown> {
    let sha = this.shas.get(source);
    if (sha) {
      try {
        return await this.client.evalSha(sha, { keys, arguments: args });
      } catch (e) {
        if (!String((e as Error).message).startsWith('NOSCRIPT')) throw e;
      }
    }
    sha = (await this.client.scriptLoad(source)) as string;
    this.shas.set(source, sha);
    return this.client.evalSha(sha, { keys, arguments: args });
  }

  async incr(key: string, by: number, ttlMs: number) {
    return Number(await this.evalScript(INCR_TTL, [this.k(key)], [String(by), String(ttlMs)]));
  }

  script<I, O>(def: StoreScript<I, O>): ScriptRunner<I, O> {
    return async (input) => {
      const { keys, args } = def.encode(input);
      return def.decode(
        await this.evalScript(
          def.lua,
          keys.map((k) => this.k(k)),
          args,
        ),
        input,
      );
    };
  }

  async get(key: string) {
    return (await this.client.get(this.k(key))) as string | null;
  }

  async set(key: string, value: string, ttlMs?: number) {
    if (ttlMs) await this.client.set(this.k(key), value, { PX: ttlMs });
    else await this.client.set(this.k(key), value);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.client.set(this.k(key), value, { PX: ttlMs, NX: true })) === 'OK';
  }

  async del(key: string) {
    await this.client.del(this.k(key));
  }

  async ttlMs(key: string) {
    const t = Number(await this.client.pTTL(this.k(key)));
    return t < 0 ? null : t;
  }

  async setAdd(key: string, member: string, ttlMs?: number) {
    const multi = this.client.multi().sAdd(this.k(key), member);
    if (ttlMs) multi.pExpire(this.k(key), ttlMs);
    await multi.exec();
  }

  async setHas(key: string, member: string) {
    return Boolean(await this.client.sIsMember(this.k(key), member));
  }

  async setRemove(key: string, member: string) {
    await this.client.sRem(this.k(key), member);
  }

  async setMembers(key: string) {
    return (await this.client.sMembers(this.k(key))) as string[];
  }

  async publish(channel: string, message: string) {
    await this.client.publish(this.k(channel), message);
  }

  async subscribe(channel: string, onMessage: (message: string) => void) {
    if (!this.subscriber) {
      this.subscriber = this.client.duplicate() as RedisClientType;
      this.subscriber.on('error', (err) => this.opts.onError?.(err));
      await this.subscriber.connect();
    }
    const sub = this.subscriber;
    const listener = (message: string) => onMessage(message);
    await sub.subscribe(this.k(channel), listener);
    return async () => {
      await sub.unsubscribe(this.k(channel), listener);
    };
  }

  async ping() {
    await this.client.ping();
  }

  onConnected(fn: () => void) {
    this.client.on('ready', fn);
    if (this.client.isReady) setImmediate(fn);
  }

  async close() {
    // destroy() also stops a client that is still trying to reconnect.
    for (const c of [this.subscriber, this.client]) {
      if (!c) continue;
      if (c.isReady) await c.quit().catch(() => c.destroy());
      else if (c.isOpen) c.destroy();
    }
  }
}
