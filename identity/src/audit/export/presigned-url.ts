/**
 * Presigned download URLs for audit exports: `<base>/audit/exports/<objectKey>?tenant=<chainKey>
 * &exp=<unix seconds>&sig=<hex HMAC-SHA256>`, the HMAC over object key, tenant chain and expiry
 * under a key only identity reads (it signs and serves; the gateway proxies the path), from
 * AUDIT_KEYS_DIR/audit-url.key (created 0600 on first use). Changing any part, or using it after
 * `exp`, makes it worthless; the comparison is constant-time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const EXPORT_PATH_PREFIX = '/audit/exports/';

export function loadUrlSigningKey(dir: string): Buffer {
  const file = join(dir, 'audit-url.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // 'wx': two processes creating it at once keep the first one's key.
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length < 32) throw new Error(`${file} holds fewer than 32 bytes`);
  return key;
}

const mac = (key: Buffer, objectKey: string, tenant: string, exp: number) =>
  createHmac('sha256', key).update(`${objectKey}\n${tenant}\n${exp}`).digest();

export function presign(key: Buffer, baseUrl: string, objectKey: string, tenant: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const q = new URLSearchParams({ tenant, exp: String(exp), sig: mac(key, objectKey, tenant, exp).toString('hex') });
  return `${baseUrl.replace(/\/$/, '')}${EXPORT_PATH_PREFIX}${objectKey}?${q}`;
}

/** The object key when the URL's path and query are a valid, unexpired signature; else null. */
export function verifyPresigned(
  key: Buffer,
  path: string,
  query: URLSearchParams,
  nowMs = Date.now(),
): { objectKey: string; tenant: string } | null {
  if (!path.startsWith(EXPORT_PATH_PREFIX)) return null;
  const objectKey = path.slice(EXPORT_PATH_PREFIX.length);
  const tenant = query.get('tenant');
  const expRaw = query.get('exp');
  const sig = query.get('sig');
  if (!tenant || !expRaw || !sig || !/^\d{1,12}$/.test(expRaw) || !/^[0-9a-f]{64}$/.test(sig)) return null;
  const exp = Number(expRaw);
  const expected = mac(key, objectKey, tenant, exp);
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return null;
  if (exp * 1000 <= nowMs) return null;
  return { objectKey, tenant };
}
