import type { Logger } from '@svc/core';
import {
  bindContract,
  createCursorCodec,
  hexId,
  opaqueId,
  optional,
  pageLimit,
  rfc3339,
  timeWindow,
  type Backend,
  type CursorCodec,
  type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { complianceContract } from '../clients/backend.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

/**
 * Every operation while its backend is not configured. The records family (DSAR, erasure,
 * post-market monitoring, control matrix, Art-12 records) defaults to identity (subgraph.ts), which
 * serves the data-subject requests and the control matrix's platform-admin gate and answers the
 * rest UNIMPLEMENTED: SVC-AUDIT-NOT-WIRED. With no target at all: SVC-AUDIT-NOT-WIRED. The ML-BOM is
 * projected from an admission receipt: SVC-OADR-NOT-WIRED. Token-capital certificates are
 * verifiable receipts: SVC-VIR-NOT-WIRED. Each fails after the caller and argument checks while
 * its backend is not configured, returning no data.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'dsarRequests', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(first: 10)' },
  { kind: 'query', field: 'dsarRequest', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(dsarId: "dsar_1")' },
  { kind: 'query', field: 'complianceControlMatrix', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(scope: WORKSPACE)' },
  {
    kind: 'query',
    field: 'complianceEvidence',
    code: 'SVC-AUDIT-NOT-WIRED',
    sampleArgs: '(controlId: "ctl-1", limit: 10)',
  },
  { kind: 'query', field: 'pmmWindows', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(first: 10)' },
  { kind: 'query', field: 'pmmrDetail', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(windowId: "w_1")' },
  {
    kind: 'query',
    field: 'a12crManifest',
    code: 'SVC-AUDIT-NOT-WIRED',
    sampleArgs: '(systemId: "sys_1", fromTs: "2026-01-01T00:00:00Z", untilTs: "2026-02-01T00:00:00Z")',
  },
  { kind: 'query', field: 'mlBomDownload', code: 'SVC-OADR-NOT-WIRED', sampleArgs: `(cti: "${'ab'.repeat(32)}")` },
  { kind: 'query', field: 'otccCertificate', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(id: "00")' },
  { kind: 'query', field: 'otccCorpusBundle', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(certificateId: "00")' },
  {
    kind: 'mutation',
    field: 'createDsarRequest',
    code: 'SVC-AUDIT-NOT-WIRED',
    sampleArgs: '(input: {subjectRef: "subject-1", kind: ACCESS})',
  },
  {
    kind: 'mutation',
    field: 'recordDsarVerification',
    code: 'SVC-AUDIT-NOT-WIRED',
    sampleArgs: '(dsarId: "dsar_1", method: EMAIL_CONFIRMATION)',
  },
  { kind: 'mutation', field: 'executeErasure', code: 'SVC-AUDIT-NOT-WIRED', sampleArgs: '(dsarId: "dsar_1")' },
];

export interface ComplianceResolverDeps {
  /** Clients of the configured compliance backends; absent: every operation fails closed. */
  backend?: Backend;
  /** The process's cursor codec (a random-key one when absent, e.g. in tests). */
  cursors?: CursorCodec;
  log?: Logger;
}

export function createResolvers(deps: ComplianceResolverDeps = {}): Resolvers<SubgraphContext> {
  const op = bindContract(
    complianceContract,
    { cursors: deps.cursors ?? createCursorCodec(), log: deps.log },
    deps.backend,
  );
  return {
    Query: {
      dsarRequests: op('Query.dsarRequests', (a) => ({ ...a, first: pageLimit(a.first, 'first') })),
      dsarRequest: op('Query.dsarRequest', (a) => void opaqueId(a.dsarId, 'dsarId')),
      complianceControlMatrix: op('Query.complianceControlMatrix'),
      complianceEvidence: op('Query.complianceEvidence', (a) => {
        opaqueId(a.controlId, 'controlId');
        return { ...a, limit: pageLimit(a.limit) };
      }),
      pmmWindows: op('Query.pmmWindows', (a) => ({ ...a, first: pageLimit(a.first, 'first') })),
      pmmrDetail: op('Query.pmmrDetail', (a) => void opaqueId(a.windowId, 'windowId')),
      // The window bounds are String-typed in the schema: checked here as RFC 3339 (4004).
      a12crManifest: op('Query.a12crManifest', (a) => {
        opaqueId(a.systemId, 'systemId');
        timeWindow(rfc3339(a.fromTs, 'fromTs'), rfc3339(a.untilTs, 'untilTs'), ['fromTs', 'untilTs']);
      }),
      // The ML-BOM is keyed by the admission receipt's content id: SHA-256, 64 hex characters.
      mlBomDownload: op('Query.mlBomDownload', (a) => void hexId(a.cti, 'cti', { bytes: 32 })),
      otccCertificate: op('Query.otccCertificate', (a) => void hexId(a.id, 'id')),
      otccCorpusBundle: op('Query.otccCorpusBundle', (a) => void hexId(a.certificateId, 'certificateId')),
    },
    Mutation: {
      createDsarRequest: op('Mutation.createDsarRequest', (a) => {
        opaqueId(a.input.subjectRef, 'input.subjectRef', { maxLength: 256 });
        optional(a.input.receivedAt, (v: string) => rfc3339(v, 'input.receivedAt'));
      }),
      recordDsarVerification: op('Mutation.recordDsarVerification', (a) => void opaqueId(a.dsarId, 'dsarId')),
      executeErasure: op('Mutation.executeErasure', (a) => void opaqueId(a.dsarId, 'dsarId')),
    },
  };
}
