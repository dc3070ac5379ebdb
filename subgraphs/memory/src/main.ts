import { runSubgraph } from '@svc/subgraph-kit';
import { memorySubgraph } from './subgraph.ts';

await runSubgraph(memorySubgraph);
