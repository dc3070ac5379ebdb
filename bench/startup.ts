/**
 * Start-to-ready and idle memory of the whole platform, as `npm start` runs it.
 *   npx tsx bench/startup.ts [runs=3] [idleSeconds=10]
 * With DATABASE_URL set it measures against that PostgreSQL; otherwise the embedded PGlite
 * (data kept in .dev/pgdata, so runs after the first are warm starts). Prints each run and the
 * median; memory is the summed RSS of the orchestrator and its children after the idle wait.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 3);
const idleSeconds = Number(process.argv[3] ?? 10);

function rssOfTree(rootPid: number): number {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const inTree = (pid: number): boolean => { for (let p = pid, i = 0; p > 1 && i < 50; p = parent.get(p) ?? 0, i++) if (p === rootPid) return true; return false; };
  let sum = 0;
  for (const pid of parent.keys()) {
    if (!inTree(pid)) continue;
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (m) sum += Number(m[1]) * 1024;
  }
  return sum;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results: { readyMs: number; rssMiB: number; stopMs: number }[] = [];

for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const readyMs = await new Promise<number>((resolve, reject) => {
    const t = setInterval(() => {
      if (out.includes('Platform ready')) { clearInterval(t); resolve(performance.now() - t0); }
      if (child.exitCode !== null) { clearInterval(t); reject(new Error(`start exited:\n${out}`)); }
    }, 20);
  });
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const rss = rssOfTree(child.pid!);
  const s0 = performance.now();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const stopMs = performance.now() - s0;
  results.push({ readyMs, rssMiB: rss / 1048576, stopMs });
  console.log(`run ${i + 1}: ready in ${readyMs.toFixed(0)} ms, idle RSS ${(rss / 1048576).toFixed(0)} MiB after ${idleSeconds}s, stopped in ${stopMs.toFixed(0)} ms (exit ${child.exitCode})`);
}
console.log(`median: ready ${median(results.map((r) => r.readyMs)).toFixed(0)} ms, idle RSS ${median(results.map((r) => r.rssMiB)).toFixed(0)} MiB, stop ${median(results.map((r) => r.stopMs)).toFixed(0)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${process.env.REDIS_URL ? 'Redis' : 'in-process store'})`);
