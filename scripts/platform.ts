/**
 * Starts the whole platform as child processes: identity first (HTTP + gRPC), then the nine
 * subgraphs and the gateway. Used by `npm start` and by the integration tests, so both exercise
 * the same start-up path. Each child is a real Node process running its own main.ts, precompiled
 * to JavaScript under dist/ by scripts/build.ts (callers run ensureBuilt() from there first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_PORTS, SUBGRAPH_NAMES } from '../packages/core/src/config/limits.ts';
import { START_GATE_VARIABLE, START_LINE } from '../packages/core/src/http/start-gate.ts';
import { devProviderEntry } from './dev-provider/catalogue.ts';

export const ROOT = join(import.meta.dirname, '..');

/** Where scripts/build.ts writes the precompiled entries (git-ignored). */
export const DIST_DIR = join(ROOT, 'dist');

/**
 * The bundle built from an entry file: `identity/src/main.ts` → dist/identity.mjs,
 * `subgraphs/billing/src/main.ts` → dist/subgraphs-billing.mjs. Every bundle sits directly in
 * dist/, one level below the root, whatever its entry's depth.
 */
export function builtEntry(entry: string): string {
  return join(DIST_DIR, `${entry.replace(/\/src\/main\.ts$|\.ts$/, '').replaceAll('/', '-')}.mjs`);
}

export interface ProcessSpec {
  name: string;
  entry: string;
  readyUrl: string;
  /** Every /readyz that must answer before the process counts as ready, when it serves several (default: readyUrl). */
  readyUrls?: string[];
  /** The subgraphs a single-process subgraphs host serves (SUBGRAPHS_MODE=single), by name. */
  hosts?: string[];
  env?: NodeJS.ProcessEnv;
  /**
   * Spawned ahead of time: the process loads its code, then waits for its Supervisor's release()
   * before it starts (SVC_START_GATE=stdin, @svc/core's startGate).
   */
  startGate?: boolean;
  /** Variables this process must not see, removed from whatever it would inherit (least privilege). */
  withoutEnv?: readonly string[];
  nodeArgs?: string[];
}

/**
 * What a process must not see (ProcessSpec.withoutEnv). Only identity reads the audit keys
 * (AUDIT_KEYS_DIR) and the export store; the gateway has no database and no key folder, inference
 * no database (ADR 013); each
 * service gets only its own audit-ingest secret (docs/adr/007-service-audit-appends.md).
 */
export function withoutEnvFor(name: string, hosts: readonly string[] = [name]): string[] {
  // Each caller's internal-API secrets are its own (ADR 011, ADR 012), like its audit-ingest secret.
  const events = CALLER_SECRETS.filter(([service]) => !hosts.includes(service)).map(([, v]) => v);
  const secrets = Object.entries(AUDIT_APPEND_SECRETS);
  if (name === 'identity') return [...secrets.map(([, v]) => v), ...events];
  const foreign = secrets.filter(([service]) => !hosts.includes(service)).map(([, v]) => v);
  const keys = name === 'gateway' ? ['DATABASE_URL', 'KEYS_DIR'] : name === 'inference' ? ['DATABASE_URL'] : [];
  return ['AUDIT_KEYS_DIR', 'AUDIT_EXPORT_DIR', ...keys, ...foreign, ...events];
}

/** Each internal-API caller's secret variable: the events API's (serviceEventsEnv) and billing's. */
export const CALLER_SECRETS: readonly (readonly [service: string, variable: string])[] = [
  ['identity', 'IDENTITY_EVENTS_API_SECRET'],
  ['inference', 'INFERENCE_EVENTS_API_SECRET'],
  ['inference', 'BILLING_API_SECRET'],
];

/**
 * The gateway allocates fast (at ~3,000 requests/s a scavenge every ~45 ms): with V8's default
 * 16 MiB semi-space ~2.8 MB survived into the old generation per scavenge and the old generation
 * was collected every 4–5 s. 64 MiB cut its CPU per request by ~25 % and its
 * unloaded p99 by half, with less RSS, not more (docs/benchmarks.md). compose.yaml passes the same
 * flags in NODE_OPTIONS (test/compose.test.ts keeps the two in step).
 */
export const GATEWAY_NODE_ARGS = ['--max-semi-space-size=64'];

