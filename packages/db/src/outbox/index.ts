// The transactional outbox and its delivery jobs belong to the events owner (the agents subgraph,
// ADR 008) and are typed with agents' Prisma client; they stay here until that owner moves them.
export * from './delivery-jobs.ts';
export * from './outbox.ts';
