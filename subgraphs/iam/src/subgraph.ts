import { fileURLToPath } from 'node:url';
import { loadConfig, str } from '@svc/core';
import { createIdentityClient } from '@svc/grpc';
import type { SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { IamService } from './services/iam-service.ts';

export const iamSubgraph: SubgraphDefinition = {
  name: 'iam',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ readiness, env }) => {
    const cfg = loadConfig({ IDENTITY_GRPC_TARGET: str('127.0.0.1:50051') }, env);
    const identity = createIdentityClient(cfg.IDENTITY_GRPC_TARGET);
    readiness.add({ name: 'identity', check: async () => void (await identity.getJwks({})) });
    return { resolvers: createResolvers(new IamService(identity)), onStop: async () => identity.close() };
  },
};
