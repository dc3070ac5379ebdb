import { fileURLToPath } from 'node:url';
import { int, loadConfig, str } from '@svc/core';
import { createIdentityClient } from '@svc/grpc';
import type { SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers, DEFAULT_USER_BATCH_MAX } from './resolvers/index.ts';
import { IamService } from './clients/identity.ts';

export const iamSubgraph: SubgraphDefinition = {
  name: 'iam',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ readiness, env, cursors }) => {
    const cfg = loadConfig(
      {
        IDENTITY_GRPC_TARGET: str('127.0.0.1:50051'),
        // Most user ids per identity GetUsers call when federation asks for many users at once;
        // 1 turns batching off (bench/entity-batching.ts compares the two).
        IAM_USER_BATCH_MAX: int(DEFAULT_USER_BATCH_MAX, { min: 1, max: 10_000, unit: 'ids' }),
      },
      env,
    );
    const identity = createIdentityClient(cfg.IDENTITY_GRPC_TARGET);
    readiness.add({ name: 'identity', check: async () => void (await identity.getJwks({})) });
    return {
      resolvers: createResolvers(new IamService(identity), { cursors, userBatchMax: cfg.IAM_USER_BATCH_MAX }),
      onStop: async () => identity.close(),
    };
  },
};
