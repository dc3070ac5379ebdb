/**
 * Identity's one config module: every limit and lifetime it uses, with units, read and validated
 * once at start-up. A bad value stops the process with one line naming the variable.
 */
import { join } from 'node:path';
import { loadConfig, port, str, int, bool, url, optionalUrl, SPEC_LIMITS, DEFAULT_PORTS } from '@svc/core';
import { REPO_ROOT } from '@svc/db';

export const identitySchema = {
  HOST: str('127.0.0.1'),
  IDENTITY_HTTP_PORT: port(DEFAULT_PORTS.identityHttp),
  IDENTITY_GRPC_PORT: port(DEFAULT_PORTS.identityGrpc),
  DATABASE_URL: url(undefined, ['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  /** `iss` of every token: the {auth_url} origin. */
  AUTH_ISSUER: url(`http://localhost:${DEFAULT_PORTS.gatewayAuth}`),
  /** `aud` of access tokens: the {base_url} origin. */
  API_AUDIENCE: url(`http://localhost:${DEFAULT_PORTS.gatewayApi}`),
  /** Folder of the file key provider (signing keys and the HMAC key). */
  KEYS_DIR: str(join(REPO_ROOT, '.dev', 'keys')),
  ACCESS_TOKEN_TTL_SECONDS: int(SPEC_LIMITS.accessTokenMaxSeconds, { min: 60, max: SPEC_LIMITS.accessTokenMaxSeconds, unit: 's' }),
  REFRESH_TOKEN_TTL_SECONDS: int(SPEC_LIMITS.refreshTokenMaxSeconds, { min: 300, max: SPEC_LIMITS.refreshTokenMaxSeconds, unit: 's' }),
  /** How long a new signing key is published before it signs; at least the edge's JWKS cache. */
  KEY_PUBLISH_AHEAD_SECONDS: int(SPEC_LIMITS.jwksCacheSeconds, { min: SPEC_LIMITS.jwksCacheSeconds, max: 86_400, unit: 's' }),
  /** Client records are cached in memory this long; status changes are also pushed. */
  CLIENT_CACHE_TTL_MS: int(10_000, { min: 0, max: 300_000, unit: 'ms' }),
  TOKEN_BODY_LIMIT_BYTES: int(16 * 1024, { min: 1024, max: 1024 * 1024, unit: 'bytes' }),
  FEATURE_AUTHORIZATION_CODE: bool(false),
  FEATURE_DEVICE_CODE: bool(false),
  DB_POOL_MAX: int(10, { min: 1, max: 100, unit: 'connections' }),
  LOG_LEVEL: str('info', { oneOf: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] }),
};

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;
export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(identitySchema, env);
