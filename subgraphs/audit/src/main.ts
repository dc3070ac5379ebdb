import { runSubgraph } from '@svc/subgraph-kit';
import { auditSubgraph } from './subgraph.ts';

await runSubgraph(auditSubgraph);
