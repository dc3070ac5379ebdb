/**
 * The retention purge: deletes audit events older than the retention (AUDIT_RETENTION_DAYS,
 * default 2557 days, at least 7 calendar years: the specification's audit retention) unless a
 * litigation hold covers them, and leaves every chain it touches verifiable.
 *
 * Per chain, in batches, each batch one transaction:
 *   1. lock the chain head (FOR UPDATE: the lock every append, hold placement and other purge of
 *      that chain takes), so concurrent purges, appends and holds are serialized per chain;
 *   2. the chain starts at its latest signed checkpoint (or genesis); the cut `stop` is the first
 *      seq that must stay: the first event at or after the cutoff, the first seq an ACTIVE hold
 *      covers, the head, or start + batch; so only a PREFIX is ever removed, never the middle;
 *   3. the prefix [start, stop) is read and verified (hashes, signatures, links, no gaps) from the
 *      checkpoint: a prefix that does not verify is NOT purged (fail closed: a checkpoint must never
 *      bless tampered events) and the chain is reported with the problem;
 *   4. a checkpoint at the cut (seq and contentHash of event stop-1, signed with the audit key,
 *      checkpoint.ts) is inserted, the prefix deleted, and `audit.retention.purged` appended to the
 *      same chain (isSystem, actor system/identity), all in that transaction; with the outbox hook
 *      (opts.onAppend) the event is queued for the workspace's webhook subscribers in it too.
 * A second purge waiting on the head lock then sees the new checkpoint and finds nothing left to
 * do: purging twice, or on two replicas at once, never deletes twice or forks a chain.
 *
 * `now` is injectable (tests purge "years later" without waiting); the purge's own event is stamped
 * with that clock too, so a purge run as of `now` never purges the event it just wrote.
 */
import type { KeyObject } from 'node:crypto';
import type { Logger } from '@svc/core';
import { withTryAdvisoryLock } from '@svc/db';
import { AuditEventRepository, toStoredAuditEvent } from './audit-event-repository.ts';
import type { AuditKeyProvider } from './audit-keys.ts';
import { AuditTrail, type AuditAppendHook } from './audit-trail.ts';
import { ChainVerifier, GENESIS, type ChainProblem } from './chain-verifier.ts';
import { checkpointPreimage, verifyCheckpoint } from './checkpoint.ts';
import { publicKeyLookup } from './live-chain-verification.ts';
import { signPreimage } from './preimage.ts';
import { RetentionPurgeRepository, type PurgeBatchTx, type PurgeDb } from './retention-purge-repository.ts';

/** At least 7 calendar years (7 × 365 days plus the at most 2 leap days in 7 years). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 2557;
/** Advisory lock id of the periodic purge (one replica at a time): "svcpurge" in ASCII. */
export const RETENTION_PURGE_LOCK_ID = 0x73766370757267n;

export interface RetentionPurgeOptions {
  keys: AuditKeyProvider;
  retentionDays: number;
  /** The purge's clock (default: now). */
  now?: Date;
  /** Events per transaction (default 5000). */
  batchSize?: number;
  /** Only these chains (default: every chain with an event older than the cutoff). */
  chainKeys?: string[];
  /**
   * The trail's append hook for the purge's own `audit.retention.purged` events: identity and
   * `audit:purge` pass auditWebhookRelayHook, so a workspace chain's purge is relayed to that
   * workspace's subscribers from the batch's transaction (ADR 011). Organization-level
   * chains have no workspace and so no subscribers (README "Retention").
   */
  onAppend?: AuditAppendHook;
  log?: Logger;
}

export type PurgeStop = 'retention' | 'hold' | 'head' | 'problem';

export interface ChainPurgeResult {
  chainKey: string;
  /** Events deleted by this run. */
  purged: number;
  /** The first and last purged seq of this run (null when nothing was purged). */
  fromSeq: bigint | null;
  toSeq: bigint | null;
  /** The first seq kept, and why the purge stopped there. */
  keptFrom: bigint;
  stoppedBy: PurgeStop;
  problem: ChainProblem | null;
}

