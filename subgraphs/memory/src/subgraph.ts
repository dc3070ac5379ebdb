import { fileURLToPath } from 'node:url';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { memoryContract } from './clients/backend.ts';

export const memorySubgraph: SubgraphDefinition = {
  name: 'memory',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env, cursors, log }) => {
    // No MEMORY_*BACKEND_TARGET: no clients, every operation fails closed with its NOT-WIRED code.
    const backend = backendFromEnv(memoryContract, env);
    return { resolvers: createResolvers({ backend, cursors, log }), onStop: async () => backend.close() };
  },
};
