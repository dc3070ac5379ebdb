export * from './load.ts';
export * from './load-options.ts';
export * from './unary-client.ts';
export * from './errors.ts';
export * from './server.ts';
export * from './identity-client.ts';
export * from './audit-ingest-client.ts';
