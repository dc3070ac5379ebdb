/** billing.usage_records: one row per completion or embedding request (the only Prisma import of this subgraph). */
import type { UsageEvent, UsageSink } from '../services/usage-recorder.ts';
import type { PrismaClient } from '../db.ts';

export class UsageRecordRepository implements UsageSink {
  constructor(private readonly db: PrismaClient) {}

  async insert(e: UsageEvent): Promise<void> {
    await this.db.usageRecord.create({
      data: {
        id: e.id,
        workspaceId: e.workspaceId,
        orgId: e.orgId,
        userId: e.userId,
        apiKeyId: e.apiKeyId,
        model: e.model,
        provider: e.provider,
        requestId: e.requestId,
        operation: e.operation,
        inputTokens: e.inputTokens,
        outputTokens: e.outputTokens,
        costMicrocents: e.costMicrocents,
        cachedInputTokens: e.cachedInputTokens,
        cacheSavedMicrocents: e.cacheSavedMicrocents,
        partial: e.partial,
        usageEstimated: e.usageEstimated,
        latencyMs: e.latencyMs,
        occurredAt: e.occurredAt,
      },
    });
  }

  async ping(): Promise<void> {
    await this.db.$queryRawUnsafe('SELECT 1');
  }
}
