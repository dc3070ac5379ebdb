/**
 * Applies prisma/migrations the way `prisma migrate deploy` does, without Prisma's native schema
 * engine (its download host is unreachable here). It records each migration in
 * `_prisma_migrations` with Prisma's own columns and SHA-256 checksum, so Prisma's CLI agrees with
 * it wherever the engine is available.
 *
 * - Idempotent: applied migrations are skipped.
 * - Each migration runs in one transaction together with its bookkeeping row.
 * - Refuses to run when an applied migration's file has changed (checksum mismatch) or a
 *   migration is recorded as failed, as Prisma does.
 * - Serialised across processes by Prisma's advisory lock id.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const PRISMA_ADVISORY_LOCK = 72707369;

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) throw new MigrationError(`migrations folder not found: ${dir}`);
  return readdirSync(dir)
    .filter((n) => statSync(join(dir, n)).isDirectory() && existsSync(join(dir, n, 'migration.sql')))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export interface MigrateResult {
  applied: string[];
  skipped: string[];
}

export async function migrate(opts: { url: string; dir: string; log?: (msg: string) => void }): Promise<MigrateResult> {
  const log = opts.log ?? (() => {});
  const files = readMigrations(opts.dir);
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at');
    const applied = new Map<string, { checksum: string }>();
    for (const r of rows) {
      if (r.rolled_back_at) continue;
      if (!r.finished_at)
        throw new MigrationError(`migration ${r.migration_name} is recorded as failed; resolve it before migrating`);
      applied.set(r.migration_name, r);
    }
    const known = new Set(files.map((f) => f.name));
    for (const name of applied.keys()) {
      if (!known.has(name))
        throw new MigrationError(`migration ${name} is applied in the database but missing from ${opts.dir}`);
    }
    // Check every checksum before applying anything: a changed history must not half-apply.
    for (const f of files) {
      const a = applied.get(f.name);
      if (a && a.checksum !== f.checksum) {
        throw new MigrationError(
          `migration ${f.name} was modified after it was applied (checksum ${a.checksum.slice(0, 12)}… ≠ ${f.checksum.slice(0, 12)}…)`,
        );
      }
    }
    const result: MigrateResult = { applied: [], skipped: [] };
    for (const f of files) {
      if (applied.has(f.name)) {
        result.skipped.push(f.name);
        continue;
      }
      log(`applying ${f.name}`);
      try {
        await client.query('BEGIN');
        const id = randomUUID();
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
          [id, f.checksum, f.name],
        );
        await client.query(f.sql);
        await client.query(
          'UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1',
          [id],
        );
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw new MigrationError(`migration ${f.name} failed and was rolled back: ${(e as Error).message}`);
      }
      result.applied.push(f.name);
    }
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}
