/**
 * Offline verification of an `.audit.zip`: exactly the entries the format has, the manifest
 * signature under `signedBy`, every key (the manifest's signer and every key of keys.json) among
 * the trusted platform audit keys, the SHA-256 of every member, the chain proof (its checkpoint's
 * signature, the window inside [firstSeq, head]), then the events as a chain (every hash, signature
 * and link, seq without gaps from the export's start to its end, the count the manifest states).
 * Reports the first problem, with the seq where the chain stops verifying.
 *
 * An archive names its own keys, so the trusted keys are required: from audit.audit_signing_keys,
 * or the public key file identity writes (`npm run audit:public-keys`, trusted-keys.ts).
 *
 * `expectHead` (an earlier export's head, or a receipt's `<seq>:<hash>`) must lie on this
 * export's chain: at or before its head, and inside the archive (an exported event, or the
 * checkpoint) so that it can be compared; otherwise the verdict is a failure, never a pass.
 */
import type { KeyObject } from 'node:crypto';
import { ed25519PublicFromHex } from '../audit-keys.ts';
import { ChainVerifier, GENESIS, type ChainProblem, type ChainStart, type VerifiableEvent } from '../chain-verifier.ts';
import { verifyCheckpoint } from '../checkpoint.ts';
import { sha256Hex, signatureValid } from '../preimage.ts';
import {
  ENTRIES,
  EXPORT_FORMAT,
  importedCheckpoint,
  MEMBERS,
  readZip,
  text,
  type ChainProof,
  type ExportCheckpoints,
  type ExportedEvent,
  type ExportManifest,
} from './audit-zip.ts';

/** A chain position: the seq of an event and its content hash. */
export interface ChainPosition {
  seq: bigint;
  contentHash: string;
}

export interface ExportVerification {
  ok: boolean;
  exportId: string | null;
  chainKey: string | null;
  events: number;
  /** The head the export's chain proof states (null when the chain was empty or the archive is unreadable). */
  head: ChainPosition | null;
  problem:
    | (Omit<ChainProblem, 'kind'> & { kind: string })
    | { kind: string; seq: bigint | null; detail: string }
    | null;
}

export interface ExportVerificationOptions {
  /** Raw Ed25519 public keys (hex) of the platform's audit keys. */
  trustedKeys: ReadonlySet<string>;
  /** The chain the archive must be of. */
  chainKey?: string;
  /** A position an earlier export or receipt saw as the head: it must lie on this export's chain. */
  expectHead?: ChainPosition;
}

const fail = (kind: string, detail: string, m?: ExportManifest, seq: bigint | null = null): ExportVerification => ({
  ok: false,
  exportId: m?.exportId ?? null,
  chainKey: m?.chainKey ?? null,
  events: 0,
  head: null,
  problem: { kind, seq, detail },
});

export function verifyExport(bytes: Uint8Array, opts: ExportVerificationOptions): ExportVerification {
  try {
    return verifyArchive(bytes, opts);
  } catch (e) {
    // A member that is signed but malformed (an archive built by someone else's key) is a verdict, not a crash.
    return fail('bad_member', `a member could not be read: ${(e as Error).message}`);
  }
}

/**
 * `newer` verified with `older`'s head as `expectHead`, after `older` verified itself under the
 * same keys and names the same chain: the later export extends the earlier one.
 */
export function verifyExportAgainst(
  newer: Uint8Array,
  older: Uint8Array,
  trustedKeys: ReadonlySet<string>,
): ExportVerification {
  const ref = verifyExport(older, { trustedKeys });
  if (!ref.ok)
    return fail(
      'bad_reference',
      `the earlier export does not verify (${ref.problem?.kind}: ${ref.problem?.detail})`,
      undefined,
      ref.problem?.seq ?? null,
    );
  return verifyExport(newer, { trustedKeys, chainKey: ref.chainKey!, expectHead: ref.head ?? undefined });
}

const HEX64 = /^[0-9a-f]{64}$/;
const DECIMAL = /^(0|[1-9][0-9]{0,18})$/;

function proofPosition(p: { seq: string; contentHash: string } | null): ChainPosition | null {
  if (p === null) return null;
  if (!DECIMAL.test(p.seq) || !HEX64.test(p.contentHash)) throw new Error('a chain position is malformed');
  return { seq: BigInt(p.seq), contentHash: p.contentHash };
}

/** A step's failure verdict, or what the next step needs. */
type Step<T> = { failed: ExportVerification } | { value: T };

/**
 * The archive itself: only the format's entries, a trusted signer, a valid manifest signature,
 * every member's hash, every key of keys.json trusted.
 */
