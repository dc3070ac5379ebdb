/**
 * Gateway throughput side by side, same supergraph, same query over two tiny subgraphs (billing's
 * publicPlans and inference's models), same connection count:
 *   1. bare @apollo/gateway 2.14 on @apollo/server 5 standalone, no auth     (baseline, floor)
 *   2. @graphql-hive/gateway 2.15 runtime on node:http, no auth              (target)
 *   3. this gateway with the whole chain on: JWT validation, revocation, RBAC policy, rate limit,
 *      audit, operation safety, document cache
 *   4. this gateway, same chain, authenticated with an API key (X-Api-Key)
 *   5. this gateway, same chain and JWT, activity records not sent to identity (no
 *      GATEWAY_AUDIT_APPEND_SECRET): the price of the activity recorder
 *   6. this gateway's handler and executor with the chain stubbed out (bench/gateway-chainless.ts):
 *      3 minus 6 is what the chain itself adds
 *   7. Hive and this gateway (JWT) with in-flight sharing of identical subgraph fetches off: both
 *      share by default, and the bench's 50 connections send one caller's one query, the case
 *      sharing serves best; this pair shows the comparison without it
 *   8. with BENCH_USAGE_REPORTING=1: this gateway as 3, reporting usage (bench/lib/usage-reporting.ts);
 *      8 against 3 is what usage reporting costs per request
 *
 *   npm --prefix bench/peers install        # once: the peer gateways live outside the product
 *   npx tsx bench/gateway-throughput.ts [seconds=10] [connections=50] [rounds=3]
 *
 * The machine is shared by the gateways, the subgraphs, Redis and the load generator, so the
 * targets are run in interleaved rounds, each in a fresh random order, and each figure is the median
 * over the rounds: a burst of outside load then hurts one round of every target rather than all
 * rounds of one. CPU per request (the gateway process's user+system time over the requests it
 * answered) is the figure least disturbed by such load. A last pass sends one request at a time, to
 * the targets in turn (shuffled each turn), and shows the unloaded latency, where the chain's own cost is not hidden
 * behind queueing.
 *
 * Equal work (bench/lib/equal-work.ts): the peers are sent the SVC-* identity headers this gateway
 * forwards for the bench's JWT (captured once off the wire) and pass them to the subgraphs, so the
 * subgraphs do the same per-caller work for every target; every target's answer is compared with
 * this gateway's before timing (byte for byte, or as canonical JSON when only key order differs)
 * and each timed answer must equal it; a non-2xx answer, an error, a timeout or a different body
 * in a timed run aborts the bench, and so does a rate limit for the bench tenant that a run could
 * reach. Identical subgraph fetches in flight are shared by Hive and by this gateway (their
 * defaults; ADR 024) and by neither in target 7's pair; bare Apollo Gateway has no such sharing.
 * The table of CPU per request across the machine shows what each target costs the other
 * processes (the subgraphs above all), which is where unequal work shows.
 *
 * Uses DATABASE_URL / REDIS_URL when set (recommended: Redis, as in production), else the
 * embedded defaults.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, rssBytes } from '../scripts/platform.ts';
import { freePort } from '../test/helpers/platform-harness.ts';
import { BENCH_QUERY, interleavedLatency, shuffled, startBenchPlatform } from './gateway-setup.ts';
import { CHAIN_BUCKETS } from '../gateway/src/metrics.ts';
import { startUsageReportingGateway } from './lib/usage-reporting.ts';
import { assertNoFailures, captureIdentityHeaders, compareAnswers, type Answer } from './lib/equal-work.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const rounds = Number(process.argv[4] ?? 3);
const BODY = JSON.stringify({ query: BENCH_QUERY });
const peersDir = join(ROOT, 'bench', 'peers');
if (!existsSync(join(peersDir, 'node_modules', '@graphql-hive', 'gateway'))) {
  console.error('peer gateways not installed: run `npm --prefix bench/peers install` first');
  process.exit(1);
}

/** user + system CPU seconds of a process so far (Linux /proc, clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

/**
 * CPU seconds used so far by every process on the machine, grouped: the target gateway, the load
 * generator (this process: autocannon runs in it), Redis, PostgreSQL and everything else (the
 * subgraphs, identity, the other gateways idling). A process that exits between two snapshots
 * drops out of both sums, so the groups are read as a difference over one run.
 */
