/**
 * PKCE (RFC 7636), S256 only: `plain` would hand the verifier to anyone who sees the
 * authorization request. The verifier is 43–128 characters of the unreserved set; the challenge
 * is BASE64URL(SHA256(verifier)), 43 characters. Comparison is constant-time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { SPEC_LIMITS } from '@svc/core';

const VERIFIER_RE = new RegExp(
  `^[A-Za-z0-9\\-._~]{${SPEC_LIMITS.pkceVerifierMinLength},${SPEC_LIMITS.pkceVerifierMaxLength}}$`,
);
const CHALLENGE_RE = /^[A-Za-z0-9_-]{43}$/;

export const isValidCodeVerifier = (v: string | undefined): v is string => typeof v === 'string' && VERIFIER_RE.test(v);
export const isValidCodeChallenge = (c: string | undefined): c is string =>
  typeof c === 'string' && CHALLENGE_RE.test(c);

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  const a = Buffer.from(s256(verifier));
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
