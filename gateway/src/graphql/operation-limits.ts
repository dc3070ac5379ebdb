/**
 * Operation safety, checked once per distinct document (the result is cached with it) and, for
 * the variable-dependent complexity, once per request on the cached AST:
 * - depth of the selection tree, root-field count, and aliased selections of one root field;
 * - a weighted complexity budget: every field costs 1; a list field multiplies its subtree by its
 *   page argument (`limit`/`first`/`count`, else `listDefault`), and a list edge back to a type
 *   already on the path (a cyclic relation such as org → members → user → organization) multiplies
 *   by `cyclicFactor` more. Our own walker rather than graphql-query-complexity: its estimators
 *   do not see the path, which the cyclic rule needs;
 * - introspection only where enabled.
 */
// All from the package root: under Node 'graphql' is its CommonJS build, the one @apollo/gateway
// builds the schema with; a deep import of the .mjs build would be a second module instance whose
// instanceof checks reject that schema's types (every list then cost the default page size).
import {
  getArgumentValues, getNamedType, getNullableType, isListType, isCompositeType, Kind,
  type DocumentNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLField,
} from 'graphql';
import { AppError } from '@svc/core';

export interface OperationLimits { maxDepth: number; maxRootFields: number; maxAliasesPerRootField: number; maxComplexity: number; listDefault: number; cyclicFactor: number; introspection: boolean }

function fragmentsOf(doc: DocumentNode) {
  const m = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) m.set(d.name.value, d);
  return m;
}

/** Depth, root fields, aliases, introspection: independent of variables, so checked once per document. */
export function checkStaticLimits(doc: DocumentNode, op: OperationDefinitionNode, limits: OperationLimits): void {
  const fragments = fragmentsOf(doc);
  // root fields (fragments at the root are expanded)
  const rootCounts = new Map<string, number>();
  let rootFields = 0;
  const visitRoot = (set: SelectionSetNode, seen: Set<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (s.name.value === '__typename') continue;
        rootFields++;
        if (s.alias) rootCounts.set(s.name.value, (rootCounts.get(s.name.value) ?? 0) + 1);
      } else if (s.kind === Kind.INLINE_FRAGMENT) visitRoot(s.selectionSet, seen);
      else if (!seen.has(s.name.value) && fragments.get(s.name.value)) visitRoot(fragments.get(s.name.value)!.selectionSet, new Set([...seen, s.name.value]));
    }
  };
  visitRoot(op.selectionSet, new Set());
  if (rootFields > limits.maxRootFields) throw new AppError('SVC-GQL-4105', `at most ${limits.maxRootFields} root fields`);
  for (const [field, n] of rootCounts) {
    if (n > limits.maxAliasesPerRootField) throw new AppError('SVC-GQL-4103', `at most ${limits.maxAliasesPerRootField} aliased selections of ${field}`);
  }
  // depth and introspection
  const walk = (set: SelectionSetNode, depth: number, seen: Set<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const name = s.name.value;
        if (!limits.introspection && (name === '__schema' || name === '__type')) throw new AppError('SVC-GQL-4106');
        if (s.selectionSet) {
          if (depth + 1 > limits.maxDepth) throw new AppError('SVC-GQL-4104', `at most ${limits.maxDepth} levels`);
          walk(s.selectionSet, depth + 1, seen);
        }
      } else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet, depth, seen);
      else {
        // A fragment cycle is already a validation error; `seen` only keeps this walk finite.
        if (seen.has(s.name.value)) continue;
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet, depth, new Set([...seen, s.name.value]));
      }
    }
  };
  walk(op.selectionSet, 1, new Set());
}

function pageSize(args: Record<string, unknown>, def: number): number {
  for (const k of ['limit', 'first', 'count', 'last']) {
    const v = args[k];
    if (typeof v === 'number' && Number.isFinite(v)) return Math.max(1, Math.min(v, 10_000));
  }
  return def;
}

function skipped(node: { directives?: readonly import('graphql').DirectiveNode[] }, variables: Record<string, unknown>): boolean {
  for (const d of node.directives ?? []) {
    if (d.name.value !== 'skip' && d.name.value !== 'include') continue;
    const arg = d.arguments?.find((a) => a.name.value === 'if')?.value;
    const v = arg?.kind === Kind.BOOLEAN ? arg.value : arg?.kind === Kind.VARIABLE ? Boolean(variables[arg.name.value]) : false;
    if ((d.name.value === 'skip' && v) || (d.name.value === 'include' && !v)) return true;
  }
  return false;
}

/** The weighted complexity of the selected operation with these variables. */
export function complexityOf(schema: GraphQLSchema, doc: DocumentNode, op: OperationDefinitionNode, variables: Record<string, unknown>, limits: OperationLimits): number {
  const fragments = fragmentsOf(doc);
  const root = op.operation === 'query' ? schema.getQueryType() : op.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  // `path` holds the composite types from the root down to here: a list whose item type is already
  // on it is an edge of a cyclic relation.
  const cost = (set: SelectionSetNode, parent: GraphQLCompositeType, path: string[], seen: Set<string>): number => {
    let total = 0;
    for (const s of set.selections) {
      if (skipped(s, variables)) continue;
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const t = s.typeCondition ? (schema.getType(s.typeCondition.name.value) as GraphQLCompositeType | undefined) : parent;
        if (t) total += cost(s.selectionSet, t, path, seen);
        continue;
      }
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(s.name.value);
        if (!f || seen.has(s.name.value)) continue;
        const t = schema.getType(f.typeCondition.name.value) as GraphQLCompositeType | undefined;
        if (t) total += cost(f.selectionSet, t, path, new Set([...seen, s.name.value]));
        continue;
      }
      if (s.name.value.startsWith('__') || !('getFields' in parent)) {
        total += 1;
        continue;
      }
      const field = parent.getFields()[s.name.value] as GraphQLField<unknown, unknown> | undefined;
      if (!field) continue;
      const named = getNamedType(field.type);
      let child = 0;
      if (s.selectionSet && isCompositeType(named)) child = cost(s.selectionSet, named, [...path, named.name], seen);
      if (!isListType(getNullableType(field.type))) {
        total += 1 + child;
        continue;
      }
      let args: Record<string, unknown> = {};
      try {
        args = getArgumentValues(field, s, variables);
      } catch {
        // invalid arguments are reported by validation; cost them at the default page size
      }
      const cyclic = isCompositeType(named) && path.includes(named.name);
      total += 1 + Math.max(child, 1) * pageSize(args, limits.listDefault) * (cyclic ? limits.cyclicFactor : 1);
    }
    return total;
  };
  return root ? cost(op.selectionSet, root, [root.name], new Set()) : 0;
}

export function checkComplexity(schema: GraphQLSchema, doc: DocumentNode, op: OperationDefinitionNode, variables: Record<string, unknown>, limits: OperationLimits): number {
  const c = complexityOf(schema, doc, op, variables, limits);
  if (c > limits.maxComplexity) throw new AppError('SVC-GQL-4102', `complexity ${c} exceeds the budget of ${limits.maxComplexity}`, { complexity: c, budget: limits.maxComplexity });
  return c;
}
