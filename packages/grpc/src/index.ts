export * from './load.ts';
export * from './errors.ts';
export * from './server.ts';
export * from './identity-client.ts';
export * from './audit-ingest-client.ts';
export * from './events-client.ts';
export * from './billing-client.ts';
export * from './service-credentials.ts';
