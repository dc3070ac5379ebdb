/**
 * The `.audit.zip` format (svc-audit-export-v2), built and read with fflate:
 *
 *   events.jsonl     one JSON object per event, in seq order, every stored column (the preimage
 *                    can be rebuilt from it: see ../preimage.ts)
 *   checkpoints.json the chain, where the export starts (seq and the prevHash it links to) and
 *                    where it ends (seq and contentHash)
 *   keys.json        { keyId: raw Ed25519 public key hex } for every key that signed an event or
 *                    the chain proof's checkpoint
 *   manifest.json    format, export id, chain, window, event count, SHA-256 of each member above,
 *                    the chain proof (below), signedBy (raw public key hex) and its keyId
 *   manifest.sig     hex Ed25519 signature over the bytes of manifest.json
 *
 * Nothing else: a verifier refuses an archive with any other (or a repeated) entry.
 *
 * The chain proof is what identity verified before it signed: the whole live chain, from its
 * latest signed purge checkpoint (carried whole, so its signature can be checked offline) or from
 * genesis (firstSeq 0), to its head (seq and contentHash of the last event; null for a chain
 * that never had one). The exported window lies within [firstSeq, head.seq]. A later export's
 * chain must contain an earlier export's head (export-verification.ts, `expectHead`).
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { VerifiableEvent } from '../chain-verifier.ts';
import type { ChainCheckpoint } from '../checkpoint.ts';
import { sha256Hex } from '../preimage.ts';

export const EXPORT_FORMAT = 'svc-audit-export-v2';
export const MEMBERS = ['events.jsonl', 'checkpoints.json', 'keys.json'] as const;
/** Every entry an archive may hold. */
export const ENTRIES: readonly string[] = [...MEMBERS, 'manifest.json', 'manifest.sig'];

/** A checkpoint as carried in a manifest: bigints and dates as strings. */
export interface ExportedCheckpoint {
  seq: string;
  contentHash: string;
  occurredAt: string;
  purgedAt: string;
  eventsPurged: string;
  keyId: string;
  signature: string;
}

export interface ChainProof {
  chainKey: string;
  firstSeq: string;
  head: { seq: string; contentHash: string } | null;
  checkpoint: ExportedCheckpoint | null;
}

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
  chain: ChainProof;
  signedBy: string;
  keyId: string;
}

export interface ExportedEvent extends Omit<VerifiableEvent, 'seq' | 'occurredAt'> {
  seq: string;
  occurredAt: string;
}

export function eventLine(e: VerifiableEvent): string {
  const out: ExportedEvent = { ...e, seq: e.seq.toString(), occurredAt: e.occurredAt.toISOString() };
  return JSON.stringify(out);
}

export function exportedCheckpoint(c: ChainCheckpoint): ExportedCheckpoint {
  return {
    seq: c.seq.toString(),
    contentHash: c.contentHash,
    occurredAt: c.occurredAt.toISOString(),
    purgedAt: c.purgedAt.toISOString(),
    eventsPurged: c.eventsPurged.toString(),
    keyId: c.keyId,
    signature: c.signature,
  };
}

export function importedCheckpoint(chainKey: string, c: ExportedCheckpoint): ChainCheckpoint {
  return {
    chainKey,
    seq: BigInt(c.seq),
    contentHash: c.contentHash,
    occurredAt: new Date(c.occurredAt),
    purgedAt: new Date(c.purgedAt),
    eventsPurged: BigInt(c.eventsPurged),
    keyId: c.keyId,
    signature: c.signature,
  };
}

export function buildZip(
  files: { events: string; checkpoints: ExportCheckpoints; keys: Record<string, string> },
  manifest: Omit<ExportManifest, 'members'>,
  sign: (bytes: Buffer) => string,
) {
  const members: Record<string, Uint8Array> = {
    'events.jsonl': strToU8(files.events),
    'checkpoints.json': strToU8(JSON.stringify(files.checkpoints, null, 2)),
    'keys.json': strToU8(JSON.stringify(files.keys, null, 2)),
  };
  const full: ExportManifest = {
    ...manifest,
    members: Object.fromEntries(
      MEMBERS.map((m) => [m, sha256Hex(Buffer.from(members[m]))]),
    ) as ExportManifest['members'],
  };
  const manifestBytes = Buffer.from(JSON.stringify(full, null, 2));
  const zip = zipSync(
    { ...members, 'manifest.json': manifestBytes, 'manifest.sig': strToU8(sign(manifestBytes)) },
    { level: 6 },
  );
  return { zip, manifestSha256: sha256Hex(manifestBytes), manifest: full };
}

/**
 * The entries of an archive, and every name its central directory lists (a name listed twice
 * appears twice: unzipping keeps only one of them, another tool might extract the other).
 * Throws when the bytes are not a readable zip.
 */
export function readZip(bytes: Uint8Array): { files: Record<string, Uint8Array>; names: string[] } {
  const names: string[] = [];
  const files = unzipSync(bytes, { filter: (f) => (names.push(f.name), true) });
  return { files, names };
}

export const text = (u: Uint8Array) => strFromU8(u);
