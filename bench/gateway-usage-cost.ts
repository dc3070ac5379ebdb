/**
 * What usage reporting (gateway/src/usage/) costs per request, without the peer gateways
 * bench/gateway-throughput.ts needs: two gateways of the same platform slice, the same chain and
 * the same OAuth JWT, one with USAGE_REPORTING=off and one reporting every second to a sink
 * standing in for the registry (bench/lib/usage-reporting.ts), loaded in interleaved rounds. The
 * figure is CPU per request (user+system time of each gateway process over the requests it
 * answered), the median over the rounds.
 *
 *   npx tsx bench/gateway-usage-cost.ts [seconds=10] [connections=20] [rounds=5]
 *
 * Same run with the peers: BENCH_USAGE_REPORTING=1 npx tsx bench/gateway-throughput.ts
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BENCH_QUERY, startBenchPlatform } from './gateway-setup.ts';
import { startUsageReportingGateway } from './lib/usage-reporting.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const rounds = Number(process.argv[4] ?? 5);
const BODY = JSON.stringify({ query: BENCH_QUERY });

function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const platform = await startBenchPlatform({ USAGE_REPORTING: 'off' });
const usage = await startUsageReportingGateway(platform, 1000);
try {
  const off = await platform.startGateway();
  const targets = [
    { key: 'off', url: platform.graphqlUrl, pid: off.child.pid! },
    { key: 'on', url: usage.url, pid: usage.child.child.pid! },
  ];
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${platform.token}` };
  for (const t of targets) {
    const r = await fetch(t.url, { method: 'POST', headers, body: BODY });
    const body = (await r.json()) as { errors?: unknown };
    if (r.status !== 200 || body.errors) throw new Error(`${t.key}: ${r.status} ${JSON.stringify(body)}`);
  }
  const run = (url: string, duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon({ url, method: 'POST', connections, duration, headers, body: BODY }, (e, r) =>
        e ? reject(e) : resolve(r),
      ),
    );
  for (const t of targets) await run(t.url, 3);
  const samples: Record<string, { cpu: number[]; rps: number[]; failed: number }> = {
    off: { cpu: [], rps: [], failed: 0 },
    on: { cpu: [], rps: [], failed: 0 },
  };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...targets].reverse() : targets;
    for (const t of order) {
      const c0 = cpuSeconds(t.pid);
      const r = await run(t.url, seconds);
      samples[t.key].cpu.push(((cpuSeconds(t.pid) - c0) * 1e6) / Math.max(1, r.requests.total));
      samples[t.key].rps.push(r.requests.average);
      samples[t.key].failed += r.non2xx + r.errors;
    }
  }
  await new Promise((r) => setTimeout(r, 1500));
  const offCpu = median(samples.off.cpu);
  const onCpu = median(samples.on.cpu);
  console.log(`${seconds}s per gateway per round, ${rounds} interleaved rounds, autocannon -c ${connections}`);
  console.log('| gateway | CPU µs/request (median) | rounds | requests/s (median) | failed |');
  console.log('|---|---|---|---|---|');
  for (const k of ['off', 'on'] as const)
    console.log(
      `| usage reporting ${k} | ${median(samples[k].cpu).toFixed(0)} | ${samples[k].cpu.map((x) => x.toFixed(0)).join(' / ')} | ${median(samples[k].rps).toFixed(0)} | ${samples[k].failed} |`,
    );
  console.log(
    `usage reporting added: ${(onCpu - offCpu).toFixed(0)} µs/request (${(((onCpu - offCpu) / offCpu) * 100).toFixed(1)} %); ${usage.sink.reports} reports, ${(usage.sink.bytes / 1024).toFixed(0)} KiB sent`,
  );
} finally {
  await usage.close();
  await platform.stop();
}
