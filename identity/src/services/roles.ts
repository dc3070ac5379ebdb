/**
 * Built-in roles and their permission sets (scopes). Roles are per workspace; a user's
 * permissions in a workspace are the union of their roles' sets there, never another workspace's.
 */
export const BUILT_IN_ROLES = {
  SUPER_ADMIN: ['svc:*'],
  ORG_ADMIN: ['svc:iam:*', 'svc:llm:*', 'svc:billing:*', 'svc:policy:*', 'svc:audit:*', 'svc:ome:*', 'svc:compliance:*', 'svc:prompts:*', 'svc:agents:*', 'svc:receipts:*'],
  WORKSPACE_ADMIN: ['svc:iam:user:*', 'svc:iam:workspace:read', 'svc:iam:member:*', 'svc:iam:role:*', 'svc:iam:apikey:*', 'svc:iam:scim:*', 'svc:iam:session:*', 'svc:llm:*', 'svc:billing:invoice:read', 'svc:billing:usage:read', 'svc:policy:*', 'svc:audit:event:read', 'svc:audit:event:export', 'svc:ome:*', 'svc:prompts:*', 'svc:agents:*', 'svc:receipts:*'],
  DEVELOPER: ['svc:iam:user:read', 'svc:iam:workspace:read', 'svc:iam:apikey:create', 'svc:iam:apikey:read', 'svc:iam:apikey:list', 'svc:llm:model:invoke', 'svc:llm:model:list', 'svc:llm:model:read', 'svc:billing:usage:read', 'svc:prompts:template:read', 'svc:agents:session:read', 'svc:receipts:receipt:read'],
  WORKSPACE_VIEWER: ['svc:iam:user:read', 'svc:iam:workspace:read', 'svc:llm:model:list', 'svc:llm:model:read', 'svc:billing:usage:read'],
} as const satisfies Record<string, readonly string[]>;

export type RoleName = keyof typeof BUILT_IN_ROLES;

export function isBuiltInRole(r: string): r is RoleName {
  return Object.hasOwn(BUILT_IN_ROLES, r);
}

/** Flattened permissions of a set of roles, duplicates removed. Unknown roles grant nothing. */
export function permissionsOf(roles: readonly string[]): string[] {
  return [...new Set(roles.flatMap((r) => (isBuiltInRole(r) ? BUILT_IN_ROLES[r] : [])))];
}
