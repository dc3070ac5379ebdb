export { complianceSubgraph } from './subgraph.ts';
