import { notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';

/**
 * The agents backend is outside this repository. Until its gRPC target is configured every
 * operation fails closed with SVC-AGENTRT-NOT-WIRED (after the caller check), returning no data.
 */
export function createResolvers(): Resolvers<SubgraphContext> {
  return {
    Query: {
      agentSessions: (_root, _args, ctx) => {
        requireCaller(ctx);
        return notWired('SVC-AGENTRT-NOT-WIRED');
      },
    },
  };
}
