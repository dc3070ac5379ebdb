/**
 * Apollo's executor with the root-fetch fast path in front (root-fetch-plan.ts). The first
 * execution of an operation goes through @apollo/gateway, which plans it; its public
 * `experimental_didResolveQueryPlan` hook hands us that plan and the data sources, and the plan is
 * compiled once. Later executions of the same operation (the same cached AST node, see
 * document-cache.ts) whose plan qualifies skip Apollo's per-request work: operation context,
 * plan-cache key hashing and lookup, OpenTelemetry spans, trace nodes, rebuilding the operation
 * against the API schema, and re-shaping the result. Every other plan stays with Apollo.
 *
 * Operations that select only introspection (`__schema`, `__type`, `__typename` at the root) never
 * reach Apollo: graphql-js executes them against the API schema, the one the document was
 * validated against. Apollo would first rebuild the operation against its own model of that schema
 * (@apollo/federation-internals' operationFromDocument), whose `__Type` has no `isOneOf` (added in
 * graphql 16.9, which we run): the standard introspection query of graphql 16
 * (`getIntrospectionQuery({ oneOf: true })`) passes graphql-js validation and then made Apollo
 * throw "Cannot query field isOneOf on type __Type", a 500. Introspection needs nothing from the
 * subgraphs, so answering it here is also what Apollo Router does. An operation that mixes data
 * fields with `isOneOf` cannot be planned by Apollo for the same reason and is refused with a
 * typed 400 instead.
 */
import { AppError } from '@svc/core';
import {
  execute,
  getVariableValues,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  BREAK,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type {
  ApolloGateway,
  Experimental_DidResolveQueryPlanCallback,
  GraphQLDataSource,
  GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { compileRootFetchPlan, mergeRootFetches, type RootFetchPlan, type SubgraphAnswer } from './root-fetch-plan.ts';

type Executor = ApolloGateway['executor'];
type RequestContext = Parameters<Executor>[0];
type DidResolveQueryPlan = Parameters<Experimental_DidResolveQueryPlanCallback>[0];

type IncomingOperation = Extract<GraphQLDataSourceProcessOptions, { incomingRequestContext: unknown }>;
/** GraphQLDataSourceRequestKind.INCOMING_OPERATION: @apollo/gateway exports the enum's type only. */
const INCOMING_OPERATION = 'incoming operation' as IncomingOperation['kind'];

interface FastPlan {
  plan: RootFetchPlan;
  sources: GraphQLDataSource[];
}

const INTROSPECTION_ROOT_FIELDS = new Set(['__schema', '__type', '__typename']);

/** Whether every root selection of `op` (fragments expanded, each once) is an introspection field. */
function selectsOnlyIntrospection(op: OperationDefinitionNode, doc: DocumentNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const seen = new Set<string>();
  const only = (set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD) return INTROSPECTION_ROOT_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return only(s.selectionSet);
      if (seen.has(s.name.value)) return true;
      seen.add(s.name.value);
      const f = fragments.get(s.name.value);
      return !f || only(f.selectionSet);
    });
  return only(op.selectionSet);
}

/** Whether the document selects `__Type.isOneOf` anywhere. */
function selectsIsOneOf(schema: GraphQLSchema, doc: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    doc,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === 'isOneOf' && typeInfo.getParentType()?.name === '__Type') {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return found;
}

export class PlanExecutor {
  /** Per operation AST node: its fast plan, or null when Apollo executes it. Dies with the cached document. */
  private plans = new WeakMap<OperationDefinitionNode, FastPlan | null>();
  /** Per operation AST node: who executes it when it has no fast plan. */
  private routes = new WeakMap<OperationDefinitionNode, 'introspection' | 'apollo' | 'unplannable'>();

  /** @param enumsSafe false when the supergraph hides enum values, see compileRootFetchPlan */
  constructor(private enumsSafe: boolean) {}

  /** For ApolloGateway's `experimental_didResolveQueryPlan`: learns each operation's plan once. */
  readonly didResolveQueryPlan = ({ queryPlan, serviceMap, requestContext }: DidResolveQueryPlan) => {
    const { operation, document, schema } = requestContext;
    if (!operation || !document || this.plans.has(operation)) return;
    const plan = compileRootFetchPlan(queryPlan, document, operation, schema, this.enumsSafe);
    const sources = plan?.fetches.map((f) => serviceMap[f.serviceName]);
    this.plans.set(
      operation,
      plan && sources?.every(Boolean) ? { plan, sources: sources as GraphQLDataSource[] } : null,
    );
  };

  /** An executor with the signature of Apollo's, given Apollo's (from `gateway.load()`). */
  executorFor(apollo: Executor): Executor {
    return (requestContext) => {
      const op = requestContext.operation;
      const fast = op && this.plans.get(op);
      if (fast) return this.executeFast(fast, requestContext);
      const route = op ? this.routeOf(op, requestContext) : 'apollo';
      if (route === 'introspection') return Promise.resolve(this.executeIntrospection(requestContext));
      if (route === 'unplannable')
        return Promise.reject(
          new AppError(
            'SVC-VALID-4000',
            'isOneOf can only be selected in an operation that selects nothing but introspection',
          ),
        );
      return apollo(requestContext);
    };
  }

  private routeOf(op: OperationDefinitionNode, rc: RequestContext) {
    let route = this.routes.get(op);
    if (!route) {
      const doc = rc.document!;
      route = selectsOnlyIntrospection(op, doc)
        ? 'introspection'
        : selectsIsOneOf(rc.schema as GraphQLSchema, doc)
          ? 'unplannable'
          : 'apollo';
      this.routes.set(op, route);
    }
    return route;
  }

  /** Introspection from the API schema alone, as graphql-js answers it. */
  private executeIntrospection(rc: RequestContext) {
    const result = execute({
      schema: rc.schema as GraphQLSchema,
      document: rc.document!,
      operationName: rc.request.operationName,
      variableValues: rc.request.variables,
      contextValue: rc.context,
    });
    return result as Awaited<ReturnType<Executor>>;
  }

  private async executeFast({ plan, sources }: FastPlan, rc: RequestContext) {
    const provided = rc.request.variables;
    // The same variable check Apollo runs before executing (validateIncomingRequest).
    const definitions = rc.operation!.variableDefinitions;
    if (definitions?.length) {
      const { errors } = getVariableValues(rc.schema as GraphQLSchema, definitions, provided ?? {});
      if (errors) return { errors };
    }
    const outcomes = await Promise.all(
      plan.fetches.map((f, i) => {
        // Only the variables this fetch uses and the client provided, as Apollo's executeFetch sends them.
        const variables = Object.create(null) as Record<string, unknown>;
        for (const name of f.variableUsages)
          if (provided && Object.hasOwn(provided, name) && provided[name] !== undefined)
            variables[name] = provided[name];
        return sources[i]
          .process({
            kind: INCOMING_OPERATION,
            request: { query: f.operation, variables, operationName: f.operationName },
            incomingRequestContext: rc,
            context: rc.context,
            pathInIncomingRequest: [],
          })
          .then(
            (answer) => ({ answer: answer as SubgraphAnswer }),
            (thrown: unknown) => ({ thrown }),
          );
      }),
    );
    return mergeRootFetches(plan, outcomes) as Awaited<ReturnType<Executor>>;
  }
}
