/**
 * exportSubjectAccessBundle(subjectRef): the personal data the platform holds about the subject,
 * as a signed bundle (sab-zip.ts) stored in the audit export object store and returned with a
 * presigned URL identity serves (through the gateway's public path) until it expires (AUDIT_EXPORT_URL_TTL_SECONDS, 15 minutes),
 * exactly like an audit export.
 *
 * It fulfils the oldest proofed, open ACCESS or PORTABILITY request of the workspace for that
 * subject: without one it fails closed with SVC-DSAR-4020 (the specification's "data-subject
 * export without recorded proofing") and stores nothing, recording the refusal
 * (dsar.access_bundle.refused, DENIED). On success, in one transaction: the request becomes
 * FULFILLED with artifactCid = the manifest's SHA-256, and dsar.access_bundle.exported is appended
 * to the workspace chain. The subject must be a user account of the caller's workspace
 * (SVC-VALID-4041 otherwise, like an unknown id).
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '@svc/core';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { AuditRecorder } from '../audit/audit-recorder.ts';
import type { AuditKeyProvider } from '../audit/audit-keys.ts';
import { chainKeyFor } from '../audit/audit-event-input.ts';
import { eventLine } from '../audit/export/audit-zip.ts';
import { tenantObjectPrefix } from '../audit/export/audit-export-service.ts';
import type { ObjectStore } from '../audit/export/object-store.ts';
import { presign } from '../audit/export/presigned-url.ts';
import { signPreimage } from '../audit/preimage.ts';
import type { DsarRepository } from './dsar-repository.ts';
import { DSAR_TX } from './dsar-service.ts';
import { ACCESS_KINDS, subjectRefArg, type DsarCaller } from './dsar-values.ts';
import { buildSabZip, SAB_FORMAT } from './sab-zip.ts';
import { collectIdentityData, findSubject, subjectAuditEvents } from './subject-data-repository.ts';

export interface SabReceipt {
  exportId: string;
  manifestSha256: string;
  nAuditEvents: string;
  downloadUrl: string;
  urlExpiresAt: string;
}

export interface SubjectAccessDeps {
  repo: DsarRepository;
  trail: AuditTrail;
  recorder: AuditRecorder;
  keys: AuditKeyProvider;
  store: ObjectStore;
  urlKey: Buffer;
  baseUrl: string;
  urlTtlSeconds: number;
  now?: () => number;
}

export class SubjectAccessBundleService {
  constructor(private readonly deps: SubjectAccessDeps) {}

  async export(caller: DsarCaller, subjectRefInput: unknown): Promise<SabReceipt> {
    const subjectRef = subjectRefArg(subjectRefInput, 'subjectRef');
    const { repo, trail } = this.deps;
    const now = this.deps.now?.() ?? Date.now();
    const chainKey = chainKeyFor(caller.orgId, caller.workspaceId);
    const result = await repo.prisma.$transaction(async (tx) => {
      const dsar = await repo.lockOpenVerified(tx, caller, subjectRef, ACCESS_KINDS);
      if (!dsar) return null;
      const user = await findSubject(tx, caller, subjectRef);
      if (!user)
        throw new AppError('SVC-VALID-4041', 'The subject has no account in this workspace.', {
          argument: 'subjectRef',
        });
      const subject = await collectIdentityData(tx, user);
      const events = await subjectAuditEvents(tx, caller, user.id);
      const published = new Map((await tx.auditSigningKey.findMany()).map((k) => [k.keyId, k.publicKeyHex]));
      const keys = Object.fromEntries(
        [...new Set(events.map((e) => e.keyId))].sort().map((id) => [id, published.get(id) ?? '']),
      );
      const key = this.deps.keys.signingKey();
      const exportId = randomBytes(16).toString('hex');
      const { zip, manifestSha256 } = buildSabZip(
        { subject, auditEvents: events.map(eventLine), keys },
        {
          format: SAB_FORMAT,
          exportId,
          dsarId: dsar.dsarId,
          subjectRef,
          chainKeys: [chainKeyFor(caller.orgId, null), chainKey],
          nAuditEvents: String(events.length),
          createdAt: new Date(now).toISOString(),
          signedBy: key.publicKeyHex,
          keyId: key.keyId,
        },
        (bytes) => signPreimage(bytes, key.privateKey),
      );
      // Stored before the commit: a rollback leaves an unreferenced object no URL was ever signed for.
      const objectKey = `${tenantObjectPrefix(chainKey)}_sab_${exportId}.sab.zip`;
      await this.deps.store.put(objectKey, zip);
      await repo.update(tx, dsar.dsarId, {
        status: 'FULFILLED',
        fulfilledAt: new Date(now),
        artifactCid: manifestSha256,
      });
      await trail.append(tx, {
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        category: 'COMPLIANCE',
        action: 'dsar.access_bundle.exported',
        outcome: 'SUCCESS',
        actorPrincipal: caller.actorPrincipal,
        resourceOrn: `dsar/${dsar.dsarId}`,
        correlationKey: caller.requestId,
        emitterService: 'identity',
        details: { exportId, manifestSha256, nAuditEvents: events.length },
      });
      return { exportId, manifestSha256, nAuditEvents: String(events.length), objectKey };
    }, DSAR_TX);
    if (!result) {
      await this.deps.recorder.record({
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        category: 'COMPLIANCE',
        action: 'dsar.access_bundle.refused',
        outcome: 'DENIED',
        actorPrincipal: caller.actorPrincipal,
        resourceOrn: 'dsar/unverified',
        correlationKey: caller.requestId,
        emitterService: 'identity',
        details: { reason: 'no proofed open access request' },
      });
      throw new AppError('SVC-DSAR-4020', 'No proofed, open ACCESS or PORTABILITY request exists for this subject.', {
        argument: 'subjectRef',
      });
    }
    const expiresAt = new Date(now + this.deps.urlTtlSeconds * 1000);
    return {
      exportId: result.exportId,
      manifestSha256: result.manifestSha256,
      nAuditEvents: result.nAuditEvents,
      urlExpiresAt: expiresAt.toISOString(),
      downloadUrl: presign(this.deps.urlKey, this.deps.baseUrl, result.objectKey, chainKey, expiresAt),
    };
  }
}
