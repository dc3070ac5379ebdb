import { describe, it, expect } from 'vitest';
import { uuidv7, prefixedId } from './ids.ts';

describe('uuidv7', () => {
  it('is an RFC 9562 version-7 UUID carrying the given millisecond time in its first 48 bits', () => {
    const t = Date.UTC(2026, 10, 22, 5, 30, 0, 123);
    const id = uuidv7(t);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(t);
  });

  it('sorts by creation time across milliseconds, and never repeats across many pool refills', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => uuidv7(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // The random tail of ids minted in the same millisecond differs too (5000 × 10 bytes > 4 KiB pool).
    const same = Array.from({ length: 5000 }, () => uuidv7(1_700_000_000_000).slice(15));
    expect(new Set(same).size).toBe(same.length);
  });
});

describe('prefixedId', () => {
  it('is the prefix and the requested number of random bytes in base64url, each unique', () => {
    const ids = Array.from({ length: 2000 }, () => prefixedId('org'));
    for (const id of ids.slice(0, 5)) expect(id).toMatch(/^org_[A-Za-z0-9_-]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Buffer.from(prefixedId('k', 5000).slice(2), 'base64url')).toHaveLength(5000);
  });
});
