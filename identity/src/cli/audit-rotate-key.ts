/**
 * `npm run audit:rotate-key`: adds an Ed25519 audit signing key to AUDIT_KEYS_DIR (default
 * KEYS_DIR) that signs new audit events from then on. Old keys stay in the file, and their public
 * halves stay in audit.audit_signing_keys, so every earlier event still verifies. Running writers
 * pick the new key up within a second.
 */
import { loadConfig } from '@svc/core';
import { identitySchema } from '../config.ts';
import { FileAuditKeyProvider } from '../audit/audit-keys.ts';

if (process.argv.length > 2) {
  process.stderr.write(`audit:rotate-key: unknown argument ${process.argv[2]} (usage: audit:rotate-key)\n`);
  process.exit(1);
}
try {
  const cfg = loadConfig({ KEYS_DIR: identitySchema.KEYS_DIR, AUDIT_KEYS_DIR: identitySchema.AUDIT_KEYS_DIR });
  const dir = cfg.AUDIT_KEYS_DIR || cfg.KEYS_DIR;
  const keys = new FileAuditKeyProvider(dir);
  const keyId = keys.rotate();
  console.log(
    JSON.stringify({ keyId, publicKey: keys.signingKey().publicKeyHex, keys: keys.allKeys().map((k) => k.keyId), dir }),
  );
} catch (e) {
  process.stderr.write(`audit:rotate-key: ${(e as Error).message}\n`);
  process.exit(1);
}
