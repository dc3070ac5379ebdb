/**
 * Group commit for the audit trail (docs/adr/006-audit-group-commit.md). Concurrent appends are
 * collected while the previous batch is committing and written in ONE transaction that may span
 * many chains: lock every chain head of the batch in chain-key order (one statement), run each
 * item's change (if it has one), seal the surviving events of each chain (consecutive seqs, linked
 * hashes), insert all of them and advance all heads in one statement, commit once. Every caller
 * is answered only after that commit:
 *
 *   - an item whose change (or its event's input) throws is rolled back to its savepoint and
 *     rejected alone; the rest of the batch commits without it and consumes no seq for it;
 *   - when the batch itself fails (head locks, insert, COMMIT), every caller still waiting in it is
 *     rejected with that error: no caller is told its change committed unless it did, and the
 *     callers of other batches are not affected.
 *
 * Seq and links stay exact across processes: each batch holds its chains' head row locks from
 * the head read to COMMIT, exactly as a single `AuditTrail.append` does, so batches of several
 * writer processes (and plain appends) queue on those rows. A batch locks its heads in chain-key
 * order in one statement (lockChainHeads), so two batches with overlapping chains, or a batch and
 * a transaction holding one head, never deadlock. Within this process a chain is in at most one
 * batch at a time (its items keep their queue order); up to `writers` batches of disjoint chains
 * commit concurrently.
 *
 * Round trips: an event-only item (`record`) costs none of its own; an item with a change costs
 * its change's statements. A batch runs without savepoints first; only when a change fails is that
 * caller refused and the rest redone with one SAVEPOINT per change (see commitBatch). The
 * savepoint after a successful change marks where the next item starts (PostgreSQL keeps
 * same-named savepoints nested and rolls back to the most recent), so no RELEASE is needed. Every writing subtransaction takes an xid that PostgreSQL
 * caches per backend (64 before it overflows to pg_subtrans and slows every snapshot), so a batch
 * takes at most MAX_CHANGES_PER_BATCH items with changes, whatever their chains.
 *
 *   await appender.record(event);                      // the event is the only write
 *   const spent = await appender.commitWith(chain, async (tx) => {
 *     const n = await tx.refreshToken.updateMany(...);  // the change
 *     return { result: n.count === 1, event: n.count === 1 ? refreshed : null };
 *   });
 */
import {
  chainKeyFor,
  normalizeAuditInput,
  AuditInputError,
  type AuditEventInput,
  type NormalizedAuditInput,
} from './audit-event-input.ts';
import { insertSealedEvents, lockChainHeads, type SealedAuditEventRow } from './audit-chain-repository.ts';
import { appendedOf, type AppendedAuditEvent, type AuditTrail } from './audit-trail.ts';
import type pg from 'pg';
import type { PrismaClient } from '../db.ts';
import { inPgTransaction, type SqlTx } from './sql-tx.ts';

type Tx = SqlTx;

/** The tenant chain an item's event joins (org, or org with workspace). */
export interface AuditChainRef {
  organizationId: string;
  workspaceId?: string | null;
}

/** A change committed with its event; `event: null` when the change decided there is nothing to record (and wrote nothing). */
export type AuditedChange<T> = (tx: Tx) => Promise<{ result: T; event: AuditEventInput | null }>;

const MAX_CHANGES_PER_BATCH = 60;

/** One caller: an event alone (already checked), or a change that returns its event. */
interface Item {
  chainKey: string;
  organizationId: string;
  workspaceId: string | null;
  event?: NormalizedAuditInput;
  change?: AuditedChange<unknown>;
  resolve: (v: { result: unknown; event: AppendedAuditEvent | null }) => void;
  reject: (e: unknown) => void;
}

export interface GroupCommitOptions {
  /** Most items one transaction takes, over all its chains; the rest wait for the next batch. Default 256. */
  maxBatch?: number;
  /**
   * Batches (transactions) of disjoint chains this process commits at once. Default 2: measured
   * best with 100 chains and 200 callers on a 2-core machine (ADR 006, "Cross-chain batches").
   */
  writers?: number;
  /** Interactive-transaction limits for one batch, ms (waiting for the head locks counts). */
  transactionTimeoutMs?: number;
  maxWaitMs?: number;
  /**
   * Batches run as node-postgres transactions on this pool instead of Prisma interactive ones
   * (sql-tx.ts): the same statements, far less client CPU per batch. Null: Prisma.
   */
  pool?: pg.Pool | null;
}

export class AuditGroupCommitter {
  /** Waiting items per chain; a chain's place in the map is its turn (a chain that was just served goes to the back). */
  private readonly waiting = new Map<string, Item[]>();
  /** Chains in a batch being committed: their new items wait for the next one, in order. */
  private readonly busy = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly writers: number;
  private readonly txOptions: { timeout: number; maxWait: number };
  private readonly pool: pg.Pool | null;

  constructor(
    private readonly prisma: PrismaClient,
    readonly trail: AuditTrail,
    opts: GroupCommitOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 256;
    this.writers = Number.isInteger(opts.writers) && opts.writers! >= 1 ? opts.writers! : 2;
    this.txOptions = { timeout: opts.transactionTimeoutMs ?? 30_000, maxWait: opts.maxWaitMs ?? 10_000 };
    this.pool = opts.pool ?? null;
  }

  /** One batch's transaction, on the node-postgres pool when there is one. */
  private transaction(f: (tx: Tx) => Promise<void>): Promise<void> {
    return this.pool ? inPgTransaction(this.pool, f) : this.prisma.$transaction(f, this.txOptions);
  }

