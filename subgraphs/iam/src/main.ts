import { runSubgraph } from '@svc/subgraph-kit';
import { iamSubgraph } from './subgraph.ts';

await runSubgraph(iamSubgraph);
