/**
 * Composition of the SCIM 2.0 surface (issue 5): repository → service → router. app.ts passes the
 * result as createIdentityHttpServer's `fallback`, since SCIM paths carry parameters (/Users/{id})
 * that the exact-route table cannot express.
 */
import type { Logger, SharedStore } from '@svc/core';
import type { AccessTokenVerifier } from '../services/access-token-verifier.ts';
import { ACCESS_CHANGED_CHANNEL, type PermissionService } from '../services/permission-service.ts';
import { ScimAuthenticator } from './scim-auth.ts';
import { ScimUserRepository } from './scim-user-repository.ts';
import { ScimUserService } from './scim-user-service.ts';
import { createScimRouter as router, type ScimRouter } from './scim-router.ts';

import type { AuditTrail } from '../audit/index.ts';
import type { PrismaClient } from '../db.ts';
export type { ScimRouter } from './scim-router.ts';
export { SCIM_PATH_PREFIX } from './scim-constants.ts';

export function createScimRouter(deps: {
  prisma: PrismaClient;
  /** Every SCIM change appends its audit-trail event in the change's transaction. */
  audit: AuditTrail;
  verifier: AccessTokenVerifier;
  permissions: PermissionService;
  store: SharedStore;
  log: Logger;
  /** The {base_url} origin (config API_AUDIENCE) on which `meta.location` is built. */
  apiBaseUrl: string;
  /** Request body limit in bytes. Default 64 KiB. */
  bodyLimitBytes?: number;
}): ScimRouter {
  const users = new ScimUserService(new ScimUserRepository(deps.prisma, deps.audit), {
    log: deps.log,
    // Status changes must reach cached permissions: here at once, other replicas via the channel.
    onAccessChanged: async (userId) => {
      deps.permissions.invalidate(userId);
      await deps.store.publish(ACCESS_CHANGED_CHANNEL, JSON.stringify({ userId }));
    },
  });
  return router({
    auth: new ScimAuthenticator(deps.verifier, deps.permissions),
    users,
    log: deps.log,
    apiBaseUrl: deps.apiBaseUrl,
    bodyLimitBytes: deps.bodyLimitBytes,
  });
}
