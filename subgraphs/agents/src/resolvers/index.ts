import { AppError } from '@svc/core';
import { DateTimeScalar, notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

type NotWiredCode = `SVC-${string}-NOT-WIRED`;

/**
 * The agent runtime and the ingestion service are outside this repository: until configured their
 * operations fail closed with SVC-AGENTRT-NOT-WIRED and SVC-INGEST-NOT-WIRED. Private endpoints
 * and event subscriptions are registries the platform owns but has not built yet: they fail
 * closed with SVC-SERVER-9001. All after the caller check, returning no data.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'agentSessions', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'agentSession', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(id: "as_1")' },
  { kind: 'query', field: 'agentRunReceipts', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'agentRunReceipt', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(cid: "00")' },
  { kind: 'query', field: 'connectors', code: 'SVC-INGEST-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'ingestionCoverage', code: 'SVC-INGEST-NOT-WIRED', sampleArgs: '(startUnix: "1767225600", endUnix: "1767312000")' },
  { kind: 'query', field: 'privateEndpoints', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'query', field: 'privateEndpoint', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pe_1")' },
  { kind: 'query', field: 'eventSubscriptions', code: 'SVC-SERVER-9001', sampleArgs: '' },
  { kind: 'mutation', field: 'terminateAgentSession', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(id: "as_1")' },
  { kind: 'mutation', field: 'registerPrivateEndpoint', code: 'SVC-SERVER-9001', sampleArgs: '(input: {displayName: "gpu pool", baseUrl: "https://llm.internal.example.com", kind: SELF_HOSTED, protocol: OPENAI_COMPATIBLE, authKind: NONE, modelIds: ["m"], networkBindingRef: "nb_1", residencyRegion: "eu"})' },
  { kind: 'mutation', field: 'approvePrivateEndpoint', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pe_1")' },
  { kind: 'mutation', field: 'retirePrivateEndpoint', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pe_1")' },
  { kind: 'mutation', field: 'preflightPrivateEndpoint', code: 'SVC-SERVER-9001', sampleArgs: '(id: "pe_1")' },
  { kind: 'mutation', field: 'createEventSubscription', code: 'SVC-SERVER-9001', sampleArgs: '(input: {destinationUrl: "https://hooks.example.com/svc", eventTypes: ["audit.event"], transport: WEBHOOK})' },
  { kind: 'mutation', field: 'updateEventSubscription', code: 'SVC-SERVER-9001', sampleArgs: '(id: "sub_1", input: {enabled: false})' },
  { kind: 'mutation', field: 'deleteEventSubscription', code: 'SVC-SERVER-9001', sampleArgs: '(id: "sub_1")' },
  { kind: 'mutation', field: 'sendTestEvent', code: 'SVC-SERVER-9001', sampleArgs: '(subscriptionId: "sub_1")' },
];

const failClosed = (code: NotWiredCode) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  return notWired(code);
};

/** Fails closed: the operation is the platform's own but not built yet. */
const notYet = (op: string) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  throw new AppError('SVC-SERVER-9001', `agents operation ${op} is not available yet`);
};

export function createResolvers(): Resolvers<SubgraphContext> {
  const agentrt = failClosed('SVC-AGENTRT-NOT-WIRED');
  const ingest = failClosed('SVC-INGEST-NOT-WIRED');
  return {
    DateTime: DateTimeScalar,
    Query: {
      agentSessions: agentrt,
      agentSession: agentrt,
      agentRunReceipts: agentrt,
      agentRunReceipt: agentrt,
      connectors: ingest,
      ingestionCoverage: ingest,
      privateEndpoints: notYet('privateEndpoints'),
      privateEndpoint: notYet('privateEndpoint'),
      eventSubscriptions: notYet('eventSubscriptions'),
    },
    Mutation: {
      terminateAgentSession: agentrt,
      registerPrivateEndpoint: notYet('registerPrivateEndpoint'),
      approvePrivateEndpoint: notYet('approvePrivateEndpoint'),
      retirePrivateEndpoint: notYet('retirePrivateEndpoint'),
      preflightPrivateEndpoint: notYet('preflightPrivateEndpoint'),
      createEventSubscription: notYet('createEventSubscription'),
      updateEventSubscription: notYet('updateEventSubscription'),
      deleteEventSubscription: notYet('deleteEventSubscription'),
      sendTestEvent: notYet('sendTestEvent'),
    },
  };
}
