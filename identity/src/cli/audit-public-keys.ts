/**
 * `npm run audit:public-keys [-- --out <file>]`: writes the public halves of every audit signing
 * key in AUDIT_KEYS_DIR (default KEYS_DIR), rotated ones included, as the JWK Set that
 * `audit:verify --export <file> --trusted-keys <file>` trusts (export/trusted-keys.ts). It reads the
 * key file the writers sign with, not the database, so a key someone added to
 * audit.audit_signing_keys is never in it. Without --out it prints the file. Never creates a key.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@svc/core';
import { identitySchema } from '../config.ts';
import { AUDIT_KEY_FILE, FileAuditKeyProvider } from '../audit/audit-keys.ts';
import { auditPublicJwks } from '../audit/export/trusted-keys.ts';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true, allowPositionals: false });
  const cfg = loadConfig({ KEYS_DIR: identitySchema.KEYS_DIR, AUDIT_KEYS_DIR: identitySchema.AUDIT_KEYS_DIR });
  const dir = cfg.AUDIT_KEYS_DIR || cfg.KEYS_DIR;
  if (!existsSync(join(dir, AUDIT_KEY_FILE)))
    throw new Error(`no ${AUDIT_KEY_FILE} in ${dir}: nothing has been signed with an audit key there`);
  const keys = new FileAuditKeyProvider(dir).allKeys();
  const jwks = `${JSON.stringify(auditPublicJwks(keys), null, 2)}\n`;
  if (values.out) {
    writeFileSync(values.out, jwks, { mode: 0o644 });
    console.log(JSON.stringify({ wrote: values.out, keys: keys.map((k) => k.keyId) }));
  } else {
    process.stdout.write(jwks);
  }
} catch (e) {
  process.stderr.write(`audit:public-keys: ${(e as Error).message}\n`);
  process.exit(1);
}
