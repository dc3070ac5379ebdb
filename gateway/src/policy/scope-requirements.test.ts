import { describe, it, expect } from 'vitest';
import { scopeRequirementsFromSupergraph } from './scope-requirements.ts';

const LINK =
  'schema @link(url: "https://specs.apollo.dev/link/v1.0") @link(url: "https://specs.apollo.dev/requiresScopes/v0.1", for: SECURITY) { query: Query mutation: Mutation subscription: Subscription }';
const sdl = (body: string, schema = LINK) => `${schema}\n${body}`;
const ANON = 'publicPlans: String';

describe('scope requirements from the supergraph', () => {
  it('reads each root field as alternatives of scope sets, in order', () => {
    const r = scopeRequirementsFromSupergraph(
      sdl(`
      type Query { ${ANON} me: String @requiresScopes(scopes: [["svc:iam:user:read"]]) both: String @requiresScopes(scopes: [["svc:a:b:read", "svc:c:d:read"]]) }
      type Mutation { resendVerificationEmail: String invite: String @requiresScopes(scopes: [["svc:iam:member:create"]]) }
      type Subscription { stream: String @requiresScopes(scopes: [["svc:llm:model:invoke"], ["ai:invoke"], ["ai:execute"]]) }
    `),
    );
    expect(Object.fromEntries(r)).toEqual({
      me: [['svc:iam:user:read']],
      both: [['svc:a:b:read', 'svc:c:d:read']],
      invite: [['svc:iam:member:create']],
      stream: [['svc:llm:model:invoke'], ['ai:invoke'], ['ai:execute']],
    });
    // the anonymous operations carry no requirement
    expect(r.has('publicPlans')).toBe(false);
    expect(r.has('resendVerificationEmail')).toBe(false);
  });

  it('follows the root types the schema names and a renamed directive', () => {
    const schema =
      'schema @link(url: "https://specs.apollo.dev/requiresScopes/v0.1", as: "scopes", for: SECURITY) { query: Q }';
    const r = scopeRequirementsFromSupergraph(
      sdl(`type Q { ${ANON} x: String @scopes(scopes: [["svc:x:y:read"]]) } type Query { notRoot: String }`, schema),
    );
    expect(Object.fromEntries(r)).toEqual({ x: [['svc:x:y:read']] });
  });

  it('fails closed on a root field with no declaration, naming every one', () => {
    const bad = sdl(
      `type Query { ${ANON} me: String @requiresScopes(scopes: [["svc:iam:user:read"]]) open: String } type Mutation { resendVerificationEmail: String alsoOpen: Int } type Subscription { s: String }`,
    );
    expect(() => scopeRequirementsFromSupergraph(bad)).toThrow(/Query\.open, Mutation\.alsoOpen, Subscription\.s/);
  });

  it('accepts an anonymous field only on its own operation type', () => {
    expect(() => scopeRequirementsFromSupergraph(sdl('type Query { resendVerificationEmail: String }'))).toThrow(
      /Query\.resendVerificationEmail/,
    );
    expect(() => scopeRequirementsFromSupergraph(sdl('type Mutation { publicPlans: String }'))).toThrow(
      /Mutation\.publicPlans/,
    );
    expect(() =>
      scopeRequirementsFromSupergraph(
        sdl('type Query { publicPlans: String @requiresScopes(scopes: [["svc:billing:plan:read"]]) }'),
      ),
    ).toThrow(/anonymous/);
  });

  it.each([
    ['an empty list', '[]'],
    ['an empty alternative', '[[]]'],
    ['a flat list', '["svc:a:b:read"]'],
    ['a bare string', '"svc:a:b:read"'],
    ['an empty scope', '[[""]]'],
    ['a scope with a space', '[["svc:a:b:read svc:*"]]'],
    ['a number', '[[1]]'],
  ])('refuses %s as scopes', (_n, value) => {
    expect(() =>
      scopeRequirementsFromSupergraph(sdl(`type Query { x: String @requiresScopes(scopes: ${value}) }`)),
    ).toThrow(/@requiresScopes on Query\.x/);
  });

  it('refuses a declaration the edge would not enforce (a type or a nested field)', () => {
    const onType = sdl(
      'type Query { x: T @requiresScopes(scopes: [["svc:a:b:read"]]) } type T @requiresScopes(scopes: [["svc:a:c:read"]]) { y: String }',
    );
    const nested = sdl(
      'type Query { x: T @requiresScopes(scopes: [["svc:a:b:read"]]) } type T { y: String @requiresScopes(scopes: [["svc:a:c:read"]]) }',
    );
    expect(() => scopeRequirementsFromSupergraph(onType)).toThrow(/root fields only/);
    expect(() => scopeRequirementsFromSupergraph(nested)).toThrow(/root fields only/);
  });

  it('refuses one name with two requirements across root types (the handler knows fields by name)', () => {
    const r = sdl(
      'type Query { x: String @requiresScopes(scopes: [["svc:a:b:read"]]) } type Mutation { x: String @requiresScopes(scopes: [["svc:a:b:write"]]) }',
    );
    expect(() => scopeRequirementsFromSupergraph(r)).toThrow(/same name/);
    const same = sdl(
      'type Query { x: String @requiresScopes(scopes: [["svc:a:b:read"]]) } type Mutation { x: String @requiresScopes(scopes: [["svc:a:b:read"]]) }',
    );
    expect(Object.fromEntries(scopeRequirementsFromSupergraph(same))).toEqual({ x: [['svc:a:b:read']] });
  });

  it('refuses a field declaring it twice', () => {
    expect(() =>
      scopeRequirementsFromSupergraph(
        sdl(
          'type Query { x: String @requiresScopes(scopes: [["svc:a:b:read"]]) @requiresScopes(scopes: [["svc:a:b:write"]]) }',
        ),
      ),
    ).toThrow(/more than once/);
  });
});
