/**
 * Litigation holds (placeLitigationHold, releaseLitigationHold, litigationHolds): a hold freezes
 * [fromSeq, toSeq] (inclusive) of the caller's tenant chain beyond the retention clock; while it is
 * ACTIVE the retention purge (retention-purge.ts) keeps those events, and, because a purge only
 * ever removes a prefix of a chain, every event after them too. A hold changes metadata only: it
 * never touches an event.
 *
 * Tenant: the chain is the caller's workspace chain (`<organization id>/<workspace id>`), taken
 * from the RequestContext the gateway derived from the credential, never from input. A hold of
 * another workspace or organization is "not found" (SVC-VALID-4041), exactly like an unknown id.
 *
 * Each placement and release is appended to the same chain (audit.hold.placed,
 * audit.hold.released) in the transaction that stores it. The transaction locks the chain head
 * FIRST (the lock every append and every purge of that chain takes), so a hold and a purge of the
 * same chain are serialized: a hold committed before a purge starts is always seen by it, and a
 * hold placed after a purge sees its checkpoint (a range that starts before the oldest retained
 * event is refused with SVC-AUDIT-HOLD-PURGED instead of claiming events that are gone).
 */
import { AppError, isStorableText, uuidv7 } from '@svc/core';
import { chainKeyFor } from './audit-event-input.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { HoldRow, LitigationHoldRepository } from './litigation-hold-repository.ts';

export interface HoldCaller {
  orgId: string;
  workspaceId: string;
  /** `user/<id>` or `client/<id>`, from the credential. */
  actorPrincipal: string;
  /** The server's request id (correlation key of the audit events). */
  requestId: string;
}

export interface LitigationHoldInput {
  caseRef: string;
  fromSeq: string;
  toSeq: string;
}

export type LitigationHoldStatus = 'ACTIVE' | 'RELEASED';

/** The receipt (GraphQL LitigationHoldReceipt): seqs as decimal strings, instants as RFC 3339. */
export interface LitigationHoldView {
  holdId: string;
  caseRef: string;
  chainKey: string;
  fromSeq: string;
  toSeq: string;
  placedAt: string;
  placedBy: string;
  status: LitigationHoldStatus;
}

export const CASE_REF_MAX = 256;
/** Holds listed per chain, newest first. */
export const HOLDS_LIST_MAX = 500;
const INT64_MAX = 2n ** 63n - 1n;
const HOLD_ID = /^hold_[0-9a-f]{32}$/;

function seqArg(v: unknown, argument: string): bigint {
  if (typeof v !== 'string' || !/^(0|[1-9]\d{0,18})$/.test(v) || BigInt(v) > INT64_MAX) {
    throw new AppError('SVC-VALID-4000', `${argument} must be a decimal integer from 0 to ${INT64_MAX}.`, { argument });
  }
  return BigInt(v);
}

/** Checks the input the way the database and the receipt need it; throws a typed AppError. */
export function checkHoldInput(input: Partial<LitigationHoldInput> | null | undefined): {
  caseRef: string;
  fromSeq: bigint;
  toSeq: bigint;
} {
  const caseRef = input?.caseRef;
  if (typeof caseRef !== 'string' || caseRef.trim().length === 0 || caseRef.length > CASE_REF_MAX) {
    throw new AppError('SVC-VALID-4000', `input.caseRef must be 1 to ${CASE_REF_MAX} characters.`, {
      argument: 'input.caseRef',
    });
  }
  if (!isStorableText(caseRef)) throw new AppError('SVC-VALID-4007', undefined, { argument: 'input.caseRef' });
  const fromSeq = seqArg(input?.fromSeq, 'input.fromSeq');
  const toSeq = seqArg(input?.toSeq, 'input.toSeq');
  if (fromSeq > toSeq)
    throw new AppError('SVC-VALID-4000', 'input.fromSeq must not be after input.toSeq.', { argument: 'input.fromSeq' });
  return { caseRef, fromSeq, toSeq };
}

