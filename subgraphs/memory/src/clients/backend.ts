/**
 * The memory backends (outside this repository) and the contract they serve:
 * proto/memory/v1/memory.proto, one gRPC service per backend, each failing closed with its own
 * code while unset. Targets: MEMORY_BACKEND_TARGET for all, or per family
 * MEMORY_<OME|AMGATE|VERIFY_RETRIEVAL|DRIFT|VERIFIED_MEMORY>_BACKEND_TARGET.
 */
import type { BackendContract } from '@svc/subgraph-kit';

const OME = 'memory.v1.MemoryEngineService';
const AMGATE = 'memory.v1.AmgateService';
const RETRIEVAL = 'memory.v1.VerifiedRetrievalService';
const DRIFT = 'memory.v1.DriftService';
const ARCHIVES = 'memory.v1.VerifiedMemoryService';

export const memoryContract: BackendContract = {
  domain: 'memory',
  protoPath: 'memory/v1/memory.proto',
  services: [
    { service: OME, notWired: 'SVC-OME-NOT-WIRED' },
    { service: AMGATE, notWired: 'SVC-AMGATE-NOT-WIRED' },
    { service: RETRIEVAL, notWired: 'SVC-VERIFY-RETRIEVAL-NOT-WIRED' },
    { service: DRIFT, notWired: 'SVC-DRIFT-NOT-WIRED' },
    { service: ARCHIVES, notWired: 'SVC-VERIFIED-MEMORY-NOT-WIRED' },
  ],
  calls: {
    'Query.memoryEvents': { service: OME, rpc: 'ListMemoryEvents' },
    'Query.loopRecurrences': { service: OME, rpc: 'ListLoopRecurrences' },
    'Query.amgateDecisions': { service: AMGATE, rpc: 'ListDecisions' },
    'Query.gatedMemoryRead': { service: AMGATE, rpc: 'Read' },
    'Mutation.gatedMemoryWrite': { service: AMGATE, rpc: 'Write' },
    'Query.retrievedFacts': { service: RETRIEVAL, rpc: 'RetrieveFacts' },
    'Query.driftTrajectory': { service: DRIFT, rpc: 'GetTrajectory' },
    'Mutation.exportMemoryArchive': { service: ARCHIVES, rpc: 'ExportArchive' },
    'Mutation.importMemoryArchive': { service: ARCHIVES, rpc: 'ImportArchive' },
    'Mutation.mergeMemoryArchives': { service: ARCHIVES, rpc: 'MergeArchives' },
    'Mutation.verifyMergeReceipt': { service: ARCHIVES, rpc: 'VerifyMergeReceipt' },
  },
};
