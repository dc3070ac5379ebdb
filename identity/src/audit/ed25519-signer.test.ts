/**
 * The audit signer signs through libsodium and produces, byte for byte, the signature OpenSSL
 * produces with the same key (so every verifier, offline ones included, is unaffected), for
 * empty, short, long and non-ASCII preimages and for several keys.
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { ed25519SignerOf } from './ed25519-signer.ts';
import { signPreimage } from './preimage.ts';

describe('Ed25519 audit signer', () => {
  it('loads libsodium on this platform (else signing stays on OpenSSL, which is slower)', () => {
    const na = createRequire(import.meta.url)('sodium-native') as { crypto_sign_detached?: unknown };
    expect(typeof na.crypto_sign_detached).toBe('function');
  });

  it('signs exactly as OpenSSL does, and the signature verifies', () => {
    for (let k = 0; k < 4; k++) {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const signer = ed25519SignerOf(privateKey);
      expect(ed25519SignerOf(privateKey)).toBe(signer);
      for (const message of [
        Buffer.alloc(0),
        Buffer.from('["svc-attlog-v1","ünïcode ✓"]'),
        randomBytes(31),
        randomBytes(4096),
      ]) {
        const sig = signer(message);
        expect(sig.equals(sign(null, message, privateKey))).toBe(true);
        expect(verify(null, message, publicKey, sig)).toBe(true);
        expect(signPreimage(message, privateKey)).toBe(sig.toString('hex'));
      }
    }
  });

  it('a signature of one key does not verify under another', () => {
    const a = generateKeyPairSync('ed25519');
    const b = generateKeyPairSync('ed25519');
    const message = Buffer.from('event');
    expect(verify(null, message, b.publicKey, ed25519SignerOf(a.privateKey)(message))).toBe(false);
  });
});
