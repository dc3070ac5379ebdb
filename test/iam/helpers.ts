/**
 * Helpers for the identity-administration tests: an identity on ephemeral ports with its gRPC
 * client, tenants with several users and roles, callers as the iam subgraph sends them, and row
 * snapshots to prove that a failed request changed nothing.
 */
import { randomBytes } from 'node:crypto';
import { createIdentityClient, type IdentityApi, type ProtoCaller } from '@svc/grpc';
import { startTestIdentity } from '../helpers/identity.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { hashPassword } from '../../identity/src/services/password.ts';
import type { PrismaClient } from '../../identity/src/db.ts';

export type TestIdentity = Awaited<ReturnType<typeof startTestIdentity>>;

export interface IamIdentity extends TestIdentity {
  rpc: IdentityApi;
}

export async function startIamIdentity(env: Record<string, string> = {}): Promise<IamIdentity> {
  const id = await startTestIdentity({ DB_POOL_MAX: '6', ...env });
  const rpc = createIdentityClient(id.grpcTarget, { deadlineMs: 10_000 });
  return Object.assign(id, {
    rpc,
    async stop() {
      rpc.close();
      await id.prisma.$disconnect();
      await id.handle.stop();
    },
  });
}

export interface Tenant extends TestTenant {
  /** The tenant's first user (role WORKSPACE_ADMIN unless asked otherwise). */
  admin: ProtoCaller;
}

export async function tenant(
  id: TestIdentity,
  opts: { role?: string; rootScope?: 'WORKSPACE' | 'ORGANIZATION' } = {},
): Promise<Tenant> {
  const t = await createTestTenant(id.prisma, {
    secretVerifier: id.secretVerifier,
    role: opts.role ?? 'WORKSPACE_ADMIN',
  });
  if (opts.rootScope) await id.prisma.user.update({ where: { id: t.userId }, data: { rootScope: opts.rootScope } });
  return { ...t, admin: { user_id: t.userId, org_id: t.orgId, workspace_id: t.workspaceId } };
}

/** Another user in the tenant's organization with `role` in `workspaceId` (default: the tenant's). */
export async function addUser(
  prisma: PrismaClient,
  t: TestTenant,
  role: string,
  opts: { workspaceId?: string; email?: string; password?: string; rootScope?: string } = {},
): Promise<ProtoCaller & { email: string; password: string }> {
  const s = randomBytes(5).toString('hex');
  const workspaceId = opts.workspaceId ?? t.workspaceId;
  const email = opts.email ?? `u-${s}@test.local`;
  const password = opts.password ?? `pw-${s}-correct horse`;
  const user = await prisma.user.create({
    data: {
      id: `usr_u${s}`,
      organizationId: t.orgId,
      primaryWorkspaceId: workspaceId,
      email,
      givenName: 'User',
      familyName: s,
      passwordHash: hashPassword(password),
      rootScope: opts.rootScope ?? 'WORKSPACE',
    },
  });
  await prisma.membership.create({ data: { userId: user.id, workspaceId, role } });
  return { user_id: user.id, org_id: t.orgId, workspace_id: workspaceId, email, password };
}

/** A second workspace in the tenant's organization. */
export async function addWorkspace(prisma: PrismaClient, t: TestTenant): Promise<string> {
  const id = `ws_x${randomBytes(5).toString('hex')}`;
  await prisma.workspace.create({ data: { id, organizationId: t.orgId, name: `Second ${id}` } });
  return id;
}

/** The SVC code of a failed call. */
export async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return (e as { code?: string }).code ?? `not an AppError: ${(e as Error).message}`;
  }
  return 'no error';
}

/** Every row identity administration writes for a workspace, for before/after comparisons. */
export async function snapshot(prisma: PrismaClient, workspaceIds: string[]) {
  const [apiKeys, memberships, invitations, virtualKeys, bulk] = await Promise.all([
    prisma.apiKey.findMany({ where: { workspaceId: { in: workspaceIds } }, orderBy: { id: 'asc' } }),
    prisma.membership.findMany({
      where: { workspaceId: { in: workspaceIds } },
      orderBy: [{ userId: 'asc' }, { role: 'asc' }],
    }),
    prisma.invitation.findMany({ where: { workspaceId: { in: workspaceIds } }, orderBy: { id: 'asc' } }),
    prisma.virtualKey.findMany({ where: { workspaceId: { in: workspaceIds } }, orderBy: { id: 'asc' } }),
    prisma.apiKeyBulkRevocation.findMany({ where: { workspaceId: { in: workspaceIds } }, orderBy: { id: 'asc' } }),
  ]);
  return { apiKeys, memberships, invitations, virtualKeys, bulk };
}

/** The governance audit events recorded for a resource, oldest first (action and actor). */
export async function auditOf(
  prisma: PrismaClient,
  resourceOrn: string,
): Promise<{ action: string; actor: string; details: unknown }[]> {
  const rows = await prisma.auditEvent.findMany({
    where: { resourceOrn },
    orderBy: [{ occurredAt: 'asc' }, { seq: 'asc' }],
  });
  return rows.map((r) => ({ action: r.action, actor: r.actorPrincipal, details: r.details }));
}
