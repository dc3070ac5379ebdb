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
  /** Lifetime of user-session access tokens (password, refresh, code, device grants). */
  ACCESS_TOKEN_TTL_SECONDS: int(SPEC_LIMITS.accessTokenMaxSeconds, { min: 60, max: SPEC_LIMITS.accessTokenMaxSeconds, unit: 's' }),
  /** Absolute lifetime of a refresh-token family from sign-in; rotated tokens inherit its expiry. */
  REFRESH_TOKEN_TTL_SECONDS: int(SPEC_LIMITS.refreshTokenMaxSeconds, { min: 300, max: SPEC_LIMITS.refreshTokenMaxSeconds, unit: 's' }),
  /** How long a new signing key is published before it signs; at least the edge's JWKS cache. */
  KEY_PUBLISH_AHEAD_SECONDS: int(SPEC_LIMITS.jwksCacheSeconds, { min: SPEC_LIMITS.jwksCacheSeconds, max: 86_400, unit: 's' }),
  /**
   * How often the key file is re-read (ms; 0 disables polling). `npm run keys:rotate` writes the
   * file from another process; SIGHUP also reloads at once.
   */
  KEY_RELOAD_INTERVAL_MS: int(30_000, { min: 0, max: 3_600_000, unit: 'ms' }),
  /** Client records are cached in memory this long; status changes are also pushed. */
  CLIENT_CACHE_TTL_MS: int(10_000, { min: 0, max: 300_000, unit: 'ms' }),
  TOKEN_BODY_LIMIT_BYTES: int(16 * 1024, { min: 1024, max: 1024 * 1024, unit: 'bytes' }),
  /** Lifetime of a token-exchange child token; also capped by the subject token's remaining life. */
  TOKEN_EXCHANGE_TTL_SECONDS: int(SPEC_LIMITS.tokenExchangeMaxSeconds, { min: 60, max: SPEC_LIMITS.tokenExchangeMaxSeconds, unit: 's' }),
  /** Failed password attempts that lock an account. */
  LOGIN_LOCKOUT_FAILURES: int(SPEC_LIMITS.loginLockoutFailures, { min: 1, max: 100, unit: 'attempts' }),
  /** How long a locked account stays locked. */
  LOGIN_LOCKOUT_SECONDS: int(SPEC_LIMITS.loginLockoutSeconds, { min: 60, max: 86_400, unit: 's' }),
  /**
   * How long revoked ids stay in the shared store's revoked:jti / revoked:fid sets. Must cover the
   * longest access-token lifetime plus the edge's clock skew, since only access tokens reach the edge.
   */
  REVOCATION_TTL_SECONDS: int(SPEC_LIMITS.accessTokenMaxSeconds + 60, { min: SPEC_LIMITS.accessTokenMaxSeconds, max: SPEC_LIMITS.refreshTokenMaxSeconds, unit: 's' }),
  /** A user's flattened roles per workspace are cached this long (ms); changes are also pushed. */
  PERMISSION_CACHE_TTL_MS: int(10_000, { min: 0, max: 300_000, unit: 'ms' }),
  /** Lifetime of an authorization code (RFC 6749 §4.1.2 recommends at most 10 minutes). */
  AUTHORIZATION_CODE_TTL_SECONDS: int(60, { min: 10, max: 600, unit: 's' }),
  /** Lifetime of a device code and its user code (RFC 8628 §3.2 `expires_in`). */
  DEVICE_CODE_TTL_SECONDS: int(600, { min: 60, max: 1800, unit: 's' }),
  /** Minimum polling interval a device must keep (RFC 8628 `interval`). */
  DEVICE_POLL_INTERVAL_SECONDS: int(5, { min: 1, max: 60, unit: 's' }),
  /** Body limit of the other form endpoints (revoke, introspect, device). */
  FORM_BODY_LIMIT_BYTES: int(16 * 1024, { min: 1024, max: 1024 * 1024, unit: 'bytes' }),
  /** authorization_code + PKCE and GET /oauth/authorize (spec: implemented, gated off). */
  FEATURE_AUTHORIZATION_CODE: bool(false),
  /** device_code grant and the /oauth/device_authorization and /oauth/device endpoints (gated off). */
  FEATURE_DEVICE_CODE: bool(false),
  DB_POOL_MAX: int(10, { min: 1, max: 100, unit: 'connections' }),
  LOG_LEVEL: str('info', { oneOf: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] }),
};

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;
export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(identitySchema, env);
