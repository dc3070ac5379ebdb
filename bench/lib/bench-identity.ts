/**
 * Identity in this process for the identity benches: the run's database (DATABASE_URL, or an
 * embedded PGlite started here), migrations applied, a fresh key folder, ephemeral ports.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@svc/core';
import { migrate, MIGRATIONS_DIR, startEmbeddedPostgres } from '@svc/db';
import { startIdentity, loadIdentityConfig } from '@svc/identity';

export async function startBenchIdentity(env: Record<string, string> = {}) {
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  let dbUrl = process.env.DATABASE_URL;
  if (!dbUrl) {
    embedded = await startEmbeddedPostgres({ port: 0 });
    dbUrl = embedded.url;
  }
  await migrate({ url: dbUrl, dir: MIGRATIONS_DIR });
  const keysDir = mkdtempSync(join(tmpdir(), 'svc-bench-keys-'));
  const cfg = loadIdentityConfig({
    DATABASE_URL: dbUrl,
    IDENTITY_HTTP_PORT: '0',
    IDENTITY_GRPC_PORT: '0',
    KEYS_DIR: keysDir,
    LOG_LEVEL: 'silent',
    DB_POOL_MAX: process.env.DB_POOL_MAX ?? '10',
    // DB_HOT_POOL_MAX=0 runs the refresh grant's hot statement through Prisma (the before of docs/benchmarks.md).
    ...(process.env.DB_HOT_POOL_MAX ? { DB_HOT_POOL_MAX: process.env.DB_HOT_POOL_MAX } : {}),
    ...env,
  });
  const identity = await startIdentity(cfg, createLogger('identity-bench', { level: 'silent' }));
  return { embedded, dbUrl, keysDir, cfg, identity };
}
