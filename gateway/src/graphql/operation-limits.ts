/**
 * Operation safety, checked once per distinct document (the result is cached with it) and, for
 * the variable-dependent complexity, once per request on the cached AST:
 * - depth of the selection tree and root-field count;
 * - aliases: every aliased selection (`__typename` included) counted through fragments and inline
 *   fragments, once per place it lands in the response, both per root field (its own alias, if
 *   any, plus every alias in its selection tree) and across the whole operation — graphql-armor's
 *   max-aliases and Apollo Router's `max_aliases`. Aliases are what let one document ask for the
 *   same expensive field hundreds of times under different response keys;
 * - a weighted complexity budget: every field costs 1; a list field multiplies its subtree by its
 *   page argument (`limit`/`first`/`count`, else `listDefault`), and a list edge back to a type
 *   already on the path (a cyclic relation such as org → members → user → organization) multiplies
 *   by `cyclicFactor` more. Our own walker rather than graphql-query-complexity: its estimators
 *   do not see the path, which the cyclic rule needs;
 * - introspection only where enabled. Introspection selections (`__schema`, `__type`) do not count
 *   towards the depth limit, as graphql-armor's `ignoreIntrospection`: the standard introspection
 *   query is 15 levels deep (its TypeRef fragment nests `ofType` to unwrap lists and non-nulls),
 *   more than any data query needs. They have their own bound instead, INTROSPECTION_MAX_DEPTH;
 *   and graphql-js's MaxIntrospectionDepthRule (part of specifiedRules since 16.9, run by
 *   document-cache.ts) refuses more than three nested `fields`/`interfaces`/`possibleTypes`/
 *   `inputFields` lists, which is what makes a hand-written `__type { fields { type { fields ...`
 *   expensive. Aliases and root fields count under introspection as anywhere else.
 */
// All from the package root: under Node 'graphql' is its CommonJS build, the one @apollo/gateway
// builds the schema with; a deep import of the .mjs build would be a second module instance whose
// instanceof checks reject that schema's types (every list then cost the default page size).
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isListType,
  isCompositeType,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
} from 'graphql';
import { AppError } from '@svc/core';

export interface OperationLimits {
  maxDepth: number;
  maxRootFields: number;
  /** Aliased selections one root field may account for: its own alias plus those in its tree. */
  maxAliasesPerRootField: number;
  /** Aliased selections in the whole operation. */
  maxAliases: number;
  maxComplexity: number;
  listDefault: number;
  cyclicFactor: number;
  introspection: boolean;
}

/**
 * Nesting allowed under `__schema`/`__type`, counted from the root like the depth limit: the
 * standard introspection query with every option (graphql 16's getIntrospectionQuery) needs 15;
 * the margin is for clients whose TypeRef fragment nests `ofType` a few times more.
 */
export const INTROSPECTION_MAX_DEPTH = 20;

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

function fragmentsOf(doc: DocumentNode) {
  const m = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) m.set(d.name.value, d);
  return m;
}

/**
 * Counts aliased selections in selection sets, fragments expanded. A fragment's count is worked
 * out once and reused for every spread (each spread repeats its aliases in the response, so each
 * counts), which keeps the walk linear in the document even when fragments spread each other
 * many times over; a fragment already being counted counts 0 (a cycle, which validation refuses
 * anyway, cannot recurse forever).
 */
function aliasCounter(fragments: Map<string, FragmentDefinitionNode>) {
  const perFragment = new Map<string, number>();
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (s.alias) n++;
        if (s.selectionSet) n += count(s.selectionSet);
      } else if (s.kind === Kind.INLINE_FRAGMENT) n += count(s.selectionSet);
      else {
        const name = s.name.value;
        let c = perFragment.get(name);
        if (c === undefined) {
          perFragment.set(name, 0);
          const f = fragments.get(name);
          c = f ? count(f.selectionSet) : 0;
          perFragment.set(name, c);
        }
        n += c;
      }
    }
    return n;
  };
  return count;
}

/** Depth, root fields, aliases, introspection: independent of variables, so checked once per document. */
export function checkStaticLimits(doc: DocumentNode, op: OperationDefinitionNode, limits: OperationLimits): void {
  const fragments = fragmentsOf(doc);
  const countAliases = aliasCounter(fragments);
  // Root fields (fragments at the root expanded, each once), and aliases per root field name.
  const perRootField = new Map<string, number>();
  let rootFields = 0;
  const visitRoot = (set: SelectionSetNode, seen: Set<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const name = s.name.value;
        if (name !== '__typename') rootFields++;
        const n = (s.alias ? 1 : 0) + (s.selectionSet ? countAliases(s.selectionSet) : 0);
        if (n) perRootField.set(name, (perRootField.get(name) ?? 0) + n);
      } else if (s.kind === Kind.INLINE_FRAGMENT) visitRoot(s.selectionSet, seen);
      else if (!seen.has(s.name.value) && fragments.get(s.name.value)) {
        seen.add(s.name.value);
        visitRoot(fragments.get(s.name.value)!.selectionSet, seen);
      }
    }
  };
  visitRoot(op.selectionSet, new Set());
  if (rootFields > limits.maxRootFields)
    throw new AppError('SVC-GQL-4105', `at most ${limits.maxRootFields} root fields`);
  const total = countAliases(op.selectionSet);
  if (total > limits.maxAliases)
    throw new AppError('SVC-GQL-4103', `at most ${limits.maxAliases} aliased selections in one operation`, {
      aliases: total,
      limit: limits.maxAliases,
    });
  for (const [field, n] of perRootField) {
    if (n > limits.maxAliasesPerRootField)
      throw new AppError(
        'SVC-GQL-4103',
        `at most ${limits.maxAliasesPerRootField} aliased selections for the root field ${field}`,
        { field, aliases: n, limit: limits.maxAliasesPerRootField },
      );
  }
  // Depth and introspection.
  const { depthBelow, sawIntrospection } = depthMeter(fragments);
  const dataDepth = 1 + depthBelow(op.selectionSet, true);
  if (sawIntrospection() && !limits.introspection) throw new AppError('SVC-GQL-4106');
  if (dataDepth > limits.maxDepth) throw new AppError('SVC-GQL-4104', `at most ${limits.maxDepth} levels`);
  if (sawIntrospection()) {
    const bound = Math.max(INTROSPECTION_MAX_DEPTH, limits.maxDepth);
    if (1 + depthBelow(op.selectionSet, false) > bound)
      throw new AppError('SVC-GQL-4104', `at most ${bound} levels of introspection`);
  }
}

