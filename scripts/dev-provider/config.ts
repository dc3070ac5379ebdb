/**
 * Configuration of the built-in development model provider, read and validated once at start-up
 * (a bad value exits with one line naming the variable). Every variable, its default and unit:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | DEV_PROVIDER_PORT | 4290 | loopback port (the listener is always 127.0.0.1: nothing else may reach it) |
 * | DEV_PROVIDER_TOKEN_DELAY_MS | 20 ms | pause before each streamed token after the first |
 * | DEV_PROVIDER_MAX_ANSWER_TOKENS | 256 tokens | longest answer, whatever the request asks for |
 * | DEV_PROVIDER_MAX_BODY_BYTES | 4194304 bytes | largest request body (413 above) |
 * | LOG_LEVEL | info | as every process |
 *
 * NODE_ENV=production is refused: the provider answers without a model, so a production platform
 * must never run it (the inference config refuses it there too).
 */
import { ConfigError, int, loadConfig, logLevel, port } from '../../packages/core/src/config/env.ts';
import { DEFAULT_PORTS } from '../../packages/core/src/config/limits.ts';

/** Dimensions of an embedding when the request names none, and the most a request may ask for. */
export const DEFAULT_EMBEDDING_DIMENSIONS = 256;
export const MAX_EMBEDDING_DIMENSIONS = 4096;

export interface DevProviderConfig {
  port: number;
  /** Always loopback. */
  host: '127.0.0.1';
  logLevel: string;
  tokenDelayMs: number;
  maxAnswerTokens: number;
  maxBodyBytes: number;
}

export function loadDevProviderConfig(env: NodeJS.ProcessEnv = process.env): DevProviderConfig {
  if (env.NODE_ENV === 'production') {
    const why = 'is production: the local-dev provider answers without a model and never runs in production';
    throw new ConfigError('NODE_ENV', why);
  }
  const c = loadConfig(
    {
      DEV_PROVIDER_PORT: port(DEFAULT_PORTS.devProvider),
      DEV_PROVIDER_TOKEN_DELAY_MS: int(20, { min: 0, max: 10_000, unit: 'ms' }),
      DEV_PROVIDER_MAX_ANSWER_TOKENS: int(256, { min: 1, max: 100_000, unit: 'tokens' }),
      DEV_PROVIDER_MAX_BODY_BYTES: int(4 * 1024 * 1024, { min: 1024, max: 64 * 1024 * 1024, unit: 'bytes' }),
      LOG_LEVEL: logLevel(),
    },
    env,
  );
  return {
    port: c.DEV_PROVIDER_PORT,
    host: '127.0.0.1',
    logLevel: c.LOG_LEVEL,
    tokenDelayMs: c.DEV_PROVIDER_TOKEN_DELAY_MS,
    maxAnswerTokens: c.DEV_PROVIDER_MAX_ANSWER_TOKENS,
    maxBodyBytes: c.DEV_PROVIDER_MAX_BODY_BYTES,
  };
}
