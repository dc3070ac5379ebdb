/**
 * Verifies chains as stored in PostgreSQL, streaming them in seq order, with the public keys the
 * writers registered in audit.audit_signing_keys (never the private key file).
 */
import type { KeyObject } from 'node:crypto';
import { ed25519PublicFromHex } from './audit-keys.ts';
import type { AuditEventRepository } from './audit-event-repository.ts';
import { ChainVerifier, GENESIS, type ChainProblem, type ChainStart, type ChainVerification } from './chain-verifier.ts';
import { verifyCheckpoint } from './checkpoint.ts';

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
export async function chainStartOf(repo: AuditEventRepository, chainKey: string, keys: (keyId: string) => KeyObject | null): Promise<{ start: ChainStart; checkpointSeq: bigint | null } | { problem: ChainProblem }> {
  const cp = await repo.latestCheckpoint(chainKey);
  if (!cp) return { start: GENESIS, checkpointSeq: null };
  const check = verifyCheckpoint(cp, keys);
  if (!check.ok) return { problem: { kind: 'bad_checkpoint', seq: cp.seq, detail: check.detail } };
  return { start: check.start, checkpointSeq: cp.seq };
}

/**
 * The chain as stored, then against its head row: events removed from the end leave a chain that
 * verifies on its own, but no longer reaches the head's seq and hash. Without an explicit `start`
 * the chain is verified from its latest purge checkpoint (or genesis when it has none); events
 * missing right after the checkpoint are a `seq_gap` at the checkpoint's seq + 1.
 */
export async function verifyLiveChain(repo: AuditEventRepository, chainKey: string, startAt?: ChainStart): Promise<ChainVerification> {
  const keys = await publicKeyLookup(repo);
  let start = startAt ?? GENESIS;
  if (!startAt) {
    const s = await chainStartOf(repo, chainKey, keys);
    if ('problem' in s) return { ok: false, chainKey, events: 0, lastSeq: null, lastHash: '', problem: s.problem };
    start = s.start;
  }
  const v = new ChainVerifier(chainKey, keys, start);
  for await (const e of repo.chain(chainKey, { fromSeq: start.seq })) if (!v.push(e)) break;
  const r = v.result();
  const head = await repo.head(chainKey);
  if (r.ok && head && (head.nextSeq !== (r.lastSeq ?? start.seq - 1n) + 1n || head.lastHash !== r.lastHash)) {
    const missing = (r.lastSeq ?? start.seq - 1n) + 1n;
    return { ...r, ok: false, problem: { kind: 'truncated', seq: missing, detail: `the chain head is at seq ${head.nextSeq - 1n}; events from seq ${missing} are missing or the head was altered` } };
  }
  return r;
}
