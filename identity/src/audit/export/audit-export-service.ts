/**
 * exportAuditEvents: the caller's workspace chain over [since, until) as a signed `.audit.zip`
 * (audit-zip.ts), stored in the object store, returned with a presigned download URL that
 * identity serves (through the gateway's public path) until it expires (default 15 minutes). The export itself is recorded as an
 * audit.export.created event on the same chain, after the file is stored.
 *
 * Before it signs, the export verifies the whole live chain, from its latest signed purge
 * checkpoint (or genesis) to its head row, streaming it in batches and keeping only the window's
 * events; the manifest states what was verified (the chain proof). A chain that does not verify
 * (an event edited or removed anywhere, the newest events cut) is refused with
 * SVC-AUDIT-CHAIN-BROKEN and nothing is stored; the refusal is recorded as audit.export.refused
 * (DENIED). That append only locks the head row and links to it, it never reads the events, so a
 * broken chain does not stop it; when the workspace chain cannot take it (its head row is gone)
 * it goes to the organization's chain instead.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@svc/core';
import { chainKeyFor, type AuditEventInput } from '../audit-event-input.ts';
import type { AuditEventRepository, StoredAuditEvent } from '../audit-event-repository.ts';
import type { AuditRecorder } from '../audit-recorder.ts';
import type { AuditKeyProvider } from '../audit-keys.ts';
import { verifyLiveChain, type LiveChainVerification } from '../live-chain-verification.ts';
import { signPreimage } from '../preimage.ts';
import {
  buildZip,
  eventLine,
  EXPORT_FORMAT,
  exportedCheckpoint,
  type ChainProof,
  type ExportCheckpoints,
} from './audit-zip.ts';
import type { ObjectStore } from './object-store.ts';
import { presign } from './presigned-url.ts';

export interface ExportCaller {
  orgId: string;
  workspaceId: string;
  actorPrincipal: string;
  requestId: string;
}

export interface AuditExportReceipt {
  exportId: string;
  manifestSha256: string;
  nEvents: string;
  presignedUrl: string;
  signedBy: string;
  urlExpiresAt: string;
}

export interface AuditExportDeps {
  events: AuditEventRepository;
  keys: AuditKeyProvider;
  store: ObjectStore;
  recorder: AuditRecorder;
  urlKey: Buffer;
  /** The public {base_url} origin of the download (the gateway proxies it to identity). */
  baseUrl: string;
  urlTtlSeconds: number;
  now?: () => number;
}

/** Objects of one tenant share a prefix derived from its chain key (the download re-checks it). */
export function tenantObjectPrefix(chainKey: string): string {
  return createHash('sha256').update(chainKey).digest('hex').slice(0, 16);
}

export class AuditExportService {
  constructor(private readonly deps: AuditExportDeps) {}

  async export(caller: ExportCaller, since: Date, until: Date): Promise<AuditExportReceipt> {
    const now = this.deps.now?.() ?? Date.now();
    const chainKey = chainKeyFor(caller.orgId, caller.workspaceId);
    const key = this.deps.keys.signingKey();
    const window = new WindowCollector(since, until);
    const verified = await verifyLiveChain(this.deps.events, chainKey, {
      onEvent: (e) => window.add(e),
      onRestart: () => window.reset(),
    });
    if (!verified.ok) {
      await this.recordRefusal(caller, verified);
      throw new AppError('SVC-AUDIT-CHAIN-BROKEN', undefined, {
        problem: verified.problem!.kind,
        seq: verified.problem!.seq.toString(),
      });
    }
    const { lines, keyIds, first, last } = window;
    if (verified.checkpoint) keyIds.add(verified.checkpoint.keyId);
    const published = await this.deps.events.publicKeys();
    const keys = Object.fromEntries([...keyIds].sort().map((id) => [id, published.get(id) ?? '']));
    const checkpoints: ExportCheckpoints = {
      chainKey,
      start: first && { seq: first.seq.toString(), prevHash: first.prevHash },
      end: last && { seq: last.seq.toString(), contentHash: last.contentHash },
    };
    const headSeq = verified.lastSeq ?? (verified.checkpoint ? verified.checkpoint.seq : null);
    const chain: ChainProof = {
      chainKey,
      firstSeq: (verified.checkpoint ? verified.checkpoint.seq + 1n : 0n).toString(),
      head: headSeq === null ? null : { seq: headSeq.toString(), contentHash: verified.lastHash },
      checkpoint: verified.checkpoint && exportedCheckpoint(verified.checkpoint),
    };
    const exportId = randomBytes(16).toString('hex');
    const { zip, manifestSha256 } = buildZip(
      { events: lines.length ? `${lines.join('\n')}\n` : '', checkpoints, keys },
      {
        format: EXPORT_FORMAT,
        exportId,
        chainKey,
        since: since.toISOString(),
        until: until.toISOString(),
        nEvents: String(lines.length),
        createdAt: new Date(now).toISOString(),
        chain,
        signedBy: key.publicKeyHex,
        keyId: key.keyId,
      },
      (bytes) => signPreimage(bytes, key.privateKey),
    );
    const objectKey = `${tenantObjectPrefix(chainKey)}_${exportId}.audit.zip`;
    await this.deps.store.put(objectKey, zip);
    const expiresAt = new Date(now + this.deps.urlTtlSeconds * 1000);
    await this.deps.recorder.record({
      organizationId: caller.orgId,
      workspaceId: caller.workspaceId,
      category: 'COMPLIANCE',
      action: 'audit.export.created',
      outcome: 'SUCCESS',
      actorPrincipal: caller.actorPrincipal,
      resourceOrn: `audit-export/${exportId}`,
      correlationKey: caller.requestId,
      emitterService: 'identity',
      details: { nEvents: lines.length, manifestSha256 },
    });
    return {
      exportId,
      manifestSha256,
      nEvents: String(lines.length),
      signedBy: key.publicKeyHex,
      urlExpiresAt: expiresAt.toISOString(),
      presignedUrl: presign(this.deps.urlKey, this.deps.baseUrl, objectKey, chainKey, expiresAt),
    };
  }

  private async recordRefusal(caller: ExportCaller, verified: LiveChainVerification): Promise<void> {
    const event = (workspaceId: string | undefined): AuditEventInput => ({
      organizationId: caller.orgId,
      workspaceId,
      category: 'COMPLIANCE',
      action: 'audit.export.refused',
      outcome: 'DENIED',
      actorPrincipal: caller.actorPrincipal,
      resourceOrn: `audit-chain/${verified.chainKey}`,
      correlationKey: caller.requestId,
      emitterService: 'identity',
      details: { problem: verified.problem!.kind, seq: verified.problem!.seq.toString() },
    });
    try {
      await this.deps.recorder.record(event(caller.workspaceId));
    } catch {
      await this.deps.recorder.record(event(undefined));
    }
  }
}

/** The window's events as export lines, while the whole chain streams past for verification. */
class WindowCollector {
  lines: string[] = [];
  keyIds = new Set<string>();
  first: { seq: bigint; prevHash: string } | null = null;
  last: { seq: bigint; contentHash: string } | null = null;

  constructor(
    private readonly since: Date,
    private readonly until: Date,
  ) {}

  add(e: StoredAuditEvent) {
    if (e.occurredAt < this.since || e.occurredAt >= this.until) return;
    this.first ??= { seq: e.seq, prevHash: e.prevHash };
    this.last = { seq: e.seq, contentHash: e.contentHash };
    this.keyIds.add(e.keyId);
    this.lines.push(eventLine(e));
  }

  reset() {
    this.lines = [];
    this.keyIds.clear();
    this.first = this.last = null;
  }
}
