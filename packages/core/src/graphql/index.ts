export * from './schema-coordinates.ts';
export * from './usage-report.ts';
