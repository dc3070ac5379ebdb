/**
 * Backend targets from the environment. `<DOMAIN>_BACKEND_TARGET` (host:port) serves every service
 * of the domain's contract; `<DOMAIN>_<FAMILY>_BACKEND_TARGET` points one service family (named
 * after its NOT-WIRED code: AMGATE, OCAR_CONFIG, …) elsewhere, for backends deployed apart. Unset
 * means not wired: those operations fail closed exactly as before any backend existed.
 * `<DOMAIN>_BACKEND_DEADLINE_MS` bounds every call (default 2000 ms).
 */
import { ConfigError, int, loadConfig, optionalStr } from '@svc/core';
import type { BackendServiceSpec } from './grpc-backend.ts';

/** Default per-call deadline of a domain backend, milliseconds. */
export const DEFAULT_BACKEND_DEADLINE_MS = 2000;

/** host:port, [ipv6]:port, or a grpc-js URI (dns:, unix:, ipv4:, ipv6:). */
const TARGET = /^(?:(?:dns|unix|unix-abstract|ipv4|ipv6):\S+|[A-Za-z0-9.-]+:\d{1,5}|\[[0-9A-Fa-f:.]+\]:\d{1,5})$/;

/** `SVC-OCAR-CONFIG-NOT-WIRED` → `OCAR_CONFIG`. */
export const familyOf = (code: string) =>
  code
    .replace(/^SVC-/, '')
    .replace(/-NOT-WIRED$/, '')
    .replace(/-/g, '_');

export function backendTargetVariables(
  domain: string,
  services: readonly BackendServiceSpec[],
): { domain: string; perService: Record<string, string> } {
  const upper = domain.toUpperCase();
  const perService: Record<string, string> = {};
  for (const s of services) {
    const family = familyOf(s.notWired);
    if (family !== upper) perService[s.service] = `${upper}_${family}_BACKEND_TARGET`;
  }
  return { domain: `${upper}_BACKEND_TARGET`, perService };
}

export function backendConfig(
  domain: string,
  services: readonly BackendServiceSpec[],
  env: NodeJS.ProcessEnv,
): { targets: Record<string, string | undefined>; deadlineMs: number } {
  const vars = backendTargetVariables(domain, services);
  const deadlineVar = `${domain.toUpperCase()}_BACKEND_DEADLINE_MS`;
  const names = [vars.domain, ...Object.values(vars.perService)];
  const c = loadConfig(
    {
      ...Object.fromEntries(names.map((n) => [n, optionalStr()])),
      [deadlineVar]: int(DEFAULT_BACKEND_DEADLINE_MS, { min: 1, max: 60_000, unit: 'ms' }),
    },
    env,
  );
  for (const n of names) {
    const v = c[n] as string | undefined;
    if (v !== undefined && !TARGET.test(v))
      throw new ConfigError(n, `must be host:port (or a gRPC target URI), got "${v}"`);
  }
  const targets: Record<string, string | undefined> = {};
  for (const s of services)
    targets[s.service] =
      (c[vars.perService[s.service] ?? ''] as string | undefined) ?? (c[vars.domain] as string | undefined);
  return { targets, deadlineMs: c[deadlineVar] as number };
}
