import type { SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { PlanCatalogue } from '../services/plan-catalogue.ts';

export function createResolvers(deps: { plans: PlanCatalogue }): Resolvers<SubgraphContext> {
  return {
    Query: {
      // Public by design: the gateway lets this field through anonymously when sent alone.
      publicPlans: () => deps.plans.publicPlans(),
    },
  };
}
