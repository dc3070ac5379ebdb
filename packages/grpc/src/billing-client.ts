/**
 * billing.v1.BillingService (proto/billing/v1/billing.proto), served by the billing subgraph:
 * usage records and the budgets of the billing stage. Types are hand-written (snake_case as in
 * the .proto; int64 and nullable numbers travel as decimal strings). The client sends the
 * service's name and secret as call metadata on every call; errors come back as typed AppErrors.
 */
import * as grpc from '@grpc/grpc-js';
import { loadProto, serviceDef } from './load.ts';
import { fromGrpcError } from './errors.ts';
import { SERVICE_NAME_METADATA, SERVICE_SECRET_METADATA } from './audit-ingest-client.ts';

export const BILLING_SERVICE = 'billing.v1.BillingService';
/** Most records one RecordUsage call takes. */
export const MAX_USAGE_RECORDS_PER_CALL = 500;
/**
 * Shared-store channel billing publishes an organization id on after a budget of it was created,
 * changed or deleted: a cached copy of that organization's budgets is stale.
 */
export const BUDGETS_CHANGED_CHANNEL = 'billing.budgets.changed';

export interface ProtoUsageRecord {
  id: string; request_id: string; workspace_id: string; org_id: string; user_id: string; api_key_id: string;
  model: string; provider: string; operation: string; input_tokens: number; output_tokens: number;
  cost_microcents: string; cached_input_tokens: string; cache_saved_microcents: string;
  partial: boolean; usage_estimated: boolean; latency_ms: string; occurred_at_ms: string;
}
export interface ProtoBudget { id: string; scope_type: string; scope_id: string; mode: string; ceiling_cents: string; alert_threshold_pcts: number[] }
export interface ProtoCommittedSpendRequest { org_id: string; scope_type: string; scope_id: string; from_ms: string; to_ms: string }

export interface BillingApi {
  recordUsage(records: ProtoUsageRecord[]): Promise<{ written: number; duplicates: number }>;
  listBudgets(orgId: string): Promise<ProtoBudget[]>;
  committedSpend(r: ProtoCommittedSpendRequest): Promise<bigint>;
  close(): void;
}

export function billingServiceDefinition(): grpc.ServiceDefinition {
  return serviceDef(loadProto('billing/v1/billing.proto'), BILLING_SERVICE).service;
}

export function createBillingClient(target: string, credential: { service: string; secret: string }, opts: { deadlineMs?: number } = {}): BillingApi {
  const Ctor = serviceDef(loadProto('billing/v1/billing.proto'), BILLING_SERVICE);
  const client = new Ctor(target, grpc.credentials.createInsecure(), { 'grpc.enable_retries': 0 }) as unknown as grpc.Client & Record<string, Function>;
  const deadlineMs = opts.deadlineMs ?? 5000;
  const call = <Res>(method: string, req: unknown) =>
    new Promise<Res>((resolve, reject) => {
      const metadata = new grpc.Metadata();
      metadata.set(SERVICE_NAME_METADATA, credential.service);
      metadata.set(SERVICE_SECRET_METADATA, credential.secret);
      client[method](req, metadata, { deadline: Date.now() + deadlineMs }, (err: grpc.ServiceError | null, res: Res) =>
        err ? reject(fromGrpcError(err, 'SVC-SERVER-9001', 'billing')) : resolve(res),
      );
    });
  return {
    recordUsage: async (records) => {
      const r = await call<{ written?: number; duplicates?: number }>('RecordUsage', { records });
      return { written: r.written ?? 0, duplicates: r.duplicates ?? 0 };
    },
    listBudgets: async (orgId) => (await call<{ budgets?: ProtoBudget[] }>('ListBudgets', { org_id: orgId })).budgets ?? [],
    committedSpend: async (r) => BigInt((await call<{ microcents?: string }>('CommittedSpend', r)).microcents || '0'),
    close: () => client.close(),
  };
}
