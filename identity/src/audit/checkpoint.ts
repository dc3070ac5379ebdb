/**
 * Purge checkpoints (`svc-attlog-checkpoint-v1`). A retention purge removes a prefix of a tenant
 * chain; before it deletes anything it records, in the same transaction, a checkpoint at the cut:
 * the seq and content hash of the LAST purged event, signed with the audit signing key. The chain
 * then verifies from the checkpoint instead of genesis: its first remaining event must have
 * seq = checkpoint.seq + 1 and prevHash = checkpoint.contentHash.
 *
 *   preimage  = UTF-8 of JSON.stringify([ "svc-attlog-checkpoint-v1", chainKey, seq (decimal string),
 *                 contentHash, occurredAt (ISO 8601 UTC ms, of the last purged event),
 *                 purgedAt (ISO 8601 UTC ms), eventsPurged (decimal string), keyId ])
 *   signature = Ed25519(private key of keyId, preimage), hex
 *
 * The tag differs from the events' `svc-attlog-v1`, so a checkpoint signature can never be
 * replayed as an event signature or the other way round.
 */
import type { KeyObject } from 'node:crypto';
import { signatureValid } from './preimage.ts';
import type { ChainStart } from './chain-verifier.ts';

export const CHECKPOINT_TAG = 'svc-attlog-checkpoint-v1';

export interface ChainCheckpoint {
  chainKey: string;
  /** seq of the last purged event. */
  seq: bigint;
  /** contentHash of the last purged event: the prevHash of the first remaining one. */
  contentHash: string;
  occurredAt: Date;
  purgedAt: Date;
  /** Events this purge removed (up to and including `seq`). */
  eventsPurged: bigint;
  keyId: string;
  signature: string;
}

export function checkpointPreimage(c: Omit<ChainCheckpoint, 'signature'>): Buffer {
  return Buffer.from(
    JSON.stringify([
      CHECKPOINT_TAG,
      c.chainKey,
      c.seq.toString(),
      c.contentHash,
      c.occurredAt.toISOString(),
      c.purgedAt.toISOString(),
      c.eventsPurged.toString(),
      c.keyId,
    ]),
    'utf8',
  );
}

/** Where the chain starts after this checkpoint. */
export function startAfter(c: Pick<ChainCheckpoint, 'seq' | 'contentHash'>): ChainStart {
  return { seq: c.seq + 1n, prevHash: c.contentHash };
}

export type CheckpointCheck = { ok: true; start: ChainStart } | { ok: false; detail: string };

/** A checkpoint's signature under the key its keyId names. */
export function verifyCheckpoint(c: ChainCheckpoint, publicKey: (keyId: string) => KeyObject | null): CheckpointCheck {
  if (c.seq < 0n || !/^[0-9a-f]{64}$/.test(c.contentHash)) return { ok: false, detail: 'the checkpoint is malformed' };
  const key = publicKey(c.keyId);
  if (!key) return { ok: false, detail: `no public key for the checkpoint's key id ${c.keyId}` };
  if (!signatureValid(checkpointPreimage(c), c.signature, key))
    return { ok: false, detail: "the checkpoint's Ed25519 signature does not verify" };
  return { ok: true, start: startAfter(c) };
}
