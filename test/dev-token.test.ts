/**
 * `npm run dev:token`'s failures: each is one clear line naming what to do, never a stack trace or a
 * secret. Its success is exercised against a real platform by test/scopes/role-census.test.ts.
 */
import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import { devToken, DevTokenError } from '../scripts/dev-token.ts';
import { ROOT } from '../scripts/platform.ts';

const dir = mkdtempSync(join(tmpdir(), 'svc-dev-token-'));
const file = join(dir, 'credentials.json');
writeFileSync(
  file,
  JSON.stringify({ clients: { developer: { clientId: 'cli_dev_developer', clientSecret: 'very-secret-value' } } }),
);

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

describe('dev:token', () => {
  it('says the platform is not running when nothing answers at {auth_url}', async () => {
    const authUrl = `http://127.0.0.1:${await closedPort()}`;
    const e = await devToken({ role: 'developer', credentialsFile: file, authUrl }).catch((x) => x);
    expect(e).toBeInstanceOf(DevTokenError);
    expect(e.message).toBe(
      `the platform is not running at ${authUrl} (no answer from ${authUrl}/oauth/token): start it with npm start`,
    );
  });

  it('names the roles it knows for an unknown or missing role, and npm start for a missing file', async () => {
    await expect(devToken({ role: 'root', credentialsFile: file, authUrl: 'http://127.0.0.1:1' })).rejects.toThrow(
      '--role must be one of developer',
    );
    await expect(devToken({ role: undefined, credentialsFile: file, authUrl: 'http://127.0.0.1:1' })).rejects.toThrow(
      '--role must be one of developer',
    );
    await expect(
      devToken({ role: 'developer', credentialsFile: join(dir, 'none.json'), authUrl: 'http://127.0.0.1:1' }),
    ).rejects.toThrow(/run npm start/);
  });

  it('as a command: one line on standard error, exit code 1, nothing on standard output, no secret', async () => {
    const port = await closedPort();
    const r = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        join(ROOT, 'scripts/dev-token.ts'),
        '--role',
        'developer',
        '--auth-url',
        `http://127.0.0.1:${port}`,
      ],
      { cwd: ROOT, env: { ...process.env, DEV_DIR: dir } },
    ).catch((x) => x);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `dev:token: the platform is not running at http://127.0.0.1:${port} (no answer from http://127.0.0.1:${port}/oauth/token): start it with npm start\n`,
    );
    expect(r.stderr).not.toContain('very-secret-value');
  });
});
