// Baseline: @graphql-hive/gateway's runtime on node:http, no auth, same supergraph; the caller's
// identity headers are propagated to the subgraphs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway';

const [supergraphPath, port] = process.argv.slice(2);
const PASS = ['svc-user-id', 'svc-org-id', 'svc-workspace-id'];
const gw = createGatewayRuntime({
  supergraph: readFileSync(supergraphPath, 'utf8'),
  logging: false,
  propagateHeaders: { fromClientToSubgraphs: ({ request }) => Object.fromEntries(PASS.map((h) => [h, request.headers.get(h) ?? ''])) },
});
createServer(gw).listen(Number(port), '127.0.0.1', () => console.log(`hive ready http://127.0.0.1:${port}/graphql`));
