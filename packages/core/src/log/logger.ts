/**
 * Structured JSON logs (pino). Secrets never reach a log line: the redact list covers every
 * header and field that can carry a credential, and callers log request ids, not bodies.
 */
import { pino, type Logger } from 'pino';

export type { Logger };

export const REDACT_PATHS = [
  'authorization', 'password', 'client_secret', 'refresh_token', 'access_token', 'token', 'code',
  'code_verifier', 'secret', 'apiKey', 'api_key', 'plaintext', 'subject_token',
  '*.authorization', '*.password', '*.client_secret', '*.refresh_token', '*.access_token', '*.token',
  '*.secret', '*.apiKey', '*.plaintext', '*.subject_token', '*.code_verifier',
  'req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'headers.authorization',
  'headers["x-api-key"]',
];

export function createLogger(service: string, opts: { level?: string } = {}): Logger {
  return pino({
    name: service,
    level: opts.level ?? process.env.LOG_LEVEL ?? 'info',
    base: { service, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  });
}
