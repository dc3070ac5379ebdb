/**
 * Token-endpoint throughput: client_credentials and refresh_token grants over HTTP keep-alive.
 *
 *   npx tsx bench/oauth-grants.ts [seconds=10] [connections=50]
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npx tsx bench/oauth-grants.ts
 *   BENCH_PROFILE=1 npx tsx bench/oauth-grants.ts     # adds a CPU profile of identity per grant
 *
 * Identity runs in this process's main thread against DATABASE_URL (or an embedded PGlite when
 * unset), migrated and seeded with a fresh tenant; autocannon generates the load from a worker
 * thread, so it does not share identity's event loop. Refresh runs as chains (each connection
 * presents the token its previous refresh returned: every request needs a fresh token), seeded by
 * password grants. "Per identity core" divides the rate by the CPU time of identity's JS thread
 * (from /proc), i.e. the rate one fully busy core sustains; "with database" adds the CPU of the
 * PostgreSQL processes. With embedded PGlite the database runs inside identity's thread.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import { randomBytes } from 'node:crypto';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { hashPassword } from '../identity/src/services/password.ts';
import { SPEC_LIMITS } from '@svc/core';
import { startBenchIdentity } from './lib/bench-identity.ts';
import { PrismaClient } from '../identity/src/db.ts';

// autocannon ships no type declarations; it is used through its documented options only.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: Record<string, unknown>,
) => Promise<Record<string, any>>;

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const profile = process.env.BENCH_PROFILE === '1';
const PEERS = { 'Keycloak (120–200/vCPU)': [120, 200], 'Ory Hydra (~206/core)': [206, 206] } as const;
const TARGET = { client_credentials: 4000, refresh_token: 1200 };

const { embedded, dbUrl, keysDir, cfg, identity } = await startBenchIdentity();
const base = `http://127.0.0.1:${identity.httpPort}`;

// A fresh tenant: organization, workspace, admin with a password, a confidential first-party client.
const prisma = createPrismaClient(PrismaClient, { url: dbUrl, poolMax: 2 });
const keys = new FileKeyProvider({
  dir: keysDir,
  publishAheadSeconds: cfg.KEY_PUBLISH_AHEAD_SECONDS,
  maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
});
const s = randomBytes(6).toString('hex');
const ids = { org: `org_b${s}`, ws: `ws_b${s}`, user: `usr_b${s}`, client: `cli_b${s}` };
const secret = randomBytes(32).toString('base64url');
const password = randomBytes(12).toString('base64url');
const email = `bench-${s}@bench.local`;
await prisma.organization.create({ data: { id: ids.org, name: 'bench', slug: `bench-${s}` } });
await prisma.workspace.create({ data: { id: ids.ws, organizationId: ids.org, name: 'bench' } });
await prisma.user.create({
  data: {
    id: ids.user,
    organizationId: ids.org,
    primaryWorkspaceId: ids.ws,
    email,
    givenName: 'Bench',
    familyName: 'User',
    passwordHash: hashPassword(password),
  },
});
await prisma.membership.create({ data: { userId: ids.user, workspaceId: ids.ws, role: 'DEVELOPER' } });
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
    grantTypes: ['client_credentials', 'password', 'refresh_token'],
    scopes: ['svc:llm:model:invoke', 'svc:iam:user:read'],
    redirectUris: [],
    allowRefresh: true,
  },
});
const authorization = `Basic ${Buffer.from(`${ids.client}:${secret}`).toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded', authorization };

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU ms of this process's main thread (identity's JS thread) and of every PostgreSQL process. */
function cpuSnapshot(): { main: number; postgres: number } {
  const ticks = (stat: string) => {
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime + stime
  };
  let main = NaN,
    postgres = 0;
  try {
    main = ticks(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
    for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (readFileSync(`/proc/${p}/comm`, 'utf8').trim() === 'postgres')
          postgres += ticks(readFileSync(`/proc/${p}/stat`, 'utf8'));
      } catch {
        /* process ended */
      }
    }
  } catch {
    /* not Linux */
  }
  return { main, postgres };
}

/** Identity's event-loop busy fraction and thread CPU, the database's and the machine's CPU while `f` runs. */
async function measured<T>(
  f: () => Promise<T>,
): Promise<{ result: T; elu: number; machineCpu: number; mainCores: number; pgCores: number }> {
  const cpu0 = cpus().map((c) => c.times);
  const elu0 = performance.eventLoopUtilization();
  const snap0 = cpuSnapshot();
  const t0 = performance.now();
  const result = await f();
  const wall = performance.now() - t0;
  const snap1 = cpuSnapshot();
  const mainCores = (snap1.main - snap0.main) / wall;
  const pgCores = (snap1.postgres - snap0.postgres) / wall;
  const elu = performance.eventLoopUtilization(elu0).utilization;
  const cpu1 = cpus().map((c) => c.times);
  let busy = 0,
    total = 0;
  cpu1.forEach((t, i) => {
    const d = {
      user: t.user - cpu0[i].user,
      nice: t.nice - cpu0[i].nice,
      sys: t.sys - cpu0[i].sys,
      irq: t.irq - cpu0[i].irq,
      idle: t.idle - cpu0[i].idle,
    };
    busy += d.user + d.nice + d.sys + d.irq;
    total += d.user + d.nice + d.sys + d.irq + d.idle;
  });
  return { result, elu, machineCpu: total ? (busy / total) * cpus().length : 0, mainCores, pgCores };
}

