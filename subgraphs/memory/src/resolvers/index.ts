import { DateTimeScalar, notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

type NotWiredCode = `SVC-${string}-NOT-WIRED`;

/**
 * The memory backends are outside this repository. Until each is configured its operations fail
 * closed (after the caller check), returning no data: memory engine SVC-OME-NOT-WIRED; attested
 * memory gate SVC-AMGATE-NOT-WIRED; archives SVC-VERIFIED-MEMORY-NOT-WIRED; verified retrieval
 * SVC-VERIFY-RETRIEVAL-NOT-WIRED; drift SVC-DRIFT-NOT-WIRED.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'memoryEvents', code: 'SVC-OME-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'amgateDecisions', code: 'SVC-AMGATE-NOT-WIRED', sampleArgs: '(cursor: "", limit: 50, since: "2026-01-01T00:00:00Z")' },
  { kind: 'query', field: 'gatedMemoryRead', code: 'SVC-AMGATE-NOT-WIRED', sampleArgs: '(key: "k")' },
  { kind: 'query', field: 'retrievedFacts', code: 'SVC-VERIFY-RETRIEVAL-NOT-WIRED', sampleArgs: '(query: "q", limit: 5)' },
  { kind: 'query', field: 'driftTrajectory', code: 'SVC-DRIFT-NOT-WIRED', sampleArgs: '(agentDid: "did:key:z6Mk", limit: 10)' },
  { kind: 'query', field: 'loopRecurrences', code: 'SVC-OME-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'mutation', field: 'gatedMemoryWrite', code: 'SVC-AMGATE-NOT-WIRED', sampleArgs: '(key: "k", valueB64: "AA==")' },
  { kind: 'mutation', field: 'exportMemoryArchive', code: 'SVC-VERIFIED-MEMORY-NOT-WIRED', sampleArgs: '' },
  { kind: 'mutation', field: 'importMemoryArchive', code: 'SVC-VERIFIED-MEMORY-NOT-WIRED', sampleArgs: '(archiveB64: "AA==")' },
  { kind: 'mutation', field: 'mergeMemoryArchives', code: 'SVC-VERIFIED-MEMORY-NOT-WIRED', sampleArgs: '(archivesB64: ["AA==", "AQ=="])' },
  { kind: 'mutation', field: 'verifyMergeReceipt', code: 'SVC-VERIFIED-MEMORY-NOT-WIRED', sampleArgs: '(mergeReceiptB64: "AA==")' },
];

const failClosed = (code: NotWiredCode) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  return notWired(code);
};

export function createResolvers(): Resolvers<SubgraphContext> {
  const ome = failClosed('SVC-OME-NOT-WIRED');
  const amgate = failClosed('SVC-AMGATE-NOT-WIRED');
  const archives = failClosed('SVC-VERIFIED-MEMORY-NOT-WIRED');
  return {
    DateTime: DateTimeScalar,
    Query: {
      memoryEvents: ome,
      amgateDecisions: amgate,
      gatedMemoryRead: amgate,
      retrievedFacts: failClosed('SVC-VERIFY-RETRIEVAL-NOT-WIRED'),
      driftTrajectory: failClosed('SVC-DRIFT-NOT-WIRED'),
      loopRecurrences: ome,
    },
    Mutation: {
      gatedMemoryWrite: amgate,
      exportMemoryArchive: archives,
      importMemoryArchive: archives,
      mergeMemoryArchives: archives,
      verifyMergeReceipt: archives,
    },
  };
}
