import { describe, it, expect } from 'vitest';
import { MemoryStore } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';
import { RateLimiter } from './rate-limiter.ts';
import { admission } from './admission.ts';
import { refusal } from '../../../packages/core/src/errors/refusal.testing.ts';

function limiter(plan: string | Error, store = new MemoryStore()) {
  const calls = { getOrganization: 0 };
  const identity = {
    getOrganization: async () => {
      calls.getOrganization++;
      if (plan instanceof Error) throw plan;
      return { plan };
    },
  } as unknown as IdentityApi;
  const rl = new RateLimiter(store, identity, {
    perMinute: { FREE: 5, PRO: 8, ENTERPRISE: 10 },
    anonymousPerMinute: 2,
    sandboxPerWindow: 3,
    sandboxWindowMs: 86_400_000,
    tierCacheMs: 60_000,
  });
  return { rl, calls, store };
}

const caller = (over: Partial<{ sub: string; apiKeyClass: string }> = {}) => ({
  sub: 'usr_1',
  orgId: 'org_1',
  workspaceId: 'ws_1',
  ...over,
});

describe('RateLimiter', () => {
  it("admits the organization's tier limit per user per minute, then SVC-RATE-2001 with retryAfter", async () => {
    const { rl, calls } = limiter('PRO');
    const seen = [];
    for (let i = 0; i < 8; i++) seen.push(await rl.hit(caller()));
    expect(seen[0]).toMatchObject({ 'x-ratelimit-limit': '8', 'x-ratelimit-remaining': '7' });
    expect(seen[7]['x-ratelimit-remaining']).toBe('0');
    // warning from 80 percent used (7 of 8 is 87.5 %; 6 of 8 is 75 %)
    expect(seen[5]['x-quota-warning']).toBeUndefined();
    expect(seen[6]['x-quota-warning']).toBe('88% of 8 used');
    expect(Number(seen[0]['x-quota-reset'])).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 59);
    const e = await refusal(rl.hit(caller()));
    expect(e.code).toBe('SVC-RATE-2001');
    expect(e.details).toMatchObject({ limit: 8, window: 'minute' });
    expect(e.details?.retryAfter).toBeGreaterThanOrEqual(1);
    expect(e.details?.retryAfter).toBeLessThanOrEqual(60);
    // another user of the same organization has a budget of its own; the tier was read once
    expect((await rl.hit(caller({ sub: 'usr_2' })))['x-ratelimit-remaining']).toBe('7');
    expect(calls.getOrganization).toBe(1);
  });

  it('drops the cached tier when identity announces a plan change, and ignores a malformed announcement', async () => {
    let plan = 'PRO';
    const identity = { getOrganization: async () => ({ plan }) } as unknown as IdentityApi;
    const rl = new RateLimiter(new MemoryStore(), identity, {
      perMinute: { FREE: 5, PRO: 8, ENTERPRISE: 10 },
      anonymousPerMinute: 2,
      sandboxPerWindow: 3,
      sandboxWindowMs: 86_400_000,
      tierCacheMs: 60_000,
    });
    expect((await rl.hit(caller()))['x-ratelimit-limit']).toBe('8');
    plan = 'FREE';
    expect((await rl.hit(caller()))['x-ratelimit-limit']).toBe('8'); // cached
    for (const junk of ['', 'not json', '{"orgId": 7}', 'null', '{"orgId": "org_other"}']) rl.planChanged(junk);
    expect((await rl.hit(caller()))['x-ratelimit-limit']).toBe('8');
    rl.planChanged(JSON.stringify({ orgId: 'org_1', plan: 'FREE' }));
    expect((await rl.hit(caller()))['x-ratelimit-limit']).toBe('5');
  });

  it('does not cache a tier read that an announcement overtook', async () => {
    let plan = 'PRO';
    let release: () => void = () => {};
    const identity = {
      getOrganization: async () => {
        const p = plan;
        await new Promise<void>((r) => (release = r));
        return { plan: p };
      },
    } as unknown as IdentityApi;
    const rl = new RateLimiter(new MemoryStore(), identity, {
      perMinute: { FREE: 5, PRO: 8, ENTERPRISE: 10 },
      anonymousPerMinute: 2,
      sandboxPerWindow: 3,
      sandboxWindowMs: 86_400_000,
      tierCacheMs: 60_000,
    });
    const first = rl.hit(caller());
    await new Promise((r) => setImmediate(r));
    plan = 'FREE';
    rl.planChanged(JSON.stringify({ orgId: 'org_1' }));
    release();
    expect((await first)['x-ratelimit-limit']).toBe('8'); // answered with what identity said then
    const second = rl.hit(caller());
    await new Promise((r) => setImmediate(r));
    release();
    expect((await second)['x-ratelimit-limit']).toBe('5'); // read again, not served from a stale cache
  });

  it('treats an unknown plan as FREE, and keeps FREE while identity cannot be asked', async () => {
    expect((await limiter('MYSTERY').rl.hit(caller()))['x-ratelimit-limit']).toBe('5');
    expect((await limiter(new Error('identity down')).rl.hit(caller()))['x-ratelimit-limit']).toBe('5');
  });

  it('holds SANDBOX keys to their 24-hour window too, and a request refused there counts in neither window', async () => {
    const { rl, store } = limiter('ENTERPRISE');
    const sandbox = caller({ apiKeyClass: 'SANDBOX' });
    const first = await rl.hit(sandbox);
    // the tighter window (2 left of 3, against 9 of 10) is the one the client sees
    expect(first).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '2' });
    await rl.hit(sandbox);
    await rl.hit(sandbox);
    const e = await refusal(rl.hit(sandbox));
    expect(e.details).toMatchObject({ limit: 3, window: '24h' });
    expect(e.details?.retryAfter).toBeGreaterThan(86_000);
    // the refused hit did not use the per-minute budget: 3 of 10 used, so 7 remain before this one
    const r = await admission(store)({ windows: [{ key: 'rl:ENTERPRISE:usr_1', windowMs: 60_000, limit: 10 }] });
    expect(r).toMatchObject({ outcome: 'admitted', windows: [{ count: 4 }] });
  });

  it('limits anonymous requests per client address, without asking identity anything', async () => {
    const { rl, calls } = limiter('PRO');
    expect(await rl.hitAnonymous('1.2.3.4')).toMatchObject({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '1' });
    await rl.hitAnonymous('1.2.3.4');
    const e = await refusal(rl.hitAnonymous('1.2.3.4'));
    expect(e.code).toBe('SVC-RATE-2001');
    expect((await rl.hitAnonymous('5.6.7.8'))['x-ratelimit-remaining']).toBe('1');
    expect(calls.getOrganization).toBe(0);
  });

  it('checks preconditions in the same step first: a refused one throws its own error and counts nothing', async () => {
    const { rl, store } = limiter('ENTERPRISE');
    const pre = {
      conditions: { refuseIfMember: [{ set: 'revoked:jti', member: 'j1' }], requireKey: 'loaded' },
      refuse(outcome: string): never {
        throw new Error(`refused: ${outcome}`);
      },
    };
    await expect(rl.hit(caller(), pre)).rejects.toThrow('refused: missing-key');
    await store.set('loaded', '1');
    expect((await rl.hit(caller(), pre))['x-ratelimit-remaining']).toBe('9');
    await store.setAdd('revoked:jti', 'j1');
    await expect(rl.hit(caller(), pre)).rejects.toThrow('refused: member');
    // neither refusal was counted
    expect((await rl.hit(caller()))['x-ratelimit-remaining']).toBe('8');
  });

  it('fails closed with SVC-SERVER-9003 when the store cannot answer; anonymous requests fall back to a local window', async () => {
    const store = new MemoryStore();
    store.script = () => async () => {
      throw new Error('connection lost');
    };
    const { rl } = limiter('FREE', store);
    const e = await refusal(rl.hit(caller()));
    expect(e.code).toBe('SVC-SERVER-9003');
    expect((await rl.hitAnonymous('1.2.3.4'))['x-ratelimit-remaining']).toBe('1');
    await rl.hitAnonymous('1.2.3.4');
    expect((await refusal(rl.hitAnonymous('1.2.3.4'))).code).toBe('SVC-RATE-2001');
  });
});