/** Transactions committed in the bench's database so far (each audit batch is one, and so is each statement outside one). */
async function commits(): Promise<number> {
  const [r] = await prisma.$queryRaw<
    { n: bigint }[]
  >`SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()`;
  return Number(r?.n ?? 0);
}

/** Database commits per token over `f`: how well the audit group commit batches. */
async function counted<T extends { result: Record<string, any> }>(f: () => Promise<T>): Promise<T> {
  const c0 = await commits();
  const out = await f();
  // Backends report their statistics about once a second once idle.
  await new Promise((r) => setTimeout(r, 1500));
  const n = (await commits()) - c0;
  const tokens: number = out.result.requests.total;
  console.log(
    `  database transactions: ${n} for ${tokens} tokens (${(tokens / Math.max(n, 1)).toFixed(1)} tokens per commit)`,
  );
  return out;
}

/** Optional CPU profile of identity's thread: self time grouped by where it is spent. */
async function profiled<T>(label: string, f: () => Promise<T>): Promise<T> {
  if (!profile) return f();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await f();
  const { profile: p } = await session.post('Profiler.stop');
  session.disconnect();
  // The raw profile too, for Chrome DevTools or a closer look at inclusive times.
  const saved = join(mkdtempSync(join(tmpdir(), 'svc-bench-profile-')), `identity-${label}.cpuprofile`);
  writeFileSync(saved, JSON.stringify(p));
  console.log(`  CPU profile of identity (${label}): ${saved}`);
  const byNode = new Map<number, number>();
  p.samples!.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (p.timeDeltas![i] ?? 0)));
  const groups = new Map<string, number>();
  const fns = new Map<string, number>();
  let total = 0;
  for (const n of p.nodes) {
    const us = byNode.get(n.id) ?? 0;
    if (!us) continue;
    const url = n.callFrame.url;
    const fn = n.callFrame.functionName;
    const group =
      fn === '(idle)'
        ? 'idle'
        : fn === '(garbage collector)'
          ? 'garbage collection'
          : fn === '(program)'
            ? 'V8 / native (program)'
            : /@prisma|generated\/prisma/.test(url)
              ? 'Prisma client + adapter'
              : /node_modules\/pg/.test(url)
                ? 'node-postgres'
                : /identity\/src/.test(url)
                  ? 'identity code'
                  : /packages\/core/.test(url)
                    ? '@svc/core'
                    : url.startsWith('node:')
                      ? 'Node internals (http, net, streams)'
                      : url === ''
                        ? 'native builtins (socket writev, crypto sign)'
                        : 'other';
    groups.set(group, (groups.get(group) ?? 0) + us);
    if (group !== 'idle')
      fns.set(
        `${fn || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`,
        (fns.get(`${fn || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`) ?? 0) +
          us,
      );
    if (group !== 'idle') total += us;
  }
  console.log(`  where identity's busy time goes (${label}, CPU profile, self time):`);
  for (const [g, us] of [...groups].filter(([g]) => g !== 'idle').sort((a, b) => b[1] - a[1]))
    console.log(`    ${g.padEnd(38)} ${((us / total) * 100).toFixed(1).padStart(5)} %`);
  console.log('    top functions:');
  for (const [fn, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`      ${((us / total) * 100).toFixed(1).padStart(5)} %  ${fn}`);
  return result;
}

/**
 * Refresh chains for autocannon's worker: each connection presents the refresh token its previous
 * response returned. Worker-mode autocannon loads request hooks from files, so they are written
 * (plain CommonJS, with the seed tokens inlined) to a temporary folder.
 */
function refreshHooks(seeds: string[]): { setupRequest: string; onResponse: string } {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-hooks-'));
  const setupRequest = join(dir, 'setup-request.cjs');
  const onResponse = join(dir, 'on-response.cjs');
  // autocannon resets a connection's context after each pass through `requests`, so the current
  // tokens circulate through one queue instead: a response puts its new token back, the next
  // request takes one. N connections keep N live chains.
  writeFileSync(join(dir, 'tokens.cjs'), `module.exports = ${JSON.stringify(seeds)};\n`);
  writeFileSync(
    setupRequest,
    `const tokens = require('./tokens.cjs');
module.exports = (req) => {
  req.body = 'grant_type=refresh_token&refresh_token=' + (tokens.shift() ?? 'exhausted');
  return req;
};
`,
  );
  writeFileSync(
    onResponse,
    `const tokens = require('./tokens.cjs');
module.exports = (status, body) => {
  if (status === 200) tokens.push(JSON.parse(body).refresh_token);
};
`,
  );
  return { setupRequest, onResponse };
}

