export * from './service.ts';
export * from './request-id.ts';
export * from './http-kit.ts';
