/**
 * Encryption of small secrets identity must be able to read back (TOTP shared secrets), with
 * AES-256-GCM under a key derived from the key-management HMAC key (`HMAC(k, "secret-box:<purpose>")`),
 * so the secret lives wherever the HMAC key lives (a KMS in production). Format: `v1.<iv>.<tag>.<ct>`.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '@svc/core';
import type { KeyManager } from '../keys/key-manager.ts';

export class SecretBox {
  constructor(
    private keys: KeyManager,
    private purpose: string,
  ) {}

  private key(): Buffer {
    const k = this.keys.hmac(`secret-box:${this.purpose}`);
    if (k === null) throw new AppError('SVC-SERVER-9001', 'the key-management HMAC key is not configured');
    return Buffer.from(k, 'hex');
  }

  seal(plain: Buffer): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key(), iv);
    const ct = Buffer.concat([c.update(plain), c.final()]);
    return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  }

  open(sealed: string): Buffer {
    const [v, iv, tag, ct] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('sealed secret: unknown format');
    const d = createDecipheriv('aes-256-gcm', this.key(), Buffer.from(iv, 'base64url'));
    d.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]);
  }
}
