/**
 * The process guard of runService, in a real child process: an exception thrown outside any
 * handler and a rejection nobody handles are logged (with the service name, without the error's
 * other fields) and counted, and the process keeps answering HTTP and still stops cleanly.
 * Also createReadiness's critical / non-critical checks and httpProbe's answers.
 */
import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pino } from 'pino';
import { createReadiness, httpProbe, listen } from './service.ts';
import { jsonLines } from '../../../../test/helpers/output.ts';

const silent = pino({ level: 'silent' });

/**
 * Runs a fixture next to this file in its own Node process, collecting what it prints. `exited`
 * resolves once its output has been read to the end too ('close', not 'exit': a process can exit
 * before the pipes have delivered everything it wrote).
 */
function spawnFixture(fixture: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, fixture)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((r) => child.once('close', (code) => r(code)));
  return { child, exited, out: () => out, err: () => err };
}

describe('runService process guard', () => {
  it('logs and counts an uncaught exception and an unhandled rejection, and keeps serving', async () => {
    const { child, exited, out } = spawnFixture('service.fixture.ts', { PORT: '0', LOG_LEVEL: 'info' });
    try {
      await expect.poll(() => /listening (\d+)/.exec(out()), { timeout: 30_000 }).toBeTruthy();
      const base = `http://127.0.0.1:${/listening (\d+)/.exec(out())![1]}`;
      expect(await (await fetch(`${base}/`)).json()).toEqual({ uncaughtExceptions: 0, unhandledRejections: 0 });

      await fetch(`${base}/throw`);
      await fetch(`${base}/reject`);
      await fetch(`${base}/throw`);
      // Still the same process, still answering, and it counted all three.
      await expect
        .poll(async () => (await fetch(`${base}/`)).json(), { timeout: 5_000 })
        .toEqual({ uncaughtExceptions: 2, unhandledRejections: 1 });
      expect(child.exitCode).toBeNull();

      const logged = (msg: string) => jsonLines(out()).filter((l) => l.msg === msg);
      const UNCAUGHT = 'guard-fixture: uncaught exception (process kept serving)';
      const UNHANDLED = 'guard-fixture: unhandled rejection (process kept serving)';
      await expect.poll(() => [logged(UNCAUGHT).length, logged(UNHANDLED).length], { timeout: 5_000 }).toEqual([2, 1]);
      const [uncaught, unhandled] = [logged(UNCAUGHT), logged(UNHANDLED)];
      expect(uncaught[0]).toMatchObject({
        level: 'error',
        service: 'guard-fixture',
        fault: { type: 'Error', message: 'escaped from a timer' },
        count: 1,
      });
      expect(uncaught[0].fault.stack).toContain('service.fixture.ts');
      expect(uncaught[0].fault.stack).not.toContain('escaped from a timer');
      expect(unhandled[0]).toMatchObject({
        level: 'error',
        fault: { type: 'Error', message: 'nobody awaited this' },
        count: 1,
      });
    } finally {
      child.kill('SIGTERM');
    }
    // Signals still stop it cleanly after the faults.
    expect(await exited).toBe(0);
  });
});

