/**
 * Seeds the development tenant idempotently: an organization, a workspace, one user with a password
 * per development role (the organization's owner as ORG_ADMIN, the workspace admin, a developer,
 * a billing user, a viewer), one confidential OAuth client per role granted that role's scopes and
 * owned by its user (the workspace admin's client also keeps its first-party grants), a public
 * client for browsers (no secret; PKCE on every authorization request), and one API key of each
 * class. Secrets are reused from the credentials file when present (so restarts keep working
 * credentials) and only their verifiers are stored.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEFAULT_PORTS, SPEC_LIMITS } from '@svc/core';
import type { KeyManager } from '../keys/key-manager.ts';
import { BUILT_IN_ROLES, type RoleName } from '../services/roles.ts';
import {
  generateApiKey,
  apiKeyMac,
  API_KEY_CLASSES,
  API_KEY_RE,
  type ApiKeyClass,
} from '../services/api-key-format.ts';
import { hashPassword, verifyPasswordAsync } from '../services/password.ts';
import type { PrismaClient } from '../db.ts';

export const DEV_IDS = {
  organization: 'org_dev',
  workspace: 'ws_dev',
  admin: 'usr_dev_admin',
  client: 'cli_dev_console',
  publicClient: 'cli_dev_spa',
} as const;

/** The development roles by the names `npm run dev:token -- --role` takes, each a built-in role. */
export const DEV_ROLES = {
  'org-admin': {
    role: 'ORG_ADMIN',
    userId: 'usr_dev_owner',
    email: 'owner@dev.local',
    givenName: 'Dev',
    familyName: 'Owner',
    clientId: 'cli_dev_org_admin',
  },
  'workspace-admin': {
    role: 'WORKSPACE_ADMIN',
    userId: DEV_IDS.admin,
    email: 'admin@dev.local',
    givenName: 'Dev',
    familyName: 'Admin',
    clientId: DEV_IDS.client,
  },
  developer: {
    role: 'DEVELOPER',
    userId: 'usr_dev_developer',
    email: 'developer@dev.local',
    givenName: 'Dev',
    familyName: 'Developer',
    clientId: 'cli_dev_developer',
  },
  billing: {
    role: 'BILLING',
    userId: 'usr_dev_billing',
    email: 'billing@dev.local',
    givenName: 'Dev',
    familyName: 'Billing',
    clientId: 'cli_dev_billing',
  },
  viewer: {
    role: 'WORKSPACE_VIEWER',
    userId: 'usr_dev_viewer',
    email: 'viewer@dev.local',
    givenName: 'Dev',
    familyName: 'Viewer',
    clientId: 'cli_dev_viewer',
  },
} as const satisfies Record<
  string,
  { role: RoleName; userId: string; email: string; givenName: string; familyName: string; clientId: string }
>;
export type DevRole = keyof typeof DEV_ROLES;
export const DEV_ROLE_NAMES = Object.keys(DEV_ROLES) as DevRole[];

/** OpenID scopes the browser client asks for besides its API scopes (documented for SPAs). */
export const PUBLIC_CLIENT_OIDC_SCOPES = ['openid', 'profile', 'email'] as const;
/**
 * The public client may ask for the broadest development role's scopes: every code's grant is
 * narrowed to the signed-in user's roles, so each user gets at most their own.
 */
const PUBLIC_CLIENT_SCOPES = [...BUILT_IN_ROLES.ORG_ADMIN];

const DEFAULT_API_ORIGIN = `http://localhost:${DEFAULT_PORTS.gatewayApi}`;
const DEFAULT_CONSOLE_ORIGIN = 'http://localhost:3000';

/** Where the seeded browser client may return: the local console, and GraphiQL on the API origin. */
export function publicClientRedirectUris(apiOrigin: string, consoleOrigin: string): string[] {
  const api = new URL(apiOrigin);
  // GraphiQL opened as localhost or as 127.0.0.1 (both loopback) builds its redirect URI from its own address.
  const apiHosts =
    api.hostname === 'localhost' || api.hostname === '127.0.0.1' ? ['localhost', '127.0.0.1'] : [api.hostname];
  return [
    `${new URL(consoleOrigin).origin}/callback`,
    ...apiHosts.map((h) => `${api.protocol}//${h}${api.port ? `:${api.port}` : ''}/graphql`),
  ];
}

