/**
 * `npm start` (scripts/start.ts, run as npm runs it, on free ports, against the run's database)
 * supervises its processes, in both subgraphs modes: a subgraph's process killed with SIGKILL (in
 * single mode the one process hosting all nine) is logged, restarted after the backoff on the same
 * ports, and the gateway's readiness recovers, while the rest keeps serving; Ctrl-C (SIGINT) then
 * stops every process and exits 0 without restarting anything. The gateway it spawns on the last
 * start's credentials while the seed runs is started again when the seed changes them. With
 * INFERENCE_PROVIDERS unset it hosts
 * the development provider itself and the inference subgraph serves its models; it hosts the
 * console's server too.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, START_ENTRY, builtCommand, topologyEnv } from '../../scripts/platform.ts';
import { freePort, freePorts, sharedDevDir } from '../helpers/platform-harness.ts';
import { databaseUrl, redisUrl } from '../helpers/env.ts';

let start: ChildProcess | undefined;
afterAll(() => {
  if (start && start.exitCode === null) start.kill('SIGKILL');
});

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.each([
  // mode, processes npm start runs (identity, subgraphs, registry, gateway), the process that serves billing
  ['single', 4, 'subgraphs'],
  ['separate', 12, 'billing'],
] as const)('npm start, SUBGRAPHS_MODE=%s', (mode, processes, billingProcess) => {
  it('restarts a killed subgraph process, readiness recovers, and Ctrl-C stops everything with no restart', async () => {
    const ports = await freePorts();
    const consolePort = await freePort();
    const { dir } = await sharedDevDir();
    // npm start spawns the gateway on the last start's credentials while the seed runs. In single
    // mode the file is made stale (scopes the seed does not give): the gateway is started again on
    // the seed's; in separate mode the seed's match and the first gateway serves.
    if (mode === 'single') {
      const file = join(dir, 'credentials.json');
      const stale = JSON.parse(readFileSync(file, 'utf8'));
      stale.publicClient.scopes = ['svc:stale:scope'];
      writeFileSync(file, JSON.stringify(stale));
    }
    // `npm start` checks the build, then runs the built scripts/start.ts; the same bundle here
    // (test/global-setup.ts built it), so signals reach it itself rather than npm's shell.
    start = spawn(process.execPath, builtCommand(START_ENTRY), {
      cwd: ROOT,
      env: {
        ...process.env,
        ...topologyEnv(ports),
        DATABASE_URL: databaseUrl(),
        REDIS_URL: redisUrl() ?? '',
        DEV_DIR: dir,
        KEYS_DIR: dir,
        LOG_LEVEL: 'warn',
        SUBGRAPHS_MODE: mode,
        INFERENCE_PROVIDERS: '',
        // the console on a free port too (its default, 3000, may be another run's)
        CONSOLE_PORT: String(consolePort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    start.stdout!.on('data', (d) => (out += d));
    start.stderr!.on('data', (d) => (out += d));
    // 'close', not 'exit': what it printed while stopping is read to the end before it is asserted.
    const exited = new Promise<number | null>((r) => start!.once('close', (code) => r(code)));
    const startLines = () =>
      [...out.matchAll(/^\[start\] (\S+) started \(pid (\d+)\)$/gm)].map((m) => ({ name: m[1], pid: Number(m[2]) }));
    const readyz = async () =>
      (await (await fetch(`http://127.0.0.1:${ports.gatewayApi}/readyz`)).json()) as {
        ready: boolean;
        degraded: string[];
        checks: Record<string, string>;
      };

    const deadline = Date.now() + 360_000;
    while (!out.includes('Platform ready in')) {
      if (start.exitCode !== null || Date.now() > deadline)
        throw new Error(`npm start did not get ready:\n${out.slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const replaced = out.includes('the seed replaced the credentials the gateway was started with');
    expect(replaced).toBe(mode === 'single');
    expect(startLines()).toHaveLength(processes + (replaced ? 1 : 0));
    expect(startLines().filter((l) => l.name === 'gateway')).toHaveLength(replaced ? 2 : 1);
    // npm start runs the schema registry and the gateway reads its supergraph from it.
    expect(startLines().map((l) => l.name)).toContain('registry');
    // …and the console's operations are its trusted documents there (its OAuth client's name).
    expect(out).toMatch(/console documents: \d+ added, [1-9]\d* trusted for cli_dev_spa/);
    // No INFERENCE_PROVIDERS: npm start runs the development provider in its own (npm start's) process and
    // configures it; no process of its own is started for it, nor for the console.
    expect(startLines().map((l) => l.name)).not.toContain('dev-provider');
    expect(startLines().map((l) => l.name)).not.toContain('console');
    // The console's server answers with the platform's public origins and the seeded public client.
    expect(await (await fetch(`http://127.0.0.1:${consolePort}/config.json`)).json()).toMatchObject({
      authUrl: `http://localhost:${ports.gatewayAuth}`,
      apiUrl: `http://localhost:${ports.gatewayApi}`,
      clientId: 'cli_dev_spa',
    });
    expect(out).toContain('INFERENCE_PROVIDERS unset: inference uses the built-in development provider local-dev');
    const models = await (
      await fetch(`http://127.0.0.1:${ports.subgraphs.inference}/v1/models`, {
        headers: { 'svc-user-id': 'usr_x', 'svc-org-id': 'org_x', 'svc-workspace-id': 'ws_x' },
      })
    ).json();
    expect(models.data.map((m: { id: string }) => m.id)).toEqual(['local-dev/echo-1', 'local-dev/embed-1']);
    expect(out).toContain(mode === 'single' ? 'subgraphs in one process' : 'subgraphs one process each');
    // Bad input to the servers it hosts is refused without stopping it: a broken request line and
    // a body that is not JSON (the provider's own tests cover the rest of its refusals).
    await new Promise<void>((resolve) => {
      const sock = connect(consolePort, '127.0.0.1', () => sock.end('NOT HTTP\r\n\r\n'));
      sock.on('error', () => resolve());
      sock.on('close', () => resolve());
    });
    const chat = `http://127.0.0.1:${ports.devProvider}/v1/chat/completions`;
    const post = (body: string) =>
      fetch(chat, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post('{"model":')).status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${consolePort}/config.json`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${ports.devProvider}/v1/models`)).status).toBe(200);
    const billing = startLines().find((l) => l.name === billingProcess)!;

    process.kill(billing.pid, 'SIGKILL');
    await expect
      .poll(() => startLines().filter((l) => l.name === billingProcess).length, { timeout: 30_000, interval: 200 })
      .toBe(2);
    expect(out).toMatch(new RegExp(`${billingProcess} exited unexpectedly \\(SIGKILL\\)`));
    expect(out).toContain(`restarting ${billingProcess} in 500 ms (attempt 1)`);
    const restarted = startLines().filter((l) => l.name === billingProcess)[1];
    expect(restarted.pid).not.toBe(billing.pid);
    expect(isRunning(billing.pid)).toBe(false);

    // the new billing process serves on the same port through the same gateway, whose readiness
    // names it ok again
    const plans = async () =>
      (
        await fetch(`http://127.0.0.1:${ports.gatewayApi}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ publicPlans { code } }' }),
        })
      ).json();
    await expect
      .poll(plans, { timeout: 60_000, interval: 500 })
      .toEqual({ data: { publicPlans: [{ code: 'FREE' }, { code: 'PRO' }, { code: 'ENTERPRISE' }] } });
    await expect
      .poll(readyz, { timeout: 30_000, interval: 500 })
      .toMatchObject({ ready: true, degraded: [], checks: { 'subgraph:billing': 'ok' } });
    // nothing else was restarted
    expect(startLines()).toHaveLength(processes + (replaced ? 1 : 0) + 1);

    const before = out.length;
    start.kill('SIGINT');
    expect(await exited).toBe(0);
    const afterStop = out.slice(before);
    expect(afterStop).toContain('[start] stopped');
    expect(afterStop).not.toMatch(/restarting|started \(pid/);
    const pids = startLines().map((l) => l.pid);
    expect(pids.filter(isRunning)).toEqual([]);
    // The servers it hosted stopped with it.
    await expect(fetch(`http://127.0.0.1:${consolePort}/config.json`)).rejects.toThrow();
  }, 480_000);
});