function openArchive(
  bytes: Uint8Array,
  opts: ExportVerificationOptions,
): Step<{ files: Record<string, Uint8Array>; manifest: ExportManifest; lookup: (keyId: string) => KeyObject | null }> {
  const failed = (kind: string, detail: string, m?: ExportManifest) => ({ failed: fail(kind, detail, m) });
  if (opts.trustedKeys.size === 0)
    return failed('no_trusted_keys', 'no trusted platform audit key to check the archive against');
  let files: Record<string, Uint8Array>;
  let names: string[];
  try {
    ({ files, names } = readZip(bytes));
  } catch (e) {
    return failed('bad_archive', `not a readable zip: ${(e as Error).message}`);
  }
  // Anything the manifest does not cover could be taken for part of the signed export.
  const extra = names.find((n, i) => !ENTRIES.includes(n) || names.indexOf(n) !== i);
  if (extra !== undefined)
    return failed(
      'unlisted_member',
      `an entry the manifest does not list, or one twice: ${JSON.stringify(extra.slice(0, 80))}`,
    );
  const manifestBytes = files['manifest.json'];
  const sig = files['manifest.sig'];
  if (!manifestBytes || !sig) return failed('bad_archive', 'manifest.json or manifest.sig is missing');
  let manifest: ExportManifest;
  try {
    manifest = JSON.parse(text(manifestBytes)) as ExportManifest;
  } catch {
    return failed('bad_manifest', 'manifest.json is not JSON');
  }
  if (manifest.format !== EXPORT_FORMAT)
    return failed(
      'bad_manifest',
      `unknown format ${String(manifest.format)} (this verifier reads ${EXPORT_FORMAT}, which carries the chain proof)`,
      manifest,
    );
  let signer: KeyObject;
  try {
    signer = ed25519PublicFromHex(manifest.signedBy);
  } catch {
    return failed('bad_manifest', 'signedBy is not an Ed25519 public key', manifest);
  }
  if (!opts.trustedKeys.has(manifest.signedBy))
    return failed(
      'untrusted_key',
      `the manifest signer ${manifest.signedBy.slice(0, 16)}… is not a trusted platform audit key`,
      manifest,
    );
  if (!signatureValid(Buffer.from(manifestBytes), text(sig).trim(), signer))
    return failed('bad_manifest_signature', 'the manifest signature does not verify under signedBy', manifest);
  if (opts.chainKey !== undefined && manifest.chainKey !== opts.chainKey)
    return failed('wrong_chain', `the archive is of another chain than ${opts.chainKey}`, manifest);
  for (const m of MEMBERS) {
    if (!files[m]) return failed('missing_member', `${m} is missing`, manifest);
    if (sha256Hex(Buffer.from(files[m])) !== manifest.members[m])
      return failed('member_hash_mismatch', `${m} does not match its SHA-256 in the manifest`, manifest);
  }
  const keys = JSON.parse(text(files['keys.json'])) as Record<string, string>;
  const untrusted = Object.values(keys).find((k) => !opts.trustedKeys.has(k));
  if (untrusted !== undefined)
    return failed(
      'untrusted_key',
      `key ${String(untrusted).slice(0, 16)}… is not a trusted platform audit key`,
      manifest,
    );
  return {
    value: {
      files,
      manifest,
      lookup: (keyId) => (Object.hasOwn(keys, keyId) ? ed25519PublicFromHex(keys[keyId]) : null),
    },
  };
}

interface ProvenWindow {
  /** Where the verified chain starts (after the checkpoint, or genesis) and its head. */
  chainStart: ChainStart;
  head: ChainPosition | null;
  headSeq: bigint;
  /** The exported window: where it starts and where it ends. */
  start: ChainStart | undefined;
  end: ChainPosition | null;
}