export interface DevCredentials {
  organizationId: string;
  workspaceId: string;
  admin: { userId: string; email: string; password: string };
  oauthClient: { clientId: string; clientSecret: string; scopes: string[] };
  apiKeys: Record<Lowercase<ApiKeyClass>, { id: string; key: string; expiresAt: string | null }>;
  /** One user per development role (`workspace-admin` is `admin`), each with a password. */
  users: Record<
    DevRole,
    {
      userId: string;
      email: string;
      password: string;
      role: RoleName;
      /** The scrypt verification material this seed stored for `password`: a restart that finds it unchanged skips the check. */
      passwordHash?: string;
    }
  >;
  /** One confidential client per development role (`workspace-admin` is `oauthClient`). */
  clients: Record<DevRole, { clientId: string; clientSecret: string; scopes: string[] }>;
  /** The public browser client: no secret, authorization code with PKCE S256 only. */
  publicClient: { clientId: string; redirectUris: string[]; scopes: string[] };
  /** The schema registry's development client (`npx svc`, the registry seed), owned by the organization owner. */
  registryClient: { clientId: string; clientSecret: string; scopes: string[] };
  /** The gateway's client for the registry (SUPERGRAPH_SOURCE=registry): reads the supergraph and the trusted documents, reports usage. */
  supergraphReader: { clientId: string; clientSecret: string; scopes: string[] };
}

/** The schema registry's scopes (registry/src/auth/token-verifier.ts), granted to the registry client. */
export const REGISTRY_CLIENT = {
  clientId: 'cli_registry_dev',
  scopes: [
    'svc:registry:subgraph:check',
    'svc:registry:subgraph:publish',
    'svc:registry:supergraph:read',
    'svc:registry:documents:publish',
    'svc:registry:documents:read',
  ],
} as const;
export const SUPERGRAPH_READER_CLIENT = {
  clientId: 'cli_gateway_supergraph',
  scopes: ['svc:registry:supergraph:read', 'svc:registry:usage:report', 'svc:registry:documents:read'],
} as const;

