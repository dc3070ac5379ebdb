import { fileURLToPath } from 'node:url';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { promptsContract } from './backend.ts';

export const promptsSubgraph: SubgraphDefinition = {
  name: 'prompts',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env, cursors, log }) => {
    // No PROMPTS_*BACKEND_TARGET: no clients, registry and guardrail operations fail closed with their NOT-WIRED codes.
    const backend = backendFromEnv(promptsContract, env);
    return { resolvers: createResolvers({ backend, cursors, log }), onStop: async () => backend.close() };
  },
};
