/**
 * The platform slice the gateway benches run against: identity, the subgraphs a bench names
 * (default billing and inference, the two the bench query touches) and this gateway, each as its own process on free
 * loopback ports, with the dev tenant seeded and a client-credentials token fetched. The gateway
 * is started separately so a bench can give it extra node flags (`--cpu-prof`) or restart it.
 *
 * Uses DATABASE_URL / REDIS_URL when set, else the embedded PGlite and the in-process store.
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient, migrate, MIGRATIONS_DIR, startEmbeddedPostgres } from '@svc/db';
import { FileKeyProvider, seedDevTenant, type DevCredentials } from '@svc/identity';
import {
  ROOT,
  builtCommand,
  processSpecs,
  serviceAuditEnv,
  spawnService,
  stopChildren,
  topologyEnv,
  waitReady,
  type Ports,
  type RunningChild,
} from '../scripts/platform.ts';
import { freePorts } from '../test/helpers/platform-harness.ts';
import { ensureBuilt } from '../scripts/build.ts';
import { PrismaClient } from '../identity/src/db.ts';

export const BENCH_QUERY = '{ publicPlans { code name priceCents } models { id name } }';

export interface BenchPlatform {
  ports: Ports;
  env: NodeJS.ProcessEnv;
  keysDir: string;
  creds: DevCredentials;
  /** A client-credentials access token for the seeded OAuth client. */
  token: string;
  /** `/graphql` of this gateway. */
  graphqlUrl: string;
  /**
   * Starts a gateway (node flags first, e.g. `--cpu-prof`; env on top of the platform's, e.g. its
   * own GATEWAY_API_PORT / GATEWAY_AUTH_PORT for a second one) and waits until it is ready.
   */
  startGateway(nodeArgs?: string[], extraEnv?: NodeJS.ProcessEnv): Promise<RunningChild>;
  /** Stops a gateway started here and waits for its exit (a CPU profile is written then). */
  stopGateway(c: RunningChild): Promise<void>;
  stop(): Promise<void>;
}

export async function startBenchPlatform(
  extraEnv: NodeJS.ProcessEnv = {},
  opts: { subgraphs?: string[] } = {},
): Promise<BenchPlatform> {
  // inference reads private endpoints from agents' events API (ADR 011): a query of models needs agents up.
  const wanted = opts.subgraphs ?? ['billing', 'inference', 'agents'];
  const children: RunningChild[] = [];
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  const stop = async () => {
    await stopChildren(children);
    await embedded?.stop();
  };
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ port: 0 });
      databaseUrl = embedded.url;
    }
    await migrate({ url: databaseUrl, dir: MIGRATIONS_DIR });
    const keysDir = mkdtempSync(join(tmpdir(), 'bench-keys-'));
    const prisma = createPrismaClient(PrismaClient, { url: databaseUrl, poolMax: 2 });
    const creds = await seedDevTenant({
      prisma,
      keys: new FileKeyProvider({
        dir: keysDir,
        publishAheadSeconds: 300,
        maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
      }),
      credentialsFile: join(keysDir, 'credentials.json'),
    });
    await prisma.$disconnect();

    const ports = await freePorts();
    const env: NodeJS.ProcessEnv = {
      // the gateway sends its activity records to identity, as on `npm start`
      ...topologyEnv(ports),
      ...serviceAuditEnv({}),
      DATABASE_URL: databaseUrl,
      KEYS_DIR: keysDir,
      LOG_LEVEL: 'warn',
      // the limiter still counts every request; the limit is lifted so the load is not rejected
      RATE_LIMIT_ENTERPRISE_PER_MINUTE: '100000000',
      ...extraEnv,
    };
    await ensureBuilt({ log: (l) => process.stderr.write(`[build] ${l}\n`) });
    const specs = processSpecs(ports);
    const start = (s: (typeof specs)['identity']) => {
      const c = spawnService(s, env, 'inherit');
      children.push(c);
      return c;
    };
    start(specs.identity);
    await waitReady(specs.identity.readyUrl, 60_000, () => true);
    const subgraphs = specs.rest.filter((s) => wanted.includes(s.name));
    subgraphs.forEach(start);
    await Promise.all(subgraphs.map((s) => waitReady(s.readyUrl, 60_000, () => true)));
    const gatewaySpec = specs.rest.find((s) => s.name === 'gateway')!;

    const startGateway = async (nodeArgs: string[] = [], extraEnv: NodeJS.ProcessEnv = {}) => {
      const child = spawn(
        process.execPath,
        builtCommand(gatewaySpec.entry, [...(gatewaySpec.nodeArgs ?? []), ...nodeArgs]),
        { cwd: ROOT, env: { ...process.env, ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      const c = {
        spec: { ...gatewaySpec, readyUrl: `http://127.0.0.1:${extraEnv.GATEWAY_API_PORT ?? ports.gatewayApi}/readyz` },
        child,
      };
      children.push(c);
      await waitReady(c.spec.readyUrl, 60_000, () => child.exitCode === null);
      return c;
    };
    const stopGateway = async (c: RunningChild) => {
      await stopChildren([c]);
      children.splice(children.indexOf(c), 1);
    };

    // The auth listener proxies the token endpoint to identity: no gateway needed for this.
    const tokenRes = await fetch(`http://127.0.0.1:${ports.identityHttp}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${creds.oauthClient.clientId}:${creds.oauthClient.clientSecret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    if (!tokenRes.ok) throw new Error(`token request failed: ${tokenRes.status} ${await tokenRes.text()}`);
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    return {
      ports,
      env,
      keysDir,
      creds,
      token,
      graphqlUrl: `http://127.0.0.1:${ports.gatewayApi}/graphql`,
      startGateway,
      stopGateway,
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/**
 * One POST of `body` at a time, taking the targets in turn for `duration` seconds, in a fresh
 * random order each turn: outside load, and a stall of one process (a timer's work done while
 * it was idle lands on its next request), fall on every target alike rather than on whichever
 * comes first. Latency percentiles at microsecond resolution.
 */
export async function interleavedLatency(
  targets: { url: string; headers: Record<string, string> }[],
  body: string,
  duration: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: targets.length });
  const times: number[][] = targets.map(() => []);
  const post = (t: (typeof targets)[number]) =>
    new Promise<void>((resolve, reject) => {
      const u = new URL(t.url);
      const req = request(
        {
          hostname: u.hostname,
          port: u.port,
          path: u.pathname,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...t.headers },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`${t.url} answered ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const end = performance.now() + duration * 1000;
  const indices = targets.map((_, i) => i);
  while (performance.now() < end) {
    for (const i of shuffled(indices)) {
      const t0 = performance.now();
      await post(targets[i]);
      times[i].push(performance.now() - t0);
    }
  }
  agent.destroy();
  return times.map((ts) => {
    ts.sort((a, b) => a - b);
    const pct = (q: number) => ts[Math.min(ts.length - 1, Math.floor(q * ts.length))];
    return { n: ts.length, p50: pct(0.5), p99: pct(0.99), p999: pct(0.999) };
  });
}

/** A copy of `xs` in a uniformly random order (Fisher–Yates). */
export function shuffled<T>(xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
