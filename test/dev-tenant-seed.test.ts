/**
 * The development tenant's seed on a database of its own: one user and one confidential client per
 * development role with that role's scopes, the organization's owner, the public browser client
 * (no secret, authorization_code only, the console's and GraphiQL's redirect URIs), and a second
 * run that keeps every credential (rehashing a password whose stored hash does not verify it) and
 * leaves a transferred ownership alone.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPEC_LIMITS } from '@svc/core';
import { MIGRATIONS_DIR, createPrismaClient, migrate } from '@svc/db';
import { DEV_ROLE_NAMES, FileKeyProvider, seedDevTenant, type DevCredentials } from '@svc/identity';
import { BUILT_IN_ROLES } from '../identity/src/services/roles.ts';
import { hashPassword, verifyPassword } from '../identity/src/services/password.ts';
import { freshDatabase } from './helpers/fresh-database.ts';
import { PrismaClient } from '../identity/src/db.ts';

let db: Awaited<ReturnType<typeof freshDatabase>>;
let prisma: PrismaClient;
let first: DevCredentials;
const dir = mkdtempSync(join(tmpdir(), 'svc-seed-'));
const keys = new FileKeyProvider({
  dir,
  publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
  maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
});
const seed = () =>
  seedDevTenant({ prisma, keys, credentialsFile: join(dir, 'credentials.json'), apiOrigin: 'http://localhost:4400' });

beforeAll(async () => {
  db = await freshDatabase();
  await migrate({ url: db.url, dir: MIGRATIONS_DIR });
  prisma = createPrismaClient(PrismaClient, { url: db.url, poolMax: 2 });
  first = await seed();
}, 120_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await db?.drop();
});

describe('seedDevTenant', () => {
  it('creates one user and one confidential client per role, with that role only and its scopes', async () => {
    expect(Object.keys(first.users)).toEqual(DEV_ROLE_NAMES);
    for (const role of DEV_ROLE_NAMES) {
      const u = first.users[role];
      const memberships = await prisma.membership.findMany({ where: { userId: u.userId } });
      expect(
        memberships.map((m) => [m.workspaceId, m.role]),
        role,
      ).toEqual([[first.workspaceId, u.role]]);
      const client = await prisma.oAuthClient.findUniqueOrThrow({ where: { id: first.clients[role].clientId } });
      expect(client, role).toMatchObject({
        ownerUserId: u.userId,
        confidential: true,
        status: 'ACTIVE',
        scopes: [...BUILT_IN_ROLES[u.role]],
      });
      expect(client.grantTypes, role).toContain('client_credentials');
      expect(client.secretHash, role).toBe(keys.hmac(`client-secret:${first.clients[role].clientSecret}`));
      expect(u.password.length, role).toBeGreaterThanOrEqual(20);
    }
    // The existing fields stay what they were: the workspace admin and its client.
    expect(first.admin).toEqual({
      userId: first.users['workspace-admin'].userId,
      email: first.users['workspace-admin'].email,
      password: first.users['workspace-admin'].password,
    });
    expect(first.oauthClient).toEqual(first.clients['workspace-admin']);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: first.users['org-admin'].userId } })).rootScope).toBe(
      'ORGANIZATION',
    );
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: first.organizationId } })).ownerUserId).toBe(
      first.users['org-admin'].userId,
    );
  });

  it('registers the browser client as public: no secret, authorization_code only, exact redirect URIs', async () => {
    const c = await prisma.oAuthClient.findUniqueOrThrow({ where: { id: first.publicClient.clientId } });
    expect(c).toMatchObject({
      confidential: false,
      secretHash: null,
      grantTypes: ['authorization_code'],
      allowRefresh: false,
      status: 'ACTIVE',
    });
    expect(c.redirectUris.sort()).toEqual([
      'http://127.0.0.1:4000/graphql',
      'http://127.0.0.1:4400/graphql',
      'http://localhost:3000/callback',
      'http://localhost:4000/graphql',
      'http://localhost:4400/graphql',
    ]);
    expect(first.publicClient.scopes.slice(0, 3)).toEqual(['openid', 'profile', 'email']);
  });

  it('run again, keeps every credential and a transferred ownership', async () => {
    await prisma.organization.update({
      where: { id: first.organizationId },
      data: { ownerUserId: first.users.developer.userId },
    });
    const again = await seed();
    expect(again.users).toEqual(first.users);
    // The file records the verification material the seed stored, so the next start need not
    // verify each password again (scrypt); it is exactly what the database holds.
    for (const u of Object.values(again.users))
      expect(u.passwordHash).toBe((await prisma.user.findUniqueOrThrow({ where: { id: u.userId } })).passwordHash);
    expect(again.clients).toEqual(first.clients);
    expect(again.apiKeys).toEqual(first.apiKeys);
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: first.organizationId } })).ownerUserId).toBe(
      first.users.developer.userId,
    );
    expect(await prisma.membership.count({ where: { workspaceId: first.workspaceId } })).toBe(DEV_ROLE_NAMES.length);
  });

  it('replaces a stored password hash that does not verify the credentials file (another DEV_DIR seeded the database since)', async () => {
    const viewer = first.users.viewer;
    await prisma.user.update({
      where: { id: viewer.userId },
      data: { passwordHash: hashPassword('seeded-from-elsewhere') },
    });
    const kept = (await prisma.user.findUniqueOrThrow({ where: { id: first.users.billing.userId } })).passwordHash;
    const again = await seed();
    expect(again.users.viewer.password).toBe(viewer.password);
    expect(
      verifyPassword(
        viewer.password,
        (await prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } })).passwordHash,
      ),
    ).toBe(true);
    // A hash that verifies is kept as it was (no new salt); the replaced one is recorded anew.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: first.users.billing.userId } })).passwordHash).toBe(
      kept,
    );
    expect(again.users.viewer.passwordHash).not.toBe(first.users.viewer.passwordHash);
    expect(verifyPassword(viewer.password, again.users.viewer.passwordHash!)).toBe(true);
  });
});
