/**
 * billing.usage_records as written through billing's internal API (RecordUsage) and the spend of a
 * budget's subject read for the billing stage (CommittedSpend).
 */
import type { PrismaClient } from '../db.ts';

export interface UsageRow {
  id: string;
  requestId: string | null;
  workspaceId: string;
  orgId: string;
  userId: string | null;
  apiKeyId: string | null;
  model: string;
  provider: string;
  operation: string;
  inputTokens: number;
  outputTokens: number;
  costMicrocents: bigint | null;
  cachedInputTokens: number | null;
  cacheSavedMicrocents: bigint | null;
  partial: boolean;
  usageEstimated: boolean;
  latencyMs: number | null;
  occurredAt: Date;
}

export interface UsageRecordStore {
  /** Inserts the rows whose id is new, in one statement; answers how many were inserted. */
  insertNew(rows: UsageRow[]): Promise<number>;
  /** Exact microcents of the organization's priced usage in [from, to) of one budget subject. */
  subjectSpend(orgId: string, scopeType: string, scopeId: string, from: Date, to: Date): Promise<bigint>;
}

export class UsageRecordRepository implements UsageRecordStore {
  constructor(private prisma: PrismaClient) {}

  async insertNew(rows: UsageRow[]): Promise<number> {
    // INSERT … ON CONFLICT DO NOTHING: a repeated id writes nothing, and the rollup trigger fires
    // only for the rows inserted.
    const r = await this.prisma.usageRecord.createMany({ data: rows, skipDuplicates: true });
    return r.count;
  }

  async subjectSpend(orgId: string, scopeType: string, scopeId: string, from: Date, to: Date): Promise<bigint> {
    const subject =
      scopeType === 'WORKSPACE'
        ? { workspaceId: scopeId }
        : scopeType === 'PROVIDER'
          ? { provider: scopeId }
          : scopeType === 'API_KEY'
            ? { apiKeyId: scopeId }
            : {};
    const r = await this.prisma.usageRecord.aggregate({
      where: { orgId, occurredAt: { gte: from, lt: to }, ...subject },
      _sum: { costMicrocents: true },
    });
    return r._sum.costMicrocents ?? 0n;
  }
}
