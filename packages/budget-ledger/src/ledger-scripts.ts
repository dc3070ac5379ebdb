/**
 * The ledger's atomic steps, each written twice side by side: Lua for Redis and the in-process
 * twin (which runs to completion without yielding, so it is as atomic). budget-ledger.test.ts runs
 * one contract against both.
 */
import type { MemoryKeyspace, StoreScript } from '@svc/core';
import {
  LEDGER_LEASE_PREFIX,
  type LedgerBalance,
  type LedgerHoldQuery,
  type LedgerHoldResult,
  type LedgerLeaseQuery,
  type LedgerLeaseResult,
  type LedgerSettleQuery,
} from './ledger-types.ts';

// Per account three keys, its committed spend (a string
// integer, INCRBY exact in int64), its holds (hash id → amount) and their expiries (sorted set).
// Expired holds are dropped before anything is summed. held() answers the live holds' sum and
// the part of it held by headroom leases (ids starting with LEDGER_LEASE_PREFIX).
// Money comparisons run on Lua numbers: exact below 2^53 microcents.
//   KEYS: committed keys (n), hold hashes (n), expiry sets (n)
const PRUNE_LUA = `
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
const HOLD_LUA = `${PRUNE_LUA}
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
const SETTLE_LUA = `${PRUNE_LUA}
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
// One step on a headroom lease (LedgerLeaseQuery), one account:
//   KEYS: committed key, hold hash, expiry set
//   ARGV: now, lease id, commit, release, add, reserve, ttl, limit (-1: none)
const LEASE_LUA = `${PRUNE_LUA}
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
const READ_LUA = `${PRUNE_LUA}
local n, now = tonumber(ARGV[1]), tonumber(ARGV[2])
local out = {}
for i = 1, n do
  out[#out + 1] = redis.call('GET', KEYS[i]) or '-'
  out[#out + 1] = tostring(held(KEYS[n + i], KEYS[2 * n + i], now))
end
return out
`;

/** An account's three keys, laid out as the scripts expect (KEYS above). */
function layout(keys: string[]) {
  const base = keys.map((k) => `ledger:${k}`);
  return [...base, ...base.map((k) => `${k}:h`), ...base.map((k) => `${k}:x`)];
}

function balances(reply: string[]): LedgerBalance[] {
  const out: LedgerBalance[] = [];
  for (let i = 0; i < reply.length; i += 2)
    out.push({ committed: reply[i] === '-' ? null : Number(reply[i]), held: Number(reply[i + 1]) });
  return out;
}

/** In process, an account is one entry: committed microcents and the live holds (id → amount and expiry). */
interface Account {
  committed: number;
  holds: Map<string, { amount: number; expiresAt: number }>;
}

function account(space: MemoryKeyspace, key: string, now: number): Account | undefined {
  const a = space.entry(`ledger:${key}`)?.value as Account | undefined;
  if (!a) return undefined;
  for (const [id, h] of a.holds) if (h.expiresAt <= now) a.holds.delete(id);
  return a;
}

function heldIn(a: Account | undefined) {
  let sum = 0;
  for (const h of a?.holds.values() ?? []) sum += h.amount;
  return sum;
}

const int = (n: number) => Math.max(0, Math.trunc(n));

export const LEDGER_OPEN: StoreScript<{ key: string; committed: number; ttlMs: number }, void> = {
  name: 'ledger-open',
  lua: `redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) return 0`,
  encode: (q) => ({ keys: [`ledger:${q.key}`], args: [String(q.committed), String(q.ttlMs)] }),
  decode: () => undefined,
  memory(space, q) {
    if (space.entry(`ledger:${q.key}`)) return;
    space.put(`ledger:${q.key}`, {
      value: { committed: q.committed, holds: new Map() } satisfies Account,
      expiresAt: space.now() + q.ttlMs,
    });
  },
};

