/**
 * The gateway's admission decision, one atomic step in the shared store (one round trip to
 * Redis): set-membership refusals (the revocation sets), a required key (identity's "loaded"
 * marker), then rolling windows (the rate limits). A hit is recorded in all windows or in none, so
 * a request refused by one window costs nothing in another. Written twice, side by side: Lua for
 * Redis and the in-process twin; admission.test.ts runs one contract against both.
 */
import { randomUUID } from 'node:crypto';
import type { MemoryKeyspace, ScriptRunner, SharedStore, StoreScript } from '@svc/core';

export interface WindowResult {
  /** Whether this window had room for the hit. */
  allowed: boolean;
  /** Hits inside the window after this call (the hit included when it was admitted). */
  count: number;
  /** When the window is full: milliseconds until its oldest hit leaves it (a slot frees up). */
  retryAfterMs: number;
}

/** A rolling window of `windowMs` admitting at most `limit` hits. */
export interface WindowSpec {
  key: string;
  windowMs: number;
  limit: number;
}

/** The preconditions are checked first, then every window. */
export interface AdmissionQuery {
  /** Refuse, recording nothing, when any of these members is in its set. */
  refuseIfMember?: { set: string; member: string }[];
  /** Refuse, recording nothing, when this key does not exist. */
  requireKey?: string;
  windows: WindowSpec[];
  nowMs?: number;
}

/** `windows[i]` answers `query.windows[i]`; `limited` when any window was full. */
export type AdmissionResult =
  | { outcome: 'member' }
  | { outcome: 'missing-key' }
  | { outcome: 'admitted'; windows: WindowResult[] }
  | { outcome: 'limited'; windows: WindowResult[] };

export type Admit = ScriptRunner<AdmissionQuery, AdmissionResult>;

// Sliding-window logs in sorted sets (trim, count; record the hit in every window only when all
// have room). Members are unique per hit so simultaneous hits in one millisecond all count.
//   KEYS: the sets to look in, [the required key], the window keys
//   ARGV: #sets, has-required-key (0|1), now, hit member, the members to look for, then
//         windowMs and limit for each window
const LUA = `
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

function inMemory(space: MemoryKeyspace, q: AdmissionQuery): AdmissionResult {
  for (const { set, member } of q.refuseIfMember ?? []) {
    if ((space.entry(set)?.value as Set<string> | undefined)?.has(member)) return { outcome: 'member' };
  }
  if (q.requireKey !== undefined && !space.entry(q.requireKey)) return { outcome: 'missing-key' };
  const now = q.nowMs ?? space.now();
  const logs = q.windows.map((w) => {
    let e = space.entry(w.key);
    if (!e) {
      e = { value: [] as number[], expiresAt: null };
      space.put(w.key, e);
    }
    // Hits are appended in time order, so expired ones are a prefix: drop it without scanning the rest.
    const hits = e.value as number[];
    let expired = 0;
    while (expired < hits.length && hits[expired] <= now - w.windowMs) expired++;
    if (expired) hits.splice(0, expired);
    e.expiresAt = now + w.windowMs;
    return hits;
  });
  const full = q.windows.map((w, i) => logs[i].length >= w.limit);
  const admitted = !full.includes(true);
  const windows = q.windows.map((w, i): WindowResult => {
    const hits = logs[i];
    if (admitted) hits.push(now);
    return {
      allowed: !full[i],
      count: hits.length,
      retryAfterMs: full[i] ? (hits.length ? Math.max(0, hits[0] + w.windowMs - now) : w.windowMs) : 0,
    };
  });
  return { outcome: admitted ? 'admitted' : 'limited', windows };
}

export const ADMISSION: StoreScript<AdmissionQuery, AdmissionResult> = {
  name: 'gateway-admission',
  lua: LUA,
  encode(q) {
    const sets = q.refuseIfMember ?? [];
    const now = q.nowMs ?? Date.now();
    const keys = sets.map((m) => m.set);
    if (q.requireKey !== undefined) keys.push(q.requireKey);
    const args = [
      String(sets.length),
      q.requireKey !== undefined ? '1' : '0',
      String(now),
      `${now}-${randomUUID()}`,
      ...sets.map((m) => m.member),
    ];
    for (const w of q.windows) {
      keys.push(w.key);
      args.push(String(w.windowMs), String(w.limit));
    }
    return { keys, args };
  },
  decode(raw, q) {
    const reply = raw as [string, ...number[]];
    const outcome = reply[0];
    if (outcome === 'member' || outcome === 'missing-key') return { outcome };
    const windows: WindowResult[] = q.windows.map((_, i) => {
      const retry = Number(reply[2 + 2 * i]);
      return { allowed: retry < 0, count: Number(reply[1 + 2 * i]), retryAfterMs: Math.max(0, retry) };
    });
    return { outcome: outcome === 'admitted' ? 'admitted' : 'limited', windows };
  },
  memory: inMemory,
};

/** The admission step on `store`. */
export const admission = (store: SharedStore): Admit => store.script(ADMISSION);
