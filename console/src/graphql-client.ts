/**
 * The console's GraphQL client (urql) on {base_url}/graphql. Operations go by hash first, in
 * Apollo's APQ protocol (the gateway's `extensions.persistedQuery`); only when the gateway answers
 * PersistedQueryNotFound is the text sent, and that text is always the manifest's
 * (src/gql/persisted-documents.json), the exact string whose sha256 the hash is, so a registry that
 * publishes the manifest knows every document the console can send. Subscriptions run over
 * graphql-ws with the same text.
 */
import { Client, type CombinedError, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';
import { createClient as createWsClient } from 'graphql-ws';
import manifest from './gql/persisted-documents.json';

const documents = manifest as Record<string, string>;

/** The manifest's hash of a generated document (`sha256:<hex>`), as a bare hex digest. */
const hashOf = (doc: unknown): string | null => {
  const h = (doc as { __meta__?: { hash?: string } } | null)?.__meta__?.hash;
  return typeof h === 'string' ? h.replace(/^sha256:/, '') : null;
};
const textOf = (hash: string | null) => (hash ? documents[`sha256:${hash}`] : undefined);

/** Puts the manifest's text in place of urql's own printing of a document, when a request carries text. */
const manifestFetch: typeof fetch = (input, init) => {
  if (typeof init?.body === 'string') {
    const body = JSON.parse(init.body) as { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
    const text = textOf(body.extensions?.persistedQuery?.sha256Hash ?? null);
    if (body.query !== undefined && text) init = { ...init, body: JSON.stringify({ ...body, query: text }) };
  }
  return fetch(input, init);
};

export function createGraphqlClient(apiUrl: string, token: () => string | null): Client {
  const ws = createWsClient({
    url: `${apiUrl.replace(/^http/, 'ws')}/graphql`,
    lazy: true,
    retryAttempts: 0,
    connectionParams: () => ({ authorization: `Bearer ${token() ?? ''}` }),
  });
  return new Client({
    url: `${apiUrl}/graphql`,
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
    fetch: manifestFetch,
    fetchOptions: (): RequestInit => {
      const t = token();
      return { headers: t ? { authorization: `Bearer ${t}` } : {} };
    },
    exchanges: [
      cacheExchange,
      persistedExchange({
        enforcePersistedQueries: false,
        enableForMutation: true,
        preferGetForPersistedQueries: false,
        generateHash: async (_query, document) => hashOf(document),
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request, operation) => ({
          subscribe: (sink) => ({
            unsubscribe: ws.subscribe(
              {
                query: textOf(hashOf(operation.query)) ?? request.query ?? '',
                variables: request.variables,
                operationName: request.operationName,
              },
              sink,
            ),
          }),
        }),
      }),
    ],
  });
}

/**
 * Context for one operation that must also carry a step-up grant (`X-Step-Up-Token`): an
 * operation's own fetchOptions replace the client's, so the bearer is repeated here.
 */
export const withStepUp = (accessToken: string, stepUpToken: string) => ({
  fetchOptions: { headers: { authorization: `Bearer ${accessToken}`, 'x-step-up-token': stepUpToken } },
});

/** A typed error as the platform reports it: its catalogue code, message and request id. */
export interface PlatformError {
  code: string;
  message: string;
  requestId?: string;
}

export function platformErrors(e: CombinedError | undefined | null): PlatformError[] {
  if (!e) return [];
  if (e.graphQLErrors.length)
    return e.graphQLErrors.map((g) => {
      const ext = g.extensions as { code?: string; svc?: { code?: string; request_id?: string } };
      return { code: ext?.svc?.code ?? ext?.code ?? 'ERROR', message: g.message, requestId: ext?.svc?.request_id };
    });
  return [{ code: 'NETWORK', message: e.networkError?.message ?? e.message }];
}
