/**
 * Group commit for the audit trail (docs/adr/006-audit-group-commit.md). Concurrent appends to one
 * chain are collected while the chain's previous batch is committing and written in ONE
 * transaction: lock the head once, run each item's change (if it has one) under a savepoint,
 * seal the surviving events (consecutive seqs, linked hashes), insert them in one statement,
 * advance the head once, commit once. Every caller is answered only after that commit:
 *
 *   - an item whose change (or its event's input) throws is rolled back to its savepoint and
 *     rejected alone; the rest of the batch commits without it and consumes no seq for it;
 *   - when the batch itself fails (head lock, insert, COMMIT), every caller still waiting in it is
 *     rejected with that error: no caller is told its change committed unless it did.
 *
 * Seq and links stay exact across processes: each batch holds the chain head's row lock from the
 * head read to COMMIT, exactly as a single `AuditTrail.append` does, so batches of several writer
 * processes (and plain appends) queue on that one row.
 *
 * Round trips: an event-only item (`record`) costs none of its own; an item with a change costs
 * its change's statements. A batch runs without savepoints first; only when a change fails is that
 * caller refused and the rest redone with one SAVEPOINT per change (see commitBatch). The
 * savepoint after a successful change marks where the next item starts (PostgreSQL keeps
 * same-named savepoints nested and rolls back to the most recent), so no RELEASE is needed. Every writing subtransaction takes an xid that PostgreSQL
 * caches per backend (64 before it overflows to pg_subtrans and slows every snapshot), so a batch
 * takes at most MAX_CHANGES_PER_BATCH items with changes.
 *
 *   await appender.record(event);                      // the event is the only write
 *   const spent = await appender.commitWith(chain, async (tx) => {
 *     const n = await tx.refreshToken.updateMany(...);  // the change
 *     return { result: n.count === 1, event: n.count === 1 ? refreshed : null };
 *   });
 */
import type { Prisma, PrismaClient } from '@svc/db';
import { chainKeyFor, normalizeAuditInput, AuditInputError, type AuditEventInput, type NormalizedAuditInput } from './audit-event-input.ts';
import { insertSealedEvents, lockChainHead } from './audit-chain-repository.ts';
import { appendedOf, type AppendedAuditEvent, type AuditTrail } from './audit-trail.ts';

type Tx = Prisma.TransactionClient;

/** The tenant chain an item's event joins (org, or org with workspace). */
export interface AuditChainRef { organizationId: string; workspaceId?: string | null }

/** A change committed with its event; `event: null` when the change decided there is nothing to record (and wrote nothing). */
export type AuditedChange<T> = (tx: Tx) => Promise<{ result: T; event: AuditEventInput | null }>;

const MAX_CHANGES_PER_BATCH = 60;

/** One caller: an event alone (already checked), or a change that returns its event. */
interface Item {
  event?: NormalizedAuditInput;
  change?: AuditedChange<unknown>;
  resolve: (v: { result: unknown; event: AppendedAuditEvent | null }) => void;
  reject: (e: unknown) => void;
}

interface ChainQueue { organizationId: string; workspaceId: string | null; waiting: Item[]; running: boolean }

export interface GroupCommitOptions {
  /** Most items one transaction takes; the rest wait for the next batch. Default 256. */
  maxBatch?: number;
  /** Interactive-transaction limits for one batch, ms (waiting for the head lock counts). */
  transactionTimeoutMs?: number;
  maxWaitMs?: number;
}

export class AuditGroupCommitter {
  private readonly chains = new Map<string, ChainQueue>();
  private readonly maxBatch: number;
  private readonly txOptions: { timeout: number; maxWait: number };

  constructor(private readonly prisma: PrismaClient, readonly trail: AuditTrail, opts: GroupCommitOptions = {}) {
    this.maxBatch = opts.maxBatch ?? 256;
    this.txOptions = { timeout: opts.transactionTimeoutMs ?? 30_000, maxWait: opts.maxWaitMs ?? 10_000 };
  }

  /** Appends an event that records no other write; resolves once it has committed. */
  async record(input: AuditEventInput): Promise<AppendedAuditEvent> {
    // Bad input is refused here, before the caller joins any batch.
    const event = normalizeAuditInput(input);
    const out = await this.enqueue(event, { event });
    return out.event!;
  }

