/**
 * `npm run db:seed`: applies the migrations and seeds the development tenant (organization,
 * workspace, a user and a confidential OAuth client per development role, the public browser client,
 * one API key of each class) into DATABASE_URL,
 * the same seed `npm start` runs on its embedded defaults. Idempotent: run again, it keeps the
 * credentials already in CREDENTIALS_FILE. Compose runs it as the one-shot `seed` service.
 *
 * KEYS_DIR must be the key directory identity uses (the seed stores HMAC verifiers made with its
 * key). The credentials (secrets included) go to CREDENTIALS_FILE (default
 * KEYS_DIR/credentials.json, mode 0600); standard output names only ids and the file, so the
 * secrets never reach a log. DEV_API_ORIGIN and DEV_CONSOLE_ORIGIN (defaults http://localhost:4000 and
 * http://localhost:3000) set the public client's redirect URIs: GraphiQL's page and the console.
 */
import { join } from 'node:path';
// The modules the seed uses, not the packages' indexes: those reach every service's code (identity's
// whole app, the embedded PGlite), and `npm start` loads this bundle on every start.
import { loadConfig, optionalStr, str, url } from '../packages/core/src/config/env.ts';
import { SPEC_LIMITS } from '../packages/core/src/config/limits.ts';
import { migrate } from '../packages/db/src/migrate.ts';
import { MIGRATIONS_DIR } from '../packages/db/src/paths.ts';
import { createPrismaClient } from '../packages/db/src/prisma-client.ts';
import { FileKeyProvider } from '../identity/src/keys/file-key-provider.ts';
import { seedDevTenant } from '../identity/src/seed/dev-tenant.ts';
import { PrismaClient } from '../identity/src/db.ts';

let cfg;
try {
  cfg = loadConfig({
    DATABASE_URL: url(undefined, ['postgres:', 'postgresql:']),
    KEYS_DIR: str(join(process.cwd(), '.dev', 'keys')),
    CREDENTIALS_FILE: optionalStr(),
    DEV_API_ORIGIN: url('http://localhost:4000'),
    DEV_CONSOLE_ORIGIN: url('http://localhost:3000'),
  });
} catch (e) {
  process.stderr.write(`db:seed: invalid configuration: ${(e as Error).message}\n`);
  process.exit(1);
}
const m = await migrate({ url: cfg.DATABASE_URL, dir: MIGRATIONS_DIR });
process.stdout.write(`migrations: ${m.applied.length} applied, ${m.skipped.length} already applied\n`);
const prisma = createPrismaClient(PrismaClient, { url: cfg.DATABASE_URL, poolMax: 2 });
const credentialsFile = cfg.CREDENTIALS_FILE ?? join(cfg.KEYS_DIR, 'credentials.json');
try {
  const keys = new FileKeyProvider({
    dir: cfg.KEYS_DIR,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  const creds = await seedDevTenant({
    prisma,
    keys,
    credentialsFile,
    apiOrigin: cfg.DEV_API_ORIGIN,
    consoleOrigin: cfg.DEV_CONSOLE_ORIGIN,
  });
  process.stdout.write(
    `seeded: users ${Object.values(creds.users)
      .map((u) => u.email)
      .join(', ')}, OAuth clients ${Object.values(creds.clients)
      .map((c) => c.clientId)
      .join(', ')}, public client ${creds.publicClient.clientId}, API keys ${Object.values(creds.apiKeys)
      .map((k) => k.id)
      .join(', ')}\n`,
  );
  process.stdout.write(`credentials (secrets included) written to ${credentialsFile}\n`);
} finally {
  await prisma.$disconnect();
}
