import { fileURLToPath } from 'node:url';
import { createIdentityClient } from '@svc/grpc';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { PolicyAuthoring } from './clients/policy-authoring.ts';
import { createResolvers } from './resolvers/index.ts';
import { promptsContract } from './clients/backend.ts';

export const promptsSubgraph: SubgraphDefinition = {
  name: 'prompts',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env, cursors, log }) => {
    // No PROMPTS_*BACKEND_TARGET: no clients, registry and guardrail operations fail closed with their NOT-WIRED codes.
    const backend = backendFromEnv(promptsContract, env);
    // Policy authoring is identity's (IDENTITY_GRPC_TARGET, which the platform always sets); with it
    // unset those operations fail closed with SVC-SERVER-9001.
    const identity = env.IDENTITY_GRPC_TARGET ? createIdentityClient(env.IDENTITY_GRPC_TARGET) : undefined;
    const policies = identity ? new PolicyAuthoring(identity) : undefined;
    return {
      resolvers: createResolvers({ backend, cursors, log, policies }),
      onStop: async () => {
        backend.close();
        identity?.close();
      },
    };
  },
};