export interface Ports {
  gatewayApi: number;
  gatewayAuth: number;
  gatewayMetrics: number;
  identityHttp: number;
  identityGrpc: number;
  agentsGrpc: number;
  billingGrpc: number;
  devProvider: number;
  registry: number;
  subgraphs: Record<string, number>;
}

export const defaultPorts = (): Ports => ({ ...DEFAULT_PORTS, subgraphs: { ...DEFAULT_PORTS.subgraphs } });

/**
 * The port layout named by the same variables each service reads (GATEWAY_API_PORT,
 * IDENTITY_HTTP_PORT, BILLING_PORT, ...), the default for any unset: `npm start` on other ports.
 */
export function portsFromEnv(env: NodeJS.ProcessEnv): Ports {
  const d = defaultPorts();
  const port = (name: string, fallback: number) => {
    const v = env[name];
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 65535)
      throw new Error(`${name} must be a port number (1-65535), got ${JSON.stringify(v)}`);
    return n;
  };
  const subgraphs: Record<string, number> = {};
  for (const n of SUBGRAPH_NAMES) subgraphs[n] = port(`${n.toUpperCase()}_PORT`, d.subgraphs[n]);
  return {
    gatewayApi: port('GATEWAY_API_PORT', d.gatewayApi),
    gatewayAuth: port('GATEWAY_AUTH_PORT', d.gatewayAuth),
    gatewayMetrics: port('GATEWAY_METRICS_PORT', d.gatewayMetrics),
    identityHttp: port('IDENTITY_HTTP_PORT', d.identityHttp),
    identityGrpc: port('IDENTITY_GRPC_PORT', d.identityGrpc),
    agentsGrpc: port('AGENTS_GRPC_PORT', d.agentsGrpc),
    billingGrpc: port('BILLING_GRPC_PORT', d.billingGrpc),
    devProvider: port('DEV_PROVIDER_PORT', d.devProvider),
    registry: port('REGISTRY_PORT', d.registry),
    subgraphs,
  };
}

/** The environment each process needs to find the others, for a given port layout. */
export function topologyEnv(p: Ports): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    GATEWAY_API_PORT: String(p.gatewayApi),
    GATEWAY_AUTH_PORT: String(p.gatewayAuth),
    GATEWAY_METRICS_PORT: String(p.gatewayMetrics),
    IDENTITY_HTTP_PORT: String(p.identityHttp),
    IDENTITY_GRPC_PORT: String(p.identityGrpc),
    AGENTS_GRPC_PORT: String(p.agentsGrpc),
    BILLING_GRPC_PORT: String(p.billingGrpc),
    DEV_PROVIDER_PORT: String(p.devProvider),
    IDENTITY_HTTP_URL: `http://127.0.0.1:${p.identityHttp}`,
    IDENTITY_GRPC_TARGET: `127.0.0.1:${p.identityGrpc}`,
    EVENTS_GRPC_TARGET: `127.0.0.1:${p.agentsGrpc}`,
    BILLING_GRPC_TARGET: `127.0.0.1:${p.billingGrpc}`,
    AUTH_ISSUER: `http://localhost:${p.gatewayAuth}`,
    API_AUDIENCE: `http://localhost:${p.gatewayApi}`,
    INFERENCE_HTTP_URL: `http://127.0.0.1:${p.subgraphs.inference}`,
    REGISTRY_PORT: String(p.registry),
    REGISTRY_URL: `http://127.0.0.1:${p.registry}`,
    // The seeded development organization (identity's DEV_IDS.organization) operates this platform.
    REGISTRY_OPERATOR_ORGS: 'org_dev',
  };
  for (const n of SUBGRAPH_NAMES) {
    env[`${n.toUpperCase()}_PORT`] = String(p.subgraphs[n]);
    env[`SUBGRAPH_${n.toUpperCase()}_URL`] = `http://127.0.0.1:${p.subgraphs[n]}/graphql`;
  }
  return env;
}

/** The services that authenticate to identity's audit ingest, with the variable holding each one's secret (docs/adr/007-service-audit-appends.md). */
export const AUDIT_APPEND_SECRETS = {
  billing: 'BILLING_AUDIT_APPEND_SECRET',
  agents: 'AGENTS_AUDIT_APPEND_SECRET',
  gateway: 'GATEWAY_AUDIT_APPEND_SECRET',
  registry: 'REGISTRY_AUDIT_APPEND_SECRET',
} as const;

