import { describe, it, expect } from 'vitest';
import { isAnonymousOperation } from './anonymous-operation.ts';

const LIMIT = 64 * 1024;
const body = (o: unknown) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o));
const anon = (o: unknown, method = 'POST') => isAnonymousOperation(method, body(o), LIMIT);

describe('anonymous GraphQL exceptions', () => {
  it('lets exactly the two allow-listed operations through', () => {
    expect(anon({ query: '{ publicPlans { code } }' })).toBe(true);
    expect(anon({ query: 'query Plans { publicPlans { code name } }', operationName: 'Plans' })).toBe(true);
    expect(anon({ query: 'mutation { resendVerificationEmail(email: "a@b.c") { success } }' })).toBe(true);
  });

  const bypasses: [string, unknown, string?][] = [
    ['an alias on the allowed field', { query: '{ plans: publicPlans { code } }' }],
    ['an alias hiding another field', { query: '{ publicPlans: me { id } }' }],
    ['a second root field', { query: '{ publicPlans { code } me { id } }' }],
    ['an extra __typename at the root', { query: '{ publicPlans { code } __typename }' }],
    ['a fragment spread', { query: '{ ...F } fragment F on Query { publicPlans { code } }' }],
    ['an inline fragment at the root', { query: '{ ... on Query { publicPlans { code } } }' }],
    ['an inline fragment inside', { query: '{ publicPlans { ... on PublicPlan { code } } }' }],
    ['a directive on the field', { query: '{ publicPlans @include(if: true) { code } }' }],
    ['a directive on the operation', { query: 'query @deprecated { publicPlans { code } }' }],
    [
      'a second operation picked by operationName',
      { query: 'query A { publicPlans { code } } query B { me { id } }', operationName: 'B' },
    ],
    [
      'a second operation, allowed one named',
      { query: 'query A { publicPlans { code } } query B { me { id } }', operationName: 'A' },
    ],
    ['operationName naming nothing', { query: 'query A { publicPlans { code } }', operationName: 'B' }],
    ['a batched array', [{ query: '{ publicPlans { code } }' }]],
    ['GET', { query: '{ publicPlans { code } }' }, 'GET'],
    ['the query field on the wrong operation type', { query: 'mutation { publicPlans { code } }' }],
    ['the mutation on the query type', { query: '{ resendVerificationEmail(email: "a") { success } }' }],
    ['a subscription', { query: 'subscription { publicPlans { code } }' }],
    ['introspection', { query: '{ __schema { types { name } } }' }],
    ['introspection nested in the allowed field', { query: '{ publicPlans { __typename code } }' }],
    ['variables definitions', { query: 'query($x: Boolean!) { publicPlans { code } }' }],
    [
      'persisted-query extensions',
      { query: '{ publicPlans { code } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
    ],
    ['an unreadable body', '{"query": "{ publicPlans { code } }"'],
    ['a non-object body', '"{ publicPlans { code } }"'],
    ['a query that is not a string', { query: { kind: 'Document' } }],
    ['an unparsable document', { query: '{ publicPlans { code }' }],
    ['a deeply nested fragment loop', { query: '{ publicPlans { ...A } } fragment A on PublicPlan { ...A }' }],
  ];

  it.each(bypasses)('treats %s as protected', (_name, payload, method) => {
    expect(anon(payload, method ?? 'POST')).toBe(false);
  });

  it('treats an oversized body as protected even when the document is allowed', () => {
    const padded = JSON.stringify({ query: `{ publicPlans { code } }${' '.repeat(LIMIT)}` });
    expect(isAnonymousOperation('POST', Buffer.from(padded), LIMIT)).toBe(false);
    expect(isAnonymousOperation('POST', null, LIMIT)).toBe(false);
  });
});
