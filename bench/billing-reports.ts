/**
 * usageReport and costBreakdown over 1,000,000 usage rows: p50/p95 of the billing service's
 * report reads (daily rollups plus the raw rows of a window's partial edge days), side by side
 * with the baseline the rollups replace — the same aggregates straight over billing.usage_records.
 *   DATABASE_URL=postgresql://…/postgres npx tsx bench/billing-reports.ts [--rows=1000000] [--iterations=200] [--baseline-iterations=30]
 * Creates a scratch database on that server, applies the migrations, inserts the rows with SQL
 * (one organization, 4 workspaces, 3 providers, 10 models, appended in time order over the last
 * 365 days; the rollup trigger runs for every row, as it does for inference's writes), measures,
 * drops it.
 * The service is called in process against PostgreSQL (no HTTP, no identity permission check).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { UsageReportRepository } from '../subgraphs/billing/src/repositories/usage-report-repository.ts';
import { UsageReportService } from '../subgraphs/billing/src/services/usage-report-service.ts';
import { PrismaClient } from '../subgraphs/billing/src/db.ts';

const arg = (name: string, def: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : def;
};
const rows = arg('rows', 1_000_000),
  iterations = arg('iterations', 200),
  baselineIterations = arg('baseline-iterations', 30),
  warmup = 20;
const server = process.env.DATABASE_URL;
if (!server)
  throw new Error('DATABASE_URL (any database on the server; a scratch one is created next to it) is required');

const name = `svc_bench_billing_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const caller = {
  userId: 'usr_b',
  orgId: 'org_b',
  workspaceId: 'ws_0',
  clientId: null,
  tokenId: null,
  actingUserId: null,
};

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
async function measure(label: string, fn: () => Promise<unknown>, n = iterations) {
  const ms: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    const t0 = performance.now();
    await fn();
    if (i >= warmup) ms.push(performance.now() - t0);
  }
  return { label, p50: pct(ms, 50), p95: pct(ms, 95) };
}

try {
  await migrate({ url: url.toString(), dir: MIGRATIONS_DIR });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const t0 = performance.now();
  // 10 batches keep each statement's memory small. Rows are written in time order over the last
  // 365 days, as inference appends them (occurred_at = the time of the call).
  const batch = Math.ceil(rows / 10);
  for (let b = 0; b < 10; b++) {
    await db.query(
      `
      INSERT INTO billing.usage_records (id, workspace_id, org_id, provider, model, input_tokens, output_tokens, cost_microcents, occurred_at, latency_ms)
      SELECT 'ur_' || $1::int || '_' || g, 'ws_' || (g % 4), 'org_b', (ARRAY['openai','azure','anthropic'])[1 + g % 3], 'model-' || (g % 10),
        100 + g % 900, 10 + g % 200, 1000 + (g * 7919) % 5000000, now() - interval '365 days' * (1 - ($1::int * $2::int + g)::float8 / ($2::int * 10)), 50 + g % 1000
      FROM generate_series(1, $2::int) AS g ORDER BY g`,
      [b, batch],
    );
  }
  // The steady state autovacuum keeps: the trigger's counter updates leave dead row versions behind.
  await db.query('VACUUM ANALYZE billing.usage_records');
  await db.query('VACUUM ANALYZE billing.usage_daily_rollups');
  const insertS = (performance.now() - t0) / 1000;
  const rollups = (await db.query('SELECT count(*)::int AS n FROM billing.usage_daily_rollups')).rows[0].n;

  const prisma = createPrismaClient(PrismaClient, { url: url.toString(), poolMax: 2 });
  const svc = new UsageReportService({ usage: new UsageReportRepository(prisma), authorize: async () => {} });
  const year = {
    since: new Date(Date.now() - 365 * 86_400_000 + 3_600_000).toISOString(),
    until: new Date().toISOString(),
  };
  const results = [
    await measure('usageReport, last 365 days (rollups)', () => svc.usageReport(caller, year.since, year.until)),
    await measure('costBreakdown by model, 90d (rollups)', () => svc.costBreakdown(caller, 'model', '90d')),
    // Baseline: what the reads would cost without rollups, the same grouping over the raw rows.
    await measure(
      'baseline: usageReport aggregate over usage_records',
      () =>
        db.query(
          `SELECT workspace_id, provider, model, count(*), count(cost_microcents), sum(input_tokens), sum(output_tokens), sum(cost_microcents)
       FROM billing.usage_records WHERE org_id = 'org_b' AND workspace_id = 'ws_0' AND occurred_at >= $1 AND occurred_at < $2 GROUP BY 1, 2, 3`,
          [year.since, year.until],
        ),
      baselineIterations,
    ),
    await measure(
      'baseline: costBreakdown aggregate over usage_records',
      () =>
        db.query(
          `SELECT model, count(*), sum(cost_microcents) FROM billing.usage_records WHERE org_id = 'org_b' AND occurred_at >= now() - interval '90 days' GROUP BY 1`,
        ),
      baselineIterations,
    ),
  ];
  await prisma.$disconnect();
  await db.end();
  console.log(
    `${rows} usage rows inserted in ${insertS.toFixed(1)} s (trigger included) → ${rollups} rollup rows; ${iterations} iterations (baselines ${baselineIterations}) after ${warmup} warm-up`,
  );
  for (const r of results) console.log(`${r.label.padEnd(56)} p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms`);
  console.log(
    `ratio p95 baseline/rollups: usageReport ${(results[2].p95 / results[0].p95).toFixed(1)}×, costBreakdown ${(results[3].p95 / results[1].p95).toFixed(1)}×`,
  );
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
