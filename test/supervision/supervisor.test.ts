/**
 * The restart policy of `npm start` (scripts/platform.ts Supervisor) on real child processes: a
 * process that keeps exiting is restarted with a doubling delay and given up on after the limit,
 * with every exit logged; stop() ends supervision, so nothing is restarted during shutdown.
 */
import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_RESTART_POLICY, ROOT, restartDelayMs, Supervisor, type ProcessSpec } from '../../scripts/platform.ts';

const crashing: ProcessSpec = {
  name: 'crasher',
  entry: 'test/supervision/fixtures/exit-soon.mjs',
  readyUrl: 'http://127.0.0.1:1/readyz',
};

describe('restart backoff', () => {
  it('doubles from 0.5 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => restartDelayMs(n, DEFAULT_RESTART_POLICY))).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('Supervisor', () => {
  it('restarts a process that keeps exiting, then gives up and says so', async () => {
    const lines: string[] = [];
    const pids = new Set<number>();
    const gaveUp = new Promise<number>((resolve) => {
      new Supervisor(
        crashing,
        {},
        {
          log: (l) => lines.push(l),
          onSpawn: (c) => pids.add(c.child.pid!),
          onGiveUp: (_spec, failures) => resolve(failures),
        },
        { initialDelayMs: 10, maxDelayMs: 40, stableAfterMs: 60_000, maxRapidFailures: 3 },
        'ignore',
      );
    });
    expect(await gaveUp).toBe(4);
    // the first start and three restarts, each a new process
    expect(pids.size).toBe(4);
    expect(lines.filter((l) => l.startsWith('crasher exited unexpectedly (code 3)'))).toHaveLength(4);
    expect(lines.filter((l) => l.startsWith('restarting crasher in '))).toEqual([
      'restarting crasher in 10 ms (attempt 1)',
      'restarting crasher in 20 ms (attempt 2)',
      'restarting crasher in 40 ms (attempt 3)',
    ]);
    expect(lines.at(-1)).toMatch(/^crasher exited 4 times in a row, .*not restarting it again/);
  });

  it('does not restart what it was asked to stop, nor what onUnexpectedExit declines', async () => {
    const lines: string[] = [];
    const s = new Supervisor(
      crashing,
      {},
      { log: (l) => lines.push(l) },
      { initialDelayMs: 60_000, maxDelayMs: 60_000, stableAfterMs: 60_000, maxRapidFailures: 3 },
      'ignore',
    );
    // the first exit schedules a restart a minute away; stop() cancels it
    await expect.poll(() => lines.some((l) => l.startsWith('restarting crasher')), { timeout: 20_000 }).toBe(true);
    await s.stop();
    expect(s.restarts).toBe(0);

    const declined: string[] = [];
    let asked = 0;
    const d = new Supervisor(
      crashing,
      {},
      { log: (l) => declined.push(l), onUnexpectedExit: () => (asked++, false) },
      { initialDelayMs: 1, maxDelayMs: 1, stableAfterMs: 60_000, maxRapidFailures: 3 },
      'ignore',
    );
    // a child's start can take seconds on a loaded machine
    await expect.poll(() => asked, { timeout: 20_000 }).toBe(1);
    expect(declined.some((l) => l.startsWith('restarting'))).toBe(false);
    expect(d.alive).toBe(false);
    expect(d.restarts).toBe(0);
  });

  it('starts a gated process only once released, and its restarts at once', async () => {
    const spec: ProcessSpec = {
      name: 'gated',
      entry: 'test/supervision/fixtures/gated.mjs',
      readyUrl: 'http://127.0.0.1:1/readyz',
      nodeArgs: ['--import', 'tsx'],
      startGate: true,
    };
    const said: string[] = [];
    let gaveUp = false;
    const s = new Supervisor(
      spec,
      {},
      {
        log: () => {},
        onSpawn: (c) => c.child.stdout!.on('data', (d: Buffer) => said.push(...d.toString().trim().split('\n'))),
        onGiveUp: () => (gaveUp = true),
      },
      { initialDelayMs: 10, maxDelayMs: 10, stableAfterMs: 60_000, maxRapidFailures: 1 },
      'pipe',
    );
    await expect.poll(() => said, { timeout: 20_000 }).toEqual(['loaded']);
    await new Promise((r) => setTimeout(r, 300));
    expect(said).toEqual(['loaded']);
    s.release();
    // It starts, exits (code 3) and is restarted: the new process starts without another release.
    await expect.poll(() => gaveUp, { timeout: 20_000 }).toBe(true);
    expect(said).toEqual(['loaded', 'started', 'loaded', 'started']);
    await s.stop();
  });

  it('a gated process whose supervisor is gone does not start', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/supervision/fixtures/gated.mjs')], {
      cwd: ROOT,
      env: { ...process.env, SVC_START_GATE: 'stdin' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    await expect.poll(() => out, { timeout: 20_000 }).toContain('loaded');
    child.stdin.end();
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(4);
    expect(out).toContain('refused: stdin closed before the start signal');
    expect(out).not.toContain('started');
  });
});
