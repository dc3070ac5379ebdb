/**
 * Values of a data-subject request (GraphQL DsarRequest, proto compliance.v1.DsarRequest): the
 * enumerations the compliance subgraph's SDL designs, the id and cursor formats, the input checks
 * identity repeats after the subgraph's (a gRPC caller is not trusted to have checked), and the
 * view a row is served as.
 */
import { AppError, isStorableText, SPEC_LIMITS } from '@svc/core';
import type { DsarRow } from './dsar-repository.ts';

export const DSAR_KINDS = [
  'ACCESS',
  'ERASURE',
  'RECTIFICATION',
  'PORTABILITY',
  'RESTRICTION',
  'OBJECTION',
  'OPT_OUT_OF_SALE',
] as const;
export type DsarKind = (typeof DSAR_KINDS)[number];
export const DSAR_STATUSES = ['RECEIVED', 'VERIFYING', 'IN_PROGRESS', 'FULFILLED', 'REJECTED'] as const;
export type DsarStatus = (typeof DSAR_STATUSES)[number];
export const DSAR_VERIFICATION_METHODS = [
  'ACCOUNT_LOGIN',
  'EMAIL_CONFIRMATION',
  'DOCUMENT_CHECK',
  'AUTHORIZED_AGENT',
] as const;
export type DsarVerificationMethod = (typeof DSAR_VERIFICATION_METHODS)[number];

export const DSAR_VERIFICATION_OUTCOMES = ['PASSED', 'PENDING', 'FAILED'] as const;
export type DsarVerificationOutcome = (typeof DSAR_VERIFICATION_OUTCOMES)[number];

/** Kinds a subject access bundle fulfils. */
export const ACCESS_KINDS: readonly DsarKind[] = ['ACCESS', 'PORTABILITY'];

export const SUBJECT_REF_MAX = 256;
const SUBJECT_REF = /^[A-Za-z0-9][A-Za-z0-9._:~-]*$/;
const DSAR_ID = /^dsar_[0-9a-f]{32}$/;
/** How far ahead of this server's clock a receivedAt may be (clock skew), and the oldest accepted. */
const FUTURE_SKEW_MS = 5 * 60_000;
const OLDEST_RECEIVED_AT = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

/** The caller, from the RequestContext the gateway derived from the credential. */
export interface DsarCaller {
  orgId: string;
  workspaceId: string;
  /** `user/<id>` or `client/<id>`. */
  actorPrincipal: string;
  requestId: string;
}

export interface DsarView {
  dsarId: string;
  subjectRef: string;
  kind: DsarKind;
  status: DsarStatus;
  ccpaDoNotSell: boolean;
  receivedAt: string;
  dueAt: string;
  fulfilledAt: string | null;
  artifactCid: string | null;
  verificationMethod: DsarVerificationMethod | null;
  verifiedAt: string | null;
}

const bad = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });

export function subjectRefArg(v: unknown, argument = 'input.subjectRef'): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > SUBJECT_REF_MAX)
    throw new AppError('SVC-VALID-4005', `${argument} is not a valid identifier.`, { argument });
  if (!isStorableText(v)) throw new AppError('SVC-VALID-4007', undefined, { argument });
  if (!SUBJECT_REF.test(v))
    throw new AppError('SVC-VALID-4005', `${argument} is not a valid identifier.`, { argument });
  return v;
}

export function kindArg(v: unknown): DsarKind {
  if (!DSAR_KINDS.includes(v as DsarKind))
    throw bad('input.kind', `input.kind must be one of ${DSAR_KINDS.join(', ')}.`);
  return v as DsarKind;
}

export function methodArg(v: unknown): DsarVerificationMethod {
  if (!DSAR_VERIFICATION_METHODS.includes(v as DsarVerificationMethod))
    throw bad('method', `method must be one of ${DSAR_VERIFICATION_METHODS.join(', ')}.`);
  return v as DsarVerificationMethod;
}

/** Absent (GraphQL default, unset proto field) is PASSED; anything else must be a member. */
export function outcomeArg(v: unknown): DsarVerificationOutcome {
  if (v === undefined || v === null) return 'PASSED';
  if (!DSAR_VERIFICATION_OUTCOMES.includes(v as DsarVerificationOutcome))
    throw bad('outcome', `outcome must be one of ${DSAR_VERIFICATION_OUTCOMES.join(', ')}.`);
  return v as DsarVerificationOutcome;
}

/** Whether `v` can be a dsar id at all (anything else is "not found", like another tenant's id). */
export const isDsarId = (v: unknown): v is string => typeof v === 'string' && DSAR_ID.test(v);

/** The clock start: now when absent; an RFC 3339 instant not in the future otherwise. */
export function receivedAtArg(v: unknown, now: number): Date {
  if (v === undefined || v === null || v === '') return new Date(now);
  const ms =
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i.test(v)
      ? Date.parse(v)
      : Number.NaN;
  if (Number.isNaN(ms))
    throw new AppError('SVC-VALID-4004', 'input.receivedAt must be an RFC 3339 instant.', {
      argument: 'input.receivedAt',
    });
  if (ms > now + FUTURE_SKEW_MS) throw bad('input.receivedAt', 'input.receivedAt must not be in the future.');
  if (ms < OLDEST_RECEIVED_AT) throw bad('input.receivedAt', 'input.receivedAt must not be before 2000-01-01.');
  return new Date(ms);
}

/** Received plus the specification's statutory window (Document 1, Limits: 30 days). */
export const dueAtFor = (receivedAt: Date): Date =>
  new Date(receivedAt.getTime() + SPEC_LIMITS.dsarWindowDays * DAY_MS);

export function dsarView(r: DsarRow): DsarView {
  return {
    dsarId: r.dsarId,
    subjectRef: r.subjectRef,
    kind: r.kind as DsarKind,
    status: r.status as DsarStatus,
    ccpaDoNotSell: r.ccpaDoNotSell,
    receivedAt: r.receivedAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    fulfilledAt: r.fulfilledAt?.toISOString() ?? null,
    artifactCid: r.artifactCid,
    verificationMethod: (r.verificationMethod as DsarVerificationMethod | null) ?? null,
    verifiedAt: r.verifiedAt?.toISOString() ?? null,
  };
}

/** Backend page positions: `<receivedAt ms>.<dsar id>` of the last row (the subgraph signs them). */
export function encodeCursor(r: Pick<DsarRow, 'receivedAt' | 'dsarId'>): string {
  return `${r.receivedAt.getTime()}.${r.dsarId}`;
}

export function decodeCursor(v: string): { receivedAt: Date; dsarId: string } {
  const m = /^(\d{1,15})\.(dsar_[0-9a-f]{32})$/.exec(v);
  if (!m) throw new AppError('SVC-VALID-4003', undefined, { argument: 'after' });
  return { receivedAt: new Date(Number(m[1])), dsarId: m[2] };
}
