/**
 * The same gateway load under different gateway environments, to price one setting at a time
 * (e.g. audit storage off: DATABASE_URL empty). Each variant gets a fresh gateway process on the
 * same platform (bench/gateway-setup.ts), the throughput bench's query and JWT, and the variants
 * run in interleaved rounds; prints requests/s, latency, CPU per request and peak RSS under load,
 * then the unloaded latency (one request at a time, as long again) per run.
 *
 *   REDIS_URL=redis://127.0.0.1:6379 npx tsx bench/gateway-variants.ts '{"audit on":{},"audit off":{"DATABASE_URL":""}}' [seconds=8] [rounds=2]
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { rssBytes } from '../scripts/platform.ts';
import { BENCH_QUERY, interleavedLatency, startBenchPlatform } from './gateway-setup.ts';

const variants = Object.entries(JSON.parse(process.argv[2] ?? '{"default":{}}') as Record<string, NodeJS.ProcessEnv>);
const seconds = Number(process.argv[3] ?? 8);
const rounds = Number(process.argv[4] ?? 2);

/** user + system CPU seconds of a process so far (Linux /proc, clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

const platform = await startBenchPlatform();
try {
  const run = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: platform.graphqlUrl,
          method: 'POST',
          connections: 50,
          duration,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${platform.token}` },
          body: JSON.stringify({ query: BENCH_QUERY }),
        },
        (err: Error | null, res: autocannon.Result) => (err ? reject(err) : resolve(res)),
      );
    });
  console.log(
    '| variant | round | requests/s | p50 ms | p99 ms | CPU µs/request | peak RSS MiB | non-2xx | unloaded p50 ms | unloaded p99 ms | unloaded p99.9 ms |\n|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (let round = 1; round <= rounds; round++) {
    for (const [name, env] of variants) {
      const gw = await platform.startGateway([], env);
      const pid = gw.child.pid!;
      await run(3);
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid) ?? 0)), 250);
      const cpu0 = cpuSeconds(pid);
      const r = await run(seconds);
      const cpu = cpuSeconds(pid) - cpu0;
      clearInterval(sampler);
      const [u] = await interleavedLatency(
        [{ url: platform.graphqlUrl, headers: { authorization: `Bearer ${platform.token}` } }],
        JSON.stringify({ query: BENCH_QUERY }),
        seconds,
      );
      console.log(
        `| ${name} | ${round} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${((cpu * 1e6) / Math.max(1, r.requests.total)).toFixed(0)} | ${(peak / 1048576).toFixed(0)} | ${r.non2xx + r.errors} | ${u.p50.toFixed(2)} | ${u.p99.toFixed(2)} | ${u.p999.toFixed(2)} |`,
      );
      await platform.stopGateway(gw);
    }
  }
} finally {
  await platform.stop();
}
