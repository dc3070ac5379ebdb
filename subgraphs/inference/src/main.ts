import { runSubgraph } from '@svc/subgraph-kit';
import { inferenceSubgraph } from './subgraph.ts';

await runSubgraph(inferenceSubgraph);
