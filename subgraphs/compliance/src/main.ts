import { runSubgraph } from '@svc/subgraph-kit';
import { complianceSubgraph } from './subgraph.ts';

await runSubgraph(complianceSubgraph);
