/**
 * Where this gateway spends its CPU per request: starts the bench platform (bench/gateway-setup.ts),
 * runs the gateway under `node --cpu-prof`, loads it with the throughput bench's query and JWT,
 * then sums the profile's samples taken during the measured window only (start-up, warm-up and
 * shutdown excluded) by function and by package, self and inclusive time.
 *
 *   REDIS_URL=redis://127.0.0.1:6379 npx tsx bench/gateway-profile.ts [seconds=10] [connections=50] [--chainless]
 *   (--chainless profiles bench/gateway-chainless.ts instead: the handler and executor alone;
 *    --api-key authenticates with the seeded live API key instead of the JWT;
 *    --no-audit profiles the whole chain with activity records not sent to identity: GATEWAY_AUDIT_APPEND_SECRET unset)
 *   npx tsx bench/gateway-profile.ts --analyse FILE.cpuprofile     # an existing profile, whole run
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, stopChildren, waitReady, type RunningChild } from '../scripts/platform.ts';
import { freePort } from '../test/helpers/platform-harness.ts';
import { BENCH_QUERY, startBenchPlatform } from './gateway-setup.ts';

/** user and system clock ticks (10 ms) a process has run so far (Linux /proc). */
function cpuTicks(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(f[11]), system: Number(f[12]) };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** `node_modules/@scope/pkg` or `node_modules/pkg`, our own top-level folder, or node's internals. */
function packageOf(url: string): string {
  if (!url) return '(native/V8)';
  if (url.startsWith('node:')) return 'node:internal';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(url);
  if (m) return m[1];
  const own = /\/work\/[^/]+\/(.+?)\/[^/]+$/.exec(url.replace('file://', ''));
  return own ? own[1] : url;
}

function frameName(n: ProfileNode): string {
  const f = n.callFrame;
  const file = f.url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/work\/[^/]+\//, '');
  return `${f.functionName || '(anonymous)'} ${file ? `${file}:${f.lineNumber + 1}` : ''}`.trim();
}

/** Self and inclusive microseconds by function and by package, for samples within [fromUs, toUs]. */
export function summarise(p: CpuProfile, fromUs = -Infinity, toUs = Infinity, top = 30, requests = 0): string {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  const pkgSelf = new Map<string, number>();
  let t = p.startTime;
  let total = 0;
  let idle = 0;
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i];
    if (t < fromUs || t > toUs) continue;
    // the sample's weight is the gap to the next sample
    const dt = p.timeDeltas[i + 1] ?? 0;
    const leaf = byId.get(p.samples[i])!;
    total += dt;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += dt;
      continue;
    }
    add(self, frameName(leaf), dt);
    add(
      pkgSelf,
      leaf.callFrame.functionName.startsWith('(') ? leaf.callFrame.functionName : packageOf(leaf.callFrame.url),
      dt,
    );
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const name = frameName(byId.get(id)!);
      if (!seen.has(name)) add(incl, name, dt);
      seen.add(name);
    }
  }
  const busy = total - idle;
  const pct = (v: number) => `${((v / busy) * 100).toFixed(1)}%`.padStart(6);
  const table = (title: string, m: Map<string, number>, n: number) =>
    [
      `\n${title}`,
      ...[...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${pct(v)}  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`),
    ].join('\n');
  return [
    `window ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (${((busy / total) * 100).toFixed(0)}% of one core)${requests ? `, ${(busy / requests).toFixed(0)} µs CPU per request` : ''}; percentages are of busy time`,
    table('self time by package', pkgSelf, 20),
    table('self time by function', self, top),
    table('inclusive time by function', incl, top),
  ].join('\n');
}

if (process.argv[2] === '--analyse') {
  console.log(
    summarise(
      JSON.parse(readFileSync(process.argv[3], 'utf8')) as CpuProfile,
      -Infinity,
      Infinity,
      Number(process.argv[4] ?? 30),
    ),
  );
} else {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const chainless = process.argv.includes('--chainless');
  const seconds = Number(args[0] ?? 10);
  const connections = Number(args[1] ?? 50);
  const dir = mkdtempSync(join(tmpdir(), 'gateway-cpuprof-'));
  const platform = await startBenchPlatform();
  try {
    const profFlags = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
    let url = platform.graphqlUrl;
    let target: RunningChild;
    if (chainless) {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [...profFlags, '--import', 'tsx', join(ROOT, 'bench', 'gateway-chainless.ts'), String(port)],
        {
          cwd: ROOT,
          env: { ...process.env, ...platform.env, BENCH_TOKEN: platform.token },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      target = { spec: { name: 'gateway-chainless', entry: 'bench/gateway-chainless.ts', readyUrl: '' }, child };
      url = `http://127.0.0.1:${port}/graphql`;
      await waitReady(`http://127.0.0.1:${port}/readyz`, 60_000, () => child.exitCode === null);
    } else
      target = await platform.startGateway(
        profFlags,
        process.argv.includes('--no-audit') ? { GATEWAY_AUDIT_APPEND_SECRET: '' } : {},
      );
    const run = (duration: number) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        autocannon(
          {
            url,
            method: 'POST',
            connections,
            duration,
            headers: {
              'content-type': 'application/json',
              ...(process.argv.includes('--api-key')
                ? { 'x-api-key': platform.creds.apiKeys.live.key }
                : { authorization: `Bearer ${platform.token}` }),
            },
            body: JSON.stringify({ query: BENCH_QUERY }),
          },
          (err: Error | null, res: autocannon.Result) => (err ? reject(err) : resolve(res)),
        );
      });
    await run(3);
    // V8's profile timestamps and process.hrtime are both CLOCK_MONOTONIC microseconds.
    const from = Number(process.hrtime.bigint() / 1000n);
    const cpu0 = cpuTicks(target.child.pid!);
    const r = await run(seconds);
    const cpu1 = cpuTicks(target.child.pid!);
    const to = Number(process.hrtime.bigint() / 1000n);
    await stopChildren([target]);
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile written in ${dir}`);
    console.log(
      `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx + r.errors}; profile ${join(dir, file)}`,
    );
    // The kernel's account of the same window: what the process really ran, user and system.
    const user = ((cpu1.user - cpu0.user) * 1e4) / r.requests.total;
    const system = ((cpu1.system - cpu0.system) * 1e4) / r.requests.total;
    console.log(
      `process CPU from /proc: ${(user + system).toFixed(0)} µs per request (user ${user.toFixed(0)}, system ${system.toFixed(0)}). ` +
        "V8's profiler samples the JS thread on a timer whether or not the kernel runs it: on a loaded machine a thread preempted inside a syscall (writev waking its reader) is sampled there, so syscalls look far larger below than in the system time here; `perf record -g` with node --perf-basic-prof counts CPU only.",
    );
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    console.log(summarise(profile, from, to, 30, r.requests.total));
  } finally {
    await platform.stop();
  }
}