/** The chain proof: its checkpoint verifies, firstSeq follows it, the window lies within [firstSeq, head]. */
function provenWindow(
  manifest: ExportManifest,
  files: Record<string, Uint8Array>,
  lookup: (keyId: string) => KeyObject | null,
): Step<ProvenWindow> {
  const failed = (detail: string, seq: bigint | null = null) => ({
    failed: fail('bad_chain_proof', detail, manifest, seq),
  });
  const proof = manifest.chain as ChainProof | undefined;
  if (!proof || proof.chainKey !== manifest.chainKey || !DECIMAL.test(proof.firstSeq))
    return failed('the manifest has no chain proof for its chain');
  const head = proofPosition(proof.head);
  let chainStart: ChainStart = GENESIS;
  if (proof.checkpoint) {
    const check = verifyCheckpoint(importedCheckpoint(manifest.chainKey, proof.checkpoint), lookup);
    if (!check.ok) return { failed: fail('bad_checkpoint', check.detail, manifest, BigInt(proof.checkpoint.seq)) };
    chainStart = check.start;
  }
  if (BigInt(proof.firstSeq) !== chainStart.seq)
    return failed(`firstSeq ${proof.firstSeq} is not where the chain starts (${chainStart.seq})`);
  const headSeq = head?.seq ?? chainStart.seq - 1n;
  const emptyHead = head?.contentHash ?? GENESIS.prevHash;
  if (headSeq < chainStart.seq - 1n || (headSeq === chainStart.seq - 1n && emptyHead !== chainStart.prevHash))
    return failed('the head lies before the start of the chain');

  const checkpoints = JSON.parse(text(files['checkpoints.json'])) as ExportCheckpoints;
  if (checkpoints.chainKey !== manifest.chainKey) return failed('checkpoints.json names another chain');
  const start = checkpoints.start
    ? { seq: BigInt(checkpoints.start.seq), prevHash: checkpoints.start.prevHash }
    : undefined;
  const end = checkpoints.end
    ? proofPosition({ seq: checkpoints.end.seq, contentHash: checkpoints.end.contentHash })
    : null;
  if (
    start &&
    (start.seq < chainStart.seq || (start.seq === chainStart.seq && start.prevHash !== chainStart.prevHash))
  ) {
    return failed(
      `the export starts at seq ${start.seq}, before or off the verified chain (from seq ${chainStart.seq})`,
      start.seq,
    );
  }
  if (end && (end.seq > headSeq || (end.seq === headSeq && end.contentHash !== head?.contentHash))) {
    return failed(`the export ends at seq ${end.seq}, beyond or off the verified head (seq ${headSeq})`, end.seq);
  }
  return { value: { chainStart, head, headSeq, start, end } };
}

function verifyArchive(bytes: Uint8Array, opts: ExportVerificationOptions): ExportVerification {
  const opened = openArchive(bytes, opts);
  if ('failed' in opened) return opened.failed;
  const { files, manifest, lookup } = opened.value;
  const proven = provenWindow(manifest, files, lookup);
  if ('failed' in proven) return proven.failed;
  const { chainStart, head, headSeq, start, end } = proven.value;

  const expect = opts.expectHead;
  let expectedSeen: string | null = null;
  if (expect) {
    if (expect.seq > headSeq)
      return {
        ...fail(
          'rolled_back',
          `the chain's head is seq ${headSeq}, before the expected head seq ${expect.seq}: events were removed`,
          manifest,
          expect.seq,
        ),
        head,
      };
    if (expect.seq === headSeq) expectedSeen = head?.contentHash ?? null;
    else if (chainStart.seq > 0n && expect.seq === chainStart.seq - 1n) expectedSeen = chainStart.prevHash;
  }

  const v = new ChainVerifier(manifest.chainKey, lookup, start);
  const lines = text(files['events.jsonl'])
    .split('\n')
    .filter((l) => l.length > 0);
  for (const line of lines) {
    const e = JSON.parse(line) as ExportedEvent;
    const event: VerifiableEvent = { ...e, seq: BigInt(e.seq), occurredAt: new Date(e.occurredAt) };
    if (!v.push(event)) break;
    if (expect && event.seq === expect.seq) expectedSeen = event.contentHash;
  }
  const r = v.result();
  const base = { exportId: manifest.exportId, chainKey: manifest.chainKey, events: r.events, head };
  if (!r.ok) return { ...base, ok: false, problem: r.problem };
  if (String(r.events) !== manifest.nEvents || (end && (r.lastSeq !== end.seq || r.lastHash !== end.contentHash))) {
    const next = (r.lastSeq ?? (start ? start.seq - 1n : -1n)) + 1n;
    return {
      ...base,
      ok: false,
      problem: {
        kind: 'truncated',
        seq: next,
        detail: `the export ends before its end checkpoint (seq ${end?.seq ?? '?'}, ${manifest.nEvents} events)`,
      },
    };
  }
  if (expect) {
    if (expectedSeen === null)
      return {
        ...base,
        ok: false,
        problem: {
          kind: 'cannot_check',
          seq: expect.seq,
          detail: `seq ${expect.seq} is neither in this export nor its head or checkpoint: export a window that contains it`,
        },
      };
    if (expectedSeen !== expect.contentHash)
      return {
        ...base,
        ok: false,
        problem: {
          kind: 'forked',
          seq: expect.seq,
          detail: `seq ${expect.seq} has another content hash than expected: the chain was rewritten`,
        },
      };
  }
  return { ...base, ok: true, problem: null };
}