/**
 * The credentials for identity's audit ingest (AppendServiceEvents; the gateway's AppendActivity):
 * the secret each service sends and the SHA-256 verifiers identity keeps (AUDIT_APPEND_SERVICES).
 * Each taken from `env` when set; otherwise a fresh secret per run, so `npm start` and the tests
 * need no setup.
 */
export function serviceAuditEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  const verifiers: string[] = [];
  for (const [service, name] of Object.entries(AUDIT_APPEND_SECRETS)) {
    const secret = env[name] || randomBytes(32).toString('base64url');
    out[name] = secret;
    verifiers.push(`${service}:${createHash('sha256').update(secret, 'utf8').digest('hex')}`);
  }
  out.AUDIT_APPEND_SERVICES = env.AUDIT_APPEND_SERVICES || verifiers.join(',');
  const billingApi = env.BILLING_API_SECRET || randomBytes(32).toString('base64url');
  // Inference's credential for billing's internal API (docs/adr/012-billing-serves-its-data.md).
  out.BILLING_API_SECRET = billingApi;
  out.BILLING_API_SERVICES = env.BILLING_API_SERVICES || `inference:${sha256Hex(billingApi)}`;
  return { ...out, ...serviceEventsEnv(env) };
}

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * Identity's and inference's credentials for the agents subgraph's events API
 * (docs/adr/011-events-are-published-to-their-owner.md) and the verifiers agents keeps
 * (EVENTS_API_SERVICES), the same way: each from `env` when set, else fresh per run.
 */
export function serviceEventsEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const identity = env.IDENTITY_EVENTS_API_SECRET || randomBytes(32).toString('base64url');
  const inference = env.INFERENCE_EVENTS_API_SECRET || randomBytes(32).toString('base64url');
  return {
    IDENTITY_EVENTS_API_SECRET: identity,
    INFERENCE_EVENTS_API_SECRET: inference,
    EVENTS_API_SERVICES: env.EVENTS_API_SERVICES || `identity:${sha256Hex(identity)},inference:${sha256Hex(inference)}`,
  };
}

/** The browser console's development origin, the one origin `npm start` lets call the API and token endpoints. */
export const DEV_CONSOLE_ORIGIN = 'http://localhost:3000';

/**
 * What `npm start` turns on for local development, each overridable by the same variable: CORS
 * for the local console origin (and, on {auth_url}, for GraphiQL's own origin, whose sign-in
 * exchanges its code there), introspection with the GraphiQL IDE, and the authorization-code flow
 * so that a browser app can sign in with the seeded public client (`graphiqlClientId`, which
 * GraphiQL's Sign in uses, asking for `graphiqlScope`). Production (the config defaults) allows
 * no origin and has none of them.
 */
export function devEdgeEnv(
  env: NodeJS.ProcessEnv,
  p: Ports,
  browser: { graphiqlClientId: string; graphiqlScope: string },
  consoleOrigin: string = DEV_CONSOLE_ORIGIN,
): NodeJS.ProcessEnv {
  return {
    CORS_API_ORIGINS: env.CORS_API_ORIGINS ?? consoleOrigin,
    CORS_AUTH_ORIGINS:
      env.CORS_AUTH_ORIGINS ?? `${consoleOrigin},http://localhost:${p.gatewayApi},http://127.0.0.1:${p.gatewayApi}`,
    // The console's live page opens the API's WebSocket; the API origin itself stays allowed (GraphiQL).
    WS_ALLOWED_ORIGINS:
      env.WS_ALLOWED_ORIGINS ?? `${consoleOrigin},http://localhost:${p.gatewayApi},http://127.0.0.1:${p.gatewayApi}`,
    INTROSPECTION: env.INTROSPECTION ?? 'true',
    FEATURE_AUTHORIZATION_CODE: env.FEATURE_AUTHORIZATION_CODE ?? 'true',
    GRAPHIQL_CLIENT_ID: env.GRAPHIQL_CLIENT_ID ?? browser.graphiqlClientId,
    GRAPHIQL_SCOPE: env.GRAPHIQL_SCOPE ?? browser.graphiqlScope,
  };
}

/** The console's entry (console/server): the static server of the built single-page app. */
export const CONSOLE_ENTRY = 'console/server/main.ts';

