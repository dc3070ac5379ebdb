/**
 * events.v1.EventsService (proto/events/v1/events.proto), served by the agents subgraph: other
 * services publish events and read private endpoints through it (ADR 011). The client sends the
 * service's name and secret as call metadata on every call; errors come back as typed AppErrors.
 * Message types are generated from the proto (packages/grpc/src/generated).
 */
import { loadProto } from './load.ts';
import { createUnaryClient } from './unary-client.ts';
import { SERVICE_NAME_METADATA, SERVICE_SECRET_METADATA } from './audit-ingest-client.ts';
import type { ProtoGrpcType as EventsProto } from './generated/events.ts';
import type { EventsServiceDefinition } from './generated/events/v1/EventsService.ts';
import type { PublishedEvent__Output } from './generated/events/v1/PublishedEvent.ts';
import type { PublishResult__Output } from './generated/events/v1/PublishResult.ts';
import type { WorkspaceTypes__Output } from './generated/events/v1/WorkspaceTypes.ts';
import type { PrivateEndpoint__Output } from './generated/events/v1/PrivateEndpoint.ts';

/** An event as an emitter sends it: every field set. */
export type ProtoPublishedEvent = PublishedEvent__Output;
export type ProtoPublishResult = PublishResult__Output;
export type ProtoWorkspaceTypes = WorkspaceTypes__Output;
export type ProtoPrivateEndpoint = PrivateEndpoint__Output;

export interface EventsApi {
  publishEvents(events: ProtoPublishedEvent[]): Promise<ProtoPublishResult[]>;
  subscribedTypes(workspaceIds: string[]): Promise<ProtoWorkspaceTypes[]>;
  listPrivateEndpoints(orgId: string, workspaceId: string): Promise<ProtoPrivateEndpoint[]>;
  close(): void;
}

export const EVENTS_SERVICE = 'events.v1.EventsService';
/** Shared-store channels agents publishes on after a change commits (message: see each). */
export const SUBSCRIPTIONS_CHANGED_CHANNEL = 'events:subscriptions-changed'; // the workspace id
export const PRIVATE_ENDPOINTS_CHANGED_CHANNEL = 'events:private-endpoints-changed'; // `<orgId>/<workspaceId>`

export function eventsServiceDefinition(): EventsServiceDefinition {
  return loadProto<EventsProto>('events/v1/events.proto').events.v1.EventsService.service;
}

export function createEventsClient(
  target: string,
  credential: { service: string; secret: string },
  opts: { deadlineMs?: number } = {},
): EventsApi {
  const client = createUnaryClient(eventsServiceDefinition(), target, {
    deadlineMs: opts.deadlineMs ?? 5000,
    dependency: 'events API',
    metadata: { [SERVICE_NAME_METADATA]: credential.service, [SERVICE_SECRET_METADATA]: credential.secret },
  });
  return {
    publishEvents: async (events) => (await client.publishEvents({ events })).results,
    subscribedTypes: async (workspaceIds) => (await client.subscribedTypes({ workspace_ids: workspaceIds })).workspaces,
    listPrivateEndpoints: async (orgId, workspaceId) =>
      (await client.listPrivateEndpoints({ org_id: orgId, workspace_id: workspaceId })).endpoints,
    close: () => client.close(),
  };
}
