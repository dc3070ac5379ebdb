/**
 * billing.v1.BillingService (proto/billing/v1/billing.proto), served by the billing subgraph:
 * usage records and the budgets of the billing stage. Message types are generated from the proto
 * (snake_case; int64 and nullable numbers travel as decimal strings). The client sends the
 * service's name and secret as call metadata on every call; errors come back as typed AppErrors.
 */
import { loadProto } from './load.ts';
import { createUnaryClient } from './unary-client.ts';
import { SERVICE_NAME_METADATA, SERVICE_SECRET_METADATA } from './audit-ingest-client.ts';
import type { ProtoGrpcType as BillingProto } from './generated/billing.ts';
import type { BillingServiceDefinition } from './generated/billing/v1/BillingService.ts';
import type { UsageRecord__Output } from './generated/billing/v1/UsageRecord.ts';
import type { Budget__Output } from './generated/billing/v1/Budget.ts';
import type { CommittedSpendRequest__Output } from './generated/billing/v1/CommittedSpendRequest.ts';

export const BILLING_SERVICE = 'billing.v1.BillingService';
/** Most records one RecordUsage call takes. */
export const MAX_USAGE_RECORDS_PER_CALL = 500;
/**
 * Shared-store channel billing publishes an organization id on after a budget of it was created,
 * changed or deleted: a cached copy of that organization's budgets is stale.
 */
export const BUDGETS_CHANGED_CHANNEL = 'billing.budgets.changed';

/** A record as inference sends it: every field set. */
export type ProtoUsageRecord = UsageRecord__Output;
export type ProtoBudget = Budget__Output;
export type ProtoCommittedSpendRequest = CommittedSpendRequest__Output;

export interface BillingApi {
  recordUsage(records: ProtoUsageRecord[]): Promise<{ written: number; duplicates: number }>;
  listBudgets(orgId: string): Promise<ProtoBudget[]>;
  committedSpend(r: ProtoCommittedSpendRequest): Promise<bigint>;
  close(): void;
}

export function billingServiceDefinition(): BillingServiceDefinition {
  return loadProto<BillingProto>('billing/v1/billing.proto').billing.v1.BillingService.service;
}

export function createBillingClient(
  target: string,
  credential: { service: string; secret: string },
  opts: { deadlineMs?: number } = {},
): BillingApi {
  const client = createUnaryClient(billingServiceDefinition(), target, {
    deadlineMs: opts.deadlineMs ?? 5000,
    dependency: 'billing',
    metadata: { [SERVICE_NAME_METADATA]: credential.service, [SERVICE_SECRET_METADATA]: credential.secret },
  });
  return {
    recordUsage: async (records) => {
      const r = await client.recordUsage({ records });
      return { written: r.written, duplicates: r.duplicates };
    },
    listBudgets: async (orgId) => (await client.listBudgets({ org_id: orgId })).budgets,
    committedSpend: async (r) => BigInt((await client.committedSpend(r)).microcents || '0'),
    close: () => client.close(),
  };
}
