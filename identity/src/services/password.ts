/**
 * Password verification material: scrypt (N=2^15, r=8, p=1) with a per-user salt, encoded as
 * `scrypt$N$r$p$salt$hash`. Passwords are low-entropy, so unlike client secrets and API keys they
 * get a deliberately slow hash. Verification is constant-time.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 2 ** 15,
  R = 8,
  P = 1,
  LEN = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, LEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  // A user without a local password (SCIM-provisioned) still costs one hash, so timing does not tell.
  const parts = (stored ?? '').split('$');
  const valid = parts.length === 6 && parts[0] === 'scrypt';
  const [n, r, p] = valid ? parts.slice(1, 4).map(Number) : [N, R, P];
  const salt = valid ? Buffer.from(parts[4], 'base64url') : Buffer.alloc(16);
  const expected = valid ? Buffer.from(parts[5], 'base64url') : Buffer.alloc(LEN);
  const actual = scryptSync(password.normalize('NFKC'), salt, expected.length, {
    N: n,
    r,
    p,
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected) && valid;
}

/**
 * The same check off the event loop (libuv thread pool): a synchronous scrypt blocks every other
 * request for tens of milliseconds, so the token endpoint uses this one.
 */
export async function verifyPasswordAsync(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  const valid = parts.length === 6 && parts[0] === 'scrypt';
  const [n, r, p] = valid ? parts.slice(1, 4).map(Number) : [N, R, P];
  const salt = valid ? Buffer.from(parts[4], 'base64url') : Buffer.alloc(16);
  const expected = valid ? Buffer.from(parts[5], 'base64url') : Buffer.alloc(LEN);
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, expected.length, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
  return timingSafeEqual(actual, expected) && valid;
}

/** hashPassword off the event loop (sign-up): the same format, computed in the libuv thread pool. */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, LEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}