function refreshRun(seeds: string[], secs: number) {
  const hooks = refreshHooks(seeds);
  return autocannon({
    url: `${base}/oauth/token`,
    method: 'POST',
    headers: form,
    connections: seeds.length,
    duration: secs,
    workers: 1,
    requests: [{ method: 'POST', setupRequest: hooks.setupRequest, onResponse: hooks.onResponse }],
  });
}

function report(
  name: keyof typeof TARGET,
  rate: number,
  p50: number,
  p99: number,
  errors: number,
  m: { elu: number; machineCpu: number; mainCores: number; pgCores: number },
) {
  // Identity's own cost: its main thread's CPU time (ELU over-counts when the OS preempts it).
  const cores = Number.isFinite(m.mainCores) ? m.mainCores : m.elu;
  const perCore = rate / Math.max(cores, 0.01);
  console.log(
    `${name}: ${rate.toFixed(0)} tokens/s, p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, errors ${errors}`,
  );
  console.log(
    `  identity thread CPU ${cores.toFixed(2)} cores (event loop busy ${(m.elu * 100).toFixed(0)} %) → ${perCore.toFixed(0)} tokens/s per identity core (target ≥ ${TARGET[name]}: ${perCore >= TARGET[name] ? 'met' : 'NOT met'}), ${(1000 / perCore).toFixed(2)} ms CPU per token`,
  );
  console.log(
    `  PostgreSQL processes ${m.pgCores.toFixed(2)} cores${embedded ? " (embedded PGlite runs inside identity's thread instead)" : ''}; machine ${m.machineCpu.toFixed(2)} of ${cpus().length} cores busy (identity + database + load generator)`,
  );
  const systemPerCore = rate / Math.max(cores + (embedded ? 0 : m.pgCores), 0.01);
  console.log(`  including the database's CPU: ${systemPerCore.toFixed(0)} tokens/s per core`);
  for (const [peer, [lo, hi]] of Object.entries(PEERS))
    console.log(
      `  vs ${peer}: ${lo === hi ? `${(perCore / lo).toFixed(1)}×` : `${(perCore / hi).toFixed(1)}–${(perCore / lo).toFixed(1)}×`} (identity core), ${lo === hi ? `${(systemPerCore / lo).toFixed(1)}×` : `${(systemPerCore / hi).toFixed(1)}–${(systemPerCore / lo).toFixed(1)}×`} (with database)`,
    );
}

async function clientCredentials(secs: number) {
  return autocannon({
    url: `${base}/oauth/token`,
    method: 'POST',
    headers: form,
    body: 'grant_type=client_credentials&scope=svc%3Allm%3Amodel%3Ainvoke',
    connections,
    duration: secs,
    workers: 1,
  });
}

// One password grant at a time: the lockout reserves one of its five attempt slots per password
// attempt in flight (issue 12), so 50 at once for one user would be refused, rightly.
async function seedRefreshTokens(n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ grant_type: 'password', username: email, password }),
    });
    const body = (await r.json()) as { refresh_token?: string; error?: string };
    if (!body.refresh_token) throw new Error(`password grant failed: ${JSON.stringify(body)}`);
    tokens.push(body.refresh_token);
  }
  return tokens;
}

try {
  console.log(
    `oauth-grants bench: ${seconds} s per grant, ${connections} connections, database ${embedded ? 'embedded PGlite' : dbUrl.replace(/\/\/[^@]*@/, '//')}, Node ${process.version}, ${cpus().length}× ${cpus()[0]?.model.trim()}`,
  );
  // Warm-up: JIT, client cache, role cache, pooled connections.
  await clientCredentials(2);
  await refreshRun(await seedRefreshTokens(connections), 2);

  const cc = await counted(() => profiled('client_credentials', () => measured(() => clientCredentials(seconds))));
  const errors = (cc.result.errors ?? 0) + (cc.result.non2xx ?? 0);
  report('client_credentials', cc.result.requests.average, cc.result.latency.p50, cc.result.latency.p99, errors, cc);

  const seeds = await seedRefreshTokens(connections);
  const rt = await counted(() => profiled('refresh_token', () => measured(() => refreshRun(seeds, seconds))));
  report(
    'refresh_token',
    rt.result.requests.average,
    rt.result.latency.p50,
    rt.result.latency.p99,
    (rt.result.errors ?? 0) + (rt.result.non2xx ?? 0),
    rt,
  );
} finally {
  await prisma.$disconnect();
  await identity.stop();
  await embedded?.stop();
}
