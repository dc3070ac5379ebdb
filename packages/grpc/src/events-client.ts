/**
 * events.v1.EventsService (proto/events/v1/events.proto), served by the agents subgraph: other
 * services publish events and read private endpoints through it (ADR 011). The client sends the
 * service's name and secret as call metadata on every call; errors come back as typed AppErrors.
 * Types are hand-written until the generated ones cover this proto.
 */
import * as grpc from '@grpc/grpc-js';
import { loadProto, serviceDef } from './load.ts';
import { fromGrpcError } from './errors.ts';
import { SERVICE_NAME_METADATA, SERVICE_SECRET_METADATA } from './audit-ingest-client.ts';

export interface ProtoPublishedEvent { event_id: string; org_id: string; workspace_id: string; type: string; occurred_at: string; data_json: string }
export interface ProtoPublishResult { event_id: string; recorded: boolean; deliveries: number }
export interface ProtoWorkspaceTypes { workspace_id: string; types: string[] }
export interface ProtoPrivateEndpoint {
  id: string; display_name: string; base_url: string; auth_kind: string; auth_secret_ref: string; ca_cert_fingerprint: string; model_ids: string[];
}

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

export function eventsServiceDefinition(): grpc.ServiceDefinition {
  return serviceDef(loadProto('events/v1/events.proto'), EVENTS_SERVICE).service;
}

export function createEventsClient(target: string, credential: { service: string; secret: string }, opts: { deadlineMs?: number } = {}): EventsApi {
  const Ctor = serviceDef(loadProto('events/v1/events.proto'), EVENTS_SERVICE);
  const client = new Ctor(target, grpc.credentials.createInsecure(), { 'grpc.enable_retries': 0 }) as unknown as grpc.Client & Record<string, Function>;
  const deadlineMs = opts.deadlineMs ?? 5000;
  const call = <T>(rpc: string, req: object, pick: (res: Record<string, unknown>) => T) =>
    new Promise<T>((resolve, reject) => {
      const metadata = new grpc.Metadata();
      metadata.set(SERVICE_NAME_METADATA, credential.service);
      metadata.set(SERVICE_SECRET_METADATA, credential.secret);
      client[rpc]!(req, metadata, { deadline: Date.now() + deadlineMs }, (err: grpc.ServiceError | null, res: Record<string, unknown>) =>
        err ? reject(fromGrpcError(err, 'SVC-SERVER-9001', 'events API')) : resolve(pick(res ?? {})),
      );
    });
  return {
    publishEvents: (events) => call('PublishEvents', { events }, (r) => (r.results ?? []) as ProtoPublishResult[]),
    subscribedTypes: (workspaceIds) => call('SubscribedTypes', { workspace_ids: workspaceIds }, (r) => (r.workspaces ?? []) as ProtoWorkspaceTypes[]),
    listPrivateEndpoints: (orgId, workspaceId) => call('ListPrivateEndpoints', { org_id: orgId, workspace_id: workspaceId }, (r) => (r.endpoints ?? []) as ProtoPrivateEndpoint[]),
    close: () => client.close(),
  };
}
