/**
 * Role check in the caller's workspace (identity CheckPermission), on top of the gateway's
 * @requiresScopes: a token's scopes say what it may ask, the caller's roles what the user may do.
 */
import { AppError } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';
import type { CallerIdentity } from '@svc/subgraph-kit';

export type Authorize = (caller: CallerIdentity) => Promise<void>;

export function requirePermission(identity: Pick<IdentityApi, 'checkPermission'>, permission: string): Authorize {
  return async (caller) => {
    const r = await identity.checkPermission({ user_id: caller.userId, workspace_id: caller.workspaceId, permission });
    if (!r.allowed)
      throw new AppError('SVC-AUTH-1008', `the caller's roles do not grant ${permission}`, {
        requiredPermission: permission,
      });
  };
}
