/**
 * A service's `prepare` runs while its process waits to be released (SVC_START_GATE=stdin), and
 * its result reaches `start`; a prepare that fails is logged and the start runs without it.
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { START_GATE_VARIABLE, START_LINE } from './start-gate.ts';

function gatedFixture(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'prepare.fixture.ts')], {
    env: { ...process.env, LOG_LEVEL: 'info', [START_GATE_VARIABLE]: 'stdin', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return { child, out: () => out };
}

describe('runService prepare', () => {
  it('prepares before the release and hands the result to start', async () => {
    const { child, out } = gatedFixture({});
    try {
      await expect.poll(out, { timeout: 20_000 }).toContain('prepared\n');
      // Still held back: nothing started.
      await new Promise((r) => setTimeout(r, 300));
      expect(out()).not.toContain('started');
      child.stdin.write(START_LINE);
      await expect.poll(out, { timeout: 20_000 }).toContain('started built-before-the-start\n');
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);

  it('starts without the preparation when it fails, saying so', async () => {
    const { child, out } = gatedFixture({ PREPARE_FAILS: '1' });
    try {
      child.stdin.write(START_LINE);
      await expect.poll(out, { timeout: 20_000 }).toContain('started without-preparation\n');
      expect(out()).toContain('preparing before the start failed');
      expect(out()).toContain('the cache is unreadable');
      expect(out()).not.toContain('prepared\n');
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);
});
