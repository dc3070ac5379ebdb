export * from './delivery-jobs.ts';
export * from './outbox.ts';
