import { describe, it, expect } from 'vitest';
import { buildSchema, parse, getOperationAST } from 'graphql';
import { checkStaticLimits, complexityOf, checkComplexity, type OperationLimits } from './operation-limits.ts';

const schema = buildSchema(`
  type Query { me: User! org: Org! plans: [Plan!]! }
  type Plan { code: String! }
  type Org { id: ID! members(limit: Int): [Member!]! }
  type Member { user: User! }
  type User { id: ID! org: Org! }
`);
const limits: OperationLimits = { maxDepth: 6, maxRootFields: 3, maxAliasesPerRootField: 2, maxComplexity: 500, listDefault: 10, cyclicFactor: 5, introspection: false };
const op = (q: string) => {
  const doc = parse(q);
  return { doc, op: getOperationAST(doc)! };
};
const staticCode = (q: string) => {
  const { doc, op: o } = op(q);
  try {
    checkStaticLimits(doc, o, limits);
    return 'ok';
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('operation limits', () => {
  it('caps root fields, aliases per root field, depth and introspection', () => {
    expect(staticCode('{ me { id } org { id } plans { code } }')).toBe('ok');
    expect(staticCode('{ me { id } org { id } plans { code } a: me { id } }')).toBe('SVC-GQL-4105');
    expect(staticCode('{ a: me { id } b: me { id } }')).toBe('ok');
    expect(staticCode('{ a: me { id } b: me { id } c: me { id } }')).toBe('SVC-GQL-4103');
    expect(staticCode('{ ...F } fragment F on Query { a: me { id } b: me { id } c: me { id } }')).toBe('SVC-GQL-4103');
    expect(staticCode('{ me { org { members { user { org { id } } } } } }')).toBe('ok');
    expect(staticCode('{ me { org { members { user { org { members { user { id } } } } } } } }')).toBe('SVC-GQL-4104');
    expect(staticCode('{ __schema { types { name } } }')).toBe('SVC-GQL-4106');
    expect(staticCode('{ me { id } __type(name: "User") { name } }')).toBe('SVC-GQL-4106');
  });

  it('weighs list edges by their page size and cyclic list edges more', () => {
    const c = (q: string, v: Record<string, unknown> = {}) => {
      const { doc, op: o } = op(q);
      return complexityOf(schema, doc, o, v, limits);
    };
    expect(c('{ me { id } }')).toBe(2);
    expect(c('{ plans { code } }')).toBe(1 + 1 * 10);
    expect(c('{ org { members(limit: 3) { user { id } } } }')).toBe(1 + (1 + 2 * 3));
    // members → user → org is a back-edge to Org, which is on the path: ×5 on that list
    expect(c('{ org { members(limit: 2) { user { org { members(limit: 2) { user { id } } } } } } }')).toBeGreaterThan(c('{ org { members(limit: 2) { user { id } } } }') * 4);
    expect(c('query($n: Int) { org { members(limit: $n) { user { id } } } }', { n: 50 })).toBe(1 + (1 + 2 * 50));
  });

  it('rejects documents over the budget with the complexity and budget', () => {
    const { doc, op: o } = op('query($n: Int) { org { members(limit: $n) { user { org { members(limit: $n) { user { id } } } } } } }');
    expect(() => checkComplexity(schema, doc, o, { n: 2 }, limits)).not.toThrow();
    try {
      checkComplexity(schema, doc, o, { n: 100 }, limits);
      throw new Error('expected a rejection');
    } catch (e) {
      expect((e as { code: string }).code).toBe('SVC-GQL-4102');
      expect((e as { details: { budget: number } }).details.budget).toBe(500);
    }
  });
});