  /**
   * Runs `change` inside a batch transaction of `chain`'s writers, under its own savepoint, and
   * appends the event it returns in the same transaction. Resolves after the batch commits.
   */
  commitWith<T>(chain: AuditChainRef, change: AuditedChange<T>): Promise<{ result: T; event: AppendedAuditEvent | null }> {
    return this.enqueue(chain, { change: change as AuditedChange<unknown> }) as Promise<{ result: T; event: AppendedAuditEvent | null }>;
  }

  private enqueue(chain: AuditChainRef, what: Pick<Item, 'event' | 'change'>): Promise<{ result: unknown; event: AppendedAuditEvent | null }> {
    const workspaceId = chain.workspaceId || null;
    const chainKey = chainKeyFor(chain.organizationId, workspaceId);
    return new Promise((resolve, reject) => {
      let q = this.chains.get(chainKey);
      if (!q) this.chains.set(chainKey, (q = { organizationId: chain.organizationId, workspaceId, waiting: [], running: false }));
      q.waiting.push({ ...what, resolve, reject });
      if (!q.running) {
        q.running = true;
        // Start on the next turn: callers that arrive in the same turn join the first batch.
        setImmediate(() => void this.drain(chainKey, q!));
      }
    });
  }

  /** Commits batches of the chain until nobody waits, then forgets the chain. */
  private async drain(chainKey: string, q: ChainQueue): Promise<void> {
    while (q.waiting.length > 0) {
      let n = 0;
      let changes = 0;
      while (n < q.waiting.length && n < this.maxBatch && (!q.waiting[n].change || changes++ < MAX_CHANGES_PER_BATCH)) n++;
      await this.commitBatch(chainKey, q, q.waiting.splice(0, n));
    }
    q.running = false;
    this.chains.delete(chainKey);
  }

  /**
   * First without savepoints (one round trip less per change). When a change fails there, its
   * caller is refused with that error and the transaction rolled back, and the rest of the batch is
   * run again in a new transaction with savepoints, so a second failure is rolled back alone. A
   * change may therefore run twice, the first run rolled back: it must not act outside `tx`.
   */
  private async commitBatch(chainKey: string, q: ChainQueue, batch: Item[], savepoints = false): Promise<void> {
    const failed = new Map<Item, unknown>();
    const done = new Map<Item, { result: unknown; event: AppendedAuditEvent | null }>();
    let retryWithout: Item | null = null;
    try {
      await this.prisma.$transaction(async (tx) => {
        const head = await lockChainHead(tx, chainKey, q.organizationId, q.workspaceId);
        const recorded: { item: Item; result: unknown; input: NormalizedAuditInput }[] = [];
        let marked = false;
        for (const item of batch) {
          if (!item.change) {
            recorded.push({ item, result: undefined, input: item.event! });
            continue;
          }
          if (savepoints && !marked) await tx.$executeRawUnsafe('SAVEPOINT audit_item');
          marked = true;
          try {
            const { result, event } = await item.change(tx);
            if (event === null) {
              done.set(item, { result, event: null });
            } else {
              const input = normalizeAuditInput(event);
              if (chainKeyFor(input.organizationId, input.workspaceId) !== chainKey) throw new AuditInputError(`the event belongs to another chain than the one it was queued on (${chainKey})`);
              recorded.push({ item, result, input });
            }
            // The next change starts after this one: a later rollback keeps this item's writes.
            marked = false;
          } catch (e) {
            failed.set(item, e);
            if (!savepoints) {
              retryWithout = item;
              throw e;
            }
            // Back to the state before this item; the savepoint stays for the next one.
            await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT audit_item');
          }
        }
        const rows = this.trail.seal(chainKey, head, recorded.map((r) => r.input));
        await insertSealedEvents(tx, rows);
        await this.trail.afterAppend(tx, rows, recorded.map((r) => r.input));
        for (let i = 0; i < rows.length; i++) done.set(recorded[i].item, { result: recorded[i].result, event: appendedOf(rows[i]) });
      }, this.txOptions);
    } catch (e) {
      const failedItem = retryWithout as Item | null; // set inside the transaction callback
      if (failedItem) {
        // One change failed and took the transaction with it: refuse that caller, redo the rest.
        failedItem.reject(failed.get(failedItem));
        const rest = batch.filter((i) => i !== failedItem);
        if (rest.length > 0) await this.commitBatch(chainKey, q, rest, true);
        return;
      }
      // Nothing of this batch committed: every caller not already refused on its own learns so.
      for (const item of batch) (failed.has(item) ? item.reject(failed.get(item)) : item.reject(e));
      return;
    }
    for (const item of batch) {
      const ok = done.get(item);
      if (ok) item.resolve(ok);
      else item.reject(failed.get(item));
    }
  }
}
