export * from './context.ts';
export * from './guards.ts';
export * from './server.ts';
export * from './config.ts';
export * from './run.ts';
export * from './scalars.ts';
