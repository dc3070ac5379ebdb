import { notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';

/**
 * The audit backend is outside this repository. Until its gRPC target is configured every
 * operation fails closed with SVC-AUDIT-NOT-WIRED (after the caller check), returning no data.
 */
export function createResolvers(): Resolvers<SubgraphContext> {
  return {
    Query: {
      auditEvents: (_root, _args, ctx) => {
        requireCaller(ctx);
        return notWired('SVC-AUDIT-NOT-WIRED');
      },
    },
  };
}
