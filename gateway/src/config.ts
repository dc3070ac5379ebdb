/**
 * The gateway's one config module: listeners, upstreams, and every edge limit with its unit,
 * validated at start-up.
 */
import { join } from 'node:path';
import { loadConfig, port, str, int, bool, url, optionalUrl, SPEC_LIMITS, DEFAULT_PORTS } from '@svc/core';
import { REPO_ROOT } from '@svc/db';

export const gatewaySchema = {
  HOST: str('127.0.0.1'),
  GATEWAY_API_PORT: port(DEFAULT_PORTS.gatewayApi),
  GATEWAY_AUTH_PORT: port(DEFAULT_PORTS.gatewayAuth),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  /** Identity's HTTP listener, target of the {auth_url} proxy. */
  IDENTITY_HTTP_URL: url(`http://127.0.0.1:${DEFAULT_PORTS.identityHttp}`),
  IDENTITY_GRPC_TARGET: str(`127.0.0.1:${DEFAULT_PORTS.identityGrpc}`),
  /** Expected `iss` ({auth_url}). */
  AUTH_ISSUER: url(`http://localhost:${DEFAULT_PORTS.gatewayAuth}`),
  /** Expected `aud` ({base_url}). */
  API_AUDIENCE: url(`http://localhost:${DEFAULT_PORTS.gatewayApi}`),
  SUPERGRAPH_PATH: str(join(REPO_ROOT, 'supergraph.graphql')),
  JWKS_CACHE_SECONDS: int(SPEC_LIMITS.jwksCacheSeconds, { min: 10, max: 3600, unit: 's' }),
  /** Minimum interval between refetches triggered by an unknown kid. */
  JWKS_UNKNOWN_KID_MIN_INTERVAL_MS: int(10_000, { min: 0, max: 300_000, unit: 'ms' }),
  ANONYMOUS_BODY_LIMIT_BYTES: int(SPEC_LIMITS.anonymousGraphqlBodyBytes, { min: 1024, max: SPEC_LIMITS.anonymousGraphqlBodyBytes, unit: 'bytes' }),
  GRAPHQL_BODY_LIMIT_BYTES: int(1024 * 1024, { min: 1024, max: 16 * 1024 * 1024, unit: 'bytes' }),
  PROXY_TIMEOUT_MS: int(10_000, { min: 100, max: 120_000, unit: 'ms' }),
  INTROSPECTION: bool(false),
  LOG_LEVEL: str('info', { oneOf: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] }),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(gatewaySchema, env);
