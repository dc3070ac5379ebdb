export { startIdentity, type IdentityHandle } from './app.ts';
export { loadIdentityConfig, type IdentityConfig } from './config.ts';
export { FileKeyProvider } from './keys/file-key-provider.ts';
export { seedDevTenant, DEV_IDS, type DevCredentials } from './seed/dev-tenant.ts';
