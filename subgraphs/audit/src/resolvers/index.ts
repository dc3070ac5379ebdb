import { DateTimeScalar, JSONScalar, LongScalar, notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

/**
 * The audit backend is outside this repository. Until its gRPC target is configured every
 * operation fails closed with SVC-AUDIT-NOT-WIRED (after the caller check), returning no data.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'auditEvents', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'auditEvent', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(id: "0190a1b2c3d4e5f60718293a4b5c6d7e")' },
  { kind: 'query', field: 'activityEvents', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'attestedLogTrajectory', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(agentDid: "did:key:z6Mk", limit: 10)' },
  { kind: 'query', field: 'litigationHolds', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '' },
  { kind: 'mutation', field: 'exportAuditEvents', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(since: "2026-01-01T00:00:00Z", until: "2026-01-31T23:59:59Z")' },
  { kind: 'mutation', field: 'exportSubjectAccessBundle', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(subjectRef: "subject-1")' },
  { kind: 'mutation', field: 'placeLitigationHold', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(input: {caseRef: "case-1", fromSeq: "0", toSeq: "100"})' },
  { kind: 'mutation', field: 'releaseLitigationHold', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(holdId: "hold_1")' },
];

const failClosed = (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  return notWired('SVC-AUDIT-NOT-WIRED');
};

export function createResolvers(): Resolvers<SubgraphContext> {
  return {
    DateTime: DateTimeScalar,
    JSON: JSONScalar,
    Long: LongScalar,
    Query: {
      auditEvents: failClosed,
      auditEvent: failClosed,
      activityEvents: failClosed,
      attestedLogTrajectory: failClosed,
      litigationHolds: failClosed,
    },
    Mutation: {
      exportAuditEvents: failClosed,
      exportSubjectAccessBundle: failClosed,
      placeLitigationHold: failClosed,
      releaseLitigationHold: failClosed,
    },
  };
}
