export * from './address-policy.ts';
export * from './destination.ts';
export * from './resolve.ts';
export * from './egress-request.ts';
export * from './egress-config.ts';
export * from './egress-agent.ts';
export * from './host-name.ts';