export interface RetentionPurgeResult {
  cutoff: Date;
  chains: ChainPurgeResult[];
}

export function retentionCutoff(now: Date, retentionDays: number): Date {
  if (!Number.isSafeInteger(retentionDays) || retentionDays < 1)
    throw new Error('retentionDays must be a positive integer');
  return new Date(now.getTime() - retentionDays * 86_400_000);
}

const min = (...xs: (bigint | null)[]) => xs.filter((x): x is bigint => x !== null).reduce((a, b) => (b < a ? b : a));

interface BatchResult {
  purged: number;
  fromSeq: bigint | null;
  toSeq: bigint | null;
  keptFrom: bigint;
  stoppedBy: PurgeStop | 'batch';
  problem: ChainProblem | null;
}

async function purgeBatch(
  q: PurgeBatchTx,
  trail: AuditTrail,
  keys: (keyId: string) => KeyObject | null,
  chainKey: string,
  cutoff: Date,
  now: Date,
  batch: number,
  retentionDays: number,
): Promise<BatchResult> {
  const head = await q.lockHead(chainKey);
  if (!head) return { purged: 0, fromSeq: null, toSeq: null, keptFrom: 0n, stoppedBy: 'head', problem: null };
  const nextSeq = head.nextSeq;

  const cp = await q.lastCheckpoint(chainKey);
  let start = GENESIS;
  if (cp) {
    const check = verifyCheckpoint(cp, keys);
    if (!check.ok)
      return {
        purged: 0,
        fromSeq: null,
        toSeq: null,
        keptFrom: cp.seq + 1n,
        stoppedBy: 'problem',
        problem: { kind: 'bad_checkpoint', seq: cp.seq, detail: check.detail },
      };
    start = check.start;
  }

  const newSeq = await q.firstRetainedSeq(chainKey, start.seq, cutoff);
  const heldSeq = await q.firstHeldSeq(chainKey, start.seq);
  const stop = min(nextSeq, newSeq, heldSeq, start.seq + BigInt(batch));
  const stoppedBy: BatchResult['stoppedBy'] =
    stop === heldSeq ? 'hold' : stop === newSeq ? 'retention' : stop === nextSeq ? 'head' : 'batch';
  if (stop <= start.seq)
    return {
      purged: 0,
      fromSeq: null,
      toSeq: null,
      keptFrom: start.seq,
      stoppedBy: stoppedBy === 'batch' ? 'head' : stoppedBy,
      problem: null,
    };

  // Verify what is about to go: a checkpoint must never vouch for events that do not verify.
  const rows = await q.events(chainKey, start.seq, stop);
  const v = new ChainVerifier(chainKey, keys, start);
  for (const r of rows) if (!v.push(toStoredAuditEvent(r))) break;
  const verified = v.result();
  if (!verified.ok || verified.lastSeq !== stop - 1n) {
    const problem = verified.problem ?? {
      kind: 'seq_gap' as const,
      seq: (verified.lastSeq ?? start.seq - 1n) + 1n,
      detail: `expected events up to seq ${stop - 1n}`,
    };
    return { purged: 0, fromSeq: null, toSeq: null, keptFrom: start.seq, stoppedBy: 'problem', problem };
  }
  const last = rows[rows.length - 1];
  const key = trail.signingKey();
  const checkpoint = {
    chainKey,
    seq: last.seq,
    contentHash: last.contentHash,
    occurredAt: last.occurredAt,
    purgedAt: now,
    eventsPurged: BigInt(rows.length),
    keyId: key.keyId,
  };
  const signature = signPreimage(checkpointPreimage(checkpoint), key.privateKey);
  const deleted = await q.cut({ ...checkpoint, signature }, key, start.seq, stop);
  if (deleted !== rows.length)
    throw new Error(`retention purge of ${chainKey}: deleted ${deleted} events, expected ${rows.length}`);
  await trail.append(q.tx, {
    organizationId: head.organizationId,
    workspaceId: head.workspaceId,
    category: 'SYSTEM',
    action: 'audit.retention.purged',
    outcome: 'SUCCESS',
    isSystem: true,
    actorPrincipal: 'system/identity',
    emitterService: 'identity',
    details: { fromSeq: start.seq.toString(), toSeq: last.seq.toString(), events: rows.length, retentionDays },
  });
  return { purged: rows.length, fromSeq: start.seq, toSeq: last.seq, keptFrom: stop, stoppedBy, problem: null };
}

