/**
 * Opaque bearer secrets (refresh tokens, authorization codes, device codes): 256 random bits,
 * base64url (43 characters). Only the SHA-256 is stored, so a database read leaks nothing usable;
 * lookups go by that hash, which makes the comparison itself the index's and not timing-relevant.
 */
import { createHash, randomBytes } from 'node:crypto';

export const OPAQUE_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a presented string can be one of ours at all (checked before any database read). */
export function isOpaqueToken(token: string | undefined): token is string {
  return typeof token === 'string' && OPAQUE_TOKEN_RE.test(token);
}
