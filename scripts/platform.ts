/**
 * Starts the whole platform as child processes: identity first (HTTP + gRPC), then the nine
 * subgraphs and the gateway. Used by `npm start` and by the integration tests, so both exercise
 * the same start-up path. Each child is a real Node process running its own main.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PORTS, SUBGRAPH_NAMES } from '../packages/core/src/config/limits.ts';

export const ROOT = join(import.meta.dirname, '..');

export interface ProcessSpec { name: string; entry: string; readyUrl: string; env?: NodeJS.ProcessEnv; nodeArgs?: string[] }

/**
 * The gateway allocates fast (at ~3,000 requests/s a scavenge every ~45 ms): with V8's default
 * 16 MiB semi-space ~2.8 MB survived into the old generation per scavenge and the old generation
 * was collected every 4–5 s. 64 MiB cut its CPU per request by ~25 % and its
 * unloaded p99 by half, with less RSS, not more (docs/benchmarks.md). compose.yaml passes the same
 * flags in NODE_OPTIONS (test/compose.test.ts keeps the two in step).
 */
export const GATEWAY_NODE_ARGS = ['--max-semi-space-size=64'];

export interface Ports { gatewayApi: number; gatewayAuth: number; identityHttp: number; identityGrpc: number; subgraphs: Record<string, number> }

export const defaultPorts = (): Ports => ({ ...DEFAULT_PORTS, subgraphs: { ...DEFAULT_PORTS.subgraphs } });

/** The environment each process needs to find the others, for a given port layout. */
export function topologyEnv(p: Ports): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    GATEWAY_API_PORT: String(p.gatewayApi),
    GATEWAY_AUTH_PORT: String(p.gatewayAuth),
    IDENTITY_HTTP_PORT: String(p.identityHttp),
    IDENTITY_GRPC_PORT: String(p.identityGrpc),
    IDENTITY_HTTP_URL: `http://127.0.0.1:${p.identityHttp}`,
    IDENTITY_GRPC_TARGET: `127.0.0.1:${p.identityGrpc}`,
    AUTH_ISSUER: `http://localhost:${p.gatewayAuth}`,
    API_AUDIENCE: `http://localhost:${p.gatewayApi}`,
    INFERENCE_HTTP_URL: `http://127.0.0.1:${p.subgraphs.inference}`,
  };
  for (const n of SUBGRAPH_NAMES) {
    env[`${n.toUpperCase()}_PORT`] = String(p.subgraphs[n]);
    env[`SUBGRAPH_${n.toUpperCase()}_URL`] = `http://127.0.0.1:${p.subgraphs[n]}/graphql`;
  }
  return env;
}

export function processSpecs(p: Ports): { identity: ProcessSpec; rest: ProcessSpec[] } {
  return {
    identity: { name: 'identity', entry: 'identity/src/main.ts', readyUrl: `http://127.0.0.1:${p.identityHttp}/readyz` },
    rest: [
      ...SUBGRAPH_NAMES.map((n) => ({ name: n, entry: `subgraphs/${n}/src/main.ts`, readyUrl: `http://127.0.0.1:${p.subgraphs[n]}/readyz` })),
      { name: 'gateway', entry: 'gateway/src/main.ts', readyUrl: `http://127.0.0.1:${p.gatewayApi}/readyz`, nodeArgs: GATEWAY_NODE_ARGS },
    ],
  };
}

export interface RunningChild { spec: ProcessSpec; child: ChildProcess }

export function spawnService(spec: ProcessSpec, env: NodeJS.ProcessEnv, output: 'inherit' | 'pipe' | 'ignore' = 'inherit'): RunningChild {
  const child = spawn(process.execPath, [...(spec.nodeArgs ?? []), '--import', 'tsx', join(ROOT, spec.entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env, ...spec.env },
    stdio: ['ignore', output, output],
  });
  return { spec, child };
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
