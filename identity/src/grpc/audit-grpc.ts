/**
 * audit.v1.AuditService (proto/audit/v1/audit.proto), served by identity from the platform's own
 * audit trail: ListAuditEvents, GetAuditEvent, ListActivityEvents, ExportAuditEvents, the
 * litigation holds (ListLitigationHolds, PlaceLitigationHold, ReleaseLitigationHold) and
 * ExportSubjectAccessBundle (../compliance/subject-access-bundle.ts). GetAttestedLogTrajectory is
 * left unimplemented on purpose (grpc-js answers UNIMPLEMENTED), so the audit subgraph keeps
 * failing it closed with SVC-AUDIT-NOT-WIRED: the attested log is outside the platform.
 *
 * The tenant is the RequestContext's org and workspace (the SVC-* headers the gateway derived from
 * the credential); a request without both is refused.
 */
import { AppError, type Logger } from '@svc/core';
import { unary, type ServiceHandlers } from '@svc/grpc';
import type { AuditServiceHandlers } from '@svc/grpc/generated/audit/v1/AuditService.ts';
import type { RequestContext__Output } from '@svc/grpc/generated/audit/v1/RequestContext.ts';
import type { AuditCategory } from '@svc/grpc/generated/audit/v1/AuditCategory.ts';
import type { AuditOutcome } from '@svc/grpc/generated/audit/v1/AuditOutcome.ts';
import type { AuditQueryService, AuditTenant, AuditEventView } from '../audit/audit-query-service.ts';
import type { AuditExportService } from '../audit/export/audit-export-service.ts';
import type { LitigationHoldService, LitigationHoldView } from '../audit/litigation-holds.ts';
import type { SubjectAccessBundleService } from '../compliance/subject-access-bundle.ts';

type RequestContext = RequestContext__Output;

function tenantOf(ctx: RequestContext | null | undefined): AuditTenant {
  if (!ctx?.org_id || !ctx.workspace_id) throw new AppError('SVC-AUTH-1000', 'the request carries no tenant');
  return { orgId: ctx.org_id, workspaceId: ctx.workspace_id };
}

/** Unset proto3 optionals arrive as undefined or their zero value; both mean absent. */
const present = <T>(v: T | null | undefined): T | undefined =>
  v === undefined || v === null || (v as unknown) === '' || (v as unknown) === 0 ? undefined : v;

function enumValue(v: string | undefined, prefix: string): string | undefined {
  if (!v || v.endsWith('_UNSPECIFIED')) return undefined;
  return v.startsWith(prefix) ? v.slice(prefix.length) : undefined;
}

function instant(v: string | undefined): Date | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new AppError('SVC-VALID-4000', 'not an RFC 3339 instant');
  return d;
}

function nodeMessage(e: AuditEventView) {
  return {
    action: e.action,
    actor_principal: e.actorPrincipal,
    category: `AUDIT_CATEGORY_${e.category}` as AuditCategory,
    chain_key: e.chainKey,
    content_hash: e.contentHash,
    correlation_id: e.correlationId,
    correlation_key: e.correlationKey,
    emitter_service: e.emitterService,
    id: e.id,
    is_system: e.isSystem,
    label: e.label,
    occurred_at: e.occurredAt,
    outcome: `AUDIT_OUTCOME_${e.outcome}` as AuditOutcome,
    resource_orn: e.resourceOrn,
    seq: e.seq,
    verb_phrase: e.verbPhrase,
  };
}

/** The principal a write is attributed to: the user, else the client, from the credential. */
function actorOf(ctx: RequestContext | null): string {
  return ctx?.user_id ? `user/${ctx.user_id}` : ctx?.client_id ? `client/${ctx.client_id}` : 'anonymous';
}

function holdMessage(h: LitigationHoldView) {
  return {
    case_ref: h.caseRef,
    chain_key: h.chainKey,
    from_seq: h.fromSeq,
    hold_id: h.holdId,
    placed_at: h.placedAt,
    placed_by: h.placedBy,
    status: `LITIGATION_HOLD_STATUS_${h.status}` as const,
    to_seq: h.toSeq,
  };
}

