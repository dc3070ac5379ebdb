/**
 * Default key provider for development: an ES256 key set and an HMAC key kept on disk under
 * KEYS_DIR (git-ignored). Files are written 0600. A cloud KMS provider implements the same
 * KeyManager interface.
 */
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  createHash,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { KeyManager, SigningKey } from './key-manager.ts';
import type { JsonWebKey } from 'node:crypto';

interface StoredKey {
  kid: string;
  privateJwk: JsonWebKey;
  activatesAt: number;
  retiredAt: number | null;
}
interface KeyFile {
  keys: StoredKey[];
}

export interface FileKeyProviderOptions {
  dir: string;
  /** Seconds a new key is published before it signs. */
  publishAheadSeconds: number;
  /** Longest lifetime of any token a key signs; a retired key stays published this long. */
  maxTokenLifetimeSeconds: number;
  /** Create the HMAC key when missing (development). Default true. */
  createHmacKey?: boolean;
}

function toSigningKey(k: StoredKey): SigningKey {
  const privateKey = createPrivateKey({ key: k.privateJwk, format: 'jwk' });
  const pub = createPublicKey(privateKey).export({ format: 'jwk' });
  return {
    kid: k.kid,
    privateKey,
    publicJwk: { kty: pub.kty, crv: pub.crv, x: pub.x, y: pub.y, kid: k.kid, alg: 'ES256', use: 'sig' },
    activatesAt: k.activatesAt,
    retiredAt: k.retiredAt,
  };
}

function newStoredKey(activatesAt: number): StoredKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privateJwk = privateKey.export({ format: 'jwk' });
  // kid: RFC 7638-style thumbprint prefix, stable for the key's life.
  const thumb = createHash('sha256')
    .update(JSON.stringify({ crv: privateJwk.crv, kty: privateJwk.kty, x: privateJwk.x, y: privateJwk.y }))
    .digest('base64url');
  return { kid: thumb.slice(0, 16), privateJwk, activatesAt, retiredAt: null };
}

export class FileKeyProvider implements KeyManager {
  private keys: SigningKey[] = [];
  private hmacKey: Buffer | null = null;
  private file: string;
  private loadedStamp = '';

  constructor(private opts: FileKeyProviderOptions) {
    mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
    this.file = join(opts.dir, 'signing-keys.json');
    this.load();
  }

  private load() {
    if (!existsSync(this.file)) {
      // First start: one key that signs immediately (nothing could have cached an older set).
      this.write({ keys: [newStoredKey(0)] });
    }
    const stamp = this.stamp();
    const data = JSON.parse(readFileSync(this.file, 'utf8')) as KeyFile;
    // Parse everything before swapping, so a bad file leaves the current keys in place.
    const keys = data.keys.map(toSigningKey);
    if (keys.length === 0) throw new Error(`${this.file} holds no keys`);
    this.keys = keys;
    this.loadedStamp = stamp;
    const hmacFile = join(this.opts.dir, 'hmac.key');
    if (!existsSync(hmacFile) && this.opts.createHmacKey !== false)
      writeFileSync(hmacFile, randomBytes(32).toString('base64'), { mode: 0o600 });
    this.hmacKey = existsSync(hmacFile) ? Buffer.from(readFileSync(hmacFile, 'utf8').trim(), 'base64') : null;
  }

  private write(data: KeyFile) {
    const tmp = this.file + '.tmp';
    writeFileSync(tmp, JSON.stringify(data, null, 2), { mode: 0o600 });
    renameSync(tmp, this.file);
  }

  /** Re-reads the key file (another process, such as the rotate command, may have changed it). */
  reload() {
    this.load();
  }

  private stamp(): string {
    try {
      const s = statSync(this.file);
      return `${s.mtimeMs}:${s.size}:${s.ino}`;
    } catch {
      return '';
    }
  }

  /** Reloads only when the file changed since the last load (a stat per call). */
  reloadIfChanged(): boolean {
    if (this.stamp() === this.loadedStamp) return false;
    this.load();
    return true;
  }

  signingKey(now = Date.now()): SigningKey {
    // The newest key that has activated signs; keys scheduled for the future are only published.
    const active = this.keys.filter((k) => k.activatesAt <= now && (k.retiredAt === null || k.retiredAt > now));
    const key = active.sort((a, b) => b.activatesAt - a.activatesAt)[0];
    if (!key) throw new Error('no active signing key');
    return key;
  }

  publishedKeys(now = Date.now()): SigningKey[] {
    const current = this.signingKey(now);
    const maxLife = this.opts.maxTokenLifetimeSeconds * 1000;
    return this.keys.filter((k) => {
      if (k === current) return true;
      if (k.activatesAt > now) return true; // scheduled: published ahead of signing
      // Superseded keys stay until every token they could have signed has expired.
      const stoppedSigning = k.retiredAt ?? this.supersededAt(k);
      return stoppedSigning !== null && stoppedSigning + maxLife > now;
    });
  }

  private supersededAt(k: SigningKey): number | null {
    const next = this.keys
      .filter((o) => o.activatesAt > k.activatesAt)
      .sort((a, b) => a.activatesAt - b.activatesAt)[0];
    return next ? next.activatesAt : null;
  }

  hmac(data: string): string | null {
    if (!this.hmacKey) return null;
    return createHmac('sha256', this.hmacKey).update(data).digest('hex');
  }

  async rotate(now = Date.now(), opts: { immediate?: boolean } = {}): Promise<string> {
    const data = JSON.parse(readFileSync(this.file, 'utf8')) as KeyFile;
    const maxLife = this.opts.maxTokenLifetimeSeconds * 1000;
    const k = newStoredKey(opts.immediate ? now : now + this.opts.publishAheadSeconds * 1000);
    // Drop keys that no longer need publishing so the file does not grow forever.
    data.keys = data.keys.filter((s) => {
      const next = data.keys
        .filter((o) => o.activatesAt > s.activatesAt)
        .sort((a, b) => a.activatesAt - b.activatesAt)[0];
      return !next || next.activatesAt + maxLife > now;
    });
    data.keys.push(k);
    this.write(data);
    this.load();
    return k.kid;
  }
}
