/**
 * @apollo/gateway cannot execute subscriptions, so the gateway routes each one to the subgraph that
 * owns its root field (read from the supergraph's @join__field/@join__type), over graphql-ws, with
 * the caller's identity in the upstream connection_init. A subscription may select only fields the
 * owning subgraph resolves itself: entity fields from other subgraphs are not fetched on each event
 * (the owning subgraph rejects such a document with a validation error).
 */
import { parse, Kind, type ObjectTypeDefinitionNode, type DirectiveNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { AppError, writeIdentityHeaders } from '@svc/core';
import type { AccessClaims } from '../auth/jwt-validator.ts';

/** Subscription root field → subgraph name, from the supergraph SDL. */
export function subscriptionOwners(supergraphSdl: string): Map<string, string> {
  const doc = parse(supergraphSdl);
  const graphNames = new Map<string, string>();
  const owners = new Map<string, string>();
  const arg = (d: DirectiveNode, name: string) => {
    const a = d.arguments?.find((x) => x.name.value === name)?.value;
    return a && (a.kind === Kind.ENUM || a.kind === Kind.STRING) ? a.value : undefined;
  };
  for (const def of doc.definitions) {
    if (def.kind === Kind.ENUM_TYPE_DEFINITION && def.name.value === 'join__Graph') {
      for (const v of def.values ?? []) {
        const g = v.directives?.find((d) => d.name.value === 'join__graph');
        if (g) graphNames.set(v.name.value, arg(g, 'name')!);
      }
    }
  }
  for (const def of doc.definitions) {
    if (
      (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) ||
      def.name.value !== 'Subscription'
    )
      continue;
    const typeGraphs =
      (def as ObjectTypeDefinitionNode).directives
        ?.filter((d) => d.name.value === 'join__type')
        .map((d) => arg(d, 'graph')!) ?? [];
    for (const f of def.fields ?? []) {
      const fieldGraph = f.directives?.find((d) => d.name.value === 'join__field');
      const graph = fieldGraph ? arg(fieldGraph, 'graph') : typeGraphs[0];
      if (graph) owners.set(f.name.value, graphNames.get(graph) ?? graph.toLowerCase());
    }
  }
  return owners;
}

export interface UpstreamConnection {
  iterate(payload: {
    query: string;
    variables?: Record<string, unknown>;
    operationName?: string;
  }): AsyncIterableIterator<Record<string, unknown>>;
  dispose(): Promise<void>;
}

/**
 * The graphql-ws client's iterator, made safe to hand to a server: `next()` fails only with a
 * typed AppError (the client rejects with whatever ended the upstream socket, a CloseEvent
 * included, which is not an Error and whose text is not the caller's business), and `return()`
 * never rejects, so closing the downstream socket cannot leave a rejection unhandled.
 */
function relay(it: AsyncIterableIterator<Record<string, unknown>>): AsyncIterableIterator<Record<string, unknown>> {
  const wrapped: AsyncIterableIterator<Record<string, unknown>> = {
    next: () =>
      it.next().catch(() => Promise.reject(new AppError('SVC-SERVER-9001', 'the subscription upstream failed'))),
    return: (value?: unknown) =>
      (it.return ? it.return(value) : Promise.resolve({ done: true as const, value: undefined })).catch(() => ({
        done: true as const,
        value: undefined,
      })),
    throw: (e?: unknown) =>
      (it.throw ? it.throw(e) : Promise.reject(e)).catch(() => ({ done: true as const, value: undefined })),
    [Symbol.asyncIterator]: () => wrapped,
  };
  return wrapped;
}

/** One upstream graphql-ws client per downstream connection and subgraph, opened lazily. */
export function upstreamFor(subgraphHttpUrl: string, claims: AccessClaims, requestId: string): UpstreamConnection {
  const url = subgraphHttpUrl.replace(/^http/, 'ws');
  const client: Client = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0,
    // The caller's identity, written by the one header contract (as for HTTP fetches).
    connectionParams: { headers: { 'x-request-id': requestId, ...writeIdentityHeaders(claims) } },
    // The client reports socket errors here as well as to the iterator; they are handled there.
    on: { error: () => {} },
  });
  return {
    iterate: (payload) => relay(client.iterate(payload) as AsyncIterableIterator<Record<string, unknown>>),
    dispose: async () => {
      try {
        await client.dispose();
      } catch {
        // already closed
      }
    },
  };
}
