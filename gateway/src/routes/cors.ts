/**
 * Cross-origin access for browser clients, per listener, with the `cors` middleware (expressjs/cors):
 * an exact allow-list of serialized origins (`scheme://host[:port]`); an origin not on it gets no
 * Access-Control-Allow-Origin and the browser refuses the response. Preflights (OPTIONS) are answered
 * here, before routing, so they never reach the credential chain. Credentials travel in headers
 * (Authorization, X-Api-Key), never cookies, so Access-Control-Allow-Credentials is not sent.
 *
 * Public documents (discovery, JWKS) are readable from any origin: they hold nothing a caller could
 * not fetch without a browser.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import { ConfigError, type Field } from '@svc/core';

export interface CorsPolicy {
  /** Exact origins allowed; empty: none. */
  origins: readonly string[];
  methods: readonly string[];
  allowedHeaders: readonly string[];
  exposedHeaders: readonly string[];
  maxAgeSeconds: number;
}

/** Headers a browser client may read from any answer of {base_url}: request id and quota. */
export const API_EXPOSED_HEADERS = [
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-quota-reset',
  'x-quota-warning',
  'retry-after',
  'www-authenticate',
] as const;

/** Request headers a browser client of {base_url} may send. */
export const API_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-api-key',
  'x-request-id',
  'idempotency-key',
  'x-step-up-token',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'graphql-client-name',
  'graphql-client-version',
] as const;

/** Request headers a browser client of {auth_url} may send (token, revocation, userinfo). */
export const AUTH_ALLOWED_HEADERS = ['authorization', 'content-type', 'x-request-id'] as const;

/** A serialized origin as browsers send it: http(s), host, optional port, nothing else. */
export function parseOrigin(value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  // `new URL` normalizes (case, default port, trailing slash): the entry must already be in the
  // form a browser's Origin header has, or it would never match one.
  return u.origin === value ? value : null;
}

/** A comma-separated origin allow-list variable. Empty (the default) allows no origin. */
export function originList(): Field<string[]> {
  return {
    describe: '"" (no origin)',
    read(name, raw) {
      if (raw === undefined || raw.trim() === '') return [];
      const out: string[] = [];
      for (const entry of raw
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)) {
        if (entry === '*') throw new ConfigError(name, 'must list origins; "*" is not accepted');
        if (!parseOrigin(entry))
          throw new ConfigError(
            name,
            `"${entry}" is not an origin (scheme://host[:port], lower case, no path or trailing slash)`,
          );
        out.push(entry);
      }
      return [...new Set(out)];
    },
  };
}

export type CorsHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Sets the CORS answer headers for `req` and answers a preflight. Returns true when the response
 * was completed (a preflight: 204 with the allowed methods, headers and max-age), false when the
 * request continues to its route.
 */
export function corsHandler(
  policy: CorsPolicy | { anyOrigin: true; methods: readonly string[]; maxAgeSeconds: number },
): CorsHandler {
  const middleware = cors({
    origin: 'anyOrigin' in policy ? '*' : [...policy.origins],
    methods: [...policy.methods],
    allowedHeaders: 'anyOrigin' in policy ? [] : [...policy.allowedHeaders],
    exposedHeaders: 'anyOrigin' in policy ? [] : [...policy.exposedHeaders],
    maxAge: policy.maxAgeSeconds,
    credentials: false,
    preflightContinue: false,
    optionsSuccessStatus: 204,
  });
  return (req, res) => {
    let continued = false;
    // Synchronous for static options: `next` runs before middleware() returns, or the preflight was answered.
    middleware(req as Parameters<typeof middleware>[0], res as Parameters<typeof middleware>[1], () => {
      continued = true;
    });
    return !continued;
  };
}
