export { iamSubgraph } from './subgraph.ts';
