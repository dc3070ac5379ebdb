/**
 * The console server's configuration, from its environment. What the browser is told
 * (config.json) is the platform's public origins and the public client: nothing secret.
 */
import { join } from 'node:path';

export interface ConsoleServerConfig {
  host: string;
  port: number;
  /** The built single-page app (console/dist, with .gz and .br beside each asset). */
  distDir: string;
  /** Served as /config.json. */
  browser: { authUrl: string; apiUrl: string; clientId: string; scope: string };
}

const origin = (name: string, v: string | undefined): string => {
  if (!v) throw new Error(`${name} is required (the platform's public origin the browser calls)`);
  const u = new URL(v);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return u.origin;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ConsoleServerConfig {
  const port = Number(env.CONSOLE_PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`CONSOLE_PORT must be a port number (1-65535), got ${JSON.stringify(env.CONSOLE_PORT)}`);
  const clientId = env.CONSOLE_CLIENT_ID ?? 'cli_dev_spa';
  if (!/^[\w.:-]{1,200}$/.test(clientId)) throw new Error('CONSOLE_CLIENT_ID is not a client id');
  return {
    host: env.CONSOLE_HOST || '127.0.0.1',
    port,
    distDir: env.CONSOLE_DIST_DIR || join(import.meta.dirname, '..', 'dist'),
    browser: {
      // The defaults are the topology's own public origins (scripts/platform.ts topologyEnv).
      authUrl: origin('CONSOLE_AUTH_URL', env.CONSOLE_AUTH_URL || env.AUTH_ISSUER),
      apiUrl: origin('CONSOLE_API_URL', env.CONSOLE_API_URL || env.API_AUDIENCE),
      clientId,
      scope: env.CONSOLE_SCOPE || 'openid profile email svc:iam:user:read',
    },
  };
}
