import { runSubgraph } from '@svc/subgraph-kit';
import { receiptsSubgraph } from './subgraph.ts';

await runSubgraph(receiptsSubgraph);
