import { runSubgraph } from '@svc/subgraph-kit';
import { billingSubgraph } from './subgraph.ts';

await runSubgraph(billingSubgraph);
