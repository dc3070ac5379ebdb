import { describe, it, expect } from 'vitest';
import { documentNesting } from './document-depth.ts';

describe('documentNesting', () => {
  it('counts selection and value nesting', () => {
    expect(documentNesting('{ a }')).toBe(1);
    expect(documentNesting('query { a(x: {b: [1, {c: 2}]}) { d } }')).toBe(4);
    expect(documentNesting('{'.repeat(100_000) + '}'.repeat(100_000))).toBe(100_000);
  });

  it('skips strings, escaped quotes, block strings and comments', () => {
    expect(documentNesting('{ a(s: "{{[[\\"{{") }')).toBe(1);
    expect(documentNesting('{ a(s: """ {{ [[ " {{ """) }')).toBe(1);
    expect(documentNesting('# {{{{\n{ a }')).toBe(1);
  });
});