/** CONSOLE_PORT, default 3000 (the port of DEV_CONSOLE_ORIGIN), refused when not a port number. */
export function consolePortFromEnv(env: NodeJS.ProcessEnv): number {
  const v = env.CONSOLE_PORT;
  if (v === undefined || v === '') return Number(new URL(DEV_CONSOLE_ORIGIN).port);
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`CONSOLE_PORT must be a port number (1-65535), got ${JSON.stringify(v)}`);
  return n;
}

/**
 * What the console's process may see: its own settings and the public origins (AUTH_ISSUER,
 * API_AUDIENCE, which it tells the browser), none of the platform's secrets, database or keys.
 */
export const CONSOLE_WITHOUT_ENV = [
  'DATABASE_URL',
  'REDIS_URL',
  'KEYS_DIR',
  'MAIL_DIR',
  'INFERENCE_PROVIDERS',
  'SUPERGRAPH_REGISTRY_CLIENT_SECRET',
  'AUDIT_APPEND_SERVICES',
  'BILLING_API_SERVICES',
  'EVENTS_API_SERVICES',
  'EVENTS_SECRET_KEY',
  'CURSOR_SIGNING_KEY',
  'SUPERGRAPH_CACHE_PATH',
] as const;

/** The built-in development model provider (scripts/dev-provider/README.md). */
export const DEV_PROVIDER_ENTRY = 'scripts/dev-provider/main.ts';

/**
 * Whether `npm start` runs the development provider: only when no provider is configured and
 * not in production. Setting INFERENCE_PROVIDERS turns it off; the harness never runs it unless a
 * test asks (startPlatform's `devProvider`), so tests keep the fail-closed default.
 */
export const wantsDevProvider = (env: NodeJS.ProcessEnv): boolean =>
  !env.INFERENCE_PROVIDERS?.trim() && env.NODE_ENV !== 'production';

/** INFERENCE_PROVIDERS naming the development provider on its loopback port, as any provider is configured. */
export function devProviderEnv(p: Ports): NodeJS.ProcessEnv {
  return { INFERENCE_PROVIDERS: JSON.stringify([devProviderEntry(`http://127.0.0.1:${p.devProvider}/v1`)]) };
}

/**
 * The processes that load the Prisma client (a test keeps this list in step with the bundles that
 * import it). Prisma 7 compiles each query with a WebAssembly module; V8 compiles it with Liftoff
 * and then recompiles the functions it finds hot with TurboFan, which left ~50 MiB more resident in
 * each of these processes once the first queries ran (issue 18). Liftoff alone gave no measurable
 * difference per query (~0.5 ms for a findUnique either way: Prisma caches each query shape's plan),
 * so these run without the tier-up; so does the seed, which `npm start` runs on every start.
 */
export const PRISMA_PROCESSES = new Set(['identity', 'billing', 'agents', 'subgraphs', 'registry']);
export const PRISMA_NODE_ARGS = ['--liftoff-only'];

/**
 * How the nine subgraphs run on one machine. `single`: one Node process hosts them all
 * (scripts/subgraphs.ts), each still on its own port and path with its own schema, readiness and
 * metrics, so the gateway and every client see the same nine services; it saves about 90 MiB and
 * 1.6 CPU s per subgraph (docs/benchmarks.md) and is what `npm start` runs unless told otherwise.
 * `separate`: one process per subgraph, as compose.yaml and deploy/k8s deploy them (one
 * container each), so one subgraph can be stopped, restarted or scaled alone.
 */
export type SubgraphsMode = 'single' | 'separate';
export const SUBGRAPHS_MODES: readonly SubgraphsMode[] = ['single', 'separate'];

/** The entry that hosts every subgraph in one process (SUBGRAPHS_MODE=single). */
export const SUBGRAPHS_ENTRY = 'scripts/subgraphs.ts';

/** SUBGRAPHS_MODE from `env`, `fallback` when unset; anything else is refused with a message naming the variable. */
export function subgraphsModeFromEnv(env: NodeJS.ProcessEnv, fallback: SubgraphsMode): SubgraphsMode {
  const v = env.SUBGRAPHS_MODE;
  if (v === undefined || v === '') return fallback;
  if (!(SUBGRAPHS_MODES as readonly string[]).includes(v))
    throw new Error(`SUBGRAPHS_MODE must be single or separate, got ${JSON.stringify(v)}`);
  return v as SubgraphsMode;
}

