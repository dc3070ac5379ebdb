export * from './load.ts';
export * from './errors.ts';
export * from './server.ts';
export * from './identity-client.ts';