export async function seedDevTenant(opts: {
  prisma: PrismaClient;
  keys: KeyManager;
  credentialsFile: string;
  now?: Date;
  /** The gateway's API origin, where GraphiQL signs in (default http://localhost:4000). */
  apiOrigin?: string;
  /** The local console's origin (default http://localhost:3000). */
  consoleOrigin?: string;
}): Promise<DevCredentials> {
  const { prisma, keys } = opts;
  const now = opts.now ?? new Date();
  const previous: Partial<DevCredentials> = existsSync(opts.credentialsFile)
    ? JSON.parse(readFileSync(opts.credentialsFile, 'utf8'))
    : {};
  const mac = (s: string) => {
    const v = keys.hmac(s);
    if (!v) throw new Error('seed needs the key-management HMAC key');
    return v;
  };
  const newSecret = (bytes: number) => randomBytes(bytes).toString('base64url');
  const scopes = [...BUILT_IN_ROLES.WORKSPACE_ADMIN];

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

  const users = {} as DevCredentials['users'];
  const clients = {} as DevCredentials['clients'];
  // A stored hash is kept only when it verifies the file's password: the database may have been
  // seeded since from another credentials file (another DEV_DIR). The hash this file's own seed
  // stored (salted, so no other seed writes the same one) needs no check; other checks run side by side.
  const passwords = DEV_ROLE_NAMES.map(
    (name) =>
      (name === 'workspace-admin' ? previous.admin?.password : previous.users?.[name]?.password) ?? newSecret(18),
  );
  const hashes = await Promise.all(
    DEV_ROLE_NAMES.map(async (name, i) => {
      const stored = (
        await prisma.user.findUnique({ where: { id: DEV_ROLES[name].userId }, select: { passwordHash: true } })
      )?.passwordHash;
      const recorded = previous.users?.[name];
      if (stored && stored === recorded?.passwordHash && passwords[i] === recorded.password) return stored;
      return stored && (await verifyPasswordAsync(passwords[i], stored)) ? stored : hashPassword(passwords[i]);
    }),
  );
  for (const [i, name] of DEV_ROLE_NAMES.entries()) {
    const r = DEV_ROLES[name];
    const password = passwords[i];
    const passwordHash = hashes[i];
    // The owner reaches every workspace of the organization, as an organization administrator must.
    const rootScope = r.role === 'ORG_ADMIN' ? 'ORGANIZATION' : 'WORKSPACE';
    await prisma.user.upsert({
      where: { id: r.userId },
      create: {
        id: r.userId,
        organizationId: DEV_IDS.organization,
        primaryWorkspaceId: DEV_IDS.workspace,
        email: r.email,
        givenName: r.givenName,
        familyName: r.familyName,
        passwordHash,
        rootScope,
      },
      update: { passwordHash, status: 'ACTIVE', failedLogins: 0, lockedUntil: null },
    });
    await prisma.membership.upsert({
      where: { userId_workspaceId_role: { userId: r.userId, workspaceId: DEV_IDS.workspace, role: r.role } },
      create: { userId: r.userId, workspaceId: DEV_IDS.workspace, role: r.role },
      update: {},
    });
    users[name] = { userId: r.userId, email: r.email, password, role: r.role, passwordHash };

    const prevSecret =
      name === 'workspace-admin' ? previous.oauthClient?.clientSecret : previous.clients?.[name]?.clientSecret;
    const clientSecret = prevSecret ?? newSecret(32);
    const roleScopes: string[] = [...BUILT_IN_ROLES[r.role]];
    const clientData =
      name === 'workspace-admin'
        ? {
            organizationId: DEV_IDS.organization,
            workspaceId: DEV_IDS.workspace,
            ownerUserId: r.userId,
            name: 'Development console',
            secretHash: mac(`client-secret:${clientSecret}`),
            confidential: true,
            status: 'ACTIVE',
            grantTypes: [
              'client_credentials',
              'refresh_token',
              'urn:ietf:params:oauth:grant-type:token-exchange',
              'password',
              'authorization_code',
              'urn:ietf:params:oauth:grant-type:device_code',
            ],
            scopes: roleScopes,
            redirectUris: ['http://localhost:3000/callback'],
            allowRefresh: true,
          }
        : {
            organizationId: DEV_IDS.organization,
            workspaceId: DEV_IDS.workspace,
            ownerUserId: r.userId,
            name: `Development ${name}`,
            secretHash: mac(`client-secret:${clientSecret}`),
            confidential: true,
            status: 'ACTIVE',
            grantTypes: ['client_credentials'],
            scopes: roleScopes,
            redirectUris: [],
            allowRefresh: false,
          };
    await prisma.oAuthClient.upsert({
      where: { id: r.clientId },
      create: { id: r.clientId, ...clientData },
      update: clientData,
    });
    clients[name] = { clientId: r.clientId, clientSecret, scopes: roleScopes };
  }
  // The seeded owner owns the organization unless ownership has been transferred since.
  await prisma.organization.updateMany({
    where: { id: DEV_IDS.organization, ownerUserId: null },
    data: { ownerUserId: DEV_ROLES['org-admin'].userId },
  });

  // A browser client holds no secret. Refresh is withheld from public clients until tokens are
  // sender-constrained (spec), so only authorization_code is registered: it signs in again instead.
  // The default topology's addresses stay registered beside the given ones: the tenant is shared
  // by every platform on one database (the tests'), whichever seeded last.
  const redirectUris = [
    ...new Set([
      ...publicClientRedirectUris(DEFAULT_API_ORIGIN, DEFAULT_CONSOLE_ORIGIN),
      ...publicClientRedirectUris(opts.apiOrigin ?? DEFAULT_API_ORIGIN, opts.consoleOrigin ?? DEFAULT_CONSOLE_ORIGIN),
    ]),
  ];
  const publicData = {
    organizationId: DEV_IDS.organization,
    workspaceId: DEV_IDS.workspace,
    ownerUserId: DEV_IDS.admin,
    name: 'Development browser apps (console, GraphiQL)',
    secretHash: null,
    confidential: false,
    status: 'ACTIVE',
    grantTypes: ['authorization_code'],
    scopes: PUBLIC_CLIENT_SCOPES,
    redirectUris,
    allowRefresh: false,
  };
  await prisma.oAuthClient.upsert({
    where: { id: DEV_IDS.publicClient },
    create: { id: DEV_IDS.publicClient, ...publicData },
    update: publicData,
  });

  // The registry client acts for the owner, whose role (ORG_ADMIN) covers svc:registry:*.
  const registrySecret = previous.registryClient?.clientSecret ?? newSecret(32);
  const readerSecret = previous.supergraphReader?.clientSecret ?? newSecret(32);
  for (const [c, secret, name] of [
    [REGISTRY_CLIENT, registrySecret, 'Schema registry (development)'],
    [SUPERGRAPH_READER_CLIENT, readerSecret, 'Gateway: reads the supergraph from the registry'],
  ] as const) {
    const data = {
      organizationId: DEV_IDS.organization,
      workspaceId: DEV_IDS.workspace,
      ownerUserId: DEV_ROLES['org-admin'].userId,
      name,
      secretHash: mac(`client-secret:${secret}`),
      confidential: true,
      status: 'ACTIVE',
      grantTypes: ['client_credentials'],
      scopes: [...c.scopes],
      redirectUris: [],
      allowRefresh: false,
    };
    await prisma.oAuthClient.upsert({ where: { id: c.clientId }, create: { id: c.clientId, ...data }, update: data });
  }

  const apiKeys = {} as DevCredentials['apiKeys'];
  for (const cls of API_KEY_CLASSES) {
    const lower = cls.toLowerCase() as Lowercase<ApiKeyClass>;
    const id = `key_dev_${lower}`;
    const prev = previous.apiKeys?.[lower];
    const row = await prisma.apiKey.findUnique({ where: { id } });
    const stillValid =
      prev &&
      API_KEY_RE.test(prev.key) &&
      row &&
      row.status === 'ACTIVE' &&
      (!row.expiresAt || row.expiresAt > now) &&
      row.verifier === mac(apiKeyMac(prev.key));
    if (stillValid) {
      apiKeys[lower] = { id, key: prev.key, expiresAt: row.expiresAt?.toISOString() ?? null };
      continue;
    }
    const k = generateApiKey(cls);
    const expiresAt = cls === 'SANDBOX' ? new Date(now.getTime() + SPEC_LIMITS.sandboxKeyLifetimeSeconds * 1000) : null;
    const data = {
      organizationId: DEV_IDS.organization,
      workspaceId: DEV_IDS.workspace,
      ownerUserId: DEV_IDS.admin,
      name: `Development ${lower} key`,
      keyClass: cls,
      prefix: k.prefix,
      hint: k.hint,
      verifier: mac(apiKeyMac(k.plaintext)),
      status: 'ACTIVE',
      scopes,
      quotaPerDay: cls === 'SANDBOX' ? SPEC_LIMITS.sandboxRequestsPerWindow : 0,
      expiresAt,
      revokedAt: null,
    };
    await prisma.apiKey.upsert({ where: { id }, create: { id, ...data }, update: data });
    apiKeys[lower] = { id, key: k.plaintext, expiresAt: expiresAt?.toISOString() ?? null };
  }

  const creds: DevCredentials = {
    organizationId: DEV_IDS.organization,
    workspaceId: DEV_IDS.workspace,
    admin: {
      userId: DEV_IDS.admin,
      email: users['workspace-admin'].email,
      password: users['workspace-admin'].password,
    },
    oauthClient: clients['workspace-admin'],
    apiKeys,
    users,
    clients,
    publicClient: {
      clientId: DEV_IDS.publicClient,
      redirectUris,
      scopes: [...PUBLIC_CLIENT_OIDC_SCOPES, ...PUBLIC_CLIENT_SCOPES],
    },
    registryClient: {
      clientId: REGISTRY_CLIENT.clientId,
      clientSecret: registrySecret,
      scopes: [...REGISTRY_CLIENT.scopes],
    },
    supergraphReader: {
      clientId: SUPERGRAPH_READER_CLIENT.clientId,
      clientSecret: readerSecret,
      scopes: [...SUPERGRAPH_READER_CLIENT.scopes],
    },
  };
  mkdirSync(dirname(opts.credentialsFile), { recursive: true });
  writeFileSync(opts.credentialsFile, JSON.stringify(creds, null, 2) + '\n', { mode: 0o600 });
  return creds;
}
