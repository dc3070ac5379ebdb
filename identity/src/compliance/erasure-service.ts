/**
 * executeErasure(dsarId): erases the subject's personal data from identity (subject-data-repository.ts,
 * column by column in README.md) while audit events keep their pseudonymous references
 * (`user/<id>`): no signed event is rewritten or deleted, so every chain still verifies and no
 * litigation hold (which covers audit events) is affected.
 *
 * Fails closed, changing nothing but the refusal's own audit event:
 * - the request is not proofed (verifiedAt null: RECEIVED, VERIFYING, or REJECTED after failed
 *   proofing): SVC-DSAR-4020, dsar.erasure.refused (DENIED);
 * - it is not an ERASURE request: SVC-VALID-4000;
 * - the subject is not a user account of the caller's workspace: SVC-VALID-4041.
 * Idempotent: a fulfilled erasure answers its stored fulfilment again and changes nothing.
 *
 * The fulfilment (ErasureFulfilment, our design of the hex fields): each surface receipt's
 * `oeraserCid` is the SHA-256 of the canonical JSON of what was done on that surface; `efrCid` the
 * SHA-256 of the canonical fulfilment record (dsar, subject binding, surfaces, receipts, time);
 * `efrBound` the SHA-256 over `svc-efr-bound-v1`, efrCid and the content hash of the signed
 * dsar.erasure.executed event appended in the same transaction, which binds the record to the
 * audit chain. Surfaces: IDENTITY (the rows rewritten) and AUDIT (events retained, pseudonymous);
 * MEMORY, RECEIPTS and PROMPTS are backends outside this repository and are not listed, and
 * BILLING holds only ids.
 */
import { AppError } from '@svc/core';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { AuditRecorder } from '../audit/audit-recorder.ts';
import { chainKeyFor } from '../audit/audit-event-input.ts';
import { sha256Hex } from '../audit/preimage.ts';
import type { DsarRepository } from './dsar-repository.ts';
import { DSAR_TX, dsarNotFound } from './dsar-service.ts';
import { isDsarId, type DsarCaller } from './dsar-values.ts';
import { eraseIdentityData, findSubject, userPrincipal, type SurfaceAction } from './subject-data-repository.ts';

export type ErasureSurface = 'AUDIT' | 'IDENTITY';

export interface ErasureFulfilmentView {
  dsarId: string;
  efrBound: string;
  efrCid: string;
  subjectBinding: { auditActorOrn: string; omeDataClass: string; streamScope: string };
  surfaceList: ErasureSurface[];
  surfaceReceipts: { oeraserCid: string; surface: ErasureSurface }[];
}

/** Canonical JSON: object keys sorted at every level (the content ids must not depend on insertion order). */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

export interface ErasureDeps {
  repo: DsarRepository;
  trail: AuditTrail;
  recorder: AuditRecorder;
  /**
   * Called after the commit with the erased user and the refresh-token families the erasure
   * revoked: publishes the revocations to the shared store and drops cached role flattenings.
   */
  afterErase?: (userId: string, familyIds: string[]) => Promise<void>;
  now?: () => number;
}

export class ErasureService {
  constructor(private readonly deps: ErasureDeps) {}

