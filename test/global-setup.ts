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
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_PIDS_DIR } from './helpers/shared-pids.ts';

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
  stopLeftSharedPlatforms();
  await embedded?.stop();
}

/**
 * A worker stops its shared platforms when it exits (test/helpers/platform-harness.ts); one that was
 * killed could not, so the processes listed by a worker that is gone are ended here.
 */
function stopLeftSharedPlatforms(): void {
  if (!existsSync(SHARED_PIDS_DIR)) return;
  for (const f of readdirSync(SHARED_PIDS_DIR)) {
    const worker = Number(f.replace(/\.json$/, ''));
    if (alive(worker)) continue;
    try {
      for (const pid of JSON.parse(readFileSync(join(SHARED_PIDS_DIR, f), 'utf8')) as number[])
        if (alive(pid)) process.kill(pid, 'SIGTERM');
    } catch {
      // a list being written or already gone
    }
    rmSync(join(SHARED_PIDS_DIR, f), { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
