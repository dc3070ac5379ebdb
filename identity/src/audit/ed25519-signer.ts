/**
 * Ed25519 signing of audit preimages through libsodium (`sodium-native`), with OpenSSL
 * (`node:crypto`) as the fallback. Every grant the token endpoint issues signs one audit event, and
 * libsodium signs in about half the CPU of OpenSSL's one-shot `crypto.sign` (ADR 025). Ed25519
 * signatures are deterministic (RFC 8032), so both produce the same bytes; a signer is used only
 * after it has produced OpenSSL's signature for a test message with the same key, so a libsodium
 * that disagrees, fails to load or is absent on a platform leaves signing on OpenSSL. Verification
 * stays on OpenSSL everywhere.
 *
 * The libsodium secret key lives in `sodium_malloc` memory (guard pages, locked out of swap,
 * read-only between signatures), not on the JavaScript heap; the seed it is derived from is
 * wiped at once.
 */
import { sign, type KeyObject } from 'node:crypto';
import { lazyRequire } from '@svc/core';

/** The part of sodium-native's API this module uses. */
interface Sodium {
  crypto_sign_BYTES: number;
  crypto_sign_SECRETKEYBYTES: number;
  crypto_sign_PUBLICKEYBYTES: number;
  crypto_sign_seed_keypair(pk: Buffer, sk: Buffer, seed: Buffer): void;
  crypto_sign_detached(sig: Buffer, message: Uint8Array, sk: Buffer): void;
  sodium_malloc(size: number): Buffer;
  sodium_memzero(b: Buffer): void;
  sodium_mprotect_readonly(b: Buffer): void;
}

const sodium = lazyRequire<Sodium>(import.meta.url, 'sodium-native');

export type Ed25519Sign = (message: Uint8Array) => Buffer;

const signers = new WeakMap<KeyObject, Ed25519Sign>();
const SELF_TEST = Buffer.from('svc-audit-signer-self-test');

/** The signer of an Ed25519 private key, made once per key. */
export function ed25519SignerOf(privateKey: KeyObject): Ed25519Sign {
  let signer = signers.get(privateKey);
  if (!signer) {
    signer = libsodiumSigner(privateKey) ?? ((m) => sign(null, m, privateKey));
    signers.set(privateKey, signer);
  }
  return signer;
}

/** Null when libsodium is unavailable or does not sign exactly as OpenSSL does with this key. */
function libsodiumSigner(privateKey: KeyObject): Ed25519Sign | null {
  let na: Sodium;
  try {
    na = sodium();
  } catch {
    return null;
  }
  const jwk = privateKey.export({ format: 'jwk' });
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.d !== 'string') return null;
  const seed = Buffer.from(jwk.d, 'base64url');
  const sk = na.sodium_malloc(na.crypto_sign_SECRETKEYBYTES);
  const pk = Buffer.alloc(na.crypto_sign_PUBLICKEYBYTES);
  try {
    na.crypto_sign_seed_keypair(pk, sk, seed);
  } finally {
    na.sodium_memzero(seed);
  }
  na.sodium_mprotect_readonly(sk);
  const signer: Ed25519Sign = (message) => {
    const sig = Buffer.allocUnsafe(na.crypto_sign_BYTES);
    na.crypto_sign_detached(sig, message, sk);
    return sig;
  };
  return signer(SELF_TEST).equals(sign(null, SELF_TEST, privateKey)) ? signer : null;
}
