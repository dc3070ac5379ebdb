/**
 * Start-to-ready and idle memory of the whole platform, as `npm start` runs it, in each mode.
 *   npx tsx bench/startup.ts [runs=3] [idleSeconds=10] [--modes=single,separate] [--compare]
 * With DATABASE_URL set it measures against that PostgreSQL; otherwise the embedded PGlite
 * (data kept in .dev/pgdata, so runs after the first are warm starts). Each run is `npm start`'s
 * own command (package.json), build check included; dist/ is built before the first run (and, on
 * the embedded default, one unmeasured start creates .dev/pgdata when missing), so every run is a
 * warm start. Prints each run and the median; memory is the summed
 * RSS of the orchestrator and its children after the idle wait, with each process's share.
 *
 * The modes alternate run by run, so a change in the machine's load falls on both alike:
 * `single` is npm start's default (SUBGRAPHS_MODE=single, the nine subgraphs in one process),
 * `separate` one process per subgraph (SUBGRAPHS_MODE=separate), `tsx` one process each with
 * every process compiled from TypeScript by the tsx loader (PLATFORM_RUN_TS=true, the way before
 * issue 18; one unmeasured tsx start first warms its cache). --compare is --modes=single,separate,tsx.
 * Prints each mode's median and the ratio of every other mode to the first, and whether the first
 * meets the targets (issue 28: warm start ready ≤ 5 s, ≤ 800 MiB resident at idle).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../scripts/build.ts';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
type Mode = 'single' | 'separate' | 'tsx';
const modesArg = process.argv.find((a) => a.startsWith('--modes='))?.slice('--modes='.length);
const modes = (process.argv.includes('--compare') ? 'single,separate,tsx' : (modesArg ?? 'single,separate')).split(
  ',',
) as Mode[];
for (const m of modes)
  if (!['single', 'separate', 'tsx'].includes(m)) throw new Error(`--modes: ${m} is not single, separate or tsx`);
const runs = Number(args[0] ?? 3);
const idleSeconds = Number(args[1] ?? 10);

/**
 * Each process of the tree under rootPid: [label (the script or bundle it runs), resident bytes,
 * CPU seconds it used plus those of its children that exited (the supervisor's seed and registry
 * seed), CPU seconds of those exited children alone].
 */
function treeOf(rootPid: number): [string, number, number, number][] {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, i = 0; p > 1 && i < 50; p = parent.get(p) ?? 0, i++) if (p === rootPid) return true;
    return false;
  };
  const out: [string, number, number, number][] = [];
  for (const pid of parent.keys()) {
    if (!inTree(pid)) continue;
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const script = argv.find((a) => /\.(m?js|ts)$/.test(a)) ?? argv[0];
      const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const stat = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime (fields 14–17), in clock ticks of 1/100 s
      const cpu = [11, 12, 13, 14].reduce((sum, i) => sum + Number(stat[i]), 0) / 100;
      const exited = (Number(stat[13]) + Number(stat[14])) / 100;
      if (m) out.push([script.replace(`${ROOT}/`, ''), Number(m[1]) * 1024, cpu, exited]);
    } catch {}
  }
  return out.sort((a, b) => b[1] - a[1]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results: Record<Mode, { readyMs: number; cpuS: number; rssMiB: number; stopMs: number }[]> = {
  single: [],
  separate: [],
  tsx: [],
};
const MiB = (b: number) => (b / 1048576).toFixed(0);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

await ensureBuilt({ log: (l) => console.log(`[build] ${l}`) });
const START_SCRIPT = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } })
  .scripts.start;