  /** Appends an event that records no other write; resolves once it has committed. */
  async record(input: AuditEventInput): Promise<AppendedAuditEvent> {
    // Bad input is refused here, before the caller joins any batch.
    const event = normalizeAuditInput(input);
    const out = await this.enqueue(event, { event });
    return out.event!;
  }

  /**
   * Runs `change` inside a batch transaction, under its own savepoint when the batch is redone,
   * and appends the event it returns (which must belong to `chain`) in the same transaction.
   * Resolves after the batch commits.
   */
  commitWith<T>(
    chain: AuditChainRef,
    change: AuditedChange<T>,
  ): Promise<{ result: T; event: AppendedAuditEvent | null }> {
    return this.enqueue(chain, { change: change as AuditedChange<unknown> }) as Promise<{
      result: T;
      event: AppendedAuditEvent | null;
    }>;
  }

  private enqueue(
    chain: AuditChainRef,
    what: Pick<Item, 'event' | 'change'>,
  ): Promise<{ result: unknown; event: AppendedAuditEvent | null }> {
    const workspaceId = chain.workspaceId || null;
    const chainKey = chainKeyFor(chain.organizationId, workspaceId);
    return new Promise((resolve, reject) => {
      let q = this.waiting.get(chainKey);
      if (!q) this.waiting.set(chainKey, (q = []));
      // Written out, not spread: V8 adds properties after a spread on a slow path (once per grant).
      q.push({
        chainKey,
        organizationId: chain.organizationId,
        workspaceId,
        event: what.event,
        change: what.change,
        resolve,
        reject,
      });
      this.schedule();
    });
  }

  /** Starts batches on the next turn: callers that arrive in the same turn join them. */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.writers) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.writers) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight++;
      const chains = new Set(batch.map((i) => i.chainKey));
      void this.commitBatch(batch).finally(() => {
        this.inFlight--;
        for (const c of chains) this.busy.delete(c);
        this.schedule();
      });
    }
  }

  /**
   * The next batch: whole queue prefixes of chains not already in a batch, in turn order, up to
   * maxBatch items of which at most MAX_CHANGES_PER_BATCH carry changes. A chain's items keep
   * their order (a chain whose next item does not fit waits for the next batch whole).
   */
  private take(): Item[] {
    const batch: Item[] = [];
    let changes = 0;
    for (const [chainKey, q] of this.waiting) {
      if (batch.length >= this.maxBatch) break;
      if (this.busy.has(chainKey)) continue;
      let n = 0;
      while (n < q.length && batch.length < this.maxBatch) {
        if (q[n].change) {
          if (changes >= MAX_CHANGES_PER_BATCH) break;
          changes++;
        }
        batch.push(q[n++]);
      }
      if (n === 0) continue;
      this.busy.add(chainKey);
      this.waiting.delete(chainKey);
      // Whatever did not fit goes to the back, behind the chains that got nothing this time.
      if (n < q.length) this.waiting.set(chainKey, q.slice(n));
    }
    return batch;
  }

  /**
   * First without savepoints (one round trip less per change). When a change fails there, its
   * caller is refused with that error and the transaction rolled back, and the rest of the batch is
   * run again in a new transaction with savepoints, so a second failure is rolled back alone. A
   * change may therefore run twice, the first run rolled back: it must not act outside `tx`.
   */
  private async commitBatch(batch: Item[], savepoints = false): Promise<void> {
    const failed = new Map<Item, unknown>();
    const done = new Map<Item, { result: unknown; event: AppendedAuditEvent | null }>();
    let retryWithout: Item | null = null;
    try {
      await this.transaction(async (tx) => {
        const chains = new Map<string, Item>();
        for (const item of batch) if (!chains.has(item.chainKey)) chains.set(item.chainKey, item);
        const heads = await lockChainHeads(tx, [...chains.values()]);
        const recorded = new Map<string, { item: Item; result: unknown; input: NormalizedAuditInput }[]>(
          [...chains.keys()].map((k) => [k, []]),
        );
        let marked = false;
        for (const item of batch) {
          if (!item.change) {
            recorded.get(item.chainKey)!.push({ item, result: undefined, input: item.event! });
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
              if (chainKeyFor(input.organizationId, input.workspaceId) !== item.chainKey)
                throw new AuditInputError(
                  `the event belongs to another chain than the one it was queued on (${item.chainKey})`,
                );
              recorded.get(item.chainKey)!.push({ item, result, input });
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
        const rows: SealedAuditEventRow[] = [];
        const items: { item: Item; result: unknown; input: NormalizedAuditInput }[] = [];
        for (const [chainKey, rs] of recorded) {
          if (rs.length === 0) continue;
          rows.push(
            ...this.trail.seal(
              chainKey,
              heads.get(chainKey)!,
              rs.map((r) => r.input),
            ),
          );
          items.push(...rs);
        }
        await insertSealedEvents(tx, rows);
        await this.trail.afterAppend(
          tx,
          rows,
          items.map((r) => r.input),
        );
        for (let i = 0; i < rows.length; i++)
          done.set(items[i].item, { result: items[i].result, event: appendedOf(rows[i]) });
      });
    } catch (e) {
      const failedItem = retryWithout as Item | null; // set inside the transaction callback
      if (failedItem) {
        // One change failed and took the transaction with it: refuse that caller, redo the rest.
        failedItem.reject(failed.get(failedItem));
        const rest = batch.filter((i) => i !== failedItem);
        if (rest.length > 0) await this.commitBatch(rest, true);
        return;
      }
      // Nothing of this batch committed: every caller not already refused on its own learns so.
      for (const item of batch) failed.has(item) ? item.reject(failed.get(item)) : item.reject(e);
      return;
    }
    for (const item of batch) {
      const ok = done.get(item);
      if (ok) item.resolve(ok);
      else item.reject(failed.get(item));
    }
  }
}
