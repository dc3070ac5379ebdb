import { fileURLToPath } from 'node:url';
import type { SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { parseProviders } from './services/model-catalogue.ts';

export const inferenceSubgraph: SubgraphDefinition = {
  name: 'inference',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env }) => ({ resolvers: createResolvers({ providers: parseProviders(env.INFERENCE_PROVIDERS) }) }),
};
