/**
 * compliance.v1.ComplianceService (proto/compliance/v1/compliance.proto), served by identity for
 * what the platform owns: the data-subject requests (ListDsarRequests, GetDsarRequest,
 * CreateDsarRequest, RecordDsarVerification, ExecuteErasure) and the platform-admin gate of
 * GetControlMatrix (SVC-AUDIT-7260, then SVC-AUDIT-NOT-WIRED). The other RPCs (evidence,
 * post-market monitoring, Art-12 records) are left unimplemented on purpose (grpc-js answers
 * UNIMPLEMENTED), so the compliance subgraph keeps failing them closed with SVC-AUDIT-NOT-WIRED.
 *
 * The tenant is the RequestContext's org and workspace (the SVC-* headers the gateway derived from
 * the credential); a request without both is refused with SVC-AUTH-1000.
 */
import { AppError, type Logger } from '@svc/core';
import { unary, type ServiceHandlers } from '@svc/grpc';
import type { ComplianceServiceHandlers } from '@svc/grpc/generated/compliance/v1/ComplianceService.ts';
import type { DsarService } from '../compliance/dsar-service.ts';
import type { ErasureFulfilmentView, ErasureService } from '../compliance/erasure-service.ts';
import type { DsarCaller, DsarView } from '../compliance/dsar-values.ts';
import { controlMatrixGate, type CallerAccess } from '../compliance/control-matrix-gate.ts';

export interface RequestContext {
  org_id?: string;
  workspace_id?: string;
  user_id?: string;
  client_id?: string;
  request_id?: string;
}

export function dsarCallerOf(ctx: RequestContext | null | undefined): DsarCaller {
  if (!ctx?.org_id || !ctx.workspace_id) throw new AppError('SVC-AUTH-1000', 'the request carries no tenant');
  return {
    orgId: ctx.org_id,
    workspaceId: ctx.workspace_id,
    requestId: ctx.request_id ?? '',
    actorPrincipal: ctx.user_id ? `user/${ctx.user_id}` : ctx.client_id ? `client/${ctx.client_id}` : 'anonymous',
  };
}

/** A proto enum name without its prefix; UNSPECIFIED (0) and foreign names are absent. */
function enumValue(v: unknown, prefix: string): string | undefined {
  if (typeof v !== 'string' || !v.startsWith(prefix) || v.endsWith('_UNSPECIFIED')) return undefined;
  return v.slice(prefix.length);
}

const optional = <T>(v: T | null): T | undefined => v ?? undefined;

function dsarMessage(d: DsarView) {
  return {
    artifact_cid: optional(d.artifactCid),
    ccpa_do_not_sell: d.ccpaDoNotSell,
    dsar_id: d.dsarId,
    due_at: d.dueAt,
    fulfilled_at: optional(d.fulfilledAt),
    kind: `DSAR_KIND_${d.kind}` as const,
    received_at: d.receivedAt,
    status: `DSAR_STATUS_${d.status}` as const,
    subject_ref: d.subjectRef,
    verification_method: d.verificationMethod
      ? (`DSAR_VERIFICATION_METHOD_${d.verificationMethod}` as const)
      : undefined,
    verified_at: optional(d.verifiedAt),
  };
}

function fulfilmentMessage(f: ErasureFulfilmentView) {
  return {
    dsar_id: f.dsarId,
    efr_bound: f.efrBound,
    efr_cid: f.efrCid,
    subject_binding: {
      audit_actor_orn: f.subjectBinding.auditActorOrn,
      ome_data_class: f.subjectBinding.omeDataClass,
      stream_scope: f.subjectBinding.streamScope,
    },
    surface_list: f.surfaceList.map((s) => `ERASURE_SURFACE_${s}` as const),
    surface_receipts: f.surfaceReceipts.map((r) => ({
      oeraser_cid: r.oeraserCid,
      surface: `ERASURE_SURFACE_${r.surface}` as const,
    })),
  };
}

/** The RPCs identity serves; the rest of the service answers UNIMPLEMENTED (the compliance backends are outside the platform). */
type ServedCompliance = Pick<
  ServiceHandlers<ComplianceServiceHandlers>,
  | 'ListDsarRequests'
  | 'GetDsarRequest'
  | 'CreateDsarRequest'
  | 'RecordDsarVerification'
  | 'ExecuteErasure'
  | 'GetControlMatrix'
>;

export function complianceGrpcHandlers(
  log: Logger,
  deps: { dsars: DsarService; erasure: ErasureService; permissions: CallerAccess },
): ServedCompliance {
  const { dsars, erasure } = deps;
  return {
    ListDsarRequests: unary(log, async (r) => {
      const page = await dsars.list(dsarCallerOf(r.context), r.first ?? undefined, r.after || undefined);
      return {
        result: {
          edges: page.edges.map((e) => ({ cursor: e.cursor, node: dsarMessage(e.node) })),
          page_info: { end_cursor: optional(page.endCursor), has_next_page: page.hasNextPage },
        },
      };
    }),
    GetDsarRequest: unary(log, async (r) => {
      const d = await dsars.get(dsarCallerOf(r.context), r.dsar_id);
      return d ? { result: dsarMessage(d) } : {};
    }),
    CreateDsarRequest: unary(log, async (r) => {
      const i = r.input;
      const d = await dsars.create(dsarCallerOf(r.context), {
        subjectRef: i?.subject_ref,
        kind: enumValue(i?.kind, 'DSAR_KIND_'),
        ccpaDoNotSell: i?.ccpa_do_not_sell ?? undefined,
        receivedAt: i?.received_at ?? undefined,
      });
      return { result: dsarMessage(d) };
    }),
    RecordDsarVerification: unary(log, async (r) => {
      // Unset or UNSPECIFIED is PASSED (the GraphQL default); any other value not a member is refused, never read as PASSED.
      const outcome =
        r.outcome === undefined || r.outcome === null || r.outcome === 'DSAR_VERIFICATION_OUTCOME_UNSPECIFIED'
          ? undefined
          : (enumValue(r.outcome, 'DSAR_VERIFICATION_OUTCOME_') ?? String(r.outcome));
      const d = await dsars.verify(
        dsarCallerOf(r.context),
        r.dsar_id,
        enumValue(r.method, 'DSAR_VERIFICATION_METHOD_'),
        outcome,
      );
      return { result: dsarMessage(d) };
    }),
    ExecuteErasure: unary(log, async (r) => ({
      result: fulfilmentMessage(await erasure.execute(dsarCallerOf(r.context), r.dsar_id)),
    })),
    GetControlMatrix: unary(log, async (r) => {
      const c = dsarCallerOf(r.context);
      return controlMatrixGate(
        deps.permissions,
        { userId: r.context?.user_id ?? '', workspaceId: c.workspaceId },
        enumValue(r.scope, 'COMPLIANCE_SCOPE_'),
      );
    }),
  };
}