/**
 * The gateway's environment for SUPERGRAPH_SOURCE=registry: the registry of this topology, the
 * seeded read-only client (identity's dev seed), and the last good supergraph cached in `cacheDir`.
 */
export function supergraphRegistryEnv(
  p: Ports,
  reader: { clientId: string; clientSecret: string },
  cacheDir: string,
  variant = 'dev',
): NodeJS.ProcessEnv {
  return {
    SUPERGRAPH_SOURCE: 'registry',
    SUPERGRAPH_REGISTRY_URL: `http://127.0.0.1:${p.registry}`,
    SUPERGRAPH_VARIANT: variant,
    SUPERGRAPH_REGISTRY_CLIENT_ID: reader.clientId,
    SUPERGRAPH_REGISTRY_CLIENT_SECRET: reader.clientSecret,
    SUPERGRAPH_CACHE_PATH: join(cacheDir, `supergraph-${variant}.graphql`),
  };
}

/** The schema registry's process (registry/): `npm start` runs it; the test harness when a test asks. */
export const REGISTRY_ENTRY = 'registry/src/main.ts';

/**
 * `devProvider`: run the development provider too (see wantsDevProvider), before the gateway.
 * `registry`: run the schema registry too, before the gateway.
 * `consolePort`: run the console's static server on that port too, last (it needs nothing of the
 * others to start; the browser reaches the platform through its public origins).
 */
export function processSpecs(
  p: Ports,
  mode: SubgraphsMode = 'separate',
  opts: { devProvider?: boolean; registry?: boolean; consolePort?: number } = {},
): { identity: ProcessSpec; rest: ProcessSpec[] } {
  const args = (name: string, own: string[] = []) => {
    const all = [...own, ...(PRISMA_PROCESSES.has(name) ? PRISMA_NODE_ARGS : [])];
    return all.length ? { nodeArgs: all } : {};
  };
  const ready = (subgraph: string) => `http://127.0.0.1:${p.subgraphs[subgraph]}/readyz`;
  return {
    identity: {
      name: 'identity',
      entry: 'identity/src/main.ts',
      readyUrl: `http://127.0.0.1:${p.identityHttp}/readyz`,
      withoutEnv: withoutEnvFor('identity'),
      ...args('identity'),
    },
    rest: [
      ...(mode === 'single'
        ? [
            {
              name: 'subgraphs',
              entry: SUBGRAPHS_ENTRY,
              readyUrl: ready(SUBGRAPH_NAMES[0]),
              readyUrls: SUBGRAPH_NAMES.map(ready),
              hosts: [...SUBGRAPH_NAMES],
              withoutEnv: withoutEnvFor('subgraphs', SUBGRAPH_NAMES),
              ...args('subgraphs'),
            },
          ]
        : SUBGRAPH_NAMES.map((n) => ({
            name: n,
            entry: `subgraphs/${n}/src/main.ts`,
            readyUrl: ready(n),
            withoutEnv: withoutEnvFor(n),
            ...args(n),
          }))),
      ...(opts.devProvider
        ? [
            {
              name: 'dev-provider',
              entry: DEV_PROVIDER_ENTRY,
              readyUrl: `http://127.0.0.1:${p.devProvider}/readyz`,
              withoutEnv: withoutEnvFor('dev-provider'),
            },
          ]
        : []),
      ...(opts.registry
        ? [
            {
              name: 'registry',
              entry: REGISTRY_ENTRY,
              readyUrl: `http://127.0.0.1:${p.registry}/readyz`,
              withoutEnv: withoutEnvFor('registry'),
              ...args('registry'),
            },
          ]
        : []),
      {
        name: 'gateway',
        entry: 'gateway/src/main.ts',
        readyUrl: `http://127.0.0.1:${p.gatewayApi}/readyz`,
        withoutEnv: withoutEnvFor('gateway'),
        ...args('gateway', GATEWAY_NODE_ARGS),
      },
      ...(opts.consolePort
        ? [
            {
              name: 'console',
              entry: CONSOLE_ENTRY,
              readyUrl: `http://127.0.0.1:${opts.consolePort}/readyz`,
              env: { CONSOLE_PORT: String(opts.consolePort) },
              withoutEnv: [...withoutEnvFor('console'), ...CONSOLE_WITHOUT_ENV],
            },
          ]
        : []),
    ],
  };
}

