/**
 * Webhook delivery throughput and latency (issue 15).
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<db> npx tsx bench/webhook-delivery.ts [backlog=3000] [paced=1000] [rate=100]
 *
 * A fresh database (created next to DATABASE_URL's, dropped at the end), migrated; 8 loopback
 * HTTP receivers (8 destinations, so per-destination limits do not cap the total), one
 * subscription per destination; two dispatchers, each a child process of its own
 * (subgraphs/agents/src/events/testing/dispatcher-child.ts), reaching loopback through
 * EGRESS_ALLOW_LOOPBACK_FOR_TESTS.
 *
 *  1. Sustained deliveries/s: `backlog` events are queued while no dispatcher runs, then both
 *     start; the rate is deliveries over the time from the first to the last receipt. Target ≥ 500/s.
 *  2. Event-to-delivery latency: `paced` events at `rate`/s with both dispatchers running; the
 *     latency is receipt time minus the event's timestamp. Target p50 ≤ 250 ms.
 *  3. What a subscribed audit event adds to the transaction recording it: one audit append per
 *     transaction, without and with identity's webhook-relay row, one at a time.
 *
 * BENCH_CPU_PROF_DIR=<dir> makes each dispatcher child write a V8 CPU profile there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AuditTrail, FileAuditKeyProvider } from '@svc/identity/audit';
import { auditWebhookRelayHook } from '../identity/src/audit/webhook-relay-hook.ts';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { createEventsModule } from '../subgraphs/agents/src/events/events-module.ts';
import { createSecretBox } from '../subgraphs/agents/src/services/secret-box.ts';
import { startReceiver, type Receiver } from '../subgraphs/agents/src/events/testing/webhook-receiver.ts';
import { PrismaClient } from '../subgraphs/agents/src/db.ts';
import { PrismaClient as IdentityClient } from '../identity/src/db.ts';

const [BACKLOG, PACED, RATE] = [
  Number(process.argv[2] ?? 3000),
  Number(process.argv[3] ?? 1000),
  Number(process.argv[4] ?? 100),
];
const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL is required (a real PostgreSQL: the embedded PGlite is one session)');

const name = `bench_webhooks_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
await migrate({ url, dir: MIGRATIONS_DIR });

const KEY = randomBytes(32);
const settings = {
  EVENTS_DISPATCHER_CONCURRENCY: 64,
  EVENTS_DESTINATION_CONCURRENCY: 16,
  EVENTS_DELIVERY_TIMEOUT_MS: 10_000,
  EVENTS_MAX_RESPONSE_BYTES: 65536,
  EVENTS_MAX_ATTEMPTS: 8,
  EVENTS_RETRY_DELAY_SECONDS: 2,
  EVENTS_LEASE_SECONDS: 60,
  EVENTS_SUPERVISE_INTERVAL_SECONDS: 10,
  EVENTS_POLL_INTERVAL_MS: 20,
  EVENTS_SECRET_OVERLAP_SECONDS: 3600,
  egress: { allowLoopbackForTests: true },
};
const prisma = createPrismaClient(PrismaClient, { url, poolMax: 20, connectTimeoutMs: 30_000 });
const events = await createEventsModule({ url, prisma, secrets: createSecretBox(KEY), settings });
const caller = (ws: string) =>
  ({
    userId: 'usr_bench',
    orgId: 'org_bench',
    workspaceId: ws,
    clientId: null,
    tokenId: null,
    actingUserId: null,
  }) as never;
const receivers: Receiver[] = [];
for (let i = 0; i < 8; i++) {
  const rx = await startReceiver();
  receivers.push(rx);
  await events.service.create(caller('ws_bench'), {
    destinationUrl: rx.url(`/d${i}`),
    eventTypes: ['webhook.test'],
    transport: 'WEBHOOK',
  });
}
const received = () => receivers.reduce((n, r) => n + r.received().length, 0);

function dispatcher(): Promise<ChildProcess> {
  // BENCH_CPU_PROF_DIR: each dispatcher writes a V8 CPU profile there when it exits.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const child = spawn(
    process.execPath,
    [
      ...profile,
      '--import',
      'tsx',
      join(import.meta.dirname, '../subgraphs/agents/src/events/testing/dispatcher-child.ts'),
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: url,
        EVENTS_SECRET_KEY: KEY.toString('base64'),
        EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
        DB_POOL_MAX: '16',
        EVENTS_DISPATCHER_CONCURRENCY: '64',
        EVENTS_DESTINATION_CONCURRENCY: '16',
        EVENTS_POLL_INTERVAL_MS: '20',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve) =>
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('ready') && resolve(child)),
  );
}
async function enqueue(n: number, concurrency = 16): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next++;
        await events.outbox.record({
          orgId: 'org_bench',
          workspaceId: 'ws_bench',
          type: 'webhook.test',
          data: { n: next },
        });
      }
    }),
  );
}
const until = async (cond: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};
const pct = (xs: number[], p: number) =>
  xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// 1. Backlog drain with two dispatchers (each event goes to all 8 subscriptions).
const perEvent = 8;
const eventsForBacklog = Math.ceil(BACKLOG / perEvent);
await enqueue(eventsForBacklog);
const total = eventsForBacklog * perEvent;
const children = [await dispatcher(), await dispatcher()];
await until(() => received() >= total, 300_000);
const times = receivers.flatMap((r) => r.received().map((x) => x.at)).sort((a, b) => a - b);
const drainRate = (times.length - 1) / ((times.at(-1)! - times[0]!) / 1000);
console.log(
  `1. sustained deliveries/s, two dispatchers: ${drainRate.toFixed(0)}/s (${times.length} of ${total} deliveries; target ≥ 500/s, ratio ${(drainRate / 500).toFixed(2)})`,
);

// 2. Paced events, latency from the event's timestamp to receipt.
const before = received();
const t0 = Date.now();
const pacedEvents = Math.ceil(PACED / perEvent);
const inFlight = new Set<Promise<unknown>>();
let refused = 0;
for (let i = 0; i < pacedEvents; i++) {
  const due = t0 + (i * 1000 * perEvent) / RATE;
  if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
  if (inFlight.size >= 16) await Promise.race(inFlight); // the recording side is bounded too
  const p = events.outbox
    .record({ orgId: 'org_bench', workspaceId: 'ws_bench', type: 'webhook.test', data: { paced: i } })
    .catch(() => void refused++);
  inFlight.add(p);
  void p.finally(() => inFlight.delete(p));
}
await Promise.all(inFlight);
if (refused) console.log(`   (${refused} paced events could not be recorded: pool busy)`);
await until(() => received() >= before + (pacedEvents - refused) * perEvent, 120_000);
// Receipt time (the receivers run in this process: performance clock) minus the event's timestamp.
const lat = receivers
  .flatMap((r) => r.received())
  .filter((x) => JSON.parse(x.body).data.paced !== undefined)
  .map((x) => performance.timeOrigin + x.at - Date.parse(JSON.parse(x.body).timestamp));
console.log(
  `2. event-to-delivery at ${RATE} deliveries/s: p50 ${pct(lat, 50).toFixed(0)} ms, p99 ${pct(lat, 99).toFixed(0)} ms (n=${lat.length}; target p50 ≤ 250 ms, ratio ${(pct(lat, 50) / 250).toFixed(2)})`,
);
for (const c of children) c.kill('SIGTERM');

// 3. The outbox's cost inside the recording transaction.
const keys = new FileAuditKeyProvider(mkdtempSync(join(tmpdir(), 'bench-audit-')));
const plain = new AuditTrail({ keys });
// Identity's side of a subscribed audit event: its relay row, in the append's transaction (ADR 011).
const hooked = new AuditTrail({ keys, onAppend: auditWebhookRelayHook({ mayWant: () => true }) });
await events.service.create(caller('ws_cost'), {
  destinationUrl: receivers[0]!.url('/cost'),
  eventTypes: ['audit.apikey.revoked'],
  transport: 'WEBHOOK',
});
const identityPrisma = createPrismaClient(IdentityClient, { url, poolMax: 2 });
const append = (trail: AuditTrail) =>
  identityPrisma.$transaction((tx) =>
    trail.append(tx, {
      organizationId: 'org_bench',
      workspaceId: 'ws_cost',
      category: 'ADMINISTRATION',
      action: 'apikey.revoked',
      outcome: 'SUCCESS',
      actorPrincipal: 'user/usr_bench',
      emitterService: 'bench',
    }),
  );
const measure = async (trail: AuditTrail, n = 300) => {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await append(trail);
    ms.push(performance.now() - s);
  }
  return ms;
};
await measure(plain, 30);
const [a, b] = [await measure(plain), await measure(hooked)];
console.log(
  `3. recording transaction (audit append), p50: ${pct(a, 50).toFixed(2)} ms alone, ${pct(b, 50).toFixed(2)} ms with the outbox (+${(pct(b, 50) - pct(a, 50)).toFixed(2)} ms, ratio ${(pct(b, 50) / pct(a, 50)).toFixed(2)}); p99 ${pct(a, 99).toFixed(1)} / ${pct(b, 99).toFixed(1)} ms`,
);

await events.stop();
await prisma.$disconnect();
await identityPrisma.$disconnect();
for (const r of receivers) await r.close();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();
process.exit(0);
