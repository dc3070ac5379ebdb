import { runSubgraph } from '@svc/subgraph-kit';
import { promptsSubgraph } from './subgraph.ts';

await runSubgraph(promptsSubgraph);
