/**
 * Process lifecycle shared by every service: config errors exit 1 with one line naming the
 * variable, a port in use is reported by number, SIGINT/SIGTERM drain and stop cleanly, and
 * readiness is a list of named dependency checks re-evaluated on every /readyz.
 */
import type { Server } from 'node:http';
import { ConfigError } from '../config/env.ts';
import type { Logger } from '../log/logger.ts';

export type ReadinessCheck = { name: string; check: () => Promise<void> };

export interface Readiness {
  add(check: ReadinessCheck): void;
  /** Runs every check with a timeout; `ready` only when all pass. */
  evaluate(): Promise<{ ready: boolean; checks: Record<string, 'ok' | string> }>;
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
              new Promise((_, rej) => (timer = setTimeout(() => rej(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs))),
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
      return { ready: Object.values(results).every((r) => r === 'ok'), checks: results };
    },
  };
}

/** Listens on host:port, turning EADDRINUSE into a message that names the port. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (err.code === 'EADDRINUSE') reject(new PortInUseError(port, host));
      else reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

export class PortInUseError extends Error {
  constructor(readonly port: number, host: string) {
    super(`port ${port} is already in use on ${host}`);
    this.name = 'PortInUseError';
  }
}

export interface RunningService {
  /** Stops accepting work, drains, releases resources. Must be idempotent. */
  stop(): Promise<void>;
}

/**
 * Runs a service's `start` and wires signals. Exit codes: 0 after a clean stop, 1 on a config
 * error, a port in use or a start failure, 2 when a stop hangs past `stopTimeoutMs`.
 */
export async function runService(opts: {
  name: string;
  log: Logger;
  start: () => Promise<RunningService>;
  stopTimeoutMs?: number;
}): Promise<void> {
  const { name, log } = opts;
  let running: RunningService;
  try {
    running = await opts.start();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${name}: invalid configuration: ${e.message}\n`);
    } else if (e instanceof PortInUseError) {
      process.stderr.write(`${name}: ${e.message}\n`);
    } else {
      log.error({ err: e }, 'start failed');
      process.stderr.write(`${name}: start failed: ${(e as Error).message}\n`);
    }
    process.exit(1);
  }
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
    try {
      await running.stop();
      log.info('stopped');
      process.exit(0);
    } catch (e) {
      log.error({ err: e }, 'stop failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
