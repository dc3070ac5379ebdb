/**
 * Loads the static supergraph into @apollo/gateway and returns its API schema and executor.
 * Subgraph requests go through SubgraphFetcher (identity headers from the validated claims).
 */
import { readFileSync } from 'node:fs';
import { ApolloGateway } from '@apollo/gateway';
import { SubgraphFetcher } from './subgraph-fetcher.ts';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '@svc/core';

export interface LoadedSupergraph {
  schema: GraphQLSchema;
  executor: ApolloGateway['executor'];
  stop(): Promise<void>;
}

export async function loadSupergraph(opts: { path: string; urlOverrides: Record<string, string>; log: Logger; timeoutMs?: number }): Promise<LoadedSupergraph> {
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(opts.path, 'utf8'),
    buildService: ({ name, url }) => new SubgraphFetcher(opts.urlOverrides[name] ?? url!, name, opts.timeoutMs ?? 10_000),
    logger: {
      debug: () => {},
      info: (m: unknown) => opts.log.debug({ msg: String(m) }),
      warn: (m: unknown) => opts.log.warn({ msg: String(m) }),
      error: (m: unknown) => opts.log.error({ msg: String(m) }),
    },
  });
  const { schema, executor } = await gateway.load();
  return { schema, executor, stop: () => gateway.stop() };
}
