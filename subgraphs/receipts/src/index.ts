export { receiptsSubgraph } from './subgraph.ts';
