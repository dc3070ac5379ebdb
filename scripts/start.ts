/**
 * `npm start`: the whole platform on one machine. It first builds dist/ if any source is newer
 * (scripts/build.ts: every process runs precompiled JavaScript). With DATABASE_URL unset it starts
 * an embedded PostgreSQL (PGlite over the wire protocol, data in .dev/pgdata); with REDIS_URL unset
 * every process uses its in-process store. It applies migrations and seeds the development tenant
 * while identity, the nine subgraphs and the schema registry load their code (each waits at its
 * start gate, SVC_START_GATE), then starts them, publishes the committed subgraph SDLs
 * to the registry (scripts/registry-seed.ts, in this process), then lets the gateway start (its
 * code loaded beside the others', it waits for that: SVC_START_GATE) reading its supergraph from
 * the registry (SUPERGRAPH_SOURCE=file keeps the file), waits until every /readyz
 * answers, and prints the credentials (also written to .dev/credentials.json). Ctrl-C or SIGTERM
 * stops all.
 *
 * Migrations and the seed run in a one-shot child (the built scripts/seed.ts, what `npm run
 * db:seed` runs) rather than in this process: this one stays up as the supervisor, and the Prisma
 * client, its query compiler and the identity package would otherwise stay resident in it for
 * nothing (about 150 MiB).
 *
 * Once the platform is ready, each process is supervised: one that exits unexpectedly is logged
 * and restarted with exponential backoff (0.5 s doubling to 30 s, reset after a minute up; it
 * gives up after 8 rapid failures in a row and says so) while the others keep serving. During
 * start-up an exit stops everything instead: a bad configuration or a port in use would only fail
 * again. Ports follow the variables the services read (GATEWAY_API_PORT, ...); DEV_DIR moves .dev;
 * PLATFORM_READY_TIMEOUT_MS (default 60 s) bounds each process's start.
 *
 * SUBGRAPHS_MODE=single (the default here) runs the nine subgraphs in one process
 * (scripts/subgraphs.ts; each on its own port with its own schema, readiness and metrics), which
 * is what keeps the platform within its start-up and memory targets; SUBGRAPHS_MODE=separate runs
 * one process per subgraph, as the deployments do. Supervision is per process either way: in
 * single mode an exit restarts the one process that hosts all nine.
 *
 * With INFERENCE_PROVIDERS unset and NODE_ENV not production, it also runs the built-in
 * development provider (scripts/dev-provider: deterministic answers, no model) on loopback
 * (DEV_PROVIDER_PORT, default 4290) in this process, and sets INFERENCE_PROVIDERS
 * for the inference subgraph to it, so inference, usage, budgets and cost reports work at once
 * through the path real providers take. Setting INFERENCE_PROVIDERS replaces it.
 *
 * It also builds the console (console/, Vite) when its sources are newer than console/dist and
 * serves it on http://localhost:3000 (CONSOLE_PORT) from this process too, signing in as the
 * seeded public client; the seed registers that origin's /callback, and the edge allows it in CORS
 * and for WebSockets.
 *
 * Those two are hosted here rather than spawned: each is a small HTTP server that a deployment has
 * elsewhere (a real provider; the console's own container, console/server/main.ts), and each
 * process of its own cost about 50 MiB resident and a Node start. They live and stop with this
 * process; the services stay separate processes, supervised as above.
 */
import { join } from 'node:path';
import { mkdirSync, readFileSync } from 'node:fs';
import type { EmbeddedPostgres } from '../packages/db/src/embedded-postgres.ts';
import type { DevCredentials } from '@svc/identity';
import {
  ROOT,
  ONE_SHOT_ENTRIES,
  portsFromEnv,
  processSpecs,
  supergraphRegistryEnv,
  subgraphsModeFromEnv,
  topologyEnv,
  devEdgeEnv,
  serviceAuditEnv,
  devProviderEnv,
  wantsDevProvider,
  consolePortFromEnv,
  waitSpecReady,
  rssBytes,
  runOnce,
  runsTypeScript,
  PRISMA_NODE_ARGS,
  Supervisor,
  type ProcessSpec,
} from './platform.ts';
import { ensureBuilt, ensureConsoleBuilt } from './build.ts';
import { registrySeed } from './registry-seed.ts';
import { DEV_MODELS } from './dev-provider/catalogue.ts';
import { startDevProvider } from './dev-provider/server.ts';
import { loadConfig as consoleConfig } from '../console/server/config.ts';
import { startConsoleServer } from '../console/server/server.ts';
import { DEFAULT_PORTS } from '../packages/core/src/config/limits.ts';
import { createLogger } from '../packages/core/src/log/logger.ts';
import { installProcessGuard } from '../packages/core/src/http/process-guard.ts';

