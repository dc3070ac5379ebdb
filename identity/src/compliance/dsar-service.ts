/**
 * Data-subject requests (createDsarRequest, recordDsarVerification, dsarRequests, dsarRequest):
 * state the platform owns, in audit.dsar_requests, scoped to the caller's workspace from the
 * RequestContext. Each change appends its audit event (dsar.request.created,
 * dsar.verification.recorded) to the workspace chain in the transaction that stores it; the
 * events carry the request id and kind, never the subject reference (it may be free text a
 * person could be recognised by).
 *
 * Status (our design; the specification shows no transitions, README "Status"): RECEIVED on
 * creation; recordDsarVerification moves it to VERIFYING (proofing pending), IN_PROGRESS (proofed:
 * export or erasure may now run) or REJECTED (proofing failed, final); fulfilment
 * (subject-access-bundle.ts, erasure-service.ts) moves IN_PROGRESS to FULFILLED. Every transition
 * takes the request's row lock and appends its event in the same transaction.
 */
import { AppError, uuidv7 } from '@svc/core';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { DsarRepository } from './dsar-repository.ts';
import {
  decodeCursor,
  dsarView,
  dueAtFor,
  encodeCursor,
  isDsarId,
  kindArg,
  methodArg,
  outcomeArg,
  receivedAtArg,
  subjectRefArg,
  type DsarCaller,
  type DsarView,
} from './dsar-values.ts';

export interface DsarCreateInput {
  subjectRef?: unknown;
  kind?: unknown;
  ccpaDoNotSell?: unknown;
  receivedAt?: unknown;
}
export interface DsarPage {
  edges: { cursor: string; node: DsarView }[];
  endCursor: string | null;
  hasNextPage: boolean;
}

const PAGE_DEFAULT = 50;
const PAGE_MAX = 200;
/** Transactions that wait on a chain head another append holds. */
export const DSAR_TX = { maxWait: 10_000, timeout: 30_000 } as const;

export const dsarNotFound = () =>
  new AppError('SVC-VALID-4041', 'No such data-subject request.', { argument: 'dsarId' });

export class DsarService {
  private readonly now: () => number;

  constructor(
    private readonly repo: DsarRepository,
    private readonly trail: AuditTrail,
    opts: { now?: () => number } = {},
  ) {
    this.now = opts.now ?? Date.now;
  }

  async create(caller: DsarCaller, input: DsarCreateInput | null | undefined): Promise<DsarView> {
    const subjectRef = subjectRefArg(input?.subjectRef);
    const kind = kindArg(input?.kind);
    if (
      input?.ccpaDoNotSell !== undefined &&
      input.ccpaDoNotSell !== null &&
      typeof input.ccpaDoNotSell !== 'boolean'
    ) {
      throw new AppError('SVC-VALID-4000', 'input.ccpaDoNotSell must be a boolean.', {
        argument: 'input.ccpaDoNotSell',
      });
    }
    const now = this.now();
    const receivedAt = receivedAtArg(input?.receivedAt, now);
    const dsarId = `dsar_${uuidv7(now).replaceAll('-', '')}`;
    return this.repo.prisma.$transaction(async (tx) => {
      const row = await this.repo.create(tx, {
        dsarId,
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        subjectRef,
        kind,
        status: 'RECEIVED',
        ccpaDoNotSell: input?.ccpaDoNotSell === true,
        receivedAt,
        dueAt: dueAtFor(receivedAt),
        createdBy: caller.actorPrincipal,
      });
      await this.trail.append(tx, {
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        category: 'COMPLIANCE',
        action: 'dsar.request.created',
        outcome: 'SUCCESS',
        actorPrincipal: caller.actorPrincipal,
        resourceOrn: `dsar/${dsarId}`,
        correlationKey: caller.requestId,
        emitterService: 'identity',
        details: { kind, dueAt: row.dueAt.toISOString() },
      });
      return dsarView(row);
    }, DSAR_TX);
  }

