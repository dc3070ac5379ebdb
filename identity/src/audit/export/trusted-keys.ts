/**
 * The audit public key file: what an offline verifier trusts (`audit:verify --trusted-keys`).
 * A JWK Set (RFC 7517) of Ed25519 public keys (RFC 8037: kty OKP, crv Ed25519, x = the raw key,
 * base64url), kid = the audit key id, alg EdDSA. `npm run audit:public-keys` writes it from the
 * audit key file; identity never writes a private member into it.
 */
import { createPublicKey } from 'node:crypto';
import { auditKeyIdOf, rawEd25519PublicHex } from '../audit-keys.ts';

export interface AuditPublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export function auditPublicJwks(keys: readonly { keyId: string; publicKeyHex: string }[]): { keys: AuditPublicJwk[] } {
  return {
    keys: keys.map((k) => ({
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(k.publicKeyHex, 'hex').toString('base64url'),
      kid: k.keyId,
      alg: 'EdDSA',
      use: 'sig',
    })),
  };
}

/**
 * The raw public keys (hex) of a key file. Every key must be an Ed25519 public key whose kid, when
 * present, is its audit key id; a file that holds a private member, another key type or no key at
 * all is refused as a whole, so a wrong file is never half trusted.
 */
export function parseTrustedKeys(json: string): Set<string> {
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch {
    throw new Error('the trusted key file is not JSON');
  }
  const keys = (doc as { keys?: unknown })?.keys;
  if (!Array.isArray(keys) || keys.length === 0)
    throw new Error('the trusted key file has no "keys" array of public keys');
  const out = new Set<string>();
  for (const [i, k] of keys.entries()) {
    const jwk = k as Record<string, unknown>;
    if (
      typeof jwk !== 'object' ||
      jwk === null ||
      jwk.kty !== 'OKP' ||
      jwk.crv !== 'Ed25519' ||
      typeof jwk.x !== 'string'
    )
      throw new Error(`keys[${i}] is not an Ed25519 public JWK`);
    if ('d' in jwk) throw new Error(`keys[${i}] holds a private key: refusing the file`);
    let hex: string;
    try {
      hex = rawEd25519PublicHex(createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' }));
    } catch {
      throw new Error(`keys[${i}] is not a valid Ed25519 public key`);
    }
    if (jwk.kid !== undefined && jwk.kid !== auditKeyIdOf(hex))
      throw new Error(`keys[${i}]: kid ${String(jwk.kid)} is not the key's audit key id`);
    out.add(hex);
  }
  return out;
}
