/**
 * Apollo's executor with the root-fetch fast path in front (root-fetch-plan.ts). The first
 * execution of an operation goes through @apollo/gateway, which plans it; its public
 * `experimental_didResolveQueryPlan` hook hands us that plan and the data sources, and the plan is
 * compiled once. Later executions of the same operation (the same cached AST node, see
 * document-cache.ts) whose plan qualifies skip Apollo's per-request work: operation context,
 * plan-cache key hashing and lookup, OpenTelemetry spans, trace nodes, rebuilding the operation
 * against the API schema, and re-shaping the result. Every other plan stays with Apollo.
 */
import { getVariableValues, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { ApolloGateway, Experimental_DidResolveQueryPlanCallback, GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { compileRootFetchPlan, mergeRootFetches, type RootFetchPlan, type SubgraphAnswer } from './root-fetch-plan.ts';

type Executor = ApolloGateway['executor'];
type RequestContext = Parameters<Executor>[0];
type DidResolveQueryPlan = Parameters<Experimental_DidResolveQueryPlanCallback>[0];

type IncomingOperation = Extract<GraphQLDataSourceProcessOptions, { incomingRequestContext: unknown }>;
/** GraphQLDataSourceRequestKind.INCOMING_OPERATION: @apollo/gateway exports the enum's type only. */
const INCOMING_OPERATION = 'incoming operation' as IncomingOperation['kind'];

interface FastPlan { plan: RootFetchPlan; sources: GraphQLDataSource[] }

export class PlanExecutor {
  /** Per operation AST node: its fast plan, or null when Apollo executes it. Dies with the cached document. */
  private plans = new WeakMap<OperationDefinitionNode, FastPlan | null>();

  /** @param enumsSafe false when the supergraph hides enum values, see compileRootFetchPlan */
  constructor(private enumsSafe: boolean) {}

  /** For ApolloGateway's `experimental_didResolveQueryPlan`: learns each operation's plan once. */
  readonly didResolveQueryPlan = ({ queryPlan, serviceMap, requestContext }: DidResolveQueryPlan) => {
    const { operation, document, schema } = requestContext;
    if (!operation || !document || this.plans.has(operation)) return;
    const plan = compileRootFetchPlan(queryPlan, document, operation, schema, this.enumsSafe);
    const sources = plan?.fetches.map((f) => serviceMap[f.serviceName]);
    this.plans.set(operation, plan && sources?.every(Boolean) ? { plan, sources: sources as GraphQLDataSource[] } : null);
  };

  /** An executor with the signature of Apollo's, given Apollo's (from `gateway.load()`). */
  executorFor(apollo: Executor): Executor {
    return (requestContext) => {
      const fast = requestContext.operation && this.plans.get(requestContext.operation);
      return fast ? this.executeFast(fast, requestContext) : apollo(requestContext);
    };
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
        for (const name of f.variableUsages) if (provided && Object.hasOwn(provided, name) && provided[name] !== undefined) variables[name] = provided[name];
        return sources[i]
          .process({
            kind: INCOMING_OPERATION,
            request: { query: f.operation, variables, operationName: f.operationName },
            incomingRequestContext: rc,
            context: rc.context,
            pathInIncomingRequest: [],
          })
          .then((answer) => ({ answer: answer as SubgraphAnswer }), (thrown: unknown) => ({ thrown }));
      }),
    );
    return mergeRootFetches(plan, outcomes) as Awaited<ReturnType<Executor>>;
  }
}