describe('runService stop and the asynchronous log destination', () => {
  it('writes every line logged before a SIGTERM, then "stopped", and exits 0', async () => {
    const { child, exited, out } = spawnFixture('service.fixture.ts', { PORT: '0', LOG_LEVEL: 'info' });
    try {
      await expect.poll(() => /listening (\d+)/.exec(out()), { timeout: 30_000 }).toBeTruthy();
      const base = `http://127.0.0.1:${/listening (\d+)/.exec(out())![1]}`;
      // 20,000 lines (~4 MB) are logged in one turn; most are still buffered when the signal comes.
      expect((await fetch(`${base}/burst?n=20000`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    const lines = jsonLines(out());
    const burst = lines.filter((l) => l.msg === 'request' && l.route === '/burst');
    expect(burst.length).toBe(20_000);
    expect(new Set(burst.map((l) => l.requestId)).size).toBe(20_000);
    // In order, and the stop's own lines come after them.
    expect(burst.map((l) => l.durationMs)).toEqual(Array.from({ length: 20_000 }, (_, i) => i));
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
  });
});

describe('runServices: several services in one process', () => {
  const run = (env: NodeJS.ProcessEnv = {}) => spawnFixture('services.fixture.ts', { LOG_LEVEL: 'info', ...env });
  const portOf = (out: string, name: string) => Number(new RegExp(`${name} listening (\\d+)`).exec(out)?.[1]);

  it('gives each service its own logger and listener; an error escaping one is caught once for the process and the other keeps serving', async () => {
    const c = run();
    try {
      await expect
        .poll(() => portOf(c.out(), 'svc-a') > 0 && portOf(c.out(), 'svc-b') > 0, { timeout: 30_000 })
        .toBe(true);
      const [a, b] = [`http://127.0.0.1:${portOf(c.out(), 'svc-a')}`, `http://127.0.0.1:${portOf(c.out(), 'svc-b')}`];
      await fetch(`${a}/throw`);
      await expect
        .poll(async () => (await fetch(`${b}/`)).json(), { timeout: 5_000 })
        .toEqual({ name: 'svc-b', uncaughtExceptions: 1, unhandledRejections: 0 });
      expect(await (await fetch(`${a}/`)).json()).toEqual({
        name: 'svc-a',
        uncaughtExceptions: 1,
        unhandledRejections: 0,
      });
      // The log is written asynchronously: wait for the lines asserted, not for the answers above.
      const request = () => jsonLines(c.out()).find((l) => l.msg === 'request' && l.url === '/throw');
      await expect.poll(request, { timeout: 5_000 }).toMatchObject({ name: 'svc-a', service: 'svc-a' });
      await expect
        .poll(
          () =>
            jsonLines(c.out()).filter((l) => l.msg === 'pair-fixture: uncaught exception (process kept serving)')
              .length,
          { timeout: 5_000 },
        )
        .toBe(1);
      await expect
        .poll(() => jsonLines(c.out()).some((l) => l.msg === 'request' && l.service === 'svc-b'), { timeout: 5_000 })
        .toBe(true);
      const lines = jsonLines(c.out());
      expect(lines.filter((l) => l.msg === 'request' && l.service === 'svc-b').every((l) => l.url === '/')).toBe(true);
    } finally {
      c.child.kill('SIGTERM');
    }
    // one signal stops both
    expect(await c.exited).toBe(0);
    expect(c.out()).toContain('svc-a stopped');
    expect(c.out()).toContain('svc-b stopped');
  });

  it('stops the services that started when another fails to, and exits 1 naming the one that failed', async () => {
    const c = run({ FAIL_B: '1' });
    expect(await c.exited).toBe(1);
    expect(c.err()).toBe('svc-b: start failed: svc-b could not start\n');
    expect(c.out()).toContain('svc-a stopped');
  });
});

describe('runService configuration', () => {
  const run = (env: NodeJS.ProcessEnv) => spawnFixture('service.fixture.ts', { PORT: '0', ...env });

  it('refuses an unknown LOG_LEVEL with one line naming the variable, before any logger exists', async () => {
    const c = run({ LOG_LEVEL: 'verbose' });
    expect(await c.exited).toBe(1);
    expect(c.err()).toBe(
      'guard-fixture: invalid configuration: LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"\n',
    );
    expect(c.out()).toBe('');
  });

  it('warns about a variable one typo away from one the service reads, and starts anyway', async () => {
    const c = run({ LOG_LEVEL: 'info', ACCES_LOG: 'false' });
    try {
      // The warning is logged once the service has started, through the asynchronous logger: it
      // can arrive after "listening", so the test waits for the warning itself.
      const warned = () => jsonLines(c.out()).find((l) => l.variable === 'ACCES_LOG');
      await expect
        .poll(warned, { timeout: 30_000 })
        .toMatchObject({ level: 'warn', variable: 'ACCES_LOG', didYouMean: 'ACCESS_LOG' });
      // "listening" is written by another path (the fixture, synchronously): wait for it as well.
      await expect.poll(c.out, { timeout: 30_000 }).toMatch(/listening \d+/);
    } finally {
      c.child.kill('SIGTERM');
    }
    expect(await c.exited).toBe(0);
  });
});

describe('createReadiness', () => {
  it('is ready while only non-critical checks fail, lists them as degraded, and names every reason', async () => {
    const r = createReadiness(silent, 200);
    let storeUp = true;
    r.add({
      name: 'store',
      check: async () => {
        if (!storeUp) throw new Error('connection refused');
      },
    });
    r.add({
      name: 'billing',
      critical: false,
      check: async () => {
        throw new Error('unreachable (ECONNREFUSED)');
      },
    });
    r.add({ name: 'audit', critical: false, check: () => new Promise(() => {}) });
    expect(await r.evaluate()).toEqual({
      ready: true,
      checks: { store: 'ok', billing: 'unreachable (ECONNREFUSED)', audit: 'timed out after 200 ms' },
      degraded: ['billing', 'audit'],
    });
    storeUp = false;
    expect(await r.evaluate()).toMatchObject({
      ready: false,
      checks: { store: 'connection refused' },
      degraded: ['billing', 'audit'],
    });
  });
});

describe('httpProbe', () => {
  it('passes on a 2xx, names the status or the transport failure otherwise, and reuses an answer while it is fresh', async () => {
    let status = 200;
    let hits = 0;
    const server = createServer((_q, res) => {
      hits++;
      res.writeHead(status).end('{}');
    });
    const port = await listen(server, 0, '127.0.0.1');
    try {
      const fresh = httpProbe(`http://127.0.0.1:${port}/readyz`, { cacheMs: 60_000 });
      await fresh();
      await fresh();
      expect(hits).toBe(1);
      status = 503;
      const uncached = httpProbe(`http://127.0.0.1:${port}/readyz`, { cacheMs: 0 });
      await expect(uncached()).rejects.toThrow('/readyz answered 503');
    } finally {
      await new Promise((r) => server.close(r));
    }
    const down = httpProbe(`http://127.0.0.1:${port}/readyz`, { cacheMs: 0 });
    await expect(down()).rejects.toThrow(/^unreachable \(/);
  });
});
