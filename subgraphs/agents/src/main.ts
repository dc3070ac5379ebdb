import { runSubgraph } from '@svc/subgraph-kit';
import { agentsSubgraph } from './subgraph.ts';

await runSubgraph(agentsSubgraph);
