/**
 * Built-in roles and their permission sets (scopes). Roles are per workspace; a user's
 * permissions in a workspace are the union of their roles' sets there, never another workspace's.
 */
/**
 * What every member may do to their own account whatever their role: read and edit it, see and end
 * their sessions, enrol MFA and step up, accept an invitation. The operations act on the caller
 * only (the credential names the user), so these grant nothing over anyone else.
 */
const SELF_SERVICE = [
  'svc:iam:user:read',
  'svc:iam:user:write',
  'svc:iam:session:read',
  'svc:iam:session:revoke',
  'svc:iam:mfa:write',
  'svc:iam:mfa:verify',
  'svc:iam:invitation:approve',
] as const;

export const BUILT_IN_ROLES = {
  SUPER_ADMIN: ['svc:*'],
  ORG_ADMIN: [
    'svc:iam:*',
    'svc:llm:*',
    'svc:billing:*',
    'svc:policy:*',
    'svc:audit:*',
    'svc:ome:*',
    'svc:compliance:*',
    'svc:prompts:*',
    'svc:agents:*',
    'svc:receipts:*',
    'svc:registry:*',
  ],
  WORKSPACE_ADMIN: [
    ...SELF_SERVICE,
    'svc:iam:user:*',
    'svc:iam:workspace:read',
    'svc:iam:member:*',
    'svc:iam:role:*',
    'svc:iam:apikey:*',
    'svc:iam:scim:*',
    'svc:iam:session:*',
    'svc:iam:content_bound:*',
    'svc:llm:*',
    'svc:billing:invoice:read',
    'svc:billing:usage:read',
    'svc:billing:plan:read',
    'svc:billing:budget:read',
    'svc:policy:*',
    'svc:audit:event:read',
    'svc:audit:event:export',
    'svc:audit:activity:read',
    'svc:ome:*',
    'svc:prompts:*',
    'svc:agents:*',
    'svc:receipts:*',
  ],
  // A developer manages their own keys (rotate, revoke); other members' keys need svc:iam:apikey:admin.
  DEVELOPER: [
    ...SELF_SERVICE,
    'svc:iam:workspace:read',
    'svc:iam:member:read',
    'svc:iam:apikey:create',
    'svc:iam:apikey:read',
    'svc:iam:apikey:list',
    'svc:iam:apikey:rotate',
    'svc:iam:apikey:revoke',
    'svc:llm:model:invoke',
    'svc:llm:model:list',
    'svc:llm:model:read',
    'svc:billing:usage:read',
    'svc:prompts:template:read',
    'svc:agents:session:read',
    'svc:receipts:receipt:read',
  ],
  WORKSPACE_VIEWER: [
    ...SELF_SERVICE,
    'svc:iam:workspace:read',
    'svc:iam:member:read',
    'svc:llm:model:list',
    'svc:llm:model:read',
    'svc:billing:usage:read',
  ],
  BILLING: [...SELF_SERVICE, 'svc:iam:workspace:read', 'svc:iam:member:read', 'svc:billing:*'],
} as const satisfies Record<string, readonly string[]>;

export type RoleName = keyof typeof BUILT_IN_ROLES;

export function isBuiltInRole(r: string): r is RoleName {
  return Object.hasOwn(BUILT_IN_ROLES, r);
}

/** Flattened permissions of a set of roles, duplicates removed. Unknown roles grant nothing. */
export function permissionsOf(roles: readonly string[]): string[] {
  return [...new Set(roles.flatMap((r) => (isBuiltInRole(r) ? BUILT_IN_ROLES[r] : [])))];
}

/**
 * The GraphQL `MemberRole` a built-in role shows as (owner and admin roles collapse to ADMIN),
 * and the built-in role each `MemberRole` grants. A member with several roles shows the highest.
 */
export const MEMBER_ROLE_OF: Record<RoleName, MemberRole> = {
  SUPER_ADMIN: 'ADMIN',
  ORG_ADMIN: 'ADMIN',
  WORKSPACE_ADMIN: 'ADMIN',
  DEVELOPER: 'DEVELOPER',
  BILLING: 'BILLING',
  WORKSPACE_VIEWER: 'VIEWER',
};
export const MEMBER_ROLES = ['ADMIN', 'DEVELOPER', 'BILLING', 'VIEWER'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const ROLE_FOR_MEMBER_ROLE: Record<MemberRole, RoleName> = {
  ADMIN: 'WORKSPACE_ADMIN',
  DEVELOPER: 'DEVELOPER',
  BILLING: 'BILLING',
  VIEWER: 'WORKSPACE_VIEWER',
};

/** The member role a set of built-in roles shows as (highest first), or null when none maps. */
export function memberRoleOf(roles: readonly string[]): MemberRole | null {
  const mapped = roles.filter(isBuiltInRole).map((r) => MEMBER_ROLE_OF[r]);
  return MEMBER_ROLES.find((m) => mapped.includes(m)) ?? null;
}