async function run(mode: Mode, label: string, record = true) {
  const t0 = performance.now();
  const loadBefore = load();
  // single, separate: exactly `npm start` (its build check included), in a process group of its own
  // so SIGTERM reaches it as Ctrl-C would; tsx: scripts/start.ts through the loader, as before.
  const [cmd, argv] =
    mode === 'tsx'
      ? [process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')]]
      : ['sh', ['-c', START_SCRIPT]];
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    PLATFORM_RUN_TS: mode === 'tsx' ? 'true' : 'false',
    SUBGRAPHS_MODE: mode === 'single' ? 'single' : 'separate',
  };
  const child = spawn(cmd, argv, { cwd: ROOT, detached: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const readyMs = await new Promise<number>((resolve, reject) => {
    const t = setInterval(() => {
      if (out.includes('Platform ready')) {
        clearInterval(t);
        resolve(performance.now() - t0);
      }
      if (child.exitCode !== null) {
        clearInterval(t);
        reject(new Error(`start exited:\n${out}`));
      }
    }, 20);
  });
  // CPU time to ready, summed over the processes: what the start costs whatever else the machine does.
  const atReady = treeOf(child.pid!);
  const cpuS = atReady.reduce((sum, [, , c]) => sum + c, 0);
  // The whole tree's RSS every 5 s of the idle wait: V8 gives back young-generation and code space
  // some seconds after a process stops allocating, so the figure depends on when it is read.
  const curve: string[] = [];
  for (let waited = 0; waited < idleSeconds; ) {
    const step = Math.min(5, idleSeconds - waited);
    await new Promise((r) => setTimeout(r, step * 1000));
    waited += step;
    curve.push(`${waited}s ${MiB(treeOf(child.pid!).reduce((sum, [, b]) => sum + b, 0))}`);
  }
  const procs = treeOf(child.pid!);
  const rss = procs.reduce((sum, [, b]) => sum + b, 0);
  const s0 = performance.now();
  process.kill(-child.pid!, 'SIGTERM');
  // Stopped when no process of its group is left (the shell of `npm start` exits first).
  const gone = () => {
    try {
      process.kill(-child.pid!, 0);
      return false;
    } catch {
      return true;
    }
  };
  while (!gone()) await new Promise((r) => setTimeout(r, 10));
  const stopMs = performance.now() - s0;
  if (record) results[mode].push({ readyMs, cpuS, rssMiB: rss / 1048576, stopMs });
  console.log(
    `${label} (${mode}): ready in ${readyMs.toFixed(0)} ms (${cpuS.toFixed(1)} CPU s), idle RSS ${MiB(rss)} MiB in ${procs.length} processes after ${idleSeconds}s, stopped in ${stopMs.toFixed(0)} ms (load ${loadBefore})`,
  );
  console.log(`  ${/Platform ready in \d+ ms[^\n]*/.exec(out)?.[0] ?? ''}`);
  console.log(`  RSS of the whole platform after ready: ${curve.join(', ')} (MiB)`);
  const short = (name: string) => name.replace(/^dist\//, '').replace(/\/src\/main\.ts$/, '');
  console.log(
    `  MiB at idle: ${procs
      .filter(([, b]) => b > 0)
      .map(([name, b]) => `${short(name)} ${MiB(b)}`)
      .join(', ')}`,
  );
  console.log(
    `  CPU s to ready: ${atReady
      .filter(([, , c]) => c > 0)
      .sort((a, b) => b[2] - a[2])
      .map(
        ([name, , c, exited]) =>
          `${short(name)} ${c.toFixed(2)}${exited >= 0.01 ? ` (${exited.toFixed(2)} of it in one-shot children)` : ''}`,
      )
      .join(', ')}`,
  );
}

if (modes.includes('tsx')) await run('tsx', 'warm-up', false);
// The first start on an empty embedded database creates it (migrations, seed): not a warm start.
const pgdata = join(process.env.DEV_DIR || join(ROOT, '.dev'), 'pgdata');
if (!process.env.DATABASE_URL && !existsSync(pgdata)) await run(modes[0], 'creating the embedded database', false);
for (let i = 0; i < runs; i++) for (const mode of modes) await run(mode, `run ${i + 1}`);
const where = `${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${process.env.REDIS_URL ? 'Redis' : 'in-process store'}`;
const summary = (mode: Mode) => {
  const r = results[mode];
  return {
    readyMs: median(r.map((x) => x.readyMs)),
    cpuS: median(r.map((x) => x.cpuS)),
    rssMiB: median(r.map((x) => x.rssMiB)),
    stopMs: median(r.map((x) => x.stopMs)),
  };
};
for (const mode of modes) {
  const m = summary(mode);
  console.log(
    `median (${mode}): ready ${m.readyMs.toFixed(0)} ms (${m.cpuS.toFixed(1)} CPU s), idle RSS ${m.rssMiB.toFixed(0)} MiB, stop ${m.stopMs.toFixed(0)} ms (${where})`,
  );
}
const first = summary(modes[0]);
for (const mode of modes.slice(1)) {
  const m = summary(mode);
  console.log(
    `${mode} ÷ ${modes[0]}: ready ${(m.readyMs / first.readyMs).toFixed(2)}×, CPU to ready ${(m.cpuS / first.cpuS).toFixed(2)}×, idle RSS ${(m.rssMiB / first.rssMiB).toFixed(2)}×`,
  );
}
const TARGET = { readyMs: 5_000, rssMiB: 800 };
console.log(
  `${modes[0]} against the targets: ready ${first.readyMs.toFixed(0)} / ${TARGET.readyMs} ms = ${(first.readyMs / TARGET.readyMs).toFixed(2)} (${first.readyMs <= TARGET.readyMs ? 'met' : 'NOT met'}), idle RSS ${first.rssMiB.toFixed(0)} / ${TARGET.rssMiB} MiB = ${(first.rssMiB / TARGET.rssMiB).toFixed(2)} (${first.rssMiB <= TARGET.rssMiB ? 'met' : 'NOT met'})`,
);
console.log(`load average at the end: ${load()}`);
