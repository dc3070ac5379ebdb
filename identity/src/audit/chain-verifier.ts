/**
 * Verifies a tenant chain from its events in seq order: each event's preimage hash, its Ed25519
 * signature under the key its keyId names, its prevHash against the previous event's hash, and
 * that seq runs without gaps from the start (genesis 0, or the seq after a signed purge
 * checkpoint). Pure: the live-chain command, the export verifier and the tests feed it rows.
 * The first problem found is reported with the seq where the chain stops verifying.
 */
import type { KeyObject } from 'node:crypto';
import { GENESIS_PREV_HASH, preimageOf, sha256Hex, signatureValid, type ChainedEventFields } from './preimage.ts';

export interface VerifiableEvent extends ChainedEventFields {
  contentHash: string;
  signature: string;
}

/** Where a (purged) chain starts: the seq of its first remaining event and the hash it links to. */
export interface ChainStart {
  seq: bigint;
  prevHash: string;
}

/**
 * `bad_checkpoint`: the chain's latest purge checkpoint does not verify (its seq is reported);
 * the chain is then not verified from anywhere else, since the start it claims is untrusted.
 */
export type ChainProblemKind =
  | 'hash_mismatch'
  | 'bad_signature'
  | 'unknown_key'
  | 'broken_link'
  | 'seq_gap'
  | 'wrong_chain'
  | 'truncated'
  | 'bad_checkpoint';

export interface ChainProblem {
  kind: ChainProblemKind;
  seq: bigint;
  detail: string;
}

export interface ChainVerification {
  ok: boolean;
  chainKey: string;
  events: number;
  /** The last verified event's seq and hash (the head as far as it verifies). */
  lastSeq: bigint | null;
  lastHash: string;
  problem: ChainProblem | null;
}

export const GENESIS: ChainStart = { seq: 0n, prevHash: GENESIS_PREV_HASH };

/** Incremental form, so a verifier can stream millions of rows without holding them. */
export class ChainVerifier {
  private expectedSeq: bigint;
  private expectedPrev: string;
  private count = 0;
  private lastSeq: bigint | null = null;
  problem: ChainProblem | null = null;

  constructor(
    readonly chainKey: string,
    private readonly publicKey: (keyId: string) => KeyObject | null,
    start: ChainStart = GENESIS,
  ) {
    this.expectedSeq = start.seq;
    this.expectedPrev = start.prevHash;
  }

  /** Feeds the next event; false once the chain stopped verifying (later events are ignored). */
  push(e: VerifiableEvent): boolean {
    if (this.problem) return false;
    const fail = (kind: ChainProblemKind, seq: bigint, detail: string) => {
      this.problem = { kind, seq, detail };
      return false;
    };
    if (e.chainKey !== this.chainKey) return fail('wrong_chain', e.seq, `event ${e.id} belongs to chain ${e.chainKey}`);
    // A missing or reordered event shows as a seq that is not the next one: report the seq that should be there.
    if (e.seq !== this.expectedSeq)
      return fail('seq_gap', this.expectedSeq, `expected seq ${this.expectedSeq}, found ${e.seq}`);
    const preimage = preimageOf(e);
    if (sha256Hex(preimage) !== e.contentHash)
      return fail('hash_mismatch', e.seq, 'the content hash does not match the event');
    const key = this.publicKey(e.keyId);
    if (!key) return fail('unknown_key', e.seq, `no public key for key id ${e.keyId}`);
    if (!signatureValid(preimage, e.signature, key))
      return fail('bad_signature', e.seq, 'the Ed25519 signature does not verify');
    if (e.prevHash !== this.expectedPrev)
      return fail('broken_link', e.seq, "prevHash is not the previous event's content hash");
    this.expectedPrev = e.contentHash;
    this.expectedSeq = e.seq + 1n;
    this.lastSeq = e.seq;
    this.count++;
    return true;
  }

  result(): ChainVerification {
    return {
      ok: this.problem === null,
      chainKey: this.chainKey,
      events: this.count,
      lastSeq: this.lastSeq,
      lastHash: this.expectedPrev,
      problem: this.problem,
    };
  }
}