const t0 = performance.now();
const devDir = process.env.DEV_DIR || join(ROOT, '.dev');
mkdirSync(devDir, { recursive: true });
const log = (m: string) => process.stdout.write(`[start] ${m}\n`);

let embedded: EmbeddedPostgres | null = null;
const supervisors: Supervisor[] = [];
/** The servers this process hosts itself (the development provider, the console). */
const hosted: { stop(): Promise<void> }[] = [];
let shuttingDown = false;
let platformReady = false;
/** How long each process may take to get ready (on a busy machine ten processes compile at once). */
const readyTimeoutMs = Number(process.env.PLATFORM_READY_TIMEOUT_MS) || 60_000;

async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('stopping…');
  await Promise.all([...supervisors.map((s) => s.stop()), ...hosted.map((h) => h.stop().catch(() => {}))]);
  await embedded?.stop().catch(() => {});
  log('stopped');
  process.exit(code);
}
/** The seed's credentials file, or null when there is none (a first start) or it cannot be read. */
function readCredentials(file: string): DevCredentials | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DevCredentials;
  } catch {
    return null;
  }
}

/** The browser client the gateway's GraphiQL and the console sign in as. */
const browserClientOf = (c: DevCredentials) => ({
  graphiqlClientId: c.publicClient.clientId,
  graphiqlScope: c.publicClient.scopes.join(' '),
});

