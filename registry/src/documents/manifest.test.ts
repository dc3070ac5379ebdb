import { describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { isAppError } from '@svc/core';
import { documentId, readManifest, sha256Hex } from './manifest.ts';
import { verifyOperations } from './verify-operations.ts';

const limits = { maxOperations: 3, maxDocumentBytes: 200 };
const A = 'query A($n: Int) { user(id: "1") { name(first: $n) } }';
const schema = buildSchema('type Query { user(id: ID!): User } type User { name(first: Int): String }');
const codeOf = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    return isAppError(e) ? e.code : String(e);
  }
};

describe('manifests', () => {
  it("reads Apollo's format and the client preset's map alike", () => {
    const apollo = readManifest(
      {
        format: 'apollo-persisted-query-manifest',
        version: 1,
        operations: [{ id: sha256Hex(A), name: 'A', type: 'query', body: A }],
      },
      limits,
    );
    const preset = readManifest({ [`sha256:${sha256Hex(A)}`]: A }, limits);
    expect(apollo.operations).toEqual([{ id: sha256Hex(A), name: 'A', type: 'query', body: A }]);
    expect(preset.operations).toEqual([{ id: sha256Hex(A), name: null, type: null, body: A }]);
    expect(documentId(`sha256:${sha256Hex(A).toUpperCase()}`)).toBe(sha256Hex(A));
  });

  it('reports an id that is not the SHA-256 of its body as a problem, and bounds as typed 400/413', () => {
    const r = readManifest({ [sha256Hex('x')]: A }, limits);
    expect(r.problems).toEqual([{ id: sha256Hex('x'), name: null, message: 'id is not the SHA-256 of body' }]);
    expect(codeOf(() => readManifest({ [sha256Hex('x')]: 'x'.repeat(201) }, limits))).toBe('SVC-VALID-4001');
    const many = Object.fromEntries(['a', 'b', 'c', 'd'].map((s) => [sha256Hex(s), s]));
    expect(codeOf(() => readManifest(many, limits))).toBe('SVC-VALID-4000');
    for (const bad of [null, [], {}, { format: 'x' }, { nothex: A }, { [sha256Hex(A)]: 1 }])
      expect(codeOf(() => readManifest(bad, limits))).toBe('SVC-VALID-4000');
  });

  it('verifies each operation against the schema and keeps its coordinates', () => {
    const bad = 'query B { user(id: "1") { nope } }';
    const r = verifyOperations(schema, [
      { id: sha256Hex(A), name: 'A', type: 'query', body: A },
      { id: sha256Hex(bad), name: 'B', type: 'query', body: bad },
      { id: sha256Hex(A), name: 'A', type: 'mutation', body: A },
    ]);
    expect(r.documents).toHaveLength(1);
    expect(r.documents[0].coordinates).toEqual(
      expect.arrayContaining(['Query.user', 'Query.user(id:)', 'User.name', 'User.name(first:)']),
    );
    expect(r.problems.map((p) => p.name)).toEqual(['B', 'A']);
    expect(r.problems[0].message).toContain('nope');
  });
});
