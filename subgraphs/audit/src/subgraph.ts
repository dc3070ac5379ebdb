import { fileURLToPath } from 'node:url';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { auditContract } from './backend.ts';

export const auditSubgraph: SubgraphDefinition = {
  name: 'audit',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env, cursors, log }) => {
    // AUDIT_BACKEND_TARGET unset: no client, every operation fails closed with SVC-AUDIT-NOT-WIRED.
    const backend = backendFromEnv(auditContract, env);
    return { resolvers: createResolvers({ backend, cursors, log }), onStop: async () => backend.close() };
  },
};
