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
import type { AuditDetails } from './audit-event-input.ts';
import { GENESIS_PREV_HASH } from './preimage.ts';
import type { SqlTx } from './sql-tx.ts';

type Tx = SqlTx;

export interface ChainHead {
  nextSeq: bigint;
  lastHash: string;
  lastOccurredAt: Date | null;
}

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

export async function lockChainHead(
  tx: Tx,
  chainKey: string,
  organizationId: string,
  workspaceId: string | null,
): Promise<ChainHead> {
  const rows = await tx.$queryRaw<{ next_seq: bigint; last_hash: string; last_occurred_at: Date | null }[]>`
    INSERT INTO audit.audit_chain_heads (chain_key, organization_id, workspace_id, next_seq, last_hash)
    VALUES (${chainKey}, ${organizationId}, ${workspaceId}, 0, ${GENESIS_PREV_HASH})
    ON CONFLICT (chain_key) DO UPDATE SET chain_key = EXCLUDED.chain_key
    RETURNING next_seq, last_hash, last_occurred_at`;
  const r = rows[0];
  return { nextSeq: BigInt(r.next_seq), lastHash: r.last_hash, lastOccurredAt: r.last_occurred_at };
}

/**
 * Locks the heads of several chains in ONE statement, creating the missing ones, in chain-key
 * order (the database's collation, the same for every process): the group-commit appender's
 * cross-chain batches lock many heads, and two such batches (or a batch and any transaction that
 * holds one head) can then never wait on each other in a cycle. `ORDER BY` feeds the upsert its
 * rows sorted, and `ON CONFLICT DO UPDATE` takes each row's lock as it reaches it.
 */
export async function lockChainHeads(
  tx: Tx,
  chains: readonly { chainKey: string; organizationId: string; workspaceId: string | null }[],
): Promise<Map<string, ChainHead>> {
  const rows = await tx.$queryRaw<
    { chain_key: string; next_seq: bigint; last_hash: string; last_occurred_at: Date | null }[]
  >`
    INSERT INTO audit.audit_chain_heads (chain_key, organization_id, workspace_id, next_seq, last_hash)
    SELECT k, o, w, 0, ${GENESIS_PREV_HASH}
    FROM unnest(${chains.map((c) => c.chainKey)}::text[], ${chains.map((c) => c.organizationId)}::text[], ${chains.map((c) => c.workspaceId)}::text[]) AS t(k, o, w)
    ORDER BY k
    ON CONFLICT (chain_key) DO UPDATE SET chain_key = EXCLUDED.chain_key
    RETURNING chain_key, next_seq, last_hash, last_occurred_at`;
  return new Map(
    rows.map((r) => [
      r.chain_key,
      { nextSeq: BigInt(r.next_seq), lastHash: r.last_hash, lastOccurredAt: r.last_occurred_at },
    ]),
  );
}

/**
 * Inserts sealed events (runs of consecutive events of one or several chains, each run following
 * its chain's locked head), advances every head to its run's last event and records the signing
 * keys' public halves (once each): one statement whatever the number of events or chains. The
 * rows travel as one array per column through `unnest`, and the heads' new values likewise, so
 * the statement text (and its parameter count) is the same for one event or a cross-chain
 * group-commit batch of hundreds.
 */
export async function insertSealedEvents(tx: Tx, rows: readonly SealedAuditEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const lastOf = new Map<string, SealedAuditEventRow>();
  for (const r of rows) lastOf.set(r.chainKey, r);
  const heads = [...lastOf.values()];
  const col = <T>(f: (e: SealedAuditEventRow) => T): T[] => rows.map(f);
  const keys = [...new Map(rows.map((e) => [e.keyId, e.publicKeyHex])).entries()];
  await tx.$executeRaw`
    WITH head AS (
      UPDATE audit.audit_chain_heads h SET next_seq = u.next_seq, last_hash = u.last_hash, last_occurred_at = u.last_occurred_at
      FROM unnest(${heads.map((e) => e.chainKey)}::text[], ${heads.map((e) => (e.seq + 1n).toString())}::bigint[],
        ${heads.map((e) => e.contentHash)}::text[], ${heads.map((e) => e.occurredAt.toISOString())}::timestamptz[]) AS u(chain_key, next_seq, last_hash, last_occurred_at)
      WHERE h.chain_key = u.chain_key
    ), signing_key AS (
      INSERT INTO audit.audit_signing_keys (key_id, public_key_hex)
      SELECT * FROM unnest(${keys.map((k) => k[0])}::text[], ${keys.map((k) => k[1])}::text[])
      ON CONFLICT (key_id) DO NOTHING
    )
    INSERT INTO audit.audit_events (id, chain_key, seq, organization_id, workspace_id, occurred_at, category, action, outcome,
      actor_principal, resource_orn, is_system, correlation_key, correlation_id, emitter_service, details,
      prev_hash, content_hash, signature, key_id)
    SELECT id, chain_key, seq, organization_id, workspace_id, occurred_at, category, action, outcome,
      actor_principal, resource_orn, is_system, correlation_key, correlation_id, emitter_service, details::jsonb,
      prev_hash, content_hash, signature, key_id
    FROM unnest(
      ${col((e) => e.id)}::text[], ${col((e) => e.chainKey)}::text[], ${col((e) => e.seq.toString())}::bigint[],
      ${col((e) => e.organizationId)}::text[], ${col((e) => e.workspaceId)}::text[], ${col((e) => e.occurredAt.toISOString())}::timestamptz[],
      ${col((e) => e.category)}::text[], ${col((e) => e.action)}::text[], ${col((e) => e.outcome)}::text[],
      ${col((e) => e.actorPrincipal)}::text[], ${col((e) => e.resourceOrn)}::text[], ${col((e) => e.isSystem)}::boolean[],
      ${col((e) => e.correlationKey)}::text[], ${col((e) => e.correlationId)}::text[], ${col((e) => e.emitterService)}::text[],
      ${col((e) => (e.details === null ? null : JSON.stringify(e.details)))}::text[],
      ${col((e) => e.prevHash)}::text[], ${col((e) => e.contentHash)}::text[], ${col((e) => e.signature)}::text[], ${col((e) => e.keyId)}::text[]
    ) AS t(id, chain_key, seq, organization_id, workspace_id, occurred_at, category, action, outcome,
      actor_principal, resource_orn, is_system, correlation_key, correlation_id, emitter_service, details,
      prev_hash, content_hash, signature, key_id)`;
}
