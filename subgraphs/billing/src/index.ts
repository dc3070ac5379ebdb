export { billingSubgraph } from './subgraph.ts';
