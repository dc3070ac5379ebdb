export { agentsSubgraph } from './subgraph.ts';
