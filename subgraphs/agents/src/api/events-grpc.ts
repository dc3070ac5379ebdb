/**
 * events.v1.EventsService (proto/events/v1/events.proto): the caller's credential from the call's
 * metadata, then one line into the API (events-api.ts).
 */
import type { Logger } from '@svc/core';
import { unary, type ServiceHandlers, type ServiceVerifier } from '@svc/grpc';
import type { EventsServiceHandlers } from '@svc/grpc/generated/events/v1/EventsService.ts';
import type { EventsApi } from './events-api.ts';

export function eventsGrpcHandlers(
  log: Logger,
  callers: ServiceVerifier,
  api: () => Promise<EventsApi>,
): ServiceHandlers<EventsServiceHandlers> {
  return {
    PublishEvents: unary(log, async (r, call) => {
      const service = callers.caller(call.metadata);
      return { results: await (await api()).publish(service, r.events) };
    }),
    SubscribedTypes: unary(log, async (r, call) => {
      const service = callers.caller(call.metadata);
      return { workspaces: await (await api()).subscribedTypes(service, r.workspace_ids) };
    }),
    ListPrivateEndpoints: unary(log, async (r, call) => {
      const service = callers.caller(call.metadata);
      return { endpoints: await (await api()).privateEndpoints(service, r.org_id, r.workspace_id) };
    }),
  };
}
