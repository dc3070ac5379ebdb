/**
 * Once per test run: a database for every test file. With DATABASE_URL set (CI, or a developer
 * with PostgreSQL), tests use it; otherwise an in-memory PGlite served over the wire protocol.
 * Migrations are applied here once; tests isolate themselves with fresh tenant ids. The platform's
 * processes run from dist/ (scripts/build.ts): built here once when stale, before the workers
 * start, rather than by every worker at once.
 */
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, migrate, MIGRATIONS_DIR, type EmbeddedPostgres } from '@svc/db';
import { ensureBuilt } from '../scripts/build.ts';
import { stopSharedPlatforms } from './helpers/shared-pids.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string | undefined;
    /** How many test files run at once (platform-harness.ts skips a port-race wait with one). */
    maxWorkers: number;
  }
}

let embedded: EmbeddedPostgres | null = null;

export async function setup(project: TestProject) {
  await ensureBuilt({ log: (line) => process.stdout.write(`[build] ${line}\n`) });
  let url = process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ port: 0 });
    url = embedded.url;
  }
  await migrate({ url, dir: MIGRATIONS_DIR });
  project.provide('databaseUrl', url);
  project.provide('redisUrl', process.env.REDIS_URL || undefined);
  project.provide('maxWorkers', project.config.maxWorkers);
}

export async function teardown() {
  stopSharedPlatforms();
  await embedded?.stop();
}
