/**
 * identity's activity ingest (AppendActivity's work after the gRPC decode: validation, one
 * json_to_recordset insert of the batch) per record, through Prisma and through the node-postgres
 * hot-path pool identity uses when DB_HOT_POOL_MAX > 0: 500-record batches as the gateway sends
 * them, the same rows for both, in alternating rounds. Client CPU is this process's; the rest of
 * the wall time is PostgreSQL's.
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<db> npx tsx bench/activity-ingest.ts [batches=40] [rounds=3]
 */
import { createPrismaClient } from '@svc/db';
import { PrismaClient } from '../identity/src/db.ts';
import { ActivityRepository } from '../identity/src/audit/activity-repository.ts';
import { ActivityIngest } from '../identity/src/audit/activity-ingest.ts';
import { createHotPathPool } from '../identity/src/repositories/hot-path-sql.ts';
import { activityRecord } from '../test/helpers/activity-record.ts';
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (a migrated database; the bench adds rows to audit.activity_records)');
  process.exit(1);
}
const prisma = createPrismaClient(PrismaClient, { url, poolMax: 4 });
const pool = createHotPathPool(url, 4);
const batches = (n: number) =>
  Array.from({ length: n }, () =>
    Array.from({ length: 500 }, () =>
      activityRecord({ actor_id: 'usr_abcdefabcdef', org_id: 'org_dev', workspace_id: 'ws_dev' }),
    ),
  );
const targets = {
  prisma: new ActivityIngest({ repo: new ActivityRepository(prisma), maxRecords: 1000 }),
  'node-postgres': new ActivityIngest({ repo: new ActivityRepository(prisma, pool), maxRecords: 1000 }),
};
for (const t of Object.values(targets)) for (const b of batches(5)) await t.append('gateway', b);
const N = Number(process.argv[2] ?? 40);
const rounds = Number(process.argv[3] ?? 3);
for (let round = 0; round < rounds; round++)
  for (const [name, t] of Object.entries(targets)) {
    const bs = batches(N);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (const b of bs) if ((await t.append('gateway', b)) !== 500) throw new Error('not stored');
    const c = process.cpuUsage(c0);
    const w = performance.now() - t0;
    console.log(
      round,
      name.padEnd(14),
      'per record: wall µs',
      ((w * 1000) / (N * 500)).toFixed(1),
      'client CPU µs',
      ((c.user + c.system) / (N * 500)).toFixed(1),
    );
  }
await prisma.$disconnect();
await pool.end();