  /**
   * Records a proofing attempt (README "Status"), under the request's row lock:
   * - RECEIVED or VERIFYING, outcome PASSED: IN_PROGRESS with method, verifiedAt, verifiedBy
   *   (dsar.verification.recorded); PENDING: VERIFYING (dsar.verification.pending; the method is
   *   not stored: the spec keeps verificationMethod null until proofed); FAILED: REJECTED, final
   *   (dsar.request.rejected).
   * - Repeating what the request already says (the same method PASSED on a proofed request,
   *   PENDING on a VERIFYING one, FAILED on a REJECTED one) answers it unchanged, no second event.
   * - Anything else on a proofed (IN_PROGRESS, FULFILLED) or REJECTED request is refused
   *   (SVC-VALID-4000): proofing is a record, not a setting, so a proofed request cannot be
   *   rejected afterwards and a rejected one never becomes fulfillable.
   */
  async verify(caller: DsarCaller, dsarId: unknown, method: unknown, outcome?: unknown): Promise<DsarView> {
    if (!isDsarId(dsarId)) throw dsarNotFound();
    const m = methodArg(method);
    const o = outcomeArg(outcome);
    return this.repo.prisma.$transaction(async (tx) => {
      const row = await this.repo.lock(tx, caller, dsarId);
      if (!row) throw dsarNotFound();
      if (row.verifiedAt) {
        if (o === 'PASSED' && row.verificationMethod === m) return dsarView(row);
        throw new AppError('SVC-VALID-4000', `The request was already proofed by ${row.verificationMethod}.`, {
          argument: o === 'PASSED' ? 'method' : 'outcome',
        });
      }
      if (row.status === 'REJECTED') {
        if (o === 'FAILED') return dsarView(row);
        throw new AppError('SVC-VALID-4000', 'The request was rejected (proofing failed): record a new request.', {
          argument: 'outcome',
        });
      }
      if (o === 'PENDING' && row.status === 'VERIFYING') return dsarView(row);
      const from = row.status;
      const updated =
        o === 'PASSED'
          ? await this.repo.update(tx, dsarId, {
              verificationMethod: m,
              verifiedAt: new Date(this.now()),
              verifiedBy: caller.actorPrincipal,
              status: 'IN_PROGRESS',
            })
          : await this.repo.update(tx, dsarId, { status: o === 'PENDING' ? 'VERIFYING' : 'REJECTED' });
      await this.trail.append(tx, {
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        category: 'COMPLIANCE',
        action:
          o === 'PASSED'
            ? 'dsar.verification.recorded'
            : o === 'PENDING'
              ? 'dsar.verification.pending'
              : 'dsar.request.rejected',
        outcome: 'SUCCESS',
        actorPrincipal: caller.actorPrincipal,
        resourceOrn: `dsar/${dsarId}`,
        correlationKey: caller.requestId,
        emitterService: 'identity',
        details: { method: m, from, to: updated.status },
      });
      return dsarView(updated);
    }, DSAR_TX);
  }

  async get(caller: Pick<DsarCaller, 'orgId' | 'workspaceId'>, dsarId: unknown): Promise<DsarView | null> {
    if (!isDsarId(dsarId)) return null;
    const row = await this.repo.find(this.repo.prisma, caller, dsarId);
    return row && dsarView(row);
  }

  async list(caller: Pick<DsarCaller, 'orgId' | 'workspaceId'>, first?: number, after?: string): Promise<DsarPage> {
    if (first !== undefined && (!Number.isInteger(first) || first < 0))
      throw new AppError('SVC-VALID-4000', 'first must not be negative.', { argument: 'first' });
    const take = Math.min(first || PAGE_DEFAULT, PAGE_MAX);
    const rows = await this.repo.page(caller, take + 1, after ? decodeCursor(after) : undefined);
    const page = rows.slice(0, take);
    const edges = page.map((r) => ({ cursor: encodeCursor(r), node: dsarView(r) }));
    return { edges, endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > take };
  }
}