const sameEnv = (a: NodeJS.ProcessEnv, b: NodeJS.ProcessEnv) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const subgraphsMode = subgraphsModeFromEnv(process.env, 'single');
  const ports = portsFromEnv(process.env);
  const consolePort = consolePortFromEnv(process.env);
  const consoleOrigin = `http://localhost:${consolePort}`;
  if (!runsTypeScript()) await ensureBuilt({ log });
  await ensureConsoleBuilt(log);
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    // This module alone, not @svc/db: the Prisma client and the rest of that package stay out of
    // this process (its bundle still loads PGlite's JavaScript, not its WASM, either way).
    const { startEmbeddedPostgres } = await import('../packages/db/src/embedded-postgres.ts');
    embedded = await startEmbeddedPostgres({ dataDir: join(devDir, 'pgdata'), port });
    databaseUrl = embedded.url;
    log(`embedded PostgreSQL (PGlite) on port ${embedded.port}, data in ${join(devDir, 'pgdata')}`);
  }
  if (!process.env.REDIS_URL) log('REDIS_URL unset: each process uses its in-process store (single replica)');
  const keysDir = process.env.KEYS_DIR ?? join(devDir, 'keys');
  const credentialsFile = join(devDir, 'credentials.json');
  const devProvider = wantsDevProvider(process.env);
  // What identity, the subgraphs and the registry get: nothing in it comes from the seed below
  // (the gateway's GraphiQL client and registry credentials do, and only the gateway reads them).
  const {
    GRAPHIQL_CLIENT_ID: _client,
    GRAPHIQL_SCOPE: _scope,
    ...edgeEnv
  } = devEdgeEnv(process.env, ports, { graphiqlClientId: '', graphiqlScope: '' }, consoleOrigin);
  const serviceEnv: NodeJS.ProcessEnv = {
    ...topologyEnv(ports),
    ...edgeEnv,
    ...serviceAuditEnv(process.env),
    ...(devProvider ? devProviderEnv(ports) : {}),
    DATABASE_URL: databaseUrl,
    KEYS_DIR: keysDir,
    MAIL_DIR: process.env.MAIL_DIR ?? join(devDir, 'mail'),
    AUDIT_EXPORT_DIR: process.env.AUDIT_EXPORT_DIR ?? join(devDir, 'audit-exports'),
  };
  const specs = processSpecs(ports, subgraphsMode, { registry: true });
  // This process now serves requests too: an error one of its servers lets escape is logged and
  // counted, as in every service, rather than ending the supervisor and orphaning the services.
  installProcessGuard('start', createLogger('start'));
  const supervise = (spec: ProcessSpec, env: NodeJS.ProcessEnv) => {
    const s = new Supervisor(spec, env, {
      log,
      onUnexpectedExit: () => {
        if (platformReady) return true;
        // During start-up a restart would only fail the same way (bad configuration, port in use).
        log(`${spec.name} exited during start-up; stopping the platform`);
        void shutdown(1);
        return false;
      },
      onGiveUp: (gone) => log(`${gone.name} is DOWN: see its output above; the gateway's /readyz lists it`),
    });
    supervisors.push(s);
    return s;
  };
  // Identity, the subgraphs and the registry load their code while the seed runs (start-up is CPU:
  // the seed is one process on one core), then wait at their start gate (SVC_START_GATE) until the
  // database is migrated and seeded. They need nothing of each other to start; the subgraphs'
  // readiness is asked only once identity answers, so no gRPC channel to it (iam's readiness
  // check) fails first and backs off.
  const subgraphSpecs = specs.rest.filter((s) => s.name !== 'gateway');
  const identity = supervise({ ...specs.identity, startGate: true }, serviceEnv);
  const subgraphs = subgraphSpecs.map((s) => supervise({ ...s, startGate: true }, serviceEnv));
  // The gateway's environment: the services', with the seeded GraphiQL client and, reading its
  // supergraph from the schema registry (unless SUPERGRAPH_SOURCE=file), the seeded reader client.
  const fromRegistry = (process.env.SUPERGRAPH_SOURCE ?? 'registry') === 'registry';
  const gatewayEnvOf = (c: DevCredentials): NodeJS.ProcessEnv => ({
    ...serviceEnv,
    ...devEdgeEnv(process.env, ports, browserClientOf(c), consoleOrigin),
    ...(fromRegistry
      ? {
          ...supergraphRegistryEnv(ports, c.supergraphReader, devDir, process.env.SUPERGRAPH_VARIANT || 'dev'),
          // Trusted documents from the registry too: served and counted (`log`) unless set otherwise.
          TRUSTED_DOCUMENTS: process.env.TRUSTED_DOCUMENTS || 'log',
        }
      : {}),
  });
  // The gateway loads its code (and builds the supergraph it cached) meanwhile too, on the
  // credentials of the last start; should the seed change them, it is replaced below.
  const gatewaySpec = specs.rest.filter((s) => s.name === 'gateway').map((s) => ({ ...s, startGate: true }));
  const lastCreds = readCredentials(credentialsFile);
  let gatewayEnv: NodeJS.ProcessEnv | null = null;
  try {
    if (lastCreds) gatewayEnv = gatewayEnvOf(lastCreds);
  } catch {
    // A file of another shape (an older seed's): the gateway starts after the seed instead.
  }
  let gateway = gatewayEnv ? gatewaySpec.map((s) => supervise(s, gatewayEnv!)) : [];
  await runOnce(
    ONE_SHOT_ENTRIES.seed,
    {
      DATABASE_URL: databaseUrl,
      KEYS_DIR: keysDir,
      CREDENTIALS_FILE: credentialsFile,
      DEV_API_ORIGIN: `http://localhost:${ports.gatewayApi}`,
      DEV_CONSOLE_ORIGIN: consoleOrigin,
    },
    log,
    PRISMA_NODE_ARGS,
  );
  const creds = readCredentials(credentialsFile);
  if (!creds) throw new Error(`the seed wrote no readable ${credentialsFile}`);

  if (devProvider)
    log(
      `INFERENCE_PROVIDERS unset: inference uses the built-in development provider local-dev on http://127.0.0.1:${ports.devProvider}/v1 (deterministic answers, not a model; set INFERENCE_PROVIDERS for real providers)`,
    );
  const browser = browserClientOf(creds);
  const env = gatewayEnvOf(creds);
  if (gatewayEnv && !sameEnv(gatewayEnv, env)) {
    // Started on credentials the seed has since replaced (a reset database): it has done nothing yet.
    log('the seed replaced the credentials the gateway was started with: starting it again');
    await Promise.all(gateway.map((g) => g.stop()));
    for (const g of gateway) supervisors.splice(supervisors.indexOf(g), 1);
    gatewayEnv = null;
  }
  if (!gatewayEnv) gateway = gatewaySpec.map((s) => supervise(s, env));
  // The topology's environment names its port (DEV_PROVIDER_PORT), as it did for its process.
  if (devProvider) hosted.push(await startDevProvider({ env: { ...process.env, ...env } }));
  // The console signs in as the seeded public client, asking for the scopes it may have.
  // Its configuration from its own variables and the public origins only, as its process gets.
  const consoleEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('CONSOLE_')));
  const consoleServer = await startConsoleServer(
    consoleConfig({
      ...consoleEnv,
      AUTH_ISSUER: env.AUTH_ISSUER,
      API_AUDIENCE: env.API_AUDIENCE,
      CONSOLE_PORT: String(consolePort),
      CONSOLE_CLIENT_ID: browser.graphiqlClientId,
      CONSOLE_SCOPE: browser.graphiqlScope,
    }),
  );
  hosted.push(consoleServer);
  // Migrated and seeded: the services start. The gateway waits to be released: it fetches its
  // supergraph from the registry (once the seed below has published this repository's subgraphs)
  // and the JWKS from identity as it starts.
  identity.release();
  for (const s of subgraphs) s.release();
  await waitSpecReady(specs.identity, readyTimeoutMs, () => !shuttingDown && identity.alive);
  const registrySpec = subgraphSpecs.find((s) => s.name === 'registry')!;
  const registry = subgraphs[subgraphSpecs.indexOf(registrySpec)];
  await waitSpecReady(registrySpec, readyTimeoutMs, () => !shuttingDown && registry.alive);
  // Publishes each committed subgraph SDL (nothing when already current): the gateway's source.
  const seed = registrySeed(
    { ...env, CREDENTIALS_FILE: credentialsFile, CONSOLE_CLIENT_ID: browser.graphiqlClientId },
    (line) => log(`registry-seed: ${line}`),
  );
  await seed.subgraphs();
  // The registry verifies the console's documents against that supergraph while the gateway loads.
  // The gateway polls the registry for its documents, and npm start's gateway only logs unknown
  // ones (TRUSTED_DOCUMENTS=log); when told to enforce them, they are in place before it starts.
  const documents = seed.consoleDocuments();
  if ((env.TRUSTED_DOCUMENTS ?? process.env.TRUSTED_DOCUMENTS) === 'enforce') await documents;
  for (const g of gateway) g.release();
  const rest = [...subgraphs, ...gateway];
  await Promise.all([
    documents,
    ...[...subgraphSpecs, ...gatewaySpec].map((s, i) =>
      waitSpecReady(s, readyTimeoutMs, () => !shuttingDown && rest[i].alive),
    ),
  ]);
  platformReady = true;

  // The command as it must be typed for this platform (its credentials file and {auth_url}).
  const devTokenCommand = (role: string) =>
    `${process.env.DEV_DIR ? `DEV_DIR=${devDir} ` : ''}npm run -s dev:token -- --role ${role}${ports.gatewayAuth === DEFAULT_PORTS.gatewayAuth ? '' : ` --auth-url http://localhost:${ports.gatewayAuth}`}`;
  const ms = Math.round(performance.now() - t0);
  const rss = supervisors.reduce((sum, s) => sum + (rssBytes(s.current.child.pid) ?? 0), 0) + process.memoryUsage().rss;
  process.stdout.write(`
Platform ready in ${ms} ms (${supervisors.length} processes, subgraphs ${subgraphsMode === 'single' ? 'in one process' : 'one process each'}, ${(rss / 1048576).toFixed(0)} MiB resident in all)

  Console               ${consoleOrigin}/   (sign in as any user below; README "Console")
  Schema registry       http://localhost:${ports.registry}/v1/variants/dev/supergraph   (gateway source: ${fromRegistry ? 'registry' : 'file'}; npx svc, README "Schema registry")
  API ({base_url})      http://localhost:${ports.gatewayApi}/graphql${process.env.INTROSPECTION === 'false' ? '' : '   (GraphiQL: open it in a browser and Sign in as any user below)'}
  Auth ({auth_url})     http://localhost:${ports.gatewayAuth}/oauth/token
  Discovery             http://localhost:${ports.gatewayAuth}/.well-known/oauth-authorization-server
${
  devProvider
    ? `  Inference             local-dev development provider, not a model (${DEV_MODELS.map((m) => m.id).join(', ')})
`
    : ''
}
  Organization / workspace   ${creds.organizationId} / ${creds.workspaceId}
  Users (email / password)   ${Object.entries(creds.users)
    .map(([role, u]) => `${role.padEnd(16)} ${u.email} / ${u.password}`)
    .join('\n                             ')}
  OAuth clients (id / secret) ${Object.entries(creds.clients)
    .map(([role, c]) => `${role.padEnd(16)} ${c.clientId} / ${c.clientSecret}`)
    .join('\n                             ')}
  Browser client (public)    ${creds.publicClient.clientId}: authorization code + PKCE, no secret${env.FEATURE_AUTHORIZATION_CODE === 'true' ? '' : ' (off: FEATURE_AUTHORIZATION_CODE is not true)'}
  API keys                   sandbox ${creds.apiKeys.sandbox.key}
                             test    ${creds.apiKeys.test.key}
                             live    ${creds.apiKeys.live.key}
  (also in ${join(devDir, 'credentials.json')}; which role reaches which operation: docs/roles.md)

An access token for each role (client credentials of that role's seeded client):
${Object.keys(creds.clients)
  .map((role) => `  ${devTokenCommand(role)}`)
  .join('\n')}

Try:
  TOKEN=$(${devTokenCommand('org-admin')})
  curl -s -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' -d '{"query":"{ me { id email } }"}' http://localhost:${ports.gatewayApi}/graphql
`);
} catch (e) {
  process.stderr.write(`[start] failed: ${(e as Error).message}\n`);
  await shutdown(1);
}