type CpuGroups = Record<'target' | 'load' | 'redis' | 'postgres' | 'rest', number>;
function machineCpu(targetPid: number): CpuGroups {
  const g: CpuGroups = { target: 0, load: 0, redis: 0, postgres: 0, rest: 0 };
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const s = (Number(f[11]) + Number(f[12])) / 100;
      const pid = Number(d);
      const key =
        pid === targetPid
          ? 'target'
          : pid === process.pid
            ? 'load'
            : comm.startsWith('redis')
              ? 'redis'
              : comm.startsWith('postgres')
                ? 'postgres'
                : 'rest';
      g[key] += s;
    } catch {}
  }
  return g;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The gateway's chain histogram (svc_gateway_chain_duration_seconds), cumulative, +Inf last, from its metrics listener. */
async function chainHistogram(metricsPort: number | string): Promise<number[]> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return [...CHAIN_BUCKETS.map(String), '+Inf'].map((le) =>
    Number(
      new RegExp(`svc_gateway_chain_duration_seconds_bucket\\{le="${le.replace('+', '\\+')}"[^}]*\\} (\\d+)`).exec(
        text,
      )?.[1] ?? 0,
    ),
  );
}
const minus = (a: number[], b: number[]) => a.map((x, i) => x - b[i]);
/** "≤ X ms": the smallest bucket bound holding at least the quantile q of the observations. */
function chainQuantile(delta: number[], q: number): string {
  const total = delta[delta.length - 1];
  if (!total) return 'n/a';
  const i = delta.findIndex((c) => c >= q * total);
  return i < CHAIN_BUCKETS.length ? `≤ ${(CHAIN_BUCKETS[i] * 1000).toFixed(2)} ms` : '> 1000 ms';
}

