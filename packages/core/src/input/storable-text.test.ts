import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { AppError } from '../errors/app-error.ts';
import {
  assertStorableInput,
  findInputProblem,
  isStorableText,
  jsonTextDepth,
  MAX_INPUT_DEPTH,
  unstorableReason,
} from './storable-text.ts';

/** An array nested `n` levels deep, built without recursion. */
function nested(n: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < n; i++) v = [v];
  return v;
}

describe('storable text', () => {
  it('finds NUL and unpaired surrogates, accepts paired ones and ordinary text', () => {
    expect(unstorableReason('cli\u0000x')).toBe('nul');
    expect(unstorableReason('a\uD800')).toBe('lone_surrogate');
    expect(unstorableReason('\uDC00a')).toBe('lone_surrogate');
    expect(unstorableReason('\uDC00\uD800')).toBe('lone_surrogate'); // reversed pair
    expect(unstorableReason('emoji 😀 ok')).toBeNull();
    expect(unstorableReason('tab\tnewline\n\u0001')).toBeNull();
    expect(isStorableText('')).toBe(true);
  });

  it('agrees with a UTF-8 round trip on arbitrary strings (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const roundTrips = Buffer.from(s, 'utf8').toString('utf8') === s;
        expect(isStorableText(s)).toBe(roundTrips && !s.includes('\u0000'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('structured input', () => {
  it('reports unstorable strings and keys with a path, and nothing for clean input', () => {
    expect(findInputProblem({ user: { name: 'ok', emails: [{ value: 'a\u0000b' }] } })).toEqual({
      kind: 'unstorable',
      reason: 'nul',
      path: 'user.emails[0].value',
    });
    expect(findInputProblem({ ['k\uD800']: 1 })).toMatchObject({ kind: 'unstorable', reason: 'lone_surrogate' });
    expect(findInputProblem({ a: [1, true, null, 'x', { b: Buffer.from([0]) }] })).toBeNull();
  });

  it('bounds depth without recursion: 100,000 levels is a typed SVC-VALID-4008', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toMatchObject({ kind: 'too_deep' });
    let err: unknown;
    try {
      assertStorableInput(nested(100_000));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('SVC-VALID-4008');
    expect((err as AppError).def.http).toBe(400);
  });

  it('assertStorableInput throws SVC-VALID-4007 for unstorable text', () => {
    expect(() => assertStorableInput({ name: 'a\u0000b' })).toThrow(
      expect.objectContaining({ code: 'SVC-VALID-4007' }),
    );
    expect(() => assertStorableInput({ name: 'ab' })).not.toThrow();
  });

  it('measures JSON text depth, ignoring brackets inside strings', () => {
    expect(jsonTextDepth('{"a":[1,{"b":"[[[[{{"}]}')).toBe(3);
    expect(jsonTextDepth('"\\"[["')).toBe(0);
    expect(jsonTextDepth('['.repeat(10_000) + ']'.repeat(10_000))).toBe(10_000);
  });
});
