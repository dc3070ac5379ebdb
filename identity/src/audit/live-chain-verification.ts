/**
 * Verifies chains as stored in PostgreSQL, streaming them in seq order, with the public keys the
 * writers registered in audit.audit_signing_keys (never the private key file).
 */
import type { KeyObject } from 'node:crypto';
import { ed25519PublicFromHex } from './audit-keys.ts';
import type { AuditEventRepository } from './audit-event-repository.ts';
import { ChainVerifier, GENESIS, type ChainStart, type ChainVerification } from './chain-verifier.ts';

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
 * The chain as stored, then against its head row: events removed from the end leave a chain that
 * verifies on its own, but no longer reaches the head's seq and hash.
 */
export async function verifyLiveChain(repo: AuditEventRepository, chainKey: string, start: ChainStart = GENESIS): Promise<ChainVerification> {
  const v = new ChainVerifier(chainKey, await publicKeyLookup(repo), start);
  for await (const e of repo.chain(chainKey, { fromSeq: start.seq })) if (!v.push(e)) break;
  const r = v.result();
  const head = await repo.head(chainKey);
  if (r.ok && head && (head.nextSeq !== (r.lastSeq ?? start.seq - 1n) + 1n || head.lastHash !== r.lastHash)) {
    const missing = (r.lastSeq ?? start.seq - 1n) + 1n;
    return { ...r, ok: false, problem: { kind: 'truncated', seq: missing, detail: `the chain head is at seq ${head.nextSeq - 1n}; events from seq ${missing} are missing or the head was altered` } };
  }
  return r;
}
