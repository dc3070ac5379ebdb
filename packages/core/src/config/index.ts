export * from './env.ts';
export * from './limits.ts';
