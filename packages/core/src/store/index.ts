export * from './shared-store.ts';
export * from './memory-store.ts';
export * from './redis-store.ts';
export * from './create-store.ts';
export * from './store-script.ts';
