// Baseline: bare @apollo/gateway on @apollo/server 5 standalone, no auth. The caller's identity
// headers (every SVC-* header the bench sends: what this gateway forwards for the bench's
// credential) are passed through to the subgraphs unchanged, so the subgraphs do the same work.
import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';

const [supergraphPath, port] = process.argv.slice(2);
class PassThrough extends RemoteGraphQLDataSource {
  willSendRequest({ request, context }) {
    for (const [h, v] of Object.entries(context.headers ?? {}))
      if (h.startsWith('svc-') && typeof v === 'string') request.http.headers.set(h, v);
  }
}
const gateway = new ApolloGateway({ supergraphSdl: readFileSync(supergraphPath, 'utf8'), buildService: ({ url }) => new PassThrough({ url }) });
const server = new ApolloServer({ gateway });
const { url } = await startStandaloneServer(server, { listen: { port: Number(port), host: '127.0.0.1' }, context: async ({ req }) => ({ headers: req.headers }) });
console.log(`apollo ready ${url}`);
