import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { cpSync, mkdtempSync, writeFileSync, mkdirSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { migrate, MigrationError } from './migrate.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { freshDatabase } from '../../../test/helpers/fresh-database.ts';

let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;

beforeEach(async () => {
  db = await freshDatabase();
  dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
});
afterEach(() => db.drop());

async function rows(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (
      await c.query(
        'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
      )
    ).rows;
  } finally {
    await c.end();
  }
}

describe('migration runner', () => {
  it('applies every migration once, records them as Prisma does, and is idempotent', async () => {
    const first = await migrate({ url: db.url, dir });
    expect(first.applied.length).toBeGreaterThan(0);
    const recorded = await rows(db.url);
    expect(recorded.map((r) => r.migration_name)).toEqual(first.applied);
    for (const r of recorded) {
      expect(r.finished_at).not.toBeNull();
      expect(r.applied_steps_count).toBe(1);
      expect(r.checksum).toMatch(/^[0-9a-f]{64}$/);
    }
    const second = await migrate({ url: db.url, dir });
    expect(second.applied).toEqual([]);
    expect(second.skipped).toEqual(first.applied);
  });

  it('refuses to run when an applied migration file changed', async () => {
    await migrate({ url: db.url, dir });
    const [firstMigration] = (await rows(db.url)).map((r) => r.migration_name);
    appendFileSync(join(dir, firstMigration, 'migration.sql'), '\n-- edited after the fact\n');
    await expect(migrate({ url: db.url, dir })).rejects.toThrow(/modified after it was applied/);
  });

  it('rolls a failing migration back entirely and records nothing for it', async () => {
    await migrate({ url: db.url, dir });
    const before = await rows(db.url);
    mkdirSync(join(dir, '99990101000000_broken'));
    writeFileSync(
      join(dir, '99990101000000_broken', 'migration.sql'),
      'CREATE TABLE "identity"."half" (id int);\nSELECT * FROM no_such_table;\n',
    );
    await expect(migrate({ url: db.url, dir })).rejects.toBeInstanceOf(MigrationError);
    expect(await rows(db.url)).toEqual(before);
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const t = await c.query(`SELECT to_regclass('identity.half') AS t`);
    await c.end();
    expect(t.rows[0].t).toBeNull();
  });

  it('refuses when the database has a migration the folder lacks', async () => {
    await migrate({ url: db.url, dir });
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    await c.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ('x', $1, '00000000000000_ghost', now(), 1)`,
      [createHash('sha256').update('').digest('hex')],
    );
    await c.end();
    await expect(migrate({ url: db.url, dir })).rejects.toThrow(/missing from/);
  });
});
