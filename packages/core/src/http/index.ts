export * from './service.ts';
export * from './request-id.ts';
