import { bool, ConfigError, loadConfig } from '../config/index.ts';
import type { EgressPolicy } from './destination.ts';

/**
 * | variable | default | meaning |
 * |---|---|---|
 * | EGRESS_ALLOW_LOOPBACK_FOR_TESTS | false | tests only: tenant egress may reach loopback (and plain http there); refused when NODE_ENV=production |
 */
export function egressPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): EgressPolicy {
  const cfg = loadConfig({ EGRESS_ALLOW_LOOPBACK_FOR_TESTS: bool(false) }, env);
  if (cfg.EGRESS_ALLOW_LOOPBACK_FOR_TESTS && env.NODE_ENV === 'production') {
    throw new ConfigError('EGRESS_ALLOW_LOOPBACK_FOR_TESTS', 'must not be set in production (NODE_ENV=production)');
  }
  return Object.freeze({ allowLoopbackForTests: cfg.EGRESS_ALLOW_LOOPBACK_FOR_TESTS });
}