export function auditGrpcHandlers(
  log: Logger,
  audit: AuditQueryService,
  exports: AuditExportService,
  holds: LitigationHoldService,
  bundles: SubjectAccessBundleService,
): Omit<ServiceHandlers<AuditServiceHandlers>, 'GetAttestedLogTrajectory'> {
  return {
    ExportSubjectAccessBundle: unary(log, async (r) => {
      const t = tenantOf(r.context);
      const x = await bundles.export(
        { ...t, actorPrincipal: actorOf(r.context), requestId: r.context?.request_id ?? '' },
        r.subject_ref,
      );
      return {
        result: {
          download_url: x.downloadUrl,
          export_id: x.exportId,
          manifest_sha256: x.manifestSha256,
          n_audit_events: x.nAuditEvents,
          url_expires_at: x.urlExpiresAt,
        },
      };
    }),
    // Holds: the same tenant rule as every other RPC here (org and workspace from the context,
    // refused without both); the scopes (svc:audit:hold:read/create/delete) are enforced at the edge.
    ListLitigationHolds: unary(log, async (r) => ({
      result: (await holds.list(tenantOf(r.context))).map(holdMessage),
    })),
    PlaceLitigationHold: unary(log, async (r) => {
      const t = tenantOf(r.context);
      const h = await holds.place(
        { ...t, actorPrincipal: actorOf(r.context), requestId: r.context?.request_id ?? '' },
        {
          caseRef: r.input?.case_ref,
          fromSeq: r.input?.from_seq,
          toSeq: r.input?.to_seq,
        },
      );
      return { result: holdMessage(h) };
    }),
    ReleaseLitigationHold: unary(log, async (r) => {
      const t = tenantOf(r.context);
      return {
        result: holdMessage(
          await holds.release(
            { ...t, actorPrincipal: actorOf(r.context), requestId: r.context?.request_id ?? '' },
            r.hold_id,
          ),
        ),
      };
    }),
    ExportAuditEvents: unary(log, async (r) => {
      const t = tenantOf(r.context);
      const since = instant(r.since);
      const until = instant(r.until);
      if (!since || !until || since >= until)
        throw new AppError('SVC-VALID-4000', 'since must be before until', { argument: 'since' });
      const x = await exports.export(
        { ...t, actorPrincipal: actorOf(r.context), requestId: r.context?.request_id ?? '' },
        since,
        until,
      );
      return {
        result: {
          export_id: x.exportId,
          manifest_sha256: x.manifestSha256,
          n_events: x.nEvents,
          presigned_url: x.presignedUrl,
          signed_by: x.signedBy,
          url_expires_at: x.urlExpiresAt,
        },
      };
    }),
    ListAuditEvents: unary(log, async (r) => {
      const page = await audit.events(tenantOf(r.context), {
        cursor: present(r.cursor),
        limit: present(r.limit),
        since: instant(present(r.since)),
        until: instant(present(r.until)),
        category: enumValue(r.category, 'AUDIT_CATEGORY_'),
        outcome: enumValue(r.outcome, 'AUDIT_OUTCOME_'),
      });
      return {
        result: {
          has_more: page.hasMore,
          next_cursor: page.nextCursor ?? undefined,
          nodes: page.nodes.map(nodeMessage),
          total_count: page.totalCount,
        },
      };
    }),
    GetAuditEvent: unary(log, async (r) => {
      const t = tenantOf(r.context);
      const e = r.id ? await audit.event(t, r.id) : null;
      return e ? { result: nodeMessage(e) } : {};
    }),
    ListActivityEvents: unary(log, async (r) => ({
      result: (await audit.activity(tenantOf(r.context), { limit: present(r.limit), before: present(r.before) })).map(
        (a) => ({
          action: a.action,
          actor: a.actor,
          id: a.id,
          outcome: `ACTIVITY_OUTCOME_${a.outcome}` as const,
          request_id: a.requestId ?? undefined,
          resource: a.resource,
          status_code: a.statusCode,
          timestamp: a.timestamp,
        }),
      ),
    })),
  };
}
