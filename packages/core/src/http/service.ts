/**
 * Process lifecycle shared by every service: config errors exit 1 with one line naming the
 * variable, a port in use is reported by number, SIGINT/SIGTERM drain and stop cleanly, an
 * exception no handler caught is logged and counted instead of ending the process, and readiness
 * is a list of named dependency checks re-evaluated on every /readyz.
 */
import { ConfigError, bool, loadConfig, logLevel, misspelledVariables } from '../config/env.ts';
import { setAccessLog } from './access-log.ts';
import { PortInUseError, listen } from './listen.ts';
import { startGate } from './start-gate.ts';
import { installProcessGuard, processFaults, type ProcessFaults } from './process-guard.ts';
import { startTracing } from '../tracing/tracing.ts';
import { createLogger, flushLogs, type Logger } from '../log/logger.ts';

export { PortInUseError, installProcessGuard, listen, processFaults, type ProcessFaults };

export type ReadinessCheck = {
  name: string;
  check: () => Promise<void>;
  /**
   * False for a dependency the process can serve without (part of its work fails, the rest goes
   * on): when it is down it is listed under `degraded` and the process stays ready. Default true.
   */
  critical?: boolean;
};

export interface ReadinessReport {
  ready: boolean;
  /** Every check by name: 'ok', or the reason it failed. */
  checks: Record<string, 'ok' | string>;
  /** The non-critical checks that failed (the process is ready but serves less). */
  degraded: string[];
}

export interface Readiness {
  add(check: ReadinessCheck): void;
  /** Runs every check with a timeout; `ready` only when every critical check passes. */
  evaluate(): Promise<ReadinessReport>;
}

export function createReadiness(log: Logger, timeoutMs = 1500): Readiness {
  const checks: ReadinessCheck[] = [];
  const lastFailure = new Map<string, string>();
  return {
    add: (c) => checks.push(c),
    async evaluate() {
      const results: Record<string, 'ok' | string> = {};
      await Promise.all(
        checks.map(async (c) => {
          let timer: NodeJS.Timeout | undefined;
          try {
            await Promise.race([
              c.check(),
              new Promise(
                (_, rej) => (timer = setTimeout(() => rej(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)),
              ),
            ]);
            results[c.name] = 'ok';
            if (lastFailure.has(c.name)) log.info({ dependency: c.name }, 'dependency recovered');
            lastFailure.delete(c.name);
          } catch (e) {
            const reason = (e as Error).message || String(e);
            results[c.name] = reason;
            // Log each new reason once, not on every probe.
            if (lastFailure.get(c.name) !== reason) log.warn({ dependency: c.name, reason }, 'dependency not ready');
            lastFailure.set(c.name, reason);
          } finally {
            clearTimeout(timer);
          }
        }),
      );
      const failed = checks.filter((c) => results[c.name] !== 'ok');
      return {
        ready: failed.every((c) => c.critical === false),
        checks: results,
        degraded: failed.filter((c) => c.critical === false).map((c) => c.name),
      };
    },
  };
}

/**
 * A readiness check that asks another process's HTTP endpoint (its /readyz) and passes on a 2xx.
 * The answer is kept for `cacheMs` so a /readyz polled often costs at most one probe per
 * dependency per `cacheMs`; concurrent evaluations share one probe in flight.
 */
export function httpProbe(url: string, opts: { timeoutMs?: number; cacheMs?: number } = {}): () => Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 1000;
  const cacheMs = opts.cacheMs ?? 2000;
  let last: { at: number; result: Promise<void> } | null = null;
  const probe = async () => {
    let r: Response;
    try {
      r = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      const err = e as Error & { cause?: { code?: string } };
      throw new Error(
        err.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : `unreachable (${err.cause?.code ?? err.message})`,
      );
    }
    await r.body?.cancel();
    if (!r.ok) throw new Error(`${new URL(url).pathname} answered ${r.status}`);
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= cacheMs) {
      const result = probe();
      result.catch(() => {}); // observed by the caller; never an unhandled rejection here
      last = { at: now, result };
    }
    return last.result;
  };
}

export interface RunningService {
  /** Stops accepting work, drains, releases resources. Must be idempotent. */
  stop(): Promise<void>;
}

/** One service a process runs: its name (its logger's, its error lines') and how to start it. */
export interface ServiceEntry {
  name: string;
  start: (log: Logger, prepared?: unknown) => Promise<RunningService>;
  /**
   * Work the start would do anyway and that needs no other service (no connection, no port), run
   * while a gated process waits to be released (SVC_START_GATE): its result is handed to `start`.
   * A prepare that fails costs nothing but its time: `start` gets undefined and does the work itself.
   * Run for a process of one service (runService); the single-process subgraphs have none.
   */
  prepare?: (log: Logger) => Promise<unknown>;
}

