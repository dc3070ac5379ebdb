/**
 * An empty database for tests that need one (the migration runner): a new database on the run's
 * PostgreSQL server when it is a real one, else a separate in-memory PGlite.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '@svc/db';
import { databaseUrl } from './env.ts';

export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const e = await startEmbeddedPostgres({ port: 0 });
    return { url: e.url, drop: () => e.stop() };
  }
  const name = `svc_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
