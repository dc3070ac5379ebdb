/** The retention purge's reads and writes of the audit schema (retention-purge.ts decides what goes). */
import type { Prisma, PrismaClient } from '../db.ts';

/** The database the purge runs on (identity's client). */
export type PurgeDb = PrismaClient;
export type CheckpointRow = NonNullable<Awaited<ReturnType<PrismaClient['auditChainCheckpoint']['findFirst']>>>;
export type AuditEventRow = Awaited<ReturnType<PrismaClient['auditEvent']['findMany']>>[number];

/** Transactions that wait on a chain head another append or purge holds. */
const TX = { maxWait: 30_000, timeout: 120_000 } as const;

/** One batch's statements, inside the transaction that holds the chain head. */
export class PurgeBatchTx {
  constructor(readonly tx: Prisma.TransactionClient) {}

  /** Locks the chain head for the rest of the transaction; null when the chain has none. */
  async lockHead(
    chainKey: string,
  ): Promise<{ nextSeq: bigint; organizationId: string; workspaceId: string | null } | null> {
    const [h] = await this.tx.$queryRaw<{ next_seq: bigint; organization_id: string; workspace_id: string | null }[]>`
      SELECT next_seq, organization_id, workspace_id FROM audit.audit_chain_heads WHERE chain_key = ${chainKey} FOR UPDATE`;
    return h ? { nextSeq: BigInt(h.next_seq), organizationId: h.organization_id, workspaceId: h.workspace_id } : null;
  }

  lastCheckpoint(chainKey: string): Promise<CheckpointRow | null> {
    return this.tx.auditChainCheckpoint.findFirst({ where: { chainKey }, orderBy: { seq: 'desc' } });
  }

  /** The first seq from `fromSeq` on that is not older than the cutoff. */
  async firstRetainedSeq(chainKey: string, fromSeq: bigint, cutoff: Date): Promise<bigint | null> {
    const [r] = await this.tx.$queryRaw<{ seq: bigint | null }[]>`
      SELECT min(seq) AS seq FROM audit.audit_events WHERE chain_key = ${chainKey} AND seq >= ${fromSeq} AND occurred_at >= ${cutoff}`;
    return r.seq === null ? null : BigInt(r.seq);
  }

  /** The first seq from `fromSeq` on that an ACTIVE litigation hold covers. */
  async firstHeldSeq(chainKey: string, fromSeq: bigint): Promise<bigint | null> {
    const [r] = await this.tx.$queryRaw<{ seq: bigint | null }[]>`
      SELECT min(GREATEST(from_seq, ${fromSeq})) AS seq FROM audit.audit_litigation_holds
      WHERE chain_key = ${chainKey} AND status = 'ACTIVE' AND to_seq >= ${fromSeq}`;
    return r.seq === null ? null : BigInt(r.seq);
  }

  events(chainKey: string, fromSeq: bigint, untilSeq: bigint): Promise<AuditEventRow[]> {
    return this.tx.auditEvent.findMany({
      where: { chainKey, seq: { gte: fromSeq, lt: untilSeq } },
      orderBy: { seq: 'asc' },
    });
  }

  /** Records the signed checkpoint (and the public key that verifies it), then deletes the events it covers; answers how many went. */
  async cut(
    checkpoint: Prisma.AuditChainCheckpointUncheckedCreateInput,
    key: { keyId: string; publicKeyHex: string },
    fromSeq: bigint,
    untilSeq: bigint,
  ): Promise<number> {
    await this.tx
      .$executeRaw`INSERT INTO audit.audit_signing_keys (key_id, public_key_hex) VALUES (${key.keyId}, ${key.publicKeyHex}) ON CONFLICT (key_id) DO NOTHING`;
    await this.tx.auditChainCheckpoint.create({ data: checkpoint });
    const deleted = await this.tx.auditEvent.deleteMany({
      where: { chainKey: checkpoint.chainKey, seq: { gte: fromSeq, lt: untilSeq } },
    });
    return deleted.count;
  }
}

export class RetentionPurgeRepository {
  constructor(private readonly prisma: PurgeDb) {}

  /** Chains with at least one event older than the cutoff. */
  async candidateChains(cutoff: Date): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ chain_key: string }[]>`
      SELECT h.chain_key FROM audit.audit_chain_heads h
      WHERE EXISTS (SELECT 1 FROM audit.audit_events e WHERE e.chain_key = h.chain_key AND e.occurred_at < ${cutoff})
      ORDER BY h.chain_key`;
    return rows.map((r) => r.chain_key);
  }

  batch<T>(fn: (q: PurgeBatchTx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction((tx) => fn(new PurgeBatchTx(tx)), TX);
  }
}
