import { describe, it, expect } from 'vitest';
import { AppError } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';
import { Authenticator } from './authenticate.ts';
const KEY = (c: string) => `svc_live_${c.repeat(43)}`;

function setup(answer: (key: string) => Promise<{ expires_in: number }>) {
  const seen: string[] = [];
  let minted = 0;
  const identity = {
    exchangeApiKey: async ({ api_key }: { api_key: string }) => {
      seen.push(api_key);
      const r = await answer(api_key);
      return { access_token: `jwt-${++minted}`, key_id: 'key_1', key_class: 'LIVE', ...r };
    },
  } as unknown as IdentityApi;
  return { auth: new Authenticator(identity), seen };
}

describe('API-key exchange cache', () => {
  it('makes one exchange for concurrent requests with the same key, then answers from cache', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { auth, seen } = setup(async () => {
      await gate;
      return { expires_in: 900 };
    });
    const pending = Array.from({ length: 20 }, () => auth.exchangeApiKey(KEY('A')));
    release();
    const results = await Promise.all(pending);
    expect(seen).toEqual([KEY('A')]);
    expect(new Set(results.map((r) => r.token))).toEqual(new Set(['jwt-1']));
    expect(results[0]).toMatchObject({ keyId: 'key_1', keyClass: 'LIVE' });
    expect((await auth.exchangeApiKey(KEY('A'))).token).toBe('jwt-1');
    expect(auth.stats).toEqual({ exchanges: 1, cacheHits: 1 });
    // another key is exchanged on its own
    expect((await auth.exchangeApiKey(KEY('B'))).token).toBe('jwt-2');
  });

  it('does not reuse a token within the margin before its expiry', async () => {
    const { auth, seen } = setup(async () => ({ expires_in: 30 }));
    await auth.exchangeApiKey(KEY('A'));
    await new Promise((r) => setTimeout(r, 5));
    await auth.exchangeApiKey(KEY('A'));
    expect(seen).toHaveLength(2);
  });

  it('does not remember a failed exchange', async () => {
    let fail = true;
    const { auth, seen } = setup(async () => {
      if (fail) throw new AppError('SVC-AUTH-1004');
      return { expires_in: 900 };
    });
    await expect(auth.exchangeApiKey(KEY('A'))).rejects.toMatchObject({ code: 'SVC-AUTH-1004' });
    fail = false;
    expect((await auth.exchangeApiKey(KEY('A'))).token).toBe('jwt-1');
    expect(seen).toHaveLength(2);
  });
});
