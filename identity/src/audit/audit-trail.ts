/**
 * AuditTrail.append: appends one signed, hash-chained event inside the caller's transaction, so
 * the event commits exactly when the change it records commits.
 *
 *   await prisma.$transaction(async (tx) => {
 *     await tx.apiKey.update(...);                       // the change
 *     await audit.append(tx, { organizationId, workspaceId, category: 'ADMINISTRATION',
 *       action: 'apikey.revoked', outcome: 'SUCCESS', actorPrincipal: `user/${sub}`,
 *       resourceOrn: `apikey/${id}`, correlationKey: requestId, emitterService: 'identity' });
 *   });
 *
 * The append locks the chain's head row until the transaction ends: append as the LAST statement
 * of the transaction (the lock is then held for one commit), and append at most once per chain
 * per transaction, or in a fixed order, so two transactions never wait on each other's chains.
 */
import { uuidv7 } from '@svc/core';
import {
  chainKeyFor,
  normalizeAuditInput,
  type AuditEventInput,
  type NormalizedAuditInput,
} from './audit-event-input.ts';
import { FileAuditKeyProvider, type AuditKeyProvider } from './audit-keys.ts';
import {
  insertSealedEvents,
  lockChainHead,
  type ChainHead,
  type SealedAuditEventRow,
} from './audit-chain-repository.ts';
import { preimageOf, sha256Hex, signPreimage } from './preimage.ts';
import type { Prisma } from '../db.ts';
import type { SqlTx } from './sql-tx.ts';

export interface AppendedAuditEvent {
  id: string;
  chainKey: string;
  seq: bigint;
  contentHash: string;
  occurredAt: Date;
}

/**
 * Runs inside the append's transaction, after the event rows are written: whatever it writes
 * commits or rolls back with the events. Identity's webhook relay installs one
 * (webhook-relay-hook.ts), and the agents subgraph its outbox's, so a subscribed audit action is
 * queued for webhook delivery in the same transaction. It gets every event of one write at once (one for `append`, a whole
 * batch for the group-commit appender), so it can look things up once per batch: it runs while
 * the chain head is locked.
 */
export type AuditAppendHook = (
  tx: SqlTx,
  events: readonly (AppendedAuditEvent & { input: Readonly<NormalizedAuditInput> })[],
) => Promise<void>;

export interface AuditTrailOptions {
  keys: AuditKeyProvider;
  /** See AuditAppendHook; default none. */
  onAppend?: AuditAppendHook;
  /** Clock (Unix ms); tests pin it. */
  now?: () => number;
}

export class AuditTrail {
  private readonly keys: AuditKeyProvider;
  private readonly now: () => number;
  private readonly onAppend?: AuditAppendHook;
  private lastKeyCheck = 0;

  constructor(opts: AuditTrailOptions) {
    this.keys = opts.keys;
    this.now = opts.now ?? Date.now;
    this.onAppend = opts.onAppend;
  }

  /** The key new events are signed with (its public half is `signedBy` of exports). */
  signingKey() {
    return this.keys.signingKey();
  }

  /** Picks up a rotation made by another process within a second (a stat at most once a second). */
  private currentKey(nowMs: number) {
    if (this.keys.reloadIfChanged && nowMs - this.lastKeyCheck >= 1000) {
      this.lastKeyCheck = nowMs;
      try {
        this.keys.reloadIfChanged();
      } catch {
        // An unreadable key file keeps the keys already loaded; the next check retries.
      }
    }
    return this.keys.signingKey();
  }

  async append(tx: Prisma.TransactionClient, input: AuditEventInput): Promise<AppendedAuditEvent> {
    const e = normalizeAuditInput(input);
    const chainKey = chainKeyFor(e.organizationId, e.workspaceId);
    const head = await lockChainHead(tx, chainKey, e.organizationId, e.workspaceId);
    const [row] = this.seal(chainKey, head, [e]);
    await insertSealedEvents(tx, [row]);
    const appended = appendedOf(row);
    if (this.onAppend) await this.onAppend(tx, [hookedOf(row, e)]);
    return appended;
  }

  /**
   * Seals a run of events that follow `head` on one chain: consecutive seqs, each linked to the
   * previous hash, signed. The caller holds the head's row lock and writes the rows (with
   * insertSealedEvents) in the same transaction. The group-commit appender seals a whole batch here.
   */
  seal(chainKey: string, head: ChainHead, events: readonly NormalizedAuditInput[]): SealedAuditEventRow[] {
    // Time never runs backwards within a chain (writers in several processes, clock steps), so
    // "time descending then seq descending" is one consistent order.
    const nowMs = this.now();
    const occurredAt = new Date(
      head.lastOccurredAt && head.lastOccurredAt.getTime() > nowMs ? head.lastOccurredAt.getTime() : nowMs,
    );
    const key = this.currentKey(nowMs);
    let seq = head.nextSeq;
    let prevHash = head.lastHash;
    // The row is written out field by field: on this path (one event per grant) V8 adds properties
    // after an object spread through a slow transition that cost more than the hash and preimage.
    return events.map((e): SealedAuditEventRow => {
      const row: SealedAuditEventRow = {
        id: uuidv7(occurredAt.getTime()).replaceAll('-', ''),
        chainKey,
        seq: seq++,
        organizationId: e.organizationId,
        workspaceId: e.workspaceId,
        occurredAt,
        category: e.category,
        action: e.action,
        outcome: e.outcome,
        actorPrincipal: e.actorPrincipal,
        resourceOrn: e.resourceOrn,
        isSystem: e.isSystem,
        correlationKey: e.correlationKey,
        correlationId: e.correlationId,
        emitterService: e.emitterService,
        details: e.details,
        prevHash,
        contentHash: '',
        signature: '',
        keyId: key.keyId,
        publicKeyHex: key.publicKeyHex,
      };
      const preimage = preimageOf(row);
      prevHash = sha256Hex(preimage);
      row.contentHash = prevHash;
      row.signature = signPreimage(preimage, key.privateKey);
      return row;
    });
  }

  /** Runs the append hook once for the events a batch wrote (the group-commit appender). */
  async afterAppend(
    tx: SqlTx,
    rows: readonly SealedAuditEventRow[],
    inputs: readonly NormalizedAuditInput[],
  ): Promise<void> {
    if (this.onAppend && rows.length)
      await this.onAppend(
        tx,
        rows.map((r, i) => hookedOf(r, inputs[i]!)),
      );
  }
}

export const appendedOf = (r: SealedAuditEventRow): AppendedAuditEvent => ({
  id: r.id,
  chainKey: r.chainKey,
  seq: r.seq,
  contentHash: r.contentHash,
  occurredAt: r.occurredAt,
});

/** What the append hook gets of an event (Object.assign onto a fresh literal, not a spread: a fast path). */
const hookedOf = (r: SealedAuditEventRow, input: NormalizedAuditInput) => Object.assign(appendedOf(r), { input });

/**
 * The writer identity's tools build: keys from AUDIT_KEYS_DIR, else KEYS_DIR (identity's key
 * directory), else `<repo>/.dev/keys` as in development. See audit-keys.ts for how rotation
 * reaches every writer.
 */
export function auditTrailFromKeysDir(dir: string, opts: Omit<AuditTrailOptions, 'keys'> = {}): AuditTrail {
  return new AuditTrail({ ...opts, keys: new FileAuditKeyProvider(dir) });
}
