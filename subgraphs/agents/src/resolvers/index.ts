import { AppError, type Logger } from '@svc/core';
import {
  DateTimeScalar,
  bindContract,
  createCursorCodec,
  hexId,
  opaqueId,
  optional,
  pageLimit,
  unixSecondsString,
  type Args,
  type Backend,
  type CursorCodec,
  type OperationDeps,
  type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { agentsContract } from '../clients/backend.ts';
import type { SubscriptionService } from '../services/subscription-service.ts';
import { eventSubscriptionResolvers } from './event-subscriptions.ts';
import type { PrivateEndpointService } from '../services/private-endpoint-service.ts';
import { privateEndpointResolvers } from './private-endpoints.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

/**
 * The agent runtime and the ingestion service are outside this repository: until configured their
 * operations fail closed with SVC-AGENTRT-NOT-WIRED and SVC-INGEST-NOT-WIRED. Private endpoints
 * and event subscriptions are registries the platform owns: without DATABASE_URL they fail
 * closed with SVC-SERVER-9001 (listed here for that case). All after the caller and argument
 * checks, returning no data.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'agentSessions', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'agentSession', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(id: "as_1")' },
  { kind: 'query', field: 'agentRunReceipts', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'agentRunReceipt', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(cid: "00")' },
  { kind: 'query', field: 'connectors', code: 'SVC-INGEST-NOT-WIRED', sampleArgs: '' },
  {
    kind: 'query',
    field: 'ingestionCoverage',
    code: 'SVC-INGEST-NOT-WIRED',
    sampleArgs: '(startUnix: "1767225600", endUnix: "1767312000")',
  },
  { kind: 'query', field: 'privateEndpoints', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'privateEndpoint', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pe_1")' },
  { kind: 'query', field: 'eventSubscriptions', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'mutation', field: 'terminateAgentSession', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(id: "as_1")' },
  {
    kind: 'mutation',
    field: 'registerPrivateEndpoint',
    code: 'SVC-SERVER-9001',
    sampleArgs:
      '(input: {displayName: "gpu pool", baseUrl: "https://llm.internal.example.com", kind: SELF_HOSTED, protocol: OPENAI_COMPATIBLE, authKind: NONE, modelIds: ["m"], networkBindingRef: "nb_1", residencyRegion: "eu"})',
  },
  { kind: 'mutation', field: 'approvePrivateEndpoint', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pe_1")' },
  { kind: 'mutation', field: 'retirePrivateEndpoint', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pe_1")' },
  { kind: 'mutation', field: 'preflightPrivateEndpoint', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pe_1")' },
  {
    kind: 'mutation',
    field: 'createEventSubscription',
    code: 'SVC-SERVER-9001',
    sampleArgs:
      '(input: {destinationUrl: "https://hooks.example.com/svc", eventTypes: ["audit.event"], transport: WEBHOOK})',
  },
  {
    kind: 'mutation',
    field: 'updateEventSubscription',
    code: 'SVC-SERVER-9001',
    sampleArgs: '(id: "sub_1", input: {enabled: false})',
  },
  { kind: 'mutation', field: 'deleteEventSubscription', code: 'SVC-SERVER-9001', sampleArgs: '(id: "sub_1")' },
  { kind: 'mutation', field: 'sendTestEvent', code: 'SVC-SERVER-9001', sampleArgs: '(subscriptionId: "sub_1")' },
  { kind: 'mutation', field: 'revealEventSubscriptionSecret', code: 'SVC-SERVER-9001', sampleArgs: '(id: "sub_1")' },
  { kind: 'mutation', field: 'rotateEventSubscriptionSecret', code: 'SVC-SERVER-9001', sampleArgs: '(id: "sub_1")' },
  { kind: 'mutation', field: 'replayEventDelivery', code: 'SVC-SERVER-9001', sampleArgs: '(id: "msg_1")' },
  { kind: 'query', field: 'deadLetteredEventDeliveries', code: 'SVC-SERVER-9001', sampleArgs: '(limit: 10)' },
  {
    kind: 'query',
    field: 'eventDeliveries',
    code: 'SVC-SERVER-9001',
    sampleArgs: '(subscriptionId: "sub_1", limit: 10)',
  },
];

export interface AgentsResolverDeps {
  /** Clients of the configured agent runtime and ingestion service; absent: those operations fail closed. */
  backend?: Backend;
  /** The process's cursor codec (a random-key one when absent, e.g. in tests). */
  cursors?: CursorCodec;
  log?: Logger;
  /** Event subscriptions (needs DATABASE_URL); absent: those operations fail closed with SVC-SERVER-9001. */
  events?: SubscriptionService;
  /** Private endpoints (needs DATABASE_URL); absent: those operations fail closed with SVC-SERVER-9001. */
  endpoints?: PrivateEndpointService;
}

function coverageWindow(a: Args): void {
  optional(a.connectorId, (v: string) => opaqueId(v, 'connectorId'));
  optional(a.startUnix, (v: string) => unixSecondsString(v, 'startUnix'));
  optional(a.endUnix, (v: string) => unixSecondsString(v, 'endUnix'));
  if (a.startUnix != null && a.endUnix != null && BigInt(a.startUnix) > BigInt(a.endUnix)) {
    throw new AppError('SVC-VALID-4000', 'startUnix must not be after endUnix.', { argument: 'startUnix' });
  }
}

export function createResolvers(deps: AgentsResolverDeps = {}): Resolvers<SubgraphContext> {
  const ops: OperationDeps = { cursors: deps.cursors ?? createCursorCodec(), log: deps.log };
  const op = bindContract(agentsContract, ops, deps.backend);
  const events = eventSubscriptionResolvers(ops, deps.events);
  const endpoints = privateEndpointResolvers(ops, deps.endpoints);
  return {
    DateTime: DateTimeScalar,
    Query: {
      agentSessions: op('Query.agentSessions', (a) => ({ ...a, limit: pageLimit(a.limit) })),
      agentSession: op('Query.agentSession', (a) => void opaqueId(a.id, 'id')),
      agentRunReceipts: op('Query.agentRunReceipts', (a) => ({ ...a, limit: pageLimit(a.limit) })),
      agentRunReceipt: op('Query.agentRunReceipt', (a) => void hexId(a.cid, 'cid')),
      connectors: op('Query.connectors'),
      ingestionCoverage: op('Query.ingestionCoverage', coverageWindow),
      ...endpoints.Query,
      ...events.Query,
    },
    Mutation: {
      terminateAgentSession: op('Mutation.terminateAgentSession', (a) => void opaqueId(a.id, 'id')),
      ...endpoints.Mutation,
      ...events.Mutation,
    },
  };
}
