/**
 * SCIM Users: creation throughput, 1,000-item pages and `userName eq` lookups in a workspace of
 * 10,000 users, against identity's HTTP listener (bearer token verified on every request).
 *
 *   npx tsx bench/scim-users.ts [create=3000] [connections=32]
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npx tsx bench/scim-users.ts
 *
 * Identity runs in this process's main thread against DATABASE_URL (or an embedded PGlite when
 * unset, which then also runs in this thread). Creation load comes from autocannon in a worker
 * thread (each request a new userName); the workspace is then filled to 10,000 users with direct
 * inserts, and pages and lookups are timed one request at a time, as an identity provider's sync
 * issues them. Targets: creation ≥ 500/s, page p95 < 100 ms, lookup p95 < 10 ms.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { startBenchIdentity } from './lib/bench-identity.ts';
import { PrismaClient } from '../identity/src/db.ts';

// autocannon ships no type declarations; it is used through its documented options only.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: Record<string, unknown>,
) => Promise<Record<string, any>>;

const CREATE = Number(process.argv[2] ?? 3000);
const CONNECTIONS = Number(process.argv[3] ?? 32);
const WORKSPACE_USERS = 10_000;
const PAGE = 1000;
const PAGE_SAMPLES = 100;
const LOOKUP_SAMPLES = 1000;
const TARGET = { createPerSecond: 500, pageP95Ms: 100, lookupP95Ms: 10 };
const SCIM = '/api/v1/iam/scim/v2';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';

const { embedded, dbUrl, keysDir, cfg, identity } = await startBenchIdentity();
const base = `http://127.0.0.1:${identity.httpPort}`;

// A fresh tenant whose client holds the SCIM scopes.
const prisma = createPrismaClient(PrismaClient, { url: dbUrl, poolMax: 4 });
const keys = new FileKeyProvider({
  dir: keysDir,
  publishAheadSeconds: cfg.KEY_PUBLISH_AHEAD_SECONDS,
  maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
});
const s = randomBytes(6).toString('hex');
const ids = { org: `org_b${s}`, ws: `ws_b${s}`, user: `usr_b${s}`, client: `cli_b${s}` };
const secret = randomBytes(32).toString('base64url');
await prisma.organization.create({ data: { id: ids.org, name: 'bench', slug: `bench-${s}` } });
await prisma.workspace.create({ data: { id: ids.ws, organizationId: ids.org, name: 'bench' } });
await prisma.user.create({
  data: {
    id: ids.user,
    organizationId: ids.org,
    primaryWorkspaceId: ids.ws,
    email: `admin-${s}@bench.local`,
    givenName: 'Bench',
    familyName: 'Admin',
  },
});
await prisma.membership.create({ data: { userId: ids.user, workspaceId: ids.ws, role: 'WORKSPACE_ADMIN' } });
await prisma.oAuthClient.create({
  data: {
    id: ids.client,
    organizationId: ids.org,
    workspaceId: ids.ws,
    ownerUserId: ids.user,
    name: 'bench',
    secretHash: keys.hmac(`client-secret:${secret}`)!,
    confidential: true,
    status: 'ACTIVE',
    grantTypes: ['client_credentials'],
    scopes: ['svc:iam:scim:*'],
    redirectUris: [],
    allowRefresh: false,
  },
});
const tokenResponse = await fetch(`${base}/oauth/token`, {
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: `Basic ${Buffer.from(`${ids.client}:${secret}`).toString('base64')}`,
  },
  body: 'grant_type=client_credentials',
});
const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
const auth = { authorization: `Bearer ${token}` };

/** autocannon's worker loads request hooks from files: each request gets a new userName. */
function createHook(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-scim-'));
  const file = join(dir, 'setup-request.cjs');
  writeFileSync(
    file,
    `let i = 0;
module.exports = (req) => {
  req.body = JSON.stringify({ schemas: ['${USER_SCHEMA}'], userName: '${prefix}-' + (i++) + '@bench.local', name: { givenName: 'Load', familyName: 'Test' }, emails: [{ value: 'x@bench.local', primary: true }] });
  return req;
};
`,
  );
  return file;
}

function create(amount: number) {
  return autocannon({
    url: `${base}${SCIM}/Users`,
    method: 'POST',
    connections: CONNECTIONS,
    amount,
    workers: 1,
    headers: { ...auth, 'content-type': 'application/scim+json' },
    requests: [{ method: 'POST', setupRequest: createHook(randomBytes(4).toString('hex')) }],
  });
}

