/**
 * `npm start`: the whole platform on one machine. With DATABASE_URL unset it starts an embedded
 * PostgreSQL (PGlite over the wire protocol, data in .dev/pgdata); with REDIS_URL unset every
 * process uses its in-process store. It applies migrations, seeds the development tenant,
 * starts identity, the nine subgraphs and the gateway, waits until every /readyz answers, and
 * prints the credentials (also written to .dev/credentials.json). Ctrl-C or SIGTERM stops all.
 */
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { startEmbeddedPostgres, migrate, MIGRATIONS_DIR, createPrismaClient, type EmbeddedPostgres } from '@svc/db';
import { FileKeyProvider, seedDevTenant } from '@svc/identity';
import { SPEC_LIMITS } from '@svc/core';
import { ROOT, defaultPorts, processSpecs, spawnService, stopChildren, topologyEnv, waitReady, rssBytes, type RunningChild } from './platform.ts';

const t0 = performance.now();
const devDir = join(ROOT, '.dev');
mkdirSync(devDir, { recursive: true });
const log = (m: string) => process.stdout.write(`[start] ${m}\n`);

let embedded: EmbeddedPostgres | null = null;
const children: RunningChild[] = [];
let shuttingDown = false;

async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('stopping…');
  await stopChildren(children);
  await embedded?.stop().catch(() => {});
  log('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    embedded = await startEmbeddedPostgres({ dataDir: join(devDir, 'pgdata'), port });
    databaseUrl = embedded.url;
    log(`embedded PostgreSQL (PGlite) on port ${embedded.port}, data in .dev/pgdata`);
  }
  if (!process.env.REDIS_URL) log('REDIS_URL unset: each process uses its in-process store (single replica)');
  const m = await migrate({ url: databaseUrl, dir: MIGRATIONS_DIR });
  log(`migrations: ${m.applied.length} applied, ${m.skipped.length} already applied`);

  const keysDir = process.env.KEYS_DIR ?? join(devDir, 'keys');
  const prisma = createPrismaClient({ url: databaseUrl, poolMax: 2 });
  const keys = new FileKeyProvider({ dir: keysDir, publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds, maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds });
  const creds = await seedDevTenant({ prisma, keys, credentialsFile: join(devDir, 'credentials.json') });
  await prisma.$disconnect();

  const ports = defaultPorts();
  const env = { ...topologyEnv(ports), DATABASE_URL: databaseUrl, KEYS_DIR: keysDir };
  const specs = processSpecs(ports);
  const watch = (c: RunningChild) => {
    children.push(c);
    c.child.once('exit', (code, signal) => {
      if (shuttingDown) return;
      log(`${c.spec.name} exited (${signal ?? code}); stopping the platform`);
      void shutdown(1);
    });
  };
  watch(spawnService(specs.identity, env));
  await waitReady(specs.identity.readyUrl, 60_000, () => !shuttingDown);
  for (const s of specs.rest) watch(spawnService(s, env));
  await Promise.all(specs.rest.map((s) => waitReady(s.readyUrl, 60_000, () => !shuttingDown)));

  const ms = Math.round(performance.now() - t0);
  const rss = children.reduce((sum, c) => sum + (rssBytes(c.child.pid) ?? 0), 0) + process.memoryUsage().rss;
  process.stdout.write(`
Platform ready in ${ms} ms (${children.length} processes, ${(rss / 1048576).toFixed(0)} MiB resident in all)

  API ({base_url})      http://localhost:${ports.gatewayApi}/graphql
  Auth ({auth_url})     http://localhost:${ports.gatewayAuth}/oauth/token
  Discovery             http://localhost:${ports.gatewayAuth}/.well-known/oauth-authorization-server

  Organization / workspace   ${creds.organizationId} / ${creds.workspaceId}
  Admin user                 ${creds.admin.email} / ${creds.admin.password}
  OAuth client               ${creds.oauthClient.clientId} / ${creds.oauthClient.clientSecret}
  API keys                   sandbox ${creds.apiKeys.sandbox.key}
                             test    ${creds.apiKeys.test.key}
                             live    ${creds.apiKeys.live.key}
  (also in .dev/credentials.json)

Try:
  TOKEN=$(curl -s -u ${creds.oauthClient.clientId}:${creds.oauthClient.clientSecret} -d grant_type=client_credentials http://localhost:${ports.gatewayAuth}/oauth/token | node -pe 'JSON.parse(require("fs").readFileSync(0)).access_token')
  curl -s -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' -d '{"query":"{ me { id email } }"}' http://localhost:${ports.gatewayApi}/graphql
`);
} catch (e) {
  process.stderr.write(`[start] failed: ${(e as Error).message}\n`);
  await shutdown(1);
}
