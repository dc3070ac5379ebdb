import { fileURLToPath } from 'node:url';
import type { SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';

export const auditSubgraph: SubgraphDefinition = {
  name: 'audit',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: () => ({ resolvers: createResolvers() }),
};
