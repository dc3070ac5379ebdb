/**
 * Gateway throughput side by side, one run, same supergraph, same query over two tiny subgraphs
 * (billing's publicPlans and inference's models), same connection count:
 *   1. bare @apollo/gateway 2.14 on @apollo/server 5 standalone, no auth     (baseline, floor)
 *   2. @graphql-hive/gateway 2.15 runtime on node:http, no auth              (target)
 *   3. this gateway with the whole chain on: JWT validation, revocation, RBAC policy, rate limit,
 *      audit, operation safety, document cache
 *   4. this gateway, same chain, authenticated with an API key (X-Api-Key)
 *
 *   npm --prefix bench/peers install        # once: the peer gateways live outside the product
 *   npx tsx bench/gateway-throughput.ts [seconds=10] [connections=50]
 *
 * Uses DATABASE_URL / REDIS_URL when set (recommended: Redis, as in production), else the
 * embedded defaults. Prints requests/s, p50, p99, the ratios, and the gateway's RSS under load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient, migrate, MIGRATIONS_DIR, startEmbeddedPostgres } from '@svc/db';
import { FileKeyProvider, seedDevTenant } from '@svc/identity';
import { ROOT, processSpecs, rssBytes, spawnService, stopChildren, topologyEnv, waitReady, type RunningChild } from '../scripts/platform.ts';
import { freePorts, freePort } from '../test/helpers/platform-harness.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const QUERY = JSON.stringify({ query: '{ publicPlans { code name priceCents } models { id name } }' });
const peersDir = join(ROOT, 'bench', 'peers');
if (!existsSync(join(peersDir, 'node_modules', '@graphql-hive', 'gateway'))) {
  console.error('peer gateways not installed: run `npm --prefix bench/peers install` first');
  process.exit(1);
}

const children: RunningChild[] = [];
const extra: ChildProcess[] = [];
let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
async function cleanup() {
  for (const c of extra) c.kill('SIGTERM');
  await stopChildren(children);
  await embedded?.stop();
}

try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ port: 0 });
    databaseUrl = embedded.url;
  }
  await migrate({ url: databaseUrl, dir: MIGRATIONS_DIR });
  const keysDir = mkdtempSync(join(tmpdir(), 'bench-keys-'));
  const prisma = createPrismaClient({ url: databaseUrl, poolMax: 2 });
  const creds = await seedDevTenant({ prisma, keys: new FileKeyProvider({ dir: keysDir, publishAheadSeconds: 300, maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds }), credentialsFile: join(keysDir, 'credentials.json') });
  await prisma.$disconnect();

  const ports = await freePorts();
  const env: NodeJS.ProcessEnv = {
    ...topologyEnv(ports), DATABASE_URL: databaseUrl, KEYS_DIR: keysDir, LOG_LEVEL: 'warn',
    // the limiter still counts every request; the limit is lifted so the load is not rejected
    RATE_LIMIT_ENTERPRISE_PER_MINUTE: '100000000',
  };
  const specs = processSpecs(ports);
  const start = (s: (typeof specs)['identity']) => {
    const c = spawnService(s, env, 'inherit');
    children.push(c);
    return c;
  };
  start(specs.identity);
  await waitReady(specs.identity.readyUrl, 60_000, () => true);
  const needed = specs.rest.filter((s) => ['billing', 'inference', 'gateway'].includes(s.name));
  needed.forEach(start);
  await Promise.all(needed.map((s) => waitReady(s.readyUrl, 60_000, () => true)));
  const gatewayChild = children.find((c) => c.spec.name === 'gateway')!;

  // The peers get the same supergraph with the subgraphs' actual addresses.
  let sdl = readFileSync(join(ROOT, 'supergraph.graphql'), 'utf8');
  for (const [name, port] of Object.entries(ports.subgraphs)) sdl = sdl.replace(new RegExp(`(name: "${name}", url: ")[^"]+`), `$1http://127.0.0.1:${port}/graphql`);
  const sdlPath = join(keysDir, 'supergraph.graphql');
  writeFileSync(sdlPath, sdl);
  const peer = async (file: string) => {
    const port = await freePort();
    const c = spawn(process.execPath, [join(peersDir, file), sdlPath, String(port)], { cwd: peersDir, stdio: ['ignore', 'inherit', 'inherit'] });
    extra.push(c);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline || c.exitCode !== null) throw new Error(`${file} did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return { url: `http://127.0.0.1:${port}/graphql`, pid: c.pid };
  };
  const apollo = await peer('apollo.mjs');
  const hive = await peer('hive.mjs');

  const tokenRes = await fetch(`http://127.0.0.1:${ports.gatewayAuth}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${creds.oauthClient.clientId}:${creds.oauthClient.clientSecret}`).toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
  const token = (await tokenRes.json() as { access_token: string }).access_token;
  const identityHeaders = { 'svc-user-id': creds.admin.userId, 'svc-org-id': creds.organizationId, 'svc-workspace-id': creds.workspaceId };
  const ours = `http://127.0.0.1:${ports.gatewayApi}/graphql`;

  // Sanity: every target answers the query with data and no errors.
  const targets: { name: string; url: string; headers: Record<string, string>; pid: number | undefined }[] = [
    { name: 'bare @apollo/gateway + @apollo/server (no auth)', url: apollo.url, headers: identityHeaders, pid: apollo.pid },
    { name: '@graphql-hive/gateway (no auth)', url: hive.url, headers: identityHeaders, pid: hive.pid },
    { name: 'this gateway, whole chain, OAuth JWT', url: ours, headers: { authorization: `Bearer ${token}` }, pid: gatewayChild.child.pid },
    { name: 'this gateway, whole chain, API key', url: ours, headers: { 'x-api-key': creds.apiKeys.live.key }, pid: gatewayChild.child.pid },
  ];
  const usable: typeof targets = [];
  for (const t of targets) {
    const r = await fetch(t.url, { method: 'POST', headers: { 'content-type': 'application/json', ...t.headers }, body: QUERY });
    const body = (await r.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    if (r.status !== 200 || body.errors) {
      console.log(`skipping "${t.name}": ${r.status} ${JSON.stringify(body.errors?.[0]?.extensions?.code ?? body)}`);
      continue;
    }
    usable.push(t);
  }

  const run = (t: (typeof targets)[number], duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon({ url: t.url, method: 'POST', connections, duration, headers: { 'content-type': 'application/json', ...t.headers }, body: QUERY }, (err: Error | null, res: autocannon.Result) => (err ? reject(err) : resolve(res)));
    });
  const rows: { name: string; rps: number; p50: number; p99: number; non2xx: number; rssMiB: number | null }[] = [];
  for (const t of usable) {
    await run(t, 3); // warm-up: JIT, caches, query plans, connection pools
    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(t.pid) ?? 0)), 250);
    const r = await run(t, seconds);
    clearInterval(sampler);
    rows.push({ name: t.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors, rssMiB: peakRss ? peakRss / 1048576 : null });
  }
  const base = rows.find((r) => r.name.startsWith('bare'))?.rps;
  const hiveRps = rows.find((r) => r.name.startsWith('@graphql-hive'))?.rps;
  console.log(`\n${seconds}s per target after a 3s warm-up, autocannon -c ${connections}, ${process.env.REDIS_URL ? 'Redis' : 'in-process store'}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.log('| target | requests/s | p50 ms | p99 ms | non-2xx | peak RSS MiB | vs bare Apollo | vs Hive |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.rssMiB?.toFixed(0) ?? '–'} | ${base ? (r.rps / base).toFixed(2) : '–'} | ${hiveRps ? (r.rps / hiveRps).toFixed(2) : '–'} |`);
  }
  const metrics = await (await fetch(`http://127.0.0.1:${ports.gatewayApi}/metrics`)).text();
  const ex = Number(/svc_gateway_api_key_exchanges_total (\d+)/.exec(metrics)?.[1] ?? 0);
  const hits = Number(/svc_gateway_api_key_exchange_cache_hits_total (\d+)/.exec(metrics)?.[1] ?? 0);
  if (ex + hits > 0) console.log(`API-key exchange: ${ex} gRPC exchanges, ${hits} cache hits (hit rate ${((hits / (ex + hits)) * 100).toFixed(3)}%)`);
} finally {
  await cleanup();
}
