import { requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { listModels, type ProviderConfig } from '../services/model-catalogue.ts';

export function createResolvers(deps: { providers: ProviderConfig[] }): Resolvers<SubgraphContext> {
  return {
    Query: {
      models: (_r, _a, ctx) => {
        requireCaller(ctx);
        return listModels(deps.providers);
      },
    },
  };
}
