/**
 * Structured JSON logs (pino). Secrets never reach a log line: the redact list covers every
 * header and field that can carry a credential, and callers log request ids, not bodies.
 *
 * Lines go to stdout asynchronously (one pino destination per process, `sync: false`): a request
 * that logs (every request writes an access-log line) never waits for a write(2) to stdout, and
 * lines logged while a write is in flight leave together in the next one. Nothing is lost at a
 * stop: runService awaits `flushLogs()` before it exits, and pino's exit hook writes whatever is
 * still buffered synchronously on any other `process.exit`.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const REDACT_PATHS = [
  'authorization',
  'password',
  'client_secret',
  'refresh_token',
  'access_token',
  'token',
  'code',
  'code_verifier',
  'secret',
  'apiKey',
  'api_key',
  'plaintext',
  'subject_token',
  '*.authorization',
  '*.password',
  '*.client_secret',
  '*.refresh_token',
  '*.access_token',
  '*.token',
  '*.secret',
  '*.apiKey',
  '*.plaintext',
  '*.subject_token',
  '*.code_verifier',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-api-key"]',
];

type AsyncDestination = DestinationStream & NodeJS.EventEmitter;
let stdout: AsyncDestination | null = null;

function stdoutDestination(): AsyncDestination {
  return (stdout ??= pino.destination({ dest: 1, sync: false }) as AsyncDestination);
}

/**
 * Resolves once every line logged so far has been written to stdout (a stop awaits it before
 * exiting). The destination emits 'drain' when its last pending write completes; an empty write
 * makes sure there is one to wait for even when nothing is pending.
 */
export function flushLogs(): Promise<void> {
  const dest = stdout;
  if (!dest) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      dest.off('drain', done);
      dest.off('error', done);
      resolve();
    };
    dest.once('drain', done);
    dest.once('error', done);
    dest.write('');
  });
}

export function createLogger(service: string, opts: { level?: string } = {}): Logger {
  return pino(
    {
      name: service,
      level: opts.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    stdoutDestination(),
  );
}