/**
 * How many levels of nesting lie below a selection set, fragments expanded; with `skipIntrospection`
 * the subtrees of `__schema`/`__type` are left out. A fragment's depth is worked out once per mode
 * and reused for every spread, so a document that spreads fragments many times over is still
 * measured in one pass; a fragment already being measured counts 0 (a cycle, refused by validation
 * anyway, ends).
 */
function depthMeter(fragments: Map<string, FragmentDefinitionNode>) {
  const memo = new Map<string, number>();
  let introspection = false;
  const depthBelow = (set: SelectionSetNode, skipIntrospection: boolean): number => {
    let max = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (INTROSPECTION_FIELDS.has(s.name.value)) {
          introspection = true;
          if (skipIntrospection) continue;
        }
        if (s.selectionSet) max = Math.max(max, 1 + depthBelow(s.selectionSet, skipIntrospection));
      } else if (s.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depthBelow(s.selectionSet, skipIntrospection));
      else {
        const key = `${skipIntrospection ? 1 : 0}${s.name.value}`;
        let d = memo.get(key);
        if (d === undefined) {
          memo.set(key, 0);
          const f = fragments.get(s.name.value);
          d = f ? depthBelow(f.selectionSet, skipIntrospection) : 0;
          memo.set(key, d);
        }
        max = Math.max(max, d);
      }
    }
    return max;
  };
  return { depthBelow, sawIntrospection: () => introspection };
}

function pageSize(args: Record<string, unknown>, def: number): number {
  for (const k of ['limit', 'first', 'count', 'last']) {
    const v = args[k];
    if (typeof v === 'number' && Number.isFinite(v)) return Math.max(1, Math.min(v, 10_000));
  }
  return def;
}

function skipped(
  node: { directives?: readonly import('graphql').DirectiveNode[] },
  variables: Record<string, unknown>,
): boolean {
  for (const d of node.directives ?? []) {
    if (d.name.value !== 'skip' && d.name.value !== 'include') continue;
    const arg = d.arguments?.find((a) => a.name.value === 'if')?.value;
    const v =
      arg?.kind === Kind.BOOLEAN ? arg.value : arg?.kind === Kind.VARIABLE ? Boolean(variables[arg.name.value]) : false;
    if ((d.name.value === 'skip' && v) || (d.name.value === 'include' && !v)) return true;
  }
  return false;
}

/** The weighted complexity of the selected operation with these variables (a lower bound above `maxComplexity`). */
export function complexityOf(
  schema: GraphQLSchema,
  doc: DocumentNode,
  op: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: OperationLimits,
): number {
  const fragments = fragmentsOf(doc);
  const root =
    op.operation === 'query'
      ? schema.getQueryType()
      : op.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  // Every field visited adds at least 1 to the cost, so once the visits alone pass the budget the
  // answer is known: the walk stops there rather than follow fragments that spread each other
  // many times over (the cost below depends on the path, so fragments cannot be measured once).
  let visits = 0;
  // `path` holds the composite types from the root down to here: a list whose item type is already
  // on it is an edge of a cyclic relation.
  const cost = (set: SelectionSetNode, parent: GraphQLCompositeType, path: string[], seen: Set<string>): number => {
    let total = 0;
    for (const s of set.selections) {
      if (skipped(s, variables)) continue;
      if (s.kind === Kind.FIELD && ++visits > limits.maxComplexity) throw new BudgetPassed();
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const t = s.typeCondition
          ? (schema.getType(s.typeCondition.name.value) as GraphQLCompositeType | undefined)
          : parent;
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
  if (!root) return 0;
  try {
    return cost(op.selectionSet, root, [root.name], new Set());
  } catch (e) {
    if (e instanceof BudgetPassed) return visits;
    throw e;
  }
}

/** Thrown inside complexityOf's walk once the cost is known to exceed the budget. */
class BudgetPassed extends Error {}

export function checkComplexity(
  schema: GraphQLSchema,
  doc: DocumentNode,
  op: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: OperationLimits,
): number {
  const c = complexityOf(schema, doc, op, variables, limits);
  if (c > limits.maxComplexity)
    throw new AppError('SVC-GQL-4102', `complexity ${c} exceeds the budget of ${limits.maxComplexity}`, {
      complexity: c,
      budget: limits.maxComplexity,
    });
  return c;
}
