export * from './supergraph-scopes.ts';
export * from './anonymous-fields.ts';
