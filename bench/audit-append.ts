/**
 * Audit-trail appends per second with Ed25519 signing on PostgreSQL (DATABASE_URL; migrations
 * applied here). Each append is its own transaction, as an emitter's change would be:
 * BEGIN, lock the chain head, sign, insert, COMMIT.
 *
 *   one chain     CONCURRENCY writers all appending to one tenant chain (serialized by its head lock)
 *   100 chains    the same writers spread over 100 chains
 *   batched       one chain, BATCH appends per transaction (a job recording many changes at once)
 *   group commit  GROUP_CONCURRENCY callers of the group-commit appender (AuditRecorder.record, what
 *                 the token endpoint uses), one chain and 100 chains: concurrent appends share one
 *                 transaction across chains; then the 100 chains again with each GROUP_WRITERS
 *                 count of concurrent batches
 *   alone         the latency one append adds to a transaction that had no write (e.g. a
 *                 client_credentials token grant): p50/p95 of a lone append transaction, and of a
 *                 lone group-commit append (a batch of one)
 *
 * Target (issue 13): >= 2,000 appends/s. Prints each figure and its ratio to the target.
 *
 *   DATABASE_URL=postgresql://... [GROUP_WRITERS=1,2,4] npx tsx bench/audit-append.ts [N=6000] [CONCURRENCY=16] [GROUP_CONCURRENCY=200]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { AuditRecorder, AuditTrail, FileAuditKeyProvider, type AuditEventInput } from '../identity/src/audit/index.ts';
import { PrismaClient } from '../identity/src/db.ts';

const TARGET = 2000;
const N = Number(process.argv[2] ?? 6000);
const CONCURRENCY = Number(process.argv[3] ?? 16);
const GROUP_CONCURRENCY = Number(process.argv[4] ?? 200);
const BATCH = 50;
/** Writer counts compared for the 100-chain group commit (GROUP_WRITERS=1,2,4). */
const GROUP_WRITERS = (process.env.GROUP_WRITERS ?? '1,2,4').split(',').map(Number);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
await migrate({ url, dir: MIGRATIONS_DIR });
const prisma = createPrismaClient(PrismaClient, { url, poolMax: CONCURRENCY });
const audit = new AuditTrail({ keys: new FileAuditKeyProvider(mkdtempSync(join(tmpdir(), 'svc-bench-audit-'))) });
const run = randomBytes(4).toString('hex');

const event = (org: string, i: number): AuditEventInput => ({
  organizationId: org,
  workspaceId: 'ws_bench',
  category: 'AUTHENTICATION',
  action: 'token.issued',
  outcome: 'SUCCESS',
  actorPrincipal: `client/cli_${i % 50}`,
  resourceOrn: `client/cli_${i % 50}`,
  correlationKey: `req-${i}`,
  emitterService: 'bench',
  details: { i },
});

async function workers(total: number, fn: (i: number) => Promise<unknown>, concurrency = CONCURRENCY): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await fn(next++);
    }),
  );
  return performance.now() - t0;
}

const report = (name: string, appends: number, ms: number) => {
  const rate = (appends / ms) * 1000;
  console.log(
    `${name.padEnd(34)} ${String(appends).padStart(6)} appends in ${(ms / 1000).toFixed(2).padStart(6)} s = ${rate.toFixed(0).padStart(6)}/s  (${(rate / TARGET).toFixed(2)}x target ${TARGET}/s)`,
  );
};

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; N=${N}, concurrency=${CONCURRENCY}`,
);
// warm-up: connections, key registration, Prisma's compiled statements
await workers(200, (i) => prisma.$transaction((tx) => audit.append(tx, event(`org_w${run}`, i))));

const one = `org_one${run}`;
report(
  'one chain, 1 append/transaction',
  N,
  await workers(N, (i) => prisma.$transaction((tx) => audit.append(tx, event(one, i)))),
);
report(
  '100 chains, 1 append/transaction',
  N,
  await workers(N, (i) => prisma.$transaction((tx) => audit.append(tx, event(`org_c${i % 100}${run}`, i)))),
);
const batched = `org_b${run}`;
report(
  `one chain, ${BATCH} appends/transaction`,
  N,
  await workers(N / BATCH, (b) =>
    prisma.$transaction(
      async (tx) => {
        for (let i = 0; i < BATCH; i++) await audit.append(tx, event(batched, b * BATCH + i));
      },
      { timeout: 120_000, maxWait: 120_000 },
    ),
  ),
);

const group = new AuditRecorder(prisma, audit);
await workers(200, (i) => group.record(event(`org_gw${run}`, i)), GROUP_CONCURRENCY);
report(
  `group commit, one chain (${GROUP_CONCURRENCY} callers)`,
  N,
  await workers(N, (i) => group.record(event(`org_g1${run}`, i)), GROUP_CONCURRENCY),
);
report(
  `group commit, 100 chains (${GROUP_CONCURRENCY} callers)`,
  N,
  await workers(N, (i) => group.record(event(`org_g${i % 100}${run}`, i)), GROUP_CONCURRENCY),
);
// How many cross-chain batches one process should commit at once (GroupCommitOptions.writers).
for (const writers of GROUP_WRITERS) {
  const g = new AuditRecorder(prisma, audit, { writers });
  report(
    `  writers=${writers}, 100 chains`,
    N,
    await workers(N, (i) => g.record(event(`org_g${i % 100}w${writers}${run}`, i)), GROUP_CONCURRENCY),
  );
}

const lone = async (name: string, f: (i: number) => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    await f(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${name} (added to a grant): p50 ${ms[150].toFixed(2)} ms, p95 ${ms[285].toFixed(2)} ms (sequential, 300 samples)`,
  );
};
await lone('lone append transaction', (i) =>
  prisma.$transaction((tx) => audit.append(tx, event(`org_l${i % 10}${run}`, i))),
);
await lone('lone group-commit append', (i) => group.record(event(`org_lg${i % 10}${run}`, i)));
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await prisma.$disconnect();
