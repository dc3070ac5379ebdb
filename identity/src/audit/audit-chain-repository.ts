/**
 * The two statements of an append, run on the caller's transaction client.
 *
 * Concurrency: `lockChainHead` upserts the chain's row in `audit.audit_chain_heads`; the
 * `ON CONFLICT DO UPDATE` takes that row's lock, which the caller's transaction holds until it
 * commits or rolls back. Writers of the same chain therefore queue on one row and each sees the
 * head its predecessor committed: seq is gap-free and every prevHash is the previous contentHash.
 * A rolled-back writer leaves the head untouched (its update rolls back with it). The unique
 * (chain_key, seq) index is the backstop should anything bypass the lock.
 */
import type { Prisma } from '@svc/db';
import type { AuditDetails } from './audit-event-input.ts';
import { GENESIS_PREV_HASH } from './preimage.ts';

type Tx = Prisma.TransactionClient;

export interface ChainHead { nextSeq: bigint; lastHash: string; lastOccurredAt: Date | null }

export interface SealedAuditEventRow {
  id: string;
  chainKey: string;
  seq: bigint;
  organizationId: string;
  workspaceId: string | null;
  occurredAt: Date;
  category: string;
  action: string;
  outcome: string;
  actorPrincipal: string;
  resourceOrn: string;
  isSystem: boolean;
  correlationKey: string;
  correlationId: string;
  emitterService: string;
  details: AuditDetails | null;
  prevHash: string;
  contentHash: string;
  signature: string;
  keyId: string;
  publicKeyHex: string;
}

export async function lockChainHead(tx: Tx, chainKey: string, organizationId: string, workspaceId: string | null): Promise<ChainHead> {
  const rows = await tx.$queryRaw<{ next_seq: bigint; last_hash: string; last_occurred_at: Date | null }[]>`
    INSERT INTO audit.audit_chain_heads (chain_key, organization_id, workspace_id, next_seq, last_hash)
    VALUES (${chainKey}, ${organizationId}, ${workspaceId}, 0, ${GENESIS_PREV_HASH})
    ON CONFLICT (chain_key) DO UPDATE SET chain_key = EXCLUDED.chain_key
    RETURNING next_seq, last_hash, last_occurred_at`;
  const r = rows[0];
  return { nextSeq: BigInt(r.next_seq), lastHash: r.last_hash, lastOccurredAt: r.last_occurred_at };
}

/** Advances the head, records the signing key's public half (once) and inserts the event: one round trip. */
export async function insertSealedEvent(tx: Tx, e: SealedAuditEventRow): Promise<void> {
  const details = e.details === null ? null : JSON.stringify(e.details);
  await tx.$executeRaw`
    WITH head AS (
      UPDATE audit.audit_chain_heads SET next_seq = ${e.seq} + 1, last_hash = ${e.contentHash}, last_occurred_at = ${e.occurredAt}
      WHERE chain_key = ${e.chainKey}
    ), signing_key AS (
      INSERT INTO audit.audit_signing_keys (key_id, public_key_hex) VALUES (${e.keyId}, ${e.publicKeyHex})
      ON CONFLICT (key_id) DO NOTHING
    )
    INSERT INTO audit.audit_events (id, chain_key, seq, organization_id, workspace_id, occurred_at, category, action, outcome,
      actor_principal, resource_orn, is_system, correlation_key, correlation_id, emitter_service, details,
      prev_hash, content_hash, signature, key_id)
    VALUES (${e.id}, ${e.chainKey}, ${e.seq}, ${e.organizationId}, ${e.workspaceId}, ${e.occurredAt}, ${e.category}, ${e.action}, ${e.outcome},
      ${e.actorPrincipal}, ${e.resourceOrn}, ${e.isSystem}, ${e.correlationKey}, ${e.correlationId}, ${e.emitterService}, ${details}::jsonb,
      ${e.prevHash}, ${e.contentHash}, ${e.signature}, ${e.keyId})`;
}
