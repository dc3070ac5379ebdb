import DataLoader from 'dataloader';
import { DateTimeScalar, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { IamService, UserRecord } from '../services/iam-service.ts';

type Ctx = SubgraphContext & { userLoader?: DataLoader<string, UserRecord | null> };

/** Entity references for many users in one query become one identity call per request. */
function userLoader(ctx: Ctx, svc: IamService) {
  ctx.userLoader ??= new DataLoader((ids: readonly string[]) => svc.usersByIds(requireCaller(ctx), ids), { maxBatchSize: 500 });
  return ctx.userLoader;
}

export function createResolvers(svc: IamService): Resolvers<Ctx> {
  return {
    DateTime: DateTimeScalar,
    Query: {
      me: (_r, _a, ctx) => svc.me(requireCaller(ctx)),
      workspace: (_r, { id }, ctx) => svc.workspace(requireCaller(ctx), id),
    },
    User: {
      __resolveReference: (ref, ctx) => userLoader(ctx, svc).load(ref.id),
      organization: (u, _a, ctx) => svc.organization(requireCaller(ctx), u.organizationId),
    },
    Workspace: {
      __resolveReference: (ref, ctx) => svc.workspace(requireCaller(ctx), ref.id),
      organization: (w, _a, ctx) => svc.organization(requireCaller(ctx), w.organizationId),
    },
    Organization: {
      __resolveReference: (ref, ctx) => svc.organization(requireCaller(ctx), ref.id),
    },
  };
}
