/**
 * billing.v1.BillingService (proto/billing/v1/billing.proto) on BILLING_GRPC_PORT: the caller's
 * credential from the call's metadata (BILLING_API_SERVICES), then one line into the service.
 * Each answered call is counted by method and outcome (svc_billing_api_calls_total).
 */
import { AppError, type Logger } from '@svc/core';
import {
  billingServiceDefinition,
  startGrpcServer,
  unary,
  BILLING_SERVICE,
  type GrpcServerHandle,
  type ProtoBudget,
  type ServiceHandlers,
  type ServiceVerifier,
} from '@svc/grpc';
import type { BillingServiceHandlers } from '@svc/grpc/generated/billing/v1/BillingService.ts';
import { Counter, type Registry } from 'prom-client';
import type { UsageIngest } from '../services/usage-ingest.ts';
import type { UsageRecordStore } from '../repositories/usage-record-repository.ts';

export interface EnabledBudgets {
  enabled(orgId: string): Promise<
    {
      id: string;
      scopeType: string;
      scopeId: string;
      mode: string;
      ceilingCents: bigint;
      alertThresholdPcts: number[];
    }[]
  >;
}

const OPAQUE = /^[A-Za-z0-9][A-Za-z0-9._:~-]{0,127}$/;
const SCOPES = new Set(['ORGANIZATION', 'WORKSPACE', 'PROVIDER', 'API_KEY']);
const MS = /^[0-9]{1,15}$/;

const invalid = (argument: string) =>
  new AppError('SVC-VALID-4000', `${argument} is missing or malformed`, { argument });

function orgIdOf(v: unknown): string {
  if (typeof v !== 'string' || !OPAQUE.test(v)) throw invalid('org_id');
  return v;
}

function instant(v: unknown, argument: string): Date {
  if (typeof v !== 'string' || !MS.test(v)) throw invalid(argument);
  return new Date(Number(v));
}

export function billingGrpcHandlers(deps: {
  log: Logger;
  callers: ServiceVerifier;
  ingest: UsageIngest;
  budgets: EnabledBudgets;
  usage: UsageRecordStore;
  registry?: Registry;
}): ServiceHandlers<BillingServiceHandlers> {
  const { log, callers } = deps;
  const calls = new Counter({
    name: 'svc_billing_api_calls_total',
    help: "Calls answered by billing's internal gRPC API, by method and outcome (ok or the SVC code).",
    labelNames: ['method', 'outcome'],
    registers: deps.registry ? [deps.registry] : [],
  });
  const counted = <Req, Res>(method: string, fn: (r: Req, caller: string) => Promise<Res>) =>
    unary<Req, Res>(log, async (r, call) => {
      try {
        const res = await fn(r, callers.caller(call.metadata));
        calls.inc({ method, outcome: 'ok' });
        return res;
      } catch (e) {
        calls.inc({ method, outcome: e instanceof AppError ? e.code : 'SVC-SERVER-9000' });
        throw e;
      }
    });
  return {
    RecordUsage: counted('RecordUsage', (r: { records?: unknown }) => deps.ingest.record(r.records)),
    ListBudgets: counted('ListBudgets', async (r: { org_id?: unknown }) => ({
      budgets: (await deps.budgets.enabled(orgIdOf(r.org_id))).map(
        (b): ProtoBudget => ({
          id: b.id,
          scope_type: b.scopeType,
          scope_id: b.scopeId,
          mode: b.mode,
          ceiling_cents: String(b.ceilingCents),
          alert_threshold_pcts: b.alertThresholdPcts,
        }),
      ),
    })),
    CommittedSpend: counted(
      'CommittedSpend',
      async (r: { org_id?: unknown; scope_type?: unknown; scope_id?: unknown; from_ms?: unknown; to_ms?: unknown }) => {
        const orgId = orgIdOf(r.org_id);
        if (typeof r.scope_type !== 'string' || !SCOPES.has(r.scope_type)) throw invalid('scope_type');
        if (typeof r.scope_id !== 'string' || !OPAQUE.test(r.scope_id)) throw invalid('scope_id');
        const micro = await deps.usage.subjectSpend(
          orgId,
          r.scope_type,
          r.scope_id,
          instant(r.from_ms, 'from_ms'),
          instant(r.to_ms, 'to_ms'),
        );
        return { microcents: String(micro) };
      },
    ),
  };
}

export function startBillingApi(
  opts: { host: string; port: number } & Parameters<typeof billingGrpcHandlers>[0],
): Promise<GrpcServerHandle> {
  return startGrpcServer({
    host: opts.host,
    port: opts.port,
    services: [[billingServiceDefinition(), billingGrpcHandlers(opts)]],
    healthStatus: { '': 'SERVING', [BILLING_SERVICE]: 'SERVING' },
  });
}
