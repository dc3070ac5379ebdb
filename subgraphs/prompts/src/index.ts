export { promptsSubgraph } from './subgraph.ts';
