export * from './prisma-client.ts';
export * from './migrate.ts';
export * from './embedded-postgres.ts';
export * from './paths.ts';
export * from './advisory-lock.ts';
export * from './service-url.ts';
export * from './outbox.ts';
export * from './audit-outbox.ts';
