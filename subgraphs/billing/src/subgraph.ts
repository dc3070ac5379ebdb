import { fileURLToPath } from 'node:url';
import type { SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { loadPlanCatalogue } from './services/plan-catalogue.ts';

export const billingSubgraph: SubgraphDefinition = {
  name: 'billing',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ cursors }) => ({
    resolvers: createResolvers({ plans: loadPlanCatalogue(fileURLToPath(new URL('../catalogue/plans.json', import.meta.url))), cursors }),
  }),
};
