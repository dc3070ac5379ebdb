import type { PrismaClient } from '../db.ts';
/**
 * billing.usage_records reads for quota status (rows are written by the inference service). An
 * organization's rows are those with its org_id, plus legacy rows without org_id (written before
 * 20261122020000_inference) in the caller's own workspace.
 */

export interface MonthUsage {
  /** Rows in the window. */
  requests: number;
  /** Sum of cost_microcents of the priced rows (BigInt: exact). Rows whose cost is null are not priced and not summed. */
  spendMicrocents: bigint;
  /** Rows in the window whose cost_microcents is null. */
  unpricedRequests: number;
}

export interface UsageReader {
  organizationUsage(orgId: string, workspaceId: string, from: Date, to: Date): Promise<MonthUsage>;
}

export class UsageRepository implements UsageReader {
  constructor(private prisma: PrismaClient) {}

  async organizationUsage(orgId: string, workspaceId: string, from: Date, to: Date): Promise<MonthUsage> {
    const where = {
      occurredAt: { gte: from, lt: to },
      OR: [{ orgId }, { orgId: null, workspaceId }],
    };
    const [all, priced] = await Promise.all([
      this.prisma.usageRecord.count({ where }),
      this.prisma.usageRecord.aggregate({
        where: { ...where, costMicrocents: { not: null } },
        _sum: { costMicrocents: true },
        _count: { _all: true },
      }),
    ]);
    return {
      requests: all,
      spendMicrocents: priced._sum.costMicrocents ?? 0n,
      unpricedRequests: all - priced._count._all,
    };
  }

  async ping(): Promise<void> {
    await this.prisma.$queryRaw`SELECT 1`;
  }
}
