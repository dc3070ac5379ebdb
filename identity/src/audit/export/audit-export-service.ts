/**
 * exportAuditEvents: the caller's workspace chain over [since, until) as a signed `.audit.zip`
 * (audit-zip.ts), stored in the object store, returned with a presigned download URL that the
 * gateway serves until it expires (default 15 minutes). The export itself is recorded as an
 * audit.export.created event on the same chain, after the file is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chainKeyFor } from '../audit-event-input.ts';
import type { AuditEventRepository } from '../audit-event-repository.ts';
import type { AuditRecorder } from '../audit-recorder.ts';
import type { AuditKeyProvider } from '../audit-keys.ts';
import { signPreimage } from '../preimage.ts';
import { buildZip, eventLine, EXPORT_FORMAT, type ExportCheckpoints } from './audit-zip.ts';
import type { ObjectStore } from './object-store.ts';
import { presign } from './presigned-url.ts';

export interface ExportCaller { orgId: string; workspaceId: string; actorPrincipal: string; requestId: string }

export interface AuditExportReceipt {
  exportId: string; manifestSha256: string; nEvents: string; presignedUrl: string; signedBy: string; urlExpiresAt: string;
}

export interface AuditExportDeps {
  events: AuditEventRepository;
  keys: AuditKeyProvider;
  store: ObjectStore;
  recorder: AuditRecorder;
  urlKey: Buffer;
  /** The gateway's {base_url} origin the download is served from. */
  baseUrl: string;
  urlTtlSeconds: number;
  now?: () => number;
}

/** Objects of one tenant share a prefix derived from its chain key (the gateway re-checks it). */
export function tenantObjectPrefix(chainKey: string): string {
  return createHash('sha256').update(chainKey).digest('hex').slice(0, 16);
}

export class AuditExportService {
  constructor(private readonly deps: AuditExportDeps) {}

  async export(caller: ExportCaller, since: Date, until: Date): Promise<AuditExportReceipt> {
    const now = this.deps.now?.() ?? Date.now();
    const chainKey = chainKeyFor(caller.orgId, caller.workspaceId);
    const key = this.deps.keys.signingKey();
    const lines: string[] = [];
    const keyIds = new Set<string>();
    let first: { seq: bigint; prevHash: string } | null = null;
    let last: { seq: bigint; contentHash: string } | null = null;
    for await (const e of this.deps.events.window(chainKey, since, until)) {
      first ??= { seq: e.seq, prevHash: e.prevHash };
      last = { seq: e.seq, contentHash: e.contentHash };
      keyIds.add(e.keyId);
      lines.push(eventLine(e));
    }
    const published = await this.deps.events.publicKeys();
    const keys = Object.fromEntries([...keyIds].sort().map((id) => [id, published.get(id) ?? '']));
    const checkpoints: ExportCheckpoints = {
      chainKey,
      start: first && { seq: first.seq.toString(), prevHash: first.prevHash },
      end: last && { seq: last.seq.toString(), contentHash: last.contentHash },
    };
    const exportId = randomBytes(16).toString('hex');
    const { zip, manifestSha256 } = buildZip(
      { events: lines.length ? `${lines.join('\n')}\n` : '', checkpoints, keys },
      { format: EXPORT_FORMAT, exportId, chainKey, since: since.toISOString(), until: until.toISOString(), nEvents: String(lines.length), createdAt: new Date(now).toISOString(), signedBy: key.publicKeyHex, keyId: key.keyId },
      (bytes) => signPreimage(bytes, key.privateKey),
    );
    const objectKey = `${tenantObjectPrefix(chainKey)}_${exportId}.audit.zip`;
    await this.deps.store.put(objectKey, zip);
    const expiresAt = new Date(now + this.deps.urlTtlSeconds * 1000);
    await this.deps.recorder.record({
      organizationId: caller.orgId, workspaceId: caller.workspaceId, category: 'COMPLIANCE', action: 'audit.export.created', outcome: 'SUCCESS',
      actorPrincipal: caller.actorPrincipal, resourceOrn: `audit-export/${exportId}`, correlationKey: caller.requestId, emitterService: 'identity',
      details: { nEvents: lines.length, manifestSha256 },
    });
    return {
      exportId, manifestSha256, nEvents: String(lines.length), signedBy: key.publicKeyHex, urlExpiresAt: expiresAt.toISOString(),
      presignedUrl: presign(this.deps.urlKey, this.deps.baseUrl, objectKey, chainKey, expiresAt),
    };
  }
}
