import { notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

/**
 * The compliance backend (DSAR, erasure, post-market monitoring, control matrix, Art-12 records)
 * is the audit service's and outside this repository: SVC-AUDIT-NOT-WIRED. The ML-BOM is
 * projected from an admission receipt: SVC-OADR-NOT-WIRED. Token-capital certificates are
 * verifiable receipts: SVC-VIR-NOT-WIRED. Each fails after the caller check, returning no data.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'dsarRequests', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(first: 10)' },
  { kind: 'query', field: 'dsarRequest', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(dsarId: "dsar_1")' },
  { kind: 'query', field: 'complianceControlMatrix', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(scope: WORKSPACE)' },
  { kind: 'query', field: 'complianceEvidence', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(controlId: "ctl-1", limit: 10)' },
  { kind: 'query', field: 'pmmWindows', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(first: 10)' },
  { kind: 'query', field: 'pmmrDetail', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(windowId: "w_1")' },
  { kind: 'query', field: 'a12crManifest', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(systemId: "sys_1", fromTs: "2026-01-01T00:00:00Z", untilTs: "2026-02-01T00:00:00Z")' },
  { kind: 'query', field: 'mlBomDownload', code: 'SVC-OADR-NOT-WIRED', sampleArgs: '(cti: "00")' },
  { kind: 'query', field: 'otccCertificate', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(id: "00")' },
  { kind: 'query', field: 'otccCorpusBundle', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(certificateId: "00")' },
  { kind: 'mutation', field: 'createDsarRequest', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(input: {subjectRef: "subject-1", kind: ACCESS})' },
  { kind: 'mutation', field: 'recordDsarVerification', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(dsarId: "dsar_1", method: EMAIL_CONFIRMATION)' },
  { kind: 'mutation', field: 'executeErasure', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(dsarId: "dsar_1")' },
];

const failClosed = (code: `SVC-${string}-NOT-WIRED`) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  return notWired(code);
};

export function createResolvers(): Resolvers<SubgraphContext> {
  const audit = failClosed('SVC-AUDIT-NOT-WIRED');
  return {
    Query: {
      dsarRequests: audit,
      dsarRequest: audit,
      complianceControlMatrix: audit,
      complianceEvidence: audit,
      pmmWindows: audit,
      pmmrDetail: audit,
      a12crManifest: audit,
      mlBomDownload: failClosed('SVC-OADR-NOT-WIRED'),
      otccCertificate: failClosed('SVC-VIR-NOT-WIRED'),
      otccCorpusBundle: failClosed('SVC-VIR-NOT-WIRED'),
    },
    Mutation: {
      createDsarRequest: audit,
      recordDsarVerification: audit,
      executeErasure: audit,
    },
  };
}
