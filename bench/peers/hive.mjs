// Baseline: @graphql-hive/gateway's runtime on node:http, no auth, same supergraph; the caller's
// identity headers (every SVC-* header the bench sends: what this gateway forwards for the
// bench's credential) are propagated to the subgraphs, so the subgraphs do the same work.
// Identical query fetches in flight are shared, Hive's default; a third argument `no-dedup` turns
// that off (the bench's pair without sharing on either side).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway';

const [supergraphPath, port, mode] = process.argv.slice(2);
const gw = createGatewayRuntime({
  supergraph: readFileSync(supergraphPath, 'utf8'),
  logging: false,
  ...(mode === 'no-dedup' ? { transportEntries: { '*.http': { options: { deduplicateInflightRequests: false } } } } : {}),
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => {
      const out = {};
      for (const [h, v] of request.headers) if (h.startsWith('svc-')) out[h] = v;
      return out;
    },
  },
});
createServer(gw).listen(Number(port), '127.0.0.1', () => console.log(`hive ready http://127.0.0.1:${port}/graphql`));
