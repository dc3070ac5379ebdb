/**
 * Start-to-ready and idle memory of the whole platform, as `npm start` runs it.
 *   npx tsx bench/startup.ts [runs=3] [idleSeconds=10] [--compare]
 * With DATABASE_URL set it measures against that PostgreSQL; otherwise the embedded PGlite
 * (data kept in .dev/pgdata, so runs after the first are warm starts). Each run is `npm start`'s
 * own command (package.json), build check included; dist/ is built before the first run, so every
 * run is a warm start. Prints each run and the median; memory is the summed
 * RSS of the orchestrator and its children after the idle wait, with each process's share.
 *
 * --compare alternates each run with one that runs every process from TypeScript through the tsx
 * loader (PLATFORM_RUN_TS=true, the way before issue 18), after one unmeasured tsx start to warm
 * tsx's cache, and prints both medians and their ratio.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../scripts/build.ts';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const compare = process.argv.includes('--compare');
const runs = Number(args[0] ?? 3);
const idleSeconds = Number(args[1] ?? 10);

/**
 * Each process of the tree under rootPid: [label (the script or bundle it runs), resident bytes,
 * CPU seconds it used plus those of its children that exited, e.g. the seed].
 */
function treeOf(rootPid: number): [string, number, number][] {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const inTree = (pid: number): boolean => { for (let p = pid, i = 0; p > 1 && i < 50; p = parent.get(p) ?? 0, i++) if (p === rootPid) return true; return false; };
  const out: [string, number, number][] = [];
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
      if (m) out.push([script.replace(`${ROOT}/`, ''), Number(m[1]) * 1024, cpu]);
    } catch {}
  }
  return out.sort((a, b) => b[1] - a[1]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
type Mode = 'built' | 'tsx';
const results: Record<Mode, { readyMs: number; cpuS: number; rssMiB: number; stopMs: number }[]> = { built: [], tsx: [] };
const MiB = (b: number) => (b / 1048576).toFixed(0);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

await ensureBuilt({ log: (l) => console.log(`[build] ${l}`) });
const START_SCRIPT = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;

async function run(mode: Mode, label: string, record = true) {
  const t0 = performance.now();
  const loadBefore = load();
  // built: exactly `npm start` (its build check included), in a process group of its own so
  // SIGTERM reaches it as Ctrl-C would; tsx: scripts/start.ts through the loader, as before.
  const [cmd, argv] = mode === 'built' ? ['sh', ['-c', START_SCRIPT]] : [process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')]];
  const child = spawn(cmd, argv, { cwd: ROOT, detached: true, env: { ...process.env, LOG_LEVEL: 'warn', PLATFORM_RUN_TS: mode === 'tsx' ? 'true' : 'false' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const readyMs = await new Promise<number>((resolve, reject) => {
    const t = setInterval(() => {
      if (out.includes('Platform ready')) { clearInterval(t); resolve(performance.now() - t0); }
      if (child.exitCode !== null) { clearInterval(t); reject(new Error(`start exited:\n${out}`)); }
    }, 20);
  });
  // CPU time to ready, summed over the processes: what the start costs whatever else the machine does.
  const cpuS = treeOf(child.pid!).reduce((sum, [, , c]) => sum + c, 0);
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const procs = treeOf(child.pid!);
  const rss = procs.reduce((sum, [, b]) => sum + b, 0);
  const s0 = performance.now();
  process.kill(-child.pid!, 'SIGTERM');
  // Stopped when no process of its group is left (the shell of `npm start` exits first).
  const gone = () => { try { process.kill(-child.pid!, 0); return false; } catch { return true; } };
  while (!gone()) await new Promise((r) => setTimeout(r, 10));
  const stopMs = performance.now() - s0;
  if (record) results[mode].push({ readyMs, cpuS, rssMiB: rss / 1048576, stopMs });
  console.log(`${label} (${mode}): ready in ${readyMs.toFixed(0)} ms (${cpuS.toFixed(1)} CPU s), idle RSS ${MiB(rss)} MiB in ${procs.length} processes after ${idleSeconds}s, stopped in ${stopMs.toFixed(0)} ms (load ${loadBefore})`);
  console.log(`  ${/Platform ready in \d+ ms[^\n]*/.exec(out)?.[0] ?? ''}`);
  console.log(`  ${procs.filter(([, b]) => b > 0).map(([name, b]) => `${name.replace(/^dist\//, '').replace(/\/src\/main\.ts$/, '')} ${MiB(b)}`).join(', ')}`);
}

if (compare) await run('tsx', 'warm-up', false);
for (let i = 0; i < runs; i++) {
  if (compare) await run('tsx', `run ${i + 1}`);
  await run('built', `run ${i + 1}`);
}
const where = `${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${process.env.REDIS_URL ? 'Redis' : 'in-process store'}`;
const summary = (mode: Mode) => {
  const r = results[mode];
  return { readyMs: median(r.map((x) => x.readyMs)), cpuS: median(r.map((x) => x.cpuS)), rssMiB: median(r.map((x) => x.rssMiB)), stopMs: median(r.map((x) => x.stopMs)) };
};
for (const mode of ['tsx', 'built'] as Mode[]) {
  if (!results[mode].length) continue;
  const m = summary(mode);
  console.log(`median (${mode}): ready ${m.readyMs.toFixed(0)} ms (${m.cpuS.toFixed(1)} CPU s), idle RSS ${m.rssMiB.toFixed(0)} MiB, stop ${m.stopMs.toFixed(0)} ms (${where})`);
}
if (compare) {
  const [t, b] = [summary('tsx'), summary('built')];
  console.log(`tsx ÷ built: ready ${(t.readyMs / b.readyMs).toFixed(2)}×, CPU to ready ${(t.cpuS / b.cpuS).toFixed(2)}×, idle RSS ${(t.rssMiB / b.rssMiB).toFixed(2)}×`);
}
console.log(`load average at the end: ${load()}`);
