/**
 * `npm run -s dev:token -- --role org-admin|workspace-admin|developer|billing|viewer`: prints a
 * client-credentials access token for that development role's seeded client (only the token, on
 * standard output, so `TOKEN=$(npm run -s dev:token -- --role developer)` works). It reads the
 * credentials `npm start` wrote (DEV_DIR/credentials.json, default .dev/) and asks the running
 * platform's token endpoint ({auth_url}/oauth/token: `--auth-url`, else http://localhost on
 * GATEWAY_AUTH_PORT, default 4001). Every failure is one line on standard error and exit code 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, portsFromEnv } from './platform.ts';

interface RoleClients {
  clients?: Record<string, { clientId: string; clientSecret: string }>;
}

export class DevTokenError extends Error {}

/** The access token for `role`, or a DevTokenError saying what to do. */
export async function devToken(opts: {
  role: string | undefined;
  credentialsFile: string;
  authUrl: string;
}): Promise<string> {
  if (!existsSync(opts.credentialsFile))
    throw new DevTokenError(
      `no development credentials at ${opts.credentialsFile}: run npm start (or npm run db:seed) first`,
    );
  const creds = JSON.parse(readFileSync(opts.credentialsFile, 'utf8')) as RoleClients;
  const roles = Object.keys(creds.clients ?? {});
  if (roles.length === 0)
    throw new DevTokenError(`${opts.credentialsFile} has no role clients: restart npm start to seed them`);
  if (!opts.role || !Object.hasOwn(creds.clients!, opts.role))
    throw new DevTokenError(`--role must be one of ${roles.join(', ')}`);
  const { clientId, clientSecret } = creds.clients![opts.role];
  const tokenUrl = `${opts.authUrl.replace(/\/$/, '')}/oauth/token`;
  let r: Response;
  try {
    r = await fetch(tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new DevTokenError(
      `the platform is not running at ${opts.authUrl} (no answer from ${tokenUrl}): start it with npm start`,
    );
  }
  const body = (await r.json().catch(() => ({}))) as {
    access_token?: string;
    error?: string;
    error_description?: string;
  };
  if (r.status !== 200 || !body.access_token) {
    const why = body.error
      ? `${body.error}${body.error_description ? `: ${body.error_description}` : ''}`
      : `HTTP ${r.status}`;
    throw new DevTokenError(
      `${tokenUrl} refused the ${opts.role} client (${why}); if the platform was seeded since it started, restart npm start`,
    );
  }
  return body.access_token;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { values } = parseArgs({
      options: { role: { type: 'string' }, 'auth-url': { type: 'string' } },
      strict: true,
    });
    const devDir = process.env.DEV_DIR || join(ROOT, '.dev');
    const authUrl = values['auth-url'] ?? `http://localhost:${portsFromEnv(process.env).gatewayAuth}`;
    process.stdout.write(
      `${await devToken({ role: values.role, credentialsFile: join(devDir, 'credentials.json'), authUrl })}\n`,
    );
  } catch (e) {
    process.stderr.write(`dev:token: ${(e as Error).message}\n`);
    process.exit(1);
  }
}
