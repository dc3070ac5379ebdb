/**
 * Verifies chains as stored in PostgreSQL, streaming them in seq order, with the public keys the
 * writers registered in audit.audit_signing_keys (never the private key file).
 */
import type { KeyObject } from 'node:crypto';
import { ed25519PublicFromHex } from './audit-keys.ts';
import type { AuditEventRepository, StoredAuditEvent } from './audit-event-repository.ts';
import {
  ChainVerifier,
  GENESIS,
  type ChainProblem,
  type ChainStart,
  type ChainVerification,
} from './chain-verifier.ts';
import { verifyCheckpoint, type ChainCheckpoint } from './checkpoint.ts';

export async function publicKeyLookup(repo: AuditEventRepository): Promise<(keyId: string) => KeyObject | null> {
  const hex = await repo.publicKeys();
  const cache = new Map<string, KeyObject>();
  return (keyId) => {
    const h = hex.get(keyId);
    if (!h) return null;
    let k = cache.get(keyId);
    if (!k) cache.set(keyId, (k = ed25519PublicFromHex(h)));
    return k;
  };
}

/**
 * Where the stored chain starts: genesis, or right after its latest signed purge checkpoint
 * (checkpoint.ts). A checkpoint whose signature does not verify is a `bad_checkpoint` problem: the
 * start it claims is untrusted, so the chain is not verified from anywhere.
 */
export async function chainStartOf(
  repo: AuditEventRepository,
  chainKey: string,
  keys: (keyId: string) => KeyObject | null,
): Promise<{ start: ChainStart; checkpoint: ChainCheckpoint | null } | { problem: ChainProblem }> {
  const cp = await repo.latestCheckpoint(chainKey);
  if (!cp) return { start: GENESIS, checkpoint: null };
  const check = verifyCheckpoint(cp, keys);
  if (!check.ok) return { problem: { kind: 'bad_checkpoint', seq: cp.seq, detail: check.detail } };
  return { start: check.start, checkpoint: cp };
}

export interface LiveChainVerification extends ChainVerification {
  /** The signed purge checkpoint the chain was verified from (null: from genesis). */
  checkpoint: ChainCheckpoint | null;
}

/**
 * The chain as stored, from its latest purge checkpoint (or genesis) to its head row: events
 * removed from the end leave a chain that verifies on its own, but no longer reaches the head's seq
 * and hash; events missing right after the checkpoint are a `seq_gap` at the checkpoint's seq + 1.
 * The head is read first and the stream stops at it, so events appended meanwhile are not mistaken
 * for a mismatch. A chain with events or a checkpoint but no head row is `truncated` (the head is
 * what says where the chain ends). Rows are streamed in batches; `onEvent` sees each verified one,
 * and `onRestart` is called before a second pass (see below) feeds them again from its start.
 */
export async function verifyLiveChain(
  repo: AuditEventRepository,
  chainKey: string,
  opts: { onEvent?: (e: StoredAuditEvent) => void; onRestart?: () => void } = {},
): Promise<LiveChainVerification> {
  const r = await verifyOnce(repo, chainKey, opts.onEvent);
  if (r.problem?.kind !== 'seq_gap') return r;
  // A retention purge that cut the chain while it was read leaves a gap right after the checkpoint
  // that was read: verify once more from the new checkpoint before reporting anything.
  const now = await repo.latestCheckpoint(chainKey);
  if (!now || now.seq === r.checkpoint?.seq) return r;
  opts.onRestart?.();
  return verifyOnce(repo, chainKey, opts.onEvent);
}

async function verifyOnce(
  repo: AuditEventRepository,
  chainKey: string,
  onEvent?: (e: StoredAuditEvent) => void,
): Promise<LiveChainVerification> {
  const head = await repo.head(chainKey);
  // Keys after the head: every event up to it registered its key in the same statement.
  const keys = await publicKeyLookup(repo);
  const s = await chainStartOf(repo, chainKey, keys);
  if ('problem' in s)
    return { ok: false, chainKey, events: 0, lastSeq: null, lastHash: '', problem: s.problem, checkpoint: null };
  const { start, checkpoint } = s;
  const v = new ChainVerifier(chainKey, keys, start);
  const toSeq = head ? head.nextSeq - 1n : undefined;
  for await (const e of repo.chain(chainKey, { fromSeq: start.seq, toSeq })) {
    if (!v.push(e)) break;
    onEvent?.(e);
  }
  const r = { ...v.result(), checkpoint };
  if (!r.ok) return r;
  const missing = (r.lastSeq ?? start.seq - 1n) + 1n;
  if (!head) {
    if (r.events === 0 && !checkpoint) return r;
    return {
      ...r,
      ok: false,
      problem: { kind: 'truncated', seq: missing, detail: 'the chain has events or a checkpoint but no head row' },
    };
  }
  if (head.nextSeq !== missing || head.lastHash !== r.lastHash) {
    return {
      ...r,
      ok: false,
      problem: {
        kind: 'truncated',
        seq: missing,
        detail: `the chain head is at seq ${head.nextSeq - 1n}; events from seq ${missing} are missing or the head was altered`,
      },
    };
  }
  return r;
}
