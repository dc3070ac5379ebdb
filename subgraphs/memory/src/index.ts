export { memorySubgraph } from './subgraph.ts';
