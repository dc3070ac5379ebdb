import { createClient, type RedisClientType } from 'redis';
import { randomUUID } from 'node:crypto';
import { LEDGER_LEASE_PREFIX, type AdmissionQuery, type AdmissionResult, type LedgerBalance, type LedgerHoldQuery, type LedgerHoldResult, type LedgerLeaseQuery, type LedgerLeaseResult, type SharedStore, type WindowResult } from './shared-store.ts';

// One admission decision, atomic in Redis: set-membership refusals, a required key, then
// sliding-window logs in sorted sets (trim, count; record the hit in every window only when all
// have room). Members are unique per hit so simultaneous hits in one millisecond all count.
//   KEYS: the sets to look in, [the required key], the window keys
//   ARGV: #sets, has-required-key (0|1), now, hit member, the members to look for, then
//         windowMs and limit for each window
const ADMIT = `
local nsets, hasreq, now, hit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
for i = 1, nsets do
  if redis.call('SISMEMBER', KEYS[i], ARGV[4 + i]) == 1 then return {'member'} end
end
local k = nsets
if hasreq == 1 then
  k = k + 1
  if redis.call('EXISTS', KEYS[k]) == 0 then return {'missing-key'} end
end
local a = 4 + nsets
local nwin = #KEYS - k
local counts, retries, admitted = {}, {}, true
for j = 1, nwin do
  local key, window, limit = KEYS[k + j], tonumber(ARGV[a + 2 * j - 1]), tonumber(ARGV[a + 2 * j])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  counts[j] = redis.call('ZCARD', key)
  retries[j] = -1
  if counts[j] >= limit then
    admitted = false
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    if oldest[2] then retries[j] = tonumber(oldest[2]) + window - now else retries[j] = window end
  end
end
local out = {admitted and 'admitted' or 'limited'}
for j = 1, nwin do
  local key, window = KEYS[k + j], tonumber(ARGV[a + 2 * j - 1])
  if admitted then
    redis.call('ZADD', key, now, hit)
    counts[j] = counts[j] + 1
  end
  redis.call('PEXPIRE', key, window)
  out[#out + 1] = counts[j]
  out[#out + 1] = retries[j]
end
return out
`;

// INCRBY that sets the expiry only when the counter is created.
const INCR_TTL = `
local v = redis.call('INCRBY', KEYS[1], ARGV[1])
if v == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return v
`;