export interface RunningChild {
  spec: ProcessSpec;
  child: ChildProcess;
}

/**
 * One-shot entries, built next to the services: the seed `npm start` runs before the services
 * (migrations plus the development tenant, `npm run db:seed`), and the migrations alone, which the
 * container image runs (compose.yaml, deploy/k8s).
 */
export const ONE_SHOT_ENTRIES = {
  seed: 'scripts/seed.ts',
  migrate: 'packages/db/src/cli/migrate.ts',
} as const;

/**
 * `npm start` itself (the supervisor) is built too: `npm start` is `node scripts/build-current.mjs ||
 * node --import tsx scripts/build.ts && node … dist/scripts-start.mjs`, so the one process that stays up besides the
 * services carries neither the tsx loader nor its esbuild child (about 60 MiB between them).
 */
export const START_ENTRY = 'scripts/start.ts';

/**
 * PLATFORM_RUN_TS=true runs every entry from its TypeScript through the tsx loader, as before
 * issue 18, without building: `bench/startup.ts --compare` measures the difference with it.
 */
export const runsTypeScript = (env: NodeJS.ProcessEnv = process.env) => env.PLATFORM_RUN_TS === 'true';

/**
 * The node arguments that run an entry: a .ts entry's bundle, with stack traces mapped back to the
 * .ts files; an entry that is JavaScript already (a test's fixture) as it is.
 */
export function builtCommand(entry: string, nodeArgs: string[] = []): string[] {
  if (!entry.endsWith('.ts')) return [...nodeArgs, join(ROOT, entry)];
  return runsTypeScript() ? [...nodeArgs, '--import', 'tsx', join(ROOT, entry)] : [...nodeArgs, builtEntry(entry)];
}

/** How a container runs an entry (Dockerfile, compose.yaml, deploy/k8s): its bundle, from /app. */
export const imageCommand = (entry: string) => ['node', relative(ROOT, builtEntry(entry))];

/** Runs a one-shot entry's bundle to completion, its output logged line by line; rejects unless it exits 0. */
export function runOnce(
  entry: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  nodeArgs: string[] = [],
): Promise<void> {
  const child = spawn(process.execPath, builtCommand(entry, nodeArgs), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const name = entry.replace(/^.*\//, '').replace(/\.ts$/, '');
  let tail = '';
  const lines = (d: Buffer) => {
    for (const l of d.toString().split('\n')) if (l.trim()) log(`${name}: ${l}`);
  };
  child.stdout.on('data', lines);
  child.stderr.on('data', (d: Buffer) => {
    tail = (tail + d.toString()).slice(-4000);
    lines(d);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `${entry} exited with ${signal ?? `code ${code}`}${tail ? `: ${tail.trim().split('\n').pop()}` : ''}`,
            ),
          ),
    );
  });
}

/**
 * Starts one service from its precompiled bundle (dist/, see scripts/build.ts): plain Node, no
 * TypeScript loader, with source maps so stack traces name the .ts files.
 */
function omit(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const n of names) delete out[n];
  return out;
}

export function spawnService(
  spec: ProcessSpec,
  env: NodeJS.ProcessEnv,
  output: 'inherit' | 'pipe' | 'ignore' = 'inherit',
): RunningChild {
  const gate = spec.startGate ? { [START_GATE_VARIABLE]: 'stdin' } : {};
  const child = spawn(process.execPath, builtCommand(spec.entry, spec.nodeArgs), {
    cwd: ROOT,
    env: omit({ ...process.env, ...env, ...spec.env, ...gate }, spec.withoutEnv ?? []),
    stdio: [spec.startGate ? 'pipe' : 'ignore', output, output],
  });
  // A gated process that exits before its release makes the write fail with EPIPE: its exit says why.
  child.stdin?.on('error', () => {});
  return { spec, child };
}

/** Lets a process spawned with ProcessSpec.startGate start (the line its startGate waits for). */
export function releaseStartGate(c: RunningChild): void {
  c.child.stdin?.end(START_LINE);
}

export interface RestartPolicy {
  /** Delay before the first restart; doubled after each further failure. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A process that stayed up this long before it exited starts the backoff again. */
  stableAfterMs: number;
  /** Give up after this many exits in a row, each within `stableAfterMs` of its start. */
  maxRapidFailures: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
  maxRapidFailures: 8,
};

