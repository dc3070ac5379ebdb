/**
 * Runs the real platform processes (the same spawn path as `npm start`: the precompiled bundles in
 * dist/, rebuilt first when a source is newer) on free loopback ports against the run's database,
 * for end-to-end tests. Collects each process's output so tests can assert on logs.
 *
 * The nine subgraphs run in one process, as `npm start` runs them (a platform starts in about half
 * the time and CPU of one process per subgraph), unless SUBGRAPHS_MODE=separate is passed to
 * startPlatform or set for the test run (`SUBGRAPHS_MODE=separate npx vitest run test/fuzz`).
 * Tests read a subgraph by its name either way: in single mode `children` lists the host once under
 * each subgraph's name too, and each subgraph's output holds the lines its own logger wrote plus
 * every line of the process's own (its guard, a stack trace). A test that stops or restarts one
 * subgraph alone asks for SUBGRAPHS_MODE=separate.
 *
 * No inference provider is configured unless a test passes INFERENCE_PROVIDERS (usually a scripted
 * upstream, mock-openai.ts), so the fail-closed default stays tested. `{ devProvider: true }`
 * starts the platform as `npm start` does without INFERENCE_PROVIDERS: the development provider
 * as one more process, and the inference subgraph configured to it.
 *
 * Every platform of a run shares the run's database, HMAC key, audit key and dev credentials, as
 * replicas of one deployment would: any platform's relays may take another's outbox rows. A file
 * whose work must stay with its own processes (deliveries to a loopback receiver, relays it reads
 * the result of) passes `{ ownDatabase: true }`: a fresh database, migrated and seeded, dropped at
 * stop, named by `p.databaseUrl`.
 */
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash, randomBytes } from 'node:crypto';
import { SPEC_LIMITS, SUBGRAPH_NAMES } from '@svc/core';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { FileKeyProvider, seedDevTenant, type DevCredentials } from '@svc/identity';
import {
  devProviderEnv,
  processSpecs,
  releaseStartGate,
  serviceAuditEnv,
  spawnService,
  stopChildren,
  subgraphsModeFromEnv,
  topologyEnv,
  waitSpecReady,
  type Ports,
  type ProcessSpec,
  type RunningChild,
} from '../../scripts/platform.ts';
import { ensureBuilt } from '../../scripts/build.ts';
import { createClient } from 'redis';
import { databaseUrl, maxWorkers, redisUrl } from './env.ts';
import { freshDatabase } from './fresh-database.ts';
import { recordSharedPids } from './shared-pids.ts';
import { PrismaClient } from '../../identity/src/db.ts';
import { AUDIT_KEY_FILE, FileAuditKeyProvider } from '../../identity/src/audit/audit-keys.ts';

/**
 * How long a process may take to get ready. Ten processes start at once while the run's other
 * worker keeps a core busy, so a two-core machine needs more than a minute now and then;
 * PLATFORM_READY_TIMEOUT_MS changes it. A deadline, not a wait: a ready platform goes on at once.
 */
const READY_TIMEOUT_MS = Number(process.env.PLATFORM_READY_TIMEOUT_MS) || 120_000;
/** A start lock older than this was left by a worker that died while starting a platform. */
const START_LOCK_STALE_MS = 2 * READY_TIMEOUT_MS + 30_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

/**
 * One free loopback port per process of a platform, all distinct: every listener is held open until
 * the last one is bound, so the kernel cannot hand the same port out twice (closing each before
 * asking for the next once gave the gateway the receipts subgraph's port).
 */
export async function freePorts(): Promise<Ports> {
  const names = [
    ...SUBGRAPH_NAMES,
    'gatewayApi',
    'gatewayAuth',
    'gatewayMetrics',
    'identityHttp',
    'identityGrpc',
    'agentsGrpc',
    'billingGrpc',
    'devProvider',
    'registry',
  ];
  const servers = await Promise.all(
    names.map(
      () =>
        new Promise<Server>((resolve, reject) => {
          const s = createServer();
          s.once('error', reject);
          s.listen(0, '127.0.0.1', () => resolve(s));
        }),
    ),
  );
  const port = new Map(names.map((n, i) => [n, (servers[i].address() as { port: number }).port]));
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  const subgraphs: Record<string, number> = {};
  for (const n of SUBGRAPH_NAMES) subgraphs[n] = port.get(n)!;
  return {
    gatewayApi: port.get('gatewayApi')!,
    gatewayAuth: port.get('gatewayAuth')!,
    gatewayMetrics: port.get('gatewayMetrics')!,
    identityHttp: port.get('identityHttp')!,
    identityGrpc: port.get('identityGrpc')!,
    agentsGrpc: port.get('agentsGrpc')!,
    billingGrpc: port.get('billingGrpc')!,
    devProvider: port.get('devProvider')!,
    registry: port.get('registry')!,
    subgraphs,
  };
}

