export { startIdentity, type IdentityHandle } from './app.ts';
export { loadIdentityConfig, type IdentityConfig } from './config.ts';
export { FileKeyProvider } from './keys/file-key-provider.ts';
export {
  seedDevTenant,
  DEV_IDS,
  DEV_ROLES,
  DEV_ROLE_NAMES,
  PUBLIC_CLIENT_OIDC_SCOPES,
  publicClientRedirectUris,
  type DevCredentials,
  type DevRole,
} from './seed/dev-tenant.ts';
// The shared-store contract the gateway consumes (revocation sets and channels).
export { REVOCATION_CHANNEL, REVOKED_SET, type RevocationMessage } from './services/revocation-service.ts';
export { ACCESS_CHANGED_CHANNEL } from './services/permission-service.ts';
// Administration: cache-coherence channels between identity replicas, and the step-up token type.
export { API_KEY_CHANGED_CHANNEL } from './services/verified-key-cache.ts';
export { POLICY_CHANGED_CHANNEL } from './services/policy/policy-service.ts';
export { STEP_UP_TYP } from './services/step-up-service.ts';