/** The delay before restart number `failures` (1-based) of a run of rapid failures. */
export function restartDelayMs(failures: number, policy: RestartPolicy): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, failures - 1));
}

export interface SupervisorEvents {
  log: (line: string) => void;
  /** Every process started, the first and each restart (to collect its output, say). */
  onSpawn?: (c: RunningChild) => void;
  /** Called on an unexpected exit before any restart; return false to not restart it. */
  onUnexpectedExit?: (c: RunningChild, code: number | null, signal: NodeJS.Signals | null) => boolean | void;
  /** The process kept failing: no more restarts. */
  onGiveUp?: (spec: ProcessSpec, failures: number) => void;
}

/**
 * Keeps one service running: an exit nobody asked for is logged and the process restarted after
 * an exponential backoff, reset once a run lasts `stableAfterMs`; after `maxRapidFailures` rapid
 * exits in a row it gives up and says so. `stop()` ends supervision first, so a process stopped
 * on shutdown is never restarted.
 */
export class Supervisor {
  current: RunningChild;
  restarts = 0;
  private failures = 0;
  private stopping = false;
  private startedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  /** A gated process (ProcessSpec.startGate) starts once released; its restarts start at once. */
  private released: boolean;

  constructor(
    readonly spec: ProcessSpec,
    private readonly env: NodeJS.ProcessEnv,
    private readonly events: SupervisorEvents,
    private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY,
    private readonly output: 'inherit' | 'pipe' | 'ignore' = 'inherit',
  ) {
    this.released = !spec.startGate;
    this.current = this.launch();
  }

  /** Lets a gated process start (and every restart of it from now on). */
  release(): void {
    if (this.released) return;
    this.released = true;
    releaseStartGate(this.current);
  }

  /** True while the supervised process is running (false between an exit and its restart). */
  get alive(): boolean {
    const { child } = this.current;
    return child.exitCode === null && child.signalCode === null;
  }

  private launch(): RunningChild {
    const c = spawnService(this.spec, this.env, this.output);
    if (this.spec.startGate && this.released) releaseStartGate(c);
    this.startedAt = Date.now();
    this.events.log(`${this.spec.name} started (pid ${c.child.pid})`);
    this.events.onSpawn?.(c);
    c.child.once('exit', (code, signal) => this.exited(c, code, signal));
    return c;
  }

  private exited(c: RunningChild, code: number | null, signal: NodeJS.Signals | null) {
    if (this.stopping || c !== this.current) return;
    const upMs = Date.now() - this.startedAt;
    this.events.log(
      `${this.spec.name} exited unexpectedly (${signal ?? `code ${code}`}) after ${(upMs / 1000).toFixed(1)} s`,
    );
    if (this.events.onUnexpectedExit?.(c, code, signal) === false) return;
    this.failures = upMs >= this.policy.stableAfterMs ? 1 : this.failures + 1;
    if (this.failures > this.policy.maxRapidFailures) {
      this.events.log(
        `${this.spec.name} exited ${this.failures} times in a row, each within ${this.policy.stableAfterMs / 1000} s of starting; not restarting it again (the other processes keep serving)`,
      );
      this.events.onGiveUp?.(this.spec, this.failures);
      return;
    }
    const delay = restartDelayMs(this.failures, this.policy);
    this.events.log(`restarting ${this.spec.name} in ${delay} ms (attempt ${this.failures})`);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.stopping) return;
      this.restarts++;
      this.current = this.launch();
    }, delay);
  }

  /** Ends supervision (no restart from now on) and stops the process. */
  async stop(timeoutMs?: number): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await stopChildren([this.current], timeoutMs);
  }
}

export async function waitReady(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process behind ${url} exited`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return;
      last = `${r.status} ${await r.text()}`;
    } catch (e) {
      last = (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms: ${last}`);
}

/** Waits until every /readyz of a process answers (see ProcessSpec.readyUrls). */
export async function waitSpecReady(spec: ProcessSpec, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  await Promise.all((spec.readyUrls ?? [spec.readyUrl]).map((u) => waitReady(u, timeoutMs, isAlive)));
}

export async function stopChildren(children: RunningChild[], timeoutMs = 10_000): Promise<void> {
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const t = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
          child.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Resident memory of a process in bytes (Linux /proc), or null. */
export function rssBytes(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}