/** CPU ms of this process's main thread (identity's JS thread; autocannon runs in a worker). */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10; // utime + stime in USER_HZ (100) ticks
  } catch {
    return NaN; // not Linux
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(
  n: number,
  request: (i: number) => Promise<void>,
): Promise<{ p50: number; p95: number; p99: number; max: number; cpuMs: number }> {
  const ms: number[] = [];
  const cpu0 = mainThreadCpuMs();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await request(i);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  // The client (fetch) shares this thread here, so this CPU figure includes it: an upper bound.
  return {
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms[ms.length - 1],
    cpuMs: (mainThreadCpuMs() - cpu0) / n,
  };
}

async function getJson(path: string): Promise<any> {
  const r = await fetch(`${base}${SCIM}${path}`, { headers: auth });
  const body = await r.json();
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(body)}`);
  return body;
}

const fmt = (x: number) => x.toFixed(2);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

try {
  console.log(
    `scim-users bench: ${CREATE} creates over ${CONNECTIONS} connections, then ${WORKSPACE_USERS} users; database ${embedded ? 'embedded PGlite' : dbUrl.replace(/\/\/[^@]*@/, '//')}, Node ${process.version}, ${cpus().length}× ${cpus()[0]?.model.trim()}`,
  );
  await create(200); // warm-up: JIT, pool, caches

  const cpu0 = mainThreadCpuMs();
  const c = await create(CREATE);
  const cpuMs = mainThreadCpuMs() - cpu0;
  const created = c['2xx'] as number;
  const rate = created / (c.duration as number);
  console.log(
    `create  POST /Users: ${rate.toFixed(0)} users/s (${created} created in ${fmt(c.duration)} s, non-2xx ${c.non2xx}, errors ${c.errors}), latency p50 ${c.latency.p50} ms, p99 ${c.latency.p99} ms  (target ≥ ${TARGET.createPerSecond}/s: ${verdict(rate >= TARGET.createPerSecond)})`,
  );
  // Wall-clock rate depends on what else the machine runs; identity's own CPU per user does not.
  const perCore = created / (cpuMs / 1000);
  console.log(
    `        identity thread CPU ${fmt(cpuMs / created)} ms per user → ${perCore.toFixed(0)} users/s per fully busy identity core${embedded ? ' (PGlite runs in this thread too)' : ''}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
  );

  // Fill the workspace to exactly 10,000 users (direct inserts: the creation rate is measured above).
  const have = await prisma.user.count({ where: { primaryWorkspaceId: ids.ws } });
  for (let done = have; done < WORKSPACE_USERS; ) {
    const n = Math.min(1000, WORKSPACE_USERS - done);
    const rows = Array.from({ length: n }, (_, k) => ({
      id: `usr_f${s}${done + k}`,
      organizationId: ids.org,
      primaryWorkspaceId: ids.ws,
      email: `fill-${done + k}@bench.local`,
      givenName: 'Fill',
      familyName: 'User',
      provisionedBy: 'bench',
    }));
    await prisma.user.createMany({ data: rows });
    await prisma.membership.createMany({
      data: rows.map((r) => ({ userId: r.id, workspaceId: ids.ws, role: 'WORKSPACE_VIEWER' })),
    });
    done += n;
  }
  const total = (await getJson('/Users?count=0')).totalResults as number;
  if (total !== WORKSPACE_USERS) throw new Error(`workspace holds ${total} users, expected ${WORKSPACE_USERS}`);
  const userNames = (
    await prisma.user.findMany({ where: { primaryWorkspaceId: ids.ws }, select: { email: true } })
  ).map((u) => u.email);

  const pages = Math.ceil(WORKSPACE_USERS / PAGE);
  await timed(10, (i) => getJson(`/Users?startIndex=${(i % pages) * PAGE + 1}&count=${PAGE}`));
  const page = await timed(PAGE_SAMPLES, async (i) => {
    const body = await getJson(`/Users?startIndex=${(i % pages) * PAGE + 1}&count=${PAGE}`);
    if (body.itemsPerPage !== PAGE || body.Resources.length !== PAGE)
      throw new Error(`page ${i}: ${body.itemsPerPage} items`);
  });
  console.log(
    `page    GET /Users?startIndex=…&count=${PAGE} of ${WORKSPACE_USERS}: p50 ${fmt(page.p50)} ms, p95 ${fmt(page.p95)} ms, p99 ${fmt(page.p99)} ms, max ${fmt(page.max)} ms over ${PAGE_SAMPLES} pages, ${fmt(page.cpuMs)} ms CPU each  (target p95 < ${TARGET.pageP95Ms} ms: ${verdict(page.p95 < TARGET.pageP95Ms)})`,
  );

  const pick = (i: number) => userNames[(i * 7919) % userNames.length];
  await timed(50, (i) => getJson(`/Users?filter=${encodeURIComponent(`userName eq "${pick(i)}"`)}`));
  const lookup = await timed(LOOKUP_SAMPLES, async (i) => {
    const body = await getJson(`/Users?filter=${encodeURIComponent(`userName eq "${pick(i)}"`)}`);
    if (body.totalResults !== 1) throw new Error(`lookup ${pick(i)}: ${body.totalResults} results`);
  });
  console.log(
    `lookup  GET /Users?filter=userName eq "…": p50 ${fmt(lookup.p50)} ms, p95 ${fmt(lookup.p95)} ms, p99 ${fmt(lookup.p99)} ms, max ${fmt(lookup.max)} ms over ${LOOKUP_SAMPLES} lookups, ${fmt(lookup.cpuMs)} ms CPU each  (target p95 < ${TARGET.lookupP95Ms} ms: ${verdict(lookup.p95 < TARGET.lookupP95Ms)})`,
  );

  // The plans behind those figures: both queries must be index scans, not sequential scans.
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    for (const [label, sql, params] of [
      [
        'lookup',
        'SELECT id FROM identity.users WHERE email = $1 AND primary_workspace_id = $2 AND organization_id = $3 LIMIT 1',
        [pick(1), ids.ws, ids.org],
      ],
      [
        'page',
        'SELECT id FROM identity.users WHERE primary_workspace_id = $1 AND organization_id = $2 ORDER BY created_at, id LIMIT 1000 OFFSET 9000',
        [ids.ws, ids.org],
      ],
    ] as const) {
      await db.query('ANALYZE identity.users');
      const plan = (await db.query(`EXPLAIN ${sql}`, [...params])).rows.map((r) => r['QUERY PLAN'] as string);
      console.log(
        `  plan (${label}): ${plan
          .filter((l) => /Scan/.test(l))
          .map((l) => l.trim().replace(/\s+\(cost.*$/, ''))
          .join(' | ')}`,
      );
    }
  } finally {
    await db.end();
  }
} finally {
  await prisma.$disconnect();
  await identity.stop();
  await embedded?.stop();
}
