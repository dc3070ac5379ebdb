/**
 * Ed25519 keys that sign audit events, and how they reach every writer.
 *
 * Only identity (its process and its CLIs) builds a `FileAuditKeyProvider`, over AUDIT_KEYS_DIR
 * (default: KEYS_DIR, the directory identity's FileKeyProvider already uses for the token keys;
 * `.dev/keys` in development); other services append through identity (ADR 007).
 * The key file is `audit-signing-keys.json`, 0600, created with one key on first use. A KMS-backed
 * provider implements the same `AuditKeyProvider` interface.
 *
 * Rotation (`npm run audit:rotate-key`) adds a key that signs from then on; old keys are never
 * dropped from the file, and every writer records the public half of the key it signs with in
 * `audit.audit_signing_keys` in the same statement as the event, so verifiers need only the
 * database (or an export, which carries the public keys) — never the private key file.
 * Writers in other processes pick up a rotation with `reloadIfChanged()` (a stat).
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AuditSigningKey {
  /** First 16 hex of SHA-256 over the raw public key. */
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The raw 32-byte Ed25519 public key, hex (what `signedBy` reports). */
  publicKeyHex: string;
  createdAt: number;
}

export interface AuditKeyProvider {
  /** The key that signs now (the newest). */
  signingKey(): AuditSigningKey;
  /** Every key this provider holds, newest first. */
  allKeys(): AuditSigningKey[];
  /** Adds a key that signs from now on; returns its key id. */
  rotate(now?: number): string;
  /** Re-reads the key source when another process changed it; true when it did. */
  reloadIfChanged?(): boolean;
}

interface StoredAuditKey {
  keyId: string;
  privateKeyPkcs8: string;
  createdAt: number;
}

export const AUDIT_KEY_FILE = 'audit-signing-keys.json';

/** The raw 32-byte Ed25519 public key (the JWK `x`), hex. */
export function rawEd25519PublicHex(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') throw new Error('not an Ed25519 public key');
  return Buffer.from(jwk.x, 'base64url').toString('hex');
}

/** An Ed25519 public KeyObject from its raw 32 bytes (hex). */
export function ed25519PublicFromHex(hex: string): KeyObject {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error('an Ed25519 public key is 32 bytes of lowercase hex');
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') },
    format: 'jwk',
  });
}

export function auditKeyIdOf(publicKeyHex: string): string {
  return createHash('sha256').update(Buffer.from(publicKeyHex, 'hex')).digest('hex').slice(0, 16);
}

function load(s: StoredAuditKey): AuditSigningKey {
  const privateKey = createPrivateKey({ key: Buffer.from(s.privateKeyPkcs8, 'base64'), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const publicKeyHex = rawEd25519PublicHex(publicKey);
  if (auditKeyIdOf(publicKeyHex) !== s.keyId) throw new Error(`audit key ${s.keyId}: key id does not match its key`);
  return { keyId: s.keyId, privateKey, publicKey, publicKeyHex, createdAt: s.createdAt };
}

function newStored(now: number): StoredAuditKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    keyId: auditKeyIdOf(rawEd25519PublicHex(publicKey)),
    privateKeyPkcs8: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    createdAt: now,
  };
}

export class FileAuditKeyProvider implements AuditKeyProvider {
  private keys: AuditSigningKey[] = [];
  private readonly file: string;
  private stamp = '';

  constructor(dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.file = join(dir, AUDIT_KEY_FILE);
    this.load();
  }

  private read(): StoredAuditKey[] {
    if (!existsSync(this.file)) this.write([newStored(Date.now())]);
    return (JSON.parse(readFileSync(this.file, 'utf8')) as { keys: StoredAuditKey[] }).keys;
  }

  private write(keys: StoredAuditKey[]) {
    // Write-then-rename: a concurrent reader sees the old file or the new one, never half of one.
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ keys }, null, 2), { mode: 0o600 });
    renameSync(tmp, this.file);
  }

  private currentStamp(): string {
    try {
      const s = statSync(this.file);
      return `${s.mtimeMs}:${s.size}:${s.ino}`;
    } catch {
      return '';
    }
  }

  private load() {
    const stored = this.read();
    const keys = stored.map(load).sort((a, b) => b.createdAt - a.createdAt);
    if (keys.length === 0) throw new Error(`${this.file} holds no audit keys`);
    this.keys = keys;
    this.stamp = this.currentStamp();
  }

  reloadIfChanged(): boolean {
    if (this.currentStamp() === this.stamp) return false;
    this.load();
    return true;
  }

  signingKey(): AuditSigningKey {
    return this.keys[0];
  }

  allKeys(): AuditSigningKey[] {
    return [...this.keys];
  }

  rotate(now = Date.now()): string {
    const stored = this.read();
    // Strictly newer than every key, so "newest signs" never depends on clock ties.
    const createdAt = Math.max(now, ...stored.map((s) => s.createdAt + 1));
    const k = newStored(createdAt);
    this.write([...stored, k]);
    this.load();
    return k.keyId;
  }
}
