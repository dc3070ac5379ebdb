/**
 * Loads the static supergraph into @apollo/gateway and returns its API schema and executor.
 * Subgraph requests carry the caller's identity as SVC-* headers, set here from the validated
 * claims in the request context (never copied from the client request).
 */
import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '@svc/core';
import type { EdgeContext } from '../context.ts';

class IdentityHeaderDataSource extends RemoteGraphQLDataSource<EdgeContext> {
  override willSendRequest(options: GraphQLDataSourceProcessOptions<EdgeContext>) {
    const h = options.request.http?.headers;
    const context = options.context as EdgeContext | undefined;
    if (!h || !context?.requestId) return;
    h.set('x-request-id', context.requestId);
    const c = context.claims;
    if (!c) return;
    h.set('svc-user-id', c.sub);
    h.set('svc-org-id', c.org_id);
    h.set('svc-workspace-id', c.workspace_id);
    if (c.client_id) h.set('svc-client-id', c.client_id);
    h.set('svc-token-id', c.jti);
    if (c.act?.sub) h.set('svc-acting-user-id', c.act.sub);
  }
}

export interface LoadedSupergraph {
  schema: GraphQLSchema;
  executor: ApolloGateway['executor'];
  stop(): Promise<void>;
}

export async function loadSupergraph(opts: { path: string; urlOverrides: Record<string, string>; log: Logger }): Promise<LoadedSupergraph> {
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(opts.path, 'utf8'),
    buildService: ({ name, url }) => new IdentityHeaderDataSource({ url: opts.urlOverrides[name] ?? url }),
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
