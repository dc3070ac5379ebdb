/**
 * Encryption at rest of webhook signing secrets (ADR 004): the dispatcher must compute an HMAC
 * with the secret, so unlike API keys it cannot keep only a hash. AES-256-GCM with a random
 * 96-bit nonce; the subscription id is the associated data, so a ciphertext moved to another
 * subscription does not decrypt.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SecretBox {
  seal(plaintext: string, boundTo: string): string;
  open(sealed: string, boundTo: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the events secret key must be 32 bytes');
  return {
    seal(plaintext, boundTo) {
      const nonce = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, nonce).setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([c.update(plaintext, 'utf8'), c.final()]);
      return Buffer.concat([nonce, c.getAuthTag(), body]).toString('base64');
    },
    open(sealed, boundTo) {
      const raw = Buffer.from(sealed, 'base64');
      const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12)).setAAD(Buffer.from(boundTo));
      d.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
    },
  };
}

/** EVENTS_SECRET_KEY, else `events-secret.key` under KEYS_DIR (created 0600 on first use), else null. */
export function loadSecretKey(opts: { EVENTS_SECRET_KEY?: string; KEYS_DIR?: string }): Buffer | null {
  if (opts.EVENTS_SECRET_KEY) {
    const key = Buffer.from(opts.EVENTS_SECRET_KEY, 'base64');
    if (key.length !== 32) throw new Error('EVENTS_SECRET_KEY: must be base64 of 32 bytes');
    return key;
  }
  if (!opts.KEYS_DIR) return null;
  const file = join(opts.KEYS_DIR, 'events-secret.key');
  if (!existsSync(file)) {
    mkdirSync(opts.KEYS_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e; // another replica created it first
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file}: must hold base64 of 32 bytes`);
  return key;
}
