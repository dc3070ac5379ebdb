/**
 * The platform-admin gate of the compliance control matrix (Document 1, Authorization 3: "the
 * audit compliance matrix reports a platform-admin gate as SVC-AUDIT-7260").
 *
 * Our reading: a matrix of scope PLATFORM covers every tenant, so only a platform administrator
 * may ask for it — a caller whose roles in the credential's workspace grant the platform
 * super-grant `svc:*` (role SUPER_ADMIN), checked against identity's RBAC, not the token. Anyone
 * else gets SVC-AUDIT-7260. ORGANIZATION and WORKSPACE scopes (or none) pass the gate. The matrix
 * itself (control registry, evidence collectors) is not built, so whatever passes the gate fails
 * closed with SVC-AUDIT-NOT-WIRED.
 */
import { AppError } from '@svc/core';

export const PLATFORM_ADMIN_GRANT = 'svc:*';

export interface CallerAccess {
  access(userId: string, workspaceId: string): Promise<{ active: boolean; permissions: readonly string[] }>;
}

export async function controlMatrixGate(
  permissions: CallerAccess,
  caller: { userId: string; workspaceId: string },
  scope: string | undefined,
): Promise<never> {
  if (scope === 'PLATFORM') {
    const a = caller.userId ? await permissions.access(caller.userId, caller.workspaceId) : null;
    if (!a?.active || !a.permissions.includes(PLATFORM_ADMIN_GRANT)) {
      throw new AppError('SVC-AUDIT-7260', 'The platform-scope control matrix requires a platform administrator.', {
        argument: 'scope',
      });
    }
  }
  throw new AppError('SVC-AUDIT-NOT-WIRED', 'The compliance control matrix is not built in this deployment.');
}
