/**
 * The commonest query plan, compiled for a fast path: one Fetch, or a Parallel of Fetches, at the
 * root, each asking one subgraph for some of the operation's root fields — no entity fetch, no
 * @requires, no rewrites, no @defer.
 *
 * For such a plan @apollo/gateway's executor sends each subgraph its operation, deep-merges the
 * answers and then re-shapes the merged data against the API schema (computeResponse: field
 * order, fields the planner added, null propagation, leaf checks), inside OpenTelemetry spans and
 * usage-reporting trace nodes. When every subgraph operation selects exactly what the client
 * selected for its root fields — the same response keys in the same order, the same fields and
 * arguments, object types only (so no `__typename` the planner adds for abstract types), no
 * directives — a subgraph's answer already has the shape computeResponse would produce: the
 * subgraph executed the same selection with the same types, and composition makes a field
 * non-null in the supergraph only where every subgraph resolving it declares it non-null. What is
 * left is to place each root field in the client's order, apply the non-null rule at the root,
 * and convert subgraph errors as Apollo does. Plans that do not qualify return null here and keep
 * going through Apollo's executor.
 */
import {
  GraphQLError,
  Kind,
  getNamedType,
  isAbstractType,
  isEnumType,
  isNonNullType,
  isObjectType,
  parse,
  print,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Experimental_DidResolveQueryPlanCallback } from '@apollo/gateway';

export type QueryPlan = Parameters<Experimental_DidResolveQueryPlanCallback>[0]['queryPlan'];
type PlanNode = NonNullable<QueryPlan['node']>;
type FetchNode = Extract<PlanNode, { kind: 'Fetch' }>;

export interface RootFetch {
  serviceName: string;
  /** The subgraph operation as the planner printed it: sent as is, like Apollo sends it. */
  operation: string;
  operationName: string | undefined;
  variableUsages: readonly string[];
}

export interface RootFetchPlan {
  fetches: RootFetch[];
  /** The client's root fields in its order, with the fetch that answers each. */
  fields: { key: string; fetch: number; nonNull: boolean }[];
}

