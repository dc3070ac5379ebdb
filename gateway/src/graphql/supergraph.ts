/**
 * Loads the static supergraph into @apollo/gateway and returns its API schema and executor, with
 * the root-fetch fast path in front (plan-executor.ts). Subgraph requests go through
 * SubgraphFetcher (identity headers from the validated claims).
 */
import { readFileSync } from 'node:fs';
import { ApolloGateway } from '@apollo/gateway';
import { SubgraphFetcher, type FetchObserver } from './subgraph-fetcher.ts';
import { PlanExecutor } from './plan-executor.ts';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '@svc/core';
import type { UpstreamTimeouts } from '../routes/upstream-timeouts.ts';

export interface LoadedSupergraph {
  schema: GraphQLSchema;
  executor: ApolloGateway['executor'];
  stop(): Promise<void>;
}

/** `sdl` when the caller already read the file (a reload checks exactly what it read). */
export async function loadSupergraph(opts: {
  path: string;
  sdl?: string;
  urlOverrides: Record<string, string>;
  log: Logger;
  timeoutsFor: (subgraph: string) => UpstreamTimeouts;
  onFetch?: FetchObserver;
  /** Share identical query fetches in flight (GATEWAY_SUBGRAPH_DEDUPLICATION; default on). */
  deduplicate?: boolean;
}): Promise<LoadedSupergraph> {
  const supergraphSdl = opts.sdl ?? readFileSync(opts.path, 'utf8');
  // @inaccessible enum values are nulled by Apollo's result shaping, which the fast path skips.
  const plans = new PlanExecutor(!/@inaccessible\b/.test(supergraphSdl));
  const fetchers: SubgraphFetcher[] = [];
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => {
      const f = new SubgraphFetcher(opts.urlOverrides[name] ?? url!, name, opts.timeoutsFor(name), opts.onFetch, {
        deduplicate: opts.deduplicate,
      });
      fetchers.push(f);
      return f;
    },
    experimental_didResolveQueryPlan: plans.didResolveQueryPlan,
    logger: {
      debug: () => {},
      info: (m: unknown) => opts.log.debug({ msg: String(m) }),
      warn: (m: unknown) => opts.log.warn({ msg: String(m) }),
      error: (m: unknown) => opts.log.error({ msg: String(m) }),
    },
  });
  const { schema, executor } = await gateway.load();
  return {
    schema,
    executor: plans.executorFor(executor),
    async stop() {
      await gateway.stop();
      // Idle connections close now; a fetch still in flight finishes first (not awaited: a model call may be long).
      for (const f of fetchers) void f.close().catch(() => {});
    },
  };
}
