/**
 * Runs the real platform processes (the same spawn path as `npm start`) on free loopback ports
 * against the run's database, for end-to-end tests. Collects each process's output so tests can
 * assert on logs.
 */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { SPEC_LIMITS, SUBGRAPH_NAMES } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider, seedDevTenant, type DevCredentials } from '@svc/identity';
import { processSpecs, spawnService, stopChildren, topologyEnv, waitReady, type Ports, type RunningChild } from '../../scripts/platform.ts';
import { databaseUrl, redisUrl } from './env.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

export async function freePorts(): Promise<Ports> {
  const subgraphs: Record<string, number> = {};
  for (const n of SUBGRAPH_NAMES) subgraphs[n] = await freePort();
  return { gatewayApi: await freePort(), gatewayAuth: await freePort(), identityHttp: await freePort(), identityGrpc: await freePort(), subgraphs };
}

export interface Platform {
  ports: Ports;
  creds: DevCredentials;
  children: RunningChild[];
  output: Map<string, string>;
  api: string;
  auth: string;
  stop(): Promise<void>;
}

export async function startPlatform(extraEnv: NodeJS.ProcessEnv = {}): Promise<Platform> {
  const ports = await freePorts();
  const keysDir = mkdtempSync(join(tmpdir(), 'svc-platform-keys-'));
  const prisma = createPrismaClient({ url: databaseUrl(), poolMax: 2 });
  const keys = new FileKeyProvider({ dir: keysDir, publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds, maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds });
  const creds = await seedDevTenant({ prisma, keys, credentialsFile: join(keysDir, 'credentials.json') });
  await prisma.$disconnect();
  const env: NodeJS.ProcessEnv = { ...topologyEnv(ports), DATABASE_URL: databaseUrl(), KEYS_DIR: keysDir, LOG_LEVEL: 'info', ...extraEnv };
  const r = redisUrl();
  if (r) env.REDIS_URL = r;
  else delete env.REDIS_URL;
  const specs = processSpecs(ports);
  const children: RunningChild[] = [];
  const output = new Map<string, string>();
  const launch = (s: (typeof specs)['identity']) => {
    const c = spawnService(s, env, 'pipe');
    output.set(s.name, '');
    const add = (d: Buffer) => output.set(s.name, output.get(s.name) + d.toString());
    c.child.stdout?.on('data', add);
    c.child.stderr?.on('data', add);
    children.push(c);
    return c;
  };
  try {
    const id = launch(specs.identity);
    await waitReady(specs.identity.readyUrl, 60_000, () => id.child.exitCode === null);
    const rest = specs.rest.map(launch);
    await Promise.all(specs.rest.map((s, i) => waitReady(s.readyUrl, 60_000, () => rest[i].child.exitCode === null)));
  } catch (e) {
    await stopChildren(children);
    throw new Error(`${(e as Error).message}\n${[...output].map(([k, v]) => `--- ${k}\n${v.slice(-2000)}`).join('\n')}`);
  }
  return {
    ports, creds, children, output,
    api: `http://127.0.0.1:${ports.gatewayApi}`,
    auth: `http://localhost:${ports.gatewayAuth}`,
    stop: () => stopChildren(children),
  };
}