const extra: ChildProcess[] = [];
let closeUsageSink: (() => Promise<void>) | null = null;
const platform = await startBenchPlatform();
try {
  const gateway = await platform.startGateway();
  const auditlessPort = await freePort();
  const auditlessMetricsPort = await freePort();
  const auditless = await platform.startGateway([], {
    GATEWAY_AUDIT_APPEND_SECRET: '',
    GATEWAY_API_PORT: String(auditlessPort),
    GATEWAY_AUTH_PORT: String(await freePort()),
    GATEWAY_METRICS_PORT: String(auditlessMetricsPort),
  });
  const unsharedPort = await freePort();
  const unshared = await platform.startGateway([], {
    GATEWAY_SUBGRAPH_DEDUPLICATION: 'false',
    GATEWAY_API_PORT: String(unsharedPort),
    GATEWAY_AUTH_PORT: String(await freePort()),
    GATEWAY_METRICS_PORT: String(await freePort()),
  });
  const { ports, env, keysDir, creds, token } = platform;
  const usageOn = process.env.BENCH_USAGE_REPORTING === '1' ? await startUsageReportingGateway(platform) : null;
  closeUsageSink = usageOn?.close ?? null;

  // The peers get the same supergraph with the subgraphs' actual addresses. They run without
  // auth, and refuse a supergraph linking a SECURITY feature they do not enforce (ADR 003): the
  // requiresScopes link loses its `for: SECURITY`, which changes nothing about planning.
  let sdl = readFileSync(join(ROOT, 'supergraph.graphql'), 'utf8').replace(
    '@link(url: "https://specs.apollo.dev/requiresScopes/v0.1", for: SECURITY)',
    '@link(url: "https://specs.apollo.dev/requiresScopes/v0.1")',
  );
  for (const [name, port] of Object.entries(ports.subgraphs))
    sdl = sdl.replace(new RegExp(`(name: "${name}", url: ")[^"]+`), `$1http://127.0.0.1:${port}/graphql`);
  const sdlPath = join(keysDir, 'supergraph.graphql');
  writeFileSync(sdlPath, sdl);
  const startProcess = async (
    args: string[],
    cwd: string,
    childEnv: NodeJS.ProcessEnv = process.env,
    ...after: string[]
  ) => {
    const port = await freePort();
    const c = spawn(process.execPath, [...args, String(port), ...after], {
      cwd,
      env: childEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    extra.push(c);
    const url = `http://127.0.0.1:${port}/graphql`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      }).then(
        (r) => r.status < 500,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || c.exitCode !== null) throw new Error(`${args.join(' ')} did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return { url, pid: c.pid };
  };
  const apollo = await startProcess([join(peersDir, 'apollo.mjs'), sdlPath], peersDir);
  const hive = await startProcess([join(peersDir, 'hive.mjs'), sdlPath], peersDir);
  const hiveUnshared = await startProcess([join(peersDir, 'hive.mjs'), sdlPath], peersDir, process.env, 'no-dedup');
  const chainless = await startProcess(['--import', 'tsx', join(ROOT, 'bench', 'gateway-chainless.ts')], ROOT, {
    ...process.env,
    ...env,
    LOG_LEVEL: 'warn',
    BENCH_TOKEN: token,
  });

  // Equal work: the peers send the subgraphs the identity context this gateway forwards for the
  // bench's JWT, captured off the wire once (bench/lib/equal-work.ts), and forward every SVC-* header.
  const identityHeaders = await captureIdentityHeaders(
    platform,
    ['billing', 'inference'],
    ['publicPlans', 'models'],
    { authorization: `Bearer ${token}` },
    BODY,
  );
  console.log(
    `identity context given to the peers (what this gateway forwards for the JWT): ${JSON.stringify(identityHeaders)}`,
  );
  const gatewayPid = gateway.child.pid!;
  interface Target {
    key: string;
    name: string;
    url: string;
    headers: Record<string, string>;
    pid: number;
    metricsPort?: number | string;
  }
  const targets: Target[] = [
    {
      key: 'apollo',
      name: 'bare @apollo/gateway + @apollo/server (no auth)',
      url: apollo.url,
      headers: identityHeaders,
      pid: apollo.pid!,
    },
    { key: 'hive', name: '@graphql-hive/gateway (no auth)', url: hive.url, headers: identityHeaders, pid: hive.pid! },
    {
      key: 'jwt',
      name: 'this gateway, whole chain, OAuth JWT',
      url: platform.graphqlUrl,
      headers: { authorization: `Bearer ${token}` },
      pid: gatewayPid,
      metricsPort: ports.gatewayMetrics,
    },
    {
      key: 'apikey',
      name: 'this gateway, whole chain, API key',
      url: platform.graphqlUrl,
      headers: { 'x-api-key': creds.apiKeys.live.key },
      pid: gatewayPid,
      metricsPort: ports.gatewayMetrics,
    },
    {
      key: 'noaudit',
      name: 'this gateway, whole chain, OAuth JWT, activity records not stored',
      url: `http://127.0.0.1:${auditlessPort}/graphql`,
      headers: { authorization: `Bearer ${token}` },
      pid: auditless.child.pid!,
      metricsPort: auditlessMetricsPort,
    },
    {
      key: 'hive-unshared',
      name: '@graphql-hive/gateway (no auth), fetches not shared',
      url: hiveUnshared.url,
      headers: identityHeaders,
      pid: hiveUnshared.pid!,
    },
    {
      key: 'jwt-unshared',
      name: 'this gateway, whole chain, OAuth JWT, fetches not shared',
      url: `http://127.0.0.1:${unsharedPort}/graphql`,
      headers: { authorization: `Bearer ${token}` },
      pid: unshared.child.pid!,
    },
    {
      key: 'chainless',
      name: 'this gateway, chain stubbed (bench only)',
      url: chainless.url,
      headers: { authorization: `Bearer ${token}` },
      pid: chainless.pid!,
    },
    ...(usageOn
      ? [
          {
            key: 'usage',
            name: 'this gateway, whole chain, OAuth JWT, usage reporting on',
            url: usageOn.url,
            headers: { authorization: `Bearer ${token}` },
            pid: usageOn.child.child.pid!,
            metricsPort: usageOn.metricsPort,
          },
        ]
      : []),
  ];

  // Equal answers: every target's answer, compared with this gateway's (JWT) before timing; a
  // difference aborts. Each timed response must then be byte for byte that answer (expectBody).
  const usable: Target[] = targets;
  const reference = [...targets.filter((t) => t.key === 'jwt'), ...targets.filter((t) => t.key !== 'jwt')];
  const answers: Map<string, Answer> = await compareAnswers(reference, BODY);
  for (const t of usable) console.log(`answer of ${t.key}: ${answers.get(t.key)!.match}`);
  // The bench tenant's limit is raised through the gateway's configuration (RATE_LIMIT_*_PER_MINUTE,
  // gateway-setup.ts); a limit that a run could reach would throttle this gateway only.
  const limit = Number(answers.get('jwt')!.headers.get('x-ratelimit-limit'));
  if (!(limit >= 60 * 200_000))
    throw new Error(`the bench tenant's rate limit (${limit}/min) could throttle the gateway: raise it`);

  const run = (t: Target, duration: number, conns: number, timed = true) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: t.url,
          method: 'POST',
          connections: conns,
          duration,
          headers: { 'content-type': 'application/json', ...t.headers },
          body: BODY,
          expectBody: answers.get(t.key)!.body,
          // A request unanswered for this long fails the run (a stall, not load, on this scale).
          timeout: 30,
        },
        (err: Error | null, res: autocannon.Result) => {
          if (err) return reject(err);
          try {
            // A warm-up's stragglers (a timeout while a peer starts up) do not count; a timed run's do.
            if (timed) assertNoFailures(t.name, res);
            resolve(res);
          } catch (e) {
            reject(e);
          }
        },
      );
    });
  type Sample = {
    rps: number;
    p50: number;
    p99: number;
    cpuUsPerReq: number;
    machineUsPerReq: CpuGroups;
    failed: number;
    rssMiB: number;
  };
  const samples = new Map<string, Sample[]>(usable.map((t) => [t.key, []]));
  const chainLoaded = new Map<string, number[]>();
  for (const t of usable) await run(t, 3, connections, false); // warm-up: JIT, caches, query plans, connection pools
  for (let round = 0; round < rounds; round++) {
    // A fresh random order each round: a target always run right after the heaviest peer, on a
    // process idle since its last turn, would carry that position's cost in every round.
    const order = shuffled(usable);
    console.log(`round ${round + 1} order: ${order.map((t) => t.key).join(' ')}`);
    for (const t of order) {
      let peakRss = 0;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(t.pid) ?? 0)), 250);
      const cpu0 = cpuSeconds(t.pid);
      const m0 = machineCpu(t.pid);
      const h0 = t.metricsPort ? await chainHistogram(t.metricsPort) : null;
      const r = await run(t, seconds, connections);
      const cpu = cpuSeconds(t.pid) - cpu0;
      const m1 = machineCpu(t.pid);
      const perReq = (x: number) => (x * 1e6) / Math.max(1, r.requests.total);
      const machineUsPerReq = Object.fromEntries(
        Object.keys(m0).map((k) => [k, perReq(m1[k as keyof CpuGroups] - m0[k as keyof CpuGroups])]),
      ) as CpuGroups;
      if (h0) {
        const d = minus(await chainHistogram(t.metricsPort!), h0);
        chainLoaded.set(t.key, chainLoaded.has(t.key) ? chainLoaded.get(t.key)!.map((x, i) => x + d[i]) : d);
      }
      clearInterval(sampler);
      samples.get(t.key)!.push({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        cpuUsPerReq: (cpu * 1e6) / Math.max(1, r.requests.total),
        machineUsPerReq,
        failed: r.non2xx + r.errors,
        rssMiB: peakRss / 1048576,
      });
    }
  }

  const rows = usable.map((t) => {
    const s = samples.get(t.key)!;
    return {
      ...t,
      rps: median(s.map((x) => x.rps)),
      p50: median(s.map((x) => x.p50)),
      p99: median(s.map((x) => x.p99)),
      cpu: median(s.map((x) => x.cpuUsPerReq)),
      machine: Object.fromEntries(
        Object.keys(s[0].machineUsPerReq).map((k) => [
          k,
          median(s.map((x) => x.machineUsPerReq[k as keyof CpuGroups])),
        ]),
      ) as CpuGroups,
      failed: s.reduce((a, x) => a + x.failed, 0),
      rss: Math.max(...s.map((x) => x.rssMiB)),
      all: s.map((x) => x.rps.toFixed(0)).join(' / '),
    };
  });
  const byKey = (k: string) => rows.find((r) => r.key === k);
  const base = byKey('apollo')?.rps;
  const hiveRps = byKey('hive')?.rps;
  console.log(
    `\n${seconds}s per target per round, ${rounds} interleaved rounds after a 3s warm-up, medians; autocannon -c ${connections}; ${process.env.REDIS_URL ? 'Redis' : 'in-process store'}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(
    '| target | requests/s (median) | rounds | p50 ms | p99 ms | CPU µs/request | failed | peak RSS MiB | vs bare Apollo | vs Hive |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.all} | ${r.p50} | ${r.p99} | ${r.cpu.toFixed(0)} | ${r.failed} | ${r.rss.toFixed(0)} | ${base ? (r.rps / base).toFixed(2) : '–'} | ${hiveRps ? (r.rps / hiveRps).toFixed(2) : '–'} |`,
    );
  }
  // Where the machine's CPU goes per request: the other groups are shared work, the same for every
  // target, that bounds the ratio a cheaper gateway can reach on this machine.
  console.log(
    '\nCPU µs per request across the machine (medians over the rounds; "rest" is the subgraphs, identity and the idle targets)',
  );
  console.log('| target | target gateway | load generator | Redis | PostgreSQL | rest | all |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const m = r.machine;
    const all = m.target + m.load + m.redis + m.postgres + m.rest;
    console.log(
      `| ${r.name} | ${m.target.toFixed(0)} | ${m.load.toFixed(0)} | ${m.redis.toFixed(0)} | ${m.postgres.toFixed(0)} | ${m.rest.toFixed(0)} | ${all.toFixed(0)} |`,
    );
  }
  const jwt = byKey('jwt');
  const stub = byKey('chainless');
  const noaudit = byKey('noaudit');
  const [hiveRow, jwtRow] = [byKey('hive-unshared'), byKey('jwt-unshared')];
  if (hiveRow && jwtRow)
    console.log(
      `fetches not shared on either side: this gateway (JWT) ${jwtRow.rps.toFixed(0)} req/s = ${(jwtRow.rps / hiveRow.rps).toFixed(2)}× Hive's ${hiveRow.rps.toFixed(0)}; CPU ${(jwtRow.cpu / hiveRow.cpu).toFixed(2)}× Hive's`,
    );
  if (jwt && stub)
    console.log(
      `chain added at -c ${connections}: p50 ${(jwt.p50 - stub.p50).toFixed(1)} ms, p99 ${(jwt.p99 - stub.p99).toFixed(1)} ms, CPU ${(jwt.cpu - stub.cpu).toFixed(0)} µs/request`,
    );
  const usage = byKey('usage');
  if (usage && jwt)
    console.log(
      `usage reporting added: CPU ${(usage.cpu - jwt.cpu).toFixed(0)} µs/request (${(((usage.cpu - jwt.cpu) / jwt.cpu) * 100).toFixed(1)} %), ${usageOn!.sink.reports} reports sent`,
    );
  if (noaudit && stub)
    console.log(
      `chain added without storing activity records: p50 ${(noaudit.p50 - stub.p50).toFixed(1)} ms, p99 ${(noaudit.p99 - stub.p99).toFixed(1)} ms, CPU ${(noaudit.cpu - stub.cpu).toFixed(0)} µs/request`,
    );

  for (const [key, d] of chainLoaded)
    console.log(
      `chain's own time in the gateway (svc_gateway_chain_duration_seconds), ${byKey(key)?.name}, at -c ${connections}: p50 ${chainQuantile(d, 0.5)}, p99 ${chainQuantile(d, 0.99)}, ${d[d.length - 1]} requests`,
    );

  // Unloaded latency: one request at a time, so p99 is service time rather than queueing.
  await interleavedLatency(usable, BODY, 2);
  const withChain = [...new Set(usable.filter((t) => t.metricsPort).map((t) => t.metricsPort!))];
  const before = await Promise.all(withChain.map((port) => chainHistogram(port)));
  const single = await interleavedLatency(usable, BODY, seconds * 2);
  const chainUnloaded = await Promise.all(
    withChain.map(async (port, i) => minus(await chainHistogram(port), before[i])),
  );
  console.log(
    `\nunloaded: one request at a time, targets taken in turn in a fresh random order each turn, ${seconds * 2}s in all`,
  );
  console.log('| target | requests | p50 ms | p99 ms | p99.9 ms |');
  console.log('|---|---|---|---|---|');
  usable.forEach((t, i) =>
    console.log(
      `| ${t.name} | ${single[i].n} | ${single[i].p50.toFixed(2)} | ${single[i].p99.toFixed(2)} | ${single[i].p999.toFixed(2)} |`,
    ),
  );
  const sj = single[usable.findIndex((t) => t.key === 'jwt')];
  const sc = single[usable.findIndex((t) => t.key === 'chainless')];
  const sn = single[usable.findIndex((t) => t.key === 'noaudit')];
  if (sj && sc)
    console.log(
      `chain added, unloaded: p50 ${(sj.p50 - sc.p50).toFixed(2)} ms, p99 ${(sj.p99 - sc.p99).toFixed(2)} ms`,
    );
  if (sn && sc)
    console.log(
      `chain added without storing activity records, unloaded: p50 ${(sn.p50 - sc.p50).toFixed(2)} ms, p99 ${(sn.p99 - sc.p99).toFixed(2)} ms`,
    );
  withChain.forEach((port, i) => {
    const names = usable
      .filter((t) => t.metricsPort === port)
      .map((t) => t.key)
      .join(' + ');
    const d = chainUnloaded[i];
    console.log(
      `chain's own time in the gateway, unloaded (${names}): p50 ${chainQuantile(d, 0.5)}, p99 ${chainQuantile(d, 0.99)}, p99.9 ${chainQuantile(d, 0.999)}, ${d[d.length - 1]} requests`,
    );
  });

  const metrics = await (await fetch(`http://127.0.0.1:${ports.gatewayMetrics}/metrics`)).text();
  const ex = Number(/svc_gateway_api_key_exchanges_total(?:\{[^}]*\})? (\d+)/.exec(metrics)?.[1] ?? 0);
  const hits = Number(/svc_gateway_api_key_exchange_cache_hits_total(?:\{[^}]*\})? (\d+)/.exec(metrics)?.[1] ?? 0);
  if (ex + hits > 0)
    console.log(
      `API-key exchange: ${ex} gRPC exchanges, ${hits} cache hits (hit rate ${((hits / (ex + hits)) * 100).toFixed(3)}%)`,
    );
} finally {
  // Hive's runtime answers SIGTERM by disposing and then waits on its open server: killed after 3 s.
  await Promise.all(
    extra.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          const t = setTimeout(() => c.kill('SIGKILL'), 3000);
          c.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
          c.kill('SIGTERM');
        }),
    ),
  );
  await closeUsageSink?.();
  await platform.stop();
}
