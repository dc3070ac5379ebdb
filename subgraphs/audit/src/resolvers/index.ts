import { AppError, type Logger } from '@svc/core';
import {
  DateTimeScalar,
  JSONScalar,
  LongScalar,
  bindContract,
  createCursorCodec,
  did,
  hexId,
  opaqueId,
  optional,
  pageLimit,
  text,
  timeWindow,
  uint64String,
  type Args,
  type Backend,
  type CursorCodec,
  type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { auditContract } from '../clients/backend.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

/**
 * Every operation while no audit backend target is configured (neither AUDIT_BACKEND_TARGET nor
 * IDENTITY_GRPC_TARGET): each fails closed with SVC-AUDIT-NOT-WIRED (after the caller and argument
 * checks), returning no data. With identity as the backend, the audit events, activity, exports,
 * litigation holds and subject access bundles are served; the attested log still answers
 * UNIMPLEMENTED and so SVC-AUDIT-NOT-WIRED.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'auditEvents', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  {
    kind: 'query',
    field: 'auditEvent',
    code: 'SVC-AUDIT-NOT-WIRED',
    sampleArgs: '(id: "0190a1b2c3d4e5f60718293a4b5c6d7e")',
  },
  { kind: 'query', field: 'activityEvents', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  {
    kind: 'query',
    field: 'attestedLogTrajectory',
    code: 'SVC-AUDIT-NOT-WIRED',
    sampleArgs: '(agentDid: "did:key:z6Mk", limit: 10)',
  },
  { kind: 'query', field: 'litigationHolds', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '' },
  {
    kind: 'mutation',
    field: 'exportAuditEvents',
    code: 'SVC-AUDIT-NOT-WIRED',
    sampleArgs: '(since: "2026-01-01T00:00:00Z", until: "2026-01-31T23:59:59Z")',
  },
  {
    kind: 'mutation',
    field: 'exportSubjectAccessBundle',
    code: 'SVC-AUDIT-NOT-WIRED',
    sampleArgs: '(subjectRef: "subject-1")',
  },
  {
    kind: 'mutation',
    field: 'placeLitigationHold',
    code: 'SVC-AUDIT-NOT-WIRED',
    sampleArgs: '(input: {caseRef: "case-1", fromSeq: "0", toSeq: "100"})',
  },
  { kind: 'mutation', field: 'releaseLitigationHold', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(holdId: "hold_1")' },
];

export interface AuditResolverDeps {
  /** Clients of the configured audit backend; absent: every operation fails closed. */
  backend?: Backend;
  /** The process's cursor codec (a random-key one when absent, e.g. in tests). */
  cursors?: CursorCodec;
  log?: Logger;
}

/** Audit event and activity ids are the hex of a 16-byte UUIDv7. */
const eventId = (v: string, argument: string) => hexId(v, argument, { bytes: 16 });

/** Chain positions are PostgreSQL BIGINT: the SDL's "decimal int64", never negative. */
const INT64_MAX = 2n ** 63n - 1n;

function seqArg(v: string, argument: string): bigint {
  uint64String(v, argument);
  if (BigInt(v) > INT64_MAX)
    throw new AppError('SVC-VALID-4000', `${argument} must be at most ${INT64_MAX}.`, { argument });
  return BigInt(v);
}

/** A hold over [fromSeq, toSeq] of the caller's chain; the backend re-checks all of it (and the purged prefix). */
function litigationRange(a: Args): void {
  const { caseRef, fromSeq, toSeq } = a.input;
  text(caseRef, 'input.caseRef', 256);
  if (seqArg(fromSeq, 'input.fromSeq') > seqArg(toSeq, 'input.toSeq'))
    throw new AppError('SVC-VALID-4000', 'input.fromSeq must not be after input.toSeq.', { argument: 'input.fromSeq' });
}

export function createResolvers(deps: AuditResolverDeps = {}): Resolvers<SubgraphContext> {
  const op = bindContract(auditContract, { cursors: deps.cursors ?? createCursorCodec(), log: deps.log }, deps.backend);
  return {
    DateTime: DateTimeScalar,
    JSON: JSONScalar,
    Long: LongScalar,
    Query: {
      auditEvents: op('Query.auditEvents', (a) => {
        timeWindow(a.since, a.until);
        return { ...a, limit: pageLimit(a.limit) };
      }),
      auditEvent: op('Query.auditEvent', (a) => void eventId(a.id, 'id')),
      activityEvents: op('Query.activityEvents', (a) => {
        optional(a.before, (v: string) => eventId(v, 'before'));
        return { ...a, limit: pageLimit(a.limit) };
      }),
      attestedLogTrajectory: op('Query.attestedLogTrajectory', (a) => {
        did(a.agentDid, 'agentDid');
        timeWindow(a.since, a.until);
        return { ...a, limit: pageLimit(a.limit) };
      }),
      litigationHolds: op('Query.litigationHolds'),
    },
    Mutation: {
      exportAuditEvents: op('Mutation.exportAuditEvents', (a) => timeWindow(a.since, a.until)),
      exportSubjectAccessBundle: op(
        'Mutation.exportSubjectAccessBundle',
        (a) => void opaqueId(a.subjectRef, 'subjectRef', { maxLength: 256 }),
      ),
      placeLitigationHold: op('Mutation.placeLitigationHold', litigationRange),
      releaseLitigationHold: op('Mutation.releaseLitigationHold', (a) => void opaqueId(a.holdId, 'holdId')),
    },
  };
}
