/**
 * Least privilege is declared in the schema: every Query, Mutation and Subscription root field of
 * the composed supergraph carries `@requiresScopes`, except the two anonymous operations. Checked
 * on a fresh composition of the subgraphs' SDL and on the committed supergraph.graphql the gateway
 * loads, independently of the gateway's own reader (which must agree).
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, type GraphQLObjectType } from 'graphql';
import { composeServices } from '@apollo/composition';
import { isValidScope } from '@svc/core';
import { composeSupergraph, readSupergraphConfig, ROOT, SUPERGRAPH_PATH } from '../../scripts/lib-supergraph.ts';
import { ANONYMOUS_ROOT_FIELDS } from '../../gateway/src/policy/anonymous-fields.ts';
import { scopeRequirementsFromSupergraph } from '../../gateway/src/policy/scope-requirements.ts';

interface Declared {
  field: string;
  scopes: string[][] | null;
}

/** Every root field of a supergraph with the scopes its @requiresScopes lists (null: none). */
function rootFieldScopes(supergraphSdl: string): Declared[] {
  const schema = buildSchema(supergraphSdl, { assumeValidSDL: true });
  const out: Declared[] = [];
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (t): t is GraphQLObjectType => !!t,
  );
  for (const type of roots) {
    for (const f of Object.values(type.getFields())) {
      const d = f.astNode?.directives?.find((x) => x.name.value === 'requiresScopes');
      const arg = d?.arguments?.find((a) => a.name.value === 'scopes')?.value;
      const scopes =
        arg?.kind === 'ListValue'
          ? arg.values.map((alt) =>
              alt.kind === 'ListValue' ? alt.values.map((s) => (s.kind === 'StringValue' ? s.value : '?')) : ['?'],
            )
          : null;
      out.push({ field: `${type.name}.${f.name}`, scopes });
    }
  }
  return out;
}

const ANONYMOUS = [`Query.${ANONYMOUS_ROOT_FIELDS.query}`, `Mutation.${ANONYMOUS_ROOT_FIELDS.mutation}`];
const undeclared = (sdl: string) =>
  rootFieldScopes(sdl)
    .filter((d) => d.scopes === null)
    .map((d) => d.field)
    .sort();

function composed(): string {
  const r = composeSupergraph();
  if (r.errors) throw new Error(r.errors.join('\n'));
  return r.sdl;
}

describe('@requiresScopes on every root field', () => {
  const fresh = composed();
  const committed = readFileSync(SUPERGRAPH_PATH, 'utf8');

  it('the subgraphs compose to the committed supergraph', () => {
    expect(committed).toBe(fresh);
  });

  it('leaves only the two anonymous operations undeclared, in the composition and the committed file', () => {
    expect(undeclared(fresh)).toEqual([...ANONYMOUS].sort());
    expect(undeclared(committed)).toEqual([...ANONYMOUS].sort());
    // and the supergraph has root fields of all three kinds to check
    const fields = rootFieldScopes(committed).map((d) => d.field.split('.')[0]);
    expect(new Set(fields)).toEqual(new Set(['Query', 'Mutation', 'Subscription']));
  });

  it('declares scopes of the grammar, and the spec permissions only as alternatives on the two subscriptions', () => {
    for (const { field, scopes } of rootFieldScopes(committed)) {
      if (scopes === null) continue;
      expect(scopes.length, field).toBeGreaterThan(0);
      const [first, ...others] = scopes;
      for (const s of first) expect(isValidScope(s) && !s.includes('*'), `${field}: ${s}`).toBe(true);
      if (field.startsWith('Subscription.')) expect(others, field).toEqual([['ai:invoke'], ['ai:execute']]);
      else expect(others, field).toEqual([]);
    }
  });

  it('keeps the scopes the specification names on their fields', () => {
    const byField = Object.fromEntries(rootFieldScopes(committed).map((d) => [d.field, d.scopes]));
    expect(byField['Query.me']).toEqual([['svc:iam:user:read']]);
    expect(byField['Query.activeGuardrailBundle']).toEqual([['svc:policy:bundle:read']]);
    expect(byField['Query.invoices']).toEqual([['svc:billing:invoice:read']]);
    expect(byField['Mutation.chatCompletion']).toEqual([['svc:llm:model:invoke']]);
    expect(byField['Subscription.chatCompletionStream']).toEqual([
      ['svc:llm:model:invoke'],
      ['ai:invoke'],
      ['ai:execute'],
    ]);
  });

  it("agrees with the gateway's reader, which loads the committed supergraph", () => {
    const read = scopeRequirementsFromSupergraph(committed);
    for (const { field, scopes } of rootFieldScopes(committed)) {
      const name = field.split('.')[1];
      if (scopes === null) expect(read.has(name), field).toBe(false);
      else expect(read.get(name), field).toEqual(scopes);
    }
  });

  it('fails when a subgraph drops a declaration (this check and the gateway both catch it)', () => {
    const cfg = readSupergraphConfig();
    const services = Object.entries(cfg.subgraphs).map(([name, s]) => {
      let sdl = readFileSync(join(ROOT, s.schema.file), 'utf8');
      if (name === 'iam')
        sdl = sdl.replace(
          /(inviteMember\(input: InviteMemberInput!\): Invitation!) @requiresScopes\(scopes: \[\[[^\]]*\]\]\)/,
          '$1',
        );
      if (name === 'inference')
        sdl = sdl.replace(
          /(inferenceStream\(input: InferenceStreamInput!\): InferenceStreamChunk!) @requiresScopes\(scopes: .*\)$/m,
          '$1',
        );
      return { name, url: s.routing_url, typeDefs: parse(sdl) };
    });
    const r = composeServices(services);
    expect(r.errors).toBeUndefined();
    const holed = r.supergraphSdl!;
    expect(undeclared(holed)).toEqual([...ANONYMOUS, 'Mutation.inviteMember', 'Subscription.inferenceStream'].sort());
    expect(() => scopeRequirementsFromSupergraph(holed)).toThrow(
      /Mutation\.inviteMember, Subscription\.inferenceStream/,
    );
  });
});
