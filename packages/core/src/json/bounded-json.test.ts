import { describe, it, expect } from 'vitest';
import { assertJsonDepth, parseClientJson } from './bounded-json.ts';
import type { AppError } from '../errors/app-error.ts';

const nested = (n: number, open = '[', close = ']') => open.repeat(n) + close.repeat(n);
const codeOf = (f: () => unknown) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return (e as AppError).code;
  }
};

describe('bounded client JSON', () => {
  it('refuses 100,000 levels before parsing, with a typed error naming the input', () => {
    expect(codeOf(() => parseClientJson(nested(100_000, '{"a":', '}'), 'the request body'))).toBe('SVC-VALID-4008');
    expect(() => parseClientJson(nested(65), 'variables')).toThrow(/variables nests deeper than 64/);
    expect(codeOf(() => parseClientJson(nested(64), 'variables'))).toBe('ok');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(parseClientJson(JSON.stringify({ a: '[[[[[[' + '\\"[[[[', b: { c: [1] } }), 'x', 3)).toEqual({
      a: '[[[[[[\\"[[[[',
      b: { c: [1] },
    });
  });

  it('parses ordinary JSON and types broken JSON', () => {
    expect(parseClientJson('{"query":"{ me { id } }","variables":{"a":[1,{"b":2}]}}', 'x')).toEqual({
      query: '{ me { id } }',
      variables: { a: [1, { b: 2 }] },
    });
    expect(codeOf(() => parseClientJson('{"a":', 'the body'))).toBe('SVC-VALID-4000');
  });

  it('walks parsed values iteratively: 200,000 levels refused without a stack overflow', () => {
    let v: unknown = 1;
    for (let i = 0; i < 200_000; i++) v = [v];
    expect(codeOf(() => assertJsonDepth(v, 'variables'))).toBe('SVC-VALID-4008');
    expect(codeOf(() => assertJsonDepth({ a: [{ b: 1 }], c: null, d: 'x' }, 'v', 3))).toBe('ok');
    expect(codeOf(() => assertJsonDepth({ a: 'nul\u0000' }, 'v'))).toBe('SVC-VALID-4007');
  });
});
