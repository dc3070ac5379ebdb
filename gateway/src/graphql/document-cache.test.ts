import { describe, it, expect } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { DocumentCache, retainedBytes } from './document-cache.ts';

const schema = buildSchema(`
  type Query { me: User! plans(limit: Int): [Plan!]! }
  type Plan { code: String! }
  type User { id: ID! name: String }
`);
const doc = (i: number, pad = 0) => `query Q${i} { me { id name } }${pad ? ` # ${'x'.repeat(pad)}` : ''}`;
const sizeOf = (q: string) => retainedBytes(q, parse(q));

describe('document cache', () => {
  it('keeps the bytes it holds within the budget, evicting the least recently used', () => {
    const one = sizeOf(doc(100));
    const maxBytes = one * 10;
    const cache = new DocumentCache(schema, { max: 1000, maxBytes, maxBytesPerCaller: maxBytes, maxTokens: 10_000 });
    const first = cache.get(doc(100), 'a');
    for (let i = 101; i < 400; i++) {
      cache.get(doc(i), `caller-${i % 7}`);
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.size).toBeGreaterThanOrEqual(9);
    // the first document was evicted: asking again parses it anew
    expect(cache.get(doc(100), 'a')).not.toBe(first);
    // what each caller holds adds up to what the cache holds
    const held = ['a', ...Array.from({ length: 7 }, (_, i) => `caller-${i}`)].reduce(
      (n, c) => n + cache.bytesHeldBy(c),
      0,
    );
    expect(held).toBe(cache.bytes);
  });

  it('counts large documents by their size, not as one entry each', () => {
    // 1 MiB documents: the entry cap of 1,000 would let them take about a gigabyte
    const maxBytes = 8 * 1024 * 1024;
    const cache = new DocumentCache(schema, { max: 1000, maxBytes, maxBytesPerCaller: maxBytes, maxTokens: 10_000 });
    for (let i = 0; i < 20; i++) cache.get(doc(i, 1024 * 1024), `caller-${i}`);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBeLessThanOrEqual(4);
  });

  it('gives one caller at most its share: beyond it documents are answered but not kept', () => {
    const one = sizeOf(doc(1000));
    const cache = new DocumentCache(schema, {
      max: 1000,
      maxBytes: one * 40,
      maxBytesPerCaller: one * 5,
      maxTokens: 10_000,
    });
    const others = Array.from({ length: 10 }, (_, i) => cache.get(doc(i), `user-${i}`));
    const before = cache.bytes;
    for (let i = 1000; i < 1300; i++) {
      const r = cache.get(doc(i), 'flooder');
      expect(r.document).not.toBeNull();
      expect(cache.bytesHeldBy('flooder')).toBeLessThanOrEqual(one * 5);
    }
    expect(cache.bytes).toBeLessThanOrEqual(before + one * 5);
    // nobody else's document was evicted: each is still the cached object
    others.forEach((o, i) => expect(cache.get(doc(i), `user-${i}`)).toBe(o));
    // a hit on the flooder's cached document from someone else still counts for the flooder
    const kept = cache.get(doc(1000), 'flooder');
    expect(cache.get(doc(1000), 'someone-else')).toBe(kept);
    expect(cache.bytesHeldBy('someone-else')).toBe(0);
    // a document bigger than a caller's share is never kept
    const big = doc(5000, one * 6);
    expect(cache.get(big, 'newcomer')).not.toBe(cache.get(big, 'newcomer'));
    expect(cache.bytesHeldBy('newcomer')).toBe(0);
  });

  it("frees a caller's share as its documents are evicted", () => {
    const one = sizeOf(doc(1000));
    const cache = new DocumentCache(schema, {
      max: 4,
      maxBytes: one * 100,
      maxBytesPerCaller: one * 3,
      maxTokens: 10_000,
    });
    for (let i = 0; i < 3; i++) cache.get(doc(1000 + i), 'a');
    expect(cache.bytesHeldBy('a')).toBe(one * 3);
    for (let i = 0; i < 4; i++) cache.get(doc(2000 + i), `b${i}`);
    expect(cache.bytesHeldBy('a')).toBe(0);
    const again = cache.get(doc(3000), 'a');
    expect(cache.get(doc(3000), 'a')).toBe(again);
  });

  it('does not keep documents that fail to parse or validate', () => {
    const cache = new DocumentCache(schema, {
      max: 1000,
      maxBytes: 1 << 20,
      maxBytesPerCaller: 1 << 20,
      maxTokens: 10_000,
    });
    for (let i = 0; i < 50; i++) {
      const syntax = cache.get(`{ me { id ${i}`, 'bad');
      expect(syntax).toMatchObject({ document: null, kind: 'parse' });
      const invalid = cache.get(`{ me { id nope${i} } }`, 'bad');
      expect(invalid).toMatchObject({ document: null, kind: 'validate' });
    }
    // too deeply nested for the recursive parser: a parse error, not a crash
    expect(cache.get(`{ me ${'{ id '.repeat(5000)}`, 'bad')).toMatchObject({ document: null, kind: 'parse' });
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.bytesHeldBy('bad')).toBe(0);
  });

  it('caches nothing when its budget is 0', () => {
    const cache = new DocumentCache(schema, { max: 1000, maxBytes: 0, maxBytesPerCaller: 1 << 20, maxTokens: 10_000 });
    expect(cache.get(doc(1), 'a')).not.toBe(cache.get(doc(1), 'a'));
    expect(cache.get(doc(1), 'a').document).not.toBeNull();
  });

  it('estimates retained bytes from tokens as well as characters', () => {
    // the same length, one token against a thousand
    const comment = `{ me { id } } # ${'x'.repeat(2000)}`;
    const brackets = `{ me { id } plans(limit: ${'['.repeat(1000)}1${']'.repeat(1000)}) { code } }`;
    expect(retainedBytes(brackets, parse(brackets))).toBeGreaterThan(50 * retainedBytes(comment, parse(comment)));
    expect(retainedBytes(comment, parse(comment))).toBeLessThan(10_000);
  });
});
