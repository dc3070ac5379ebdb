export * from './errors/index.ts';
export * from './config/index.ts';
export * from './log/index.ts';
export * from './store/index.ts';
export * from './http/index.ts';
export * from './ids.ts';
export * from './scopes.ts';
