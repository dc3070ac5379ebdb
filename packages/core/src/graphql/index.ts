export * from './schema-coordinates.ts';
