import { notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';

/**
 * The memory backend is outside this repository. Until its gRPC target is configured every
 * operation fails closed with SVC-OME-NOT-WIRED (after the caller check), returning no data.
 */
export function createResolvers(): Resolvers<SubgraphContext> {
  return {
    Query: {
      memoryEvents: (_root, _args, ctx) => {
        requireCaller(ctx);
        return notWired('SVC-OME-NOT-WIRED');
      },
    },
  };
}
