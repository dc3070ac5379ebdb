/**
 * The scopes each GraphQL root field requires, read from the composed supergraph's
 * `@requiresScopes(scopes: [[...], ...])` (each subgraph declares them in its schema.graphql). A
 * requirement is a list of alternatives, each a set of scopes: the caller must hold every scope of
 * at least one alternative (an OR of ANDs, federation's semantics).
 *
 * Fail closed at load: a root field of Query, Mutation or Subscription without a declaration
 * (other than the two anonymous operations), a malformed declaration, or one anywhere the edge
 * does not enforce it (a type, a nested field) stops the gateway instead of leaving a hole. The
 * schema registry runs the same check before it publishes, so the gateway never receives such a
 * supergraph from it.
 */
import { Kind, parse, visit, type ConstDirectiveNode, type DocumentNode, type ValueNode } from 'graphql';
import { isAnonymousRootField } from './anonymous-fields.ts';

/** Alternatives, each a set of scopes that must all be held. */
export type ScopeAlternatives = readonly (readonly string[])[];

/** Root field name → its alternatives. Anonymous fields are absent. */
export type ScopeRequirements = ReadonlyMap<string, ScopeAlternatives>;

export const REQUIRES_SCOPES_FEATURE = 'https://specs.apollo.dev/requiresScopes/v0.1';

const ROOT_OPERATIONS = ['query', 'mutation', 'subscription'] as const;
const DEFAULT_ROOT_TYPES: Record<string, string> = {
  query: 'Query',
  mutation: 'Mutation',
  subscription: 'Subscription',
};

const str = (v: ValueNode | undefined) => (v?.kind === Kind.STRING ? v.value : undefined);

/** The name `@requiresScopes` goes by in this supergraph (its `@link` may rename it with `as:`). */
function directiveName(doc: DocumentNode): string {
  for (const def of doc.definitions) {
    if (def.kind !== Kind.SCHEMA_DEFINITION && def.kind !== Kind.SCHEMA_EXTENSION) continue;
    for (const d of def.directives ?? []) {
      if (d.name.value !== 'link') continue;
      const arg = (n: string) => str(d.arguments?.find((a) => a.name.value === n)?.value);
      if (arg('url')?.startsWith('https://specs.apollo.dev/requiresScopes/')) return arg('as') ?? 'requiresScopes';
    }
  }
  return 'requiresScopes';
}

/** Operation type → root type name, from the schema definition (or GraphQL's defaults). */
function rootTypes(doc: DocumentNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const def of doc.definitions) {
    if (def.kind !== Kind.SCHEMA_DEFINITION && def.kind !== Kind.SCHEMA_EXTENSION) continue;
    for (const t of def.operationTypes ?? []) out.set(t.type.name.value, t.operation);
  }
  if (out.size === 0) for (const op of ROOT_OPERATIONS) out.set(DEFAULT_ROOT_TYPES[op], op);
  return out;
}

/** `scopes: [["a", "b"], ["c"]]` → [["a", "b"], ["c"]]; anything else is a load error. */
function alternativesOf(d: ConstDirectiveNode, where: string): string[][] {
  const v = d.arguments?.find((a) => a.name.value === 'scopes')?.value;
  const bad = (why: string) => new Error(`@${d.name.value} on ${where}: ${why}`);
  if (v?.kind !== Kind.LIST || v.values.length === 0) throw bad('scopes must be a non-empty list of scope lists');
  return v.values.map((alt) => {
    if (alt.kind !== Kind.LIST || alt.values.length === 0)
      throw bad('each alternative must be a non-empty list of scopes');
    return alt.values.map((s) => {
      const scope = str(s);
      if (!scope || /\s/.test(scope)) throw bad('a scope must be a non-empty string without spaces');
      return scope;
    });
  });
}

/** Reads every root field's requirement from the supergraph SDL; throws on a gap or a malformed one. */
export function scopeRequirementsFromSupergraph(supergraphSdl: string): ScopeRequirements {
  const doc = parse(supergraphSdl, { noLocation: true });
  const name = directiveName(doc);
  const roots = rootTypes(doc);
  const out = new Map<string, ScopeAlternatives>();
  const anonymous = new Set<string>();
  const undeclared: string[] = [];
  let onRootFields = 0;
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const operation = roots.get(def.name.value);
    if (!operation) continue;
    for (const field of def.fields ?? []) {
      const f = field.name.value;
      const where = `${def.name.value}.${f}`;
      const declared = field.directives?.filter((d) => d.name.value === name) ?? [];
      if (declared.length > 1) throw new Error(`${where} declares @${name} more than once`);
      // The handler knows root fields by name only, so a name must mean one requirement.
      const clash = () =>
        new Error(`${where}: another root type has a field of the same name with a different requirement`);
      if (declared.length === 0) {
        if (!isAnonymousRootField(operation, f)) undeclared.push(where);
        else if (out.has(f)) throw clash();
        else anonymous.add(f);
        continue;
      }
      if (isAnonymousRootField(operation, f))
        throw new Error(`${where} is an anonymous operation: it cannot require scopes`);
      onRootFields++;
      const alts = alternativesOf(declared[0], where);
      const prior = out.get(f);
      if (anonymous.has(f) || (prior && JSON.stringify(prior) !== JSON.stringify(alts))) throw clash();
      out.set(f, alts);
    }
  }
  if (undeclared.length)
    throw new Error(
      `root fields without @${name} (the gateway refuses to serve them ungated): ${undeclared.join(', ')}`,
    );
  let everywhere = 0;
  visit(doc, { Directive: (d) => void (d.name.value === name && everywhere++) });
  if (everywhere !== onRootFields)
    throw new Error(`@${name} is enforced on root fields only; remove it from types and nested fields`);
  return out;
}
