export { auditSubgraph } from './subgraph.ts';
