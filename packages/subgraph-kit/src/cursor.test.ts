import { describe, it, expect } from 'vitest';
import { createCursorCodec, cursorCodecFromEnv, MAX_CURSOR_LENGTH } from './cursor.ts';
import { type AppError, ConfigError } from '@svc/core';

const KEY = 'k'.repeat(32);
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).code;
  }
  return 'no error';
};

describe('cursor codec', () => {
  const codec = createCursorCodec({ key: KEY });

  it('round-trips a position for the same workspace and scope', () => {
    const c = codec.mint('ws_a', 'Query.auditEvents', 'backend-token-42');
    expect(c).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(codec.open('ws_a', 'Query.auditEvents', c)).toBe('backend-token-42');
  });

  it('refuses a cursor minted for another workspace (SVC-VALID-4003)', () => {
    const c = codec.mint('ws_a', 'Query.auditEvents', 'p');
    expect(code(() => codec.open('ws_b', 'Query.auditEvents', c))).toBe('SVC-VALID-4003');
  });

  it('refuses a cursor minted for another operation', () => {
    const c = codec.mint('ws_a', 'Query.auditEvents', 'p');
    expect(code(() => codec.open('ws_a', 'Query.memoryEvents', c))).toBe('SVC-VALID-4003');
  });

  it('refuses a tampered payload even with the original signature', () => {
    const c = codec.mint('ws_a', 'Query.auditEvents', 'p');
    const [, sig] = c.split('.');
    const forged = Buffer.from(JSON.stringify({ v: 1, w: 'ws_b', s: 'Query.auditEvents', p: 'p' })).toString(
      'base64url',
    );
    expect(code(() => codec.open('ws_b', 'Query.auditEvents', `${forged}.${sig}`))).toBe('SVC-VALID-4003');
    // One flipped signature character.
    const flipped = c.slice(0, -1) + (c.endsWith('A') ? 'B' : 'A');
    expect(code(() => codec.open('ws_a', 'Query.auditEvents', flipped))).toBe('SVC-VALID-4003');
  });

  it('refuses a cursor signed with another key (another deployment, or a restarted process without CURSOR_SIGNING_KEY)', () => {
    const other = createCursorCodec({ key: 'x'.repeat(32) });
    expect(code(() => codec.open('ws_a', 's', other.mint('ws_a', 's', 'p')))).toBe('SVC-VALID-4003');
    const random1 = createCursorCodec(),
      random2 = createCursorCodec();
    expect(random1.durable).toBe(false);
    expect(code(() => random2.open('ws_a', 's', random1.mint('ws_a', 's', 'p')))).toBe('SVC-VALID-4003');
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['three parts', 'a.b.c'],
    ['non-base64url', 'a+b.c/d'],
    ['empty parts', '.'],
    ['an unsigned payload', Buffer.from('{"v":1,"w":"ws_a","s":"s","p":"p"}').toString('base64url')],
    ['an oversized string', 'a'.repeat(MAX_CURSOR_LENGTH + 1) + '.b'],
  ])('refuses %s', (_label, cursor) => {
    expect(code(() => codec.open('ws_a', 's', cursor))).toBe('SVC-VALID-4003');
  });

  it('names the argument in the error details', () => {
    try {
      codec.open('ws_a', 's', 'junk', 'pageToken');
    } catch (e) {
      expect((e as AppError).details).toEqual({ argument: 'pageToken' });
    }
  });

  it('reads CURSOR_SIGNING_KEY: unset gives a random per-process key, too short is a config error', () => {
    expect(cursorCodecFromEnv({}).durable).toBe(false);
    const a = cursorCodecFromEnv({ CURSOR_SIGNING_KEY: KEY }),
      b = cursorCodecFromEnv({ CURSOR_SIGNING_KEY: KEY });
    expect(a.durable).toBe(true);
    // Two replicas with the same key accept each other's cursors.
    expect(b.open('ws_a', 's', a.mint('ws_a', 's', 'p'))).toBe('p');
    expect(() => cursorCodecFromEnv({ CURSOR_SIGNING_KEY: 'short' })).toThrow(ConfigError);
  });
});
