/**
 * Offline verification of an `.audit.zip`: the manifest signature under `signedBy`, the SHA-256
 * of every member, then the events as a chain (every hash, signature and link, seq without gaps
 * from the export's start checkpoint to its end checkpoint, the count the manifest states).
 * Reports the first problem, with the seq where the chain stops verifying.
 *
 * An archive names its own keys, so on its own it proves only that it is self-consistent: pass
 * `trustedKeys` (raw public key hex of the platform's audit keys, e.g. from audit.audit_signing_keys
 * or published out of band) to also require that the manifest and every event were signed by them.
 */
import type { KeyObject } from 'node:crypto';
import { ed25519PublicFromHex } from '../audit-keys.ts';
import { ChainVerifier, type ChainProblem, type VerifiableEvent } from '../chain-verifier.ts';
import { sha256Hex, signatureValid } from '../preimage.ts';
import { EXPORT_FORMAT, MEMBERS, readZip, text, type ExportCheckpoints, type ExportedEvent, type ExportManifest } from './audit-zip.ts';

export interface ExportVerification {
  ok: boolean;
  exportId: string | null;
  chainKey: string | null;
  events: number;
  problem: (Omit<ChainProblem, 'kind'> & { kind: string }) | { kind: string; seq: null; detail: string } | null;
}

const fail = (kind: string, detail: string, m?: ExportManifest): ExportVerification => ({ ok: false, exportId: m?.exportId ?? null, chainKey: m?.chainKey ?? null, events: 0, problem: { kind, seq: null, detail } });

export function verifyExport(bytes: Uint8Array, opts: { trustedKeys?: ReadonlySet<string> } = {}): ExportVerification {
  try {
    return verifyArchive(bytes, opts);
  } catch (e) {
    // A member that is signed but malformed (an archive built by someone else's key) is a verdict, not a crash.
    return fail('bad_member', `a member could not be read: ${(e as Error).message}`);
  }
}

function verifyArchive(bytes: Uint8Array, opts: { trustedKeys?: ReadonlySet<string> }): ExportVerification {
  let files: Record<string, Uint8Array>;
  try {
    files = readZip(bytes);
  } catch (e) {
    return fail('bad_archive', `not a readable zip: ${(e as Error).message}`);
  }
  const manifestBytes = files['manifest.json'];
  const sig = files['manifest.sig'];
  if (!manifestBytes || !sig) return fail('bad_archive', 'manifest.json or manifest.sig is missing');
  let manifest: ExportManifest;
  try {
    manifest = JSON.parse(text(manifestBytes)) as ExportManifest;
  } catch {
    return fail('bad_manifest', 'manifest.json is not JSON');
  }
  if (manifest.format !== EXPORT_FORMAT) return fail('bad_manifest', `unknown format ${String(manifest.format)}`, manifest);
  let signer: KeyObject;
  try {
    signer = ed25519PublicFromHex(manifest.signedBy);
  } catch {
    return fail('bad_manifest', 'signedBy is not an Ed25519 public key', manifest);
  }
  if (!signatureValid(Buffer.from(manifestBytes), text(sig).trim(), signer)) return fail('bad_manifest_signature', 'the manifest signature does not verify under signedBy', manifest);
  for (const m of MEMBERS) {
    if (!files[m]) return fail('missing_member', `${m} is missing`, manifest);
    if (sha256Hex(Buffer.from(files[m])) !== manifest.members[m]) return fail('member_hash_mismatch', `${m} does not match its SHA-256 in the manifest`, manifest);
  }
  const keys = JSON.parse(text(files['keys.json'])) as Record<string, string>;
  if (opts.trustedKeys) {
    const untrusted = [manifest.signedBy, ...Object.values(keys)].find((k) => !opts.trustedKeys!.has(k));
    if (untrusted !== undefined) return fail('untrusted_key', `key ${untrusted.slice(0, 16)}… is not a trusted platform audit key`, manifest);
  }
  const checkpoints = JSON.parse(text(files['checkpoints.json'])) as ExportCheckpoints;
  const lookup = (keyId: string) => (keys[keyId] ? ed25519PublicFromHex(keys[keyId]) : null);
  const start = checkpoints.start ? { seq: BigInt(checkpoints.start.seq), prevHash: checkpoints.start.prevHash } : undefined;
  const v = new ChainVerifier(manifest.chainKey, lookup, start);
  const lines = text(files['events.jsonl']).split('\n').filter((l) => l.length > 0);
  for (const line of lines) {
    const e = JSON.parse(line) as ExportedEvent;
    const event: VerifiableEvent = { ...e, seq: BigInt(e.seq), occurredAt: new Date(e.occurredAt) };
    if (!v.push(event)) break;
  }
  const r = v.result();
  const base = { exportId: manifest.exportId, chainKey: manifest.chainKey, events: r.events };
  if (!r.ok) return { ...base, ok: false, problem: r.problem };
  const end = checkpoints.end;
  if (String(r.events) !== manifest.nEvents || (end && (r.lastSeq?.toString() !== end.seq || r.lastHash !== end.contentHash))) {
    const next = (r.lastSeq ?? (start ? start.seq - 1n : -1n)) + 1n;
    return { ...base, ok: false, problem: { kind: 'truncated', seq: next, detail: `the export ends before its end checkpoint (seq ${end?.seq ?? '?'}, ${manifest.nEvents} events)` } };
  }
  return { ...base, ok: true, problem: null };
}
