/**
 * The processes of the workers' shared platforms (platform-harness.ts sharedPlatform), listed so
 * that the run's global teardown (test/global-setup.ts) ends them: a worker stops its own when it
 * exits normally, but the test pool may end a worker with a signal, which runs no exit handler.
 * Each worker's list is named after the run's main process (its parent), so a run ends only its
 * own workers' processes, never those of another run on the machine.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DIR = join(tmpdir(), 'svc-platform-shared-pids');

/** Records the processes of this worker's shared platforms (the whole list, each time). */
export function recordSharedPids(pids: number[]): void {
  mkdirSync(DIR, { recursive: true, mode: 0o700 });
  writeFileSync(join(DIR, `${process.ppid}-${process.pid}.json`), JSON.stringify(pids));
}

/**
 * In the run's main process, after every test: ends the processes its workers listed that still run
 * a platform bundle (a recycled pid is left alone) and forgets the lists.
 */
export function stopSharedPlatforms(): void {
  if (!existsSync(DIR)) return;
  for (const f of readdirSync(DIR).filter((n) => n.startsWith(`${process.pid}-`))) {
    try {
      for (const pid of JSON.parse(readFileSync(join(DIR, f), 'utf8')) as number[])
        if (runsBundle(pid)) process.kill(pid, 'SIGTERM');
    } catch {
      // a list being written or already gone
    }
    rmSync(join(DIR, f), { force: true });
  }
}

function runsBundle(pid: number): boolean {
  try {
    return /\/dist\/[^\0]+\.mjs/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}
