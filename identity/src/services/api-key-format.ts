/**
 * API-key format `svc_(sandbox|test|live)_<43 base64url characters>`: 32 random bytes (256 bits).
 * Only the HMAC verifier is stored; the listing shows a prefix and the last four characters.
 */
import { randomBytes } from 'node:crypto';

export const API_KEY_CLASSES = ['SANDBOX', 'TEST', 'LIVE'] as const;
export type ApiKeyClass = (typeof API_KEY_CLASSES)[number];

export const API_KEY_RE = /^svc_(sandbox|test|live)_([A-Za-z0-9_-]{43})$/;

export function generateApiKey(cls: ApiKeyClass): { plaintext: string; prefix: string; hint: string } {
  const secret = randomBytes(32).toString('base64url');
  const plaintext = `svc_${cls.toLowerCase()}_${secret}`;
  return { plaintext, prefix: plaintext.slice(0, `svc_${cls.toLowerCase()}_`.length + 4), hint: secret.slice(-4) };
}

/** The string the HMAC is taken over; domain-separated from client secrets. */
export const apiKeyMac = (plaintext: string) => `api-key:${plaintext}`;
