/**
 * Reads of the audit trail: chains in seq order for verification and export, public keys.
 * (Appends are in audit-chain-repository.ts: they run on the caller's transaction.)
 */
import type { AuditDetails } from './audit-event-input.ts';
import type { VerifiableEvent } from './chain-verifier.ts';
import type { ChainCheckpoint } from './checkpoint.ts';
import type { PrismaClient } from '../db.ts';

export interface StoredAuditEvent extends VerifiableEvent {}

type Row = Awaited<ReturnType<PrismaClient['auditEvent']['findFirstOrThrow']>>;

export function toStoredAuditEvent(r: Row): StoredAuditEvent {
  return {
    id: r.id,
    chainKey: r.chainKey,
    seq: r.seq,
    prevHash: r.prevHash,
    occurredAt: r.occurredAt,
    organizationId: r.organizationId,
    workspaceId: r.workspaceId,
    category: r.category,
    action: r.action,
    outcome: r.outcome,
    actorPrincipal: r.actorPrincipal,
    resourceOrn: r.resourceOrn,
    isSystem: r.isSystem,
    correlationKey: r.correlationKey,
    correlationId: r.correlationId,
    emitterService: r.emitterService,
    details: (r.details as AuditDetails | null) ?? null,
    keyId: r.keyId,
    contentHash: r.contentHash,
    signature: r.signature,
  };
}

export class AuditEventRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Events of one chain in seq order from `fromSeq`, in batches (keyset on the unique index). */
  async *chain(
    chainKey: string,
    opts: { fromSeq?: bigint; toSeq?: bigint; batch?: number } = {},
  ): AsyncGenerator<StoredAuditEvent> {
    let next = opts.fromSeq ?? 0n;
    const batch = opts.batch ?? 2000;
    for (;;) {
      const rows = await this.prisma.auditEvent.findMany({
        where: { chainKey, seq: { gte: next, ...(opts.toSeq !== undefined ? { lte: opts.toSeq } : {}) } },
        orderBy: { seq: 'asc' },
        take: batch,
      });
      for (const r of rows) yield toStoredAuditEvent(r);
      if (rows.length < batch) return;
      next = rows[rows.length - 1].seq + 1n;
    }
  }

  /** One chain's events with occurredAt in [since, until), in seq order (time is monotonic with seq in a chain). */
  async *window(chainKey: string, since: Date, until: Date, batch = 5000): AsyncGenerator<StoredAuditEvent> {
    let next = -1n;
    for (;;) {
      const rows = await this.prisma.auditEvent.findMany({
        where: { chainKey, occurredAt: { gte: since, lt: until }, seq: { gt: next } },
        orderBy: { seq: 'asc' },
        take: batch,
      });
      for (const r of rows) yield toStoredAuditEvent(r);
      if (rows.length < batch) return;
      next = rows[rows.length - 1].seq;
    }
  }

  async chainKeys(organizationId?: string): Promise<string[]> {
    const rows = await this.prisma.auditChainHead.findMany({
      where: organizationId ? { organizationId } : {},
      select: { chainKey: true },
      orderBy: { chainKey: 'asc' },
    });
    return rows.map((r) => r.chainKey);
  }

  /** The chain's latest purge checkpoint (the highest cut), or null while it still starts at genesis. */
  async latestCheckpoint(chainKey: string): Promise<ChainCheckpoint | null> {
    const r = await this.prisma.auditChainCheckpoint.findFirst({ where: { chainKey }, orderBy: { seq: 'desc' } });
    return (
      r && {
        chainKey: r.chainKey,
        seq: r.seq,
        contentHash: r.contentHash,
        occurredAt: r.occurredAt,
        purgedAt: r.purgedAt,
        eventsPurged: r.eventsPurged,
        keyId: r.keyId,
        signature: r.signature,
      }
    );
  }

  async head(chainKey: string) {
    return this.prisma.auditChainHead.findUnique({ where: { chainKey } });
  }

  /** Public keys (raw hex) by key id. */
  async publicKeys(): Promise<Map<string, string>> {
    const rows = await this.prisma.auditSigningKey.findMany();
    return new Map(rows.map((r) => [r.keyId, r.publicKeyHex]));
  }
}