export const LEDGER_HOLD: StoreScript<LedgerHoldQuery, LedgerHoldResult> = {
  name: 'ledger-hold',
  lua: HOLD_LUA,
  encode: (q) => ({
    keys: layout(q.accounts.map((a) => a.key)),
    args: [
      String(q.accounts.length),
      String(q.nowMs ?? Date.now()),
      q.holdId,
      String(q.amount),
      String(q.holdTtlMs),
      ...q.accounts.map((a) => String(a.limit ?? -1)),
    ],
  }),
  decode(raw) {
    const reply = raw as [string, number?, string?, string?, string?];
    if (reply[0] === 'held') return { outcome: 'held' };
    if (reply[0] === 'missing') return { outcome: 'missing', index: Number(reply[1]) };
    return {
      outcome: 'refused',
      index: Number(reply[1]),
      committed: Number(reply[2]),
      held: Number(reply[3]),
      leased: Number(reply[4]),
    };
  },
  memory(space, q) {
    const now = q.nowMs ?? space.now();
    const accounts: Account[] = [];
    for (const [index, { key, limit }] of q.accounts.entries()) {
      const a = account(space, key, now);
      if (!a) return { outcome: 'missing', index };
      const held = heldIn(a);
      if (limit !== null && a.committed + held + q.amount > limit) {
        let leased = 0;
        for (const [id, h] of a.holds) if (id.startsWith(LEDGER_LEASE_PREFIX)) leased += h.amount;
        return { outcome: 'refused', index, committed: a.committed, held, leased };
      }
      accounts.push(a);
    }
    for (const a of accounts) a.holds.set(q.holdId, { amount: q.amount, expiresAt: now + q.holdTtlMs });
    return { outcome: 'held' };
  },
};

export const LEDGER_SETTLE: StoreScript<LedgerSettleQuery, LedgerBalance[]> = {
  name: 'ledger-settle',
  lua: SETTLE_LUA,
  encode: (q) => ({
    keys: layout(q.keys),
    args: [
      String(q.keys.length),
      String(q.nowMs ?? Date.now()),
      q.holdId,
      ...q.keys.map((_, i) => String(Math.trunc(q.commit[i] ?? 0))),
    ],
  }),
  decode: (raw) => balances(raw as string[]),
  memory(space, q) {
    const now = q.nowMs ?? space.now();
    return q.keys.map((key, i) => {
      const a = account(space, key, now);
      if (!a) return { committed: null, held: 0 };
      a.holds.delete(q.holdId);
      a.committed += q.commit[i] ?? 0;
      return { committed: a.committed, held: heldIn(a) };
    });
  },
};

export const LEDGER_LEASE: StoreScript<LedgerLeaseQuery, LedgerLeaseResult> = {
  name: 'ledger-lease',
  lua: LEASE_LUA,
  encode: (q) => ({
    keys: layout([q.key]),
    args: [
      String(q.nowMs ?? Date.now()),
      q.leaseId,
      String(int(q.commit)),
      String(int(q.release)),
      String(int(q.add)),
      String(int(q.reserve)),
      String(q.ttlMs),
      String(q.limit ?? -1),
    ],
  }),
  decode(raw) {
    const reply = raw as [string, number?, string?, string?, string?];
    if (reply[0] === 'missing') return { outcome: 'missing' };
    return {
      outcome: 'done',
      granted: Number(reply[1]) === 1,
      committed: Number(reply[2]),
      held: Number(reply[3]),
      leased: Number(reply[4]),
    };
  },
  memory(space, q) {
    const now = q.nowMs ?? space.now();
    const a = account(space, q.key, now);
    if (!a) return { outcome: 'missing' };
    const current = a.holds.get(q.leaseId)?.amount ?? 0;
    let lease = Math.max(0, current - int(q.release));
    a.committed += int(q.commit);
    const others = heldIn(a) - current;
    let granted = false;
    const add = int(q.add);
    if (add > 0 && (q.limit === null || a.committed + others + lease + add + int(q.reserve) <= q.limit)) {
      lease += add;
      granted = true;
    }
    if (lease > 0) a.holds.set(q.leaseId, { amount: lease, expiresAt: now + q.ttlMs });
    else a.holds.delete(q.leaseId);
    return { outcome: 'done', granted, committed: a.committed, held: others + lease, leased: lease };
  },
};

export const LEDGER_READ: StoreScript<{ keys: string[]; nowMs?: number }, LedgerBalance[]> = {
  name: 'ledger-read',
  lua: READ_LUA,
  encode: (q) => ({ keys: layout(q.keys), args: [String(q.keys.length), String(q.nowMs ?? Date.now())] }),
  decode: (raw) => balances(raw as string[]),
  memory(space, q) {
    const now = q.nowMs ?? space.now();
    return q.keys.map((key) => {
      const a = account(space, key, now);
      return { committed: a ? a.committed : null, held: heldIn(a) };
    });
  },
};
