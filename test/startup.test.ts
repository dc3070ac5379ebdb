/**
 * Start-up behaviour of a service process: a bad configuration value exits 1 with one line naming
 * the variable, a port in use is reported by number, and a database that is down at start keeps
 * /readyz false (reason logged) until it returns, without a restart.
 */
import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { startEmbeddedPostgres, migrate, MIGRATIONS_DIR } from '@svc/db';
import { SUBGRAPH_NAMES } from '@svc/core';
import { ROOT, START_ENTRY, SUBGRAPHS_ENTRY, builtCommand } from '../scripts/platform.ts';
import { freePort } from './helpers/platform-harness.ts';
import { databaseUrl, tempKeysDir } from './helpers/env.ts';

/**
 * Runs an entry as npm start does: its bundle in dist/ (test/global-setup.ts built it). `exited`
 * resolves once the output has been read to the end ('close': a process can exit before the pipes
 * have delivered all it wrote).
 */
function run(entry: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, builtCommand(entry), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '',
    stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((r) => child.once('close', (code) => r(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

/**
 * The nine subgraphs in one process, each on a free port (or the one `fixed` gives it), on the
 * run's database; `env` adds to or overrides that. The gRPC listeners of agents and billing get
 * free ports too: on their defaults they collide with a platform another worker runs there.
 */
async function runSubgraphs(env: NodeJS.ProcessEnv, fixed: Record<string, number> = {}) {
  const ports: Record<string, string> = {};
  for (const n of SUBGRAPH_NAMES) ports[`${n.toUpperCase()}_PORT`] = String(fixed[n] ?? (await freePort()));
  for (const v of ['AGENTS_GRPC_PORT', 'BILLING_GRPC_PORT']) ports[v] = String(await freePort());
  return run(SUBGRAPHS_ENTRY, { ...ports, DATABASE_URL: databaseUrl(), KEYS_DIR: tempKeysDir(), ...env });
}

describe('service start-up', () => {
  it.each([
    ['identity/src/main.ts', { IDENTITY_HTTP_PORT: 'eighty' }, 'IDENTITY_HTTP_PORT'],
    ['identity/src/main.ts', { DATABASE_URL: 'mysql://nope' }, 'DATABASE_URL'],
    ['gateway/src/main.ts', { JWKS_CACHE_SECONDS: '-5' }, 'JWKS_CACHE_SECONDS'],
    ['subgraphs/billing/src/main.ts', { BILLING_PORT: '70000' }, 'BILLING_PORT'],
  ])('%s exits 1 naming the bad variable %o', async (entry, env, name) => {
    const p = run(entry, { DATABASE_URL: databaseUrl(), KEYS_DIR: tempKeysDir(), ...env });
    expect(await p.exited).toBe(1);
    const lines = p.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });

  it('reports a port in use by number', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((r) =>
      blocker.listen(0, '127.0.0.1', () => r((blocker.address() as { port: number }).port)),
    );
    try {
      const p = run('subgraphs/billing/src/main.ts', { BILLING_PORT: String(port) });
      expect(await p.exited).toBe(1);
      expect(p.err()).toContain(`port ${port}`);
    } finally {
      blocker.close();
    }
  });

  it('single-process subgraphs: a port in use stops them all, exit 1 naming the subgraph and the port', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((r) =>
      blocker.listen(0, '127.0.0.1', () => r((blocker.address() as { port: number }).port)),
    );
    try {
      const p = await runSubgraphs({ LOG_LEVEL: 'warn' }, { billing: port });
      expect(await p.exited).toBe(1);
      expect(p.err().trim().split('\n')).toEqual([`subgraph-billing: port ${port} is already in use on 127.0.0.1`]);
    } finally {
      blocker.close();
    }
  });

  it('single-process subgraphs: a bad variable of one subgraph is one line naming it', async () => {
    for (let attempt = 1; ; attempt++) {
      const p = await runSubgraphs({ MEMORY_PORT: '70000' });
      expect(await p.exited).toBe(1);
      const lines = p.err().trim().split('\n');
      // Another process can take a free port before the subgraphs bind it: that is not this test's subject.
      if (attempt < 3 && lines.some((l) => /is already in use/.test(l))) continue;
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^subgraph-memory: invalid configuration: MEMORY_PORT/);
      return;
    }
  });

  it('npm start refuses an unknown SUBGRAPHS_MODE before starting anything', async () => {
    const p = run(START_ENTRY, { SUBGRAPHS_MODE: 'both', DATABASE_URL: databaseUrl() });
    expect(await p.exited).toBe(1);
    expect(p.err()).toContain('SUBGRAPHS_MODE must be single or separate, got "both"');
    expect(p.out()).not.toContain('started (pid');
  });

  it('keeps /readyz false while the database is down and recovers when it returns', async () => {
    const dbPort = await freePort();
    const httpPort = await freePort();
    const url = `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres?sslmode=disable`;
    const p = run('identity/src/main.ts', {
      DATABASE_URL: url,
      IDENTITY_HTTP_PORT: String(httpPort),
      IDENTITY_GRPC_PORT: String(await freePort()),
      KEYS_DIR: tempKeysDir(),
      REDIS_URL: '',
    });
    const base = `http://127.0.0.1:${httpPort}`;
    let db: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
    try {
      await expect
        .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 30_000 })
        .toBe(200);
      const notReady = await fetch(`${base}/readyz`);
      expect(notReady.status).toBe(503);
      expect((await notReady.json()).checks.database).not.toBe('ok');
      // The token endpoint answers temporarily_unavailable while the store is down.
      const t = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=a&client_secret=b',
      });
      expect(t.status).toBe(503);
      expect(await t.json()).toMatchObject({ error: 'temporarily_unavailable' });
      // Logged asynchronously when /readyz was evaluated: waited for, not assumed written by now.
      await expect.poll(() => p.out(), { timeout: 5_000 }).toContain('dependency not ready');

      db = await startEmbeddedPostgres({ port: dbPort });
      await migrate({ url: db.url, dir: MIGRATIONS_DIR });
      await expect
        .poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 30_000, interval: 500 })
        .toBe(200);
      expect(p.child.exitCode).toBeNull();
    } finally {
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      await db?.stop();
    }
  });
});
