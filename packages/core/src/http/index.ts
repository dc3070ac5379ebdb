export * from './service.ts';
export * from './request-id.ts';
export * from './http-kit.ts';
export * from './access-log.ts';
export * from './refusal-close.ts';
export * from './start-gate.ts';