  async execute(caller: DsarCaller, dsarId: unknown): Promise<ErasureFulfilmentView> {
    if (!isDsarId(dsarId)) throw dsarNotFound();
    const { repo, trail } = this.deps;
    const now = new Date(this.deps.now?.() ?? Date.now());
    const chainKey = chainKeyFor(caller.orgId, caller.workspaceId);
    const out = await repo.prisma.$transaction(async (tx) => {
      const dsar = await repo.lock(tx, caller, dsarId);
      if (!dsar) throw dsarNotFound();
      if (dsar.kind !== 'ERASURE')
        throw new AppError('SVC-VALID-4000', `Request ${dsarId} is a ${dsar.kind} request, not an ERASURE request.`, {
          argument: 'dsarId',
        });
      // REJECTED (proofing failed) never has verifiedAt: it is refused here like an unproofed request.
      if (!dsar.verifiedAt)
        return { refused: dsar.status === 'REJECTED' ? ('rejected' as const) : ('not proofed' as const) };
      if (dsar.status === 'FULFILLED' && dsar.fulfilment)
        return { fulfilment: dsar.fulfilment as unknown as ErasureFulfilmentView, erased: null };
      const user = await findSubject(tx, caller, dsar.subjectRef);
      if (!user)
        throw new AppError('SVC-VALID-4041', 'The subject has no account in this workspace.', { argument: 'dsarId' });
      const subjectOrn = userPrincipal(user.id);
      const { actions, revokedFamilies } = await eraseIdentityData(tx, user, now);
      const retained = await tx.auditEvent.count({
        where: {
          chainKey: { in: [chainKeyFor(caller.orgId, null), chainKey] },
          OR: [{ actorPrincipal: subjectOrn }, { resourceOrn: subjectOrn }],
        },
      });
      const auditActions: SurfaceAction[] = [
        {
          table: 'audit.audit_events',
          columns: ['actor_principal', 'resource_orn'],
          rows: retained,
          effect: 'retained',
        },
      ];
      const receipt = (surface: ErasureSurface, a: SurfaceAction[]) => ({
        surface,
        oeraserCid: sha256Hex(
          canonicalJson({ surface, dsarId, subject: subjectOrn, actions: a, erasedAt: now.toISOString() }),
        ),
      });
      const surfaceReceipts = [receipt('AUDIT', auditActions), receipt('IDENTITY', actions)];
      const subjectBinding = { auditActorOrn: subjectOrn, omeDataClass: 'PERSONAL_DATA', streamScope: chainKey };
      const surfaceList: ErasureSurface[] = ['AUDIT', 'IDENTITY'];
      const efrCid = sha256Hex(
        canonicalJson({
          format: 'svc-efr-v1',
          dsarId,
          subjectBinding,
          surfaceList,
          surfaceReceipts,
          erasedAt: now.toISOString(),
        }),
      );
      const event = await trail.append(tx, {
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        category: 'COMPLIANCE',
        action: 'dsar.erasure.executed',
        outcome: 'SUCCESS',
        actorPrincipal: caller.actorPrincipal,
        resourceOrn: `dsar/${dsarId}`,
        correlationKey: caller.requestId,
        emitterService: 'identity',
        details: { efrCid, identityRows: actions.reduce((n, a) => n + a.rows, 0), auditEventsRetained: retained },
      });
      const fulfilment: ErasureFulfilmentView = {
        dsarId,
        efrCid,
        efrBound: sha256Hex(`svc-efr-bound-v1\n${efrCid}\n${event.contentHash}`),
        subjectBinding,
        surfaceList,
        surfaceReceipts,
      };
      // After the append (efrBound needs the event's hash): one row of another table, while the head lock is held.
      await repo.update(tx, dsarId, {
        status: 'FULFILLED',
        fulfilledAt: now,
        artifactCid: efrCid,
        fulfilment: fulfilment as object,
      });
      return { fulfilment, erased: { userId: user.id, families: revokedFamilies } };
    }, DSAR_TX);
    if ('refused' in out && out.refused) {
      await this.deps.recorder.record({
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        category: 'COMPLIANCE',
        action: 'dsar.erasure.refused',
        outcome: 'DENIED',
        actorPrincipal: caller.actorPrincipal,
        resourceOrn: `dsar/${dsarId}`,
        correlationKey: caller.requestId,
        emitterService: 'identity',
        details: { reason: out.refused },
      });
      throw new AppError(
        'SVC-DSAR-4020',
        out.refused === 'rejected'
          ? 'The request was rejected (proofing failed): it cannot be fulfilled.'
          : 'The request has no recorded proofing: record a verification first.',
        { argument: 'dsarId' },
      );
    }
    if (out.erased) await this.deps.afterErase?.(out.erased.userId, out.erased.families);
    return out.fulfilment;
  }
}
