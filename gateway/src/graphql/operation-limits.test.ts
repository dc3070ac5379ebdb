import { describe, it, expect } from 'vitest';
import { buildSchema, parse, getOperationAST, getIntrospectionQuery, validate, specifiedRules } from 'graphql';
import {
  checkStaticLimits,
  complexityOf,
  checkComplexity,
  INTROSPECTION_MAX_DEPTH,
  type OperationLimits,
} from './operation-limits.ts';

const schema = buildSchema(`
  type Query { me: User! org: Org! plans: [Plan!]! }
  type Plan { code: String! }
  type Org { id: ID! members(limit: Int): [Member!]! }
  type Member { user: User! }
  type User { id: ID! org: Org! }
`);
const limits: OperationLimits = {
  maxDepth: 6,
  maxRootFields: 3,
  maxAliasesPerRootField: 2,
  maxAliases: 4,
  maxComplexity: 500,
  listDefault: 10,
  cyclicFactor: 5,
  introspection: false,
};
const op = (q: string) => {
  const doc = parse(q);
  return { doc, op: getOperationAST(doc)! };
};
const staticCode = (q: string, l: OperationLimits = limits) => {
  const { doc, op: o } = op(q);
  try {
    checkStaticLimits(doc, o, l);
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

  // The gateway's defaults (config.ts): 5 per root field, 15 in the whole operation.
  const defaults: OperationLimits = {
    ...limits,
    maxDepth: 12,
    maxRootFields: 20,
    maxAliasesPerRootField: 5,
    maxAliases: 15,
  };
  const aliased = (n: number, sel: string) => Array.from({ length: n }, (_, i) => `a${i}: ${sel}`).join(' ');

  it("counts the aliases inside a root field's selection tree", () => {
    // the first attack: 50 aliased selections under one root field
    expect(staticCode(`{ me { ${aliased(50, 'id')} } }`, defaults)).toBe('SVC-GQL-4103');
    expect(staticCode(`{ me { ${aliased(5, 'id')} } }`, defaults)).toBe('ok');
    expect(staticCode(`{ me { ${aliased(6, 'id')} } }`, defaults)).toBe('SVC-GQL-4103');
    // the root field's own alias counts, and so do aliases deeper down and behind fragments
    expect(staticCode(`{ x: me { a: id b: id c: id d: id e: id } }`, defaults)).toBe('SVC-GQL-4103');
    expect(staticCode(`{ me { org { ${aliased(6, 'id')} } } }`, defaults)).toBe('SVC-GQL-4103');
    expect(
      staticCode(`{ me { ...U } } fragment U on User { ... on User { ${aliased(6, '__typename')} } }`, defaults),
    ).toBe('SVC-GQL-4103');
    // a fragment spread three times puts its aliases in the response three times
    expect(staticCode(`{ me { org { ...O } } } fragment O on Org { x: id y: id }`, defaults)).toBe('ok');
    expect(
      staticCode(`{ me { org { ...O } a: org { ...O } b: org { ...O } } } fragment O on Org { x: id y: id }`, defaults),
    ).toBe('SVC-GQL-4103');
  });

  it('caps aliases across the whole operation, __typename included', () => {
    // the second attack: 2,000 aliased __typename at the root
    expect(staticCode(`{ ${aliased(2000, '__typename')} }`, defaults)).toBe('SVC-GQL-4103');
    expect(staticCode(`{ ${aliased(16, '__typename')} }`, defaults)).toBe('SVC-GQL-4103');
    // within every per-root-field cap, over the operation's: 4 root fields × 4 aliases
    expect(
      staticCode(
        `{ me { ${aliased(4, 'id')} } org { ${aliased(4, 'id')} } plans { ${aliased(4, 'code')} } x: plans { ${aliased(3, 'code')} } }`,
        defaults,
      ),
    ).toBe('SVC-GQL-4103');
    const { doc, op: o } = op(`{ ${aliased(2000, '__typename')} }`);
    expect(() => checkStaticLimits(doc, o, defaults)).toThrow(
      expect.objectContaining({ code: 'SVC-GQL-4103', details: { aliases: 2000, limit: 15 } }),
    );
  });

  it('lets legitimate queries with a few aliases through', () => {
    expect(staticCode(`{ me { id userId: id } org { orgId: id } plans { code } }`, defaults)).toBe('ok');
    expect(staticCode(`query { mine: me { id } theirs: me { id } t: __typename }`, defaults)).toBe('ok');
    expect(staticCode(`{ me { ...U } } fragment U on User { uid: id org { oid: id } }`, defaults)).toBe('ok');
    expect(
      staticCode(
        `{ me { ${aliased(5, 'id')} } org { ${aliased(5, 'id')} } plans { ${aliased(4, 'code')} } t: __typename }`,
        defaults,
      ),
    ).toBe('ok');
  });

  it('measures fragment cycles and heavy fragment reuse in one pass', () => {
    // A cycle is a validation error, but the limits must still end on it.
    expect(
      staticCode(`{ me { ...A } } fragment A on User { x: id ...B } fragment B on User { y: id ...A }`, defaults),
    ).toBe('ok');
    expect(staticCode(`{ me { ...A } } fragment A on User { org { id } ...A }`, defaults)).toBe('ok');
    // 40 fragments, each spreading the next twice: 2^40 paths, counted without walking them
    const chain = Array.from({ length: 40 }, (_, i) => `fragment F${i} on User { ...F${i + 1} ...F${i + 1} }`).join(
      ' ',
    );
    expect(staticCode(`{ me { ...F0 } } ${chain} fragment F40 on User { a: id }`, defaults)).toBe('SVC-GQL-4103');
    expect(staticCode(`{ me { ...F0 } } ${chain} fragment F40 on User { id }`, defaults)).toBe('ok');
    const { doc, op: o } = op(`{ me { ...F0 } } ${chain} fragment F40 on User { id org { id } }`);
    // complexity: the walk stops once the visits alone pass the budget
    expect(complexityOf(schema, doc, o, {}, limits)).toBeGreaterThan(limits.maxComplexity);
    expect(() => checkComplexity(schema, doc, o, {}, limits)).toThrow(
      expect.objectContaining({ code: 'SVC-GQL-4102' }),
    );
  });

  it('exempts introspection from the depth limit but bounds it separately', () => {
    const on = { ...defaults, introspection: true };
    const full = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(full).toContain('isOneOf');
    expect(staticCode(full, on)).toBe('ok');
    expect(staticCode(full, defaults)).toBe('SVC-GQL-4106');
    // data fields next to it keep their own limit
    let deep = 'id';
    for (let i = 0; i < 5; i++) deep = `org { members { user { ${deep} } } }`;
    expect(staticCode(`{ __schema { types { name } } me { ${deep} } }`, on)).toBe('SVC-GQL-4104');
    // a hand-written nesting beyond the introspection bound is refused...
    let nested = 'name';
    for (let i = 0; i < INTROSPECTION_MAX_DEPTH; i++) nested = `ofType { ${nested} }`;
    expect(staticCode(`{ __type(name: "User") { ${nested} } }`, on)).toBe('SVC-GQL-4104');
    // ...and nested lists of fields, which are what make it expensive, by graphql-js's own
    // MaxIntrospectionDepthRule (specifiedRules, run by the document cache) well before that
    const abusive = parse(
      '{ __type(name: "User") { fields { type { fields { type { fields { type { fields { name } } } } } } } } }',
    );
    expect(validate(schema, abusive, specifiedRules).map((e) => e.message)).toEqual([
      'Maximum introspection depth exceeded',
    ]);
    // aliases under introspection count like any other
    expect(staticCode(`{ ${aliased(16, '__type(name: "User") { name }')} }`, { ...on, maxRootFields: 100 })).toBe(
      'SVC-GQL-4103',
    );
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
    expect(c('{ org { members(limit: 2) { user { org { members(limit: 2) { user { id } } } } } } }')).toBeGreaterThan(
      c('{ org { members(limit: 2) { user { id } } } }') * 4,
    );
    expect(c('query($n: Int) { org { members(limit: $n) { user { id } } } }', { n: 50 })).toBe(1 + (1 + 2 * 50));
  });

  it('rejects documents over the budget with the complexity and budget', () => {
    const { doc, op: o } = op(
      'query($n: Int) { org { members(limit: $n) { user { org { members(limit: $n) { user { id } } } } } } }',
    );
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
