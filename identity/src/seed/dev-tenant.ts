/**
 * Seeds the development tenant idempotently: an organization, a workspace, an admin user with a
 * password, a confidential OAuth client granted the workspace admin's scopes (including
 * svc:iam:scim:*), and one API key of each class. Secrets are reused from the credentials file
 * when present (so restarts keep working credentials) and only their verifiers are stored.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SPEC_LIMITS } from '@svc/core';
import type { PrismaClient } from '@svc/db';
import type { KeyManager } from '../keys/key-manager.ts';
import { BUILT_IN_ROLES } from '../services/roles.ts';
import { generateApiKey, apiKeyMac, API_KEY_CLASSES, API_KEY_RE, type ApiKeyClass } from '../services/api-key-format.ts';
import { hashPassword } from '../services/password.ts';

export const DEV_IDS = {
  organization: 'org_dev',
  workspace: 'ws_dev',
  admin: 'usr_dev_admin',
  client: 'cli_dev_console',
} as const;

export interface DevCredentials {
  organizationId: string;
  workspaceId: string;
  admin: { userId: string; email: string; password: string };
  oauthClient: { clientId: string; clientSecret: string; scopes: string[] };
  apiKeys: Record<Lowercase<ApiKeyClass>, { id: string; key: string; expiresAt: string | null }>;
}

export async function seedDevTenant(opts: { prisma: PrismaClient; keys: KeyManager; credentialsFile: string; now?: Date }): Promise<DevCredentials> {
  const { prisma, keys } = opts;
  const now = opts.now ?? new Date();
  const previous: Partial<DevCredentials> = existsSync(opts.credentialsFile) ? JSON.parse(readFileSync(opts.credentialsFile, 'utf8')) : {};
  const mac = (s: string) => {
    const v = keys.hmac(s);
    if (!v) throw new Error('seed needs the key-management HMAC key');
    return v;
  };

  const password = previous.admin?.password ?? randomBytes(18).toString('base64url');
  const clientSecret = previous.oauthClient?.clientSecret ?? randomBytes(32).toString('base64url');
  const scopes = [...BUILT_IN_ROLES.WORKSPACE_ADMIN];
  const email = 'admin@dev.local';

  await prisma.organization.upsert({
    where: { id: DEV_IDS.organization },
    create: { id: DEV_IDS.organization, name: 'Development Organization', slug: 'dev', plan: 'ENTERPRISE' },
    update: {},
  });
  await prisma.workspace.upsert({
    where: { id: DEV_IDS.workspace },
    create: { id: DEV_IDS.workspace, organizationId: DEV_IDS.organization, name: 'Development' },
    update: {},
  });
  const existingAdmin = await prisma.user.findUnique({ where: { id: DEV_IDS.admin } });
  const passwordHash = existingAdmin?.passwordHash && previous.admin?.password === password ? existingAdmin.passwordHash : hashPassword(password);
  await prisma.user.upsert({
    where: { id: DEV_IDS.admin },
    create: { id: DEV_IDS.admin, organizationId: DEV_IDS.organization, primaryWorkspaceId: DEV_IDS.workspace, email, givenName: 'Dev', familyName: 'Admin', passwordHash },
    update: { passwordHash, status: 'ACTIVE', failedLogins: 0, lockedUntil: null },
  });
  await prisma.membership.upsert({
    where: { userId_workspaceId_role: { userId: DEV_IDS.admin, workspaceId: DEV_IDS.workspace, role: 'WORKSPACE_ADMIN' } },
    create: { userId: DEV_IDS.admin, workspaceId: DEV_IDS.workspace, role: 'WORKSPACE_ADMIN' },
    update: {},
  });
  const clientData = {
    organizationId: DEV_IDS.organization, workspaceId: DEV_IDS.workspace, ownerUserId: DEV_IDS.admin, name: 'Development console',
    secretHash: mac(`client-secret:${clientSecret}`), confidential: true, status: 'ACTIVE',
    grantTypes: ['client_credentials', 'refresh_token', 'urn:ietf:params:oauth:grant-type:token-exchange', 'password', 'authorization_code', 'urn:ietf:params:oauth:grant-type:device_code'],
    scopes, redirectUris: ['http://localhost:3000/callback'], allowRefresh: true,
  };
  await prisma.oAuthClient.upsert({ where: { id: DEV_IDS.client }, create: { id: DEV_IDS.client, ...clientData }, update: clientData });

  const apiKeys = {} as DevCredentials['apiKeys'];
  for (const cls of API_KEY_CLASSES) {
    const lower = cls.toLowerCase() as Lowercase<ApiKeyClass>;
    const id = `key_dev_${lower}`;
    const prev = previous.apiKeys?.[lower];
    const row = await prisma.apiKey.findUnique({ where: { id } });
    const stillValid = prev && API_KEY_RE.test(prev.key) && row && row.status === 'ACTIVE' && (!row.expiresAt || row.expiresAt > now) && row.verifier === mac(apiKeyMac(prev.key));
    if (stillValid) {
      apiKeys[lower] = { id, key: prev.key, expiresAt: row.expiresAt?.toISOString() ?? null };
      continue;
    }
    const k = generateApiKey(cls);
    const expiresAt = cls === 'SANDBOX' ? new Date(now.getTime() + SPEC_LIMITS.sandboxKeyLifetimeSeconds * 1000) : null;
    const data = {
      organizationId: DEV_IDS.organization, workspaceId: DEV_IDS.workspace, ownerUserId: DEV_IDS.admin, name: `Development ${lower} key`,
      keyClass: cls, prefix: k.prefix, hint: k.hint, verifier: mac(apiKeyMac(k.plaintext)), status: 'ACTIVE', scopes,
      quotaPerDay: cls === 'SANDBOX' ? SPEC_LIMITS.sandboxRequestsPerWindow : 0, expiresAt, revokedAt: null,
    };
    await prisma.apiKey.upsert({ where: { id }, create: { id, ...data }, update: data });
    apiKeys[lower] = { id, key: k.plaintext, expiresAt: expiresAt?.toISOString() ?? null };
  }

  const creds: DevCredentials = {
    organizationId: DEV_IDS.organization,
    workspaceId: DEV_IDS.workspace,
    admin: { userId: DEV_IDS.admin, email, password },
    oauthClient: { clientId: DEV_IDS.client, clientSecret, scopes },
    apiKeys,
  };
  mkdirSync(dirname(opts.credentialsFile), { recursive: true });
  writeFileSync(opts.credentialsFile, JSON.stringify(creds, null, 2) + '\n', { mode: 0o600 });
  return creds;
}
