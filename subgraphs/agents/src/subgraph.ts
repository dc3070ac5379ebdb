import { fileURLToPath } from 'node:url';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { agentsContract } from './backend.ts';

export const agentsSubgraph: SubgraphDefinition = {
  name: 'agents',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env, cursors, log }) => {
    // No AGENTS_*BACKEND_TARGET: no clients, runtime and ingestion operations fail closed with their NOT-WIRED codes.
    const backend = backendFromEnv(agentsContract, env);
    return { resolvers: createResolvers({ backend, cursors, log }), onStop: async () => backend.close() };
  },
};
