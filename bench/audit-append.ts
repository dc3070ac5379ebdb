/**
 * Audit-trail appends per second with Ed25519 signing on PostgreSQL (DATABASE_URL; migrations
 * applied here). Each append is its own transaction, as an emitter's change would be:
 * BEGIN, lock the chain head, sign, insert, COMMIT.
 *
 *   one chain     CONCURRENCY writers all appending to one tenant chain (serialized by its head lock)
 *   100 chains    the same writers spread over 100 chains
 *   batched       one chain, BATCH appends per transaction (a job recording many changes at once)
 *   alone         the latency one append adds to a transaction that had no write (e.g. a
 *                 client_credentials token grant): p50/p95 of a lone append transaction
 *
 * Target (issue 13): >= 2,000 appends/s. Prints each figure and its ratio to the target.
 *
 *   DATABASE_URL=postgresql://... npx tsx bench/audit-append.ts [N=6000] [CONCURRENCY=16]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { AuditTrail, FileAuditKeyProvider, type AuditEventInput } from '../identity/src/audit/index.ts';

const TARGET = 2000;
const N = Number(process.argv[2] ?? 6000);
const CONCURRENCY = Number(process.argv[3] ?? 16);
const BATCH = 50;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
await migrate({ url, dir: MIGRATIONS_DIR });
const prisma = createPrismaClient({ url, poolMax: CONCURRENCY });
const audit = new AuditTrail({ keys: new FileAuditKeyProvider(mkdtempSync(join(tmpdir(), 'svc-bench-audit-'))) });
const run = randomBytes(4).toString('hex');

const event = (org: string, i: number): AuditEventInput => ({
  organizationId: org, workspaceId: 'ws_bench', category: 'AUTHENTICATION', action: 'token.issued', outcome: 'SUCCESS',
  actorPrincipal: `client/cli_${i % 50}`, resourceOrn: `client/cli_${i % 50}`, correlationKey: `req-${i}`, emitterService: 'bench', details: { i },
});

async function workers(total: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < total) await fn(next++);
  }));
  return performance.now() - t0;
}

const report = (name: string, appends: number, ms: number) => {
  const rate = (appends / ms) * 1000;
  console.log(`${name.padEnd(34)} ${String(appends).padStart(6)} appends in ${(ms / 1000).toFixed(2).padStart(6)} s = ${rate.toFixed(0).padStart(6)}/s  (${(rate / TARGET).toFixed(2)}x target ${TARGET}/s)`);
};

console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}; N=${N}, concurrency=${CONCURRENCY}`);
// warm-up: connections, key registration, Prisma's compiled statements
await workers(200, (i) => prisma.$transaction((tx) => audit.append(tx, event(`org_w${run}`, i))));

const one = `org_one${run}`;
report('one chain, 1 append/transaction', N, await workers(N, (i) => prisma.$transaction((tx) => audit.append(tx, event(one, i)))));
report('100 chains, 1 append/transaction', N, await workers(N, (i) => prisma.$transaction((tx) => audit.append(tx, event(`org_c${i % 100}${run}`, i)))));
const batched = `org_b${run}`;
report(`one chain, ${BATCH} appends/transaction`, N, await workers(N / BATCH, (b) => prisma.$transaction(async (tx) => {
  for (let i = 0; i < BATCH; i++) await audit.append(tx, event(batched, b * BATCH + i));
}, { timeout: 120_000, maxWait: 120_000 })));

const lone: number[] = [];
for (let i = 0; i < 300; i++) {
  const t = performance.now();
  await prisma.$transaction((tx) => audit.append(tx, event(`org_l${i % 10}${run}`, i)));
  lone.push(performance.now() - t);
}
lone.sort((a, b) => a - b);
console.log(`lone append transaction (added to a grant): p50 ${lone[150].toFixed(2)} ms, p95 ${lone[285].toFixed(2)} ms (sequential, 300 samples)`);
console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await prisma.$disconnect();
