/**
 * The agent runtime and the ingestion service (outside this repository) and the contract they
 * serve: proto/agents/v1/agents.proto. Targets: AGENTS_BACKEND_TARGET for both, or
 * AGENTS_AGENTRT_BACKEND_TARGET / AGENTS_INGEST_BACKEND_TARGET. Private endpoints and event
 * subscriptions are the platform's own registries, not a backend's.
 */
import type { BackendContract } from '@svc/subgraph-kit';

const RUNTIME = 'agents.v1.AgentRuntimeService';
const INGEST = 'agents.v1.IngestionService';

export const agentsContract: BackendContract = {
  domain: 'agents',
  protoPath: 'agents/v1/agents.proto',
  services: [
    { service: RUNTIME, notWired: 'SVC-AGENTRT-NOT-WIRED' },
    { service: INGEST, notWired: 'SVC-INGEST-NOT-WIRED' },
  ],
  calls: {
    'Query.agentSessions': { service: RUNTIME, rpc: 'ListSessions' },
    'Query.agentSession': { service: RUNTIME, rpc: 'GetSession' },
    'Mutation.terminateAgentSession': { service: RUNTIME, rpc: 'TerminateSession' },
    'Query.agentRunReceipts': { service: RUNTIME, rpc: 'ListRunReceipts' },
    'Query.agentRunReceipt': { service: RUNTIME, rpc: 'GetRunReceipt' },
    'Query.connectors': { service: INGEST, rpc: 'ListConnectors' },
    'Query.ingestionCoverage': { service: INGEST, rpc: 'GetCoverage' },
  },
};