// Ledger accounts (shared-store.ts): per account three keys, its committed spend (a string
// integer, INCRBY exact in int64), its holds (hash id → amount) and their expiries (sorted set).
// Expired holds are dropped before anything is summed. held() answers the live holds' sum and
// the part of it held by headroom leases (ids starting with 'lease:', LEDGER_LEASE_PREFIX).
// Money comparisons run on Lua numbers: exact below 2^53 microcents.
//   KEYS: committed keys (n), hold hashes (n), expiry sets (n)
const LEDGER_PRUNE = `
local function held(h, x, now)
  local gone = redis.call('ZRANGEBYSCORE', x, '-inf', now)
  if #gone > 0 then
    redis.call('HDEL', h, unpack(gone))
    redis.call('ZREMRANGEBYSCORE', x, '-inf', now)
  end
  local s, l = 0, 0
  local all = redis.call('HGETALL', h)
  for i = 1, #all, 2 do
    local v = tonumber(all[i + 1])
    s = s + v
    if string.sub(all[i], 1, 6) == '${LEDGER_LEASE_PREFIX}' then l = l + v end
  end
  return s, l
end
`;
//   ARGV: n, now, hold id, amount, hold ttl, then each account's limit (-1: none)
const LEDGER_HOLD = `${LEDGER_PRUNE}
local n, now, id, amount, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5])
for i = 1, n do
  local c = redis.call('GET', KEYS[i])
  if not c then return {'missing', i - 1} end
  local s, l = held(KEYS[n + i], KEYS[2 * n + i], now)
  local limit = tonumber(ARGV[5 + i])
  if limit >= 0 and tonumber(c) + s + amount > limit then return {'refused', i - 1, c, tostring(s), tostring(l)} end
end
for i = 1, n do
  local life = redis.call('PTTL', KEYS[i])
  redis.call('HSET', KEYS[n + i], id, ARGV[4])
  redis.call('ZADD', KEYS[2 * n + i], now + ttl, id)
  if life > 0 then
    redis.call('PEXPIRE', KEYS[n + i], life)
    redis.call('PEXPIRE', KEYS[2 * n + i], life)
  end
end
return {'held'}
`;
//   ARGV: n, now, hold id, then each account's commit (an integer string)
const LEDGER_SETTLE = `${LEDGER_PRUNE}
local n, now, id = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local out = {}
for i = 1, n do
  redis.call('HDEL', KEYS[n + i], id)
  redis.call('ZREM', KEYS[2 * n + i], id)
  local c = '-'
  if redis.call('EXISTS', KEYS[i]) == 1 then c = tostring(redis.call('INCRBY', KEYS[i], ARGV[3 + i])) end
  out[#out + 1] = c
  out[#out + 1] = tostring(held(KEYS[n + i], KEYS[2 * n + i], now))
end
return out
`;
// One step on a headroom lease (shared-store.ts, LedgerLeaseQuery), one account:
//   KEYS: committed key, hold hash, expiry set
//   ARGV: now, lease id, commit, release, add, reserve, ttl, limit (-1: none)
const LEDGER_LEASE = `${LEDGER_PRUNE}
local now, id, commit, release, add = tonumber(ARGV[1]), ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5])
local reserve, ttl, limit = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
if redis.call('EXISTS', KEYS[1]) == 0 then return {'missing'} end
held(KEYS[2], KEYS[3], now)
local lease = math.max(0, tonumber(redis.call('HGET', KEYS[2], id) or '0') - release)
local c = tonumber(redis.call('INCRBY', KEYS[1], commit))
local others = held(KEYS[2], KEYS[3], now) - tonumber(redis.call('HGET', KEYS[2], id) or '0')
local granted = 0
if add > 0 and (limit < 0 or c + others + lease + add + reserve <= limit) then
  lease = lease + add
  granted = 1
end
if lease > 0 then
  redis.call('HSET', KEYS[2], id, string.format('%d', lease))
  redis.call('ZADD', KEYS[3], now + ttl, id)
  local life = redis.call('PTTL', KEYS[1])
  if life > 0 then
    redis.call('PEXPIRE', KEYS[2], life)
    redis.call('PEXPIRE', KEYS[3], life)
  end
else
  redis.call('HDEL', KEYS[2], id)
  redis.call('ZREM', KEYS[3], id)
end
return {'done', granted, tostring(c), string.format('%d', others + lease), string.format('%d', lease)}
`;
//   ARGV: n, now
const LEDGER_READ = `${LEDGER_PRUNE}
local n, now = tonumber(ARGV[1]), tonumber(ARGV[2])
local out = {}
for i = 1, n do
  out[#out + 1] = redis.call('GET', KEYS[i]) or '-'
  out[#out + 1] = tostring(held(KEYS[n + i], KEYS[2 * n + i], now))
end
return out
`;

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
    this.client = createClient({
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
  private async script(source: string, keys: string[], args: string[]): Promise<unknown> {
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
    return Number(await this.script(INCR_TTL, [this.k(key)], [String(by), String(ttlMs)]));
  }

  async admit(q: AdmissionQuery): Promise<AdmissionResult> {
    const sets = q.refuseIfMember ?? [];
    const now = q.nowMs ?? Date.now();
    const keys = sets.map((m) => this.k(m.set));
    if (q.requireKey !== undefined) keys.push(this.k(q.requireKey));
    const args = [String(sets.length), q.requireKey !== undefined ? '1' : '0', String(now), `${now}-${randomUUID()}`, ...sets.map((m) => m.member)];
    for (const w of q.windows) {
      keys.push(this.k(w.key));
      args.push(String(w.windowMs), String(w.limit));
    }
    const reply = (await this.script(ADMIT, keys, args)) as [string, ...number[]];
    const outcome = reply[0];
    if (outcome === 'member' || outcome === 'missing-key') return { outcome };
    const windows: WindowResult[] = q.windows.map((_, i) => {
      const retry = Number(reply[2 + 2 * i]);
      return { allowed: retry < 0, count: Number(reply[1 + 2 * i]), retryAfterMs: Math.max(0, retry) };
    });
    return { outcome: outcome === 'admitted' ? 'admitted' : 'limited', windows };
  }

  /** An account's three keys (LEDGER_PRUNE), laid out as the ledger scripts expect. */
  private ledgerKeys(keys: string[]) {
    const base = keys.map((k) => this.k(`ledger:${k}`));
    return [...base, ...base.map((k) => `${k}:h`), ...base.map((k) => `${k}:x`)];
  }

  private static balances(reply: string[]): LedgerBalance[] {
    const out: LedgerBalance[] = [];
    for (let i = 0; i < reply.length; i += 2) out.push({ committed: reply[i] === '-' ? null : Number(reply[i]), held: Number(reply[i + 1]) });
    return out;
  }

  async ledgerOpen(key: string, committed: number, ttlMs: number) {
    await this.client.set(this.k(`ledger:${key}`), String(committed), { NX: true, PX: ttlMs });
  }

  async ledgerHold(q: LedgerHoldQuery): Promise<LedgerHoldResult> {
    const keys = this.ledgerKeys(q.accounts.map((a) => a.key));
    const args = [String(q.accounts.length), String(q.nowMs ?? Date.now()), q.holdId, String(q.amount), String(q.holdTtlMs), ...q.accounts.map((a) => String(a.limit ?? -1))];
    const reply = (await this.script(LEDGER_HOLD, keys, args)) as [string, number?, string?, string?, string?];
    if (reply[0] === 'held') return { outcome: 'held' };
    if (reply[0] === 'missing') return { outcome: 'missing', index: Number(reply[1]) };
    return { outcome: 'refused', index: Number(reply[1]), committed: Number(reply[2]), held: Number(reply[3]), leased: Number(reply[4]) };
  }

  async ledgerSettle(q: { keys: string[]; holdId: string; commit: number[]; nowMs?: number }) {
    const args = [String(q.keys.length), String(q.nowMs ?? Date.now()), q.holdId, ...q.keys.map((_, i) => String(Math.trunc(q.commit[i] ?? 0)))];
    return RedisStore.balances((await this.script(LEDGER_SETTLE, this.ledgerKeys(q.keys), args)) as string[]);
  }

  async ledgerLease(q: LedgerLeaseQuery): Promise<LedgerLeaseResult> {
    const int = (n: number) => String(Math.max(0, Math.trunc(n)));
    const args = [String(q.nowMs ?? Date.now()), q.leaseId, int(q.commit), int(q.release), int(q.add), int(q.reserve), String(q.ttlMs), String(q.limit ?? -1)];
    const reply = (await this.script(LEDGER_LEASE, this.ledgerKeys([q.key]), args)) as [string, number?, string?, string?, string?];
    if (reply[0] === 'missing') return { outcome: 'missing' };
    return { outcome: 'done', granted: Number(reply[1]) === 1, committed: Number(reply[2]), held: Number(reply[3]), leased: Number(reply[4]) };
  }

  async ledgerRead(keys: string[], nowMs?: number) {
    if (keys.length === 0) return [];
    return RedisStore.balances((await this.script(LEDGER_READ, this.ledgerKeys(keys), [String(keys.length), String(nowMs ?? Date.now())])) as string[]);
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