function view(r: HoldRow): LitigationHoldView {
  return {
    holdId: r.holdId,
    caseRef: r.caseRef,
    chainKey: r.chainKey,
    fromSeq: r.fromSeq.toString(),
    toSeq: r.toSeq.toString(),
    placedAt: r.placedAt.toISOString(),
    placedBy: r.placedBy,
    status: r.status === 'RELEASED' ? 'RELEASED' : 'ACTIVE',
  };
}

export class LitigationHoldService {
  private readonly now: () => number;

  constructor(
    private readonly holds: LitigationHoldRepository,
    private readonly trail: AuditTrail,
    opts: { now?: () => number } = {},
  ) {
    this.now = opts.now ?? Date.now;
  }

  async place(caller: HoldCaller, input: Partial<LitigationHoldInput> | null | undefined): Promise<LitigationHoldView> {
    const { caseRef, fromSeq, toSeq } = checkHoldInput(input);
    const chain = {
      chainKey: chainKeyFor(caller.orgId, caller.workspaceId),
      organizationId: caller.orgId,
      workspaceId: caller.workspaceId,
    };
    const holdId = `hold_${uuidv7(this.now()).replaceAll('-', '')}`;
    const row = await this.holds.place(
      chain,
      {
        holdId,
        caseRef,
        fromSeq,
        toSeq,
        status: 'ACTIVE',
        placedAt: new Date(this.now()),
        placedBy: caller.actorPrincipal,
      },
      (cut) => {
        if (cut !== null && fromSeq <= cut) {
          throw new AppError(
            'SVC-AUDIT-HOLD-PURGED',
            `input.fromSeq must be at least ${cut + 1n}: events up to seq ${cut} were purged.`,
            { argument: 'input.fromSeq' },
          );
        }
      },
      (tx) =>
        this.trail
          .append(tx, {
            organizationId: caller.orgId,
            workspaceId: caller.workspaceId,
            category: 'COMPLIANCE',
            action: 'audit.hold.placed',
            outcome: 'SUCCESS',
            actorPrincipal: caller.actorPrincipal,
            resourceOrn: `litigation-hold/${holdId}`,
            correlationKey: caller.requestId,
            emitterService: 'identity',
            // The case reference is free text (it may name people): the event carries the hold id and range only.
            details: { fromSeq: fromSeq.toString(), toSeq: toSeq.toString() },
          })
          .then(() => undefined),
    );
    return view(row);
  }

  async release(caller: HoldCaller, holdId: unknown): Promise<LitigationHoldView> {
    const chain = {
      chainKey: chainKeyFor(caller.orgId, caller.workspaceId),
      organizationId: caller.orgId,
      workspaceId: caller.workspaceId,
    };
    const notFound = () => new AppError('SVC-VALID-4041', 'No such litigation hold.', { argument: 'holdId' });
    if (typeof holdId !== 'string' || !HOLD_ID.test(holdId)) throw notFound();
    const row = await this.holds.release(
      chain,
      holdId,
      { at: new Date(this.now()), principal: caller.actorPrincipal },
      (tx, r) =>
        this.trail
          .append(tx, {
            organizationId: caller.orgId,
            workspaceId: caller.workspaceId,
            category: 'COMPLIANCE',
            action: 'audit.hold.released',
            outcome: 'SUCCESS',
            actorPrincipal: caller.actorPrincipal,
            resourceOrn: `litigation-hold/${holdId}`,
            correlationKey: caller.requestId,
            emitterService: 'identity',
            details: { fromSeq: r.fromSeq.toString(), toSeq: r.toSeq.toString() },
          })
          .then(() => undefined),
    );
    if (row === null) throw notFound();
    if (row === 'RELEASED') throw new AppError('SVC-AUDIT-HOLD-RELEASED', undefined, { argument: 'holdId' });
    return view(row);
  }

  /** The caller's chain's holds, newest first (active and released), at most HOLDS_LIST_MAX. */
  async list(caller: Pick<HoldCaller, 'orgId' | 'workspaceId'>): Promise<LitigationHoldView[]> {
    return (await this.holds.list(caller.orgId, chainKeyFor(caller.orgId, caller.workspaceId), HOLDS_LIST_MAX)).map(
      view,
    );
  }
}
