/** The process guard, apart from the service runner so a process that hosts a plain server loads only this. */
import type { Logger } from '../log/logger.ts';

/** Counts of errors no handler caught since the process started (see installProcessGuard). */
export interface ProcessFaults {
  uncaughtExceptions: number;
  unhandledRejections: number;
}

const faults: ProcessFaults = { uncaughtExceptions: 0, unhandledRejections: 0 };
let guardInstalled = false;

/** How many errors escaped every handler so far; a metrics module exposes these as counters. */
export function processFaults(): Readonly<ProcessFaults> {
  return { ...faults };
}

/**
 * What of an escaped error reaches the log: its class, code, the start of its message and its
 * stack frames; never its other fields (a request body or a header could hang there), and not
 * more of the message than it takes to recognise it (messages can quote input).
 */
function describeFault(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error))
    return {
      type:
        e !== null && typeof e === 'object'
          ? Array.isArray(e)
            ? `Array(${e.length})`
            : (e.constructor?.name ?? 'Object')
          : typeof e,
    };
  const code = (e as NodeJS.ErrnoException).code;
  const frames = e.stack
    ?.split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .slice(0, 12);
  return {
    type: e.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: e.message.slice(0, 200),
    stack: frames?.join('\n'),
  };
}

/**
 * Keeps the process serving when an error escapes every handler. Node's default is to exit on an
 * uncaught exception or unhandled rejection, which would let one malformed request stop a
 * process that serves everyone else. We keep serving instead because every request handler,
 * parser callback and socket handler is guarded on its own (so an escape is a bug confined to
 * the request that caused it, not corrupted shared state), and because a supervisor (`npm start`,
 * or the orchestrator in production) restarts a process that does die. Each escape is logged at
 * error level with the service name and counted, so it is seen and fixed rather than hidden.
 * Installed once per process; idempotent.
 */
export function installProcessGuard(name: string, log: Logger): void {
  if (guardInstalled) return;
  guardInstalled = true;
  process.on('uncaughtException', (err, origin) => {
    faults.uncaughtExceptions++;
    log.error(
      { origin, fault: describeFault(err), count: faults.uncaughtExceptions },
      `${name}: uncaught exception (process kept serving)`,
    );
  });
  process.on('unhandledRejection', (reason) => {
    faults.unhandledRejections++;
    log.error(
      { fault: describeFault(reason), count: faults.unhandledRejections },
      `${name}: unhandled rejection (process kept serving)`,
    );
  });
}
