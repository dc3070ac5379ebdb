/**
 * The `.audit.zip` format (svc-audit-export-v1), built and read with fflate:
 *
 *   events.jsonl     one JSON object per event, in seq order, every stored column (the preimage
 *                    can be rebuilt from it: see ../preimage.ts)
 *   checkpoints.json the chain, where the export starts (seq and the prevHash it links to) and
 *                    where it ends (seq and contentHash)
 *   keys.json        { keyId: raw Ed25519 public key hex } for every key that signed an event
 *   manifest.json    format, export id, chain, window, event count, SHA-256 of each member above,
 *                    signedBy (raw public key hex) and its keyId
 *   manifest.sig     hex Ed25519 signature over the bytes of manifest.json
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { VerifiableEvent } from '../chain-verifier.ts';
import { sha256Hex } from '../preimage.ts';

export const EXPORT_FORMAT = 'svc-audit-export-v1';
export const MEMBERS = ['events.jsonl', 'checkpoints.json', 'keys.json'] as const;

export interface ExportCheckpoints {
  chainKey: string;
  start: { seq: string; prevHash: string } | null;
  end: { seq: string; contentHash: string } | null;
}

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  exportId: string;
  chainKey: string;
  since: string;
  until: string;
  nEvents: string;
  createdAt: string;
  members: Record<(typeof MEMBERS)[number], string>;
  signedBy: string;
  keyId: string;
}

export interface ExportedEvent extends Omit<VerifiableEvent, 'seq' | 'occurredAt'> { seq: string; occurredAt: string }

export function eventLine(e: VerifiableEvent): string {
  const out: ExportedEvent = { ...e, seq: e.seq.toString(), occurredAt: e.occurredAt.toISOString() };
  return JSON.stringify(out);
}

export function buildZip(files: { events: string; checkpoints: ExportCheckpoints; keys: Record<string, string> }, manifest: Omit<ExportManifest, 'members'>, sign: (bytes: Buffer) => string) {
  const members: Record<string, Uint8Array> = {
    'events.jsonl': strToU8(files.events),
    'checkpoints.json': strToU8(JSON.stringify(files.checkpoints, null, 2)),
    'keys.json': strToU8(JSON.stringify(files.keys, null, 2)),
  };
  const full: ExportManifest = { ...manifest, members: Object.fromEntries(MEMBERS.map((m) => [m, sha256Hex(Buffer.from(members[m]))])) as ExportManifest['members'] };
  const manifestBytes = Buffer.from(JSON.stringify(full, null, 2));
  const zip = zipSync({ ...members, 'manifest.json': manifestBytes, 'manifest.sig': strToU8(sign(manifestBytes)) }, { level: 6 });
  return { zip, manifestSha256: sha256Hex(manifestBytes), manifest: full };
}

/** The members of an export, or an error naming what is wrong with the archive itself. */
export function readZip(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

export const text = (u: Uint8Array) => strFromU8(u);
