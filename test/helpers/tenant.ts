/**
 * Creates an isolated tenant (organization, workspace, admin user, confidential client) with
 * fresh ids, so test files can share one database without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../identity/src/db.ts';

export interface TestTenant {
  orgId: string;
  workspaceId: string;
  userId: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

export async function createTestTenant(
  prisma: PrismaClient,
  opts: {
    /** HMAC of `client-secret:<secret>` under the identity's key manager. */
    secretVerifier: (secret: string) => string;
    scopes?: string[];
    role?: string;
    grantTypes?: string[];
    allowRefresh?: boolean;
    /** The organization's plan (the platform's default when unset). */
    plan?: string;
  },
): Promise<TestTenant> {
  const s = randomBytes(6).toString('hex');
  const orgId = `org_t${s}`,
    workspaceId = `ws_t${s}`,
    userId = `usr_t${s}`,
    clientId = `cli_t${s}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const scopes = opts.scopes ?? [
    'svc:iam:user:read',
    'svc:iam:workspace:read',
    'svc:llm:model:invoke',
    'svc:iam:scim:*',
  ];
  await prisma.organization.create({
    data: { id: orgId, name: `Org ${s}`, slug: `org-${s}`, ...(opts.plan ? { plan: opts.plan } : {}) },
  });
  await prisma.workspace.create({ data: { id: workspaceId, organizationId: orgId, name: `Workspace ${s}` } });
  await prisma.user.create({
    data: {
      id: userId,
      organizationId: orgId,
      primaryWorkspaceId: workspaceId,
      email: `admin-${s}@test.local`,
      givenName: 'Test',
      familyName: 'Admin',
    },
  });
  await prisma.membership.create({ data: { userId, workspaceId, role: opts.role ?? 'WORKSPACE_ADMIN' } });
  await prisma.oAuthClient.create({
    data: {
      id: clientId,
      organizationId: orgId,
      workspaceId,
      ownerUserId: userId,
      name: 'test client',
      secretHash: opts.secretVerifier(clientSecret),
      confidential: true,
      status: 'ACTIVE',
      grantTypes: opts.grantTypes ?? [
        'client_credentials',
        'refresh_token',
        'urn:ietf:params:oauth:grant-type:token-exchange',
      ],
      scopes,
      redirectUris: ['http://127.0.0.1/cb'],
      allowRefresh: opts.allowRefresh ?? true,
    },
  });
  return { orgId, workspaceId, userId, clientId, clientSecret, scopes };
}