export async function purgeExpiredAuditEvents(
  prisma: PurgeDb,
  opts: RetentionPurgeOptions,
): Promise<RetentionPurgeResult> {
  const repo = new RetentionPurgeRepository(prisma);
  const now = opts.now ?? new Date();
  const cutoff = retentionCutoff(now, opts.retentionDays);
  const batch = Math.max(1, opts.batchSize ?? 5000);
  // The purge's own events are stamped with the purge's clock (see the module comment).
  const trail = new AuditTrail({ keys: opts.keys, now: () => now.getTime(), onAppend: opts.onAppend });
  const keys = await publicKeyLookup(new AuditEventRepository(prisma));
  const lookup = (keyId: string) =>
    keys(keyId) ?? (keyId === opts.keys.signingKey().keyId ? opts.keys.signingKey().publicKey : null);
  const chains: ChainPurgeResult[] = [];
  for (const chainKey of opts.chainKeys ?? (await repo.candidateChains(cutoff))) {
    const total: ChainPurgeResult = {
      chainKey,
      purged: 0,
      fromSeq: null,
      toSeq: null,
      keptFrom: 0n,
      stoppedBy: 'head',
      problem: null,
    };
    for (;;) {
      const b = await repo.batch((q) => purgeBatch(q, trail, lookup, chainKey, cutoff, now, batch, opts.retentionDays));
      total.purged += b.purged;
      total.fromSeq ??= b.fromSeq;
      total.toSeq = b.toSeq ?? total.toSeq;
      total.keptFrom = b.keptFrom;
      total.problem = b.problem;
      if (b.stoppedBy !== 'batch') {
        total.stoppedBy = b.stoppedBy;
        break;
      }
    }
    if (total.problem)
      opts.log?.error(
        { chainKey, problem: { ...total.problem, seq: total.problem.seq.toString() } },
        'audit retention purge: chain does not verify, nothing purged from it',
      );
    else if (total.purged > 0)
      opts.log?.info(
        { chainKey, purged: total.purged, keptFrom: total.keptFrom.toString(), stoppedBy: total.stoppedBy },
        'audit retention purge',
      );
    chains.push(total);
  }
  return { cutoff, chains };
}

/**
 * The periodic purge inside identity: every `intervalMs` (unref'd timer, first run after one
 * interval), on whichever replica takes the advisory lock RETENTION_PURGE_LOCK_ID; the others skip
 * that round. Correctness never depends on the lock (the per-chain head lock does that); it only
 * keeps replicas from doing the same work. Returns stop(), which waits for a running purge.
 */
export function startRetentionPurger(opts: {
  prisma: PurgeDb;
  databaseUrl: string;
  keys: AuditKeyProvider;
  retentionDays: number;
  intervalMs: number;
  onAppend?: AuditAppendHook;
  log: Logger;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = withTryAdvisoryLock(opts.databaseUrl, RETENTION_PURGE_LOCK_ID, () =>
      purgeExpiredAuditEvents(opts.prisma, {
        keys: opts.keys,
        retentionDays: opts.retentionDays,
        onAppend: opts.onAppend,
        log: opts.log,
      }),
    )
      .then((r) => {
        if (!r.ran) opts.log.debug('audit retention purge: another replica holds the lock; skipped');
      })
      .catch((e: Error) => opts.log.error({ err: e.message }, 'audit retention purge failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
