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

/**
 * The token family (`fid`) of every access token minted from one API or virtual key, so that
 * revoking the key revokes them at the edge at once instead of when they expire.
 */
export const keyTokenFamily = (keyId: string) => `key:${keyId}`;

/** The lower-case class token of a key prefix (`svc_<token>_`). */
export const classToken = (cls: ApiKeyClass) => cls.toLowerCase() as Lowercase<ApiKeyClass>;
export const classOfToken = (t: string): ApiKeyClass | null =>
  (API_KEY_CLASSES as readonly string[]).includes(t.toUpperCase()) && t === t.toLowerCase()
    ? (t.toUpperCase() as ApiKeyClass)
    : null;
export const isApiKeyClass = (c: string): c is ApiKeyClass => (API_KEY_CLASSES as readonly string[]).includes(c);

/**
 * Virtual-key alias `svc_<class>_<vkid>.<secret>`: vkid `vk_` + 20 lowercase hex characters,
 * secret 43 base64url characters (256 bits). Shown once; only its HMAC is stored.
 */
export const VIRTUAL_KEY_RE = /^svc_(sandbox|test|live)_(vk_[0-9a-f]{20})\.([A-Za-z0-9_-]{43})$/;
export const VKID_RE = /^vk_[0-9a-f]{20}$/;

export function newVkid(): string {
  return `vk_${randomBytes(10).toString('hex')}`;
}

export function generateVirtualKeyAlias(cls: ApiKeyClass, vkid: string): { alias: string; hint: string } {
  const secret = randomBytes(32).toString('base64url');
  return { alias: `svc_${classToken(cls)}_${vkid}.${secret}`, hint: secret.slice(-4) };
}

/** The string the HMAC of a virtual-key alias is taken over (domain-separated from API keys). */
export const virtualKeyMac = (alias: string) => `virtual-key:${alias}`;
