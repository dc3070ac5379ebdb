// Baseline: bare @apollo/gateway on @apollo/server 5 standalone, no auth. The caller's identity
// headers are passed through to the subgraphs unchanged (the subgraphs need a caller).
import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';

const [supergraphPath, port] = process.argv.slice(2);
const PASS = ['svc-user-id', 'svc-org-id', 'svc-workspace-id'];
class PassThrough extends RemoteGraphQLDataSource {
  willSendRequest({ request, context }) {
    for (const h of PASS) if (context.headers?.[h]) request.http.headers.set(h, context.headers[h]);
  }
}
const gateway = new ApolloGateway({ supergraphSdl: readFileSync(supergraphPath, 'utf8'), buildService: ({ url }) => new PassThrough({ url }) });
const server = new ApolloServer({ gateway });
const { url } = await startStandaloneServer(server, { listen: { port: Number(port), host: '127.0.0.1' }, context: async ({ req }) => ({ headers: req.headers }) });
console.log(`apollo ready ${url}`);