export interface Platform {
  ports: Ports;
  creds: DevCredentials;
  children: RunningChild[];
  output: Map<string, string>;
  api: string;
  auth: string;
  /** The environment every process of this platform was started with (topology, database, keys, Redis). */
  env: NodeJS.ProcessEnv;
  /** The platform's database: the run's, or its own with `{ ownDatabase: true }`. */
  databaseUrl: string;
  /** The spec of one process by name: `identity`, a subgraph name, or `gateway`. */
  spec(name: string): ProcessSpec;
  /**
   * Starts one more process with the platform's environment plus `extraEnv` and waits until it is
   * ready: a restarted service (same spec, same ports) or another replica (a spec with its own name
   * and ready URL, ports in `extraEnv`). Its output is collected under the spec's name and it is
   * stopped with the platform.
   */
  spawn(spec: ProcessSpec, extraEnv?: NodeJS.ProcessEnv): Promise<RunningChild>;
  stop(): Promise<void>;
}

/** Waits for an exclusive lock directory (atomic mkdir), breaking one left by a crashed holder. */
async function lock(dir: string, staleMs = 60_000): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      try {
        if (Date.now() - statSync(dir).mtimeMs > staleMs) rmSync(dir, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** The run-wide folder shared by every test worker (keyed by the run's database). */
function runDir(): string {
  const dir = join(
    tmpdir(),
    `svc-platform-run-${createHash('sha256').update(databaseUrl()).digest('hex').slice(0, 16)}`,
  );
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/**
 * The run's Redis with a logical database of its own (1–15, handed out in turn across the run's
 * workers and every other test run on the machine: the counter is machine-wide, so two runs on
 * other databases do not hand out, and flush, the same one at once), or undefined without REDIS_URL. Pass it as `startPlatform({ REDIS_URL })` when a test
 * needs state no other test file touches: rate-limit windows are per user, and every platform
 * serves the same dev user, so files sharing one database share its windows.
 */
export async function privateRedisUrl(): Promise<string | undefined> {
  const base = redisUrl();
  if (!base) return undefined;
  const dir = join(tmpdir(), 'svc-platform-redis-dbs');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const release = await lock(join(dir, 'redis-db.lock'));
  let n: number;
  try {
    const file = join(dir, 'redis-db');
    n = existsSync(file) ? Number(readFileSync(file, 'utf8')) || 0 : 0;
    writeFileSync(file, String(n + 1));
  } finally {
    release();
  }
  const u = new URL(base);
  u.pathname = `/${1 + (n % 15)}`;
  // Empty it: a Redis outlives test runs, and last run's rate-limit windows would still count.
  const client = createClient({ url: u.toString() });
  await client.connect();
  await client.flushDb();
  await client.quit();
  return u.toString();
}

/**
 * Seeds the dev tenant for a platform. Its rows have fixed ids and are shared by every platform of
 * the run (one database), so every platform uses the same HMAC key and the same credentials, and
 * seeding is serialised across test workers: otherwise a platform started later re-seeds the
 * client secret and API keys under its own HMAC key and breaks the credentials of platforms that
 * are still running (their next token request fails with invalid_client).
 */
export async function seedShared(keysDir: string, url = databaseUrl()): Promise<DevCredentials> {
  const shared = runDir();
  const release = await lock(join(shared, 'seed.lock'));
  const prisma = createPrismaClient(PrismaClient, { url, poolMax: 2 });
  try {
    const hmac = join(shared, 'hmac.key');
    if (!existsSync(hmac)) writeFileSync(hmac, randomBytes(32).toString('base64'), { mode: 0o600 });
    copyFileSync(hmac, join(keysDir, 'hmac.key'));
    // One deployment, one audit key: every platform of the run shares the database, so any one's
    // relays (agents' outbox, billing's) may hand another's events to its own identity to sign.
    if (!existsSync(join(shared, AUDIT_KEY_FILE))) new FileAuditKeyProvider(shared);
    copyFileSync(join(shared, AUDIT_KEY_FILE), join(keysDir, AUDIT_KEY_FILE));
    const keys = new FileKeyProvider({
      dir: keysDir,
      publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
      maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
    });
    // One credentials file per database. The seed keeps an API key only where that database's row
    // verifies it, so a database of a platform's own (ownDatabase) gets new keys; written to the
    // run's file, they would make the next seed of the run's database replace its keys too, and
    // every platform still running on it would hold keys that no longer verify.
    const file = join(
      shared,
      url === databaseUrl()
        ? 'credentials.json'
        : `credentials-${createHash('sha256').update(url).digest('hex').slice(0, 16)}.json`,
    );
    const creds = await seedDevTenant({ prisma, keys, credentialsFile: file });
    copyFileSync(file, join(keysDir, 'credentials.json'));
    return creds;
  } finally {
    await prisma.$disconnect();
    release();
  }
}

/**
 * A fresh folder for `scripts/start.ts` to use as DEV_DIR and KEYS_DIR, holding the run's HMAC key
 * and dev credentials: the seeding start.ts does on its own then stores the very verifiers every
 * platform of the run already uses, so it breaks no other test's credentials.
 */
export async function sharedDevDir(): Promise<{ dir: string; creds: DevCredentials }> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-platform-dev-'));
  return { dir, creds: await seedShared(dir) };
}

/**
 * Ports come from freePorts(), which can hand two test workers the same port before either binds
 * it: one process then exits at start with "port … is already in use" while the other worker's
 * process may even answer its readiness URL. So a platform whose process died while it started,
 * whether its readiness wait noticed or not, is started again on new ports (up to three times).
 */
export async function startPlatform(
  extraEnv: NodeJS.ProcessEnv = {},
  opts: { devProvider?: boolean; registry?: boolean; ownDatabase?: boolean } = {},
): Promise<Platform> {
  for (let attempt = 1; ; attempt++) {
    let p: Platform;
    // One platform starts at a time across the run's workers: a start loads a dozen processes at
    // once and saturates both cores, and two at once made each slower than both in turn. Tests of
    // other files keep running meanwhile.
    const release = await lock(join(runDir(), 'platform-start.lock'), START_LOCK_STALE_MS);
    try {
      p = await startPlatformOnce(
        extraEnv,
        opts.devProvider ?? false,
        opts.registry ?? false,
        opts.ownDatabase ?? false,
      );
    } catch (e) {
      if (attempt < 3 && /is already in use/.test((e as Error).message)) continue;
      throw e;
    } finally {
      release();
    }
    // The loser of such a race fails at listen(), moments after it finished loading. With one
    // worker there is no other test file to race with.
    if (maxWorkers() > 1) await new Promise((r) => setTimeout(r, 1000));
    const dead = p.children.filter((c) => c.child.exitCode !== null || c.child.signalCode !== null);
    if (!dead.length) return p;
    await p.stop();
    if (attempt === 3)
      throw new Error(
        `platform processes exited while starting: ${dead.map((c) => `${c.spec.name}\n${p.output.get(c.spec.name)?.slice(-2000)}`).join('\n')}`,
      );
  }
}

const shared = new Map<string, Promise<Platform>>();
/** The shared platforms that finished starting, for the synchronous stop at the worker's exit. */
const sharedRunning: Platform[] = [];

/**
 * A platform shared by every test file of this worker that asks for it by the same name (`start`
 * starts it for the first): the suite runs files one after another in one process (`isolate:
 * false` in vitest.config.ts), so a file that needs nothing but a standard platform takes the
 * running one instead of starting its own. Such files must leave it as they found it:
 * no stopping, restarting or reconfiguring its processes (a file that does starts its own with
 * startPlatform). Processes a file adds with `spawn` are its own and `stop()` ends only those; the
 * shared processes end with the worker. A shared process that died during an earlier file fails
 * the next file that asks, with its output, rather than being replaced silently.
 */
export async function sharedPlatform(
  name = 'default',
  start: () => Promise<Platform> = () => startPlatform(),
): Promise<Platform> {
  let started = shared.get(name);
  if (!started) {
    started = start();
    shared.set(name, started);
    started.then(
      (p) => {
        sharedRunning.push(p);
        recordSharedPids([...new Set(sharedRunning.flatMap((x) => x.children.map((c) => c.child.pid ?? 0)))]);
      },
      () => shared.delete(name),
    );
  }
  const p = await started;
  const dead = p.children.filter((c) => c.child.exitCode !== null || c.child.signalCode !== null);
  if (dead.length)
    throw new Error(
      `a process of the shared ${name} platform exited during an earlier test file: ${dead
        .map(
          (c) =>
            `${c.spec.name} (${c.child.exitCode ?? c.child.signalCode})\n${p.output.get(c.spec.name)?.slice(-2000)}`,
        )
        .join('\n')}`,
    );
  const own: RunningChild[] = [];
  return {
    ...p,
    async spawn(spec, extraEnv) {
      const c = await p.spawn(spec, extraEnv);
      own.push(c);
      return c;
    },
    async stop() {
      const mine = own.splice(0);
      await stopChildren(mine);
      for (const c of mine) {
        const i = p.children.indexOf(c);
        if (i >= 0) p.children.splice(i, 1);
      }
    },
  };
}

// The shared processes end with the worker. 'exit' allows only synchronous work: the signal is
// sent and each process stops on its own; the run's global teardown ends any that are left
// (a worker ended by a signal runs no exit handler).
process.once('exit', () => {
  for (const p of sharedRunning)
    for (const c of p.children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGTERM');
});

/**
 * Splits a subgraphs host's output by subgraph: a line one subgraph's logger wrote goes to the host
 * and that subgraph, any other line to the host and every subgraph it serves (the process guard's
 * line is every hosted subgraph's concern: they share the process).
 */
function outputByService(host: string, hosted: string[], output: Map<string, string>): (d: Buffer) => void {
  let partial = '';
  const append = (name: string, text: string) => output.set(name, (output.get(name) ?? '') + text);
  return (d) => {
    const text = partial + d.toString();
    const complete = text.lastIndexOf('\n') + 1;
    partial = text.slice(complete);
    for (const line of text.slice(0, complete).split(/(?<=\n)/)) {
      const own = /"name":"subgraph-([a-z]+)"/.exec(line)?.[1];
      for (const n of own && hosted.includes(own) ? [host, own] : [host, ...hosted]) append(n, line);
    }
  };
}

async function startPlatformOnce(
  extraEnv: NodeJS.ProcessEnv,
  devProvider: boolean,
  registry: boolean,
  ownDatabase: boolean,
): Promise<Platform> {
  // test/global-setup.ts built dist/ for the run; a source edited since (watch mode) builds again.
  await ensureBuilt();
  const ports = await freePorts();
  const keysDir = mkdtempSync(join(tmpdir(), 'svc-platform-keys-'));
  // A database of its own is a deployment of its own: no other platform's relays, outbox readers or
  // delivery dispatchers (configured differently: egress, poll intervals) take this one's work.
  const own = ownDatabase ? await freshDatabase() : null;
  if (own) await migrate({ url: own.url, dir: MIGRATIONS_DIR });
  const dbUrl = own?.url ?? databaseUrl();
  const creds = await seedShared(keysDir, dbUrl);
  const env: NodeJS.ProcessEnv = {
    ...topologyEnv(ports),
    ...(devProvider ? devProviderEnv(ports) : {}),
    ...serviceAuditEnv(extraEnv),
    DATABASE_URL: dbUrl,
    KEYS_DIR: keysDir,
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  // extraEnv.REDIS_URL (e.g. a private Redis, or another database of the run's Redis) wins over the run's.
  const r = extraEnv.REDIS_URL ?? redisUrl();
  if (r) env.REDIS_URL = r;
  else {
    delete env.REDIS_URL;
    // Without a shared store agents' change messages reach no other process, so the caches of
    // subscribed types and private endpoints would be exact only after their TTL: tests run uncached.
    env.SUBSCRIBED_TYPES_CACHE_TTL_MS = extraEnv.SUBSCRIBED_TYPES_CACHE_TTL_MS ?? '0';
    env.PRIVATE_ENDPOINT_CACHE_TTL_MS = extraEnv.PRIVATE_ENDPOINT_CACHE_TTL_MS ?? '0';
  }
  const specs = processSpecs(
    ports,
    subgraphsModeFromEnv({ SUBGRAPHS_MODE: extraEnv.SUBGRAPHS_MODE ?? process.env.SUBGRAPHS_MODE }, 'single'),
    { devProvider, registry },
  );
  const children: RunningChild[] = [];
  const output = new Map<string, string>();
  const launch = (s: ProcessSpec, more: NodeJS.ProcessEnv = {}) => {
    const c = spawnService(s, { ...env, ...more }, 'pipe');
    const hosted = s.hosts ?? [];
    for (const n of [s.name, ...hosted]) if (!output.has(n)) output.set(n, '');
    const byService = (): ((d: Buffer) => void) =>
      hosted.length
        ? outputByService(s.name, hosted, output)
        : (d) => output.set(s.name, output.get(s.name) + d.toString());
    c.child.stdout?.on('data', byService());
    c.child.stderr?.on('data', byService());
    children.push(
      c,
      ...hosted.map((n) => ({
        spec: {
          ...s,
          name: n,
          readyUrl: `http://127.0.0.1:${ports.subgraphs[n]}/readyz`,
          readyUrls: undefined,
          hosts: undefined,
        },
        child: c.child,
      })),
    );
    return c;
  };
  try {
    // Everything loads its code at once, as npm start does; the gateway, which fetches identity's
    // JWKS as it starts, waits at its start gate until identity is ready.
    const id = launch(specs.identity);
    const rest = specs.rest.map((s) => launch(s.name === 'gateway' ? { ...s, startGate: true } : s));
    await waitSpecReady(specs.identity, READY_TIMEOUT_MS, () => id.child.exitCode === null);
    for (const [i, c] of rest.entries())
      if (c.spec.startGate) {
        releaseStartGate(c);
        // What a test spawns again from this spec starts at once.
        c.spec = specs.rest[i];
      }
    await Promise.all(
      specs.rest.map((s, i) => waitSpecReady(s, READY_TIMEOUT_MS, () => rest[i].child.exitCode === null)),
    );
  } catch (e) {
    await stopChildren([...new Map(children.map((c) => [c.child, c])).values()]);
    await own?.drop();
    throw new Error(
      `${(e as Error).message}\n${[...output].map(([k, v]) => `--- ${k}\n${v.slice(-2000)}`).join('\n')}`,
    );
  }
  return {
    ports,
    creds,
    children,
    output,
    api: `http://127.0.0.1:${ports.gatewayApi}`,
    auth: `http://localhost:${ports.gatewayAuth}`,
    env,
    databaseUrl: dbUrl,
    spec(name) {
      const s = [specs.identity, ...specs.rest].find((x) => x.name === name);
      if (!s) throw new Error(`no process named ${name}`);
      return s;
    },
    async spawn(spec, extraEnv = {}) {
      const c = launch(spec, extraEnv);
      try {
        await waitSpecReady(spec, READY_TIMEOUT_MS, () => c.child.exitCode === null);
      } catch (e) {
        throw new Error(`${(e as Error).message}\n--- ${spec.name}\n${output.get(spec.name)?.slice(-2000)}`);
      }
      return c;
    },
    // Each process once: a subgraphs host is listed under every subgraph's name too, and a second
    // SIGTERM would end it in the middle of its clean stop.
    async stop() {
      await stopChildren([...new Map(children.map((c) => [c.child, c])).values()]);
      await own?.drop();
    },
  };
}

/** The token endpoint's answer for the seeded confidential client and `params` (asserted 200). */
async function tokenResponse(
  p: Platform,
  params: Record<string, string>,
): Promise<{ access_token: string; scope: string }> {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${p.creds.oauthClient.clientId}:${p.creds.oauthClient.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams(params),
  });
  if (r.status !== 200) throw new Error(`${params.grant_type}: ${r.status} ${await r.text()}`);
  return r.json();
}

/** A client-credentials access token for the seeded client, optionally narrowed to `scope`. */
export async function clientTokenResponse(
  p: Platform,
  scope?: string,
): Promise<{ access_token: string; scope: string }> {
  return tokenResponse(p, { grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
}

export async function clientToken(p: Platform, scope?: string): Promise<string> {
  return (await clientTokenResponse(p, scope)).access_token;
}

/** The seeded admin's own access token (password grant through the seeded client). */
export async function adminToken(p: Platform): Promise<string> {
  return (
    await tokenResponse(p, { grant_type: 'password', username: p.creds.admin.email, password: p.creds.admin.password })
  ).access_token;
}