export interface SubgraphAnswer {
  data?: unknown;
  errors?: readonly { message?: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** One selected field, flattened out of fragments; `shape` is the canonical text of its sub-selection. */
interface Selected {
  name: string;
  args: string;
  shape: string;
  nonNull: boolean;
}

class Ineligible extends Error {}

/**
 * The response keys a selection set produces on an object type, in the order graphql-js and
 * computeResponse emit them (first occurrence, fragments flattened). Throws Ineligible for
 * anything whose answer might need re-shaping.
 */
function collect(
  set: SelectionSetNode,
  parent: GraphQLObjectType,
  fragments: Map<string, FragmentDefinitionNode>,
  opts: { enumsSafe: boolean },
  out = new Map<string, Selected>(),
  seen = new Set<string>(),
): Map<string, Selected> {
  for (const s of set.selections) {
    if (s.directives?.length) throw new Ineligible();
    if (s.kind === Kind.INLINE_FRAGMENT) {
      if (s.typeCondition && s.typeCondition.name.value !== parent.name) throw new Ineligible();
      collect(s.selectionSet, parent, fragments, opts, out, seen);
      continue;
    }
    if (s.kind === Kind.FRAGMENT_SPREAD) {
      const f = fragments.get(s.name.value);
      if (!f || seen.has(f.name.value) || f.typeCondition.name.value !== parent.name) throw new Ineligible();
      collect(f.selectionSet, parent, fragments, opts, out, new Set([...seen, f.name.value]));
      continue;
    }
    const name = s.name.value;
    const key = s.alias?.value ?? name;
    let selected: Selected;
    if (name === '__typename') selected = { name, args: '', shape: '', nonNull: true };
    else {
      const field = parent.getFields()[name];
      if (!field || name.startsWith('__')) throw new Ineligible();
      const named = getNamedType(field.type);
      if (isAbstractType(named) || (isEnumType(named) && !opts.enumsSafe)) throw new Ineligible();
      const args = [...(s.arguments ?? [])]
        .sort((a, b) => a.name.value.localeCompare(b.name.value))
        .map((a) => `${a.name.value}:${print(a.value)}`)
        .join(',');
      const shape =
        s.selectionSet && isObjectType(named) ? shapeOf(collect(s.selectionSet, named, fragments, opts)) : '';
      selected = { name, args, shape, nonNull: isNonNullType(field.type) };
    }
    const before = out.get(key);
    // Same key twice merges sub-selections in graphql-js; only identical repeats are kept simple.
    if (before && (before.name !== selected.name || before.args !== selected.args || before.shape !== selected.shape))
      throw new Ineligible();
    if (!before) out.set(key, selected);
  }
  return out;
}

const shapeOf = (fields: Map<string, Selected>) =>
  `{${[...fields].map(([k, f]) => `${k}:${f.name}(${f.args})${f.shape}`).join(' ')}}`;

const fragmentsOf = (doc: { definitions: readonly { kind: Kind }[] }) =>
  new Map(
    (doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION) as FragmentDefinitionNode[]).map((f) => [
      f.name.value,
      f,
    ]),
  );

/**
 * The fast plan for `operation` (of `document`) under `plan`, or null when Apollo's executor must
 * run it. `enumsSafe` is false when the supergraph hides enum values (@inaccessible), which
 * computeResponse would turn into null.
 */
export function compileRootFetchPlan(
  plan: QueryPlan,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  enumsSafe: boolean,
): RootFetchPlan | null {
  const node = plan.node;
  const nodes: PlanNode[] = !node ? [] : node.kind === 'Parallel' ? node.nodes : [node];
  if (!nodes.length || !nodes.every((n): n is FetchNode => n.kind === 'Fetch')) return null;
  const root = schema.getRootType(operation.operation);
  if (!root) return null;
  try {
    const opts = { enumsSafe };
    const client = collect(operation.selectionSet, root, fragmentsOf(document), opts);
    const owner = new Map<string, number>();
    const fetches = nodes.map((f, i): RootFetch => {
      if (
        f.requires?.length ||
        f.inputRewrites?.length ||
        f.outputRewrites?.length ||
        f.contextRewrites?.length ||
        f.hasDefers ||
        f.operationKind !== operation.operation
      )
        throw new Ineligible();
      const doc = parse(f.operation, { noLocation: true });
      const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      if (!op || op.directives?.length) throw new Ineligible();
      for (const [key, sub] of collect(op.selectionSet, root, fragmentsOf(doc), opts)) {
        const mine = client.get(key);
        if (!mine || owner.has(key) || mine.name !== sub.name || mine.args !== sub.args || mine.shape !== sub.shape)
          throw new Ineligible();
        owner.set(key, i);
      }
      return {
        serviceName: f.serviceName,
        operation: f.operation,
        operationName: f.operationName,
        variableUsages: f.variableUsages ?? [],
      };
    });
    // Root __typename and introspection are answered by the gateway itself, not by a fetch.
    if (owner.size !== client.size) return null;
    return { fetches, fields: [...client].map(([key, f]) => ({ key, fetch: owner.get(key)!, nonNull: f.nonNull })) };
  } catch (e) {
    if (e instanceof Ineligible) return null;
    throw e;
  }
}

/** A subgraph's error as Apollo's executor reports it (downstreamServiceError, root path). */
function subgraphError(e: NonNullable<SubgraphAnswer['errors']>[number], serviceName: string): GraphQLError {
  const extensions: Record<string, unknown> = { ...e.extensions, serviceName };
  if (!extensions.code) extensions.code = 'DOWNSTREAM_SERVICE_ERROR';
  return new GraphQLError(e.message || `Error while fetching subquery from service "${serviceName}"`, {
    path: e.path ? [...e.path] : undefined,
    extensions,
    originalError: e as Error,
  });
}

/**
 * The client's response from each fetch's outcome (an answer, or what its data source threw, kept
 * as is as Apollo keeps it): root fields in the client's order; a missing root field is null, and
 * a missing non-null one makes `data` null.
 */
export function mergeRootFetches(
  plan: RootFetchPlan,
  outcomes: ({ answer: SubgraphAnswer } | { thrown: unknown })[],
): { data: Record<string, unknown> | null; errors?: unknown[] } {
  const errors: unknown[] = [];
  outcomes.forEach((o, i) => {
    if ('thrown' in o) errors.push(o.thrown);
    else if (o.answer.errors)
      for (const e of o.answer.errors) errors.push(subgraphError(e, plan.fetches[i].serviceName));
  });
  // Null prototype, as computeResponse builds it: a response key such as `__proto__` stays data.
  let data: Record<string, unknown> | null = Object.create(null) as Record<string, unknown>;
  for (const f of plan.fields) {
    const o = outcomes[f.fetch];
    const from =
      'answer' in o && o.answer.data && typeof o.answer.data === 'object'
        ? (o.answer.data as Record<string, unknown>)
        : null;
    const value = from && Object.hasOwn(from, f.key) ? from[f.key] : null;
    if (value === null || value === undefined) {
      if (f.nonNull) {
        data = null;
        break;
      }
      data[f.key] = null;
    } else data[f.key] = value;
  }
  return errors.length ? { errors, data } : { data };
}