/**
 * Runs a service's `start` and wires signals. Exit codes: 0 after a clean stop, 1 on a config
 * error, a port in use or a start failure, 2 when a stop hangs past `stopTimeoutMs`. An error
 * that escapes every handler does not end the process (installProcessGuard).
 *
 * The logger is built here, after LOG_LEVEL has been validated like every other variable: a bad
 * level is one line naming the variable, not a stack trace from inside the logging library.
 */
export function runService<P = undefined>(opts: {
  name: string;
  start: (log: Logger, prepared?: P) => Promise<RunningService>;
  /** See ServiceEntry.prepare. */
  prepare?: (log: Logger) => Promise<P>;
  stopTimeoutMs?: number;
}): Promise<void> {
  return runServices({
    name: opts.name,
    services: [
      {
        name: opts.name,
        start: opts.start as ServiceEntry['start'],
        prepare: opts.prepare,
      },
    ],
    stopTimeoutMs: opts.stopTimeoutMs,
  });
}

/** A service's prepare, if it has one; a failure is logged and leaves the work to its start. */
async function prepared(s: ServiceEntry, log: Logger): Promise<unknown> {
  if (!s.prepare) return undefined;
  try {
    return await s.prepare(log);
  } catch (e) {
    // A bad variable fails the start itself, with its one line: nothing to say twice.
    if (e instanceof ConfigError) return undefined;
    log.warn({ err: (e as Error).message }, 'preparing before the start failed: the start does that work itself');
    return undefined;
  }
}

/**
 * Several services in one process (the single-process subgraphs mode, SUBGRAPHS_MODE=single):
 * what belongs to the process is installed once under the process's `name` (the process guard,
 * tracing, ACCESS_LOG, SIGTERM/SIGINT), what belongs to a service is its own (its logger, named
 * after it, and whatever its `start` builds: listener, schema, readiness, metrics registry). The
 * services start together; one that fails to start stops the others and the process exits 1
 * with that service's name on the line, as it would alone. A signal stops them all.
 */
export async function runServices(opts: {
  name: string;
  services: ServiceEntry[];
  stopTimeoutMs?: number;
}): Promise<void> {
  const { name } = opts;
  let level: string;
  let log: Logger;
  try {
    const c = loadConfig({ LOG_LEVEL: logLevel(), ACCESS_LOG: bool(true) });
    level = c.LOG_LEVEL;
    log = createLogger(name, { level });
    setAccessLog(c.ACCESS_LOG);
  } catch (e) {
    process.stderr.write(`${name}: invalid configuration: ${(e as Error).message}\n`);
    process.exit(1);
  }
  installProcessGuard(name, log);
  let stopTracing: (() => Promise<void>) | null = null;
  const running: RunningService[] = [];
  let current = name;
  try {
    try {
      stopTracing = await startTracing(name);
    } catch (e) {
      throw new ConfigError('OTEL_*', (e as Error).message);
    }
    if (stopTracing) log.info('tracing on: spans are exported as the OTEL_* variables say');
    // Loaded: wait here when the supervisor says when to start (SVC_START_GATE), preparing meanwhile.
    const only = opts.services.length === 1 && opts.services[0].name === name ? opts.services[0] : null;
    const [, ready] = await Promise.all([startGate(), only ? prepared(only, log) : undefined]);
    if (only) {
      running.push(await only.start(log, ready));
    } else {
      // async: a start that throws before its first await (a bad variable) is that service's failure too.
      const results = await Promise.allSettled(
        opts.services.map(async (s) => s.start(createLogger(s.name, { level }))),
      );
      for (const r of results) if (r.status === 'fulfilled') running.push(r.value);
      const failed = results.findIndex((r) => r.status === 'rejected');
      if (failed >= 0) {
        current = opts.services[failed].name;
        // The ones that did start release their ports and connections before the exit.
        await Promise.allSettled(running.map((r) => r.stop()));
        throw (results[failed] as PromiseRejectedResult).reason;
      }
    }
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${current}: invalid configuration: ${e.message}\n`);
    } else if (e instanceof PortInUseError) {
      process.stderr.write(`${current}: ${e.message}\n`);
    } else {
      log.error({ err: e, service: current }, 'start failed');
      process.stderr.write(`${current}: start failed: ${(e as Error).message}\n`);
    }
    await flushLogs();
    process.exit(1);
  }
  for (const m of misspelledVariables())
    log.warn(m, `${m.variable} is not a variable this service reads; did you mean ${m.didYouMean}?`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    const timer = setTimeout(() => {
      log.error('stop timed out');
      process.exit(2);
    }, opts.stopTimeoutMs ?? 10_000);
    timer.unref();
    const results = await Promise.allSettled(running.map((r) => r.stop()));
    // Spans still batched are exported before the process ends.
    await stopTracing?.().catch((e: Error) => log.warn({ err: e.message }, 'trace export at stop failed'));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      log.error({ err: failed.reason }, 'stop failed');
      // The asynchronous log destination is drained before the exit (nothing logged is lost).
      await flushLogs();
      process.exit(1);
    }
    log.info('stopped');
    await flushLogs();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
