import { describe, it, expect } from 'vitest';
import type { IdentityApi } from '@svc/grpc';
import { IdentityRevocationChecker } from './revocation.ts';

function checker(cacheMs: number, answer: () => Promise<boolean>) {
  const calls = { isRevoked: 0 };
  const identity = {
    isRevoked: async () => (calls.isRevoked++, { revoked: await answer() }),
  } as unknown as IdentityApi;
  return { c: new IdentityRevocationChecker(identity, cacheMs), calls };
}

describe('IdentityRevocationChecker', () => {
  it('remembers a "not revoked" answer for its cache time, per token and family', async () => {
    const { c, calls } = checker(60_000, async () => false);
    await c.assertNotRevoked('j1', 'f1');
    await c.assertNotRevoked('j1', 'f1');
    expect(calls.isRevoked).toBe(1);
    await c.assertNotRevoked('j1', undefined);
    await c.assertNotRevoked('j2', 'f1');
    expect(calls.isRevoked).toBe(3);
  });

  it('asks every time when the cache time is 0, and after it has passed', async () => {
    const { c, calls } = checker(0, async () => false);
    for (let i = 0; i < 3; i++) await c.assertNotRevoked('j1', 'f1');
    expect(calls.isRevoked).toBe(3);
    const short = checker(1, async () => false);
    await short.c.assertNotRevoked('j1', 'f1');
    await new Promise((r) => setTimeout(r, 5));
    await short.c.assertNotRevoked('j1', 'f1');
    expect(short.calls.isRevoked).toBe(2);
  });

  it('never remembers a revoked token or a failed check, and fails closed', async () => {
    let state: 'revoked' | 'down' | 'fine' = 'revoked';
    const { c, calls } = checker(60_000, async () => {
      if (state === 'down') throw new Error('unreachable');
      return state === 'revoked';
    });
    await expect(c.assertNotRevoked('j1', 'f1')).rejects.toMatchObject({ code: 'SVC-AUTH-1007' });
    await expect(c.assertNotRevoked('j1', 'f1')).rejects.toMatchObject({ code: 'SVC-AUTH-1007' });
    state = 'down';
    await expect(c.assertNotRevoked('j1', 'f1')).rejects.toMatchObject({ code: 'SVC-SERVER-9001' });
    state = 'fine';
    await c.assertNotRevoked('j1', 'f1');
    expect(calls.isRevoked).toBe(4);
  });
});
