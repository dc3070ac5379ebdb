import { fileURLToPath } from 'node:url';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { receiptsContract } from './clients/backend.ts';

export const receiptsSubgraph: SubgraphDefinition = {
  name: 'receipts',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env, cursors, log }) => {
    // The trust configuration is the platform's own: identity serves receipts.v1.OcarConfigService,
    // so its target defaults to IDENTITY_GRPC_TARGET (which the platform always sets) unless
    // RECEIPTS_OCAR_CONFIG_BACKEND_TARGET or RECEIPTS_BACKEND_TARGET names another backend. Every
    // other family is outside the platform: no RECEIPTS_*BACKEND_TARGET, no client, and its
    // operations fail closed with their NOT-WIRED code (as the configuration does with neither).
    const ocarConfig =
      env.RECEIPTS_OCAR_CONFIG_BACKEND_TARGET || env.RECEIPTS_BACKEND_TARGET || env.IDENTITY_GRPC_TARGET;
    const backend = backendFromEnv(
      receiptsContract,
      ocarConfig ? { ...env, RECEIPTS_OCAR_CONFIG_BACKEND_TARGET: ocarConfig } : env,
    );
    return { resolvers: createResolvers({ backend, cursors, log }), onStop: async () => backend.close() };
  },
};
