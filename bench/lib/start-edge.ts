/**
 * Starts the processes a bench needs (identity plus the named subgraphs and the gateway) on free
 * ports, with a migrated and seeded database (DATABASE_URL, or an embedded PGlite), the same way
 * `npm start` does. Returns the ports, the dev credentials, the children and a stop function.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { SPEC_LIMITS, SUBGRAPH_NAMES } from '@svc/core';
import { createPrismaClient, migrate, MIGRATIONS_DIR, startEmbeddedPostgres } from '@svc/db';
import { FileKeyProvider, seedDevTenant, type DevCredentials } from '@svc/identity';
import { processSpecs, spawnService, stopChildren, topologyEnv, waitReady, type Ports, type RunningChild } from '../../scripts/platform.ts';

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

export interface Edge { ports: Ports; creds: DevCredentials; children: RunningChild[]; api: string; auth: string; stop(): Promise<void>; token(scope?: string): Promise<string> }

export async function startEdge(opts: { subgraphs: string[]; env?: NodeJS.ProcessEnv }): Promise<Edge> {
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ port: 0 });
    databaseUrl = embedded.url;
  }
  await migrate({ url: databaseUrl, dir: MIGRATIONS_DIR });
  const keysDir = mkdtempSync(join(tmpdir(), 'bench-keys-'));
  const prisma = createPrismaClient({ url: databaseUrl, poolMax: 2 });
  const creds = await seedDevTenant({ prisma, keys: new FileKeyProvider({ dir: keysDir, publishAheadSeconds: 300, maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds }), credentialsFile: join(keysDir, 'credentials.json') });
  await prisma.$disconnect();
  const subgraphs: Record<string, number> = {};
  for (const n of SUBGRAPH_NAMES) subgraphs[n] = await freePort();
  const ports: Ports = { gatewayApi: await freePort(), gatewayAuth: await freePort(), identityHttp: await freePort(), identityGrpc: await freePort(), subgraphs };
  const env: NodeJS.ProcessEnv = { ...topologyEnv(ports), DATABASE_URL: databaseUrl, KEYS_DIR: keysDir, LOG_LEVEL: 'warn', RATE_LIMIT_ENTERPRISE_PER_MINUTE: '100000000', ...opts.env };
  const specs = processSpecs(ports);
  const children: RunningChild[] = [];
  const launch = (s: (typeof specs)['identity']) => {
    const c = spawnService(s, env, 'inherit');
    children.push(c);
  };
  launch(specs.identity);
  await waitReady(specs.identity.readyUrl, 60_000, () => true);
  const rest = specs.rest.filter((s) => s.name === 'gateway' || opts.subgraphs.includes(s.name));
  rest.forEach(launch);
  await Promise.all(rest.map((s) => waitReady(s.readyUrl, 60_000, () => true)));
  const auth = `http://127.0.0.1:${ports.gatewayAuth}`;
  return {
    ports, creds, children, auth,
    api: `http://127.0.0.1:${ports.gatewayApi}`,
    async token(scope?: string) {
      const r = await fetch(`${auth}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${creds.oauthClient.clientId}:${creds.oauthClient.clientSecret}`).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }),
      });
      return ((await r.json()) as { access_token: string }).access_token;
    },
    async stop() {
      await stopChildren(children);
      await embedded?.stop();
    },
  };
}
