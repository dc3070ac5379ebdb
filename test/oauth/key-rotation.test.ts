import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import * as client from 'openid-client';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  type TestIdentity,
  type PasswordTenant,
} from './helpers.ts';

const ROTATE = fileURLToPath(new URL('../../identity/src/cli/rotate-keys.ts', import.meta.url));
const run = promisify(execFile);

/** `npm run keys:rotate` as an operator runs it: another process, the same KEYS_DIR. */
async function rotate(keysDir: string, ...args: string[]) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', ROTATE, ...args], {
    env: { ...process.env, KEYS_DIR: keysDir, KEY_PUBLISH_AHEAD_SECONDS: '300' },
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { kid: string; signsFrom: string; published: string[] };
}

const kidOf = (token: string) => decodeProtectedHeader(token).kid!;

async function until<T>(f: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('signing-key rotation', () => {
  let id: TestIdentity;
  let t: PasswordTenant;
  let config: client.Configuration;
  beforeAll(async () => {
    id = await startOAuthIdentity({ KEY_RELOAD_INTERVAL_MS: '100' });
    t = await createPasswordTenant(id);
    config = await discover(id, t.clientId, t.clientSecret);
  });
  afterAll(() => id?.stop());

  const jwksKids = async () =>
    ((await (await fetch(`${id.httpUrl}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }).keys.map(
      (k) => k.kid,
    );
  const verify = (token: string) =>
    jwtVerify(token, createRemoteJWKSet(new URL(`${id.httpUrl}/.well-known/jwks.json`)), {
      issuer: id.cfg.AUTH_ISSUER,
      audience: id.cfg.API_AUDIENCE,
      algorithms: ['ES256'],
      typ: 'at+jwt',
    });

  it('publishes a scheduled key before it signs; tokens from before and after rotations all verify with jose', async () => {
    const before = (await client.clientCredentialsGrant(config)).access_token;
    const oldKid = kidOf(before);
    expect(await jwksKids()).toEqual([oldKid]);

    // Scheduled rotation: published at once, signs only KEY_PUBLISH_AHEAD_SECONDS later.
    const scheduled = await rotate(id.cfg.KEYS_DIR);
    expect(new Date(scheduled.signsFrom).getTime() - Date.now()).toBeGreaterThan(290_000);
    expect(await until(jwksKids, (k) => k.includes(scheduled.kid))).toEqual(
      expect.arrayContaining([oldKid, scheduled.kid]),
    );
    const during = (await client.clientCredentialsGrant(config)).access_token;
    expect(kidOf(during)).toBe(oldKid);

    // Immediate rotation (compromise drill): the new key signs at once; the old one stays published.
    const immediate = await rotate(id.cfg.KEYS_DIR, '--immediate');
    const after = await until(
      async () => (await client.clientCredentialsGrant(config)).access_token,
      (tok) => kidOf(tok) === immediate.kid,
    );
    expect(kidOf(after)).toBe(immediate.kid);
    expect(await jwksKids()).toEqual(expect.arrayContaining([oldKid, scheduled.kid, immediate.kid]));
    for (const token of [before, during, after]) expect((await verify(token)).payload.client_id).toBe(t.clientId);
  });
});

describe('key reload on SIGHUP', () => {
  it('picks up a rotation at once when signalled, with interval polling off', async () => {
    const id = await startOAuthIdentity({ KEY_RELOAD_INTERVAL_MS: '0' });
    try {
      const t = await createPasswordTenant(id);
      const config = await discover(id, t.clientId, t.clientSecret);
      const r = await rotate(id.cfg.KEYS_DIR, '--immediate');
      await new Promise((res) => setTimeout(res, 300));
      expect(kidOf((await client.clientCredentialsGrant(config)).access_token)).not.toBe(r.kid);
      process.kill(process.pid, 'SIGHUP');
      await new Promise((res) => setTimeout(res, 100));
      expect(kidOf((await client.clientCredentialsGrant(config)).access_token)).toBe(r.kid);
    } finally {
      await id.stop();
    }
  });
});
