import type { Logger } from '@svc/core';
import {
  DateTimeScalar,
  base64,
  bindContract,
  createCursorCodec,
  did,
  gatedDecisionLimit,
  list,
  pageLimit,
  text,
  timeWindow,
  type Backend,
  type CursorCodec,
  type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { memoryContract } from '../clients/backend.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

/**
 * The memory backends are outside this repository. Until each is configured its operations fail
 * closed (after the caller and argument checks), returning no data: memory engine
 * SVC-OME-NOT-WIRED; attested memory gate SVC-AMGATE-NOT-WIRED; archives
 * SVC-VERIFIED-MEMORY-NOT-WIRED; verified retrieval SVC-VERIFY-RETRIEVAL-NOT-WIRED; drift
 * SVC-DRIFT-NOT-WIRED.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'memoryEvents', code: 'SVC-OME-NOT-WIRED', sampleArgs: '(limit: 10)' },
  {
    kind: 'query',
    field: 'amgateDecisions',
    code: 'SVC-AMGATE-NOT-WIRED',
    sampleArgs: '(cursor: "", limit: 50, since: "2026-01-01T00:00:00Z")',
  },
  { kind: 'query', field: 'gatedMemoryRead', code: 'SVC-AMGATE-NOT-WIRED', sampleArgs: '(key: "k")' },
  {
    kind: 'query',
    field: 'retrievedFacts',
    code: 'SVC-VERIFY-RETRIEVAL-NOT-WIRED',
    sampleArgs: '(query: "q", limit: 5)',
  },
  {
    kind: 'query',
    field: 'driftTrajectory',
    code: 'SVC-DRIFT-NOT-WIRED',
    sampleArgs: '(agentDid: "did:key:z6Mk", limit: 10)',
  },
  { kind: 'query', field: 'loopRecurrences', code: 'SVC-OME-NOT-WIRED', sampleArgs: '(limit: 10)' },
  {
    kind: 'mutation',
    field: 'gatedMemoryWrite',
    code: 'SVC-AMGATE-NOT-WIRED',
    sampleArgs: '(key: "k", valueB64: "AA==")',
  },
  { kind: 'mutation', field: 'exportMemoryArchive', code: 'SVC-VERIFIED-MEMORY-NOT-WIRED', sampleArgs: '' },
  {
    kind: 'mutation',
    field: 'importMemoryArchive',
    code: 'SVC-VERIFIED-MEMORY-NOT-WIRED',
    sampleArgs: '(archiveB64: "AA==")',
  },
  {
    kind: 'mutation',
    field: 'mergeMemoryArchives',
    code: 'SVC-VERIFIED-MEMORY-NOT-WIRED',
    sampleArgs: '(archivesB64: ["AA==", "AQ=="])',
  },
  {
    kind: 'mutation',
    field: 'verifyMergeReceipt',
    code: 'SVC-VERIFIED-MEMORY-NOT-WIRED',
    sampleArgs: '(mergeReceiptB64: "AA==")',
  },
];

export interface MemoryResolverDeps {
  /** Clients of the configured memory backends; absent: every operation fails closed. */
  backend?: Backend;
  /** The process's cursor codec (a random-key one when absent, e.g. in tests). */
  cursors?: CursorCodec;
  log?: Logger;
}

/** Longest memory key accepted, characters. */
const MAX_KEY_LENGTH = 1024;
/** Most archives one merge takes. */
const MAX_MERGE_ARCHIVES = 32;

export function createResolvers(deps: MemoryResolverDeps = {}): Resolvers<SubgraphContext> {
  const op = bindContract(
    memoryContract,
    { cursors: deps.cursors ?? createCursorCodec(), log: deps.log },
    deps.backend,
  );
  return {
    DateTime: DateTimeScalar,
    Query: {
      memoryEvents: op('Query.memoryEvents', (a) => ({ ...a, limit: pageLimit(a.limit) })),
      // The specification's own rule for this list: clamp to 1..200, 0 (or absent) means 50.
      amgateDecisions: op('Query.amgateDecisions', (a) => {
        timeWindow(a.since, a.until);
        return { ...a, limit: gatedDecisionLimit(a.limit) };
      }),
      gatedMemoryRead: op('Query.gatedMemoryRead', (a) => void text(a.key, 'key', MAX_KEY_LENGTH)),
      retrievedFacts: op('Query.retrievedFacts', (a) => {
        text(a.query, 'query');
        return { ...a, limit: pageLimit(a.limit) };
      }),
      driftTrajectory: op('Query.driftTrajectory', (a) => {
        did(a.agentDid, 'agentDid');
        return { ...a, limit: pageLimit(a.limit) };
      }),
      loopRecurrences: op('Query.loopRecurrences', (a) => ({ ...a, limit: pageLimit(a.limit) })),
    },
    Mutation: {
      gatedMemoryWrite: op('Mutation.gatedMemoryWrite', (a) => {
        text(a.key, 'key', MAX_KEY_LENGTH);
        base64(a.valueB64, 'valueB64');
      }),
      exportMemoryArchive: op('Mutation.exportMemoryArchive'),
      importMemoryArchive: op('Mutation.importMemoryArchive', (a) => void base64(a.archiveB64, 'archiveB64')),
      mergeMemoryArchives: op(
        'Mutation.mergeMemoryArchives',
        (a) => void list(a.archivesB64 as string[], 'archivesB64', base64, { min: 2, max: MAX_MERGE_ARCHIVES }),
      ),
      verifyMergeReceipt: op('Mutation.verifyMergeReceipt', (a) => void base64(a.mergeReceiptB64, 'mergeReceiptB64')),
    },
  };
}
