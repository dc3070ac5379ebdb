// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL.
import { migrate } from '../migrate.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('db:migrate: DATABASE_URL is required\n');
  process.exit(1);
}
try {
  const r = await migrate({ url, dir: MIGRATIONS_DIR, log: (m) => console.log(m) });
  console.log(`migrations: ${r.applied.length} applied, ${r.skipped.length} already applied`);
} catch (e) {
  process.stderr.write(`db:migrate: ${(e as Error).message}\n`);
  process.exit(1);
}
